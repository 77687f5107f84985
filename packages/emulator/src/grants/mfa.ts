// The grants that finish a sign-in stopped at `mfa_required` (the wire of auth0-spa-js 2.27's `mfa` client):
// `mfa-otp` `{mfa_token, otp}` and `mfa-recovery-code` `{mfa_token, recovery_code}` (→ a new
// `recovery_code`). The mfa_token is found for this client (refused for another client or audience before
// any code is checked), the code checked under the limiter (the token's record is its counter,
// ../mfa/limiter.ts), then the token spent and the sign-in finished: the login's token set with
// `amr: ["mfa"]`, or, for a refresh-token step-up, the family marked as having passed MFA (its refresh
// token goes on; none is answered).
import type { Context } from 'hono';
import { BRUTE_FORCE_BLOCKED } from '../authenticate.js';
import type { ServiceContext } from '../context.js';
import { familyRef } from '../logins.js';
import { confirmTotpEnrolment, factorsOf, verifyOtp, verifyRecoveryCode } from '../mfa/factors.js';
import type { CodeCheck } from '../mfa/factors.js';
import { findMfaToken, spendMfaToken } from '../mfa/mfa-tokens.js';
import type { Client } from '../tenant.js';
import { scopeList } from '../tokens.js';
import { text } from '../lib/params.js';
import type { Body } from '../lib/params.js';
import { refused } from './result.js';
import type { GrantResult } from './result.js';
import { grantScopes, issueTokenSet } from './token-set.js';

/** Which code the grant carries: `otp` (mfa-otp) or `recovery_code` (mfa-recovery-code). */
type MfaCode = 'otp' | 'recovery_code';

/** The answer to a code the limiter or the check refused. */
function codeRefused(c: Context, check: Extract<CodeCheck, { ok: false }>, wrong: string): GrantResult {
  if (check.reason === 'invalid') return refused(c, 403, 'invalid_grant', wrong);
  if (check.reason === 'blocked')
    return refused(c, 429, 'too_many_attempts', BRUTE_FORCE_BLOCKED.description);
  return refused(
    c,
    429,
    'too_many_attempts',
    'Too many failed codes for this sign-in. Sign in again to get a new mfa_token.',
  );
}

export async function mfaGrant(
  c: Context,
  ctx: ServiceContext,
  client: Client,
  body: Body,
  codeField: MfaCode,
): Promise<GrantResult> {
  const otpGrant = codeField === 'otp';
  const presented = text(body, 'mfa_token');
  const code = text(body, codeField);
  if (!presented) return refused(c, 400, 'invalid_request', 'Missing required parameter: mfa_token');
  if (!code) return refused(c, 400, 'invalid_request', `Missing required parameter: ${codeField}`);
  const found = findMfaToken(ctx, presented, client.client_id);
  if (!found.ok) return refused(c, 403, found.error, found.description);
  const { record, user } = found;
  const audience = text(body, 'audience');
  if (audience && audience !== record.audience) {
    return refused(c, 403, 'invalid_grant', 'The audience does not match the one of the mfa_token.');
  }
  const family = record.family
    ? ctx.store.data.refresh_tokens.find((entry) => entry.family === record.family)
    : undefined;
  if (record.family && !family) return refused(c, 403, 'invalid_grant', 'Unknown or invalid refresh token.');
  let check: CodeCheck;
  if (!otpGrant) {
    check = await verifyRecoveryCode(ctx, user, code, record);
  } else if (factorsOf(ctx, user, true).some((factor) => factor.type === 'totp')) {
    check = await verifyOtp(ctx, user, code, record);
  } else {
    // An authenticator associated with this mfa_token: its first right code confirms it.
    const confirmedBy = family ? familyRef(family) : undefined;
    const confirmed = confirmTotpEnrolment(ctx, user, { mfaTokenHash: record.token_hash }, code, confirmedBy);
    check = confirmed.ok
      ? confirmed
      : { ok: false, reason: confirmed.reason === 'too_many_attempts' ? 'too_many_attempts' : 'invalid' };
  }
  if (!check.ok) return codeRefused(c, check, otpGrant ? 'Invalid otp_code.' : 'Invalid recovery_code.');
  // Spent even if a parallel request with another right code got here first: one sign-in per token.
  if (!ctx.store.data.mfa_tokens.some((entry) => entry.token_hash === record.token_hash)) {
    return refused(c, 403, 'invalid_grant', 'Malformed mfa_token');
  }
  spendMfaToken(ctx, record);
  const granted = grantScopes(ctx, user, record.scope, record.audience);
  if (!granted.ok) return refused(c, 403, granted.error, granted.description);
  const requested = text(body, 'scope');
  const allowed = scopeList(granted.scope);
  const scope = requested
    ? scopeList(requested)
        .filter((s) => allowed.includes(s))
        .join(' ')
    : granted.scope;
  const amr = ['mfa'];
  // Ended meanwhile (a logout, a parallel use of its token): the step-up has nothing left to finish.
  if (family && !ctx.store.data.refresh_tokens.some((entry) => entry.family === family.family)) {
    return refused(c, 403, 'invalid_grant', 'Unknown or invalid refresh token.');
  }
  if (family) family.amr = amr;
  else {
    user.last_login = new Date(ctx.now() * 1000).toISOString();
    user.logins_count += 1;
  }
  const tokens = await issueTokenSet(ctx, {
    user,
    client,
    scope,
    ...(granted.resourceServer ? { resourceServer: granted.resourceServer } : {}),
    authTime: family ? family.auth_time : ctx.now(),
    accessToken: true,
    idToken: scopeList(scope).includes('openid'),
    ...(family ? { sid: familyRef(family) } : { refreshToken: 'new' as const }),
    amr,
  });
  return {
    ok: true,
    body: { ...tokens, ...(check.newRecoveryCode ? { recovery_code: check.newRecoveryCode } : {}) },
  };
}
