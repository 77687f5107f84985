import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { EmulatorHandle } from '../src/index.js';
import {
  APP_ORIGIN,
  CALLBACK,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_USER_ID,
  PASSWORD_REALM,
  authorizeUrl,
  jwtPayload,
  loggedInJar,
  pkce,
  postJson,
  redirectParams,
  startTestService,
} from './helpers.js';

describe('POST /oauth/token, GET /userinfo, discovery', () => {
  let service: EmulatorHandle;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  async function codeTokens(scope: string): Promise<Record<string, string>> {
    const jar = await loggedInJar(service, scope);
    const { verifier, challenge } = pkce();
    const response = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    const token = await postJson(`${service.url}/oauth/token`, {
      grant_type: 'authorization_code',
      client_id: DEMO_CLIENT_ID,
      code: redirectParams(response).get('code'),
      code_verifier: verifier,
      redirect_uri: CALLBACK,
    });
    assert.equal(token.status, 200);
    return (await token.json()) as Record<string, string>;
  }

  it('rotates refresh tokens and revokes the family when an old one comes back', async () => {
    const first = await codeTokens('openid profile offline_access');
    assert.ok(first.refresh_token);
    const refresh = (token: string) =>
      postJson(`${service.url}/oauth/token`, {
        grant_type: 'refresh_token',
        client_id: DEMO_CLIENT_ID,
        refresh_token: token,
      });
    const second = await refresh(first.refresh_token!);
    assert.equal(second.status, 200);
    const secondBody = (await second.json()) as Record<string, string>;
    assert.ok(secondBody.access_token && secondBody.id_token);
    assert.notEqual(secondBody.refresh_token, first.refresh_token);
    const reused = await refresh(first.refresh_token!);
    assert.equal(reused.status, 403);
    assert.equal(((await reused.json()) as { error: string }).error, 'invalid_grant');
    // Reuse revoked the family: the newest token is gone too.
    assert.equal((await refresh(secondBody.refresh_token!)).status, 403);
  });

  it('issues no refresh token without offline_access', async () => {
    const body = await codeTokens('openid profile email');
    assert.equal(body.refresh_token, undefined);
  });

  it('checks redirect_uri at the token endpoint', async () => {
    const jar = await loggedInJar(service);
    const { verifier, challenge } = pkce();
    const response = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    const token = await postJson(`${service.url}/oauth/token`, {
      grant_type: 'authorization_code',
      client_id: DEMO_CLIENT_ID,
      code: redirectParams(response).get('code'),
      code_verifier: verifier,
      redirect_uri: `${APP_ORIGIN}/`,
    });
    assert.equal(((await token.json()) as { error: string }).error, 'invalid_grant');
  });

  it('supports the password-realm grant and form bodies', async () => {
    const response = await fetch(`${service.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
      body: new URLSearchParams({
        grant_type: PASSWORD_REALM,
        client_id: DEMO_CLIENT_ID,
        username: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        realm: 'Username-Password-Authentication',
        audience: 'https://api.example.com',
        scope: 'openid read:reports delete:everything',
      }),
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), APP_ORIGIN);
    const body = (await response.json()) as Record<string, string>;
    assert.equal(body.scope, 'openid read:reports');
    const claims = jwtPayload(body.access_token!);
    assert.deepEqual(claims.aud, ['https://api.example.com', `${service.url}/userinfo`]);
    assert.equal(claims.scope, 'openid read:reports');
  });

  it('answers unsupported_grant_type, invalid_request and unauthorized_client', async () => {
    const unsupported = await postJson(`${service.url}/oauth/token`, {
      grant_type: 'client_credentials',
      client_id: DEMO_CLIENT_ID,
    });
    assert.deepEqual(
      [unsupported.status, ((await unsupported.json()) as { error: string }).error],
      [400, 'unsupported_grant_type'],
    );
    const invalid = await postJson(`${service.url}/oauth/token`, { client_id: DEMO_CLIENT_ID });
    assert.equal(((await invalid.json()) as { error: string }).error, 'invalid_request');
    const client = service.store.data.clients[0]!;
    const saved = client.grant_types;
    client.grant_types = ['authorization_code'];
    const refused = await postJson(`${service.url}/oauth/token`, {
      grant_type: 'refresh_token',
      client_id: DEMO_CLIENT_ID,
      refresh_token: 'x',
    });
    client.grant_types = saved;
    assert.deepEqual(
      [refused.status, ((await refused.json()) as { error: string }).error],
      [403, 'unauthorized_client'],
    );
  });

  it('omits CORS headers for origins that are not allowed', async () => {
    const response = await postJson(
      `${service.url}/oauth/token`,
      { grant_type: 'refresh_token', client_id: DEMO_CLIENT_ID, refresh_token: 'x' },
      { origin: 'https://evil.example' },
    );
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  });

  it('serves /userinfo for a Bearer token and 401 with WWW-Authenticate otherwise', async () => {
    const { access_token } = await service.issueTokens({
      userId: DEMO_USER_ID,
      scope: 'openid profile email',
    });
    const response = await fetch(`${service.url}/userinfo`, {
      headers: { authorization: `Bearer ${access_token}`, origin: APP_ORIGIN },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), APP_ORIGIN);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.sub, DEMO_USER_ID);
    assert.equal(body.email, DEMO_EMAIL);
    assert.equal(body.name, 'Dana Demo');
    const bad = await fetch(`${service.url}/userinfo`, { headers: { authorization: 'Bearer nope' } });
    assert.equal(bad.status, 401);
    assert.match(bad.headers.get('www-authenticate') ?? '', /^Bearer .*error="invalid_token"/);
    const missing = await fetch(`${service.url}/userinfo?access_token=${access_token}`);
    assert.equal(missing.status, 401);
  });

  it('publishes discovery and the JWKS with CORS *, and its tokens verify with them', async () => {
    const discovery = await fetch(`${service.url}/.well-known/openid-configuration`, {
      headers: { origin: 'https://anywhere.example' },
    });
    assert.equal(discovery.headers.get('access-control-allow-origin'), '*');
    const config = (await discovery.json()) as Record<string, string>;
    assert.equal(config.issuer, `${service.url}/`);
    assert.equal(config.jwks_uri, `${service.url}/.well-known/jwks.json`);
    const { id_token } = await service.issueTokens({ userId: DEMO_USER_ID, nonce: 'abc' });
    const { payload, protectedHeader } = await jwtVerify(
      id_token,
      createRemoteJWKSet(new URL(config.jwks_uri!)),
      {
        issuer: `${service.url}/`,
        audience: DEMO_CLIENT_ID,
      },
    );
    assert.equal(protectedHeader.alg, 'RS256');
    assert.ok(protectedHeader.kid);
    assert.equal(payload.nonce, 'abc');
  });
});
