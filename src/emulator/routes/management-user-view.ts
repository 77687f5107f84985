// The user object the Management API returns: everything but the service's private bookkeeping
// (password hash, failed-login counter, brute-force flag).
import type { User } from '../tenant.js';

export type ManagementUser = Omit<User, 'password_hash' | 'failed_logins' | 'brute_force_blocked'>;

export function toManagementUser(user: User): ManagementUser {
  const { password_hash: _hash, failed_logins: _failures, brute_force_blocked: _blocked, ...visible } = user;
  return structuredClone(visible);
}
