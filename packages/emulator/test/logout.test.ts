import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EmulatorHandle } from '../src/index.js';
import {
  APP_ORIGIN,
  CALLBACK,
  DEMO_CLIENT_ID,
  authorizeUrl,
  loggedInJar,
  redirectParams,
  startTestService,
} from './helpers.js';

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
