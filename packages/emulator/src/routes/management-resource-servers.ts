// Management API: an API (resource server) and its permissions.
//   GET   /api/v2/resource-servers/:id   read:resource_servers
//   PATCH /api/v2/resource-servers/:id   update:resource_servers; `scopes` replaces the whole set;
//                                        `require_mfa` (this service's own field): refreshes step up to MFA;
//                                        `enforce_policies`, `token_dialect` (RBAC: grants/token-set.ts)
// `:id` is the server's id or its (URL-encoded) identifier. The Management API itself cannot be changed.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import { RESERVED_SCOPE_NAMES } from '#permissions';
import type { ResourceServerScope } from '#permissions';
import type { ResourceServer } from '../tenant.js';
import { param, withCaller } from '../lib/management-auth.js';
import type { ManagementCaller } from '../lib/management-auth.js';
import { invalidBody, ManagementError } from '../lib/management-errors.js';
import { isPlainObject, readJsonObject } from '../lib/request-body.js';

const SCOPE_VALUE_MAX_LENGTH = 280;
const SCOPE_KEYS = ['value', 'description'];
const MAX_TOKEN_LIFETIME = 30 * 24 * 60 * 60;

function findResourceServer(ctx: ServiceContext, id: string): ResourceServer {
  const server = ctx.store.data.resource_servers.find(
    (candidate) => candidate.id === id || candidate.identifier === id,
  );
  if (!server) {
    throw new ManagementError(404, 'inexistent_resource_server', 'The resource server does not exist.');
  }
  return server;
}

function getResourceServer(ctx: ServiceContext, caller: ManagementCaller, id: string): ResourceServer {
  caller.requireAny(['read:resource_servers']);
  return resourceServerView(findResourceServer(ctx, id));
}

/** The API as returned: RBAC's two fields always present (off and `access_token` by default). */
function resourceServerView(server: ResourceServer): ResourceServer {
  return {
    ...structuredClone(server),
    enforce_policies: server.enforce_policies ?? false,
    token_dialect: server.token_dialect ?? 'access_token',
  };
}

/**
 * The new permission set. An empty array (or, as the service's documentation phrases it, an empty
 * object) removes every permission.
 */
function parseScopes(value: unknown): ResourceServerScope[] {
  if (isPlainObject(value) && Object.keys(value).length === 0) return [];
  if (!Array.isArray(value)) throw invalidBody('Payload validation error: scopes must be an array');
  const seen = new Set<string>();
  return value.map((item: unknown, index) => {
    if (!isPlainObject(item))
      throw invalidBody(`Payload validation error: scopes[${index}] must be an object`);
    const extra = Object.keys(item).filter((key) => !SCOPE_KEYS.includes(key));
    if (extra.length > 0) {
      throw invalidBody(
        `Payload validation error: scopes[${index}] has unknown property ${extra.join(', ')}`,
      );
    }
    const { value: name, description = '' } = item;
    if (typeof name !== 'string' || name === '' || /\s/.test(name) || name.length > SCOPE_VALUE_MAX_LENGTH) {
      throw invalidBody(
        `Payload validation error: scopes[${index}].value must be a non-empty string without spaces ` +
          `(at most ${SCOPE_VALUE_MAX_LENGTH} characters)`,
      );
    }
    if (RESERVED_SCOPE_NAMES.includes(name)) {
      throw invalidBody(`The permission "${name}" is a reserved name and cannot be used`);
    }
    if (seen.has(name)) throw invalidBody(`The permission "${name}" is listed more than once`);
    seen.add(name);
    if (typeof description !== 'string') {
      throw invalidBody(`Payload validation error: the description of "${name}" must be a string`);
    }
    return { value: name, description };
  });
}

interface ResourceServerPatch {
  scopes?: ResourceServerScope[];
  name?: string;
  token_lifetime?: number;
  require_mfa?: boolean;
  enforce_policies?: boolean;
  token_dialect?: 'access_token' | 'access_token_authz';
}

const TOKEN_DIALECTS = ['access_token', 'access_token_authz'] as const;

function parsePatch(body: Record<string, unknown>): ResourceServerPatch {
  const patch: ResourceServerPatch = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'scopes') patch.scopes = parseScopes(value);
    else if (key === 'name') {
      if (typeof value !== 'string' || value.trim() === '') {
        throw invalidBody('Payload validation error: name must be a non-empty string');
      }
      patch.name = value;
    } else if (key === 'token_lifetime') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TOKEN_LIFETIME) {
        throw invalidBody(
          `Payload validation error: token_lifetime must be an integer from 1 to ${MAX_TOKEN_LIFETIME}`,
        );
      }
      patch.token_lifetime = value;
    } else if (key === 'require_mfa') {
      if (typeof value !== 'boolean')
        throw invalidBody('Payload validation error: require_mfa must be a boolean');
      patch.require_mfa = value;
    } else if (key === 'enforce_policies') {
      if (typeof value !== 'boolean')
        throw invalidBody('Payload validation error: enforce_policies must be a boolean');
      patch.enforce_policies = value;
    } else if (key === 'token_dialect') {
      const dialect = TOKEN_DIALECTS.find((candidate) => candidate === value);
      if (!dialect) {
        throw invalidBody(
          `Payload validation error: token_dialect must be one of ${TOKEN_DIALECTS.join(', ')}`,
        );
      }
      patch.token_dialect = dialect;
    } else {
      throw invalidBody(`Payload validation error: additional property ${key} is not allowed`);
    }
  }
  return patch;
}

async function patchResourceServer(
  c: Context,
  ctx: ServiceContext,
  caller: ManagementCaller,
  id: string,
): Promise<ResourceServer> {
  caller.requireAny(['update:resource_servers']);
  const server = findResourceServer(ctx, id);
  if (server.is_system) {
    throw new ManagementError(
      403,
      'operation_not_supported',
      'The resource server is a system resource server and cannot be updated',
    );
  }
  const body = await readJsonObject(c);
  if (!body) throw invalidBody('The request body must be a JSON object');
  const patch = parsePatch(body);
  if (patch.scopes) server.scopes = patch.scopes;
  if (patch.name !== undefined) server.name = patch.name;
  if (patch.token_lifetime !== undefined) server.token_lifetime = patch.token_lifetime;
  if (patch.require_mfa !== undefined) server.require_mfa = patch.require_mfa;
  if (patch.enforce_policies !== undefined) server.enforce_policies = patch.enforce_policies;
  if (patch.token_dialect !== undefined) server.token_dialect = patch.token_dialect;
  return resourceServerView(server);
}

/** Mounted at `/api/v2/resource-servers` (through management.ts). */
export const resourceServers = new Hono<Env>()
  .get(
    '/:id',
    withCaller((c, caller) => c.json(getResourceServer(c.var.ctx, caller, param(c, 'id')))),
  )
  .patch(
    '/:id',
    withCaller(async (c, caller) => c.json(await patchResourceServer(c, c.var.ctx, caller, param(c, 'id')))),
  );
