// Shared by the tests of the hosted second-factor step (mfa-hosted*.test.ts, test/e2e/mfa-hosted.test.ts): the
// seeded MFA demo user, and the step's round trips over HTTP with a cookie jar. Its codes: `totp` of
// test/shared/service.ts.
import type { EmulatorHandle } from '../src/index.js';
import { CALLBACK, DEMO_CLIENT_ID, hiddenField, hostedLogin, pkce, postJson } from './helpers.js';
import type { CookieJar } from './helpers.js';

/** The seeded MFA demo user (documented in the README). */
export const MFA_EMAIL = 'mfa@example.com';
export const MFA_PASSWORD = 'Passw0rd!';
export const MFA_TOTP_SECRET = 'AUTHELEMENTSDEMOTOTPSECRET234567';
export const MFA_RECOVERY_CODE = 'MFAD-EMUS-ER23-4567-89AB-CDEF';

/** A code-flow /authorize request with PKCE (and its verifier, for the token exchange). */
export function codeFlow(extra: Record<string, string> = {}): {
  params: Record<string, string>;
  verifier: string;
} {
  const { verifier, challenge } = pkce();
  return {
    verifier,
    params: {
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid profile email',
      state: 'st',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    },
  };
}

/** Exchanges an authorization code of `codeFlow()` at the token endpoint. */
export async function exchangeCode(
  service: EmulatorHandle,
  code: string,
  verifier: string,
): Promise<Record<string, unknown>> {
  const response = await postJson(`${service.url}/oauth/token`, {
    grant_type: 'authorization_code',
    client_id: DEMO_CLIENT_ID,
    code,
    code_verifier: verifier,
    redirect_uri: CALLBACK,
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`Token exchange failed: ${JSON.stringify(body)}`);
  return body;
}

/** Logs the MFA user in on the hosted page; answers the step's page (asserting it is one) and its handle. */
export async function startStep(
  service: EmulatorHandle,
  jar: CookieJar,
  params: Record<string, string> = codeFlow().params,
  credentials = { username: MFA_EMAIL, password: MFA_PASSWORD },
): Promise<{ response: Response; page: string; step: string }> {
  const response = await hostedLogin(service, jar, params, credentials);
  const page = await response.text();
  if (response.status !== 200) throw new Error(`Expected the step's page, got ${response.status}: ${page}`);
  return { response, page, step: hiddenField(page, 'step') };
}

/** Posts one of the step's forms as the service's own page does (same Origin). */
export function postStep(
  service: EmulatorHandle,
  jar: CookieJar,
  path: '/u/mfa' | '/u/mfa/enroll' | '/u/mfa/continue',
  fields: Record<string, string>,
): Promise<Response> {
  return jar.fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service.url },
    body: new URLSearchParams(fields),
  });
}

/** The text of a page without its markup (to assert what a user reads). */
export function visibleText(page: string): string {
  return page
    .replace(/<(style|script)>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&rsquo;|’/g, "'")
    .replace(/\s+/g, ' ');
}
