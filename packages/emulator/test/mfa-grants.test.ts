// A second factor at the token endpoint, over HTTP: `mfa_required` from the password-realm grant per
// policy, the mfa-otp and mfa-recovery-code grants, the mfa_token's binding (client, audience, expiry,
// single use), the attempt limits under parallel guesses, and the refresh-token step-up for an API that
// needs MFA.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MessageKind } from '../src/tenant.js';
import type { Client } from '../src/tenant.js';
import {
  APP_ORIGIN,
  DATABASE,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_USER_ID,
  PASSWORD_REALM,
  TestClock,
  jwtPayload,
  postJson,
  totp,
  TOTP_STEP_MS,
  useTestService,
} from './helpers.js';
import { MFA_OTP_GRANT as MFA_OTP, MFA_RECOVERY_CODE_GRANT as MFA_RECOVERY_CODE } from '#grant-types';

const API = 'https://api.example.com';
const OTHER_CLIENT = 'other-spa';

type Json = Record<string, unknown>;

const clock = new TestClock();
const service = useTestService({ now: clock.now });

async function token(
  body: Json,
  origin = APP_ORIGIN,
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await postJson(
    `${service().url}/oauth/token`,
    { client_id: DEMO_CLIENT_ID, ...body },
    { origin },
  );
  return { status: response.status, body: (await response.json()) as Json, headers: response.headers };
}

function passwordLogin(extra: Json = {}) {
  return token({
    grant_type: PASSWORD_REALM,
    username: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    realm: DATABASE,
    scope: 'openid profile email',
    ...extra,
  });
}

/** The code an authenticator app holding `secret` shows now (on the service's clock), `steps` away. */
function appCode(secret: string, steps = 0): string {
  return totp(secret, clock.now() + steps * TOTP_STEP_MS);
}

async function mfaToken(extra: Json = {}): Promise<string> {
  const login = await passwordLogin(extra);
  assert.equal(login.status, 403, JSON.stringify(login.body));
  assert.equal(login.body['error'], 'mfa_required');
  return String(login.body['mfa_token']);
}

async function associate(mfa: string): Promise<Json> {
  const response = await fetch(`${service().url}/mfa/associate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${mfa}`, 'content-type': 'application/json', origin: APP_ORIGIN },
    body: JSON.stringify({ authenticator_types: ['otp'] }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as Json;
}

/**
 * Enrols the demo user's authenticator app as a user under the `always` policy does (mfa_required, then
 * /mfa/associate, then the first code); answers its secret and recovery code, the policy set back after.
 */
async function enrolDemo(): Promise<{ secret: string; recoveryCode: string }> {
  const data = service().store.data;
  const policy = data.mfa_policy;
  data.mfa_policy = 'always';
  const mfa = await mfaToken();
  const association = await associate(mfa);
  const secret = String(association['secret']);
  const done = await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: appCode(secret) });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  data.mfa_policy = policy ?? 'enrolled';
  // The next step: the enrolment's code is spent.
  clock.advance(30_000);
  return { secret, recoveryCode: String((association['recovery_codes'] as string[])[0]) };
}

function addOtherClient(): void {
  const demo = service().store.data.clients.find((c) => c.client_id === DEMO_CLIENT_ID) as Client;
  service().store.data.clients.push({ ...structuredClone(demo), client_id: OTHER_CLIENT, name: 'Other SPA' });
}

describe('mfa_required from the password-realm grant, per policy', () => {
  it('enrolled (default): a user without a factor gets tokens; with one, mfa_required and its requirements', async () => {
    const plain = await passwordLogin();
    assert.equal(plain.status, 200);
    await enrolDemo();
    const login = await passwordLogin();
    assert.equal(login.status, 403);
    assert.deepEqual(Object.keys(login.body).sort(), [
      'error',
      'error_description',
      'mfa_requirements',
      'mfa_token',
    ]);
    assert.equal(login.body['error'], 'mfa_required');
    assert.equal(login.body['error_description'], 'Multifactor authentication required');
    assert.deepEqual(login.body['mfa_requirements'], {
      challenge: [{ type: 'otp' }, { type: 'recovery-code' }],
    });
    assert.equal(login.headers.get('access-control-allow-origin'), APP_ORIGIN);
  });

  it('always: a user without a factor is asked to enrol', async () => {
    service().store.data.mfa_policy = 'always';
    const login = await passwordLogin();
    assert.equal(login.status, 403);
    assert.deepEqual(login.body['mfa_requirements'], { enroll: [{ type: 'otp' }] });
  });

  it('never: even an enrolled user gets tokens', async () => {
    await enrolDemo();
    service().store.data.mfa_policy = 'never';
    assert.equal((await passwordLogin()).status, 200);
  });
});

describe('the mfa-otp and mfa-recovery-code grants', () => {
  it('answer the token set with amr ["mfa"] for the audience and scope asked at first', async () => {
    const { secret } = await enrolDemo();
    const mfa = await mfaToken({ audience: API, scope: 'openid profile read:reports offline_access' });
    const done = await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: appCode(secret) });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.headers.get('cache-control'), 'no-store');
    assert.deepEqual(jwtPayload(String(done.body['id_token']))['amr'], ['mfa']);
    assert.equal(jwtPayload(String(done.body['id_token']))['sub'], DEMO_USER_ID);
    assert.equal(jwtPayload(String(done.body['access_token']))['aud']?.toString().includes(API), true);
    assert.equal(done.body['scope'], 'openid profile offline_access read:reports');
    assert.ok(done.body['refresh_token']);
  });

  it('refuse a wrong code (invalid_grant), then take the right one; the same code is not accepted twice', async () => {
    const { secret } = await enrolDemo();
    const mfa = await mfaToken();
    const wrong = await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: '000000' });
    assert.equal(wrong.status, 403);
    assert.deepEqual(wrong.body, { error: 'invalid_grant', error_description: 'Invalid otp_code.' });
    const code = appCode(secret);
    assert.equal((await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: code })).status, 200);
    const replay = await token({ grant_type: MFA_OTP, mfa_token: await mfaToken(), otp: code });
    assert.deepEqual(replay.body, { error: 'invalid_grant', error_description: 'Invalid otp_code.' });
  });

  it('take the recovery code once and answer a new one', async () => {
    const { recoveryCode } = await enrolDemo();
    assert.match(recoveryCode, /^[A-Z2-9]{24}$/);
    const done = await token({
      grant_type: MFA_RECOVERY_CODE,
      mfa_token: await mfaToken(),
      recovery_code: recoveryCode,
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const next = String(done.body['recovery_code']);
    assert.match(next, /^[A-Z2-9]{24}$/);
    assert.notEqual(next, recoveryCode);
    assert.deepEqual(jwtPayload(String(done.body['id_token']))['amr'], ['mfa']);
    const again = await token({
      grant_type: MFA_RECOVERY_CODE,
      mfa_token: await mfaToken(),
      recovery_code: recoveryCode,
    });
    assert.deepEqual(again.body, { error: 'invalid_grant', error_description: 'Invalid recovery_code.' });
    const withNew = await token({
      grant_type: MFA_RECOVERY_CODE,
      mfa_token: await mfaToken(),
      recovery_code: next,
    });
    assert.equal(withNew.status, 200);
  });
});

describe('the mfa_token', () => {
  it('is single use: spent by the grant that succeeds', async () => {
    const { secret } = await enrolDemo();
    const mfa = await mfaToken();
    assert.equal((await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: appCode(secret) })).status, 200);
    const reused = await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: appCode(secret, 1) });
    assert.equal(reused.status, 403);
    assert.equal(reused.body['error'], 'invalid_grant');
  });

  it('is refused to another client, and to another audience', async () => {
    const { secret } = await enrolDemo();
    addOtherClient();
    const mfa = await mfaToken();
    const other = await token({
      client_id: OTHER_CLIENT,
      grant_type: MFA_OTP,
      mfa_token: mfa,
      otp: appCode(secret),
    });
    assert.equal(other.status, 403);
    assert.equal(other.body['error'], 'invalid_grant');
    const audience = await token({
      grant_type: MFA_OTP,
      mfa_token: mfa,
      otp: appCode(secret),
      audience: API,
    });
    assert.equal(audience.status, 403);
    assert.equal(audience.body['error'], 'invalid_grant');
    // Refused before its code was checked: the code still signs in with the right client.
    assert.equal((await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: appCode(secret) })).status, 200);
  });

  it('expires after five minutes', async () => {
    const { secret } = await enrolDemo();
    const mfa = await mfaToken();
    clock.advance((5 * 60 + 1) * 1000);
    const late = await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: appCode(secret) });
    assert.equal(late.status, 403);
    assert.deepEqual(late.body, { error: 'expired_token', error_description: 'mfa_token is expired' });
  });

  it('is required, and a grant without a code is invalid_request', async () => {
    assert.equal((await token({ grant_type: MFA_OTP, otp: '123456' })).body['error'], 'invalid_request');
    assert.equal((await token({ grant_type: MFA_OTP, mfa_token: 'x' })).body['error'], 'invalid_request');
    assert.equal(
      (await token({ grant_type: MFA_OTP, mfa_token: 'x', otp: '123456' })).body['error'],
      'invalid_grant',
    );
  });
});

describe('attempt limits under parallel guesses', () => {
  function codes(responses: { body: Json }[]): string[] {
    return responses.map((r) => String(r.body['error'] ?? 'ok'));
  }

  it('checks at most 5 codes of one mfa_token among 20 in parallel; the right code sent last is refused', async () => {
    const { secret } = await enrolDemo();
    const mfa = await mfaToken();
    const guesses = [...Array.from({ length: 19 }, (_, i) => String(100000 + i)), appCode(secret)];
    const responses = await Promise.all(
      guesses.map((otp) => token({ grant_type: MFA_OTP, mfa_token: mfa, otp })),
    );
    const errors = codes(responses);
    assert.equal(errors.filter((e) => e === 'invalid_grant').length, 5);
    assert.equal(errors.filter((e) => e === 'too_many_attempts').length, 15);
    assert.equal(responses.at(-1)?.status, 429);
    assert.equal(
      service().store.data.users.find((u) => u.user_id === DEMO_USER_ID)?.brute_force_blocked,
      false,
    );
  });

  it('checks at most 10 codes of one user in 15 minutes, then blocks until the unblock e-mail is followed', async () => {
    const { secret } = await enrolDemo();
    const tokens = await Promise.all([mfaToken(), mfaToken(), mfaToken(), mfaToken()]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        token({ grant_type: MFA_OTP, mfa_token: tokens[i % 4], otp: String(200000 + i) }),
      ),
    );
    const errors = codes(responses);
    assert.equal(errors.filter((e) => e === 'invalid_grant').length, 10);
    assert.equal(errors.filter((e) => e === 'too_many_attempts').length, 10);
    const user = service().store.data.users.find((u) => u.user_id === DEMO_USER_ID);
    assert.equal(user?.brute_force_blocked, true);
    const mails = service().store.data.messages.filter((m) => m.kind === MessageKind.UNBLOCK);
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.text ?? '', /wrong verification codes/);
    // Blocked: the right code is not taken, and the password no longer signs in either.
    const blocked = await token({ grant_type: MFA_RECOVERY_CODE, mfa_token: tokens[0], recovery_code: 'X' });
    assert.equal(blocked.status, 429);
    assert.equal((await passwordLogin()).status, 429);
    // The unblock link of the e-mail lifts the block; the window starts empty again.
    const ticket = new URL(mails[0]?.link ?? '').searchParams.get('ticket') ?? '';
    const unblock = await fetch(`${service().url}/lo/unblock`, {
      method: 'POST',
      body: new URLSearchParams({ ticket }),
      headers: { origin: service().url },
      redirect: 'manual',
    });
    assert.equal(unblock.status, 303);
    clock.advance(30_000);
    const mfa = await mfaToken();
    assert.equal(
      (await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: '000000' })).body['error'],
      'invalid_grant',
    );
    assert.equal((await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: appCode(secret) })).status, 200);
  });
});

describe('refresh-token step-up for an API that needs MFA', () => {
  async function markApi(requireMfa: boolean): Promise<void> {
    const admin = await service().issueTokens({
      userId: DEMO_USER_ID,
      audience: `${service().url}/api/v2/`,
      scope: 'update:resource_servers read:resource_servers',
    });
    const response = await fetch(`${service().url}/api/v2/resource-servers/${encodeURIComponent(API)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ require_mfa: requireMfa }),
    });
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(((await response.json()) as Json)['require_mfa'], requireMfa);
  }

  it('is a boolean field of the API in the Management API', async () => {
    const admin = await service().issueTokens({
      userId: DEMO_USER_ID,
      audience: `${service().url}/api/v2/`,
      scope: 'update:resource_servers read:resource_servers',
    });
    const url = `${service().url}/api/v2/resource-servers/${encodeURIComponent(API)}`;
    const headers = { authorization: `Bearer ${admin.access_token}`, 'content-type': 'application/json' };
    const wrong = await fetch(url, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ require_mfa: 'yes' }),
    });
    assert.equal(wrong.status, 400);
    await markApi(true);
    const read = (await (await fetch(url, { headers })).json()) as Json;
    assert.equal(read['require_mfa'], true);
  });

  const refresh = (refreshToken: string) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken });

  it('answers mfa_required to a family that has not passed MFA, keeps its refresh token, and passes after the code', async () => {
    const { secret } = await enrolDemo();
    service().store.data.mfa_policy = 'never';
    const login = await passwordLogin({ audience: API, scope: 'openid read:reports offline_access' });
    assert.equal(login.status, 200);
    await markApi(true);
    const stepUp = await refresh(String(login.body['refresh_token']));
    assert.equal(stepUp.status, 403, JSON.stringify(stepUp.body));
    assert.equal(stepUp.body['error'], 'mfa_required');
    service().store.data.mfa_policy = 'enrolled';
    const done = await token({
      grant_type: MFA_OTP,
      mfa_token: stepUp.body['mfa_token'],
      otp: appCode(secret),
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual(jwtPayload(String(done.body['id_token']))['amr'], ['mfa']);
    assert.equal(done.body['refresh_token'], undefined, 'the family goes on with the token the client holds');
    // The family passed MFA: the refresh token it held (not rotated by the step-up) now refreshes.
    const after = await refresh(String(login.body['refresh_token']));
    assert.equal(after.status, 200, JSON.stringify(after.body));
    assert.deepEqual(jwtPayload(String(after.body['id_token']))['amr'], ['mfa']);
  });

  it('refreshes a family that passed MFA at its login, and any family for an API not marked', async () => {
    const { secret } = await enrolDemo();
    const mfa = await mfaToken({ audience: API, scope: 'openid read:reports offline_access' });
    const login = await token({ grant_type: MFA_OTP, mfa_token: mfa, otp: appCode(secret) });
    await markApi(true);
    assert.equal((await refresh(String(login.body['refresh_token']))).status, 200);
    service().store.data.mfa_policy = 'never';
    const plain = await passwordLogin({ audience: API, scope: 'openid read:reports offline_access' });
    await markApi(false);
    assert.equal((await refresh(String(plain.body['refresh_token']))).status, 200);
  });
});
