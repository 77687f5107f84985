// The local service's passkey API over the wire, with Chromium's virtual authenticator making real
// credentials: sign-up, log-in, the token grant's checks (replay, wrong origin, counter regression,
// expired and parallel auth_session, deleted passkey), the My Account API and the durable records.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, mock } from 'node:test';
import { startEmulator } from '../../packages/emulator/src/index.js';
import { CLIENT_ID, createUser, totp, uniqueEmail } from '../shared/service.js';
import {
  ceremonyFailure,
  createCredential,
  getCredential,
  registerPasskey,
  storedCredentials,
} from './passkey-browser.js';
import type { AuthenticatorOptions, AuthenticatorPage } from './passkey-browser.js';
import { useServiceBrowser } from './service-browser.js';
import { PASSWORD_REALM_GRANT, WEBAUTHN_GRANT } from '../../src/core/lib/grant-types.js';

/** The app's page: a localhost origin (a secure context; the RP ID `localhost` is valid there). */
const APP_ORIGIN = 'http://localhost:47001';
/** A localhost origin that is no client's web origin. */
const OTHER_ORIGIN = 'http://localhost:47002';

type Json = Record<string, unknown>;

/** Moves the service's clock (its `now` option) forward, instead of waiting. */
let clockOffsetMs = 0;
const suite = useServiceBrowser({
  service: { appOrigins: [APP_ORIGIN], now: () => Date.now() + clockOffsetMs },
});

/** A page at `origin` with a virtual authenticator (closed after the test). */
function authenticatorAt(
  origin = APP_ORIGIN,
  options?: AuthenticatorOptions | false,
): Promise<AuthenticatorPage> {
  return suite.authenticator(origin, options);
}

async function post(path: string, body: Json, headers: Record<string, string> = {}) {
  const response = await fetch(`${suite.service.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Json,
  };
}

function token(authSession: string, credential: unknown, extra: Json = {}) {
  return post('/oauth/token', {
    grant_type: WEBAUTHN_GRANT,
    client_id: CLIENT_ID,
    auth_session: authSession,
    authn_response: credential,
    scope: 'openid profile email offline_access',
    ...extra,
  });
}

/** Signs up `email` with a passkey made by `auth`; the token response. */
async function signUp(auth: AuthenticatorPage, email: string) {
  const { authSession, credential } = await registerPasskey(suite.service.url, auth, {
    email,
    name: 'Pat Key',
  });
  return token(authSession, credential);
}

async function loginChallenge() {
  const challenge = await post('/passkey/challenge', { client_id: CLIENT_ID });
  assert.equal(challenge.status, 200, JSON.stringify(challenge.body));
  return challenge.body as { auth_session: string; authn_params_public_key: Json };
}

function claims(jwt: unknown): Json {
  return JSON.parse(Buffer.from(String(jwt).split('.')[1]!, 'base64url').toString('utf8')) as Json;
}

describe('passkey sign-up and log-in', () => {
  it('signs up with a passkey, then logs in with it: ID token, access token, refresh token', async () => {
    const auth = await authenticatorAt();
    const email = uniqueEmail('pk-signup');
    const signup = await signUp(auth, email);
    assert.equal(signup.status, 200, JSON.stringify(signup.body));
    const idClaims = claims(signup.body['id_token']);
    assert.equal(idClaims['email'], email);
    assert.equal(idClaims['aud'], CLIENT_ID);
    assert.equal(idClaims['iss'], `${suite.service.url}/`);
    assert.ok(signup.body['access_token']);
    assert.ok(signup.body['refresh_token'], 'offline_access gives a refresh token');

    const challenge = await loginChallenge();
    const options = challenge.authn_params_public_key;
    assert.equal(options['rpId'], 'localhost');
    assert.equal(options['allowCredentials'], undefined, 'discoverable credentials: no allow list');
    const assertion = await getCredential(auth.page, options);
    const login = await token(challenge.auth_session, assertion);
    assert.equal(login.status, 200, JSON.stringify(login.body));
    assert.equal(claims(login.body['id_token'])['sub'], idClaims['sub']);
  });

  it('honours audience and scope as the other grants do', async () => {
    const auth = await authenticatorAt();
    await signUp(auth, uniqueEmail('pk-aud'));
    const challenge = await loginChallenge();
    const assertion = await getCredential(auth.page, challenge.authn_params_public_key);
    const login = await token(challenge.auth_session, assertion, {
      audience: 'https://api.example.com',
      scope: 'openid read:reports',
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    assert.equal(login.body['scope'], 'openid read:reports');
    assert.equal(login.body['refresh_token'], undefined, 'no offline_access, no refresh token');
    assert.ok([claims(login.body['access_token'])['aud']].flat().includes('https://api.example.com'));
  });

  it('refuses to sign up an e-mail that already has a user', async () => {
    const refused = await post('/passkey/register', {
      client_id: CLIENT_ID,
      user_profile: { email: 'demo@example.com' },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body['error'], 'user_exists');
  });

  it('refuses a replayed assertion (the auth_session is spent by its first use)', async () => {
    const auth = await authenticatorAt();
    await signUp(auth, uniqueEmail('pk-replay'));
    const challenge = await loginChallenge();
    const assertion = await getCredential(auth.page, challenge.authn_params_public_key);
    assert.equal((await token(challenge.auth_session, assertion)).status, 200);
    const replay = await token(challenge.auth_session, assertion);
    assert.equal(replay.status, 403);
    assert.equal(replay.body['error'], 'invalid_grant');
    // The same assertion under a fresh auth session: its challenge does not match.
    const fresh = await loginChallenge();
    const other = await token(fresh.auth_session, assertion);
    assert.equal(other.status, 403);
    assert.equal(other.body['error'], 'invalid_grant');
  });

  it('gives one auth_session to only one of parallel token requests', async () => {
    const auth = await authenticatorAt();
    await signUp(auth, uniqueEmail('pk-parallel'));
    const challenge = await loginChallenge();
    const assertion = await getCredential(auth.page, challenge.authn_params_public_key);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => token(challenge.auth_session, assertion)),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 403, 403, 403, 403, 403]);
  });

  it('creates one user when parallel sign-ups of one e-mail race', async () => {
    const email = uniqueEmail('pk-race');
    const [first, second] = await Promise.all([authenticatorAt(), authenticatorAt()]);
    const challenges = await Promise.all(
      [1, 2].map(() => post('/passkey/register', { client_id: CLIENT_ID, user_profile: { email } })),
    );
    const credentials = await Promise.all([
      createCredential(first.page, challenges[0]!.body['authn_params_public_key']),
      createCredential(second.page, challenges[1]!.body['authn_params_public_key']),
    ]);
    const answers = await Promise.all([
      token(challenges[0]!.body['auth_session'] as string, credentials[0]),
      token(challenges[1]!.body['auth_session'] as string, credentials[1]),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 400]);
    assert.equal(suite.service.store.data.users.filter((u) => u.email === email).length, 1);
  });

  it('refuses an auth_session older than five minutes', async () => {
    const auth = await authenticatorAt();
    await signUp(auth, uniqueEmail('pk-expired'));
    const challenge = await loginChallenge();
    const assertion = await getCredential(auth.page, challenge.authn_params_public_key);
    const early = await loginChallenge();
    const earlyAssertion = await getCredential(auth.page, early.authn_params_public_key);
    clockOffsetMs = 299_000;
    try {
      assert.equal((await token(early.auth_session, earlyAssertion)).status, 200, 'valid for 5 minutes');
    } finally {
      clockOffsetMs = 0;
    }
    clockOffsetMs = 301_000;
    try {
      const late = await token(challenge.auth_session, assertion);
      assert.equal(late.status, 403);
      assert.equal(late.body['error'], 'invalid_grant');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses a credential made on an origin that is not the client’s', async () => {
    const elsewhere = await authenticatorAt(OTHER_ORIGIN);
    const challenge = await post('/passkey/register', {
      client_id: CLIENT_ID,
      user_profile: { email: uniqueEmail('pk-origin') },
    });
    const credential = await createCredential(elsewhere.page, challenge.body['authn_params_public_key']);
    const refused = await token(challenge.body['auth_session'] as string, credential);
    assert.equal(refused.status, 403);
    assert.equal(refused.body['error'], 'invalid_grant');
    assert.match(String(refused.body['error_description']), /origin/i);
  });

  it('refuses a sign counter that goes backwards (a cloned authenticator), and logs it', async () => {
    const auth = await authenticatorAt();
    await signUp(auth, uniqueEmail('pk-counter'));
    for (let i = 0; i < 2; i++) {
      const challenge = await loginChallenge();
      assert.equal(
        (
          await token(
            challenge.auth_session,
            await getCredential(auth.page, challenge.authn_params_public_key),
          )
        ).status,
        200,
      );
    }
    // A clone: the same key on another authenticator whose counter starts again at 0.
    const [stored] = await storedCredentials(auth);
    assert.ok(stored);
    const clone = await authenticatorAt();
    await clone.cdp.send('WebAuthn.addCredential', {
      authenticatorId: clone.authenticatorId,
      credential: { ...stored, signCount: 0 },
    });
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      const challenge = await loginChallenge();
      const assertion = await getCredential(clone.page, challenge.authn_params_public_key);
      const refused = await token(challenge.auth_session, assertion);
      assert.equal(refused.status, 403);
      assert.equal(refused.body['error'], 'invalid_grant');
      assert.match(String(refused.body['error_description']), /counter/);
      assert.ok(warn.mock.calls.some((call) => /counter went backwards/.test(String(call.arguments[0]))));
    } finally {
      warn.mock.restore();
    }
  });

  it('is cancelled by the browser when the user is not verified (NotAllowedError), and with no authenticator', async () => {
    const unverified = await authenticatorAt(APP_ORIGIN, { isUserVerified: false });
    const challenge = await post('/passkey/register', {
      client_id: CLIENT_ID,
      user_profile: { email: uniqueEmail('pk-cancel') },
    });
    assert.equal(
      await ceremonyFailure(unverified.page, 'create', challenge.body['authn_params_public_key']),
      'NotAllowedError',
    );
    // Without any authenticator the browser waits for one until the ceremony's timeout (shortened here).
    const none = await authenticatorAt(APP_ORIGIN, false);
    const login = await loginChallenge();
    const options = { ...login.authn_params_public_key, timeout: 1000 };
    assert.equal(await ceremonyFailure(none.page, 'get', options), 'NotAllowedError');
  });

  it('rate-limits challenges per IP address like password attempts', async () => {
    suite.service.store.data.attack_protection = {
      suspicious_ip_threshold: 3,
      suspicious_ip_window_seconds: 300,
    };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await post('/passkey/challenge', { client_id: CLIENT_ID })).status);
      assert.deepEqual(statuses.slice(-1), [429]);
    } finally {
      await suite.service.store.reset();
    }
  });

  it('refuses bodies over 64 KB at the passkey and My Account routes', async () => {
    const big = { client_id: CLIENT_ID, user_profile: { email: 'x@example.com' }, pad: 'x'.repeat(70_000) };
    const refused = await post('/passkey/register', big);
    assert.equal(refused.status, 413);
    assert.equal(refused.body['error'], 'payload_too_large');
    const me = await post('/me/v1/authentication-methods', { type: 'passkey', pad: 'x'.repeat(70_000) });
    assert.equal(me.status, 413);
    assert.equal(me.body['status'], 413);
  });

  it('uses the rpId option as the RP ID of every ceremony', async () => {
    const other = await startEmulator({ port: 0, quiet: true, rpId: 'example.test' });
    try {
      const response = await fetch(`${other.url}/passkey/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: CLIENT_ID, user_profile: { email: uniqueEmail('pk-rp') } }),
      });
      const body = (await response.json()) as { authn_params_public_key: { rp: { id: string } } };
      assert.equal(body.authn_params_public_key.rp.id, 'example.test');
    } finally {
      await other.close();
    }
  });

  it('serves the web origins at /.well-known/webauthn', async () => {
    const response = await fetch(`${suite.service.url}/.well-known/webauthn`);
    const body = (await response.json()) as { origins: string[] };
    assert.ok(body.origins.includes(APP_ORIGIN));
  });
});

describe('the My Account API (passkeys)', () => {
  const ME_SCOPES =
    'openid create:me:authentication_methods read:me:authentication_methods update:me:authentication_methods delete:me:authentication_methods read:me:factors';

  async function myAccountToken(auth: AuthenticatorPage): Promise<string> {
    const challenge = await loginChallenge();
    const assertion = await getCredential(auth.page, challenge.authn_params_public_key);
    const login = await token(challenge.auth_session, assertion, {
      audience: `${suite.service.url}/me/`,
      scope: ME_SCOPES,
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    return login.body['access_token'] as string;
  }

  async function me(method: string, path: string, accessToken: string, body?: Json) {
    const response = await fetch(`${suite.service.url}/me/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
        Origin: APP_ORIGIN,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : null) as Json,
    };
  }

  it('enrols a second passkey, lists, reads, renames and deletes it; a deleted one no longer signs in', async () => {
    const auth = await authenticatorAt();
    const signup = await signUp(auth, uniqueEmail('pk-me'));
    const sub = claims(signup.body['id_token'])['sub'];
    const accessToken = await myAccountToken(auth);

    const second = await authenticatorAt();
    const started = await me('POST', '/authentication-methods', accessToken, { type: 'passkey' });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    const location = started.headers.get('location');
    assert.ok(location?.startsWith(`${suite.service.url}/me/v1/authentication-methods/`));
    assert.match(started.headers.get('access-control-expose-headers') ?? '', /location/i);
    const credential = await createCredential(second.page, started.body['authn_params_public_key']);
    const verified = await fetch(`${location}/verify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth_session: started.body['auth_session'], authn_response: credential }),
    });
    assert.equal(verified.status, 201);
    const method = (await verified.json()) as Json;
    assert.equal(method['type'], 'passkey');
    assert.equal(method['relying_party_id'], 'localhost');

    const list = await me('GET', '/authentication-methods?type=passkey', accessToken);
    const methods = list.body['authentication_methods'] as Json[];
    assert.equal(methods.length, 2);
    const id = method['id'] as string;
    assert.equal(
      (await me('GET', `/authentication-methods/${encodeURIComponent(id)}`, accessToken)).body['id'],
      id,
    );
    const renamed = await me('PATCH', `/authentication-methods/${encodeURIComponent(id)}`, accessToken, {
      name: 'Laptop',
    });
    assert.equal(renamed.body['name'], 'Laptop');

    assert.equal(
      (await me('DELETE', `/authentication-methods/${encodeURIComponent(id)}`, accessToken)).status,
      204,
    );
    const challenge = await loginChallenge();
    const refused = await token(
      challenge.auth_session,
      await getCredential(second.page, challenge.authn_params_public_key),
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.body['error'], 'invalid_grant');
    // The first passkey still signs the same user in.
    const again = await loginChallenge();
    const ok = await token(again.auth_session, await getCredential(auth.page, again.authn_params_public_key));
    assert.equal(claims(ok.body['id_token'])['sub'], sub);
  });

  it('finds only the user’s own methods, and answers problem documents', async () => {
    const alice = await authenticatorAt();
    await signUp(alice, uniqueEmail('pk-alice'));
    const aliceToken = await myAccountToken(alice);
    const bob = await authenticatorAt();
    await signUp(bob, uniqueEmail('pk-bob'));
    const bobToken = await myAccountToken(bob);
    const [bobsMethod] = (await me('GET', '/authentication-methods', bobToken)).body[
      'authentication_methods'
    ] as Json[];
    const path = `/authentication-methods/${encodeURIComponent(String(bobsMethod!['id']))}`;
    const read = await me('GET', path, aliceToken);
    assert.equal(read.status, 404);
    assert.equal(read.headers.get('content-type'), 'application/problem+json');
    assert.deepEqual(Object.keys(read.body).sort(), ['detail', 'status', 'title', 'type']);
    assert.equal((await me('DELETE', path, aliceToken)).status, 404);
    assert.equal((await me('GET', '/authentication-methods', 'not-a-token')).status, 401);
    const narrow = await (async () => {
      const challenge = await loginChallenge();
      const assertion = await getCredential(alice.page, challenge.authn_params_public_key);
      const login = await token(challenge.auth_session, assertion, {
        audience: `${suite.service.url}/me/`,
        scope: 'openid read:me:authentication_methods',
      });
      return login.body['access_token'] as string;
    })();
    const forbidden = await me('DELETE', path, narrow);
    assert.equal(forbidden.status, 403);
  });

  it('lists a password method only for a user with a password: none after a passkey sign-up', async () => {
    const auth = await authenticatorAt();
    await signUp(auth, uniqueEmail('pk-no-password'));
    const passkeyOnly = await myAccountToken(auth);
    const types = async (accessToken: string, query = '') =>
      (
        (await me('GET', `/authentication-methods${query}`, accessToken)).body[
          'authentication_methods'
        ] as Json[]
      ).map((method) => method['type']);
    assert.deepEqual(await types(passkeyOnly), ['passkey']);
    assert.deepEqual(await types(passkeyOnly, '?type=password'), []);

    const { email, password, userId } = await createUser(suite.service.url, {
      email: uniqueEmail('pk-password'),
    });
    const login = await post('/oauth/token', {
      grant_type: PASSWORD_REALM_GRANT,
      client_id: CLIENT_ID,
      username: email,
      password,
      realm: 'Username-Password-Authentication',
      audience: `${suite.service.url}/me/`,
      scope: ME_SCOPES,
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const withPassword = String(login.body['access_token']);
    const identityUserId = userId.slice('auth0|'.length);
    const [method, ...others] = (await me('GET', '/authentication-methods?type=password', withPassword)).body[
      'authentication_methods'
    ] as Json[];
    assert.deepEqual(others, []);
    assert.deepEqual(method, {
      id: `password|${identityUserId}`,
      type: 'password',
      identity_user_id: identityUserId,
      created_at: suite.service.store.data.users.find((u) => u.user_id === userId)?.created_at,
      usage: ['primary'],
    });
    const read = await me(
      'GET',
      `/authentication-methods/${encodeURIComponent(String(method?.['id']))}`,
      withPassword,
    );
    assert.deepEqual(read.body, method);
  });

  it('shows each user’s passkeys in the dev inbox’s user view, escaped', async () => {
    const auth = await authenticatorAt();
    const email = uniqueEmail('pk-view');
    await signUp(auth, email);
    const accessToken = await myAccountToken(auth);
    const [method] = (await me('GET', '/authentication-methods', accessToken)).body[
      'authentication_methods'
    ] as Json[];
    const id = String(method!['id']);
    await me('PATCH', `/authentication-methods/${encodeURIComponent(id)}`, accessToken, {
      name: '<img src=x onerror=alert(1)>',
    });
    const page = await (await fetch(`${suite.service.url}/_dev/users`)).text();
    const row = page.slice(page.indexOf(email));
    assert.ok(page.includes(email));
    assert.ok(row.includes(id));
    assert.ok(row.includes('&lt;img src=x onerror=alert(1)&gt;'));
    assert.ok(!page.includes('<img src=x'));
  });

  it('refuses an enrolment of a passkey the authenticator already holds (InvalidStateError in the browser)', async () => {
    const auth = await authenticatorAt();
    await signUp(auth, uniqueEmail('pk-exists'));
    const accessToken = await myAccountToken(auth);
    const started = await me('POST', '/authentication-methods', accessToken, { type: 'passkey' });
    assert.equal(
      await ceremonyFailure(auth.page, 'create', started.body['authn_params_public_key']),
      'InvalidStateError',
    );
  });
});

describe('passkey records', () => {
  it('are journaled with the tenant and survive a restart; reset removes them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'passkeys-'));
    const dataFile = join(dir, 'tenant.json');
    try {
      let durable = await startEmulator({ port: 0, quiet: true, appOrigins: [APP_ORIGIN], dataFile });
      const auth = await authenticatorAt();
      const { authSession, credential } = await registerPasskey(durable.url, auth, {
        email: uniqueEmail('pk-durable'),
      });
      const signup = await fetch(`${durable.url}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          grant_type: WEBAUTHN_GRANT,
          client_id: CLIENT_ID,
          auth_session: authSession,
          authn_response: credential,
          scope: 'openid',
        }),
      });
      assert.equal(signup.status, 200);
      const port = Number(new URL(durable.url).port);
      await durable.close();
      durable = await startEmulator({ port, quiet: true, appOrigins: [APP_ORIGIN], dataFile });
      try {
        assert.equal(durable.store.data.passkeys.length, 1);
        const login = (await fetch(`${durable.url}/passkey/challenge`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ client_id: CLIENT_ID }),
        }).then((r) => r.json())) as Json;
        const assertion = await getCredential(auth.page, login['authn_params_public_key']);
        const again = await fetch(`${durable.url}/oauth/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            grant_type: WEBAUTHN_GRANT,
            client_id: CLIENT_ID,
            auth_session: login['auth_session'],
            authn_response: assertion,
            scope: 'openid',
          }),
        });
        assert.equal(again.status, 200);
        await durable.store.reset();
        assert.equal(durable.store.data.passkeys.length, 0);
      } finally {
        await durable.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('passkeys that must not sign in (security findings)', () => {
  const ME_SCOPES =
    'openid create:me:authentication_methods read:me:authentication_methods delete:me:authentication_methods';

  /** What the inbox holds for `email`'s password reset: the link, then its page's form posted. */
  async function resetPassword(email: string, password: string): Promise<void> {
    const asked = await fetch(`${suite.service.url}/dbconnections/change_password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN },
      body: JSON.stringify({ client_id: CLIENT_ID, email, connection: 'Username-Password-Authentication' }),
    });
    assert.equal(asked.status, 200);
    const message = suite.service.store.data.messages.find(
      (m) => m.to === email && m.kind === 'password-reset',
    );
    assert.ok(message?.link, 'a reset e-mail');
    const ticket = new URL(message.link).searchParams.get('ticket') ?? '';
    const done = await fetch(`${suite.service.url}/lo/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: suite.service.url },
      body: new URLSearchParams({ ticket, password, confirm: password }),
      redirect: 'manual',
    });
    assert.equal(done.status, 303);
  }

  it('a pre-claimed address: the owner’s password reset removes the passkey and factor someone else put there', async () => {
    const email = uniqueEmail('pk-claimed');
    const attacker = await authenticatorAt();
    const claimed = await signUp(attacker, email);
    assert.equal(claimed.status, 200);
    const sub = String(claims(claimed.body['id_token'])['sub']);
    // The attacker also enrols an authenticator app of its own on the account.
    const challenge = await loginChallenge();
    const login = await token(
      challenge.auth_session,
      await getCredential(attacker.page, challenge.authn_params_public_key),
      {
        audience: `${suite.service.url}/me/`,
        scope: ME_SCOPES,
      },
    );
    const meToken = String(login.body['access_token']);
    const started = await fetch(`${suite.service.url}/me/v1/authentication-methods`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${meToken}`, 'Content-Type': 'application/json', Origin: APP_ORIGIN },
      body: JSON.stringify({ type: 'totp' }),
    });
    assert.equal(started.status, 201);
    const enrolment = (await started.json()) as Json;
    const verified = await fetch(`${started.headers.get('location')}/verify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${meToken}`, 'Content-Type': 'application/json', Origin: APP_ORIGIN },
      body: JSON.stringify({
        auth_session: enrolment['auth_session'],
        otp_code: totp(String(enrolment['manual_input_code']), Date.now() + clockOffsetMs),
      }),
    });
    assert.equal(verified.status, 201);

    // The owner cannot sign up, so resets the password through the e-mail they control.
    await resetPassword(email, 'Owner-Chose-This-9');
    const user = suite.service.store.data.users.find((u) => u.user_id === sub);
    assert.equal(user?.email_verified, true, 'the reset proved the address');
    assert.deepEqual(
      suite.service.store.data.passkeys.filter((p) => p.user_id === sub),
      [],
    );
    assert.deepEqual(
      suite.service.store.data.mfa_factors.filter((f) => f.user_id === sub),
      [],
    );
    const again = await loginChallenge();
    const refused = await token(
      again.auth_session,
      await getCredential(attacker.page, again.authn_params_public_key),
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.body['error'], 'invalid_grant');
    // The owner signs in with the password alone (the attacker's factor went with it).
    const owner = await post('/oauth/token', {
      grant_type: PASSWORD_REALM_GRANT,
      client_id: CLIENT_ID,
      username: email,
      password: 'Owner-Chose-This-9',
      realm: 'Username-Password-Authentication',
    });
    assert.equal(owner.status, 200, JSON.stringify(owner.body));
  });

  it('a reset of an account whose address was verified keeps its passkeys', async () => {
    const auth = await authenticatorAt();
    const email = uniqueEmail('pk-verified');
    const signup = await signUp(auth, email);
    const sub = String(claims(signup.body['id_token'])['sub']);
    const user = suite.service.store.data.users.find((u) => u.user_id === sub);
    assert.ok(user);
    user.email_verified = true;
    await resetPassword(email, 'Owner-Chose-This-9');
    const challenge = await loginChallenge();
    const login = await token(
      challenge.auth_session,
      await getCredential(auth.page, challenge.authn_params_public_key),
    );
    assert.equal(login.status, 200, JSON.stringify(login.body));
  });

  it('signs in only at a client that has the passkey’s connection', async () => {
    const OTHER_CLIENT = 'passkeys-elsewhere';
    const demo = suite.service.store.data.clients.find((c) => c.client_id === CLIENT_ID);
    assert.ok(demo);
    suite.service.store.data.clients.push({
      ...structuredClone(demo),
      client_id: OTHER_CLIENT,
      name: 'Elsewhere',
    });
    // The other client has a database connection, but not the one the passkey belongs to.
    const usernames = suite.service.store.data.connections.find((c) => c.name === 'Username-Required');
    assert.ok(usernames);
    usernames.enabled_clients.push(OTHER_CLIENT);
    try {
      const auth = await authenticatorAt();
      await signUp(auth, uniqueEmail('pk-connection'));
      for (const realm of [undefined, 'Username-Password-Authentication']) {
        const challenge = await post('/passkey/challenge', {
          client_id: OTHER_CLIENT,
          ...(realm ? { realm } : {}),
        });
        if (challenge.status !== 200) {
          assert.equal(challenge.body['error'], 'invalid_request', `realm ${realm}`);
          continue;
        }
        const body = challenge.body as { auth_session: string; authn_params_public_key: Json };
        const assertion = await getCredential(auth.page, body.authn_params_public_key);
        const refused = await token(body.auth_session, assertion, { client_id: OTHER_CLIENT });
        assert.equal(refused.status, 403, `realm ${realm}: ${JSON.stringify(refused.body)}`);
        assert.equal(refused.body['error'], 'invalid_grant');
      }
    } finally {
      suite.service.store.data.clients = suite.service.store.data.clients.filter(
        (c) => c.client_id !== OTHER_CLIENT,
      );
      usernames.enabled_clients = usernames.enabled_clients.filter((id) => id !== OTHER_CLIENT);
    }
  });

  it('refuses a forged assertion (someone else’s key under the victim’s credential id) as unverified, not as a clone', async () => {
    const victim = await authenticatorAt();
    await signUp(victim, uniqueEmail('pk-victim'));
    for (let i = 0; i < 3; i++) {
      const challenge = await loginChallenge();
      const login = await token(
        challenge.auth_session,
        await getCredential(victim.page, challenge.authn_params_public_key),
      );
      assert.equal(login.status, 200);
    }
    const [victimCredential] = await storedCredentials(victim);
    assert.ok(victimCredential);
    const attacker = await authenticatorAt();
    await signUp(attacker, uniqueEmail('pk-forger'));
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      const challenge = await loginChallenge();
      const own = await getCredential(attacker.page, challenge.authn_params_public_key);
      const id = Buffer.from(victimCredential.credentialId, 'base64').toString('base64url');
      const forged = { ...own, id, rawId: id };
      const refused = await token(challenge.auth_session, forged);
      assert.equal(refused.status, 403);
      assert.equal(refused.body['error'], 'invalid_grant');
      assert.doesNotMatch(String(refused.body['error_description']), /counter/);
      assert.equal(
        warn.mock.calls.some((call) => /cloned/.test(String(call.arguments[0]))),
        false,
        'no clone warning for a signature that does not verify',
      );
    } finally {
      warn.mock.restore();
    }
  });
});
