// Refresh tokens with rotation: single use, reuse detection (also under parallel use), absolute and
// inactivity lifetimes (on the service's test clock), and CORS for a browser application on another
// origin (JSON and form bodies).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  APP_ORIGIN,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  PASSWORD_REALM,
  TestClock,
  useTestService,
} from './helpers.js';

interface TokenBody {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  error?: string;
}

describe('refresh tokens (rotation, reuse detection, lifetimes, CORS)', () => {
  const clock = new TestClock();
  const service = useTestService({ now: clock.now });

  function demoClient() {
    return service().store.data.clients.find((c) => c.client_id === DEMO_CLIENT_ID)!;
  }

  async function firstRefreshToken(): Promise<string> {
    const response = await fetch(`${service().url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: PASSWORD_REALM,
        client_id: DEMO_CLIENT_ID,
        username: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        realm: 'Username-Password-Authentication',
        scope: 'openid profile offline_access',
      }),
    });
    const body = (await response.json()) as TokenBody;
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.ok(body.refresh_token);
    return body.refresh_token;
  }

  async function refresh(token: string, form = false, origin?: string): Promise<Response> {
    const params = { grant_type: 'refresh_token', client_id: DEMO_CLIENT_ID, refresh_token: token };
    return fetch(`${service().url}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        ...(origin ? { origin } : {}),
      },
      body: form ? new URLSearchParams(params) : JSON.stringify(params),
    });
  }

  it('rotates on every use; the newest token keeps working', async () => {
    let token = await firstRefreshToken();
    const seen = new Set([token]);
    for (let i = 0; i < 3; i++) {
      const response = await refresh(token);
      const body = (await response.json()) as TokenBody;
      assert.equal(response.status, 200);
      assert.ok(body.access_token && body.id_token && body.refresh_token);
      assert.ok(!seen.has(body.refresh_token), 'each use answers a new refresh token');
      seen.add(body.refresh_token);
      token = body.refresh_token;
    }
  });

  it('parallel use of one token: exactly one succeeds, then the whole family is revoked', async () => {
    const token = await firstRefreshToken();
    const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(token)));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as TokenBody[];
    const winners = responses.flatMap((r, i) => (r.status === 200 ? [bodies[i]!] : []));
    assert.equal(winners.length, 1, `statuses: ${responses.map((r) => r.status).join(',')}`);
    for (const [i, response] of responses.entries()) {
      if (response.status !== 200) {
        assert.equal(response.status, 403);
        assert.equal(bodies[i]!.error, 'invalid_grant');
      }
    }
    // The reuse revoked the family, including the token the winner received.
    const after = await refresh(winners[0]!.refresh_token!);
    assert.equal(after.status, 403);
    assert.equal(((await after.json()) as TokenBody).error, 'invalid_grant');
  });

  it('ends a family after its inactivity lifetime', async () => {
    const client = demoClient();
    client.refresh_token = { token_lifetime: 60, idle_token_lifetime: 1 };
    try {
      const token = await firstRefreshToken();
      clock.advance(1_000);
      assert.equal((await refresh(token)).status, 403, 'refused once the inactivity lifetime is over');
    } finally {
      delete client.refresh_token;
    }
  });

  it('ends a family after its absolute lifetime, even when used', async () => {
    const client = demoClient();
    client.refresh_token = { token_lifetime: 3, idle_token_lifetime: 60 };
    try {
      let token = await firstRefreshToken();
      clock.advance(2_000);
      const used = await refresh(token);
      assert.equal(used.status, 200, 'used 2 s after the login, within its 3 s');
      token = ((await used.json()) as TokenBody).refresh_token!;
      clock.advance(1_000);
      assert.equal((await refresh(token)).status, 403, 'refused 3 s after the login, 1 s after its use');
    } finally {
      delete client.refresh_token;
    }
  });

  it('answers CORS to an Allowed Web Origin, for form and JSON bodies and the preflight', async () => {
    const preflight = await fetch(`${service().url}/oauth/token`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), APP_ORIGIN);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/i);

    const formResponse = await refresh(await firstRefreshToken(), true, APP_ORIGIN);
    assert.equal(formResponse.status, 200);
    assert.equal(formResponse.headers.get('access-control-allow-origin'), APP_ORIGIN);
    assert.equal(formResponse.headers.get('access-control-allow-credentials'), 'true');
    const formBody = (await formResponse.json()) as TokenBody;

    const jsonResponse = await refresh(formBody.refresh_token!, false, APP_ORIGIN);
    assert.equal(jsonResponse.status, 200);
    assert.equal(jsonResponse.headers.get('access-control-allow-origin'), APP_ORIGIN);

    const foreign = await refresh(
      ((await jsonResponse.json()) as TokenBody).refresh_token!,
      true,
      'https://evil.example',
    );
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  });

  it('prunes families that have ended', async () => {
    const client = demoClient();
    client.refresh_token = { token_lifetime: 1, idle_token_lifetime: 1 };
    try {
      await firstRefreshToken();
      const ended = service().store.data.refresh_tokens.map((t) => t.family);
      assert.ok(ended.length > 0);
      clock.advance(1_000);
      await firstRefreshToken(); // issuing prunes ended families
      const families = service().store.data.refresh_tokens;
      assert.ok(
        families.every((t) => !ended.includes(t.family)),
        'the ended families are gone',
      );
      const now = clock.seconds();
      assert.ok(families.every((t) => t.expires_at > now && t.idle_expires_at > now));
      assert.equal(families.length, 1);
    } finally {
      delete client.refresh_token;
    }
  });
});
