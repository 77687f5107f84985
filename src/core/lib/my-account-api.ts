// The My Account API's requests, loaded on first use through ./on-demand.ts (a page that only holds a
// MyAccount, or none, downloads none of it): the lists and the single methods, renaming and deleting,
// the enrolments (a passkey with its ceremony from ./webauthn.ts, an authenticator app, a recovery code)
// and their confirmation. ../my-account.ts checks the arguments first. The service's RFC 7807 problem
// documents become AuthErrors (./bearer-api.ts).
import { AuthError } from '../errors.js';
import type { AuthErrorCode } from '../errors.js';
import type {
  AuthenticationMethod,
  Factor,
  PasskeyMethod,
  RecoveryCodeEnrolment,
  TotpEnrolment,
} from '../my-account.js';
import { problemError } from './problem.js';
import type { BearerApi, BearerInit } from './bearer-api.js';
import type { Chunks } from './on-demand.js';
import { isPlainObject } from './validate.js';

/** Where the user's methods are, under /me/v1 (as ../my-account.ts names it). */
const METHODS = '/authentication-methods';

/**
 * Problem types of the second factors' enrolment under the codes the token endpoint uses for the same
 * failure: a wrong code is `invalid_grant`, as `mfa.verify` answers it; a spent or expired enrolment is
 * `expired_token` (start again). The type stays as `error`.
 */
const PROBLEM_CODES = new Map<unknown, AuthErrorCode>([
  ['invalid_otp_code', 'invalid_grant'],
  ['invalid_auth_session', 'expired_token'],
]);

function invalidResponse(what: string): AuthError {
  return new AuthError({ code: 'invalid_response', description: `The ${what} is not valid.` });
}

/** One request of the API, a problem document mapped. */
function send<T>(api: BearerApi, init: BearerInit, path: string): Promise<T> {
  return api.request<T>(init, path).catch((error: unknown) => {
    throw problemError(error, PROBLEM_CODES);
  });
}

/** GET /me/v1/factors. */
export async function getFactors(api: BearerApi): Promise<Factor[]> {
  return (await send<{ factors?: Factor[] }>(api, { method: 'GET' }, '/factors')).factors ?? [];
}

/** GET /me/v1/authentication-methods[?type=]. */
export async function getMethods(api: BearerApi, type?: string): Promise<AuthenticationMethod[]> {
  const query = type === undefined ? '' : `?type=${encodeURIComponent(type)}`;
  const body = await send<{ authentication_methods?: AuthenticationMethod[] }>(
    api,
    { method: 'GET' },
    `${METHODS}${query}`,
  );
  return body.authentication_methods ?? [];
}

/** GET, PATCH (`body`) or DELETE /me/v1/authentication-methods/{id}, or POST a `{location}/verify`. */
export async function method<T>(
  api: BearerApi,
  init: Pick<BearerInit, 'method' | 'body'>,
  path: string,
): Promise<T> {
  const answer = await send<T>(api, init, path);
  return init.method === 'DELETE' ? (undefined as T) : answer;
}

/**
 * POST /me/v1/authentication-methods `{type}`: the answer, its `auth_session`, and the method's location
 * (the `Location` header, on the service) and id.
 */
async function startEnrolment(
  api: BearerApi,
  type: string,
): Promise<{ id: string; location: string; authSession: string; answer: Record<string, unknown> }> {
  let header: string | null = null;
  const answer = await send<unknown>(
    api,
    { method: 'POST', body: { type }, onHeaders: (headers) => (header = headers.get('location')) },
    METHODS,
  );
  if (!isPlainObject(answer) || typeof answer['auth_session'] !== 'string') {
    throw invalidResponse('enrolment answer');
  }
  const given = header ?? (typeof answer['location'] === 'string' ? answer['location'] : null);
  const location = given === null ? '' : new URL(given, api.base).href;
  const prefix = `${api.base}${METHODS}/`;
  if (!location.startsWith(prefix)) {
    throw new AuthError({
      code: 'invalid_response',
      description: 'The enrolment location is not on the service.',
    });
  }
  const id = decodeURIComponent(location.slice(prefix.length));
  return { id, location, authSession: answer['auth_session'], answer };
}

/** An authenticator app's enrolment: its key as a URI and as text. */
export async function enrolTotp(api: BearerApi): Promise<TotpEnrolment> {
  const { answer, ...started } = await startEnrolment(api, 'totp');
  const barcodeUri = answer['barcode_uri'];
  const manual = answer['manual_input_code'];
  if (typeof barcodeUri !== 'string') throw invalidResponse('enrolment answer');
  return { ...started, barcodeUri, ...(typeof manual === 'string' ? { manualInputCode: manual } : {}) };
}

/** A recovery code's enrolment: the code, answered once. */
export async function enrolRecoveryCode(api: BearerApi): Promise<RecoveryCodeEnrolment> {
  const { answer, ...started } = await startEnrolment(api, 'recovery-code');
  const recoveryCode = answer['recovery_code'];
  if (typeof recoveryCode !== 'string') throw invalidResponse('enrolment answer');
  return { ...started, recoveryCode };
}

/**
 * A passkey's enrolment: the ceremony's code loaded first (through `load`), POST `{type: 'passkey'}`, the
 * browser creates the passkey, POST `{Location}/verify`.
 */
export async function enrolPasskey(
  api: BearerApi,
  load: Chunks,
  mediation: 'conditional' | undefined,
  signal: AbortSignal | undefined,
): Promise<PasskeyMethod> {
  const { createCredential } = await load.passkeys();
  let location: string | null = null;
  const challenge = await send<{ auth_session?: unknown; authn_params_public_key?: unknown }>(
    api,
    {
      method: 'POST',
      body: { type: 'passkey' },
      onHeaders: (headers) => (location = headers.get('location')),
    },
    METHODS,
  );
  const options = challenge.authn_params_public_key;
  if (!location || typeof challenge.auth_session !== 'string' || typeof options !== 'object' || !options) {
    throw invalidResponse('passkey enrolment challenge');
  }
  const verifyUrl = `${new URL(location, api.base).href}/verify`;
  if (!verifyUrl.startsWith(`${api.base}/`)) {
    throw new AuthError({
      code: 'invalid_response',
      description: 'The enrolment location is not on the service.',
    });
  }
  const credential = await createCredential(load, options as Record<string, unknown>, mediation, signal);
  return send<PasskeyMethod>(
    api,
    { method: 'POST', body: { auth_session: challenge.auth_session, authn_response: credential } },
    verifyUrl,
  );
}
