// Management API: applications (clients), with the fields the real API has that this service keeps.
//   POST   /api/v2/clients       create:clients → 201 (a confidential client's secret, this once)
//   GET    /api/v2/clients       read:clients (page/per_page/include_totals); never a secret
//   GET    /api/v2/clients/:id   read:clients; the secret only with read:client_keys
//   PATCH  /api/v2/clients/:id   update:clients (organization_usage, organization_require_behavior,
//                                initiate_login_uri, URLs, grant types, ...)
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import { newId } from '../organizations.js';
import { ORGANIZATION_REQUIRE_BEHAVIORS, ORGANIZATION_USAGES, REFRESH_TOKEN_LIFETIMES } from '../tenant.js';
import type { Client } from '../tenant.js';
import { param, withCaller } from '../lib/management-auth.js';
import type { ManagementCaller } from '../lib/management-auth.js';
import {
  optionalBoolean,
  optionalText,
  payloadError,
  readManagementBody,
  requiredText,
  stringList,
} from '../lib/management-body.js';
import { ManagementError } from '../lib/management-errors.js';
import { pageOf } from '../lib/management-paging.js';
import type { JsonObject } from '../lib/request-body.js';

const APP_TYPES = ['spa', 'native', 'regular_web', 'non_interactive'] as const;
const URL_LISTS = ['callbacks', 'web_origins', 'allowed_logout_urls'] as const;
const FIELDS = [
  'name',
  'description',
  'app_type',
  ...URL_LISTS,
  'grant_types',
  'cross_origin_authentication',
  'cross_origin_auth',
  'cross_origin_loc',
  'organization_usage',
  'organization_require_behavior',
  'initiate_login_uri',
];
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

function appType(client: Client): Client['app_type'] {
  return client.app_type ?? (client.client_secret ? 'regular_web' : 'spa');
}

/** A client as the Management API returns it; `withSecret` for creation and read:client_keys. */
function clientView(client: Client, withSecret = false): Record<string, unknown> {
  const type = appType(client);
  return JSON.parse(
    JSON.stringify({
      client_id: client.client_id,
      name: client.name,
      ...(client.description !== undefined ? { description: client.description } : {}),
      app_type: type,
      is_first_party: true,
      oidc_conformant: true,
      callbacks: client.callbacks,
      web_origins: client.web_origins,
      allowed_logout_urls: client.allowed_logout_urls,
      grant_types: client.grant_types,
      cross_origin_authentication: client.cross_origin_auth,
      cross_origin_auth: client.cross_origin_auth,
      ...(client.cross_origin_loc ? { cross_origin_loc: client.cross_origin_loc } : {}),
      token_endpoint_auth_method: client.client_secret ? 'client_secret_post' : 'none',
      organization_usage: client.organization_usage ?? 'deny',
      organization_require_behavior: client.organization_require_behavior ?? 'no_prompt',
      ...(client.initiate_login_uri ? { initiate_login_uri: client.initiate_login_uri } : {}),
      refresh_token: {
        rotation_type: 'rotating',
        expiration_type: 'expiring',
        token_lifetime: client.refresh_token?.token_lifetime ?? REFRESH_TOKEN_LIFETIMES.token_lifetime,
        idle_token_lifetime:
          client.refresh_token?.idle_token_lifetime ?? REFRESH_TOKEN_LIFETIMES.idle_token_lifetime,
      },
      ...(withSecret && client.client_secret ? { client_secret: client.client_secret } : {}),
    }),
  ) as Record<string, unknown>;
}

function requireClient(ctx: ServiceContext, id: string): Client {
  const client = ctx.store.data.clients.find((candidate) => candidate.client_id === id);
  if (!client) throw new ManagementError(404, 'inexistent_client', 'The client does not exist');
  return client;
}

function oneOf<T extends string>(body: JsonObject, key: string, values: readonly T[]): T | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  const found = values.find((candidate) => candidate === value);
  if (!found) throw payloadError(`'No enum match for: ${JSON.stringify(value)}' on property ${key}.`);
  return found;
}

/** The application's login route: https, or http on a loopback host (this service runs locally). */
function loginUri(body: JsonObject): string | undefined {
  const value = optionalText(body, 'initiate_login_uri', { max: 2048 });
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const allowed =
    url && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.includes(url.hostname)));
  if (!allowed)
    throw payloadError("'initiate_login_uri must be an https URL' on property initiate_login_uri.");
  return value;
}

type ClientFields = Partial<Omit<Client, 'client_id' | 'client_secret'>>;

function readFields(body: JsonObject): ClientFields {
  const fields: ClientFields = {};
  const name = optionalText(body, 'name');
  if (name !== undefined) fields.name = name;
  const description = optionalText(body, 'description', { min: 0, max: 140 });
  if (description !== undefined) fields.description = description;
  const type = oneOf(body, 'app_type', APP_TYPES);
  if (type) fields.app_type = type;
  for (const key of URL_LISTS) {
    const list = stringList(body, key, 0);
    if (list) fields[key] = list;
  }
  const grants = stringList(body, 'grant_types', 0);
  if (grants) fields.grant_types = grants;
  const crossOrigin =
    optionalBoolean(body, 'cross_origin_authentication') ?? optionalBoolean(body, 'cross_origin_auth');
  if (crossOrigin !== undefined) fields.cross_origin_auth = crossOrigin;
  const location = optionalText(body, 'cross_origin_loc', { max: 2048 });
  if (location !== undefined) fields.cross_origin_loc = location;
  const usage = oneOf(body, 'organization_usage', ORGANIZATION_USAGES);
  if (usage) fields.organization_usage = usage;
  const behavior = oneOf(body, 'organization_require_behavior', ORGANIZATION_REQUIRE_BEHAVIORS);
  if (behavior) fields.organization_require_behavior = behavior;
  const uri = loginUri(body);
  if (uri !== undefined) fields.initiate_login_uri = uri;
  return fields;
}

async function createClient(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['create:clients']);
  const body = await readManagementBody(c, FIELDS);
  requiredText(body, 'name');
  const fields = readFields(body);
  const type = fields.app_type ?? 'regular_web';
  const confidential = type === 'regular_web' || type === 'non_interactive';
  const client: Client = {
    client_id: newId('') + newId(''),
    name: fields.name ?? '',
    callbacks: [],
    web_origins: [],
    allowed_logout_urls: [],
    cross_origin_auth: false,
    grant_types:
      type === 'non_interactive'
        ? ['client_credentials']
        : ['authorization_code', 'implicit', 'refresh_token'],
    ...fields,
    app_type: type,
    ...(confidential ? { client_secret: randomBytes(48).toString('base64url') } : {}),
  };
  c.var.ctx.store.data.clients.push(client);
  return c.json(clientView(client, true), 201);
}

async function updateClient(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['update:clients']);
  const body = await readManagementBody(c, FIELDS);
  const client = requireClient(c.var.ctx, param(c, 'id'));
  Object.assign(client, readFields(body));
  return c.json(clientView(client));
}

/** Mounted at `/api/v2/clients` (through management.ts). */
export const managementClients = new Hono<Env>()
  .post('/', withCaller(createClient))
  .get(
    '/',
    withCaller((c, caller) => {
      caller.requireAny(['read:clients']);
      return c.json(
        pageOf(c, c.var.ctx.store.data.clients, (client) => clientView(client), { name: 'clients' }),
      );
    }),
  )
  .get(
    '/:id',
    withCaller((c, caller) => {
      caller.requireAny(['read:clients']);
      return c.json(clientView(requireClient(c.var.ctx, param(c, 'id')), caller.has('read:client_keys')));
    }),
  )
  .patch('/:id', withCaller(updateClient));
