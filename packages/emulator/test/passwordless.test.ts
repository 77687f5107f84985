import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EmulatorHandle } from '../src/index.js';
import {
  APP_ORIGIN,
  CALLBACK,
  CookieJar,
  DEMO_CLIENT_ID,
  PASSWORDLESS_OTP,
  authorizeUrl,
  coAuthenticate,
  jwtPayload,
  postJson,
  redirectParams,
  startTestService,
  TestClock,
} from './helpers.js';

describe('passwordless', () => {
  let service: EmulatorHandle;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  const start = (body: Record<string, unknown>, origin = APP_ORIGIN) =>
    postJson(`${service.url}/passwordless/start`, { client_id: DEMO_CLIENT_ID, ...body }, { origin });

  it('sends an e-mail code that /co/authenticate accepts once', async () => {
    const response = await start({ connection: 'email', email: 'Pat@Example.com', send: 'code' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), APP_ORIGIN);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.email, 'pat@example.com');
    assert.equal(body.email_verified, false);
    assert.equal(typeof body._id, 'string');
    const message = service.store.data.messages[0]!;
    assert.equal(message.kind, 'passwordless-code');
    assert.match(message.code ?? '', /^\d{6}$/);

    const jar = new CookieJar();
    const wrong = await coAuthenticate(service, {
      credential_type: PASSWORDLESS_OTP,
      username: 'pat@example.com',
      otp: message.code === '000000' ? '111111' : '000000',
      realm: 'email',
    });
    assert.equal(wrong.status, 403);
    const ok = await coAuthenticate(
      service,
      { credential_type: PASSWORDLESS_OTP, username: 'pat@example.com', otp: message.code, realm: 'email' },
      { jar },
    );
    assert.equal(ok.status, 200);
    const { login_ticket } = (await ok.json()) as { login_ticket: string };
    const redirect = await jar.fetch(
      authorizeUrl(service.url, {
        redirect_uri: CALLBACK,
        response_type: 'token id_token',
        nonce: 'n',
        login_ticket,
        realm: 'email',
      }),
    );
    const claims = jwtPayload(redirectParams(redirect).get('id_token')!);
    assert.match(String(claims.sub), /^email\|/);
    assert.equal(claims.email, 'pat@example.com');
    const again = await coAuthenticate(service, {
      credential_type: PASSWORDLESS_OTP,
      username: 'pat@example.com',
      otp: message.code,
      realm: 'email',
    });
    assert.equal(again.status, 403);
  });

  it('tells an expired code from a wrong one (a late try hears "expired", also after pruning)', async () => {
    const clock = new TestClock();
    const timed = await startTestService({ now: clock.now });
    try {
      const response = await postJson(
        `${timed.url}/passwordless/start`,
        { client_id: DEMO_CLIENT_ID, connection: 'email', email: 'late@example.com', send: 'code' },
        { origin: APP_ORIGIN },
      );
      assert.equal(response.status, 200);
      const code = timed.store.data.messages.at(-1)!.code!;
      const attempt = async (otp: string) => {
        const answer = await coAuthenticate(timed, {
          credential_type: PASSWORDLESS_OTP,
          username: 'late@example.com',
          otp,
          realm: 'email',
        });
        const body = (await answer.json()) as { error: string; error_description: string };
        return { status: answer.status, ...body };
      };
      const wrong = await attempt(code === '000000' ? '111111' : '000000');
      assert.deepEqual(
        { status: wrong.status, error: wrong.error, description: wrong.error_description },
        { status: 403, error: 'access_denied', description: 'Wrong email or verification code.' },
      );
      clock.advance(301_000);
      // Another request prunes what expired first.
      await postJson(
        `${timed.url}/passwordless/start`,
        { client_id: DEMO_CLIENT_ID, connection: 'email', email: 'other@example.com', send: 'code' },
        { origin: APP_ORIGIN },
      );
      const late = await attempt(code);
      assert.deepEqual(
        { status: late.status, error: late.error, description: late.error_description },
        {
          status: 403,
          error: 'access_denied',
          description: 'The verification code has expired. Please try to login again.',
        },
      );
    } finally {
      await timed.close();
    }
  });

  it('sends an SMS link whose verify_redirect completes the authorize request', async () => {
    const response = await start({
      connection: 'sms',
      phone_number: '+15551234567',
      send: 'link',
      authParams: {
        redirect_uri: CALLBACK,
        response_type: 'token id_token',
        nonce: 'nn',
        state: 'pl',
        scope: 'openid',
      },
    });
    assert.deepEqual(Object.keys((await response.json()) as object).sort(), ['_id', 'phone_number']);
    const message = service.store.data.messages[0]!;
    assert.equal(message.kind, 'passwordless-link');
    assert.equal(message.channel, 'sms');
    assert.ok(message.link?.startsWith(`${service.url}/passwordless/verify_redirect?`));
    const jar = new CookieJar();
    const redirect = await jar.fetch(message.link!);
    assert.equal(redirect.status, 302);
    const params = redirectParams(redirect);
    assert.equal(params.get('state'), 'pl');
    const claims = jwtPayload(params.get('id_token')!);
    assert.match(String(claims.sub), /^sms\|/);
    assert.equal(claims.nonce, 'nn');
    assert.ok(jar.cookies.has('ae_session'));
    // The link is single use.
    assert.equal(
      redirectParams(await fetch(message.link!, { redirect: 'manual' })).get('error'),
      'access_denied',
    );
  });

  it("validates the connection, e-mail and phone number with the real service's error codes", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ connection: 'fax', email: 'a@example.com', send: 'code' }, 'bad.connection'],
      [{ connection: 'email', email: 'not-an-email', send: 'code' }, 'bad.email'],
      [{ connection: 'sms', phone_number: '12', send: 'code' }, 'bad.phone_number'],
    ];
    for (const [body, error] of cases) {
      const response = await start(body);
      assert.equal(response.status, 400);
      assert.equal(((await response.json()) as { error: string }).error, error);
    }
  });

  it('refuses an origin that is not allowed with plain text', async () => {
    const response = await start(
      { connection: 'email', email: 'a@example.com', send: 'code' },
      'https://evil.example',
    );
    assert.equal(response.status, 403);
    assert.equal(await response.text(), 'Origin https://evil.example is not allowed.');
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  });
});
