// Roles and permissions (the real service's RBAC): a role holds permissions of APIs (resource servers);
// users hold roles tenant-wide (`user_roles`) and per organization (a membership's roles,
// organizations.ts). `grantedPermissions` is what an API with `enforce_policies` grants a user: the
// token endpoint keeps only the requested scopes it lists (grants/token-set.ts). No HTTP here.
import type { ServiceContext } from './context.js';
import { membership } from './organizations.js';
import type { TenantData, User } from './tenant.js';

/** A permission of an API, as the roles API names it. */
export interface RolePermission {
  resource_server_identifier: string;
  permission_name: string;
}

export interface Role {
  /** `rol_` and 16 characters. */
  id: string;
  /** Unique (case-insensitive). */
  name: string;
  description: string;
  permissions: RolePermission[];
}

/** A user's tenant-wide roles (role ids). */
export interface UserRoles {
  user_id: string;
  roles: string[];
}

export function findRole(data: TenantData, id: string): Role | undefined {
  return data.roles.find((role) => role.id === id);
}

export function roleByName(data: TenantData, name: string): Role | undefined {
  const lower = name.toLowerCase();
  return data.roles.find((role) => role.name.toLowerCase() === lower);
}

/** The role ids `userId` holds tenant-wide. */
export function userRoleIds(data: TenantData, userId: string): string[] {
  return data.user_roles.find((entry) => entry.user_id === userId)?.roles ?? [];
}

/** Gives `userId` the roles (those held already stay once). */
export function assignUserRoles(data: TenantData, userId: string, roleIds: readonly string[]): void {
  const entry = data.user_roles.find((candidate) => candidate.user_id === userId);
  if (!entry) {
    data.user_roles.push({ user_id: userId, roles: [...new Set(roleIds)] });
    return;
  }
  const missing = [...new Set(roleIds)].filter((id) => !entry.roles.includes(id));
  if (missing.length) entry.roles = [...entry.roles, ...missing];
}

export function removeUserRoles(data: TenantData, userId: string, roleIds: readonly string[]): void {
  const entry = data.user_roles.find((candidate) => candidate.user_id === userId);
  if (!entry || !entry.roles.some((id) => roleIds.includes(id))) return;
  entry.roles = entry.roles.filter((id) => !roleIds.includes(id));
}

/** A user who is gone loses their tenant-wide roles. */
export function forgetUserRoles(data: TenantData, userId: string): void {
  if (data.user_roles.some((entry) => entry.user_id === userId)) {
    data.user_roles = data.user_roles.filter((entry) => entry.user_id !== userId);
  }
}

/** The users holding `roleId` tenant-wide. */
export function usersWithRole(data: TenantData, roleId: string): string[] {
  return data.user_roles.filter((entry) => entry.roles.includes(roleId)).map((entry) => entry.user_id);
}

/** Removes a role and every holding of it: users', members' and pending invitations'. */
export function deleteRole(data: TenantData, roleId: string): void {
  data.roles = data.roles.filter((role) => role.id !== roleId);
  for (const entry of data.user_roles) {
    if (entry.roles.includes(roleId)) entry.roles = entry.roles.filter((id) => id !== roleId);
  }
  for (const member of data.organization_members) {
    if (member.roles.includes(roleId)) member.roles = member.roles.filter((id) => id !== roleId);
  }
  for (const invitation of data.invitations) {
    if (invitation.roles.includes(roleId)) invitation.roles = invitation.roles.filter((id) => id !== roleId);
  }
}

/** Adds permissions to a role (those it has already stay once). */
export function addRolePermissions(role: Role, permissions: readonly RolePermission[]): void {
  const key = (p: RolePermission) => `${p.resource_server_identifier} ${p.permission_name}`;
  const held = new Set(role.permissions.map(key));
  const added: RolePermission[] = [];
  for (const permission of permissions) {
    if (held.has(key(permission))) continue;
    held.add(key(permission));
    added.push({
      resource_server_identifier: permission.resource_server_identifier,
      permission_name: permission.permission_name,
    });
  }
  if (added.length) role.permissions = [...role.permissions, ...added];
}

export function removeRolePermissions(role: Role, permissions: readonly RolePermission[]): void {
  const key = (p: RolePermission) => `${p.resource_server_identifier} ${p.permission_name}`;
  const removed = new Set(permissions.map(key));
  if (role.permissions.some((p) => removed.has(key(p)))) {
    role.permissions = role.permissions.filter((p) => !removed.has(key(p)));
  }
}

/** An API's identifier changed (the system APIs follow the service's origin): its permissions follow it. */
export function renameResourceServer(data: TenantData, from: string, to: string): void {
  if (from === to) return;
  for (const role of data.roles) {
    if (role.permissions.some((p) => p.resource_server_identifier === from)) {
      role.permissions = role.permissions.map((p) =>
        p.resource_server_identifier === from ? { ...p, resource_server_identifier: to } : p,
      );
    }
  }
}

/**
 * The permissions of the API `audience` that `user`'s roles grant: their tenant-wide roles, and for a token
 * bound to an organization (`organizationId`), the roles their membership holds there. Sorted, each once.
 */
export function grantedPermissions(
  ctx: ServiceContext,
  user: User,
  audience: string,
  organizationId?: string,
): string[] {
  const data = ctx.store.data;
  const roleIds = new Set(userRoleIds(data, user.user_id));
  if (organizationId) {
    for (const id of membership(data, organizationId, user.user_id)?.roles ?? []) roleIds.add(id);
  }
  const names = new Set<string>();
  for (const id of roleIds) {
    for (const permission of findRole(data, id)?.permissions ?? []) {
      if (permission.resource_server_identifier === audience) names.add(permission.permission_name);
    }
  }
  return [...names].sort();
}
