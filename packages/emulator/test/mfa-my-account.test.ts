// Second factors through the My Account API (`/me/v1`), as auth0-spa-js 2.27's `myAccount` client calls
// it: enrol an authenticator app (`type: "totp"`: auth_session, otpauth URI, manual key, Location; then
// `{Location}/verify` with the first code) and a recovery code (shown once; verify), list them (all types
// and by `?type=`), read and delete them; the factors list per the MFA policy; problem documents.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { URI } from 'otpauth';
import type { TOTP } from 'otpauth';
import {
  APP_ORIGIN,
  DATABASE,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_USER_ID,
  PASSWORD_REALM,
  TestClock,
  postJson,
  totp,
  useTestService,
} from './helpers.js';
import { MFA_RECOVERY_CODE_GRANT } from '#grant-types';

type Json = Record<string, unknown>;

const clock = new TestClock();
const service = useTestService({ now: clock.now });

const SCOPES =
  'create:me:authentication_methods read:me:authentication_methods delete:me:authentication_methods read:me:factors';

async function meToken(userId = DEMO_USER_ID): Promise<string> {
  const tokens = await service().issueTokens({ userId, audience: `${service().url}/me/`, scope: SCOPES });
  return tokens.access_token;
}

async function me(
  method: string,
  url: string,
  body?: Json,
  token?: string,
): Promise<{ status: number; body: Json; headers: Headers }> {
  const full = url.startsWith('http') ? url : `${service().url}/me/v1${url}`;
  const response = await fetch(full, {
    method,
    headers: {
      authorization: `Bearer ${token ?? (await meToken())}`,
      origin: APP_ORIGIN,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json, headers: response.headers };
}

const appCode = (secret: string) => totp(secret, clock.now());

async function enrolTotp(): Promise<{ id: string; secret: string; location: string }> {
  const started = await me('POST', '/authentication-methods', { type: 'totp' });
  assert.equal(started.status, 201, JSON.stringify(started.body));
  const location = started.headers.get('location') ?? '';
  const secret = String(started.body['manual_input_code']);
  const verified = await me('POST', `${location}/verify`, {
    auth_session: started.body['auth_session'],
    otp_code: appCode(secret),
  });
  assert.equal(verified.status, 201, JSON.stringify(verified.body));
  return { id: String(verified.body['id']), secret, location };
}

function passwordLoginStatus(): Promise<number> {
  return postJson(`${service().url}/oauth/token`, {
    grant_type: PASSWORD_REALM,
    client_id: DEMO_CLIENT_ID,
    username: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    realm: DATABASE,
  }).then((r) => r.status);
}

describe('My Account API: authenticator app (totp)', () => {
  it('starts an enrolment: auth_session, otpauth URI and manual key, a Location exposed to CORS', async () => {
    const started = await me('POST', '/authentication-methods', { type: 'totp' });
    assert.equal(started.status, 201);
    assert.deepEqual(Object.keys(started.body).sort(), ['auth_session', 'barcode_uri', 'manual_input_code']);
    const uri = URI.parse(String(started.body['barcode_uri'])) as TOTP;
    assert.equal(uri.secret.base32, started.body['manual_input_code']);
    const location = started.headers.get('location') ?? '';
    assert.match(
      location,
      new RegExp(`^${service().url}/me/v1/authentication-methods/totp%7Cdev_[0-9a-f]+$`),
    );
    assert.match(started.headers.get('access-control-expose-headers') ?? '', /location/i);
    // Not a factor until verified: password logins are not asked for a code yet.
    assert.equal(await passwordLoginStatus(), 200);
  });

  it('verifies with the first code; the factor is then asked at sign-in, listed, read and deleted', async () => {
    const { id, location } = await enrolTotp();
    assert.equal(decodeURIComponent(location.split('/').pop() ?? ''), id);
    assert.equal(await passwordLoginStatus(), 403);
    const method = await me('GET', `/authentication-methods/${encodeURIComponent(id)}`);
    assert.equal(method.status, 200);
    assert.deepEqual(
      { ...method.body, created_at: 'x', last_auth_at: 'y' },
      {
        id,
        type: 'totp',
        confirmed: true,
        usage: ['secondary'],
        name: 'Authenticator app',
        created_at: 'x',
        last_auth_at: 'y',
      },
    );
    const byType = await me('GET', '/authentication-methods?type=totp');
    assert.deepEqual(
      (byType.body['authentication_methods'] as Json[]).map((m) => m['id']),
      [id],
    );
    const deleted = await me('DELETE', `/authentication-methods/${encodeURIComponent(id)}`);
    assert.equal(deleted.status, 204);
    assert.equal(await passwordLoginStatus(), 200);
    assert.equal((await me('GET', `/authentication-methods/${encodeURIComponent(id)}`)).status, 404);
  });

  it('refuses a wrong first code (problem document), and a spent or unknown auth_session', async () => {
    const started = await me('POST', '/authentication-methods', { type: 'totp' });
    const location = started.headers.get('location') ?? '';
    const wrong = await me('POST', `${location}/verify`, {
      auth_session: started.body['auth_session'],
      otp_code: '000000',
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.headers.get('content-type'), 'application/problem+json');
    assert.deepEqual(Object.keys(wrong.body).sort(), ['detail', 'status', 'title', 'type']);
    assert.equal(wrong.body['type'], 'invalid_otp_code');
    const other = await me('POST', `${location}/verify`, {
      auth_session: 'other',
      otp_code: appCode(String(started.body['manual_input_code'])),
    });
    assert.equal(other.status, 400);
    assert.equal(other.body['type'], 'invalid_auth_session');
  });

  it('finds only the user’s own enrolment', async () => {
    const started = await me('POST', '/authentication-methods', { type: 'totp' });
    const location = started.headers.get('location') ?? '';
    const sam = await meToken('auth0|000000000000000000000004');
    const verified = await me(
      'POST',
      `${location}/verify`,
      {
        auth_session: started.body['auth_session'],
        otp_code: appCode(String(started.body['manual_input_code'])),
      },
      sam,
    );
    assert.equal(verified.status, 400);
    assert.equal(verified.body['type'], 'invalid_auth_session');
  });
});

describe('My Account API: recovery code', () => {
  it('shows a new code once, confirms it on verify, and it then signs in once', async () => {
    await enrolTotp();
    const started = await me('POST', '/authentication-methods', { type: 'recovery-code' });
    assert.equal(started.status, 201);
    assert.deepEqual(Object.keys(started.body).sort(), ['auth_session', 'recovery_code']);
    const code = String(started.body['recovery_code']);
    assert.match(code, /^[A-Z2-9]{24}$/);
    const location = started.headers.get('location') ?? '';
    assert.match(location, /\/authentication-methods\/recovery-code%7Cdev_[0-9a-f]+$/);
    const verified = await me('POST', `${location}/verify`, { auth_session: started.body['auth_session'] });
    assert.equal(verified.status, 201);
    assert.equal(verified.body['type'], 'recovery-code');
    assert.equal(verified.body['confirmed'], true);
    assert.equal('name' in verified.body, false);
    const all = await me('GET', '/authentication-methods');
    assert.deepEqual(
      ((all.body['authentication_methods'] as Json[]).map((m) => m['type']) as string[]).sort(),
      ['password', 'recovery-code', 'totp'],
    );
    const login = await postJson(`${service().url}/oauth/token`, {
      grant_type: PASSWORD_REALM,
      client_id: DEMO_CLIENT_ID,
      username: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      realm: DATABASE,
    });
    const mfa = ((await login.json()) as Json)['mfa_token'];
    const done = await postJson(`${service().url}/oauth/token`, {
      grant_type: MFA_RECOVERY_CODE_GRANT,
      client_id: DEMO_CLIENT_ID,
      mfa_token: mfa,
      recovery_code: code,
    });
    assert.equal(done.status, 200);
  });

  it('a new confirmed code replaces the old one', async () => {
    const first = await me('POST', '/authentication-methods', { type: 'recovery-code' });
    await me('POST', `${first.headers.get('location')}/verify`, { auth_session: first.body['auth_session'] });
    const second = await me('POST', '/authentication-methods', { type: 'recovery-code' });
    await me('POST', `${second.headers.get('location')}/verify`, {
      auth_session: second.body['auth_session'],
    });
    const list = await me('GET', '/authentication-methods?type=recovery-code');
    assert.equal((list.body['authentication_methods'] as Json[]).length, 1);
    const ofUser = service().store.data.mfa_factors.filter((f) => f.user_id === DEMO_USER_ID);
    assert.equal(ofUser.filter((f) => f.type === 'recovery-code').length, 1);
  });
});

describe('My Account API: factors', () => {
  it('lists totp and recovery-code as second factors unless the policy is never', async () => {
    const factors = await me('GET', '/factors');
    assert.deepEqual(factors.body, {
      factors: [
        { type: 'passkey', usage: ['primary'] },
        { type: 'totp', usage: ['secondary'] },
        { type: 'recovery-code', usage: ['secondary'] },
      ],
    });
    service().store.data.mfa_policy = 'never';
    assert.deepEqual((await me('GET', '/factors')).body, {
      factors: [{ type: 'passkey', usage: ['primary'] }],
    });
    const refused = await me('POST', '/authentication-methods', { type: 'totp' });
    assert.equal(refused.status, 400);
  });
});
