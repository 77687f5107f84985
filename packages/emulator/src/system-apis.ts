// The service's own APIs, resource servers of every tenant: the Management API (`{origin}/api/v2/`) and the
// My Account API (`{origin}/me/`). Their ids, their identifiers for a service at `origin`, their scopes (who
// gets which: grants/token-set.ts) and their records; `fitSystemApis` points a tenant's at the running
// service's origin.
import type { ResourceServer, TenantData } from './tenant.js';

const MANAGEMENT_API_ID = 'rs_management_api';
const MY_ACCOUNT_API_ID = 'rs_my_account_api';

/** Scopes for the current user, requestable for the Management API audience through checkSession. */
export const CURRENT_USER_SCOPES: readonly string[] = [
  'read:current_user',
  'update:current_user_identities',
  'create:current_user_metadata',
  'update:current_user_metadata',
  'delete:current_user_metadata',
  'create:current_user_device_credentials',
  'delete:current_user_device_credentials',
];

/** Management API scopes granted only to users whose app_metadata.roles includes 'admin'. */
export const ADMIN_SCOPES: readonly string[] = [
  'read:users',
  'update:users',
  'read:resource_servers',
  'update:resource_servers',
];

/** The My Account API's scopes (a user's own authentication methods and factors). */
const MY_ACCOUNT_SCOPES: readonly string[] = [
  'create:me:authentication_methods',
  'read:me:authentication_methods',
  'update:me:authentication_methods',
  'delete:me:authentication_methods',
  'read:me:factors',
];

/** The Management API's identifier (audience) for a service at `origin`. */
export function managementIdentifier(origin: string): string {
  return `${origin}/api/v2/`;
}

/** The My Account API's identifier (audience) for a service at `origin`. */
export function myAccountIdentifier(origin: string): string {
  return `${origin}/me/`;
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

/** Gives the tenant's system APIs the identifiers of a service at `origin` (and older data files the My Account API). */
export function fitSystemApis(data: TenantData, origin: string): void {
  const management = data.resource_servers.find((rs) => rs.id === MANAGEMENT_API_ID || rs.is_system);
  if (management) management.identifier = managementIdentifier(origin);
  const myAccount = data.resource_servers.find((rs) => rs.id === MY_ACCOUNT_API_ID);
  if (myAccount) myAccount.identifier = myAccountIdentifier(origin);
  else data.resource_servers.push(myAccountApi(origin));
}
