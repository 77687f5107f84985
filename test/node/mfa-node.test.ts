// The core's second factor on a server (Node) against a local service of its own, for what a browser test
// cannot do on the shared test service: an API marked as needing MFA (refresh-token step-up: the renewal
// answers `mfa_required`, the code finishes it, the kept refresh token goes on), and time moved past the
// mfa token's five minutes (`expired_token`).
import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import { startEmulator } from '../../packages/emulator/src/index.js';
import type { EmulatorHandle } from '../../packages/emulator/src/index.js';
import { AuthError, WebAuth } from '../../src/core/index.js';
import { CLIENT_ID, createUser, DATABASE as REALM, PASSWORD, totp, uniqueEmail } from '../shared/service.js';
import { PASSWORD_REALM_GRANT as PASSWORD_REALM } from '../../src/core/lib/grant-types.js';

const API = 'https://api.example.com';
const DEMO_USER_ID = 'auth0|000000000000000000000001';
const ME_SCOPES = 'openid create:me:authentication_methods read:me:authentication_methods';

type Json = Record<string, unknown>;

async function post(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Json; location: string | null }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Json,
    location: response.headers.get('location'),
  };
}

/** A password log-in's token response (`extra`: audience, scope). */
function passwordLogin(service: EmulatorHandle, email: string, extra: Json = {}) {
  return post(`${service.url}/oauth/token`, {
    grant_type: PASSWORD_REALM,
    client_id: CLIENT_ID,
    username: email,
    password: PASSWORD,
    realm: REALM,
    scope: 'openid profile email',
    ...extra,
  });
}

/** Enrols an authenticator app for `email` (a user without one) through the My Account API, confirmed with the code of `at`; its key. */
async function enrolApp(service: EmulatorHandle, email: string, at: number): Promise<string> {
  const me = await passwordLogin(service, email, { audience: `${service.url}/me/`, scope: ME_SCOPES });
  assert.equal(me.status, 200, JSON.stringify(me.body));
  const token = String(me.body['access_token']);
  const start = await post(`${service.url}/me/v1/authentication-methods`, { type: 'totp' }, token);
  const secret = String(start.body['manual_input_code']);
  const verify = await post(
    `${start.location!}/verify`,
    { auth_session: start.body['auth_session'], otp_code: totp(secret, at) },
    token,
  );
  assert.ok(verify.status === 200 || verify.status === 201, JSON.stringify(verify.body));
  return secret;
}

describe('the core in Node: refresh-token step-up', () => {
  let service: EmulatorHandle;
  const storage = new Map<string, string>();
  const realStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

  before(async () => {
    service = await startEmulator({ port: 0, quiet: true });
    // Web storage for `refreshTokenStorage: 'local'`, as a page has it.
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      },
    });
  });
  after(async () => {
    if (realStorage) Object.defineProperty(globalThis, 'localStorage', realStorage);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
    await service?.close();
  });

  /** A WebAuth whose page kept `refreshToken` for the API (the key of src/core/lib/refresh-tokens.ts). */
  function keptRenewal(refreshToken: string): { webAuth: WebAuth; key: string } {
    const webAuth = new WebAuth({
      domain: service.url,
      clientID: CLIENT_ID,
      audience: API,
      useRefreshTokens: true,
      refreshTokenStorage: 'local',
    });
    const key = `auth-elements.refresh.${CLIENT_ID}.${service.url}.${API}`;
    storage.set(key, JSON.stringify({ token: refreshToken }));
    return { webAuth, key };
  }

  async function requireMfa(required: boolean): Promise<void> {
    const admin = await service.issueTokens({
      userId: DEMO_USER_ID,
      audience: `${service.url}/api/v2/`,
      scope: 'update:resource_servers',
    });
    const marked = await fetch(`${service.url}/api/v2/resource-servers/${encodeURIComponent(API)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ require_mfa: required }),
    });
    assert.equal(marked.status, 200, await marked.text());
  }

  it('renewal for an API that needs MFA is mfa_required; enrolling with the code finishes it and the kept token goes on', async () => {
    const { email } = await createUser(service.url, { email: uniqueEmail('stepup') });
    // A refresh token of a login that passed no second factor (the user has none yet).
    const login = await passwordLogin(service, email, {
      audience: API,
      scope: 'openid read:reports offline_access',
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    await requireMfa(true);
    try {
      const { webAuth, key } = keptRenewal(String(login.body['refresh_token']));
      const error = await webAuth.renewTokens().then(
        () => assert.fail('expected mfa_required'),
        (e: unknown) => e,
      );
      assert.ok(error instanceof AuthError);
      assert.equal(error.code, 'mfa_required');
      assert.equal(error.statusCode, 403);
      assert.ok(error.mfaToken);
      assert.ok(!JSON.stringify(error).includes(error.mfaToken));
      assert.deepEqual(
        error.mfaRequirements?.enroll?.map(({ type }) => type),
        ['otp'],
      );
      assert.ok(storage.has(key), 'the refresh token is still kept');

      const enrolment = await webAuth.mfa.enroll({ mfaToken: error.mfaToken, factorType: 'otp' });
      const result = await webAuth.mfa.verify({
        mfaToken: error.mfaToken,
        otp: totp(enrolment.secret),
      });
      assert.deepEqual(result.idTokenPayload?.['amr'], ['mfa']);
      assert.ok(
        [JSON.parse(atob(result.accessToken!.split('.')[1]!))['aud']].flat().includes(API),
        'an access token for the API',
      );

      const renewed = await webAuth.renewTokens();
      assert.equal(renewed.idTokenPayload?.sub, result.idTokenPayload?.sub);
      assert.ok(renewed.accessToken);
    } finally {
      await requireMfa(false);
    }
  });

  it('a factor confirmed by another login ends the kept refresh token: it renews nothing', async () => {
    const { email } = await createUser(service.url, { email: uniqueEmail('ended') });
    const login = await passwordLogin(service, email, {
      audience: API,
      scope: 'openid read:reports offline_access',
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    await enrolApp(service, email, Date.now());
    const { webAuth, key } = keptRenewal(String(login.body['refresh_token']));
    const refused = await webAuth.renewTokens().then(
      () => assert.fail('expected a refusal'),
      (e: unknown) => e,
    );
    assert.ok(refused instanceof AuthError);
    assert.equal(storage.has(key), false, 'the refused refresh token is dropped');
  });
});

describe('the core in Node: an mfa token past its five minutes', () => {
  let service: EmulatorHandle;
  let now = Date.now();

  before(async () => {
    service = await startEmulator({ port: 0, quiet: true, now: () => now });
  });
  after(() => service?.close());

  it('is expired_token for the MFA API and the grant', async () => {
    const { email } = await createUser(service.url, { email: uniqueEmail('expiry') });
    const secret = await enrolApp(service, email, now);
    const webAuth = new WebAuth({ domain: service.url, clientID: CLIENT_ID });
    const error = await webAuth.client
      .oauthToken({ grantType: PASSWORD_REALM, username: email, password: PASSWORD, realm: REALM })
      .then(
        () => assert.fail('expected mfa_required'),
        (e: unknown) => e as AuthError,
      );
    assert.equal(error.code, 'mfa_required');
    const token = error.mfaToken!;
    now += 5 * 60 * 1000 + 1000;
    const otp = totp(secret, now);
    for (const attempt of [
      () => webAuth.mfa.getAuthenticators(token),
      () => webAuth.mfa.verify({ mfaToken: token, otp }),
    ]) {
      const refused = await attempt().then(
        () => assert.fail('expected expired_token'),
        (e: unknown) => e as AuthError,
      );
      assert.ok(refused instanceof AuthError);
      assert.equal(refused.code, 'expired_token');
      assert.ok(!JSON.stringify(refused).includes(token));
    }
  });
});
