// Management API: read and update a user.
//   GET   /api/v2/users/:id   read:users, or read:current_user for the token's own user
//   PATCH /api/v2/users/:id   user_metadata: update:/create:current_user_metadata (own; removing a key with
//                             null also needs delete:current_user_metadata) or update:users; anything else:
//                             update:users
//   DELETE /api/v2/users/:id  delete:users → 204; what only the user held goes too (users.ts `removeUser`)
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import { hashPassword } from '../passwords.js';
import { revokeFamilies } from '../refresh-tokens.js';
import type { User } from '../tenant.js';
import { databaseConnectionOf } from '../lib/database-connection.js';
import { param, withCaller } from '../lib/management-auth.js';
import type { ManagementCaller } from '../lib/management-auth.js';
import { insufficientScope, invalidBody, ManagementError } from '../lib/management-errors.js';
import { requireUser, toManagementUser } from '../lib/management-user-view.js';
import type { ManagementUser } from '../lib/management-user-view.js';
import { checkNewPassword, PasswordRule } from '../password-rules.js';
import { readJsonObject } from '../lib/request-body.js';
import { removeUser } from '../users.js';
import type { UserPatch } from '../lib/user-patch.js';
import { mergeMetadata, parseUserPatch, removesKeys } from '../lib/user-patch.js';

const METADATA_WRITE_SCOPES = ['update:current_user_metadata', 'create:current_user_metadata'];

function getUser(ctx: ServiceContext, caller: ManagementCaller, userId: string): ManagementUser {
  caller.requireUserAccess(userId, 'read:users', ['read:current_user']);
  return toManagementUser(requireUser(ctx, userId));
}

function requirePatchScopes(caller: ManagementCaller, userId: string, patch: UserPatch): void {
  if (caller.has('update:users')) return;
  const adminOnly = Object.keys(patch).filter((key) => key !== 'user_metadata');
  if (adminOnly.length > 0) {
    throw insufficientScope(['update:users'], `Changing ${adminOnly.join(', ')} needs update:users`);
  }
  caller.requireUserAccess(userId, 'update:users', METADATA_WRITE_SCOPES);
  if (removesKeys(patch.user_metadata) && !caller.has('delete:current_user_metadata')) {
    throw insufficientScope(
      ['update:users', 'delete:current_user_metadata'],
      'Removing user_metadata keys (null values) needs delete:current_user_metadata',
    );
  }
}

function conflict(errorCode: string, message: string): ManagementError {
  return new ManagementError(409, errorCode, message);
}

async function applyCredentials(ctx: ServiceContext, user: User, patch: UserPatch): Promise<void> {
  const needsDatabase = patch.password !== undefined || patch.username !== undefined;
  const connection = databaseConnectionOf(ctx, user);
  if (patch.connection !== undefined && patch.connection !== connection?.name) {
    throw invalidBody(`The user has no identity in the connection ${patch.connection}`);
  }
  if (!connection) {
    if (needsDatabase) throw invalidBody('password and username can only be set on database users');
    return;
  }
  if (patch.password !== undefined) {
    const owner = {
      email: patch.email?.trim().toLowerCase() ?? user.email,
      username: patch.username ?? user.username,
    };
    const check = checkNewPassword(patch.password, owner, connection, ctx.store.data.breached_passwords);
    if (!check.ok) {
      const reason =
        check.rule === PasswordRule.STRENGTH
          ? `PasswordStrengthError: Password is too weak (${check.failures.join('; ')})`
          : check.rule === PasswordRule.DICTIONARY
            ? 'PasswordDictionaryError: Password is too common'
            : 'PasswordNoUserInfoError: Password is based on user information';
      throw invalidBody(reason);
    }
  }
  // Hashed before the uniqueness checks: nothing is awaited between them and the caller's writes.
  const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
  const email = patch.email?.trim().toLowerCase();
  if (email !== undefined) {
    const owner = ctx.findDatabaseUser(connection.name, email);
    if (owner && owner !== user) throw conflict('user_exists', 'The specified new email already exists');
  }
  if (patch.username !== undefined) {
    const owner = ctx.findDatabaseUser(connection.name, patch.username);
    if (owner && owner !== user)
      throw conflict('username_exists', 'The specified new username already exists');
  }
  if (passwordHash !== undefined) {
    user.password_hash = passwordHash;
    user.failed_logins = 0;
    user.brute_force_blocked = false;
    // Whoever knew the old password loses the refresh tokens it gave them (as a reset does).
    revokeFamilies(ctx.store.data, (family) => family.user_id === user.user_id);
  }
}

async function patchUser(
  c: Context,
  ctx: ServiceContext,
  caller: ManagementCaller,
  userId: string,
): Promise<ManagementUser> {
  caller.requireAny(['update:users', ...METADATA_WRITE_SCOPES]);
  const body = await readJsonObject(c);
  if (!body) throw invalidBody('The request body must be a JSON object');
  const patch = parseUserPatch(body);
  requirePatchScopes(caller, userId, patch);
  const user = requireUser(ctx, userId);

  await applyCredentials(ctx, user, patch);
  // Merged (and size-checked) before any write, after the last await: a refused patch changes nothing.
  const userMetadata =
    patch.user_metadata && mergeMetadata('user_metadata', user.user_metadata, patch.user_metadata);
  const appMetadata =
    patch.app_metadata && mergeMetadata('app_metadata', user.app_metadata, patch.app_metadata);
  if (patch.email !== undefined) {
    user.email = patch.email.trim().toLowerCase();
    user.email_verified = patch.email_verified ?? false;
  } else if (patch.email_verified !== undefined) {
    user.email_verified = patch.email_verified;
  }
  if (patch.username !== undefined) user.username = patch.username;
  if (patch.name !== undefined) user.name = patch.name;
  if (patch.nickname !== undefined) user.nickname = patch.nickname;
  if (patch.picture !== undefined) user.picture = patch.picture;
  if (patch.given_name !== undefined) user.given_name = patch.given_name;
  if (patch.family_name !== undefined) user.family_name = patch.family_name;
  if (patch.phone_number !== undefined) user.phone_number = patch.phone_number;
  if (patch.phone_verified !== undefined) user.phone_verified = patch.phone_verified;
  if (patch.blocked !== undefined) user.blocked = patch.blocked;
  if (userMetadata) user.user_metadata = userMetadata;
  if (appMetadata) user.app_metadata = appMetadata;
  user.updated_at = new Date(ctx.now() * 1000).toISOString();
  return toManagementUser(user);
}

/** Mounted at `/api/v2/users` (through management.ts). */
export const managementUsers = new Hono<Env>()
  .get(
    '/:id',
    withCaller((c, caller) => c.json(getUser(c.var.ctx, caller, param(c, 'id')))),
  )
  .patch(
    '/:id',
    withCaller(async (c, caller) => c.json(await patchUser(c, c.var.ctx, caller, param(c, 'id')))),
  )
  .delete(
    '/:id',
    withCaller((c, caller) => {
      caller.requireAny(['delete:users']);
      const user = requireUser(c.var.ctx, param(c, 'id'));
      removeUser(c.var.ctx.store.data, user.user_id);
      return c.body(null, 204);
    }),
  );
