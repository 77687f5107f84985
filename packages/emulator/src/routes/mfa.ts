// The second factor at the Authentication API, as the real service answers it (the wire of auth0-spa-js
// 2.27's `mfa` client). Every route takes the `mfa_token` of an `mfa_required` answer:
//   GET    /mfa/authenticators       Bearer mfa_token → `[{id, authenticator_type, type, active, name?, ...}]`
//   POST   /mfa/associate            Bearer mfa_token, `{authenticator_types: ["otp"]}` → `{authenticator_type:
//                                    "otp", secret, barcode_uri, recovery_codes}` (only for a user with no
//                                    confirmed factor: otherwise a password alone could add a factor)
//   DELETE /mfa/authenticators/{id}  Bearer mfa_token → 204; only an unconfirmed one (a confirmed factor is
//                                    removed through the My Account API, after a sign-in that passed it)
//   POST   /mfa/challenge            `{client_id, mfa_token, challenge_type: "otp", authenticator_id?}` →
//                                    `{challenge_type: "otp"}` (the app shows the code: nothing to send)
//   POST   /oauth/token              grants `mfa-otp` `{mfa_token, otp}` and `mfa-recovery-code`
//                                    `{mfa_token, recovery_code}` (→ a new `recovery_code`) (mfaGrant, called
//                                    by routes/token.ts): the token set with `amr: ["mfa"]`
// Errors `{error, error_description}`; CORS for the Allowed Web Origins as /oauth/token. Factors, codes and
// limits: ../mfa/.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { MFA_OTP_GRANT } from '#grant-types';
import { grantScopes, issueTokenSet } from '../grants/token-set.js';
import type { SignIn } from '../grants/token-set.js';
import type { Env, ServiceContext } from '../context.js';
import {
  confirmTotpEnrolment,
  factorsOf,
  startRecoveryCodeEnrolment,
  startTotpEnrolment,
  toAuthenticator,
  verifyOtp,
  verifyRecoveryCode,
} from '../mfa/factors.js';
import type { CodeCheck } from '../mfa/factors.js';
import { BRUTE_FORCE_BLOCKED } from '../authenticate.js';
import { familyRef } from '../logins.js';
import { findMfaToken, mfaTokenHash, spendMfaToken } from '../mfa/mfa-tokens.js';
import type { MfaTokenLookup } from '../mfa/mfa-tokens.js';
import type { Client } from '../tenant.js';
import { scopeList } from '../tokens.js';
import { webOriginCors } from '../lib/cors.js';
import { notJson, oauthError, readBody, text } from '../lib/params.js';
import type { Body } from '../lib/params.js';
import { jsonOnly, readJsonObject } from '../lib/request-body.js';

export type GrantResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** The answer to a refused direct sign-in: `mfa_required` with its token and requirements, or the error. */
export function signInRefused(c: Context, refused: Extract<SignIn, { ok: false }>): Response {
  if (!refused.mfa) return oauthError(c, 403, refused.error, refused.description);
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      error: refused.error,
      error_description: refused.description,
      mfa_token: refused.mfa.mfa_token,
      mfa_requirements: refused.mfa.mfa_requirements,
    },
    403,
  );
}

/** The answer to a code the limiter or the check refused. */
function codeRefused(c: Context, check: Extract<CodeCheck, { ok: false }>, wrong: string): Response {
  if (check.reason === 'invalid') return oauthError(c, 403, 'invalid_grant', wrong);
  if (check.reason === 'blocked')
    return oauthError(c, 429, 'too_many_attempts', BRUTE_FORCE_BLOCKED.description);
  return oauthError(
    c,
    429,
    'too_many_attempts',
    'Too many failed codes for this sign-in. Sign in again to get a new mfa_token.',
  );
}

/**
 * The mfa-otp and mfa-recovery-code grants: the mfa_token found for this client (refused for another
 * client or audience before any code is checked), the code checked under the limiter (the token's record
 * is its counter), then the token spent and the sign-in finished: the login's token set with
 * `amr: ["mfa"]`, or, for a refresh-token step-up, the family marked as having passed MFA (its refresh
 * token goes on; none is answered).
 */
export async function mfaGrant(
  c: Context,
  ctx: ServiceContext,
  client: Client,
  body: Body,
  grantType: string,
): Promise<GrantResult> {
  const fail = (status: 400 | 403, error: string, description: string): GrantResult => ({
    ok: false,
    response: oauthError(c, status, error, description),
  });
  const otpGrant = grantType === MFA_OTP_GRANT;
  const presented = text(body, 'mfa_token');
  const code = text(body, otpGrant ? 'otp' : 'recovery_code');
  if (!presented) return fail(400, 'invalid_request', 'Missing required parameter: mfa_token');
  if (!code) {
    return fail(400, 'invalid_request', `Missing required parameter: ${otpGrant ? 'otp' : 'recovery_code'}`);
  }
  const found = findMfaToken(ctx, presented, client.client_id);
  if (!found.ok) return fail(403, found.error, found.description);
  const { record, user } = found;
  const audience = text(body, 'audience');
  if (audience && audience !== record.audience) {
    return fail(403, 'invalid_grant', 'The audience does not match the one of the mfa_token.');
  }
  const family = record.family
    ? ctx.store.data.refresh_tokens.find((entry) => entry.family === record.family)
    : undefined;
  if (record.family && !family) return fail(403, 'invalid_grant', 'Unknown or invalid refresh token.');
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
  if (!check.ok) {
    return {
      ok: false,
      response: codeRefused(c, check, otpGrant ? 'Invalid otp_code.' : 'Invalid recovery_code.'),
    };
  }
  // Spent even if a parallel request with another right code got here first: one sign-in per token.
  if (!ctx.store.data.mfa_tokens.some((entry) => entry.token_hash === record.token_hash)) {
    return fail(403, 'invalid_grant', 'Malformed mfa_token');
  }
  spendMfaToken(ctx, record);
  const granted = grantScopes(ctx, user, record.scope, record.audience);
  if (!granted.ok) return fail(403, granted.error, granted.description);
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
    return fail(403, 'invalid_grant', 'Unknown or invalid refresh token.');
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

/** The mfa_token of `Authorization: Bearer`, or the refusal. */
function bearerToken(c: Context, ctx: ServiceContext): MfaTokenLookup & { token?: string } {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) return { ok: false, error: 'invalid_grant', description: 'Missing mfa_token' };
  return { ...findMfaToken(ctx, match[1], undefined), token: match[1] };
}

function refused(c: Context, lookup: Extract<MfaTokenLookup, { ok: false }>): Response {
  return oauthError(
    c,
    401,
    lookup.error === 'expired_token' ? 'expired_token' : 'invalid_token',
    lookup.description,
  );
}

const mfaApi = new Hono<Env>();
mfaApi.use(webOriginCors({ perClient: true, allowMethods: ['GET', 'POST', 'DELETE'] }));
// /mfa/challenge takes a form too, as the real service's Authentication API does (it needs an mfa_token).
mfaApi.use('/associate', jsonOnly(notJson));

mfaApi.get('/authenticators', (c) => {
  const ctx = c.var.ctx;
  const found = bearerToken(c, ctx);
  if (!found.ok) return refused(c, found);
  c.header('Cache-Control', 'no-store');
  return c.json(factorsOf(ctx, found.user).map(toAuthenticator));
});

mfaApi.post('/associate', async (c) => {
  const ctx = c.var.ctx;
  const found = bearerToken(c, ctx);
  if (!found.ok) return refused(c, found);
  const body = await readJsonObject(c);
  const types = body?.['authenticator_types'];
  if (!Array.isArray(types) || types.length === 0 || !types.every((type) => typeof type === 'string')) {
    return oauthError(c, 400, 'invalid_request', 'authenticator_types must be a non-empty array.');
  }
  if (types.some((type) => type !== 'otp')) {
    return oauthError(
      c,
      400,
      'unsupported_challenge_type',
      'Only the authenticator type "otp" is supported.',
    );
  }
  if (factorsOf(ctx, found.user, true).length > 0) {
    return oauthError(
      c,
      403,
      'access_denied',
      'User is already enrolled. Add factors through the My Account API after a sign-in that passed one.',
    );
  }
  const tokenHash = mfaTokenHash(found.token ?? '');
  // One enrolment per mfa_token: a second associate replaces the first (its secret no longer works).
  const data = ctx.store.data;
  if (data.mfa_factors.some((factor) => factor.mfa_token_hash === tokenHash)) {
    data.mfa_factors = data.mfa_factors.filter((factor) => factor.mfa_token_hash !== tokenHash);
  }
  const totp = startTotpEnrolment(ctx, found.user, { mfaTokenHash: tokenHash });
  const recovery = startRecoveryCodeEnrolment(ctx, found.user, { mfaTokenHash: tokenHash });
  c.header('Cache-Control', 'no-store');
  return c.json({
    authenticator_type: 'otp',
    secret: totp.secret,
    barcode_uri: totp.barcodeUri,
    recovery_codes: [recovery.recoveryCode],
    id: totp.factor.id,
  });
});

mfaApi.delete('/authenticators/:id', (c) => {
  const ctx = c.var.ctx;
  const found = bearerToken(c, ctx);
  if (!found.ok) return refused(c, found);
  const id = c.req.param('id');
  const factor = factorsOf(ctx, found.user).find((entry) => entry.id === id);
  if (!factor) return oauthError(c, 404, 'not_found', 'Authenticator not found.');
  if (factor.confirmed) {
    return oauthError(
      c,
      403,
      'access_denied',
      'A confirmed authenticator is removed through the My Account API, after a sign-in that passed it.',
    );
  }
  ctx.store.data.mfa_factors = ctx.store.data.mfa_factors.filter((entry) => entry.id !== id);
  return c.body(null, 204);
});

mfaApi.post('/challenge', async (c) => {
  const ctx = c.var.ctx;
  const body = await readBody(c);
  if (!body) return oauthError(c, 400, 'invalid_request', 'The request body must be JSON or a form.');
  const clientId = text(body, 'client_id');
  const presented = text(body, 'mfa_token');
  if (!clientId || !presented) {
    return oauthError(c, 400, 'invalid_request', 'client_id and mfa_token are required.');
  }
  const found = findMfaToken(ctx, presented, clientId);
  if (!found.ok) return oauthError(c, 403, found.error, found.description);
  const type = text(body, 'challenge_type') ?? 'otp';
  if (type !== 'otp') {
    return oauthError(c, 400, 'unsupported_challenge_type', 'Only the challenge type "otp" is supported.');
  }
  const authenticatorId = text(body, 'authenticator_id');
  const factors = factorsOf(ctx, found.user).filter((factor) => factor.type === 'totp');
  if (factors.length === 0 || (authenticatorId && !factors.some((factor) => factor.id === authenticatorId))) {
    return oauthError(c, 400, 'invalid_request', 'No such OTP authenticator for this user.');
  }
  c.header('Cache-Control', 'no-store');
  return c.json({ challenge_type: 'otp' });
});

/** The /mfa sub-app (joined at `/mfa` in app.ts). */
export { mfaApi };
