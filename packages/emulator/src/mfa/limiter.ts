// The brute-force limit on second-factor codes: at most 5 wrong codes per transaction (an mfa_token, or
// the hosted step's own record) and 10 per user within 15 minutes (ctx.now()). Each attempt is counted
// BEFORE its code is checked, and the check is synchronous, so parallel guesses cannot get more codes
// checked than the limits allow; a right code takes its count back. The wrong code that reaches the
// per-user limit blocks the user with the same unblock e-mail as the password lock-out (authenticate.ts);
// a blocked user's codes are not checked at all. factors.ts's verifyOtp and verifyRecoveryCode run every
// check through `limitedCheck`: there is no way to check a code around it.
import { blockForBruteForce } from '../authenticate.js';
import type { ServiceContext } from '../context.js';
import type { MfaAttempts, User } from '../tenant.js';

export const MFA_LIMITS = {
  /** Wrong codes one transaction (mfa_token, hosted step) may try. */
  perTransaction: 5,
  /** Wrong codes one user may try within the window, over all transactions. */
  perUser: 10,
  windowSeconds: 15 * 60,
} as const;

/** What counts the attempts of one transaction: an mfa_token record, or the hosted step's own. */
export interface AttemptCounter {
  attempts: number;
}

/**
 * Why a code was not accepted: `invalid` (checked, and wrong), `too_many_attempts` (not checked: the
 * transaction has used its attempts) or `blocked` (not checked: the user is blocked until unblocked).
 */
export type CodeRefusal = 'invalid' | 'too_many_attempts' | 'blocked';

type LimitedResult<T> = { ok: true; value: T } | { ok: false; reason: CodeRefusal };

function attemptsOf(ctx: ServiceContext, user: User): MfaAttempts {
  const data = ctx.store.data;
  const mine = (entry: MfaAttempts) => entry.user_id === user.user_id;
  if (!data.mfa_attempts.some(mine)) data.mfa_attempts.push({ user_id: user.user_id, times: [] });
  // The store's tracked record (a find after the push), so changes to it are journaled.
  const record = data.mfa_attempts.find(mine) as MfaAttempts;
  const since = ctx.now() - MFA_LIMITS.windowSeconds;
  if (record.times.some((t) => t <= since)) record.times = record.times.filter((t) => t > since);
  return record;
}

/**
 * Runs `check` (synchronous: it must not await) under the limits, counting the attempt first. `check`
 * answers the accepted value, or undefined for a wrong code. `counter` is the transaction's.
 */
export async function limitedCheck<T>(
  ctx: ServiceContext,
  user: User,
  counter: AttemptCounter | undefined,
  check: () => T | undefined,
): Promise<LimitedResult<T>> {
  if (user.brute_force_blocked) return { ok: false, reason: 'blocked' };
  if (counter && counter.attempts >= MFA_LIMITS.perTransaction) {
    return { ok: false, reason: 'too_many_attempts' };
  }
  const record = attemptsOf(ctx, user);
  if (record.times.length >= MFA_LIMITS.perUser) {
    await block(ctx, user, record);
    return { ok: false, reason: 'blocked' };
  }
  // Counted before the check: parallel guesses each see the others' counts.
  const now = ctx.now();
  record.times = [...record.times, now];
  if (counter) counter.attempts += 1;
  const value = check();
  if (value !== undefined) {
    const index = record.times.lastIndexOf(now);
    record.times = record.times.filter((_, i) => i !== index);
    if (counter) counter.attempts -= 1;
    return { ok: true, value };
  }
  if (record.times.length >= MFA_LIMITS.perUser) await block(ctx, user, record);
  return { ok: false, reason: 'invalid' };
}

/** Blocks the user (once) with the unblock e-mail; the window starts empty after an unblock. */
async function block(ctx: ServiceContext, user: User, record: MfaAttempts): Promise<void> {
  const failures = record.times.length;
  record.times = [];
  if (!user.brute_force_blocked) {
    await blockForBruteForce(ctx, user, `${failures} wrong verification codes`);
  }
}
