// No way around a second factor with what a login got before the user had one: a refresh token of a family
// that did not pass a factor is refused (`mfa_required`, or ended when the factor was confirmed), and a My
// Account token from such a login no longer changes the user's methods. The login that confirmed the factor
// keeps going (its session answers silently, its family refreshes).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  APP_ORIGIN,
  CALLBACK,
  DATABASE,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  PASSWORD_REALM,
  TestClock,
  authorizeUrl,
  loggedInJar,
  postJson,
  redirectParams,
  totp,
  useTestService,
} from './helpers.js';
import type { CookieJar } from './helpers.js';

type Json = Record<string, unknown>;

const clock = new TestClock();
const service = useTestService({ now: clock.now });

const ME_SCOPES =
  'create:me:authentication_methods read:me:authentication_methods delete:me:authentication_methods';
const meAudience = () => `${service().url}/me/`;

async function json(response: Response): Promise<{ status: number; body: Json }> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
}

/** A password login at the token endpoint for the My Account API, with a refresh token. */
async function passwordLogin(): Promise<{ status: number; body: Json }> {
  return json(
    await postJson(
      `${service().url}/oauth/token`,
      {
        grant_type: PASSWORD_REALM,
        client_id: DEMO_CLIENT_ID,
        username: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        realm: DATABASE,
        audience: meAudience(),
        scope: `openid offline_access ${ME_SCOPES}`,
      },
      { origin: APP_ORIGIN },
    ),
  );
}

async function refresh(refreshToken: string): Promise<{ status: number; body: Json }> {
  return json(
    await postJson(
      `${service().url}/oauth/token`,
      { grant_type: 'refresh_token', client_id: DEMO_CLIENT_ID, refresh_token: refreshToken },
      { origin: APP_ORIGIN },
    ),
  );
}

async function me(method: string, url: string, token: string, body?: Json) {
  const full = url.startsWith('http') ? url : `${service().url}/me/v1${url}`;
  const response = await fetch(full, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      origin: APP_ORIGIN,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { ...(await json(response)), headers: response.headers };
}

/** Enrols an authenticator app with `token`'s login; the factor's id and key. */
async function enrolTotp(token: string): Promise<{ id: string; secret: string }> {
  const started = await me('POST', '/authentication-methods', token, { type: 'totp' });
  assert.equal(started.status, 201, JSON.stringify(started.body));
  const secret = String(started.body['manual_input_code']);
  const verified = await me('POST', `${started.headers.get('location')}/verify`, token, {
    auth_session: started.body['auth_session'],
    otp_code: totp(secret, clock.now()),
  });
  assert.equal(verified.status, 201, JSON.stringify(verified.body));
  return { id: String(verified.body['id']), secret };
}

/** A silent request (prompt=none) of a browser's session for a My Account token: its access token or error. */
async function silentToken(jar: CookieJar): Promise<URLSearchParams> {
  const response = await jar.fetch(
    authorizeUrl(service().url, {
      redirect_uri: CALLBACK,
      response_type: 'token',
      prompt: 'none',
      audience: meAudience(),
      scope: `openid ${ME_SCOPES}`,
      state: 'silent',
    }),
  );
  return redirectParams(response);
}

describe('a second factor cannot be got round with an older login', () => {
  it("ends the refresh-token families that did not pass it when it is confirmed: the attacker's old token gets nothing", async () => {
    const attacker = await passwordLogin();
    const owner = await passwordLogin();
    assert.equal(attacker.status, 200);
    const { id } = await enrolTotp(String(owner.body['access_token']));
    assert.equal((await passwordLogin()).status, 403, 'a password alone now answers mfa_required');

    const stolen = await refresh(String(attacker.body['refresh_token']));
    assert.equal(stolen.status, 403, JSON.stringify(stolen.body));
    assert.equal(stolen.body['access_token'], undefined);

    // The access token the attacker minted before the factor no longer changes the user's methods.
    const deleted = await me(
      'DELETE',
      `/authentication-methods/${encodeURIComponent(id)}`,
      String(attacker.body['access_token']),
    );
    assert.equal(deleted.status, 401, JSON.stringify(deleted.body));
    const enrolled = await me('POST', '/authentication-methods', String(attacker.body['access_token']), {
      type: 'totp',
    });
    assert.equal(enrolled.status, 401);

    // The owner's login, which confirmed the factor, keeps going.
    const renewed = await refresh(String(owner.body['refresh_token']));
    assert.equal(renewed.status, 200, JSON.stringify(renewed.body));
    const listed = await me('GET', '/authentication-methods?type=totp', String(renewed.body['access_token']));
    assert.equal(listed.status, 200);
    assert.deepEqual(
      (listed.body['authentication_methods'] as Json[]).map((m) => m['id']),
      [id],
    );
  });

  it('answers mfa_required to a family that did not pass a factor the user now needs (policy made stricter)', async () => {
    const login = await passwordLogin();
    assert.equal(login.status, 200);
    service().store.data.mfa_policy = 'always';
    const refused = await refresh(String(login.body['refresh_token']));
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.equal(refused.body['error'], 'mfa_required');
    assert.equal(typeof refused.body['mfa_token'], 'string');
    assert.deepEqual(refused.body['mfa_requirements'], { enroll: [{ type: 'otp' }] });
  });

  it("keeps the browser session that confirmed the factor; another session of the user's gets nothing silently", async () => {
    const scope = `openid profile email ${ME_SCOPES}`;
    const other = await loggedInJar(service(), scope);
    const confirming = await loggedInJar(service(), scope);
    const before = await silentToken(confirming);
    const token = before.get('access_token');
    assert.ok(token, before.toString());
    await enrolTotp(token);

    const after = await silentToken(confirming);
    assert.ok(after.get('access_token'), `the confirming session keeps going: ${after.toString()}`);
    const elsewhere = await silentToken(other);
    assert.equal(elsewhere.get('error'), 'login_required');
    assert.equal(elsewhere.get('access_token'), null);
  });
});
