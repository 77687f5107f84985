// Management API: an organization's members and their roles in it, and a user's organizations.
//   GET    /api/v2/organizations/:id/members                 read:organization_members (page/per_page/
//                                                           include_totals or from/take; `fields=…,roles`)
//   POST   /api/v2/organizations/:id/members                 create:organization_members {members} → 204
//   DELETE /api/v2/organizations/:id/members                 delete:organization_members {members} → 204
//   GET    /api/v2/organizations/:id/members/:user/roles     read:organization_member_roles
//   POST   /api/v2/organizations/:id/members/:user/roles     create:organization_member_roles {roles} → 204
//   DELETE /api/v2/organizations/:id/members/:user/roles     delete:organization_member_roles {roles} → 204
//   GET    /api/v2/users/:id/organizations                   read:organizations (`userOrganizations`)
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import { addMembers, membersOf, organizationsOf, removeMembers } from '../organizations.js';
import type { OrganizationMember } from '../organizations.js';
import { findRole } from '../roles.js';
import type { Role } from '../roles.js';
import { param, withCaller } from '../lib/management-auth.js';
import type { ManagementCaller } from '../lib/management-auth.js';
import { payloadError, readManagementBody, requiredList } from '../lib/management-body.js';
import {
  organizationView,
  requireMember,
  requireOrganization,
  requireRoles,
} from '../lib/management-organization-view.js';
import { requireUser } from '../lib/management-user-view.js';
import { pageOf } from '../lib/management-paging.js';

function roleView(role: Role): Record<string, unknown> {
  return { id: role.id, name: role.name, description: role.description };
}

function rolesOf(ctx: ServiceContext, member: OrganizationMember): Role[] {
  return member.roles.flatMap((id) => findRole(ctx.store.data, id) ?? []);
}

function memberView(ctx: ServiceContext, member: OrganizationMember, fields: readonly string[]) {
  const user = ctx.findUserById(member.user_id);
  const full: Record<string, unknown> = {
    user_id: member.user_id,
    ...(user?.email !== undefined ? { email: user.email } : {}),
    name: user?.name ?? '',
    picture: user?.picture ?? '',
  };
  if (fields.includes('roles')) {
    full['roles'] = rolesOf(ctx, member).map((role) => ({ id: role.id, name: role.name }));
  }
  if (!fields.length) return full;
  return Object.fromEntries(Object.entries(full).filter(([key]) => fields.includes(key)));
}

function listMembers(c: Context<Env>, caller: ManagementCaller): Response {
  caller.requireAny(['read:organization_members']);
  const ctx = c.var.ctx;
  const org = requireOrganization(ctx, param(c, 'id'));
  const fields = (c.req.query('fields') ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const members = membersOf(ctx.store.data, org.id).sort((a, b) => (a.user_id < b.user_id ? -1 : 1));
  const view = (member: OrganizationMember) => memberView(ctx, member, fields);
  return c.json(pageOf(c, members, view, { name: 'members', checkpointKey: (member) => member.user_id }));
}

async function changeMembers(c: Context<Env>, caller: ManagementCaller, add: boolean): Promise<Response> {
  caller.requireAny([add ? 'create:organization_members' : 'delete:organization_members']);
  const body = await readManagementBody(c, ['members']);
  const ctx = c.var.ctx;
  const org = requireOrganization(ctx, param(c, 'id'));
  const userIds = requiredList(body, 'members');
  if (add) {
    const unknown = userIds.filter((id) => !ctx.findUserById(id));
    if (unknown.length) throw payloadError(`'The user(s) ${unknown.join(', ')} do not exist'.`);
    // Synchronous from the lookup on: parallel adds of one user make one membership.
    addMembers(ctx.store.data, org.id, userIds, new Date(ctx.now() * 1000).toISOString());
  } else {
    removeMembers(ctx.store.data, org.id, userIds);
  }
  return c.body(null, 204);
}

async function changeMemberRoles(c: Context<Env>, caller: ManagementCaller, add: boolean): Promise<Response> {
  caller.requireAny([add ? 'create:organization_member_roles' : 'delete:organization_member_roles']);
  const body = await readManagementBody(c, ['roles']);
  const ctx = c.var.ctx;
  const org = requireOrganization(ctx, param(c, 'id'));
  const member = requireMember(ctx, org, param(c, 'user'));
  const roleIds = requiredList(body, 'roles');
  if (add) {
    requireRoles(ctx, roleIds);
    const missing = roleIds.filter((id) => !member.roles.includes(id));
    if (missing.length) member.roles = [...member.roles, ...missing];
  } else if (member.roles.some((id) => roleIds.includes(id))) {
    member.roles = member.roles.filter((id) => !roleIds.includes(id));
  }
  return c.body(null, 204);
}

/** Mounted at `/api/v2/organizations` (through management.ts). */
export const managementOrganizationMembers = new Hono<Env>()
  .get('/:id/members', withCaller(listMembers))
  .post(
    '/:id/members',
    withCaller((c, caller) => changeMembers(c, caller, true)),
  )
  .delete(
    '/:id/members',
    withCaller((c, caller) => changeMembers(c, caller, false)),
  )
  .get(
    '/:id/members/:user/roles',
    withCaller((c, caller) => {
      caller.requireAny(['read:organization_member_roles']);
      const ctx = c.var.ctx;
      const member = requireMember(ctx, requireOrganization(ctx, param(c, 'id')), param(c, 'user'));
      return c.json(pageOf(c, rolesOf(ctx, member), roleView, { name: 'roles' }));
    }),
  )
  .post(
    '/:id/members/:user/roles',
    withCaller((c, caller) => changeMemberRoles(c, caller, true)),
  )
  .delete(
    '/:id/members/:user/roles',
    withCaller((c, caller) => changeMemberRoles(c, caller, false)),
  );

/** Mounted at `/api/v2/users` (through management.ts): `GET /:id/organizations`. */
export const userOrganizations = new Hono<Env>().get(
  '/:id/organizations',
  withCaller((c, caller) => {
    caller.requireAny(['read:organizations']);
    const user = requireUser(c.var.ctx, param(c, 'id'));
    const orgs = organizationsOf(c.var.ctx.store.data, user.user_id).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    return c.json(pageOf(c, orgs, organizationView, { name: 'organizations' }));
  }),
);
