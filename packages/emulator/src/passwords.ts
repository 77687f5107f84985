// Password hashing (scrypt from node:crypto), constant-time comparison of secrets, and the database
// connection's password policy.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';
import { promisify } from 'node:util';
import type { PasswordPolicy } from './tenant.js';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;
const KEY_LENGTH = 32;

/**
 * Every password check publishes `{ keyLength, saltLength }` here before hashing (a channel without
 * subscribers costs nothing). Tests count password hashes through it.
 */
export const PASSWORD_CHECK_CHANNEL = 'auth-elements-emulator:password-check';
const passwordChecks = channel(PASSWORD_CHECK_CHANNEL);

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const salt = Buffer.from(saltText, 'base64url');
  if (passwordChecks.hasSubscribers) {
    passwordChecks.publish({ keyLength: expected.length, saltLength: salt.length });
  }
  const actual = await scrypt(password, salt, expected.length);
  return timingSafeEqual(expected, actual);
}

/** Whether two secrets (codes, verifiers, client secrets) are equal, in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const CLASSES: readonly [string, RegExp, string][] = [
  ['lower case letters (a-z)', /[a-z]/, 'lowerCase'],
  ['upper case letters (A-Z)', /[A-Z]/, 'upperCase'],
  ['numbers (0-9)', /[0-9]/, 'numbers'],
  ['special characters (e.g. !@#$%^&*)', /[^a-zA-Z0-9]/, 'specialCharacters'],
];

/** One rule of the policy as the real service reports it in a PasswordStrengthError's `description`. */
interface PasswordRuleReport {
  message: string;
  code: string;
  format?: number[];
  items?: PasswordRuleReport[];
  verified: boolean;
}

/** Every rule of `policy` and whether `password` meets it: `{rules, verified}`, the real service's shape. */
export function passwordPolicyReport(
  password: string,
  policy: PasswordPolicy,
): { rules: PasswordRuleReport[]; verified: boolean } {
  const rules: PasswordRuleReport[] = [];
  if (policy.min_length > 0) {
    rules.push({
      message: 'At least %d characters in length',
      format: [policy.min_length],
      code: 'lengthAtLeast',
      verified: password.length >= policy.min_length,
    });
  }
  if (policy.min_classes > 0) {
    const items = CLASSES.map(([message, pattern, code]) => ({
      message,
      code,
      verified: pattern.test(password),
    }));
    rules.push({
      message: 'Contain at least %d of the following %d types of characters:',
      format: [policy.min_classes, CLASSES.length],
      code: 'containsAtLeast',
      items,
      verified: items.filter((item) => item.verified).length >= policy.min_classes,
    });
  }
  return { rules, verified: rules.every((rule) => rule.verified) };
}

/** The rules a password breaks, in words a person can act on; empty when it satisfies the policy. */
export function passwordPolicyFailures(password: string, policy: PasswordPolicy): string[] {
  const failures: string[] = [];
  if (password.length < policy.min_length)
    failures.push(`At least ${policy.min_length} characters in length`);
  const present = CLASSES.filter(([, pattern]) => pattern.test(password)).length;
  if (present < policy.min_classes) {
    failures.push(
      `At least ${policy.min_classes} of the following ${CLASSES.length} types of characters: ` +
        CLASSES.map(([label]) => label).join(', '),
    );
  }
  return failures;
}
