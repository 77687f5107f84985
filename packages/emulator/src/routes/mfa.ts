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
// The code itself goes to POST /oauth/token with the mfa-otp or mfa-recovery-code grant (../grants/mfa.ts).
// Errors `{error, error_description}`; CORS for the Allowed Web Origins as /oauth/token. Factors, codes and
// limits: ../mfa/.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import {
  factorsOf,
  startRecoveryCodeEnrolment,
  startTotpEnrolment,
  toAuthenticator,
} from '../mfa/factors.js';
import { findMfaToken, mfaTokenHash } from '../mfa/mfa-tokens.js';
import type { MfaTokenLookup } from '../mfa/mfa-tokens.js';
import { webOriginCors } from '../lib/cors.js';
import { notJson, oauthError, readBody, text } from '../lib/params.js';
import { jsonOnly, readJsonObject } from '../lib/request-body.js';

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
