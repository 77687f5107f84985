// The user object the Management API returns: everything but the service's private bookkeeping
// (password hashes, including a linked database identity's, failed-login counter, brute-force flag);
// and the user a Management path names.
import type { ServiceContext } from '../context.js';
import type { Identity, User } from '../tenant.js';
import { inexistentUser } from './management-errors.js';

export type ManagementIdentity = Omit<Identity, 'password_hash'>;

export type ManagementUser = Omit<
  User,
  'password_hash' | 'failed_logins' | 'brute_force_blocked' | 'identities'
> & { identities: ManagementIdentity[] };

/** Identities as the Management API shows them: without a linked identity's password hash. */
export function toManagementIdentities(identities: readonly Identity[]): ManagementIdentity[] {
  return identities.map(({ password_hash: _hash, ...visible }) => structuredClone(visible));
}

export function toManagementUser(user: User): ManagementUser {
  const {
    password_hash: _hash,
    failed_logins: _failures,
    brute_force_blocked: _blocked,
    identities,
    ...visible
  } = user;
  return { ...structuredClone(visible), identities: toManagementIdentities(identities) };
}

/** The user `userId`; throws the Management API's 404 when there is none. */
export function requireUser(ctx: ServiceContext, userId: string): User {
  const user = ctx.findUserById(userId);
  if (!user) throw inexistentUser();
  return user;
}
