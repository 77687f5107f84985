import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { EmulatorHandle } from '../src/index.js';
import {
  APP_ORIGIN,
  CALLBACK,
  CookieJar,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  PASSWORD_REALM,
  authorizeUrl,
  coAuthenticate,
  hiddenField,
  inlineCodeAllowed,
  jwtPayload,
  redirectParams,
  startTestService,
} from './helpers.js';

const REALM = 'Username-Password-Authentication';

function login(username = DEMO_EMAIL, password = DEMO_PASSWORD): Record<string, unknown> {
  return { credential_type: PASSWORD_REALM, username, password, realm: REALM };
}

async function errorOf(
  response: Response,
): Promise<{ status: number; error: unknown; description: unknown }> {
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, error: body.error, description: body.error_description };
}

describe('POST /co/authenticate', () => {
  let service: EmulatorHandle;
  before(async () => {
    service = await startTestService();
  });
  beforeEach(() => service.store.reset());
  after(() => service.close());

  it('answers a login ticket with credentialed CORS and a verifier cookie', async () => {
    const jar = new CookieJar();
    const response = await coAuthenticate(service, login(), { jar });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), APP_ORIGIN);
    assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
    const body = (await response.json()) as Record<string, string>;
    assert.deepEqual(Object.keys(body).sort(), ['co_id', 'co_verifier', 'login_ticket']);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`ae_co_${body.co_id}=`));
    assert.ok(cookie);
    assert.match(cookie, /HttpOnly/i);

    const redirect = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'token id_token',
        nonce: 'n',
        state: 'st',
        login_ticket: body.login_ticket!,
        realm: REALM,
      }),
    );
    assert.equal(redirect.status, 302);
    const params = redirectParams(redirect);
    assert.equal(jwtPayload(params.get('id_token')!).sub, 'auth0|000000000000000000000001');
    // The ticket is single use.
    const again = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'token id_token',
        nonce: 'n',
        login_ticket: body.login_ticket!,
      }),
    );
    assert.equal(redirectParams(again).get('error'), 'access_denied');
  });

  it('accepts the password credential type against the default connection', async () => {
    const response = await coAuthenticate(service, {
      credential_type: 'password',
      username: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    assert.equal(response.status, 200);
  });

  it('answers the preflight for allowed origins only', async () => {
    const allowed = await fetch(`${service.url}/co/authenticate`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, auth0-client',
      },
    });
    assert.equal(allowed.headers.get('access-control-allow-origin'), APP_ORIGIN);
    assert.match(allowed.headers.get('access-control-allow-headers') ?? '', /Auth0-Client/);
    const refused = await fetch(`${service.url}/co/authenticate`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
  });

  it('refuses another origin with a plain-text 403', async () => {
    const response = await coAuthenticate(service, login(), { origin: 'http://x.example' });
    assert.equal(response.status, 403);
    assert.match(response.headers.get('content-type') ?? '', /text\/plain/);
    assert.equal(await response.text(), 'Origin http://x.example is not allowed.');
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  });

  it('400 invalid_request for a bad body', async () => {
    const response = await fetch(`${service.url}/co/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      body: '[1, 2',
    });
    assert.equal((await errorOf(response)).error, 'invalid_request');
    assert.equal(response.status, 400);
    const missing = await coAuthenticate(service, { credential_type: PASSWORD_REALM, username: DEMO_EMAIL });
    assert.deepEqual((await errorOf(missing)).error, 'invalid_request');
  });

  it('400 invalid_request for an unknown realm', async () => {
    const response = await coAuthenticate(service, { ...login(), realm: 'Nope' });
    assert.deepEqual(await errorOf(response), {
      status: 400,
      error: 'invalid_request',
      description: 'Unknown realm.',
    });
  });

  it('401 unauthorized_client when cross-origin login is off', async () => {
    service.store.data.clients[0]!.cross_origin_auth = false;
    const response = await coAuthenticate(service, login());
    assert.deepEqual(await errorOf(response), {
      status: 401,
      error: 'unauthorized_client',
      description: 'Cross origin login not allowed.',
    });
  });

  it('400 unsupported_credential_type', async () => {
    const response = await coAuthenticate(service, { ...login(), credential_type: 'urn:nope' });
    assert.deepEqual(await errorOf(response), {
      status: 400,
      error: 'unsupported_credential_type',
      description: 'Unknown credential type parameter.',
    });
  });

  it('403 access_denied for a wrong password or unknown user, without echoing the password', async () => {
    const wrong = await coAuthenticate(service, login(DEMO_EMAIL, 'Secret-guess-1'));
    const text = await wrong.text();
    assert.equal(wrong.status, 403);
    assert.deepEqual(JSON.parse(text), {
      error: 'access_denied',
      error_description: 'Wrong email or password.',
    });
    assert.doesNotMatch(text, /Secret-guess-1/);
    const unknown = await coAuthenticate(service, login('nobody@example.com'));
    assert.equal((await errorOf(unknown)).error, 'access_denied');
  });

  it('403 blocked_user', async () => {
    const response = await coAuthenticate(service, login('blocked@example.com'));
    assert.deepEqual(await errorOf(response), {
      status: 403,
      error: 'blocked_user',
      description: 'user is blocked',
    });
  });

  it('401 password_leaked', async () => {
    const response = await coAuthenticate(service, login('leaked@example.com', '123456'));
    const { status, error } = await errorOf(response);
    assert.deepEqual({ status, error }, { status: 401, error: 'password_leaked' });
  });

  it('429 too_many_attempts after 10 consecutive failures, with an unblock message', async () => {
    for (let i = 1; i < 10; i += 1) {
      assert.equal((await coAuthenticate(service, login(DEMO_EMAIL, `wrong-${i}`))).status, 403);
    }
    const tenth = await coAuthenticate(service, login(DEMO_EMAIL, 'wrong-10'));
    assert.equal((await errorOf(tenth)).error, 'too_many_attempts');
    assert.equal(tenth.status, 429);
    // Even the right password is refused until unblocked.
    assert.equal((await coAuthenticate(service, login())).status, 429);
    const message = service.store.data.messages[0]!;
    assert.equal(message.kind, 'unblock');
    assert.equal(message.to, DEMO_EMAIL);
    assert.match(message.link ?? '', new RegExp(`^${service.url}/lo/unblock\\?ticket=`));
    const ticket = new URL(message.link!).searchParams.get('ticket');
    assert.ok(service.store.data.tickets.some((t) => t.ticket === ticket && t.kind === 'unblock'));
  });

  it('429 too_many_attempts for suspicious behaviour from one IP address', async () => {
    service.store.data.attack_protection = { suspicious_ip_threshold: 3 };
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      assert.equal((await coAuthenticate(service, login(email))).status, 403);
    }
    const response = await coAuthenticate(service, login());
    const { status, error, description } = await errorOf(response);
    assert.deepEqual({ status, error }, { status: 429, error: 'too_many_attempts' });
    assert.match(String(description), /suspicious/);
    service.store.data.attack_protection = { suspicious_ip_threshold: 1000 };
  });

  it('verifies the ticket through the app page when the cookie did not come back', async () => {
    const login1 = (await (await coAuthenticate(service, login())).json()) as Record<string, string>;
    const params = {
      redirect_uri: CALLBACK,
      response_type: 'token id_token',
      nonce: 'n',
      state: 'co',
      login_ticket: login1.login_ticket!,
    };
    const jar = new CookieJar(); // no verifier cookie: third-party cookies blocked
    const pageResponse = await jar.fetch(authorizeUrl(service.url, params));
    assert.equal(pageResponse.status, 200);
    const page = await pageResponse.text();
    assert.ok(
      page.includes(
        `src="${APP_ORIGIN}/cross-origin-verification.html#origin=${encodeURIComponent(service.url)}"`,
      ),
    );
    assert.ok(page.includes(`data-app-origin="${APP_ORIGIN}"`));
    assert.ok(page.includes(`data-co-id="${login1.co_id}"`));
    assert.match(page, /co_verifier_request/);
    assert.ok(inlineCodeAllowed(page, pageResponse.headers.get('content-security-policy') ?? ''));
    assert.match(
      pageResponse.headers.get('content-security-policy') ?? '',
      new RegExp(`frame-src ${APP_ORIGIN}`),
    );

    const verify = (verifier: string, authorize: string) =>
      jar.fetch(`${service.url}/co/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service.url },
        body: new URLSearchParams({ authorize, verifier }),
      });
    const done = await verify(login1.co_verifier!, hiddenField(page, 'authorize'));
    assert.equal(done.status, 303);
    assert.equal(redirectParams(done).get('state'), 'co');
    assert.ok(redirectParams(done).get('access_token'));

    const login2 = (await (await coAuthenticate(service, login())).json()) as Record<string, string>;
    const wrong = await verify(
      'not-the-verifier',
      new URLSearchParams({
        client_id: 'demo-spa',
        ...params,
        login_ticket: login2.login_ticket!,
      }).toString(),
    );
    assert.equal(redirectParams(wrong).get('error'), 'access_denied');
  });
});
