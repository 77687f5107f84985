// Management API: account linking.
//   POST   /api/v2/users/:id/identities                     {link_with: <ID token>} (update:current_user_identities
//                                                            for the token's own user, or update:users), or
//                                                            {provider, user_id} (update:users)
//   DELETE /api/v2/users/:id/identities/:provider/:user_id   same scopes
// Linking folds the secondary user into the primary: the secondary's entry disappears, its identity (with its
// profile as profileData and, for a database identity, its password hash) joins the primary's identities, its
// user_metadata is dropped, not merged. Logins with the secondary's credentials, and its sessions, then sign
// in the primary.
// Unlinking restores the secondary as a separate user from that profile (and password), with empty metadata.
// Sessions stay with the primary: the page that unlinks (whose session a linking popup may have started with
// the secondary's credentials) stays signed in as the primary.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { JWTPayload } from 'jose';
import type { Env, ServiceContext } from '../context.js';
import { removeUserMemberships } from '../organizations.js';
import { forgetUserRoles } from '../roles.js';
import type { Identity, User } from '../tenant.js';
import { param, withCaller } from '../lib/management-auth.js';
import type { ManagementCaller } from '../lib/management-auth.js';
import { inexistentUser, insufficientScope, invalidBody, ManagementError } from '../lib/management-errors.js';
import { requireUser, toManagementIdentities } from '../lib/management-user-view.js';
import type { ManagementIdentity } from '../lib/management-user-view.js';
import type { JsonObject } from '../lib/request-body.js';
import { readJsonObject } from '../lib/request-body.js';
import { newUser } from '../users.js';

const ADMIN_SCOPE = 'update:users';
const OWN_SCOPES = ['update:current_user_identities'];
const LINK_BODY_KEYS = ['link_with', 'provider', 'user_id', 'connection_id'];
const PROFILE_KEYS = [
  'email',
  'email_verified',
  'name',
  'nickname',
  'picture',
  'given_name',
  'family_name',
  'username',
  'phone_number',
  'phone_verified',
] as const;

function profileOf(user: User): Record<string, unknown> {
  const profile: Record<string, unknown> = {};
  for (const key of PROFILE_KEYS) {
    if (user[key] !== undefined) profile[key] = user[key];
  }
  return profile;
}

/**
 * The user of a `link_with` ID token: one this service signed for the calling application (its `aud`, or
 * `azp` when it has several audiences, is the Management token's `azp`), not for any client of the tenant.
 */
async function secondaryFromToken(
  ctx: ServiceContext,
  caller: ManagementCaller,
  token: unknown,
): Promise<string> {
  if (typeof token !== 'string' || token === '') {
    throw invalidBody('Payload validation error: link_with must be the ID token of the secondary account');
  }
  let claims: JWTPayload;
  try {
    claims = await ctx.tokens.verifyIdToken(token);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'verification failed';
    throw invalidBody(`link_with is not a valid ID token issued by this service (${reason})`);
  }
  const { sub, aud, azp } = claims;
  const application = caller.claims.azp;
  const audiences = Array.isArray(aud) ? aud : [aud];
  const issuedTo = audiences.length === 1 ? audiences[0] : azp;
  if (!application || issuedTo !== application || !audiences.includes(application)) {
    throw invalidBody(
      'link_with must be an ID token issued to the calling application (its audience must be the client id the Management token was issued to)',
    );
  }
  if (typeof sub !== 'string') throw invalidBody('link_with has no subject (sub)');
  return sub;
}

async function secondaryIdOf(
  ctx: ServiceContext,
  caller: ManagementCaller,
  body: JsonObject,
): Promise<string> {
  const unknown = Object.keys(body).filter((key) => !LINK_BODY_KEYS.includes(key));
  if (unknown.length > 0) {
    throw invalidBody(`Payload validation error: additional property ${unknown.join(', ')} is not allowed`);
  }
  if (body['link_with'] !== undefined) return secondaryFromToken(ctx, caller, body['link_with']);
  const { provider, user_id: userId } = body;
  if (typeof provider !== 'string' || provider === '' || typeof userId !== 'string' || userId === '') {
    throw invalidBody(
      'Payload validation error: link_with (the secondary ID token), or provider and user_id, are required',
    );
  }
  if (!caller.has(ADMIN_SCOPE)) {
    throw insufficientScope(
      [ADMIN_SCOPE],
      'Linking by provider and user_id needs update:users; use link_with',
    );
  }
  return `${provider}|${userId}`;
}

async function linkIdentity(
  c: Context,
  ctx: ServiceContext,
  caller: ManagementCaller,
  primaryId: string,
): Promise<ManagementIdentity[]> {
  caller.requireUserAccess(primaryId, ADMIN_SCOPE, OWN_SCOPES);
  const body = await readJsonObject(c);
  if (!body) throw invalidBody('The request body must be a JSON object');
  const secondaryId = await secondaryIdOf(ctx, caller, body);
  const primary = requireUser(ctx, primaryId);
  if (secondaryId === primary.user_id) throw invalidBody('A user cannot be linked to itself');
  const secondary = ctx.findUserById(secondaryId);
  if (!secondary) throw inexistentUser(`The user to link (${secondaryId}) does not exist.`);
  const [identity, ...others] = secondary.identities;
  if (!identity || others.length > 0) {
    throw invalidBody(`The user ${secondaryId} has linked identities of its own; unlink them first`);
  }

  // A database identity keeps its password hash, so the secondary's credentials log in the primary.
  primary.identities.push({
    ...structuredClone(identity),
    profileData: profileOf(secondary),
    ...(secondary.password_hash ? { password_hash: secondary.password_hash } : {}),
  });
  primary.updated_at = new Date(ctx.now() * 1000).toISOString();
  ctx.store.data.users = ctx.store.data.users.filter((user) => user !== secondary);
  // Its memberships and roles do not move: the primary's are the account's.
  removeUserMemberships(ctx.store.data, secondaryId);
  forgetUserRoles(ctx.store.data, secondaryId);
  // The secondary is reachable only as part of the primary: its sessions (the one a linking popup has
  // just started, say) now sign in the primary, as its credentials do.
  for (const session of ctx.store.data.sessions) {
    if (session.user_id === secondaryId) session.user_id = primary.user_id;
  }
  return toManagementIdentities(primary.identities);
}

function restoredUser(ctx: ServiceContext, identity: Identity): User {
  const profile = identity.profileData ?? {};
  const text = (key: string): string | undefined => {
    const value = profile[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const phone = text('phone_number');
  return newUser(
    {
      identity,
      email: text('email'),
      email_verified: profile['email_verified'] === true,
      username: text('username'),
      ...(phone ? { phone_number: phone, phone_verified: profile['phone_verified'] === true } : {}),
      name: text('name'),
      nickname: text('nickname'),
      picture: text('picture'),
      given_name: text('given_name'),
      family_name: text('family_name'),
      password_hash: identity.password_hash || undefined,
    },
    new Date(ctx.now() * 1000).toISOString(),
  );
}

async function unlinkIdentity(
  ctx: ServiceContext,
  caller: ManagementCaller,
  primaryId: string,
  provider: string,
  secondaryUserId: string,
): Promise<ManagementIdentity[]> {
  caller.requireUserAccess(primaryId, ADMIN_SCOPE, OWN_SCOPES);
  const primary = requireUser(ctx, primaryId);
  const fullId = `${provider}|${secondaryUserId}`;
  if (fullId === primary.user_id) throw invalidBody('The main identity of a user cannot be unlinked');
  const identity = primary.identities.find(
    (candidate) => candidate.provider === provider && candidate.user_id === secondaryUserId,
  );
  if (!identity) {
    throw new ManagementError(404, 'inexistent_identity', `The user has no linked identity ${fullId}.`);
  }
  if (ctx.findUserById(fullId)) {
    throw new ManagementError(409, 'user_exists', `A separate user ${fullId} already exists.`);
  }
  primary.identities = primary.identities.filter((candidate) => candidate !== identity);
  primary.updated_at = new Date(ctx.now() * 1000).toISOString();
  ctx.store.data.users.push(restoredUser(ctx, identity));
  return toManagementIdentities(primary.identities);
}

/** Mounted at `/api/v2/users` (through management.ts). */
export const managementIdentities = new Hono<Env>()
  .post(
    '/:id/identities',
    withCaller(async (c, caller) => c.json(await linkIdentity(c, c.var.ctx, caller, param(c, 'id')), 201)),
  )
  .delete(
    '/:id/identities/:provider/:user_id',
    withCaller(async (c, caller) => {
      const identities = await unlinkIdentity(
        c.var.ctx,
        caller,
        param(c, 'id'),
        param(c, 'provider'),
        param(c, 'user_id'),
      );
      return c.json(identities);
    }),
  );
