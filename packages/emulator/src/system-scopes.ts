// The scopes of the service's own APIs (system-apis.ts): the Management API's for the current user and for
// admins (who gets which: grants/token-set.ts), the My Account API's and the My Organization API's. A leaf
// with no imports, so the browser tests' helpers read the lists too.

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
  'delete:users',
  'read:organizations',
  'create:organizations',
  'update:organizations',
  'delete:organizations',
  'read:organization_members',
  'create:organization_members',
  'delete:organization_members',
  'read:organization_member_roles',
  'create:organization_member_roles',
  'delete:organization_member_roles',
  'read:organization_invitations',
  'create:organization_invitations',
  'delete:organization_invitations',
  'read:organization_connections',
  'create:organization_connections',
  'update:organization_connections',
  'delete:organization_connections',
  'read:roles',
  'create:roles',
  'update:roles',
  'delete:roles',
  'read:role_members',
  'create:role_members',
  'delete:role_members',
  'read:clients',
  'create:clients',
  'update:clients',
  'read:client_keys',
  'read:connections',
  'create:connections',
  'update:connections',
  'read:tenant_settings',
  'update:tenant_settings',
];

/** The My Account API's scopes (a user's own authentication methods and factors). */
export const MY_ACCOUNT_SCOPES: readonly string[] = [
  'create:me:authentication_methods',
  'read:me:authentication_methods',
  'update:me:authentication_methods',
  'delete:me:authentication_methods',
  'read:me:factors',
];

/** The My Organization API's scopes (an organization's own admins; granted through roles). */
export const MY_ORG_SCOPES: readonly string[] = [
  'read:my_org:details',
  'update:my_org:details',
  'read:my_org:members',
  'delete:my_org:members',
  'read:my_org:member_roles',
  'create:my_org:member_roles',
  'delete:my_org:member_roles',
  'read:my_org:roles',
  'read:my_org:member_invitations',
  'create:my_org:member_invitations',
  'delete:my_org:member_invitations',
];
