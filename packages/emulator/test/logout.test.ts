// GET /v2/logout: returnTo checked against the Allowed Logout URLs (never an open redirect); without a
// valid id_token_hint the service asks before ending a session (a page posting back with a token of the
// session), except for the application's own logout (client_id and an allowed returnTo, as auth0.js and
// auth0-spa-js send it) in a top-level navigation; post_logout_redirect_uri, id_token_hint and state as
// RP-Initiated Logout 1.0 defines them.
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import type { JWK } from 'jose';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EmulatorHandle } from '../src/index.js';
import {
  APP_ORIGIN,
  CALLBACK,
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  SAM_USER_ID,
  authorizeUrl,
  hiddenField,
  loggedInJar,
  redirectParams,
  startTestService,
} from './helpers.js';
import type { CookieJar } from './helpers.js';

describe('GET /v2/logout', () => {
  let service: EmulatorHandle;
  before(async () => {
    service = await startTestService({ callbackUrls: ['http://localhost:9999/back.html'] });
  });
  after(() => service.close());

  const silent = () =>
    authorizeUrl(service.url, {
      redirect_uri: CALLBACK,
      response_type: 'token id_token',
      nonce: 'n',
      prompt: 'none',
    });

  it('ends the session and redirects to an allowed returnTo', async () => {
    const jar = await loggedInJar(service);
    assert.ok(redirectParams(await jar.fetch(silent())).get('access_token'));
    const response = await jar.fetch(
      `${service.url}/v2/logout?client_id=${DEMO_CLIENT_ID}&returnTo=${encodeURIComponent(`${APP_ORIGIN}/`)}`,
    );
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), `${APP_ORIGIN}/`);
    assert.equal(jar.cookies.has('ae_session'), false);
    assert.equal(redirectParams(await jar.fetch(silent())).get('error'), 'login_required');
  });

  it('accepts the configured callback URLs as logout URLs', async () => {
    const response = await fetch(
      `${service.url}/v2/logout?client_id=${DEMO_CLIENT_ID}&returnTo=${encodeURIComponent('http://localhost:9999/back.html')}`,
      { redirect: 'manual' },
    );
    assert.equal(response.status, 302);
  });

  it('refuses a returnTo that is not allowed, with an error page and no redirect', async () => {
    const jar = await loggedInJar(service);
    for (const query of [
      `client_id=${DEMO_CLIENT_ID}&returnTo=${encodeURIComponent('https://evil.example/')}`,
      `returnTo=${encodeURIComponent('https://evil.example/')}`,
    ]) {
      const response = await jar.fetch(`${service.url}/v2/logout?${query}`);
      assert.equal(response.status, 400);
      assert.equal(response.headers.get('location'), null);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    }
    // The session survives a refused logout.
    assert.ok(redirectParams(await jar.fetch(silent())).get('access_token'));
  });

  it('shows a logged-out page without returnTo', async () => {
    const response = await fetch(`${service.url}/v2/logout`, { redirect: 'manual' });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /logged out/);
  });
});

describe('GET /v2/logout from another site: confirmation unless the request shows it is the application', () => {
  let service: EmulatorHandle;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  const silent = () =>
    authorizeUrl(service.url, {
      redirect_uri: CALLBACK,
      response_type: 'token id_token',
      nonce: 'n',
      prompt: 'none',
    });
  const logoutUrl = (params: Record<string, string>) =>
    `${service.url}/v2/logout?${new URLSearchParams(params).toString()}`;
  const stillLoggedIn = async (jar: CookieJar) =>
    assert.ok(redirectParams(await jar.fetch(silent())).get('access_token'), 'the session is still there');
  const loggedOut = async (jar: CookieJar) =>
    assert.equal(redirectParams(await jar.fetch(silent())).get('error'), 'login_required');
  const RETURN = `${APP_ORIGIN}/`;

  /** The confirmation page's form fields. */
  function confirmationForm(page: string): URLSearchParams {
    const form = /<form method="post" action="\/v2\/logout">([\s\S]*?)<\/form>/.exec(page);
    assert.ok(form, `a form posting to /v2/logout:\n${page}`);
    const fields = new URLSearchParams();
    for (const [, name, value] of form[1]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      fields.set(name!, hiddenField(form[1]!, name!) ?? value);
    }
    return fields;
  }

  it('asks before ending the session without a valid id_token_hint (a bare link, the OIDC parameters, a subresource)', async () => {
    const jar = await loggedInJar(service);
    const requests: [string, Record<string, string>][] = [
      [`${service.url}/v2/logout`, {}],
      [logoutUrl({ client_id: DEMO_CLIENT_ID }), {}],
      [logoutUrl({ client_id: DEMO_CLIENT_ID, post_logout_redirect_uri: RETURN, state: 'st' }), {}],
      [logoutUrl({ client_id: DEMO_CLIENT_ID, returnTo: RETURN, id_token_hint: 'not.a.token' }), {}],
      // An <img> or <iframe> on another page, even with the application's own parameters.
      [logoutUrl({ client_id: DEMO_CLIENT_ID, returnTo: RETURN }), { 'sec-fetch-dest': 'image' }],
      [logoutUrl({ client_id: DEMO_CLIENT_ID, returnTo: RETURN }), { 'sec-fetch-dest': 'iframe' }],
    ];
    for (const [url, headers] of requests) {
      const response = await jar.fetch(url, { headers });
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('location'), null);
      assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      const page = await response.text();
      assert.match(page, /Log out\?/);
      assert.match(page, /<button type="submit">Log out<\/button>/);
      confirmationForm(page);
      await stillLoggedIn(jar);
    }
  });

  it('ends the session when the user confirms, then redirects with state; a forged confirmation is refused', async () => {
    const jar = await loggedInJar(service);
    const page = await (
      await jar.fetch(
        logoutUrl({ client_id: DEMO_CLIENT_ID, post_logout_redirect_uri: RETURN, state: 'st 1' }),
      )
    ).text();
    const fields = confirmationForm(page);
    const post = (body: URLSearchParams, origin = service.url) =>
      jar.fetch(`${service.url}/v2/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body,
      });
    // Another site's form, or one without the page's token, or with another session's token.
    assert.equal((await post(fields, 'https://evil.example')).status, 403);
    const withoutToken = new URLSearchParams(fields);
    withoutToken.delete('csrf');
    assert.equal((await post(withoutToken)).status, 403);
    const other = await loggedInJar(service);
    const otherFields = confirmationForm(await (await other.fetch(logoutUrl({}))).text());
    const foreign = new URLSearchParams(fields);
    foreign.set('csrf', otherFields.get('csrf')!);
    assert.equal((await post(foreign)).status, 403);
    await stillLoggedIn(jar);

    const confirmed = await post(fields);
    assert.equal(confirmed.status, 303);
    assert.equal(confirmed.headers.get('location'), `${RETURN}?state=st+1`);
    await loggedOut(jar);
    await stillLoggedIn(other);
  });

  it('with a valid id_token_hint: ends the session and redirects to post_logout_redirect_uri with state', async () => {
    const jar = await loggedInJar(service);
    const { id_token } = await service.issueTokens({ userId: DEMO_USER_ID });
    const response = await jar.fetch(
      logoutUrl({ id_token_hint: id_token, post_logout_redirect_uri: RETURN, state: 'abc' }),
    );
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), `${RETURN}?state=abc`);
    await loggedOut(jar);
  });

  it('accepts an expired id_token_hint of the service, not one signed by another key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sign = async (privateJwk: JWK, kid: string) =>
      new SignJWT({ sub: DEMO_USER_ID })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(`${service.url}/`)
        .setAudience(DEMO_CLIENT_ID)
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 3600)
        .sign(await importJWK(privateJwk, 'RS256'));
    const current = service.store.data.keys[0]!;
    const expired = await sign(current.privateJwk as JWK, current.kid);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const forged = await sign(await exportJWK(privateKey), current.kid);

    const jar = await loggedInJar(service);
    // Without a client the forged hint leaves post_logout_redirect_uri unchecked: refused.
    const refused = await jar.fetch(logoutUrl({ id_token_hint: forged, post_logout_redirect_uri: RETURN }));
    assert.equal(refused.status, 400);
    const asked = await jar.fetch(
      logoutUrl({ client_id: DEMO_CLIENT_ID, id_token_hint: forged, post_logout_redirect_uri: RETURN }),
    );
    assert.equal(asked.status, 200);
    assert.match(await asked.text(), /Log out\?/);
    await stillLoggedIn(jar);
    const done = await jar.fetch(logoutUrl({ id_token_hint: expired, post_logout_redirect_uri: RETURN }));
    assert.equal(done.status, 302);
    assert.equal(done.headers.get('location'), RETURN);
    await loggedOut(jar);
  });

  it("asks when the hint names another user than the session's, or another client than client_id", async () => {
    const jar = await loggedInJar(service);
    const { id_token: samToken } = await service.issueTokens({ userId: SAM_USER_ID });
    const { id_token: demoToken } = await service.issueTokens({ userId: DEMO_USER_ID });
    const demo = service.store.data.clients.find((c) => c.client_id === DEMO_CLIENT_ID)!;
    service.store.data.clients.push({ ...structuredClone(demo), client_id: 'other-spa' });
    const cases: Record<string, string>[] = [
      { id_token_hint: samToken, post_logout_redirect_uri: RETURN },
      { id_token_hint: demoToken, client_id: 'other-spa', post_logout_redirect_uri: RETURN },
    ];
    for (const params of cases) {
      const response = await jar.fetch(logoutUrl(params));
      assert.equal(response.status, 200);
      assert.match(await response.text(), /Log out\?/);
      await stillLoggedIn(jar);
    }
  });

  it('refuses a post_logout_redirect_uri that is not an Allowed Logout URL', async () => {
    const jar = await loggedInJar(service);
    const { id_token } = await service.issueTokens({ userId: DEMO_USER_ID });
    const response = await jar.fetch(
      logoutUrl({ id_token_hint: id_token, post_logout_redirect_uri: 'https://evil.example/' }),
    );
    assert.equal(response.status, 400);
    assert.equal(response.headers.get('location'), null);
    await stillLoggedIn(jar);
  });

  it("auth0.js's and auth0-spa-js's logout (client_id and an allowed returnTo) end the session without a prompt", async () => {
    // The real auth0.js (its ES build: the package's main file exports nothing under Node).
    const specifier: string = 'auth0-js/dist/auth0.min.esm.js';
    const { default: auth0 } = (await import(specifier)) as {
      default: {
        WebAuth: new (options: { domain: string; clientID: string }) => {
          client: { buildLogoutUrl(options: { returnTo: string; clientID: string }): string };
        };
      };
    };
    const webAuth = new auth0.WebAuth({ domain: new URL(service.url).host, clientID: DEMO_CLIENT_ID });
    // auth0.js always builds an https:// URL; the path and query are what the service reads.
    const built = new URL(webAuth.client.buildLogoutUrl({ returnTo: RETURN, clientID: DEMO_CLIENT_ID }));
    // auth0-spa-js 2.x: `${domain}/v2/logout?client_id=…&returnTo=…&auth0Client=…` (no id_token_hint).
    const spa = `/v2/logout?${new URLSearchParams({ client_id: DEMO_CLIENT_ID, returnTo: RETURN, auth0Client: 'eyJuYW1lIjoiYXV0aDAtc3BhLWpzIn0=' })}`;
    for (const pathAndQuery of [`${built.pathname}${built.search}`, spa]) {
      const jar = await loggedInJar(service);
      const response = await jar.fetch(`${service.url}${pathAndQuery}`, {
        headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
      });
      assert.equal(response.status, 302, pathAndQuery);
      assert.equal(response.headers.get('location'), RETURN);
      await loggedOut(jar);
    }
  });
});
