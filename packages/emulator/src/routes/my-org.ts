// The My Organization API (`{origin}/my-org`): an organization's own administrators manage it from the
// browser. A bearer access token for the audience `{origin}/my-org/` bound to an organization (`org_id`, from
// a login to it) whose user is still its member; the organization is the token's, never another. The scope each
// route names comes through RBAC (the member's organization roles grant the `*:my_org:*` permissions):
//   GET    /my-org/members[?from&take]                read:my_org:members      `{members, next?}` (with roles)
//   GET    /my-org/members/{user_id}                  read:my_org:members
//   POST   /my-org/delete-memberships {members}        delete:my_org:members    → 204
//   GET    /my-org/members/{user_id}/roles            read:my_org:member_roles `{roles}`
//   POST   /my-org/members/{user_id}/roles {role_ids} create:my_org:member_roles → 204
//   DELETE /my-org/members/{user_id}/roles {role_ids} delete:my_org:member_roles → 204
//   GET    /my-org/roles                              read:my_org:roles        `{roles}`
//   GET    /my-org/member-invitations[?from&take]     read:my_org:member_invitations `{invitations, next?}`
//   POST   /my-org/member-invitations {invitees: [{email, roles?}], inviter?: {name}, ttl_sec?}
//                                                     create:my_org:member_invitations → 201, the invitations
//                                                     (links from the token's client's login route; e-mails
//                                                     in the dev inbox); 409 for an e-mail already invited or
//                                                     a member
//   GET    /my-org/member-invitations/{id}            read:my_org:member_invitations
//   DELETE /my-org/member-invitations/{id}            delete:my_org:member_invitations → 204
//   GET    /my-org/details                            read:my_org:details      `{id, name, display_name, branding}`
//   PATCH  /my-org/details {display_name?, branding?} update:my_org:details
// Removing memberships has no last-administrator guard, as the Management API has none. Errors are RFC 7807
// problem documents; JSON only; CORS for the Allowed Web Origins.
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import type { Env as ServiceEnv, ServiceContext } from '../context.js';
import {
  createInvitation,
  deleteInvitation,
  findOrganization,
  INVITATION_TTL,
  invitationLive,
  invitationMessage,
  membership,
  membersOf,
  parseBranding,
  removeMembers,
} from '../organizations.js';
import type { Invitation, Organization, OrganizationMember } from '../organizations.js';
import { findRole } from '../roles.js';
import type { Role } from '../roles.js';
import { myOrgIdentifier } from '../system-apis.js';
import type { Client, User } from '../tenant.js';
import { isEmailAddress } from '../users.js';
import { webOriginCors } from '../lib/cors.js';
import { isPlainObject, jsonOnly, readJsonObject } from '../lib/request-body.js';
import type { JsonObject } from '../lib/request-body.js';
import { problem } from '../lib/status-text.js';

interface Caller {
  user: User;
  org: Organization;
  client: Client | undefined;
  scopes: ReadonlySet<string>;
}

type Env = { Variables: ServiceEnv['Variables'] & { caller: Caller } };

const MAX_TAKE = 100;
const MAX_INVITEES = 10;

function authenticate(): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const ctx = c.var.ctx;
    const audience = myOrgIdentifier(ctx.origin());
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) return problem(c, 401, 'unauthorized', 'A bearer access token is required.');
    let claims;
    try {
      claims = await ctx.tokens.verifyAccessToken(match[1], audience);
    } catch {
      return problem(c, 401, 'unauthorized', `Invalid token: it must be a valid token for ${audience}`);
    }
    const user = ctx.findUserById(claims.sub);
    if (!user || user.blocked) return problem(c, 401, 'unauthorized', 'The token names no active user.');
    const orgId = (claims as Record<string, unknown>)['org_id'];
    const org = typeof orgId === 'string' ? findOrganization(ctx.store.data, orgId) : undefined;
    if (!org) {
      return problem(c, 401, 'unauthorized', 'The token must be bound to an organization (org_id).');
    }
    if (!membership(ctx.store.data, org.id, user.user_id)) {
      return problem(c, 403, 'forbidden', 'The token’s user is no longer a member of the organization.');
    }
    const clientId = typeof claims.azp === 'string' ? claims.azp : undefined;
    c.set('caller', {
      user,
      org,
      client: ctx.store.data.clients.find((client) => client.client_id === clientId),
      scopes: new Set((claims.scope ?? '').split(' ').filter(Boolean)),
    });
    return next();
  };
}

/** 403 unless the caller's token has `scope`. */
function requireScope(scope: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.get('caller').scopes.has(scope)) return next();
    return problem(c, 403, 'insufficient_scope', `The token lacks the scope ${scope}.`);
  };
}

function invalid(c: Context, detail: string): Response {
  return problem(c, 400, 'invalid_body', detail);
}

function notFound(c: Context, what: string): Response {
  return problem(c, 404, 'not_found', `${what} does not exist in this organization.`);
}

/** A checkpoint page of `items` (sorted by `key`): `take` (1-100, default 50) from the opaque `from`. */
function checkpointPage<T>(c: Context, items: T[], key: (item: T) => string) {
  const take = Number(c.req.query('take') ?? 50);
  if (!Number.isInteger(take) || take < 1 || take > MAX_TAKE) return undefined;
  const from = c.req.query('from');
  const start = from ? items.findIndex((item) => key(item) >= Buffer.from(from, 'base64url').toString()) : 0;
  const page = start < 0 ? [] : items.slice(start, start + take);
  const following = start < 0 ? undefined : items[start + take];
  return { page, ...(following ? { next: Buffer.from(key(following)).toString('base64url') } : {}) };
}

function roleView(role: Role) {
  return { id: role.id, name: role.name, description: role.description };
}

function memberRoles(ctx: ServiceContext, member: OrganizationMember): Role[] {
  return member.roles.flatMap((id) => findRole(ctx.store.data, id) ?? []);
}

function memberView(ctx: ServiceContext, member: OrganizationMember) {
  const user = ctx.findUserById(member.user_id);
  return {
    user_id: member.user_id,
    ...(user?.email !== undefined ? { email: user.email } : {}),
    name: user?.name ?? '',
    picture: user?.picture ?? '',
    roles: memberRoles(ctx, member).map((role) => ({ id: role.id, name: role.name })),
  };
}

function invitationView(invitation: Invitation) {
  return {
    id: invitation.id,
    inviter: { ...invitation.inviter },
    invitee: { ...invitation.invitee },
    invitation_url: invitation.invitation_url,
    roles: [...invitation.roles],
    created_at: invitation.created_at,
    expires_at: invitation.expires_at,
  };
}

function detailsView(org: Organization) {
  return {
    id: org.id,
    name: org.name,
    ...(org.display_name !== undefined ? { display_name: org.display_name } : {}),
    ...(org.branding ? { branding: JSON.parse(JSON.stringify(org.branding)) as unknown } : {}),
  };
}

/** The caller's organization's member `userId` (from the path), else undefined. */
function pathMember(c: Context<Env>): OrganizationMember | undefined {
  return membership(c.var.ctx.store.data, c.get('caller').org.id, c.req.param('user_id') ?? '');
}

function liveInvitations(c: Context<Env>): Invitation[] {
  const { ctx } = c.var;
  const orgId = c.get('caller').org.id;
  return ctx.store.data.invitations.filter(
    (invitation) => invitation.organization_id === orgId && invitationLive(invitation, ctx.now()),
  );
}

/** The body's list of strings `name` (1-10 of them), else undefined. */
function stringList(body: JsonObject | undefined, name: string): string[] | undefined {
  const value = body?.[name];
  if (!Array.isArray(value) || !value.length || value.length > MAX_INVITEES * 10) return undefined;
  return value.every((item) => typeof item === 'string' && item) ? (value as string[]) : undefined;
}

async function changeRoles(c: Context<Env>, add: boolean): Promise<Response> {
  const member = pathMember(c);
  if (!member) return notFound(c, 'The member');
  const roleIds = stringList(await readJsonObject(c), 'role_ids');
  if (!roleIds) return invalid(c, 'role_ids must be a list of role ids.');
  if (add) {
    const unknown = roleIds.filter((id) => !findRole(c.var.ctx.store.data, id));
    if (unknown.length) return notFound(c, `The role ${unknown.join(', ')}`);
    const missing = [...new Set(roleIds)].filter((id) => !member.roles.includes(id));
    if (missing.length) member.roles = [...member.roles, ...missing];
  } else if (member.roles.some((id) => roleIds.includes(id))) {
    member.roles = member.roles.filter((id) => !roleIds.includes(id));
  }
  return c.body(null, 204);
}

interface Invitee {
  email: string;
  roles: string[];
}

/** The invitees of a POST /member-invitations body, else what is wrong with them. */
function readInvitees(ctx: ServiceContext, body: JsonObject | undefined): Invitee[] | string {
  const list = body?.['invitees'];
  if (!Array.isArray(list) || !list.length || list.length > MAX_INVITEES) {
    return `invitees must be a list of 1 to ${MAX_INVITEES} invitees.`;
  }
  const invitees: Invitee[] = [];
  for (const item of list) {
    const email = isPlainObject(item) && typeof item['email'] === 'string' ? item['email'].trim() : '';
    if (!isEmailAddress(email)) return 'Each invitee needs a valid email.';
    const roles = isPlainObject(item) && item['roles'] !== undefined ? stringList(item, 'roles') : [];
    if (!roles) return 'An invitee’s roles must be a list of role ids.';
    if (roles.some((id) => !findRole(ctx.store.data, id))) return 'An invitee’s role does not exist.';
    if (invitees.some((invitee) => invitee.email === email.toLowerCase())) return `${email} is listed twice.`;
    invitees.push({ email: email.toLowerCase(), roles });
  }
  return invitees;
}

async function invite(c: Context<Env>): Promise<Response> {
  const ctx = c.var.ctx;
  const { user, org, client } = c.get('caller');
  const body = await readJsonObject(c);
  const invitees = readInvitees(ctx, body);
  if (typeof invitees === 'string') return invalid(c, invitees);
  const ttl = body?.['ttl_sec'] ?? 0;
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 0 || ttl > INVITATION_TTL.max) {
    return invalid(c, `ttl_sec must be an integer from 0 to ${INVITATION_TTL.max}.`);
  }
  const inviter = body?.['inviter'];
  const inviterName =
    isPlainObject(inviter) && typeof inviter['name'] === 'string' && inviter['name'].trim()
      ? inviter['name'].trim().slice(0, 300)
      : user.name;
  if (!client?.initiate_login_uri) {
    return invalid(c, 'The application has no login route (initiate_login_uri) for the invitation link.');
  }
  const loginClient = { ...client, initiate_login_uri: client.initiate_login_uri };
  // No await from the checks to the writes: of two invitations to one e-mail at once, one is a conflict.
  const pending = new Set(liveInvitations(c).map((invitation) => invitation.invitee.email));
  const memberEmails = new Set(
    membersOf(ctx.store.data, org.id).map((member) => ctx.findUserById(member.user_id)?.email?.toLowerCase()),
  );
  const taken = invitees.find((invitee) => pending.has(invitee.email) || memberEmails.has(invitee.email));
  if (taken) {
    const why = pending.has(taken.email) ? 'has a pending invitation' : 'is a member already';
    return problem(c, 409, 'conflict', `${taken.email} ${why}.`);
  }
  const created = invitees.map((invitee) =>
    createInvitation(ctx.store.data, {
      organization: org,
      client: loginClient,
      inviter: { name: inviterName },
      invitee: { email: invitee.email },
      roles: invitee.roles,
      ttl_sec: ttl,
      now: ctx.now(),
    }),
  );
  for (const invitation of created) await ctx.sendMessage(invitationMessage(invitation, org));
  c.header('Cache-Control', 'no-store');
  return c.json(created.map(invitationView), 201);
}

async function updateDetails(c: Context<Env>): Promise<Response> {
  const { org } = c.get('caller');
  const body = await readJsonObject(c);
  if (!body) return invalid(c, 'The body must be a JSON object.');
  const extra = Object.keys(body).filter((key) => key !== 'display_name' && key !== 'branding');
  if (extra.length) return invalid(c, `Unknown properties: ${extra.join(', ')}.`);
  const displayName = body['display_name'];
  if (displayName !== undefined && (typeof displayName !== 'string' || displayName.length > 255)) {
    return invalid(c, 'display_name must be a string of at most 255 characters.');
  }
  let branding;
  if (body['branding'] !== undefined) {
    const parsed = isPlainObject(body['branding']) ? parseBranding(body['branding']) : undefined;
    if (!parsed?.ok) return invalid(c, `branding: ${parsed?.message ?? 'must be an object'}.`);
    branding = parsed.branding;
  }
  if (displayName !== undefined) org.display_name = displayName;
  if (branding) org.branding = branding;
  return c.json(detailsView(org));
}

/** The /my-org sub-app (joined at `/my-org` in app.ts). */
export const myOrganization = new Hono<Env>()
  .use('*', webOriginCors({ perClient: false, allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'] }))
  .use(
    '*',
    jsonOnly((c) => problem(c, 415, 'unsupported_media_type', 'The request body must be JSON.')),
  )
  .use('*', authenticate())
  .get('/members', requireScope('read:my_org:members'), (c) => {
    const ctx = c.var.ctx;
    const members = membersOf(ctx.store.data, c.get('caller').org.id).sort((a, b) =>
      a.user_id < b.user_id ? -1 : 1,
    );
    const paged = checkpointPage(c, members, (member) => member.user_id);
    if (!paged) return problem(c, 400, 'invalid_query', `take must be an integer from 1 to ${MAX_TAKE}.`);
    const { page, ...next } = paged;
    return c.json({ members: page.map((member) => memberView(ctx, member)), ...next });
  })
  .get('/members/:user_id', requireScope('read:my_org:members'), (c) => {
    const member = pathMember(c);
    return member ? c.json(memberView(c.var.ctx, member)) : notFound(c, 'The member');
  })
  .post('/delete-memberships', requireScope('delete:my_org:members'), async (c) => {
    const members = stringList(await readJsonObject(c), 'members');
    if (!members) return invalid(c, 'members must be a list of user ids.');
    removeMembers(c.var.ctx.store.data, c.get('caller').org.id, members);
    return c.body(null, 204);
  })
  .get('/members/:user_id/roles', requireScope('read:my_org:member_roles'), (c) => {
    const member = pathMember(c);
    if (!member) return notFound(c, 'The member');
    return c.json({ roles: memberRoles(c.var.ctx, member).map(roleView) });
  })
  .post('/members/:user_id/roles', requireScope('create:my_org:member_roles'), (c) => changeRoles(c, true))
  .delete('/members/:user_id/roles', requireScope('delete:my_org:member_roles'), (c) => changeRoles(c, false))
  .get('/roles', requireScope('read:my_org:roles'), (c) =>
    c.json({ roles: c.var.ctx.store.data.roles.map(roleView) }),
  )
  .get('/member-invitations', requireScope('read:my_org:member_invitations'), (c) => {
    const invitations = liveInvitations(c).sort((a, b) => (a.id < b.id ? -1 : 1));
    const paged = checkpointPage(c, invitations, (invitation) => invitation.id);
    if (!paged) return problem(c, 400, 'invalid_query', `take must be an integer from 1 to ${MAX_TAKE}.`);
    const { page, ...next } = paged;
    return c.json({ invitations: page.map(invitationView), ...next });
  })
  .post('/member-invitations', requireScope('create:my_org:member_invitations'), invite)
  .get('/member-invitations/:id', requireScope('read:my_org:member_invitations'), (c) => {
    const invitation = liveInvitations(c).find((candidate) => candidate.id === c.req.param('id'));
    return invitation ? c.json(invitationView(invitation)) : notFound(c, 'The invitation');
  })
  .delete('/member-invitations/:id', requireScope('delete:my_org:member_invitations'), (c) => {
    const invitation = liveInvitations(c).find((candidate) => candidate.id === c.req.param('id'));
    if (!invitation) return notFound(c, 'The invitation');
    deleteInvitation(c.var.ctx.store.data, invitation.id);
    return c.body(null, 204);
  })
  .get('/details', requireScope('read:my_org:details'), (c) => c.json(detailsView(c.get('caller').org)))
  .patch('/details', requireScope('update:my_org:details'), updateDetails);
