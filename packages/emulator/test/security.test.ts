// The local identity service facing hostile pages: DNS rebinding (Host allow-list), the audience of a
// linking token, revocation on password reset, bounded input, and no user enumeration by timing (counted
// as password hashes through the service's diagnostics channel, not measured on the clock).
import assert from 'node:assert/strict';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { describe, it } from 'node:test';
import { PASSWORD_CHECK_CHANNEL } from '../src/passwords.js';
import {
  coAuthenticate,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_USER_ID,
  loggedInJar,
  PASSWORD_REALM,
  postJson,
  startTestService,
  useTestService,
  DATABASE,
  SAM_USER_ID,
} from './helpers.js';

const service = useTestService();

/** A request with a chosen Host header (fetch does not let a caller set it); a GET unless `json` is given. */
function getWithHost(url: string, host: string, json?: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = json === undefined ? undefined : JSON.stringify(json);
    const request = httpRequest(
      url,
      {
        method: payload === undefined ? 'GET' : 'POST',
        headers: { host, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('DNS rebinding: only the hosts the service() was started for', () => {
  it('answers 421 to another Host, as a rebinding name would send', async () => {
    const { port } = new URL(service().url);
    const rebound = await getWithHost(`${service().url}/_dev/api/messages`, `attacker.example:${port}`);
    assert.equal(rebound.status, 421);
    assert.doesNotMatch(rebound.body, /\[/, 'no message list in the answer');
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const allowed = await getWithHost(`${service().url}/_dev/api/messages`, `${host}:${port}`);
      assert.equal(allowed.status, 200, host);
    }
  });

  it('accepts the names given in allowedHosts', async () => {
    const named = await startTestService({ allowedHosts: ['auth.test'] });
    try {
      const { port } = new URL(named.url);
      assert.equal((await getWithHost(`${named.url}/`, `auth.test:${port}`)).status, 200);
      assert.equal((await getWithHost(`${named.url}/`, `other.test:${port}`)).status, 421);
    } finally {
      await named.close();
    }
  });
});

describe('linking', () => {
  it('refuses a link_with ID token issued to another application of the tenant', async () => {
    service().store.data.clients.push({
      ...structuredClone(service().store.data.clients[0]!),
      client_id: 'other-app',
      name: 'Other application',
    });
    const { id_token: foreign } = await service().issueTokens({ userId: SAM_USER_ID, clientId: 'other-app' });
    const { access_token } = await service().issueTokens({
      userId: DEMO_USER_ID,
      audience: `${service().url}/api/v2/`,
      scope: 'update:current_user_identities',
    });
    const response = await fetch(
      `${service().url}/api/v2/users/${encodeURIComponent(DEMO_USER_ID)}/identities`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ link_with: foreign }),
      },
    );
    assert.equal(response.status, 400);
    const body = (await response.json()) as Record<string, string>;
    assert.match(body['message'] ?? '', /audience|application/);
    assert.ok(
      service().store.data.users.some((user) => user.user_id === SAM_USER_ID),
      'nothing was linked',
    );
  });
});

describe('a password reset', () => {
  it("revokes the user's refresh tokens and sessions", async () => {
    const jar = await loggedInJar(service());
    const tokens = await postJson(`${service().url}/oauth/token`, {
      grant_type: PASSWORD_REALM,
      client_id: DEMO_CLIENT_ID,
      username: DEMO_EMAIL,
      password: 'Passw0rd!',
      realm: DATABASE,
      scope: 'openid offline_access',
    });
    const { refresh_token: refreshToken } = (await tokens.json()) as Record<string, string>;
    assert.ok(refreshToken);
    assert.ok(service().store.data.sessions.some((s) => s.user_id === DEMO_USER_ID));

    await postJson(`${service().url}/dbconnections/change_password`, {
      client_id: DEMO_CLIENT_ID,
      connection: DATABASE,
      email: DEMO_EMAIL,
    });
    const ticket = new URL(service().store.data.messages[0]?.link ?? '').searchParams.get('ticket') ?? '';
    const reset = await fetch(`${service().url}/lo/reset`, {
      method: 'POST',
      body: new URLSearchParams({ ticket, password: 'Brand-New-42!', confirm: 'Brand-New-42!' }),
      redirect: 'manual',
    });
    assert.equal(reset.status, 303);

    const refreshed = await postJson(`${service().url}/oauth/token`, {
      grant_type: 'refresh_token',
      client_id: DEMO_CLIENT_ID,
      refresh_token: refreshToken,
    });
    assert.equal(refreshed.status, 403);
    assert.equal(service().store.data.sessions.filter((s) => s.user_id === DEMO_USER_ID).length, 0);
    const silent = await jar.fetch(
      `${service().url}/authorize?${new URLSearchParams({
        client_id: DEMO_CLIENT_ID,
        redirect_uri: 'http://localhost:5173/callback.html',
        response_type: 'id_token',
        nonce: 'n',
        prompt: 'none',
      }).toString()}`,
    );
    assert.match(silent.headers.get('location') ?? '', /error=login_required/);
  });
});

describe('bounded input', () => {
  it('answers 413 in the API error shape to a body over 1 MB', async () => {
    const big = 'x'.repeat(1_100_000);
    const signup = await postJson(`${service().url}/dbconnections/signup`, {
      client_id: DEMO_CLIENT_ID,
      connection: DATABASE,
      email: 'big@example.com',
      password: 'Tr1cky-Horse-42',
      name: big,
    });
    assert.equal(signup.status, 413);
    const signupError = (await signup.json()) as Record<string, unknown>;
    assert.equal(signupError['statusCode'], 413);
    assert.equal(typeof signupError['code'], 'string');

    const token = await postJson(`${service().url}/oauth/token`, { grant_type: 'password', x: big });
    assert.equal(token.status, 413);
    assert.equal(typeof ((await token.json()) as Record<string, unknown>)['error'], 'string');

    const management = await fetch(`${service().url}/api/v2/users/x`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: big }),
    });
    assert.equal(management.status, 413);
    assert.equal(((await management.json()) as Record<string, unknown>)['statusCode'], 413);
    assert.equal(
      service().store.data.users.some((u) => u.email === 'big@example.com'),
      false,
    );
  });

  it('caps profile fields and metadata', async () => {
    const longName = await postJson(`${service().url}/dbconnections/signup`, {
      client_id: DEMO_CLIENT_ID,
      connection: DATABASE,
      email: 'long@example.com',
      password: 'Tr1cky-Horse-42',
      name: 'n'.repeat(5000),
    });
    assert.equal(longName.status, 400);
    const { access_token } = await service().issueTokens({
      userId: DEMO_USER_ID,
      audience: `${service().url}/api/v2/`,
      scope: 'update:users',
    });
    const patch = (body: unknown) =>
      fetch(`${service().url}/api/v2/users/${encodeURIComponent(DEMO_USER_ID)}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const metadata = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'v'.repeat(500)]));
    assert.equal((await patch({ user_metadata: metadata })).status, 400);
    assert.equal((await patch({ nickname: 'n'.repeat(5000) })).status, 400);
    assert.equal((await patch({ nickname: 'fine' })).status, 200);
  });

  it('refuses e-mail addresses with control or bidirectional-override characters', async () => {
    for (const email of ['evil\u202Egro@example.com', 'tab\u0009bed@example.com', 'a\u200F@example.com']) {
      const signup = await postJson(`${service().url}/dbconnections/signup`, {
        client_id: DEMO_CLIENT_ID,
        connection: DATABASE,
        email,
        password: 'Tr1cky-Horse-42',
      });
      assert.equal(signup.status, 400, JSON.stringify(email));
      const start = await postJson(`${service().url}/passwordless/start`, {
        client_id: DEMO_CLIENT_ID,
        connection: 'email',
        email,
        send: 'code',
      });
      assert.equal(start.status, 400, JSON.stringify(email));
    }
    assert.equal(service().store.data.messages.length, 0);
  });
});

describe('no user enumeration by timing', () => {
  it('an unknown user costs the same password hash as a known one', async () => {
    const checks: unknown[] = [];
    const record = (message: unknown) => checks.push(message);
    subscribe(PASSWORD_CHECK_CHANNEL, record);
    const hashesFor = async (username: string, password: string): Promise<unknown[]> => {
      checks.length = 0;
      await coAuthenticate(service(), {
        credential_type: PASSWORD_REALM,
        username,
        password,
        realm: DATABASE,
      });
      return [...checks];
    };
    try {
      const known = await hashesFor(DEMO_EMAIL, 'wrong-password');
      assert.equal(known.length, 1);
      // Same number of hashes with the same parameters: the answer takes as long either way.
      assert.deepEqual(await hashesFor('nobody@example.com', 'wrong-password'), known);
      assert.deepEqual(await hashesFor('NOBODY-ELSE', 'x'), known);
    } finally {
      unsubscribe(PASSWORD_CHECK_CHANNEL, record);
    }
  });
});

describe('JSON APIs take JSON only (no cross-site simple request reaches them)', () => {
  /** A body a page on another site can send without a preflight: JSON text labelled text/plain, or a form. */
  function simplePost(
    path: string,
    body: Record<string, unknown>,
    type: string,
    headers: Record<string, string> = {},
  ) {
    return fetch(`${service().url}${path}`, {
      method: path.startsWith('/api/v2/users') ? 'PATCH' : 'POST',
      headers: { 'content-type': type, origin: 'https://evil.example', ...headers },
      body: type.startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(body as Record<string, string>).toString()
        : JSON.stringify(body),
    });
  }

  it('answers 415 in each API’s error shape, before anything is counted or looked up', async () => {
    const register = { client_id: DEMO_CLIENT_ID, user_profile: { email: DEMO_EMAIL } };
    const plain = 'text/plain;charset=UTF-8';
    const form = 'application/x-www-form-urlencoded';
    const me = await service().issueTokens({
      userId: DEMO_USER_ID,
      audience: `${service().url}/me/`,
      scope: 'create:me:authentication_methods',
    });
    const bearer = { authorization: `Bearer ${me.access_token}` };
    const cases: [string, Record<string, unknown>, string, Record<string, string>, string][] = [
      ['/passkey/register', register, plain, {}, 'error'],
      ['/passkey/register', { client_id: DEMO_CLIENT_ID }, form, {}, 'error'],
      ['/passkey/challenge', { client_id: DEMO_CLIENT_ID }, plain, {}, 'error'],
      ['/passkey/challenge', { client_id: DEMO_CLIENT_ID }, form, {}, 'error'],
      ['/mfa/associate', { authenticator_types: ['otp'] }, plain, { authorization: 'Bearer x' }, 'error'],
      ['/me/v1/authentication-methods', { type: 'totp' }, plain, bearer, 'type'],
      [`/api/v2/users/${encodeURIComponent(DEMO_USER_ID)}`, { name: 'x' }, plain, bearer, 'statusCode'],
    ];
    for (const [path, body, type, headers, field] of cases) {
      const response = await simplePost(path, body, type, headers);
      assert.equal(response.status, 415, `${path} with ${type}`);
      const answer = (await response.json()) as Record<string, unknown>;
      assert.ok(answer[field] !== undefined, `${path}: ${JSON.stringify(answer)}`);
    }
    assert.equal(service().store.data.passkey_sessions.length, 0, 'no challenge was started');
    assert.equal(
      service().store.data.mfa_factors.some((f) => f.user_id === DEMO_USER_ID),
      false,
    );
    // JSON itself (with a charset) still works.
    const json = await postJson(
      `${service().url}/passkey/challenge`,
      { client_id: DEMO_CLIENT_ID },
      {
        'content-type': 'application/json; charset=utf-8',
      },
    );
    assert.equal(json.status, 200);
  });
});

describe('the dev pages (inbox, current codes) answer this machine only', () => {
  it('refuses a peer on the network even when it sends Host: localhost, and keeps answering loopback; per-address limits count each peer', async () => {
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    assert.ok(lan, 'this machine has a network address besides loopback');
    const exposed = await startTestService({ host: '0.0.0.0' });
    try {
      const port = new URL(exposed.url).port;
      for (const path of [
        '/_dev/inbox',
        '/_dev/api/messages',
        '/_dev/api/authenticators?to=mfa@example.com',
        '/_dev/users',
      ]) {
        const fromLan = await getWithHost(`http://${lan}:${port}${path}`, `localhost:${port}`);
        assert.equal(fromLan.status, 403, `${path} from ${lan}`);
        assert.doesNotMatch(fromLan.body, /mfa@example\.com|"code"/);
        const local = await getWithHost(`http://127.0.0.1:${port}${path}`, `localhost:${port}`);
        assert.equal(local.status, 200, `${path} from loopback`);
      }
      // Limits per address count each peer's own: this machine's loopback used up, the network address not.
      exposed.store.data.attack_protection = { suspicious_ip_threshold: 2 };
      const challenge = (address: string) =>
        getWithHost(`http://${address}:${port}/passkey/challenge`, `localhost:${port}`, {
          client_id: DEMO_CLIENT_ID,
        });
      for (let i = 0; i < 2; i++) assert.equal((await challenge('127.0.0.1')).status, 200);
      assert.equal((await challenge('127.0.0.1')).status, 429);
      assert.equal((await challenge(lan)).status, 200);
      // The rest of the service answers the network as before.
      const discovery = await getWithHost(
        `http://${lan}:${port}/.well-known/openid-configuration`,
        `localhost:${port}`,
      );
      assert.equal(discovery.status, 200);
    } finally {
      await exposed.close();
    }
  });
});
