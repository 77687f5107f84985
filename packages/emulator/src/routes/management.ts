// The Management API v2 (mounted at /api/v2): its users, their linked identities, roles and organizations,
// resource servers, organizations (members, invitations), roles, clients, connections and the tenant's
// settings, each a sub-app of its own. Every call needs a bearer access token for the Management API audience
// (lib/management-auth.ts); errors use the Management shape (lib/management-errors.ts).
import { Hono } from 'hono';
import type { Env } from '../context.js';
import { webOriginCors } from '../lib/cors.js';
import { ManagementError, managementErrorResponse, notJson } from '../lib/management-errors.js';
import { jsonOnly } from '../lib/request-body.js';
import { managementClients } from './management-clients.js';
import { managementConnections } from './management-connections.js';
import { managementIdentities } from './management-identities.js';
import { managementOrganizationInvitations } from './management-organization-invitations.js';
import { managementOrganizationMembers, userOrganizations } from './management-organization-members.js';
import { managementOrganizations } from './management-organizations.js';
import { managementRoles, userRoles } from './management-roles.js';
import { resourceServers } from './management-resource-servers.js';
import { managementTenantSettings } from './management-tenant-settings.js';
import { managementUsers } from './management-users.js';

/** Mounted at `/api/v2`. */
export const management = new Hono<Env>()
  .use(webOriginCors({ perClient: false, allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'] }))
  .use(jsonOnly(notJson))
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .route('/users', managementUsers)
  .route('/users', managementIdentities)
  .route('/users', userOrganizations)
  .route('/users', userRoles)
  .route('/roles', managementRoles)
  .route('/clients', managementClients)
  .route('/connections', managementConnections)
  .route('/organizations', managementOrganizations)
  .route('/organizations', managementOrganizationMembers)
  .route('/organizations', managementOrganizationInvitations)
  .route('/resource-servers', resourceServers)
  .route('/tenants', managementTenantSettings)
  .all('*', (c) =>
    managementErrorResponse(
      c,
      new ManagementError(404, 'not_found', `The Management API has no ${c.req.method} ${c.req.path}.`),
    ),
  );
