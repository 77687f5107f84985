// Password hashing (scrypt from node:crypto), constant-time comparison of secrets, and the database
// connection's password policy.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordPolicy } from './tenant.js';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;
const KEY_LENGTH = 32;

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
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length);
  return timingSafeEqual(expected, actual);
}

/** Whether two secrets (codes, verifiers, client secrets) are equal, in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const CLASSES: readonly [string, RegExp][] = [
  ['lower case letters (a-z)', /[a-z]/],
  ['upper case letters (A-Z)', /[A-Z]/],
  ['numbers (0-9)', /[0-9]/],
  ['special characters (e.g. !@#$%^&*)', /[^a-zA-Z0-9]/],
];

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
