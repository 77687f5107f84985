// Management API: roles, their permissions and users, and a user's roles (RBAC, roles.ts).
//   POST   /api/v2/roles                    create:roles {name, description?} → 200
//   GET    /api/v2/roles                    read:roles (page/per_page/include_totals, name_filter)
//   GET    /api/v2/roles/:id                read:roles
//   PATCH  /api/v2/roles/:id                update:roles
//   DELETE /api/v2/roles/:id                delete:roles → 204 (users and members lose it)
//   GET    /api/v2/roles/:id/permissions    read:roles
//   POST   /api/v2/roles/:id/permissions    update:roles {permissions: [{resource_server_identifier,
//                                          permission_name}]} → 201; DELETE the same → 204
//   GET    /api/v2/roles/:id/users          read:role_members (page/per_page or from/take)
//   POST   /api/v2/roles/:id/users          create:role_members {users} → 200
//   GET    /api/v2/users/:id/roles          read:roles
//   POST   /api/v2/users/:id/roles          create:role_members or update:users {roles} → 204; DELETE → 204
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import { newId } from '../organizations.js';
import {
  addRolePermissions,
  assignUserRoles,
  deleteRole,
  findRole,
  removeRolePermissions,
  removeUserRoles,
  roleByName,
  userRoleIds,
  usersWithRole,
} from '../roles.js';
import type { Role, RolePermission } from '../roles.js';
import { param, withCaller } from '../lib/management-auth.js';
import type { ManagementCaller } from '../lib/management-auth.js';
import {
  optionalText,
  payloadError,
  readManagementBody,
  requiredList,
  requiredText,
} from '../lib/management-body.js';
import { ManagementError } from '../lib/management-errors.js';
import { conflict, requireRoles } from '../lib/management-organization-view.js';
import { requireUser } from '../lib/management-user-view.js';
import { pageOf } from '../lib/management-paging.js';
import { isPlainObject } from '../lib/request-body.js';

function roleView(role: Role) {
  return { id: role.id, name: role.name, description: role.description };
}

function requireRole(ctx: ServiceContext, id: string): Role {
  const role = findRole(ctx.store.data, id);
  if (!role) throw new ManagementError(404, 'inexistent_role', 'The role does not exist.');
  return role;
}

function byName(a: Role, b: Role): number {
  return a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1;
}

async function createRole(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['create:roles']);
  const body = await readManagementBody(c, ['name', 'description']);
  const name = requiredText(body, 'name', { max: 50 });
  const description = optionalText(body, 'description', { min: 0, max: 140 }) ?? '';
  if (roleByName(c.var.ctx.store.data, name)) throw conflict('A role with the same name already exists.');
  const role: Role = { id: newId('rol_'), name, description, permissions: [] };
  c.var.ctx.store.data.roles.push(role);
  return c.json(roleView(role));
}

async function updateRole(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['update:roles']);
  const body = await readManagementBody(c, ['name', 'description']);
  const role = requireRole(c.var.ctx, param(c, 'id'));
  const name = optionalText(body, 'name', { max: 50 });
  const description = optionalText(body, 'description', { min: 0, max: 140 });
  const owner = name === undefined ? undefined : roleByName(c.var.ctx.store.data, name);
  if (owner && owner.id !== role.id) throw conflict('A role with the same name already exists.');
  if (name !== undefined) role.name = name;
  if (description !== undefined) role.description = description;
  return c.json(roleView(role));
}

/** The body's permissions: each of an API that exists and defines it. */
function permissionsOf(ctx: ServiceContext, value: unknown): RolePermission[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw payloadError("'permissions must be a non-empty array' on property permissions.");
  }
  return value.map((item: unknown) => {
    const identifier = isPlainObject(item) ? item['resource_server_identifier'] : undefined;
    const name = isPlainObject(item) ? item['permission_name'] : undefined;
    if (
      typeof identifier !== 'string' ||
      typeof name !== 'string' ||
      Object.keys(item as object).length !== 2
    ) {
      throw payloadError(
        "'Each permission needs resource_server_identifier and permission_name' on property permissions.",
      );
    }
    const server = ctx.store.data.resource_servers.find((rs) => rs.identifier === identifier);
    if (!server) {
      throw new ManagementError(
        404,
        'inexistent_resource_server',
        `The resource server ${identifier} does not exist.`,
      );
    }
    if (!server.scopes.some((scope) => scope.value === name)) {
      throw payloadError(`'The permission ${name} is not defined on ${identifier}'.`);
    }
    return { resource_server_identifier: identifier, permission_name: name };
  });
}

async function changePermissions(c: Context<Env>, caller: ManagementCaller, add: boolean): Promise<Response> {
  caller.requireAny(['update:roles']);
  const body = await readManagementBody(c, ['permissions']);
  const role = requireRole(c.var.ctx, param(c, 'id'));
  const permissions = permissionsOf(c.var.ctx, body['permissions']);
  if (add) {
    addRolePermissions(role, permissions);
    return c.body(null, 201);
  }
  removeRolePermissions(role, permissions);
  return c.body(null, 204);
}

function permissionView(ctx: ServiceContext, permission: RolePermission) {
  const server = ctx.store.data.resource_servers.find(
    (rs) => rs.identifier === permission.resource_server_identifier,
  );
  return {
    resource_server_identifier: permission.resource_server_identifier,
    permission_name: permission.permission_name,
    resource_server_name: server?.name ?? '',
    description:
      server?.scopes.find((scope) => scope.value === permission.permission_name)?.description ?? '',
  };
}

function userView(ctx: ServiceContext, userId: string) {
  const user = ctx.findUserById(userId);
  return {
    user_id: userId,
    ...(user?.email !== undefined ? { email: user.email } : {}),
    name: user?.name ?? '',
    picture: user?.picture ?? '',
  };
}

async function assignToUsers(c: Context<Env>, caller: ManagementCaller): Promise<Response> {
  caller.requireAny(['create:role_members']);
  const body = await readManagementBody(c, ['users']);
  const ctx = c.var.ctx;
  const role = requireRole(ctx, param(c, 'id'));
  const userIds = requiredList(body, 'users');
  const unknown = userIds.filter((id) => !ctx.findUserById(id));
  if (unknown.length) throw payloadError(`'The user(s) ${unknown.join(', ')} do not exist'.`);
  for (const userId of userIds) assignUserRoles(ctx.store.data, userId, [role.id]);
  return c.body(null, 200);
}

async function changeUserRoles(c: Context<Env>, caller: ManagementCaller, add: boolean): Promise<Response> {
  caller.requireAny(add ? ['create:role_members', 'update:users'] : ['delete:role_members', 'update:users']);
  const body = await readManagementBody(c, ['roles']);
  const ctx = c.var.ctx;
  const user = requireUser(ctx, param(c, 'id'));
  const roleIds = requiredList(body, 'roles');
  if (add) {
    requireRoles(ctx, roleIds);
    // Synchronous from the check on: parallel assignments each land once.
    assignUserRoles(ctx.store.data, user.user_id, roleIds);
  } else {
    removeUserRoles(ctx.store.data, user.user_id, roleIds);
  }
  return c.body(null, 204);
}

/** Mounted at `/api/v2/roles` (through management.ts). */
export const managementRoles = new Hono<Env>()
  .post('/', withCaller(createRole))
  .get(
    '/',
    withCaller((c, caller) => {
      caller.requireAny(['read:roles']);
      const filter = (c.req.query('name_filter') ?? '').toLowerCase();
      const roles = c.var.ctx.store.data.roles
        .filter((role) => role.name.toLowerCase().includes(filter))
        .sort(byName);
      return c.json(pageOf(c, roles, roleView, { name: 'roles' }));
    }),
  )
  .get(
    '/:id',
    withCaller((c, caller) => {
      caller.requireAny(['read:roles']);
      return c.json(roleView(requireRole(c.var.ctx, param(c, 'id'))));
    }),
  )
  .patch('/:id', withCaller(updateRole))
  .delete(
    '/:id',
    withCaller((c, caller) => {
      caller.requireAny(['delete:roles']);
      deleteRole(c.var.ctx.store.data, requireRole(c.var.ctx, param(c, 'id')).id);
      return c.body(null, 204);
    }),
  )
  .get(
    '/:id/permissions',
    withCaller((c, caller) => {
      caller.requireAny(['read:roles']);
      const role = requireRole(c.var.ctx, param(c, 'id'));
      const view = (permission: RolePermission) => permissionView(c.var.ctx, permission);
      return c.json(pageOf(c, role.permissions, view, { name: 'permissions' }));
    }),
  )
  .post(
    '/:id/permissions',
    withCaller((c, caller) => changePermissions(c, caller, true)),
  )
  .delete(
    '/:id/permissions',
    withCaller((c, caller) => changePermissions(c, caller, false)),
  )
  .get(
    '/:id/users',
    withCaller((c, caller) => {
      caller.requireAny(['read:role_members']);
      const role = requireRole(c.var.ctx, param(c, 'id'));
      const users = usersWithRole(c.var.ctx.store.data, role.id).sort();
      const view = (userId: string) => userView(c.var.ctx, userId);
      return c.json(pageOf(c, users, view, { name: 'users', checkpointKey: (userId) => userId }));
    }),
  )
  .post('/:id/users', withCaller(assignToUsers));

/** Mounted at `/api/v2/users` (through management.ts): a user's tenant-wide roles. */
export const userRoles = new Hono<Env>()
  .get(
    '/:id/roles',
    withCaller((c, caller) => {
      caller.requireAny(['read:roles']);
      const ctx = c.var.ctx;
      const user = requireUser(ctx, param(c, 'id'));
      const roles = userRoleIds(ctx.store.data, user.user_id).flatMap(
        (id) => findRole(ctx.store.data, id) ?? [],
      );
      return c.json(pageOf(c, roles, roleView, { name: 'roles' }));
    }),
  )
  .post(
    '/:id/roles',
    withCaller((c, caller) => changeUserRoles(c, caller, true)),
  )
  .delete(
    '/:id/roles',
    withCaller((c, caller) => changeUserRoles(c, caller, false)),
  );
