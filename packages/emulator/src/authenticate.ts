// Checking credentials: database passwords (with brute-force and suspicious-IP protection, blocked users
// and breached passwords) and passwordless one-time codes, and the users passwordless codes and social
// accounts (their list: seed.ts) sign in as. Shared by the hosted login page, /co/authenticate and
// /oauth/token. The caller saves the store.
import { randomBytes } from 'node:crypto';
import { hashPassword, sameSecret, verifyPassword } from './passwords.js';
import { findDatabaseLogin, randomId } from './service.js';
import type { ServiceContext } from './context.js';
import { ConnectionStrategy, MessageKind } from './tenant.js';
import type { SocialAccount } from './seed.js';
import type { Connection, User } from './tenant.js';
import { avatar, newUser } from './users.js';
import type { NewUser } from './users.js';

type AuthErrorCode =
  'access_denied' | 'blocked_user' | 'password_leaked' | 'too_many_attempts' | 'invalid_request';

export type AuthResult =
  | { ok: true; user: User }
  | { ok: false; status: 400 | 401 | 403 | 429; error: AuthErrorCode; description: string };

const WRONG_CREDENTIALS = 'Wrong email or password.';
const UNBLOCK_TICKET_LIFETIME = 24 * 3600;
const OTP_MAX_ATTEMPTS = 5;

function protection(ctx: ServiceContext) {
  const settings = ctx.store.data.attack_protection ?? {};
  return {
    bruteForce: settings.brute_force_threshold ?? 10,
    suspiciousIp: settings.suspicious_ip_threshold ?? 100,
    windowSeconds: settings.suspicious_ip_window_seconds ?? 300,
  };
}

/**
 * Failed logins per client IP address (seconds since the epoch), for the suspicious-behaviour guard, per
 * tenant state: not saved, and forgotten when the tenant is reset (or rebuilt after a failed write).
 */
const ipFailuresOf = new WeakMap<object, Map<string, number[]>>();

function ipFailures(ctx: ServiceContext): Map<string, number[]> {
  let failures = ipFailuresOf.get(ctx.store.data);
  if (!failures) ipFailuresOf.set(ctx.store.data, (failures = new Map()));
  return failures;
}

function recentIpFailures(ctx: ServiceContext, ip: string): number[] {
  const since = ctx.now() - protection(ctx).windowSeconds;
  const failures = ipFailures(ctx);
  const recent = (failures.get(ip) ?? []).filter((t) => t > since);
  failures.set(ip, recent);
  return recent;
}

/** Counts a failed (or not yet checked) login from `ip`; returns the timestamp recorded. */
function recordIpFailure(ctx: ServiceContext, ip: string): number {
  const now = ctx.now();
  recentIpFailures(ctx, ip).push(now);
  return now;
}

/** Takes back an attempt counted by recordIpFailure once its password turned out right. */
function forgetIpFailure(ctx: ServiceContext, ip: string, at: number): void {
  const list = ipFailures(ctx).get(ip) ?? [];
  const index = list.lastIndexOf(at);
  if (index >= 0) list.splice(index, 1);
}

function suspicious(ctx: ServiceContext, ip: string): AuthResult | undefined {
  if (recentIpFailures(ctx, ip).length < protection(ctx).suspiciousIp) return undefined;
  return {
    ok: false,
    status: 429,
    error: 'too_many_attempts',
    description:
      'We have detected suspicious login behavior and further attempts will be blocked. Please contact the administrator.',
  };
}

export const BRUTE_FORCE_BLOCKED: Extract<AuthResult, { ok: false }> = {
  ok: false,
  status: 429,
  error: 'too_many_attempts',
  description:
    "Your account has been blocked after multiple consecutive login attempts. We've sent you an email with instructions on how to unblock it.",
};

/**
 * Blocks the user after too many failures and sends the unblock link to the dev inbox; `failures` names
 * them in the message (default: the failed password logins). Also called for wrong second-factor codes
 * (mfa/limiter.ts).
 */
export async function blockForBruteForce(
  ctx: ServiceContext,
  user: User,
  failures = `${user.failed_logins} failed login attempts`,
): Promise<void> {
  user.brute_force_blocked = true;
  const ticket = randomId(24);
  ctx.store.data.tickets.push({
    ticket,
    kind: 'unblock',
    user_id: user.user_id,
    expires_at: ctx.now() + UNBLOCK_TICKET_LIFETIME,
  });
  const link = `${ctx.origin()}/lo/unblock?ticket=${encodeURIComponent(ticket)}`;
  await ctx.sendMessage({
    to: user.email ?? user.username ?? user.user_id,
    channel: 'email',
    kind: MessageKind.UNBLOCK,
    subject: 'Your account has been blocked',
    text: `We blocked your account after ${failures}. Unblock it: ${link}`,
    link,
  });
}

export function databaseConnection(
  ctx: ServiceContext,
  name: string,
  clientId: string,
): Connection | undefined {
  return ctx.store.data.connections.find(
    (c) =>
      c.name === name && c.strategy === ConnectionStrategy.DATABASE && c.enabled_clients.includes(clientId),
  );
}

interface PasswordLogin {
  connection: string;
  username: string;
  password: string;
  /** Client IP address, for the suspicious-behaviour guard. */
  ip: string;
}

/** A user's password checks awaiting their hash, and the checks queued until one of them ends. */
interface Checks {
  inFlight: number;
  queued: (() => void)[];
}

const checksOf = new WeakMap<User, Checks>();

/**
 * Admits one password check of `user`: each check in flight might become a failure, so no more run at
 * once than failures remain before the limit. A check past that waits for one in flight to end (parallel
 * right passwords all log in) instead of being refused; false once the failures alone reach the limit
 * or the user is blocked, so no guess past the limit is evaluated.
 */
async function admitCheck(user: User, threshold: number): Promise<boolean> {
  let checks = checksOf.get(user);
  if (!checks) checksOf.set(user, (checks = { inFlight: 0, queued: [] }));
  for (;;) {
    if (user.brute_force_blocked || user.failed_logins >= threshold) return false;
    if (user.failed_logins + checks.inFlight < threshold) {
      checks.inFlight += 1;
      return true;
    }
    await new Promise<void>((resolve) => checks.queued.push(resolve));
  }
}

function endCheck(user: User): void {
  const checks = checksOf.get(user);
  if (!checks) return;
  checks.inFlight -= 1;
  for (const resolve of checks.queued.splice(0)) resolve();
}

let unknownUserHash: Promise<string> | undefined;

/** A hash made with the same parameters as users' ones: checked for unknown users so they cost the same. */
function hashForUnknownUsers(): Promise<string> {
  unknownUserHash ??= hashPassword(randomBytes(16).toString('hex'));
  return unknownUserHash;
}

/**
 * Checks a database login in the order the service reports problems; never echoes the password.
 * Each attempt is counted (per user and per IP address) before its hash is awaited, so parallel guesses
 * cannot all slip under the limits; an unknown user costs the same hash as a known one.
 */
export async function authenticatePassword(ctx: ServiceContext, login: PasswordLogin): Promise<AuthResult> {
  const blocked = suspicious(ctx, login.ip);
  if (blocked) return blocked;
  // A linked database identity logs in its primary user; the failure counters are the primary's.
  const found = findDatabaseLogin(ctx.store.data.users, login.connection, login.username);
  const user = found?.user;
  const threshold = protection(ctx).bruteForce;
  if (user && !(await admitCheck(user, threshold))) return BRUTE_FORCE_BLOCKED;
  const attempt = recordIpFailure(ctx, login.ip);
  if (!found || !user) {
    await verifyPassword(login.password, await hashForUnknownUsers());
    return { ok: false, status: 403, error: 'access_denied', description: WRONG_CREDENTIALS };
  }
  let right: boolean;
  try {
    right = await verifyPassword(login.password, found.passwordHash ?? (await hashForUnknownUsers()));
    right &&= found.passwordHash !== undefined;
    if (!right) user.failed_logins += 1;
  } finally {
    endCheck(user);
  }
  if (!right) {
    if (user.failed_logins < threshold) {
      return { ok: false, status: 403, error: 'access_denied', description: WRONG_CREDENTIALS };
    }
    // The first failure to reach the limit blocks and sends the one unblock notice.
    if (!user.brute_force_blocked) await blockForBruteForce(ctx, user);
    return BRUTE_FORCE_BLOCKED;
  }
  forgetIpFailure(ctx, login.ip, attempt);
  // Parallel failures may have blocked the user while this password was being checked.
  if (user.brute_force_blocked) return BRUTE_FORCE_BLOCKED;
  user.failed_logins = 0;
  if (user.blocked) return { ok: false, status: 403, error: 'blocked_user', description: 'user is blocked' };
  if (ctx.store.data.breached_passwords.includes(login.password)) {
    return {
      ok: false,
      status: 401,
      error: 'password_leaked',
      description:
        'This login attempt has been blocked because the password you are using was previously disclosed through a data breach (not in this application).',
    };
  }
  return { ok: true, user };
}

export type PasswordlessChannel = 'email' | 'sms';

export function normalizeRecipient(channel: PasswordlessChannel, to: string): string {
  return channel === 'email' ? to.trim().toLowerCase() : to.replace(/[\s()-]/g, '');
}

interface OtpLogin {
  channel: PasswordlessChannel;
  to: string;
  code: string;
  clientId: string;
  ip: string;
}

/** Checks a passwordless code (5 attempts, single use) and finds or creates the passwordless user. */
export function authenticateOneTimeCode(ctx: ServiceContext, login: OtpLogin): AuthResult {
  const blocked = suspicious(ctx, login.ip);
  if (blocked) return blocked;
  const to = normalizeRecipient(login.channel, login.to);
  const wrong = `Wrong ${login.channel === 'email' ? 'email' : 'phone number'} or verification code.`;
  const data = ctx.store.data;
  const now = ctx.now();
  const otp = data.one_time_codes.find(
    (o) =>
      o.connection === login.channel && o.to === to && o.client_id === login.clientId && o.expires_at > now,
  );
  if (!otp) {
    recordIpFailure(ctx, login.ip);
    const expired = data.one_time_codes.some(
      (o) => o.connection === login.channel && o.to === to && o.client_id === login.clientId,
    );
    const description = expired ? 'The verification code has expired. Please try to login again.' : wrong;
    return { ok: false, status: 403, error: 'access_denied', description };
  }
  if (!sameSecret(otp.code, login.code.trim())) {
    recordIpFailure(ctx, login.ip);
    otp.attempts += 1;
    if (otp.attempts >= OTP_MAX_ATTEMPTS) {
      data.one_time_codes = data.one_time_codes.filter((o) => o !== otp);
      return {
        ok: false,
        status: 403,
        error: 'access_denied',
        description: "You've reached the maximum number of attempts. Please try to login again.",
      };
    }
    return { ok: false, status: 403, error: 'access_denied', description: wrong };
  }
  data.one_time_codes = data.one_time_codes.filter((o) => o !== otp);
  const user = findOrCreatePasswordlessUser(ctx, login.channel, to);
  if (user.blocked) return { ok: false, status: 403, error: 'blocked_user', description: 'user is blocked' };
  return { ok: true, user };
}

/** Stores a new user (../users.ts) created now. */
function addUser(ctx: ServiceContext, fields: NewUser): User {
  const user = newUser(fields, new Date(ctx.now() * 1000).toISOString());
  ctx.store.data.users.push(user);
  return user;
}

/** A passwordless user's picture: the address's first character on a disc. */
function passwordlessPicture(to: string): string {
  return avatar(to.slice(0, 1).toUpperCase(), '#5b3cc4');
}

function findOrCreatePasswordlessUser(ctx: ServiceContext, channel: PasswordlessChannel, to: string): User {
  // Every identity of every user: a linked passwordless identity logs in its primary user.
  const field = channel === 'email' ? 'email' : 'phone_number';
  for (const user of ctx.store.data.users) {
    for (const [index, identity] of user.identities.entries()) {
      if (identity.provider !== channel) continue;
      const linked = index > 0;
      const value = linked ? identity.profileData?.[field] : user[field];
      const matches = typeof value === 'string' && (channel === 'email' ? value.toLowerCase() : value) === to;
      if (!matches) continue;
      const verified = channel === 'email' ? 'email_verified' : 'phone_verified';
      if (linked) identity.profileData = { ...identity.profileData, [verified]: true };
      else user[verified] = true;
      return user;
    }
  }
  const identity = { provider: channel, connection: channel, user_id: randomId(12), isSocial: false };
  return channel === 'email'
    ? addUser(ctx, { identity, email: to, email_verified: true, picture: passwordlessPicture(to) })
    : addUser(ctx, { identity, phone_number: to, phone_verified: true, picture: passwordlessPicture(to) });
}

/** The user a social account signs in as: the one holding that identity (even linked), else a new one. */
export function findOrCreateSocialUser(ctx: ServiceContext, account: SocialAccount): User {
  const existing = ctx.store.data.users.find((u) =>
    u.identities.some((i) => i.provider === account.connection && i.user_id === account.id),
  );
  if (existing) return existing;
  const initials = account.name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return addUser(ctx, {
    identity: {
      provider: account.connection,
      connection: account.connection,
      user_id: account.id,
      isSocial: true,
    },
    email: account.email,
    email_verified: true,
    name: account.name,
    nickname: account.nickname,
    picture: avatar(initials, account.color),
    given_name: account.given_name,
    family_name: account.family_name,
  });
}
