// The service's clock (startEmulator's `now` option): sessions, tokens and timestamps follow it, so a
// test moves time instead of waiting for it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  authorizeUrl,
  CALLBACK,
  createUser,
  DEMO_CLIENT_ID,
  jwtPayload,
  loggedInJar,
  redirectParams,
  TestClock,
  useTestService,
} from './helpers.js';

const SESSION_LIFETIME = 7 * 24 * 3600;

describe('the service clock (now option)', () => {
  const clock = new TestClock(Date.parse('2031-05-06T07:08:09.000Z'));
  const service = useTestService({ now: clock.now });

  async function silentLogin(jar: Awaited<ReturnType<typeof loggedInJar>>): Promise<URLSearchParams> {
    const response = await jar.fetch(
      authorizeUrl(service().url, {
        redirect_uri: CALLBACK,
        response_type: 'id_token',
        nonce: 'n',
        prompt: 'none',
      }),
    );
    assert.equal(response.status, 302);
    return redirectParams(response);
  }

  it('ends a session when the clock passes its lifetime', async () => {
    const jar = await loggedInJar(service());
    const first = await silentLogin(jar);
    const idToken = first.get('id_token');
    assert.ok(idToken, `a silent login with the session: ${first.toString()}`);
    assert.equal(jwtPayload(idToken).iat, clock.seconds(), 'the token is issued at the clock’s time');

    clock.advance((SESSION_LIFETIME - 1) * 1000);
    assert.ok((await silentLogin(jar)).get('id_token'), 'still signed in a second before the end');
    clock.advance(1_000);
    assert.equal((await silentLogin(jar)).get('error'), 'login_required');
  });

  it('stamps new users and dev inbox messages with the clock’s time', async () => {
    await createUser(service().url, { email: 'clocked@example.com' });
    const now = new Date(clock.now()).toISOString();
    const user = service().store.data.users.find((u) => u.email === 'clocked@example.com');
    assert.equal(user?.created_at, now);

    const reset = await fetch(`${service().url}/dbconnections/change_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: DEMO_CLIENT_ID,
        email: 'clocked@example.com',
        connection: 'Username-Password-Authentication',
      }),
    });
    assert.equal(reset.status, 200);
    assert.equal(service().store.data.messages[0]?.created_at, now);
  });
});
