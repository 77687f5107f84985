// What the Management API's organization routes share: the organization, connection and member a path
// names (or the API's 404), the organization and enabled connection as the API returns them, and the
// role ids a body names (each must exist).
import type { ServiceContext } from '../context.js';
import { findOrganization, membership } from '../organizations.js';
import type { EnabledConnection, Organization, OrganizationMember } from '../organizations.js';
import { findRole } from '../roles.js';
import type { Connection } from '../tenant.js';
import { ManagementError } from './management-errors.js';
import { payloadError } from './management-body.js';

export function inexistentOrganization(): ManagementError {
  return new ManagementError(404, 'inexistent_organization', 'No organization found by that id or name');
}

export function inexistentConnection(): ManagementError {
  return new ManagementError(404, 'inexistent_connection', 'The connection does not exist');
}

export function conflict(message: string): ManagementError {
  return new ManagementError(409, 'conflict', message);
}

export function requireOrganization(ctx: ServiceContext, id: string): Organization {
  const org = findOrganization(ctx.store.data, id);
  if (!org) throw inexistentOrganization();
  return org;
}

export function requireConnection(ctx: ServiceContext, id: string): Connection {
  const connection = ctx.store.data.connections.find((candidate) => candidate.id === id);
  if (!connection) throw inexistentConnection();
  return connection;
}

export function requireMember(ctx: ServiceContext, org: Organization, userId: string): OrganizationMember {
  const member = membership(ctx.store.data, org.id, userId);
  if (!member) {
    throw new ManagementError(404, 'inexistent_member', 'The user is not a member of the organization');
  }
  return member;
}

/** Every role id must name a role (400 otherwise, as the real service answers). */
export function requireRoles(ctx: ServiceContext, roleIds: readonly string[]): void {
  const unknown = roleIds.filter((id) => !findRole(ctx.store.data, id));
  if (unknown.length) throw payloadError(`'The role(s) ${unknown.join(', ')} do not exist'.`);
}

/** A stored record as plain JSON (records are the store's proxies, which structuredClone refuses). */
export function jsonCopy<T>(record: T): T {
  return JSON.parse(JSON.stringify(record)) as T;
}

/** An organization as the Management API returns it. */
export function organizationView(org: Organization): Record<string, unknown> {
  return jsonCopy({
    id: org.id,
    name: org.name,
    ...(org.display_name !== undefined ? { display_name: org.display_name } : {}),
    ...(org.branding ? { branding: org.branding } : {}),
    ...(org.metadata ? { metadata: org.metadata } : {}),
  });
}

export function enabledConnectionView(
  ctx: ServiceContext,
  enabled: EnabledConnection,
): Record<string, unknown> {
  const connection = ctx.store.data.connections.find((candidate) => candidate.id === enabled.connection_id);
  return {
    ...jsonCopy(enabled),
    connection: { name: connection?.name ?? '', strategy: connection?.strategy ?? '' },
  };
}
