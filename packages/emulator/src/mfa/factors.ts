// A user's second factors and the tenant's MFA policy: the one place that decides whether a sign-in needs
// a second factor, checks codes and enrols factors. The factors are records of the tenant store
// (`mfa_factors`, journaled like users and passkeys), so they survive a restart and a snapshot:
//   TOTP           an authenticator app (RFC 6238, totp.ts): its secret, whether it is confirmed, and the
//                  last time step a code was accepted for, so each code is accepted once (replay refused)
//   recovery code  one per user, stored as a hash only, single use: using it answers a new one
// Exported for the token endpoint's grants, the MFA API, the My Account API and the hosted step on
// /authorize:
//   mfaPolicy(ctx)                          'never' | 'enrolled' | 'always' (startEmulator's `mfaPolicy`)
//   secondFactorNeeded(ctx, user)           'none' | 'challenge' | 'enroll'
//   mfaRequirements(ctx, user)              the `mfa_requirements` of an `mfa_required` answer
//   verifyOtp(ctx, user, code, counter?)    a confirmed TOTP's code, under the attempt limiter
//   verifyRecoveryCode(ctx, user, code, counter?)  → `{ ok, newRecoveryCode }`, under the attempt limiter
//   startTotpEnrolment / confirmTotpEnrolment      an unconfirmed TOTP (auth_session, 5 min), confirmed by
//                                           a first right code (limited to 5 wrong codes per enrolment)
//   startRecoveryCodeEnrolment / confirmRecoveryCodeEnrolment   a new recovery code, shown once
//   currentTotpCode(ctx, user)              the code of the user's authenticator now (the dev inbox)
//   recoveryCodeHash(code)                  how a recovery code is stored (the seed's too)
//   formatRecoveryCode(code)                how one is shown: groups of four joined by dashes
//   factorsOf, removeFactor, toAuthenticator (MFA API), toFactorMethod (My Account API), pruneMfa
// The limiter (limiter.ts, `limitedCheck`) counts every code before it is checked: the hosted step passes
// its own transaction record as `counter`, the MFA grants pass the mfa_token's.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from '../context.js';
import { secondFactorConfirmed } from '../logins.js';
import { MfaPolicy } from '../tenant.js';
import type { MfaFactor, TenantData, User } from '../tenant.js';
import { limitedCheck, MFA_LIMITS } from './limiter.js';
import type { AttemptCounter, CodeRefusal } from './limiter.js';
import { matchingStep, newTotpSecret, totpCode, totpUri } from './totp.js';

/** How long an enrolment (an unconfirmed factor and its auth_session) waits for its confirmation. */
const ENROLMENT_LIFETIME_SECONDS = 5 * 60;
const RECOVERY_CODE_LENGTH = 24;
/** No 0/O, 1/I: a code read from paper is typed back right. */
const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ISSUER = 'auth-elements local service';

type SecondFactorNeed = 'none' | 'challenge' | 'enroll';

export type CodeCheck =
  { ok: true; factor: MfaFactor; newRecoveryCode?: string } | { ok: false; reason: CodeRefusal };

export function mfaPolicy(ctx: ServiceContext): MfaPolicy {
  return ctx.store.data.mfa_policy ?? MfaPolicy.ENROLLED;
}

function factorId(type: MfaFactor['type']): string {
  return `${type}|dev_${randomBytes(10).toString('hex')}`;
}

function isoNow(ctx: ServiceContext): string {
  return new Date(ctx.now() * 1000).toISOString();
}

/** The user's factors: confirmed ones, and enrolments under way that have not expired. */
export function factorsOf(ctx: ServiceContext, user: User, confirmedOnly = false): MfaFactor[] {
  const now = ctx.now();
  return ctx.store.data.mfa_factors.filter(
    (factor) =>
      factor.user_id === user.user_id &&
      (factor.confirmed || (!confirmedOnly && (factor.expires_at ?? 0) > now)),
  );
}

/** Whether a sign-in of `user` needs a second factor now, and which step: a code, or an enrolment first. */
export function secondFactorNeeded(ctx: ServiceContext, user: User): SecondFactorNeed {
  const policy = mfaPolicy(ctx);
  if (policy === MfaPolicy.NEVER) return 'none';
  if (factorsOf(ctx, user, true).length > 0) return 'challenge';
  return policy === MfaPolicy.ALWAYS ? 'enroll' : 'none';
}

/** The `mfa_requirements` of an `mfa_required` answer: the types the user can answer, or must enrol. */
export function mfaRequirements(
  ctx: ServiceContext,
  user: User,
): { challenge?: { type: string }[]; enroll?: { type: string }[] } {
  const confirmed = factorsOf(ctx, user, true);
  if (confirmed.length === 0) return { enroll: [{ type: 'otp' }] };
  const types = [...new Set(confirmed.map((factor) => (factor.type === 'totp' ? 'otp' : factor.type)))];
  return { challenge: types.map((type) => ({ type })) };
}

/**
 * A recovery code as stored: SHA-256 (base64url) of the code upper case, without spaces or dashes (as it
 * was typed, or as the seed gives it).
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('base64url');
}

/**
 * A recovery code as every page shows it (and the seed writes it): upper case, in groups of four joined by
 * dashes (`ABCD-EFGH-…`). It is taken back in any case, with or without the dashes or spaces.
 */
export function formatRecoveryCode(code: string): string {
  return code
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1-');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) {
    code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  }
  return code;
}

/** Accepts `code` for a TOTP factor when it is right within the window and of a step not used yet. */
function acceptTotp(ctx: ServiceContext, factor: MfaFactor, code: string): boolean {
  if (!factor.secret) return false;
  const step = matchingStep(factor.secret, code, ctx.now());
  if (step === undefined || step <= (factor.last_step ?? -1)) return false;
  factor.last_step = step;
  factor.last_auth_at = isoNow(ctx);
  return true;
}

/**
 * Checks a code of the user's confirmed authenticator app, under the attempt limiter (`counter`: the
 * transaction's). A right code is accepted once: the same code again, or an older one, is refused.
 */
export async function verifyOtp(
  ctx: ServiceContext,
  user: User,
  code: string,
  counter?: AttemptCounter,
): Promise<CodeCheck> {
  const result = await limitedCheck(ctx, user, counter, () =>
    factorsOf(ctx, user, true).find((factor) => factor.type === 'totp' && acceptTotp(ctx, factor, code)),
  );
  return result.ok ? { ok: true, factor: result.value } : result;
}

/**
 * Checks the user's recovery code, under the attempt limiter. A right one is spent: a new one replaces it
 * and is answered (`newRecoveryCode`), to be shown once.
 */
export async function verifyRecoveryCode(
  ctx: ServiceContext,
  user: User,
  code: string,
  counter?: AttemptCounter,
): Promise<CodeCheck> {
  const hash = recoveryCodeHash(code);
  const result = await limitedCheck(ctx, user, counter, () =>
    factorsOf(ctx, user, true).find(
      (factor) => factor.type === 'recovery-code' && !!factor.code_hash && sameHash(factor.code_hash, hash),
    ),
  );
  if (!result.ok) return result;
  const next = newRecoveryCode();
  result.value.code_hash = recoveryCodeHash(next);
  result.value.last_auth_at = isoNow(ctx);
  return { ok: true, factor: result.value, newRecoveryCode: next };
}

interface TotpEnrolment {
  factor: MfaFactor;
  /** The secret (base32): the manual-entry key. */
  secret: string;
  /** The `otpauth://` URI for the QR code. */
  barcodeUri: string;
  authSession: string;
}

function userLabel(user: User): string {
  return user.email ?? user.username ?? user.phone_number ?? user.user_id;
}

/**
 * Starts enrolling an authenticator app: an unconfirmed TOTP factor with a new secret, for five minutes.
 * `mfaTokenHash` binds it to an mfa_token (MFA API: the first mfa-otp grant confirms it).
 */
export function startTotpEnrolment(
  ctx: ServiceContext,
  user: User,
  options: { mfaTokenHash?: string } = {},
): TotpEnrolment {
  const secret = newTotpSecret();
  const authSession = randomBytes(24).toString('base64url');
  const factor: MfaFactor = {
    id: factorId('totp'),
    user_id: user.user_id,
    type: 'totp',
    confirmed: false,
    secret,
    auth_session: authSession,
    ...(options.mfaTokenHash ? { mfa_token_hash: options.mfaTokenHash } : {}),
    attempts: 0,
    expires_at: ctx.now() + ENROLMENT_LIFETIME_SECONDS,
    created_at: isoNow(ctx),
  };
  ctx.store.data.mfa_factors.push(factor);
  return { factor, secret, barcodeUri: totpUri(secret, userLabel(user), ISSUER), authSession };
}

/** An enrolment under way of the user, by its auth_session or the mfa_token it is bound to. */
function pendingEnrolment(
  ctx: ServiceContext,
  user: User,
  type: MfaFactor['type'],
  match: { authSession?: string; mfaTokenHash?: string },
): MfaFactor | undefined {
  return factorsOf(ctx, user).find(
    (factor) =>
      !factor.confirmed &&
      factor.type === type &&
      (match.authSession !== undefined
        ? factor.auth_session === match.authSession
        : factor.mfa_token_hash !== undefined && factor.mfa_token_hash === match.mfaTokenHash),
  );
}

/**
 * Makes an enrolled factor the user's one of its kind: an older confirmed one of the same type goes. The login
 * that confirmed it (`confirmedBy`, a `sid`) passes it; the user's refresh-token families that did not end
 * (unless the policy asks nobody for a second factor).
 */
function confirm(ctx: ServiceContext, factor: MfaFactor, confirmedBy: string | undefined): void {
  const data = ctx.store.data;
  data.mfa_factors = data.mfa_factors.filter(
    (other) =>
      other.id === factor.id ||
      other.user_id !== factor.user_id ||
      other.type !== factor.type ||
      !other.confirmed,
  );
  factor.confirmed = true;
  delete factor.auth_session;
  delete factor.mfa_token_hash;
  delete factor.attempts;
  delete factor.expires_at;
  if (confirmedBy !== undefined) factor.confirmed_by = confirmedBy;
  secondFactorConfirmed(data, factor.user_id, confirmedBy, mfaPolicy(ctx) !== MfaPolicy.NEVER);
}

type EnrolmentCheck =
  { ok: true; factor: MfaFactor } | { ok: false; reason: 'not_found' | 'invalid' | 'too_many_attempts' };

/**
 * Confirms an authenticator app's enrolment with its first code (`authSession`, or the mfa_token's hash
 * for one started through /mfa/associate), from the login `confirmedBy` (a `sid`, see confirm). Five wrong
 * codes end the enrolment. The code's step counts as used (it cannot sign in afterwards).
 */
export function confirmTotpEnrolment(
  ctx: ServiceContext,
  user: User,
  match: { authSession?: string; mfaTokenHash?: string },
  code: string,
  confirmedBy?: string,
): EnrolmentCheck {
  const factor = pendingEnrolment(ctx, user, 'totp', match);
  if (!factor) return { ok: false, reason: 'not_found' };
  if (!acceptTotp(ctx, factor, code)) {
    factor.attempts = (factor.attempts ?? 0) + 1;
    if (factor.attempts < MFA_LIMITS.perTransaction) return { ok: false, reason: 'invalid' };
    ctx.store.data.mfa_factors = ctx.store.data.mfa_factors.filter((other) => other.id !== factor.id);
    return { ok: false, reason: 'too_many_attempts' };
  }
  confirm(ctx, factor, confirmedBy);
  // A recovery code started with it (MFA API) is confirmed with it.
  if (match.mfaTokenHash) {
    const recovery = pendingEnrolment(ctx, user, 'recovery-code', match);
    if (recovery) confirm(ctx, recovery, confirmedBy);
  }
  return { ok: true, factor };
}

interface RecoveryCodeEnrolment {
  factor: MfaFactor;
  /** The code, shown once: only its hash is kept. */
  recoveryCode: string;
  authSession: string;
}

/** Starts a recovery code's enrolment (unconfirmed for five minutes; confirmed, it replaces the old one). */
export function startRecoveryCodeEnrolment(
  ctx: ServiceContext,
  user: User,
  options: { mfaTokenHash?: string } = {},
): RecoveryCodeEnrolment {
  const recoveryCode = newRecoveryCode();
  const authSession = randomBytes(24).toString('base64url');
  const factor: MfaFactor = {
    id: factorId('recovery-code'),
    user_id: user.user_id,
    type: 'recovery-code',
    confirmed: false,
    code_hash: recoveryCodeHash(recoveryCode),
    auth_session: authSession,
    ...(options.mfaTokenHash ? { mfa_token_hash: options.mfaTokenHash } : {}),
    expires_at: ctx.now() + ENROLMENT_LIFETIME_SECONDS,
    created_at: isoNow(ctx),
  };
  ctx.store.data.mfa_factors.push(factor);
  return { factor, recoveryCode, authSession };
}

/** Confirms a recovery code's enrolment (the user says they saved it), from the login `confirmedBy`. */
export function confirmRecoveryCodeEnrolment(
  ctx: ServiceContext,
  user: User,
  authSession: string,
  confirmedBy?: string,
): MfaFactor | undefined {
  const factor = pendingEnrolment(ctx, user, 'recovery-code', { authSession });
  if (!factor) return undefined;
  confirm(ctx, factor, confirmedBy);
  return factor;
}

/** The code the user's authenticator app shows now (confirmed factor first, else an enrolment under way). */
export function currentTotpCode(ctx: ServiceContext, user: User): string | undefined {
  const factors = factorsOf(ctx, user).filter((factor) => factor.type === 'totp' && factor.secret);
  const factor = factors.find((f) => f.confirmed) ?? factors[0];
  return factor?.secret ? totpCode(factor.secret, ctx.now()) : undefined;
}

/** Removes the user's factor `id` (confirmed or not); false when the user has none by that id. */
export function removeFactor(ctx: ServiceContext, user: User, id: string): boolean {
  const data = ctx.store.data;
  const found = data.mfa_factors.some((factor) => factor.id === id && factor.user_id === user.user_id);
  if (found) data.mfa_factors = data.mfa_factors.filter((factor) => factor.id !== id);
  return found;
}

/** A factor as the MFA API lists it (`GET /mfa/authenticators`). */
export function toAuthenticator(factor: MfaFactor): Record<string, unknown> {
  const otp = factor.type === 'totp';
  return {
    id: factor.id,
    authenticator_type: otp ? 'otp' : 'recovery-code',
    type: otp ? 'otp' : 'recovery-code',
    active: factor.confirmed,
    ...(otp ? { name: 'Authenticator app' } : {}),
    created_at: factor.created_at,
    ...(factor.last_auth_at ? { last_auth: factor.last_auth_at } : {}),
  };
}

/** A factor as the My Account API shows it (an authentication method of type `totp` or `recovery-code`). */
export function toFactorMethod(factor: MfaFactor): Record<string, unknown> {
  return {
    id: factor.id,
    type: factor.type,
    confirmed: factor.confirmed,
    usage: ['secondary'],
    created_at: factor.created_at,
    ...(factor.type === 'totp' ? { name: 'Authenticator app' } : {}),
    ...(factor.last_auth_at ? { last_auth_at: factor.last_auth_at } : {}),
  };
}

/**
 * Drops enrolments that expired unconfirmed, expired mfa_tokens and users' attempt windows with nothing
 * recent left (sessions.ts's pruneExpired calls it).
 */
export function pruneMfa(data: TenantData, now: number): void {
  const since = now - MFA_LIMITS.windowSeconds;
  const stale = (entry: { times: number[] }) => entry.times.every((t) => t <= since);
  if (data.mfa_attempts.some(stale)) data.mfa_attempts = data.mfa_attempts.filter((e) => !stale(e));
  const ended = (factor: MfaFactor) => !factor.confirmed && (factor.expires_at ?? 0) <= now;
  if (data.mfa_factors.some(ended)) data.mfa_factors = data.mfa_factors.filter((f) => !ended(f));
  if (data.mfa_tokens.some((t) => t.expires_at <= now)) {
    data.mfa_tokens = data.mfa_tokens.filter((t) => t.expires_at > now);
  }
}
