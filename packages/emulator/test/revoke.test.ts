// Ending refresh-token families: POST /oauth/revoke (the whole family, 200 for an unknown token, CORS),
// logout (the families its session started, not another session's), a password change (every family of
// the user), and a refresh that asks again what the user is granted now.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EmulatorHandle } from '../src/index.js';
import {
  APP_ORIGIN,
  CALLBACK,
  CookieJar,
  createUser,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_USER_ID,
  PASSWORD_REALM,
  hostedLogin,
  jwtPayload,
  pkce,
  postJson,
  useTestService,
} from './helpers.js';

interface TokenBody {
  access_token?: string;
  refresh_token?: string;
  scope?: string;
  error?: string;
}

const service = useTestService();

/** A hosted login in a new browser (jar) and the refresh token of its code exchange. */
async function loginWithRefreshToken(
  svc: EmulatorHandle,
  extra: Record<string, string> = {},
): Promise<{ jar: CookieJar; refreshToken: string; body: TokenBody }> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkce();
  const login = await hostedLogin(svc, jar, {
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid profile offline_access',
    state: 's',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  assert.equal(login.status, 303);
  const code = new URL(login.headers.get('location')!).searchParams.get('code')!;
  const exchange = await postJson(`${svc.url}/oauth/token`, {
    grant_type: 'authorization_code',
    client_id: DEMO_CLIENT_ID,
    code,
    code_verifier: verifier,
    redirect_uri: CALLBACK,
  });
  const body = (await exchange.json()) as TokenBody;
  assert.equal(exchange.status, 200, JSON.stringify(body));
  assert.ok(body.refresh_token);
  return { jar, refreshToken: body.refresh_token, body };
}

/** A refresh token from the password-realm grant (no session). */
async function passwordRefreshToken(svc: EmulatorHandle): Promise<string> {
  const response = await postJson(`${svc.url}/oauth/token`, {
    grant_type: PASSWORD_REALM,
    client_id: DEMO_CLIENT_ID,
    username: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    realm: 'Username-Password-Authentication',
    scope: 'openid offline_access',
  });
  const body = (await response.json()) as TokenBody;
  assert.ok(body.refresh_token, JSON.stringify(body));
  return body.refresh_token;
}

function refresh(svc: EmulatorHandle, token: string): Promise<Response> {
  return postJson(`${svc.url}/oauth/token`, {
    grant_type: 'refresh_token',
    client_id: DEMO_CLIENT_ID,
    refresh_token: token,
  });
}

async function assertRefused(svc: EmulatorHandle, token: string): Promise<void> {
  const response = await refresh(svc, token);
  assert.equal(response.status, 403);
  assert.equal(((await response.json()) as TokenBody).error, 'invalid_grant');
}

async function assertRefreshes(svc: EmulatorHandle, token: string): Promise<string> {
  const response = await refresh(svc, token);
  const body = (await response.json()) as TokenBody;
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.refresh_token!;
}

describe('POST /oauth/revoke', () => {
  it('revokes the whole family (JSON or form), whichever of its tokens is presented', async () => {
    const svc = service();
    // JSON, with the current token.
    const first = await passwordRefreshToken(svc);
    const revoked = await postJson(`${svc.url}/oauth/revoke`, { client_id: DEMO_CLIENT_ID, token: first });
    assert.equal(revoked.status, 200);
    assert.equal(revoked.headers.get('cache-control'), 'no-store');
    await assertRefused(svc, first);

    // A form, with a token the family has since rotated away from: the current one ends too.
    const old = await passwordRefreshToken(svc);
    const current = await assertRefreshes(svc, old);
    const form = await fetch(`${svc.url}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: DEMO_CLIENT_ID, token: old }),
    });
    assert.equal(form.status, 200);
    await assertRefused(svc, current);
    assert.equal(svc.store.data.refresh_tokens.length, 0);
  });

  it('is advertised in the discovery document', async () => {
    const svc = service();
    const discovery = (await (await fetch(`${svc.url}/.well-known/openid-configuration`)).json()) as {
      revocation_endpoint?: string;
    };
    assert.equal(discovery.revocation_endpoint, `${svc.url}/oauth/revoke`);
  });

  it('answers 200 for an unknown token, refuses a request without token or with an unknown client', async () => {
    const svc = service();
    const unknown = await postJson(`${svc.url}/oauth/revoke`, {
      client_id: DEMO_CLIENT_ID,
      token: 'not-a-token',
    });
    assert.equal(unknown.status, 200);
    const missing = await postJson(`${svc.url}/oauth/revoke`, { client_id: DEMO_CLIENT_ID });
    assert.equal(missing.status, 400);
    assert.equal(((await missing.json()) as TokenBody).error, 'invalid_request');
    const stranger = await postJson(`${svc.url}/oauth/revoke`, { client_id: 'nobody', token: 'x.y' });
    assert.equal(stranger.status, 401);
    assert.equal(((await stranger.json()) as TokenBody).error, 'invalid_client');
  });

  it("does not revoke another client's family", async () => {
    const svc = service();
    const token = await passwordRefreshToken(svc);
    const demo = svc.store.data.clients.find((c) => c.client_id === DEMO_CLIENT_ID)!;
    svc.store.data.clients.push({ ...structuredClone(demo), client_id: 'other-spa' });
    const response = await postJson(`${svc.url}/oauth/revoke`, { client_id: 'other-spa', token });
    assert.equal(response.status, 200);
    await assertRefreshes(svc, token);
  });

  it('answers CORS for an Allowed Web Origin of the client', async () => {
    const svc = service();
    const preflight = await fetch(`${svc.url}/oauth/revoke`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), APP_ORIGIN);
    const token = await passwordRefreshToken(svc);
    const response = await postJson(
      `${svc.url}/oauth/revoke`,
      { client_id: DEMO_CLIENT_ID, token },
      { origin: APP_ORIGIN },
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), APP_ORIGIN);
    const foreign = await postJson(
      `${svc.url}/oauth/revoke`,
      { client_id: DEMO_CLIENT_ID, token: 'x.y' },
      { origin: 'https://evil.example' },
    );
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  });

  it('in parallel with refreshes: whatever a refresh answered, the family ends', async () => {
    const svc = service();
    for (let round = 0; round < 5; round++) {
      const token = await passwordRefreshToken(svc);
      const [refreshed, revoked] = await Promise.all([
        refresh(svc, token),
        postJson(`${svc.url}/oauth/revoke`, { client_id: DEMO_CLIENT_ID, token }),
      ]);
      assert.equal(revoked.status, 200);
      const body = (await refreshed.json()) as TokenBody;
      if (body.refresh_token) await assertRefused(svc, body.refresh_token);
      await assertRefused(svc, token);
    }
  });
});

describe('logout and password changes end refresh-token families', () => {
  it("logout ends the families its session started, not another session's", async () => {
    const svc = service();
    const mine = await loginWithRefreshToken(svc);
    const other = await loginWithRefreshToken(svc);
    const logout = await mine.jar.fetch(
      `${svc.url}/v2/logout?${new URLSearchParams({ client_id: DEMO_CLIENT_ID, returnTo: `${APP_ORIGIN}/` })}`,
    );
    assert.equal(logout.status, 302);
    await assertRefused(svc, mine.refreshToken);
    await assertRefreshes(svc, other.refreshToken);
  });

  it('a family follows its session when the same user logs in again in that browser', async () => {
    const svc = service();
    const { jar, refreshToken } = await loginWithRefreshToken(svc);
    // The same browser logs in again (a new session replaces the first), then logs out.
    const { challenge } = pkce();
    const again = await hostedLogin(svc, jar, {
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid',
      state: 's',
      prompt: 'login',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    assert.equal(again.status, 303);
    const logout = await jar.fetch(
      `${svc.url}/v2/logout?${new URLSearchParams({ client_id: DEMO_CLIENT_ID, returnTo: `${APP_ORIGIN}/` })}`,
    );
    assert.equal(logout.status, 302);
    await assertRefused(svc, refreshToken);
  });

  it("another user signing in on that browser ends the replaced session's families", async () => {
    const svc = service();
    const { jar, refreshToken } = await loginWithRefreshToken(svc);
    const other = { username: 'other.user@example.com', password: 'Tr1cky-Horse-42' };
    await createUser(svc.url, { email: other.username, password: other.password });
    const { challenge } = pkce();
    const login = await hostedLogin(
      svc,
      jar,
      {
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope: 'openid',
        state: 's',
        prompt: 'login',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      },
      other,
    );
    assert.equal(login.status, 303);
    await assertRefused(svc, refreshToken);
  });

  it('a code redeemed after (or while) its session logs out starts no live family', async () => {
    const svc = service();
    for (let round = 0; round < 4; round++) {
      const jar = new CookieJar();
      const { verifier, challenge } = pkce();
      const login = await hostedLogin(svc, jar, {
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope: 'openid offline_access',
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      const code = new URL(login.headers.get('location')!).searchParams.get('code')!;
      const exchange = () =>
        postJson(`${svc.url}/oauth/token`, {
          grant_type: 'authorization_code',
          client_id: DEMO_CLIENT_ID,
          code,
          code_verifier: verifier,
          redirect_uri: CALLBACK,
        });
      const logout = () =>
        jar.fetch(
          `${svc.url}/v2/logout?${new URLSearchParams({ client_id: DEMO_CLIENT_ID, returnTo: `${APP_ORIGIN}/` })}`,
        );
      // Round 0: the logout first; then both at once.
      const [exchanged] =
        round === 0
          ? [await logout().then(exchange)]
          : await Promise.all([exchange(), logout()]).then(([e]) => [e]);
      const body = (await exchanged.json()) as TokenBody;
      assert.equal(exchanged.status, 200);
      if (round === 0) assert.equal(body.refresh_token, undefined);
      if (body.refresh_token) await assertRefused(svc, body.refresh_token);
    }
  });

  it('a password change through the Management API ends every family of the user', async () => {
    const svc = service();
    const fromLogin = await loginWithRefreshToken(svc);
    const fromPassword = await passwordRefreshToken(svc);
    const { access_token } = await svc.issueTokens({
      userId: DEMO_USER_ID,
      audience: `${svc.url}/api/v2/`,
      scope: 'update:users',
    });
    const patched = await fetch(`${svc.url}/api/v2/users/${encodeURIComponent(DEMO_USER_ID)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        password: 'A-new-Passw0rd-for-Dana!',
        connection: 'Username-Password-Authentication',
      }),
    });
    assert.equal(patched.status, 200, await patched.text());
    await assertRefused(svc, fromLogin.refreshToken);
    await assertRefused(svc, fromPassword);
  });
});

describe('a password reset', () => {
  it('ends every family of the user', async () => {
    const svc = service();
    const fromLogin = await loginWithRefreshToken(svc);
    const fromPassword = await passwordRefreshToken(svc);
    const asked = await postJson(`${svc.url}/dbconnections/change_password`, {
      client_id: DEMO_CLIENT_ID,
      email: DEMO_EMAIL,
      connection: 'Username-Password-Authentication',
    });
    assert.equal(asked.status, 200);
    const link = new URL(svc.store.data.messages[0]!.link!);
    const reset = await fetch(`${svc.url}/lo/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: svc.url },
      body: new URLSearchParams({
        ticket: link.searchParams.get('ticket')!,
        password: 'A-new-Passw0rd-for-Dana!',
        confirm: 'A-new-Passw0rd-for-Dana!',
      }),
      redirect: 'manual',
    });
    assert.equal(reset.status, 303);
    await assertRefused(svc, fromLogin.refreshToken);
    await assertRefused(svc, fromPassword);
  });
});

describe('the refresh grant asks again what the user may have', () => {
  it('a user who lost the admin role gets no admin Management scopes at the next refresh', async () => {
    const svc = service();
    const { refreshToken, body } = await loginWithRefreshToken(svc, {
      audience: `${svc.url}/api/v2/`,
      scope: 'openid offline_access read:current_user read:users update:users',
    });
    assert.match(body.scope ?? '', /read:users/);
    const first = await refresh(svc, refreshToken);
    const renewed = (await first.json()) as TokenBody;
    assert.match(String(jwtPayload(renewed.access_token!).scope), /update:users/);

    const user = svc.store.data.users.find((u) => u.user_id === DEMO_USER_ID)!;
    user.app_metadata = { ...user.app_metadata, roles: [] };
    const second = await refresh(svc, renewed.refresh_token!);
    const after = (await second.json()) as TokenBody;
    assert.equal(second.status, 200);
    const scopes = String(jwtPayload(after.access_token!).scope).split(' ');
    assert.deepEqual(
      scopes.filter((s) => ['read:users', 'update:users'].includes(s)),
      [],
      'no admin scope in the access token',
    );
    assert.ok(scopes.includes('read:current_user'));
    assert.ok(!/read:users|update:users/.test(after.scope ?? ''));
  });
});
