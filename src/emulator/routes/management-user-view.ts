// The user object the Management API returns: everything but the service's private bookkeeping
// (password hashes, including a linked database identity's, failed-login counter, brute-force flag).
import type { Identity, User } from '../tenant.js';

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
