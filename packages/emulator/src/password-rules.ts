// The checks a new password goes through (sign-up and the reset page): breached list, user information,
// then the connection's strength policy. Messages name the rule, never the password.
import { passwordPolicyFailures } from './passwords.js';
import type { Connection } from './tenant.js';

export const PasswordRule = {
  DICTIONARY: 'dictionary',
  USER_INFO: 'user_info',
  STRENGTH: 'strength',
} as const;
export type PasswordRule = (typeof PasswordRule)[keyof typeof PasswordRule];

type PasswordCheck = { ok: true } | { ok: false; rule: PasswordRule; failures: string[] };

/** Parts of the user's identity shorter than this are too common to refuse inside a password. */
const MIN_USER_INFO_LENGTH = 3;

export interface PasswordOwner {
  email?: string;
  username?: string;
}

function userInfoFragments(owner: PasswordOwner): string[] {
  const fragments: string[] = [];
  const localPart = owner.email?.split('@')[0];
  if (localPart) fragments.push(localPart);
  if (owner.username) fragments.push(owner.username);
  return fragments.filter((fragment) => fragment.length >= MIN_USER_INFO_LENGTH).map((f) => f.toLowerCase());
}

export function checkNewPassword(
  password: string,
  owner: PasswordOwner,
  connection: Connection,
  breachedPasswords: readonly string[],
): PasswordCheck {
  if (breachedPasswords.includes(password)) {
    return {
      ok: false,
      rule: PasswordRule.DICTIONARY,
      failures: ['Not a commonly used or breached password'],
    };
  }
  const lowered = password.toLowerCase();
  if (userInfoFragments(owner).some((fragment) => lowered.includes(fragment))) {
    return {
      ok: false,
      rule: PasswordRule.USER_INFO,
      failures: ['Does not contain your e-mail address or username'],
    };
  }
  const failures = connection.password_policy
    ? passwordPolicyFailures(password, connection.password_policy)
    : [];
  if (failures.length > 0) return { ok: false, rule: PasswordRule.STRENGTH, failures };
  return { ok: true };
}
