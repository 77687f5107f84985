// `mfa_token`s: what a grant stopped at `mfa_required` hands the client, to finish the sign-in with a
// second factor (the mfa-otp and mfa-recovery-code grants) or to enrol one (the MFA API). Opaque random
// strings of which only the SHA-256 is kept (`mfa_tokens` in the store); five minutes; bound to the user,
// the client, and the audience and scope asked for; spent by the grant that succeeds with it; at most
// five wrong codes each (the record is the limiter's counter, limiter.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { ServiceContext } from '../context.js';
import type { Client, MfaToken, User } from '../tenant.js';

const MFA_TOKEN_LIFETIME_SECONDS = 5 * 60;

export function mfaTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new mfa_token for the sign-in of `user` at `client` that asked for `scope` at `audience`. */
export function issueMfaToken(
  ctx: ServiceContext,
  input: { user: User; client: Client; scope: string; audience?: string; family?: string },
): string {
  const token = randomBytes(32).toString('base64url');
  ctx.store.data.mfa_tokens.push({
    token_hash: mfaTokenHash(token),
    user_id: input.user.user_id,
    client_id: input.client.client_id,
    scope: input.scope,
    ...(input.audience ? { audience: input.audience } : {}),
    ...(input.family ? { family: input.family } : {}),
    attempts: 0,
    expires_at: ctx.now() + MFA_TOKEN_LIFETIME_SECONDS,
  });
  return token;
}

export type MfaTokenLookup =
  | { ok: true; record: MfaToken; user: User }
  | { ok: false; error: 'invalid_grant' | 'expired_token'; description: string };

/**
 * The live record of `presented`, for `clientId` when given (a token is refused to any other client).
 * Expired: `expired_token`; unknown, spent, another client's or its user gone or blocked: `invalid_grant`.
 */
export function findMfaToken(
  ctx: ServiceContext,
  presented: string,
  clientId: string | undefined,
): MfaTokenLookup {
  const hash = mfaTokenHash(presented);
  const record = ctx.store.data.mfa_tokens.find((entry) => entry.token_hash === hash);
  if (!record || (clientId !== undefined && record.client_id !== clientId)) {
    return { ok: false, error: 'invalid_grant', description: 'Malformed mfa_token' };
  }
  if (record.expires_at <= ctx.now()) {
    return { ok: false, error: 'expired_token', description: 'mfa_token is expired' };
  }
  const user = ctx.findUserById(record.user_id);
  if (!user || user.blocked) {
    return {
      ok: false,
      error: 'invalid_grant',
      description: user ? 'user is blocked' : 'Malformed mfa_token',
    };
  }
  return { ok: true, record, user };
}

/** Spends a token (its grant succeeded): it answers nothing afterwards. */
export function spendMfaToken(ctx: ServiceContext, record: MfaToken): void {
  ctx.store.data.mfa_tokens = ctx.store.data.mfa_tokens.filter(
    (entry) => entry.token_hash !== record.token_hash,
  );
}
