import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { EmulatorHandle } from '../src/index.js';
import {
  APP_ORIGIN,
  CALLBACK,
  CookieJar,
  DEMO_CLIENT_ID,
  authorizeUrl,
  hiddenField,
  hostedLogin,
  inlineCodeAllowed,
  jwtPayload,
  loggedInJar,
  pkce,
  postJson,
  redirectParams,
  startTestService,
} from './helpers.js';

describe('GET /authorize', () => {
  let service: EmulatorHandle;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('shows the hosted login page without a session, framing forbidden', async () => {
    const { challenge } = pkce();
    const response = await fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    const page = await response.text();
    assert.match(page, /Local development identity service/);
    assert.match(page, /action="\/u\/login"/);
    // The inline style is allowed by its hash, and nothing else is.
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    assert.ok(response.headers.get('content-security-policy')!.includes(`style-src 'sha256-${hash}'`));
  });

  it('restricts the hosted login to a database connection and accepts a username there', async () => {
    const jar = new CookieJar();
    const { challenge } = pkce();
    const response = await hostedLogin(
      service,
      jar,
      {
        redirect_uri: CALLBACK,
        response_type: 'code',
        connection: 'Username-Required',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      },
      { username: 'sam', password: 'Passw0rd!' },
    );
    assert.equal(response.status, 303);
    assert.ok(redirectParams(response).get('code'));
  });

  it('logs in through the form (303) and exchanges the code with PKCE', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const response = await hostedLogin(service, jar, {
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      state: 'st<1>',
      nonce: 'n-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    assert.equal(response.status, 303);
    assert.ok(response.headers.get('location')?.startsWith(`${CALLBACK}?`));
    const params = redirectParams(response);
    assert.equal(params.get('state'), 'st<1>');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('ae_session='));
    assert.ok(cookie);
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);

    const token = await postJson(`${service.url}/oauth/token`, {
      grant_type: 'authorization_code',
      client_id: DEMO_CLIENT_ID,
      code: params.get('code'),
      code_verifier: verifier,
      redirect_uri: CALLBACK,
    });
    assert.equal(token.status, 200);
    const body = (await token.json()) as Record<string, string>;
    assert.equal(body.token_type, 'Bearer');
    assert.ok(body.refresh_token);
    const idToken = jwtPayload(body.id_token!);
    assert.equal(idToken.sub, 'auth0|000000000000000000000001');
    assert.equal(idToken.aud, DEMO_CLIENT_ID);
    assert.equal(idToken.iss, `${service.url}/`);
    assert.equal(idToken.nonce, 'n-1');
    assert.equal(idToken.email, 'demo@example.com');
    assert.equal(typeof idToken.auth_time, 'number');
    assert.deepEqual(jwtPayload(body.access_token!).aud, `${service.url}/userinfo`);

    const reuse = await postJson(`${service.url}/oauth/token`, {
      grant_type: 'authorization_code',
      client_id: DEMO_CLIENT_ID,
      code: params.get('code'),
      code_verifier: verifier,
      redirect_uri: CALLBACK,
    });
    assert.equal(reuse.status, 403);
    assert.equal(((await reuse.json()) as { error: string }).error, 'invalid_grant');
  });

  it('refuses a wrong PKCE verifier', async () => {
    const jar = await loggedInJar(service);
    const { challenge } = pkce();
    const response = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    assert.equal(response.status, 302);
    const token = await postJson(`${service.url}/oauth/token`, {
      grant_type: 'authorization_code',
      client_id: DEMO_CLIENT_ID,
      code: redirectParams(response).get('code'),
      code_verifier: pkce().verifier,
      redirect_uri: CALLBACK,
    });
    assert.equal(token.status, 403);
    assert.deepEqual(await token.json(), {
      error: 'invalid_grant',
      error_description: 'Failed to verify code verifier',
    });
  });

  it('requires code_challenge for a public client', async () => {
    const response = await fetch(
      authorizeUrl(service.url, { redirect_uri: CALLBACK, response_type: 'code' }),
      {
        redirect: 'manual',
      },
    );
    assert.equal(response.status, 302);
    assert.equal(redirectParams(response).get('error'), 'invalid_request');
  });

  it('answers a redirect_uri mismatch and an unknown client with an error page, never a redirect', async () => {
    const mismatch = await fetch(
      authorizeUrl(service.url, {
        redirect_uri: 'https://evil.example/cb',
        response_type: 'token',
        nonce: 'n',
      }),
      { redirect: 'manual' },
    );
    assert.equal(mismatch.status, 400);
    assert.equal(mismatch.headers.get('location'), null);
    assert.match(await mismatch.text(), /https:\/\/evil\.example\/cb/);
    const unknown = await fetch(
      `${service.url}/authorize?client_id=nope&redirect_uri=${encodeURIComponent(CALLBACK)}`,
      {
        redirect: 'manual',
      },
    );
    assert.equal(unknown.status, 400);
    assert.equal(unknown.headers.get('location'), null);
  });

  it('keeps the typed e-mail and shows a friendly error after a failed login', async () => {
    const jar = new CookieJar();
    const response = await hostedLogin(
      service,
      jar,
      { redirect_uri: CALLBACK, response_type: 'token id_token', nonce: 'n' },
      { username: 'demo@example.com', password: 'wrong-password' },
    );
    assert.equal(response.status, 403);
    const page = await response.text();
    assert.match(page, /Wrong email or password\./);
    assert.match(page, /value="demo@example\.com"/);
    assert.doesNotMatch(page, /wrong-password/);
  });

  it('rejects a login form posted from another origin', async () => {
    const response = await fetch(`${service.url}/u/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'authorize=&username=a&password=b',
    });
    assert.equal(response.status, 403);
  });

  it('answers prompt=none without a session with login_required through the response mode', async () => {
    const response = await fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'token id_token',
        nonce: 'n',
        state: 'abc',
        prompt: 'none',
      }),
      { redirect: 'manual' },
    );
    assert.equal(response.status, 302);
    const params = redirectParams(response);
    assert.equal(params.get('error'), 'login_required');
    assert.equal(params.get('state'), 'abc');
  });

  it('issues tokens silently with a session (implicit, at_hash, nonce)', async () => {
    const jar = await loggedInJar(service);
    const response = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'token id_token',
        scope: 'openid profile email',
        nonce: 'silent-nonce',
        state: 'x',
        prompt: 'none',
      }),
    );
    assert.equal(response.status, 302);
    assert.ok(response.headers.get('location')?.includes('#'));
    const params = redirectParams(response);
    assert.ok(params.get('access_token'));
    assert.equal(params.get('token_type'), 'Bearer');
    assert.equal(params.get('state'), 'x');
    const idToken = jwtPayload(params.get('id_token')!);
    assert.equal(idToken.nonce, 'silent-nonce');
    assert.equal(typeof idToken.at_hash, 'string');
  });

  it('requires consent on localhost for scopes not consented to in the session', async () => {
    const jar = await loggedInJar(service, 'openid');
    const response = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'token id_token',
        scope: 'openid profile email',
        nonce: 'n',
        prompt: 'none',
      }),
    );
    const params = redirectParams(response);
    assert.equal(params.get('error'), 'consent_required');
    assert.equal(params.get('error_description'), 'Consent required');
  });

  it('posts a web_message response to the exact redirect_uri origin only', async () => {
    const jar = await loggedInJar(service);
    const response = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: `${APP_ORIGIN}/`,
        response_type: 'token id_token',
        response_mode: 'web_message',
        nonce: 'n',
        state: 'wm-state',
        prompt: 'none',
      }),
    );
    assert.equal(response.status, 200);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, new RegExp(`frame-ancestors ${APP_ORIGIN}`));
    const page = await response.text();
    assert.ok(page.includes(`data-origin="${APP_ORIGIN}"`));
    assert.ok(!page.includes("'*'") && !page.includes('"*"'));
    assert.match(page, /authorization_response/);
    assert.ok(inlineCodeAllowed(page, csp));
    const match = /data-response="([^"]*)"/.exec(page);
    const payload = JSON.parse(match![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<
      string,
      unknown
    >;
    assert.equal(payload.state, 'wm-state');
    assert.equal(typeof payload.expires_in, 'number');
    assert.ok(payload.access_token);
  });

  it('delivers errors through web_message too', async () => {
    const response = await fetch(
      authorizeUrl(service.url, {
        redirect_uri: `${APP_ORIGIN}/`,
        response_type: 'token id_token',
        response_mode: 'web_message',
        nonce: 'n',
        state: 'e',
        prompt: 'none',
      }),
    );
    const page = await response.text();
    assert.match(page, /login_required/);
  });

  it('answers form_post with an auto-submitting form to the redirect_uri', async () => {
    const jar = await loggedInJar(service);
    const response = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'id_token',
        response_mode: 'form_post',
        nonce: 'n',
        state: 'fp',
      }),
    );
    assert.equal(response.status, 200);
    const page = await response.text();
    assert.ok(page.includes(`action="${CALLBACK}"`));
    assert.equal(hiddenField(page, 'state'), 'fp');
    assert.ok(hiddenField(page, 'id_token'));
    assert.ok(inlineCodeAllowed(page, response.headers.get('content-security-policy') ?? ''));
  });

  it('forces the login page with prompt=login despite a session', async () => {
    const jar = await loggedInJar(service);
    const { challenge } = pkce();
    const response = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'code',
        prompt: 'login',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    assert.equal(response.status, 200);
    assert.match(await response.text(), /action="\/u\/login"/);
  });

  it('grants Management API scopes by role', async () => {
    const jar = await loggedInJar(
      service,
      'openid read:current_user read:users update:resource_servers bogus',
    );
    const response = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'token',
        audience: `${service.url}/api/v2/`,
        scope: 'openid read:current_user read:users update:resource_servers bogus',
        prompt: 'none',
      }),
    );
    const params = redirectParams(response);
    assert.equal(params.get('scope'), 'openid read:current_user read:users update:resource_servers');
    const claims = jwtPayload(params.get('access_token')!);
    assert.deepEqual(claims.aud, [`${service.url}/api/v2/`, `${service.url}/userinfo`]);
    assert.equal(claims.azp, DEMO_CLIENT_ID);
  });

  it('denies an unknown audience', async () => {
    const jar = await loggedInJar(service);
    const response = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'token',
        audience: 'https://unknown.example',
      }),
    );
    assert.equal(redirectParams(response).get('error'), 'access_denied');
  });

  it('signs in with a simulated social provider', async () => {
    const jar = new CookieJar();
    const params = {
      redirect_uri: CALLBACK,
      response_type: 'token id_token',
      nonce: 'n',
      connection: 'github',
      state: 'gh',
    };
    const pageResponse = await jar.fetch(authorizeUrl(service.url, params));
    assert.equal(pageResponse.status, 200);
    const page = await pageResponse.text();
    assert.match(page, /Grace Hopper/);
    const response = await jar.fetch(`${service.url}/u/social`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service.url },
      body: new URLSearchParams({
        authorize: hiddenField(page, 'authorize'),
        connection: 'github',
        account: '5550001',
      }),
    });
    assert.equal(response.status, 303);
    const result = redirectParams(response);
    assert.equal(jwtPayload(result.get('id_token')!).sub, 'github|5550001');
    assert.equal(result.get('state'), 'gh');
    // The social login started a session that silent authentication uses.
    const silent = await jar.fetch(authorizeUrl(service.url, { ...params, prompt: 'none' }));
    assert.equal(jwtPayload(redirectParams(silent).get('id_token')!).sub, 'github|5550001');
  });
});
