// Every check-then-await-then-write of the local identity service under parallel requests: brute-force
// limits, sign-ups of one e-mail, single-use reset and unblock tickets, one-time codes, linking.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MessageKind } from '../src/tenant.js';
import {
  coAuthenticate,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_USER_ID,
  PASSWORD_REALM,
  PASSWORDLESS_OTP,
  postJson,
  useTestService,
  DATABASE,
  SAM_USER_ID,
} from './helpers.js';

const service = useTestService();

function passwordLogin(password: string, username = DEMO_EMAIL): Promise<Response> {
  return coAuthenticate(service(), { credential_type: PASSWORD_REALM, username, password, realm: DATABASE });
}

async function errorCode(response: Response): Promise<string> {
  const body = (await response.json()) as Record<string, unknown>;
  return String(body['error'] ?? body['code']);
}

function messagesOf(kind: MessageKind): number {
  return service().store.data.messages.filter((message) => message.kind === kind).length;
}

function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(service().url + path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { origin: service().url },
    redirect: 'manual',
  });
}

describe('brute-force protection under parallel guesses', () => {
  it('evaluates no guess past the limit: the right password sent among 60 does not log in', async () => {
    const guesses = Array.from({ length: 59 }, (_, i) => `wrong-${i}`);
    const responses = await Promise.all([...guesses, DEMO_PASSWORD].map((p) => passwordLogin(p)));
    const codes = await Promise.all(responses.map(errorCode));
    assert.equal(responses.at(-1)?.status, 429, 'the right password, sent last, is refused');
    // Exactly the threshold's worth of guesses was checked; every other one was refused unevaluated.
    assert.equal(codes.filter((code) => code === 'access_denied').length, 9);
    assert.equal(codes.filter((code) => code === 'too_many_attempts').length, 51);
    const demo = service().store.data.users.find((user) => user.user_id === DEMO_USER_ID);
    assert.equal(demo?.brute_force_blocked, true);
    assert.equal(messagesOf(MessageKind.UNBLOCK), 1, 'one unblock notice per block');
  });

  it('parallel right passwords of one user all log in: checks in flight are not failures', async () => {
    // A test suite (or a bench) logging one user in from many tabs at once must not trip the limit
    // that exists for wrong guesses; a few wrong guesses among them do not block the right ones either.
    const passwords = [
      ...Array.from({ length: 5 }, (_, i) => `wrong-${i}`),
      ...Array(25).fill(DEMO_PASSWORD),
    ];
    const responses = await Promise.all(passwords.map((p) => passwordLogin(p)));
    const statuses = responses.map((response) => response.status);
    assert.deepEqual(statuses.slice(0, 5), [403, 403, 403, 403, 403]);
    assert.deepEqual(statuses.slice(5), Array(25).fill(200));
    const demo = service().store.data.users.find((user) => user.user_id === DEMO_USER_ID);
    assert.equal(demo?.brute_force_blocked, false);
    assert.equal(messagesOf(MessageKind.UNBLOCK), 0);
  });

  it('the per-IP limit holds under parallel guesses too', async () => {
    service().store.data.attack_protection = { suspicious_ip_threshold: 5, brute_force_threshold: 1000 };
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => passwordLogin(`wrong-${i}`)));
    const codes = await Promise.all(responses.map(errorCode));
    assert.equal(codes.filter((code) => code === 'access_denied').length, 5);
    assert.equal(codes.filter((code) => code === 'too_many_attempts').length, 25);
  });
});

describe('parallel writes', () => {
  it('20 parallel sign-ups of one e-mail create one user', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(`${service().url}/dbconnections/signup`, {
          client_id: DEMO_CLIENT_ID,
          connection: DATABASE,
          email: 'twin@example.com',
          password: 'Tr1cky-Horse-42',
        }),
      ),
    );
    assert.equal(responses.filter((r) => r.status === 200).length, 1);
    const failures = await Promise.all(responses.filter((r) => r.status !== 200).map(errorCode));
    assert.deepEqual(new Set(failures), new Set(['user_exists']));
    assert.equal(service().store.data.users.filter((u) => u.email === 'twin@example.com').length, 1);
  });

  it('two users cannot take one e-mail address through parallel Management updates', async () => {
    const audience = `${service().url}/api/v2/`;
    const responses = await Promise.all(
      [DEMO_USER_ID, 'auth0|000000000000000000000003'].map(async (userId) => {
        const { access_token } = await service().issueTokens({ userId, audience, scope: 'update:users' });
        return fetch(`${service().url}/api/v2/users/${encodeURIComponent(userId)}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'taken@example.com', password: 'Tr1cky-Horse-42' }),
        });
      }),
    );
    assert.deepEqual(responses.map((r) => r.status).sort(), [200, 409]);
    assert.equal(service().store.data.users.filter((u) => u.email === 'taken@example.com').length, 1);
  });

  it('a password-reset ticket is redeemed once by parallel submissions', async () => {
    const request = await postJson(`${service().url}/dbconnections/change_password`, {
      client_id: DEMO_CLIENT_ID,
      connection: DATABASE,
      email: DEMO_EMAIL,
    });
    assert.equal(request.status, 200);
    const link = service().store.data.messages[0]?.link ?? '';
    const ticket = new URL(link).searchParams.get('ticket') ?? '';
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postForm('/lo/reset', { ticket, password: `New-Secret-${i}!`, confirm: `New-Secret-${i}!` }),
      ),
    );
    assert.equal(responses.filter((r) => r.status === 303).length, 1);
    assert.equal(responses.filter((r) => r.status === 400).length, 9);
  });

  it('an unblock ticket is redeemed once by parallel submissions', async () => {
    for (let i = 0; i < 10; i += 1) await passwordLogin(`wrong-${i}`);
    const ticket = new URL(service().store.data.messages[0]?.link ?? '').searchParams.get('ticket') ?? '';
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postForm('/lo/unblock', { ticket })),
    );
    assert.equal(responses.filter((r) => r.status === 303).length, 1);
    assert.equal(responses.filter((r) => r.status === 400).length, 9);
  });

  it('a one-time code logs in once under parallel use', async () => {
    const start = await postJson(`${service().url}/passwordless/start`, {
      client_id: DEMO_CLIENT_ID,
      connection: 'email',
      email: 'pat@example.com',
      send: 'code',
    });
    assert.equal(start.status, 200);
    const code = service().store.data.messages[0]?.code ?? '';
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        coAuthenticate(service(), {
          credential_type: PASSWORDLESS_OTP,
          username: 'pat@example.com',
          otp: code,
          realm: 'email',
        }),
      ),
    );
    assert.equal(responses.filter((r) => r.status === 200).length, 1);
    assert.equal(service().store.data.users.filter((u) => u.email === 'pat@example.com').length, 1);
  });

  it('a secondary account is linked to one primary when two link it in parallel', async () => {
    const audience = `${service().url}/api/v2/`;
    const primaries = [DEMO_USER_ID, 'auth0|000000000000000000000002'];
    const { id_token: samIdToken } = await service().issueTokens({ userId: SAM_USER_ID });
    const responses = await Promise.all(
      primaries.map(async (userId) => {
        const { access_token } = await service().issueTokens({ userId, audience, scope: 'update:users' });
        return fetch(`${service().url}/api/v2/users/${encodeURIComponent(userId)}/identities`, {
          method: 'POST',
          headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ link_with: samIdToken }),
        });
      }),
    );
    assert.deepEqual(responses.map((r) => r.status).sort(), [201, 404]);
    const holders = service().store.data.users.filter((user) =>
      user.identities.some((identity) => identity.user_id === '000000000000000000000004'),
    );
    assert.equal(holders.length, 1);
  });
});
