// The second factor in browser tests: RFC 6238 codes (test/shared/service.ts), and users with an
// authenticator app enrolled through plain requests to the My Account API (independent of the code
// under test), whose password log-in then answers `mfa_required`.
import { CLIENT_ID, REALM, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { createUser, timeStep, TOTP_STEP_MS, totp } from '../shared/service.js';
import { GOOD_PASSWORD } from './service-helpers.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

export { PASSWORD_REALM_GRANT };

export const ME_SCOPES = [
  'openid',
  'create:me:authentication_methods',
  'read:me:authentication_methods',
  'update:me:authentication_methods',
  'delete:me:authentication_methods',
  'read:me:factors',
].join(' ');

/**
 * Codes a test can use one after another: the service accepts a step once and none at or before the
 * last one accepted, within ±1 step of its clock. Each call answers the code of a later step than the
 * last, from the current step on (a code of the step before could fall out of the window if a step
 * boundary passed before the service checks it); two per user in any 30 s.
 */
export function codeSequence(secret: string): () => string {
  let last = -Infinity;
  return () => {
    const step = Math.max(timeStep(), last + 1);
    if (step > timeStep() + 1) throw new Error('no code left in this window: use a fresh user');
    last = step;
    return totp(secret, step * TOTP_STEP_MS);
  };
}

/** POST /oauth/token as JSON (a plain request); the parsed body and status. */
export async function tokenRequest(
  env: TestEnv,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${env.serviceUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: CLIENT_ID, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The password-realm grant's body for `email`. */
export function passwordGrant(email: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    grant_type: PASSWORD_REALM_GRANT,
    username: email,
    password: GOOD_PASSWORD,
    realm: REALM,
    scope: 'openid profile email',
    ...extra,
  };
}

/** A My Account API token for a user without a second factor (password-realm grant). */
export async function myAccountToken(env: TestEnv, email: string): Promise<string> {
  const { status, body } = await tokenRequest(
    env,
    passwordGrant(email, { audience: `${env.serviceUrl}/me/`, scope: ME_SCOPES }),
  );
  if (status !== 200) throw new Error(`no My Account token for ${email}: ${JSON.stringify(body)}`);
  return body['access_token'] as string;
}

export interface MfaUser {
  email: string;
  /** The authenticator app's key (base32). */
  secret: string;
  /** The next usable code. */
  code: () => string;
  /** The recovery code, when enrolled with one. */
  recoveryCode?: string;
}

/** POST to the My Account API with `token`; the body (and the Location header). */
async function me(
  env: TestEnv,
  token: string,
  url: string,
  body: unknown,
): Promise<{ body: Record<string, unknown>; location: string | null }> {
  const response = await fetch(url.startsWith('http') ? url : `${env.serviceUrl}/me/v1${url}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return { body: answer, location: response.headers.get('location') };
}

/** Enrols and confirms an authenticator app with the My Account API `token` (plain requests). */
export async function enrolAuthenticatorApp(
  env: TestEnv,
  token: string,
): Promise<{ secret: string; code: () => string }> {
  const start = await me(env, token, '/authentication-methods', { type: 'totp' });
  const secret = start.body['manual_input_code'] as string;
  const code = codeSequence(secret);
  await me(env, token, `${start.location!}/verify`, {
    auth_session: start.body['auth_session'],
    otp_code: code(),
  });
  return { secret, code };
}

/**
 * A new user with a password and a confirmed authenticator app (and a recovery code with
 * `recoveryCode: true`), enrolled through plain My Account API requests.
 */
export async function mfaUser(env: TestEnv, options: { recoveryCode?: boolean } = {}): Promise<MfaUser> {
  const email = uniqueEmail('mfa');
  await createUser(env.serviceUrl, { email });
  const token = await myAccountToken(env, email);
  const user: MfaUser = { email, ...(await enrolAuthenticatorApp(env, token)) };
  if (options.recoveryCode) {
    const start = await me(env, token, '/authentication-methods', { type: 'recovery-code' });
    await me(env, token, `${start.location!}/verify`, { auth_session: start.body['auth_session'] });
    user.recoveryCode = start.body['recovery_code'] as string;
  }
  return user;
}

/** The `mfa_token` of a password log-in of a user with a second factor (a plain request). */
export async function mfaToken(env: TestEnv, email: string): Promise<string> {
  const { status, body } = await tokenRequest(env, passwordGrant(email));
  if (status !== 403 || body['error'] !== 'mfa_required') {
    throw new Error(`expected mfa_required for ${email}: ${status} ${JSON.stringify(body)}`);
  }
  return body['mfa_token'] as string;
}
