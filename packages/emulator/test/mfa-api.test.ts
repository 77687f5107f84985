// The MFA API (`/mfa/...`, Bearer mfa_token) over HTTP, as auth0-spa-js 2.27's `mfa` client calls it:
// list the authenticators, associate an authenticator app (secret, otpauth URI, recovery code) and verify
// it with the mfa-otp grant, challenge, delete; refusals (another user's enrolment, a confirmed factor),
// CORS for the app's origin.
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
  PASSWORD_REALM,
  TestClock,
  postJson,
  totp,
  useTestService,
} from './helpers.js';
import { MFA_OTP_GRANT as MFA_OTP } from '#grant-types';

type Json = Record<string, unknown>;

const clock = new TestClock();
const service = useTestService({ now: clock.now, mfaPolicy: 'always' });

async function mfaToken(): Promise<string> {
  const response = await postJson(`${service().url}/oauth/token`, {
    grant_type: PASSWORD_REALM,
    client_id: DEMO_CLIENT_ID,
    username: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    realm: DATABASE,
    scope: 'openid profile email',
  });
  const body = (await response.json()) as Json;
  assert.equal(body['error'], 'mfa_required');
  return String(body['mfa_token']);
}

async function api(
  method: string,
  path: string,
  mfa: string | undefined,
  body?: Json,
): Promise<{ status: number; body: Json | Json[] | null; headers: Headers }> {
  const response = await fetch(`${service().url}/mfa${path}`, {
    method,
    headers: {
      origin: APP_ORIGIN,
      ...(mfa ? { authorization: `Bearer ${mfa}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Json) : null,
    headers: response.headers,
  };
}

const code = (secret: string) => totp(secret, clock.now());

describe('the MFA API', () => {
  it('associates an authenticator app, lists it, and the first code confirms it through the mfa-otp grant', async () => {
    const mfa = await mfaToken();
    assert.deepEqual((await api('GET', '/authenticators', mfa)).body, []);
    const associated = await api('POST', '/associate', mfa, { authenticator_types: ['otp'] });
    assert.equal(associated.status, 200);
    assert.equal(associated.headers.get('access-control-allow-origin'), APP_ORIGIN);
    const body = associated.body as Json;
    assert.equal(body['authenticator_type'], 'otp');
    assert.match(String(body['secret']), /^[A-Z2-7]{32}$/);
    const uri = URI.parse(String(body['barcode_uri'])) as TOTP;
    assert.equal(uri.secret.base32, body['secret']);
    assert.equal(uri.label, DEMO_EMAIL);
    assert.deepEqual([uri.algorithm, uri.digits, uri.period], ['SHA1', 6, 30]);
    assert.match((body['recovery_codes'] as string[])[0] ?? '', /^[A-Z2-9]{24}$/);
    const listed = (await api('GET', '/authenticators', mfa)).body as Json[];
    assert.deepEqual(
      listed.map((a) => [a['authenticator_type'], a['type'], a['active']]),
      [
        ['otp', 'otp', false],
        ['recovery-code', 'recovery-code', false],
      ],
    );
    assert.deepEqual(
      (
        await api('POST', '/challenge', undefined, {
          client_id: DEMO_CLIENT_ID,
          mfa_token: mfa,
          challenge_type: 'otp',
        })
      ).body,
      {
        challenge_type: 'otp',
      },
    );
    const done = await postJson(`${service().url}/oauth/token`, {
      grant_type: MFA_OTP,
      client_id: DEMO_CLIENT_ID,
      mfa_token: mfa,
      otp: code(String(body['secret'])),
    });
    assert.equal(done.status, 200);
    const next = await mfaToken();
    const active = (await api('GET', '/authenticators', next)).body as Json[];
    assert.deepEqual(
      active.map((a) => [a['authenticator_type'], a['active']]),
      [
        ['otp', true],
        ['recovery-code', true],
      ],
    );
  });

  it('refuses to associate for a user who already has a factor (a password alone must not add one)', async () => {
    const mfa = await mfaToken();
    const { body } = await api('POST', '/associate', mfa, { authenticator_types: ['otp'] });
    await postJson(`${service().url}/oauth/token`, {
      grant_type: MFA_OTP,
      client_id: DEMO_CLIENT_ID,
      mfa_token: mfa,
      otp: code(String((body as Json)['secret'])),
    });
    const again = await api('POST', '/associate', await mfaToken(), { authenticator_types: ['otp'] });
    assert.equal(again.status, 403);
    assert.equal((again.body as Json)['error'], 'access_denied');
  });

  it('deletes an unconfirmed authenticator, not a confirmed one', async () => {
    const mfa = await mfaToken();
    const { body } = await api('POST', '/associate', mfa, { authenticator_types: ['otp'] });
    const id = String((body as Json)['id']);
    assert.equal((await api('DELETE', `/authenticators/${encodeURIComponent(id)}`, mfa)).status, 204);
    assert.deepEqual(
      ((await api('GET', '/authenticators', mfa)).body as Json[]).map((a) => a['authenticator_type']),
      ['recovery-code'],
    );
    const second = await api('POST', '/associate', mfa, { authenticator_types: ['otp'] });
    await postJson(`${service().url}/oauth/token`, {
      grant_type: MFA_OTP,
      client_id: DEMO_CLIENT_ID,
      mfa_token: mfa,
      otp: code(String((second.body as Json)['secret'])),
    });
    const confirmedId = String((second.body as Json)['id']);
    const refused = await api(
      'DELETE',
      `/authenticators/${encodeURIComponent(confirmedId)}`,
      await mfaToken(),
    );
    assert.equal(refused.status, 403);
  });

  it('refuses a missing, unknown or expired mfa_token, and other authenticator types', async () => {
    assert.equal((await api('GET', '/authenticators', undefined)).status, 401);
    assert.equal((await api('GET', '/authenticators', 'nope')).status, 401);
    const mfa = await mfaToken();
    const sms = await api('POST', '/associate', mfa, { authenticator_types: ['oob'], oob_channels: ['sms'] });
    assert.equal(sms.status, 400);
    assert.equal((sms.body as Json)['error'], 'unsupported_challenge_type');
    clock.advance(301_000);
    const late = await api('GET', '/authenticators', mfa);
    assert.equal(late.status, 401);
    assert.equal((late.body as Json)['error'], 'expired_token');
  });

  it('answers a preflight from an allowed web origin, and none from another', async () => {
    const preflight = (origin: string) =>
      fetch(`${service().url}/mfa/associate`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight(APP_ORIGIN);
    assert.equal(allowed.headers.get('access-control-allow-origin'), APP_ORIGIN);
    assert.match(allowed.headers.get('access-control-allow-headers') ?? '', /authorization/i);
    const other = await preflight('http://evil.example');
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });
});
