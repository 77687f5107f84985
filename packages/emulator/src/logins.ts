// A login's public reference and what a second factor does to a user's logins. A login is a browser session
// (the session cookie) or a direct grant at the token endpoint (password-realm, webauthn, mfa) with its
// refresh-token family if it has one; a family started from a session's code belongs to that session's login.
// Its reference, the `sid` claim of the tokens it issues, is a hash (neither the cookie nor a refresh token can
// be read back from it), or for a direct grant without a family a random one. A login "passed" a second factor
// when its record carries `amr: ["mfa"]`, or when it confirmed one of the user's factors (`confirmed_by`).
//   loginPassed             whether a token's login (its `amr`, else its `sid`) passed a second factor
//   secondFactorConfirmed   a factor was confirmed: the confirming login passes, the user's other refresh-token
//                           families that did not pass end (their holder could otherwise go round the factor)
import { createHash, randomBytes } from 'node:crypto';
import type { RefreshToken, TenantData } from './tenant.js';

const MFA = 'mfa';

function reference(kind: 'session' | 'family', id: string): string {
  return createHash('sha256').update(`${kind}:${id}`).digest('base64url').slice(0, 22);
}

/** The `sid` of a direct grant's login that keeps no record (no refresh-token family). */
export function newLoginRef(): string {
  return randomBytes(16).toString('base64url');
}

/** The `sid` of the login a session is. */
export function sessionRef(sessionId: string): string {
  return reference('session', sessionId);
}

/** The `sid` of the login a refresh-token family belongs to: its session's, else its own. */
export function familyRef(family: Pick<RefreshToken, 'family' | 'session_id'>): string {
  return family.session_id !== undefined ? sessionRef(family.session_id) : reference('family', family.family);
}

function passed(record: { amr?: string[] }): boolean {
  return record.amr?.includes(MFA) ?? false;
}

/** Whether a token of `userId` (its `amr` and `sid` claims) comes from a login that passed a second factor. */
export function loginPassed(
  data: TenantData,
  userId: string,
  claims: { amr?: unknown; sid?: unknown },
): boolean {
  if (Array.isArray(claims.amr) && claims.amr.includes(MFA)) return true;
  const sid = claims.sid;
  if (typeof sid !== 'string') return false;
  return (
    data.mfa_factors.some((f) => f.user_id === userId && f.confirmed && f.confirmed_by === sid) ||
    data.sessions.some((s) => s.user_id === userId && passed(s) && sessionRef(s.id) === sid) ||
    data.refresh_tokens.some((f) => f.user_id === userId && passed(f) && familyRef(f) === sid)
  );
}

/**
 * `userId` confirmed a second factor, from the login `confirmedBy` (a `sid`; none when the login is yet to
 * start, as at the hosted step or an MFA grant): that login passes it, and (`endOthers`, unless the tenant asks
 * nobody for one) every other refresh-token family of the user that did not pass it ends.
 */
export function secondFactorConfirmed(
  data: TenantData,
  userId: string,
  confirmedBy: string | undefined,
  endOthers: boolean,
): void {
  const pass = (record: { amr?: string[] }) => {
    if (!passed(record)) record.amr = [...(record.amr ?? []), MFA];
  };
  if (confirmedBy !== undefined) {
    for (const session of data.sessions) {
      if (session.user_id === userId && sessionRef(session.id) === confirmedBy) pass(session);
    }
    for (const family of data.refresh_tokens) {
      if (family.user_id === userId && familyRef(family) === confirmedBy) pass(family);
    }
  }
  if (!endOthers) return;
  const ended = (family: RefreshToken) => family.user_id === userId && !passed(family);
  if (data.refresh_tokens.some(ended)) data.refresh_tokens = data.refresh_tokens.filter((f) => !ended(f));
}
