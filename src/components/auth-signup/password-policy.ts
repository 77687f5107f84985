// The client-side password policy of <auth-signup>: the rules a new password must follow (length and
// kinds of characters), checking a password against them rule by rule (the live checklist, and the
// check before any request), and learning a stricter policy from the service's policy error.
import type { AuthError } from '../../core/index.js';
import type { StringKey } from '../../internal/i18n.js';

/** The rules a new password must follow; shown as a checklist while the user types. */
export interface PasswordPolicy {
  /** Minimum number of characters. */
  minLength: number;
  /** How many of the four kinds of characters (lower, upper, digit, special) are needed. */
  minClasses: number;
}

/** The policy of the service's default database connection: 8 characters, 3 of 4 kinds. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = Object.freeze({ minLength: 8, minClasses: 3 });

/** The kinds of characters a policy counts, in the order they are listed. */
export const CHARACTER_CLASSES: readonly { key: StringKey; pattern: RegExp }[] = [
  { key: 'passwordPolicyLower', pattern: /[a-z]/ },
  { key: 'passwordPolicyUpper', pattern: /[A-Z]/ },
  { key: 'passwordPolicyDigit', pattern: /[0-9]/ },
  { key: 'passwordPolicySpecial', pattern: /[^a-zA-Z0-9]/ },
];

/** The rules a password meets, rule by rule. */
export function checkPasswordPolicy(
  password: string,
  policy: PasswordPolicy,
): { length: boolean; classes: readonly boolean[]; classCount: boolean; all: boolean } {
  const length = password.length >= policy.minLength;
  const classes = CHARACTER_CLASSES.map(({ pattern }) => pattern.test(password));
  const classCount = classes.filter(Boolean).length >= policy.minClasses;
  return { length, classes, classCount, all: length && classCount };
}

/** The error codes of a password the connection's policy rejects. */
export const POLICY_ERRORS: ReadonlySet<string> = new Set(['invalid_password', 'password_strength_error']);

/**
 * What a policy error from the service says about the policy, as far as the checklist can show it:
 * the real service's `description: { rules: [{ code: 'lengthAtLeast', format: [12] }, …] }`, or the
 * rule list in `policy` (`* At least 12 characters in length`). Empty when it says nothing usable.
 */
export function policyFromError(error: AuthError): Partial<PasswordPolicy> {
  const found: Partial<PasswordPolicy> = {};
  const original = error.original;
  const description =
    typeof original === 'object' && original !== null
      ? (original as { description?: unknown }).description
      : undefined;
  const rules =
    typeof description === 'object' && description !== null
      ? (description as { rules?: unknown }).rules
      : undefined;
  if (Array.isArray(rules)) {
    for (const rule of rules as { code?: unknown; format?: unknown }[]) {
      const first = Array.isArray(rule?.format) ? Number(rule.format[0]) : NaN;
      if (!Number.isInteger(first)) continue;
      if (rule.code === 'lengthAtLeast') found.minLength = first;
      if (rule.code === 'containsAtLeast') found.minClasses = first;
    }
    return found;
  }
  const text = typeof error.policy === 'string' ? error.policy : '';
  const length = /at least (\d+) characters/i.exec(text);
  const classes = /at least (\d+) of the following/i.exec(text);
  if (length) found.minLength = Number(length[1]);
  if (classes) found.minClasses = Number(classes[1]);
  return found;
}

/** The policy to check: the stricter of the configured one and what the service's error revealed. */
export function strictestPolicy(configured: PasswordPolicy, learnt: Partial<PasswordPolicy>): PasswordPolicy {
  const { minLength = 0, minClasses = 0 } = learnt;
  return {
    minLength: Math.max(configured.minLength, minLength),
    minClasses: Math.min(Math.max(configured.minClasses, minClasses), CHARACTER_CLASSES.length),
  };
}
