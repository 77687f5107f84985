// Management API: organizations and their enabled connections.
//   POST   /api/v2/organizations                              create:organizations → 201
//   GET    /api/v2/organizations                              read:organizations (page/per_page/include_totals
//                                                             or from/take; sorted by name)
//   GET    /api/v2/organizations/name/:name                   read:organizations
//   GET    /api/v2/organizations/:id                          read:organizations
//   PATCH  /api/v2/organizations/:id                          update:organizations
//   DELETE /api/v2/organizations/:id                          delete:organizations (memberships, invitations too)
//   GET    /api/v2/organizations/:id/enabled_connections      read:organization_connections
//   POST   /api/v2/organizations/:id/enabled_connections      create:organization_connections → 201
//   GET    /api/v2/organizations/:id/enabled_connections/:c   read:organization_connections
//   PATCH  /api/v2/organizations/:id/enabled_connections/:c   update:organization_connections
//   DELETE /api/v2/organizations/:id/enabled_connections/:c   delete:organization_connections
// Members, their roles and invitations: management-organization-members.ts, -invitations.ts.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env } from '../context.js';
import {
  deleteOrganization,
  newId,
  ORGANIZATION_NAME,
  organizationByName,
  parseBranding,
} from '../organizations.js';
import type { EnabledConnection, Organization, OrganizationBranding } from '../organizations.js';
import type { JsonObject } from '../lib/request-body.js';
import { param, withCaller } from '../lib/management-auth.js';
import type { ManagementCaller } from '../lib/management-auth.js';
import {
  optionalBoolean,
  optionalObject,
  optionalText,
  payloadError,
  readManagementBody,
  requiredText,
} from '../lib/management-body.js';
import {
  conflict,
  enabledConnectionView,
  inexistentConnection,
  inexistentOrganization,
  organizationView,
  requireConnection,
  requireOrganization,
} from '../lib/management-organization-view.js';
import { pageOf } from '../lib/management-paging.js';

const ORGANIZATION_FIELDS = ['name', 'display_name', 'branding', 'metadata'];
const NAME_RULE = {
  max: 50,
  pattern: ORGANIZATION_NAME,
  patternText: 'lower case letters, digits, "-" and "_", starting with a letter or digit',
};
const METADATA_MAX_KEYS = 25;
const CONNECTION_FLAGS = ['assign_membership_on_login', 'is_signup_enabled', 'show_as_button'] as const;

function branding(body: JsonObject): OrganizationBranding | undefined {
  const value = optionalObject(body, 'branding');
  if (!value) return undefined;
  const parsed = parseBranding(value);
  if (!parsed.ok) throw payloadError(`'${parsed.message}' on property branding.`);
  return parsed.branding;
}

function metadata(body: JsonObject): Record<string, string> | undefined {
  const value = optionalObject(body, 'metadata');
  if (!value) return undefined;
  const entries = Object.entries(value);
  if (entries.length > METADATA_MAX_KEYS) {
    throw payloadError(`'Too many properties, maximum ${METADATA_MAX_KEYS}' on property metadata.`);
  }
  for (const [key, item] of entries) {
    if (typeof item !== 'string' || item.length > 255 || key.length > 255) {
      throw payloadError(`'Values must be strings of at most 255 characters' on property metadata.${key}.`);
    }
  }
  return { ...(value as Record<string, string>) };
}

function nameTaken(c: Context<Env>, name: string, except?: Organization): void {
  const owner = organizationByName(c.var.ctx.store.data, name);
  if (owner && owner !== except) throw conflict('An organization with this name already exists.');
}

async function createOrganization(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['create:organizations']);
  const body = await readManagementBody(c, [...ORGANIZATION_FIELDS, 'enabled_connections']);
  const name = requiredText(body, 'name', NAME_RULE);
  const displayName = optionalText(body, 'display_name');
  const brand = branding(body);
  const meta = metadata(body);
  const connections = enabledConnectionsOf(c, body);
  // No await from here on: the name check and the write are one step.
  nameTaken(c, name);
  const org: Organization = {
    id: newId('org_'),
    name,
    ...(displayName !== undefined ? { display_name: displayName } : {}),
    ...(brand ? { branding: brand } : {}),
    ...(meta ? { metadata: meta } : {}),
    enabled_connections: connections,
    created_at: new Date(c.var.ctx.now() * 1000).toISOString(),
  };
  c.var.ctx.store.data.organizations.push(org);
  return c.json(organizationView(org), 201);
}

function enabledConnectionsOf(c: Context<Env>, body: JsonObject): EnabledConnection[] {
  const value = body['enabled_connections'];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw payloadError("'Expected type array' on property enabled_connections.");
  const seen = new Set<string>();
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw payloadError("'Expected objects' on property enabled_connections.");
    }
    const enabled = readEnabledConnection(c, item as JsonObject);
    if (seen.has(enabled.connection_id))
      throw conflict('The connection is already enabled for the organization.');
    seen.add(enabled.connection_id);
    return enabled;
  });
}

function readEnabledConnection(c: Context<Env>, body: JsonObject): EnabledConnection {
  const extra = Object.keys(body).filter(
    (key) => key !== 'connection_id' && !(CONNECTION_FLAGS as readonly string[]).includes(key),
  );
  if (extra.length) throw payloadError(`'Additional properties not allowed: ${extra.join(',')}'.`);
  const connectionId = requiredText(body, 'connection_id');
  requireConnection(c.var.ctx, connectionId);
  return {
    connection_id: connectionId,
    assign_membership_on_login: optionalBoolean(body, 'assign_membership_on_login') ?? false,
    is_signup_enabled: optionalBoolean(body, 'is_signup_enabled') ?? false,
    show_as_button: optionalBoolean(body, 'show_as_button') ?? true,
  };
}

async function updateOrganization(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['update:organizations']);
  const body = await readManagementBody(c, ORGANIZATION_FIELDS);
  const org = requireOrganization(c.var.ctx, param(c, 'id'));
  const name = optionalText(body, 'name', NAME_RULE);
  const displayName = optionalText(body, 'display_name');
  const brand = branding(body);
  const meta = metadata(body);
  if (name !== undefined) nameTaken(c, name, org);
  if (name !== undefined) org.name = name;
  if (displayName !== undefined) org.display_name = displayName;
  if (brand) org.branding = brand;
  if (meta) org.metadata = meta;
  return c.json(organizationView(org));
}

function enabledConnection(org: Organization, connectionId: string): EnabledConnection {
  const enabled = org.enabled_connections.find((candidate) => candidate.connection_id === connectionId);
  if (!enabled) throw inexistentConnection();
  return enabled;
}

async function addConnection(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['create:organization_connections']);
  const body = await readManagementBody(c, ['connection_id', ...CONNECTION_FLAGS]);
  const org = requireOrganization(c.var.ctx, param(c, 'id'));
  const enabled = readEnabledConnection(c, body);
  if (org.enabled_connections.some((candidate) => candidate.connection_id === enabled.connection_id)) {
    throw conflict('The connection is already enabled for the organization.');
  }
  org.enabled_connections = [...org.enabled_connections, enabled];
  return c.json(enabledConnectionView(c.var.ctx, enabled), 201);
}

async function patchConnection(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['update:organization_connections']);
  const body = await readManagementBody(c, CONNECTION_FLAGS);
  const org = requireOrganization(c.var.ctx, param(c, 'id'));
  const enabled = enabledConnection(org, param(c, 'connection'));
  for (const flag of CONNECTION_FLAGS) {
    const value = optionalBoolean(body, flag);
    if (value !== undefined) enabled[flag] = value;
  }
  return c.json(enabledConnectionView(c.var.ctx, enabled));
}

/** Mounted at `/api/v2/organizations` (through management.ts). */
export const managementOrganizations = new Hono<Env>()
  .post('/', withCaller(createOrganization))
  .get(
    '/',
    withCaller((c, caller) => {
      caller.requireAny(['read:organizations']);
      const orgs = [...c.var.ctx.store.data.organizations].sort((a, b) => (a.name < b.name ? -1 : 1));
      return c.json(
        pageOf(c, orgs, organizationView, { name: 'organizations', checkpointKey: (org) => org.name }),
      );
    }),
  )
  .get(
    '/name/:name',
    withCaller((c, caller) => {
      caller.requireAny(['read:organizations']);
      const org = organizationByName(c.var.ctx.store.data, param(c, 'name'));
      if (!org) throw inexistentOrganization();
      return c.json(organizationView(org));
    }),
  )
  .get(
    '/:id',
    withCaller((c, caller) => {
      caller.requireAny(['read:organizations']);
      return c.json(organizationView(requireOrganization(c.var.ctx, param(c, 'id'))));
    }),
  )
  .patch('/:id', withCaller(updateOrganization))
  .delete(
    '/:id',
    withCaller((c, caller) => {
      caller.requireAny(['delete:organizations']);
      const org = requireOrganization(c.var.ctx, param(c, 'id'));
      deleteOrganization(c.var.ctx.store.data, org.id);
      return c.body(null, 204);
    }),
  )
  .get(
    '/:id/enabled_connections',
    withCaller((c, caller) => {
      caller.requireAny(['read:organization_connections']);
      const org = requireOrganization(c.var.ctx, param(c, 'id'));
      const view = (enabled: EnabledConnection) => enabledConnectionView(c.var.ctx, enabled);
      return c.json(pageOf(c, org.enabled_connections, view, { name: 'enabled_connections' }));
    }),
  )
  .post('/:id/enabled_connections', withCaller(addConnection))
  .get(
    '/:id/enabled_connections/:connection',
    withCaller((c, caller) => {
      caller.requireAny(['read:organization_connections']);
      const org = requireOrganization(c.var.ctx, param(c, 'id'));
      return c.json(enabledConnectionView(c.var.ctx, enabledConnection(org, param(c, 'connection'))));
    }),
  )
  .patch('/:id/enabled_connections/:connection', withCaller(patchConnection))
  .delete(
    '/:id/enabled_connections/:connection',
    withCaller((c, caller) => {
      caller.requireAny(['delete:organization_connections']);
      const org = requireOrganization(c.var.ctx, param(c, 'id'));
      const enabled = enabledConnection(org, param(c, 'connection'));
      org.enabled_connections = org.enabled_connections.filter((candidate) => candidate !== enabled);
      return c.body(null, 204);
    }),
  );
