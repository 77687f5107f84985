// The service's own APIs, resource servers of every tenant: the Management API (`{origin}/api/v2/`), the
// My Account API (`{origin}/me/`) and the My Organization API (`{origin}/my-org/`, its scopes granted through
// roles: RBAC). Their ids, their identifiers for a service at `origin` and their records (their scopes:
// system-scopes.ts); `fitSystemApis` points a tenant's at the running service's origin.
import { renameResourceServer } from './roles.js';
import { ADMIN_SCOPES, CURRENT_USER_SCOPES, MY_ACCOUNT_SCOPES, MY_ORG_SCOPES } from './system-scopes.js';
import type { ResourceServer, TenantData } from './tenant.js';

const MANAGEMENT_API_ID = 'rs_management_api';
const MY_ACCOUNT_API_ID = 'rs_my_account_api';
const MY_ORG_API_ID = 'rs_my_org_api';

/** The Management API's identifier (audience) for a service at `origin`. */
export function managementIdentifier(origin: string): string {
  return `${origin}/api/v2/`;
}

/** The My Account API's identifier (audience) for a service at `origin`. */
export function myAccountIdentifier(origin: string): string {
  return `${origin}/me/`;
}

/** The My Organization API's identifier (audience) for a service at `origin`. */
export function myOrgIdentifier(origin: string): string {
  return `${origin}/my-org/`;
}

/** The Management API as a resource server. */
export function managementApi(origin: string): ResourceServer {
  return {
    id: MANAGEMENT_API_ID,
    identifier: managementIdentifier(origin),
    name: 'Management API',
    scopes: [...CURRENT_USER_SCOPES, ...ADMIN_SCOPES].map((value) => ({ value, description: value })),
    signing_alg: 'RS256',
    token_lifetime: 86400,
    is_system: true,
  };
}

/** The My Account API as a resource server. */
export function myAccountApi(origin: string): ResourceServer {
  return {
    id: MY_ACCOUNT_API_ID,
    identifier: myAccountIdentifier(origin),
    name: 'My Account API',
    scopes: MY_ACCOUNT_SCOPES.map((value) => ({ value, description: value })),
    signing_alg: 'RS256',
    token_lifetime: 600,
    is_system: true,
  };
}

/**
 * The My Organization API as a resource server: RBAC on, so a token carries the `*:my_org:*` scopes the
 * user's roles in the token's organization grant.
 */
export function myOrgApi(origin: string): ResourceServer {
  return {
    id: MY_ORG_API_ID,
    identifier: myOrgIdentifier(origin),
    name: 'My Organization API',
    scopes: MY_ORG_SCOPES.map((value) => ({ value, description: value })),
    signing_alg: 'RS256',
    token_lifetime: 600,
    is_system: true,
    enforce_policies: true,
    token_dialect: 'access_token',
  };
}

/** Points `server` at `identifier`; the roles' permissions of the API follow it. */
function moveApi(data: TenantData, server: ResourceServer, identifier: string): void {
  renameResourceServer(data, server.identifier, identifier);
  server.identifier = identifier;
}

/**
 * Gives the tenant's system APIs the identifiers of a service at `origin` (and older data files the My Account
 * and My Organization APIs).
 */
export function fitSystemApis(data: TenantData, origin: string): void {
  const management = data.resource_servers.find((rs) => rs.id === MANAGEMENT_API_ID || rs.is_system);
  if (management) moveApi(data, management, managementIdentifier(origin));
  const myAccount = data.resource_servers.find((rs) => rs.id === MY_ACCOUNT_API_ID);
  if (myAccount) moveApi(data, myAccount, myAccountIdentifier(origin));
  else data.resource_servers.push(myAccountApi(origin));
  const myOrg = data.resource_servers.find((rs) => rs.id === MY_ORG_API_ID);
  if (myOrg) moveApi(data, myOrg, myOrgIdentifier(origin));
  else data.resource_servers.push(myOrgApi(origin));
}
