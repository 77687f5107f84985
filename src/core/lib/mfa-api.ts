// The MFA API's requests, loaded on first use through ./on-demand.ts (a login page whose users never
// meet a second factor downloads none of it): list (`GET /mfa/authenticators`), enrol (`POST
// /mfa/associate`) and challenge (`POST /mfa/challenge`), each with the `mfa_token`, and the token
// exchange with the `mfa-otp` or `mfa-recovery-code` grant, whose ID token is verified as every other
// result is (and whose refresh token is kept with `useRefreshTokens`). The wire's snake_case becomes the
// camelCase of ../mfa.ts. The token travels only in a header or a body, never in a URL or an error.
import { AuthError } from '../errors.js';
import type { MfaAuthenticator, MfaAuthResult, MfaChallenge, MfaOtpEnrollment } from '../mfa.js';
import type { TokenResponse } from '../types.js';
import type { CoreContext } from './context.js';
import { MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT } from './grant-types.js';
import { isPlainObject } from './validate.js';

/** The MFA API is the identity service's: another OpenID Provider has none. */
function requireServiceApi(ctx: CoreContext): void {
  const { issuer } = ctx.config;
  if (issuer === undefined) return;
  throw new AuthError({
    code: 'unsupported_by_provider',
    description: `The OpenID Provider "${issuer}" does not offer the MFA API of the identity service.`,
  });
}

function invalidResponse(what: string): AuthError {
  return new AuthError({ code: 'invalid_response', description: `The ${what} is not valid.` });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The fields of a wire object that are given, under their camelCase names. */
function pick<T>(source: Record<string, unknown>, names: Record<string, string>): T {
  const result: Record<string, unknown> = {};
  for (const [wire, name] of Object.entries(names)) {
    if (source[wire] !== undefined && source[wire] !== null) result[name] = source[wire];
  }
  return result as T;
}

/** The facade's checked options: `mfaToken` and the method's other strings. */
type Fields = Record<string, string> & { mfaToken: string };

/** GET /mfa/authenticators with the mfa token as bearer. */
export async function getAuthenticators(ctx: CoreContext, input: Fields): Promise<MfaAuthenticator[]> {
  requireServiceApi(ctx);
  const list = await ctx.fetchJson<unknown>('/mfa/authenticators', {
    method: 'GET',
    bearer: input.mfaToken,
  });
  if (
    !Array.isArray(list) ||
    !list.every((entry) => isPlainObject(entry) && typeof entry['id'] === 'string')
  ) {
    throw invalidResponse('list of authenticators');
  }
  return (list as Record<string, unknown>[]).map((entry) => ({
    ...pick<MfaAuthenticator>(entry, {
      id: 'id',
      authenticator_type: 'authenticatorType',
      name: 'name',
      oob_channel: 'oobChannel',
      type: 'type',
      created_at: 'createdAt',
      last_auth: 'lastAuth',
    }),
    active: entry['active'] === true,
  }));
}

/** POST /mfa/associate `{authenticator_types: ['otp']}`: the new authenticator app's key. */
export async function enroll(ctx: CoreContext, input: Fields): Promise<MfaOtpEnrollment> {
  requireServiceApi(ctx);
  const answer = await ctx.fetchJson<unknown>('/mfa/associate', {
    method: 'POST',
    bearer: input.mfaToken,
    body: { authenticator_types: ['otp'] },
  });
  if (
    !isPlainObject(answer) ||
    answer['authenticator_type'] !== 'otp' ||
    !text(answer['secret']) ||
    !text(answer['barcode_uri'])
  ) {
    throw invalidResponse('enrolment');
  }
  const codes = answer['recovery_codes'];
  return {
    authenticatorType: 'otp',
    secret: answer['secret'] as string,
    barcodeUri: answer['barcode_uri'] as string,
    ...(Array.isArray(codes) ? { recoveryCodes: codes.filter((code) => typeof code === 'string') } : {}),
    ...(text(answer['id']) ? { id: answer['id'] as string } : {}),
  };
}

/** POST /mfa/challenge `{client_id, mfa_token, challenge_type, authenticator_id?}`. */
export async function challenge(ctx: CoreContext, input: Fields): Promise<MfaChallenge> {
  requireServiceApi(ctx);
  const answer = await ctx.fetchJson<unknown>('/mfa/challenge', {
    method: 'POST',
    body: {
      client_id: ctx.config.clientID,
      mfa_token: input['mfaToken'],
      challenge_type: input['challengeType'],
      ...(input['authenticatorId'] ? { authenticator_id: input['authenticatorId'] } : {}),
    },
  });
  if (!isPlainObject(answer) || (answer['challenge_type'] !== 'otp' && answer['challenge_type'] !== 'oob')) {
    throw invalidResponse('challenge');
  }
  return pick<MfaChallenge>(answer, {
    challenge_type: 'challengeType',
    oob_code: 'oobCode',
    binding_method: 'bindingMethod',
  });
}

/**
 * POST /oauth/token with the mfa-otp or mfa-recovery-code grant; the ID token verified, the refresh
 * token kept (`useRefreshTokens`), and the new recovery code carried on the result.
 */
export async function verify(ctx: CoreContext, input: Fields): Promise<MfaAuthResult> {
  requireServiceApi(ctx);
  const { config } = ctx;
  const recoveryCode = input['recoveryCode'];
  // The response checks (on demand), fetched while the code is checked.
  const checks = ctx.load.responses();
  checks.catch(() => undefined); // awaited below, once the answer is good
  const tokens = await ctx.fetchJson<TokenResponse>('/oauth/token', {
    method: 'POST',
    form: {
      grant_type: recoveryCode === undefined ? MFA_OTP_GRANT : MFA_RECOVERY_CODE_GRANT,
      client_id: config.clientID,
      mfa_token: input['mfaToken'],
      ...(recoveryCode === undefined ? { otp: input['otp'] } : { recovery_code: recoveryCode }),
    },
  });
  if (!isPlainObject(tokens)) {
    throw new AuthError({ code: 'invalid_response', description: 'The token response is not a JSON object' });
  }
  const { verifyIdToken, toAuthResult } = await checks;
  const payload = await verifyIdToken(ctx, tokens.id_token, undefined, undefined, tokens.access_token);
  if (config.useRefreshTokens && tokens.refresh_token) {
    const { keepRefreshToken } = await ctx.load.refreshTokens();
    keepRefreshToken(ctx, tokens, payload);
  }
  const next = text(tokens['recovery_code']);
  return { ...toAuthResult({ ...tokens }, payload, undefined), ...(next ? { recoveryCode: next } : {}) };
}
