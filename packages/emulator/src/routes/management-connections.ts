// Management API: connections (their ids never change).
//   GET    /api/v2/connections       read:connections (page/per_page/include_totals; `name`, `strategy`)
//   GET    /api/v2/connections/:id   read:connections
//   POST   /api/v2/connections       create:connections: enterprise OIDC connections (strategies `oidc`,
//                                    `okta`): `name`, `options` (lib/enterprise-options.ts), `display_name`,
//                                    `show_as_button`, `enabled_clients`
//   PATCH  /api/v2/connections/:id   update:connections: `enabled_clients` (each an existing client) and
//                                    `options` (database connections: requires_username, passwordPolicy,
//                                    password_complexity_options.min_length; enterprise: replaced whole, as
//                                    the real API does), `display_name` and `show_as_button` (enterprise)
// An enterprise connection's client secret is never answered.
// A database connection's policy is kept as a minimum length and a number of character classes (of lower,
// upper, digit, special); `passwordPolicy` names that number: low 1, fair 2, good 3, excellent 4.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env } from '../context.js';
import { ConnectionStrategy } from '../tenant.js';
import type { Connection } from '../tenant.js';
import { param, withCaller } from '../lib/management-auth.js';
import type { ManagementCaller } from '../lib/management-auth.js';
import {
  optionalBoolean,
  optionalObject,
  payloadError,
  optionalText,
  readManagementBody,
  requiredText,
  stringList,
} from '../lib/management-body.js';
import { jsonCopy, requireConnection } from '../lib/management-organization-view.js';
import { pageOf } from '../lib/management-paging.js';
import { enterpriseOptions, publicEnterpriseOptions } from '../lib/enterprise-options.js';
import { ENTERPRISE_STRATEGIES, isEnterprise } from '../enterprise.js';
import { connectionIdFor } from '../organizations.js';
import { conflict } from '../lib/management-organization-view.js';

const POLICY_NAMES = ['none', 'low', 'fair', 'good', 'excellent'] as const;
const CLASSES_OF: Readonly<Record<(typeof POLICY_NAMES)[number], number>> = {
  none: 1,
  low: 1,
  fair: 2,
  good: 3,
  excellent: 4,
};
const POLICY_OF = ['low', 'low', 'fair', 'good', 'excellent'] as const;

function optionsOf(connection: Connection): Record<string, unknown> {
  if (isEnterprise(connection)) return publicEnterpriseOptions(connection.options);
  if (connection.strategy !== ConnectionStrategy.DATABASE) return {};
  const policy = connection.password_policy;
  return {
    requires_username: connection.requires_username ?? false,
    ...(policy
      ? {
          passwordPolicy: POLICY_OF[Math.min(Math.max(policy.min_classes, 0), 4)],
          password_complexity_options: { min_length: policy.min_length },
        }
      : {}),
  };
}

function connectionView(connection: Connection): Record<string, unknown> {
  return jsonCopy({
    id: connection.id,
    name: connection.name,
    strategy: connection.strategy,
    ...(connection.display_name !== undefined ? { display_name: connection.display_name } : {}),
    ...(isEnterprise(connection) ? { show_as_button: connection.show_as_button ?? false } : {}),
    enabled_clients: connection.enabled_clients,
    options: optionsOf(connection),
    is_domain_connection: false,
    realms: [connection.name],
  });
}

/** `enabled_clients` of a body, each an existing client. */
function enabledClients(c: Context<Env>, body: Record<string, unknown>): string[] | undefined {
  const clients = stringList(body, 'enabled_clients', 0);
  const unknown = (clients ?? []).filter(
    (id) => !c.var.ctx.store.data.clients.some((client) => client.client_id === id),
  );
  if (unknown.length)
    throw payloadError(`'The client(s) ${unknown.join(', ')} do not exist' on property enabled_clients.`);
  return clients;
}

const NAME = {
  max: 128,
  pattern: /^[a-zA-Z0-9](-?[a-zA-Z0-9])*$/,
  patternText: '^[a-zA-Z0-9](-?[a-zA-Z0-9])*$',
};

async function createConnection(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['create:connections']);
  const body = await readManagementBody(c, [
    'name',
    'strategy',
    'options',
    'display_name',
    'show_as_button',
    'enabled_clients',
  ]);
  const ctx = c.var.ctx;
  const name = requiredText(body, 'name', NAME);
  const strategy = requiredText(body, 'strategy');
  if (!(ENTERPRISE_STRATEGIES as readonly string[]).includes(strategy)) {
    throw payloadError(
      `'Only enterprise OIDC connections (oidc, okta) can be created here' on property strategy.`,
    );
  }
  const options = optionalObject(body, 'options');
  if (!options) throw payloadError("'Missing required property: options'.");
  const displayName = optionalText(body, 'display_name', { max: 128 });
  const button = optionalBoolean(body, 'show_as_button');
  const clients = enabledClients(c, body) ?? [];
  const parsed = enterpriseOptions(options);
  if (ctx.store.data.connections.some((connection) => connection.name === name)) {
    throw conflict('A connection with the same name already exists');
  }
  const connection: Connection = {
    id: connectionIdFor(name),
    name,
    strategy: strategy as Connection['strategy'],
    enabled_clients: clients,
    ...(displayName !== undefined ? { display_name: displayName } : {}),
    ...(button !== undefined ? { show_as_button: button } : {}),
    options: parsed,
  };
  ctx.store.data.connections.push(connection);
  return c.json(connectionView(connection), 201);
}

async function updateConnection(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['update:connections']);
  const body = await readManagementBody(c, ['enabled_clients', 'options', 'display_name', 'show_as_button']);
  const ctx = c.var.ctx;
  const connection = requireConnection(ctx, param(c, 'id'));
  const clients = enabledClients(c, body);
  const options = optionalObject(body, 'options');
  if (isEnterprise(connection)) {
    const displayName = optionalText(body, 'display_name', { max: 128 });
    const button = optionalBoolean(body, 'show_as_button');
    const parsed = options ? enterpriseOptions(options) : undefined;
    if (clients) connection.enabled_clients = clients;
    if (displayName !== undefined) connection.display_name = displayName;
    if (button !== undefined) connection.show_as_button = button;
    if (parsed) connection.options = parsed;
    return c.json(connectionView(connection));
  }
  if (body['display_name'] !== undefined || body['show_as_button'] !== undefined) {
    throw payloadError("'Only enterprise connections take display_name and show_as_button here'.");
  }
  let requiresUsername: boolean | undefined;
  let policy = connection.password_policy ? { ...connection.password_policy } : undefined;
  if (options) {
    if (connection.strategy !== ConnectionStrategy.DATABASE) {
      throw payloadError("'Only database connections take options here' on property options.");
    }
    const extra = Object.keys(options).filter(
      (key) => !['requires_username', 'passwordPolicy', 'password_complexity_options'].includes(key),
    );
    if (extra.length)
      throw payloadError(`'Additional properties not allowed: ${extra.join(',')}' on property options.`);
    requiresUsername = optionalBoolean(options, 'requires_username');
    const name = options['passwordPolicy'];
    if (name !== undefined) {
      const found = POLICY_NAMES.find((candidate) => candidate === name);
      if (!found)
        throw payloadError(
          `'No enum match for: ${JSON.stringify(name)}' on property options.passwordPolicy.`,
        );
      policy = { min_length: policy?.min_length ?? 8, min_classes: CLASSES_OF[found] };
    }
    const complexity = optionalObject(options, 'password_complexity_options');
    if (complexity) {
      const minLength = complexity['min_length'];
      if (typeof minLength !== 'number' || !Number.isInteger(minLength) || minLength < 1 || minLength > 128) {
        throw payloadError(
          "'min_length must be an integer from 1 to 128' on property options.password_complexity_options.",
        );
      }
      policy = { min_length: minLength, min_classes: policy?.min_classes ?? 1 };
    }
  }
  if (clients) connection.enabled_clients = clients;
  if (requiresUsername !== undefined) connection.requires_username = requiresUsername;
  if (policy) connection.password_policy = policy;
  return c.json(connectionView(connection));
}

/** Mounted at `/api/v2/connections` (through management.ts). */
export const managementConnections = new Hono<Env>()
  .get(
    '/',
    withCaller((c, caller) => {
      caller.requireAny(['read:connections']);
      const name = c.req.query('name');
      const strategy = c.req.query('strategy');
      const connections = c.var.ctx.store.data.connections.filter(
        (connection) =>
          (!name || connection.name === name) && (!strategy || connection.strategy === strategy),
      );
      return c.json(pageOf(c, connections, connectionView, { name: 'connections' }));
    }),
  )
  .get(
    '/:id',
    withCaller((c, caller) => {
      caller.requireAny(['read:connections']);
      return c.json(connectionView(requireConnection(c.var.ctx, param(c, 'id'))));
    }),
  )
  .post('/', withCaller(createConnection))
  .patch('/:id', withCaller(updateConnection));
