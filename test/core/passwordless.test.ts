// webAuth.passwordlessStart / passwordlessLogin against the local identity service: codes and links by
// e-mail and SMS (read back from the dev inbox), the link's redirect verified by handleRedirectCallback,
// and a code verified through /co/authenticate and redeemed at /authorize.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CLIENT_ID, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import type { PasswordlessLoginOptions, PasswordlessStartOptions, WebAuth } from '../../src/core/index.js';
import { interceptFetch, jsonResponse, thrown } from './helpers.js';
import { readInbox } from '../shared/service.js';
import {
  authError,
  callbackUrl,
  describeFaults,
  landingUrl,
  newClient,
  spyFetch,
  stubNavigation,
  uniquePhone,
} from './service-helpers.js';
import { PASSWORDLESS_OTP_GRANT as OTP_GRANT } from '../../src/core/lib/grant-types.js';

describe('webAuth.passwordlessStart', () => {
  let env: TestEnv;
  let callback: string;

  before(async () => {
    env = await testEnv();
    callback = callbackUrl(env);
  });
  afterEach(() => sinon.restore());

  const client = (): WebAuth => newClient(env, { redirectUri: callback, responseType: 'code' });

  /** Starts with a fetch spy; returns the result and the JSON body that went out. */
  async function start(webAuth: WebAuth, options: PasswordlessStartOptions) {
    const spy = spyFetch();
    try {
      const result = await webAuth.passwordlessStart(options);
      expect(spy.exchanges).to.have.length(1);
      const { request } = spy.exchanges[0]!;
      expect(request.method).to.equal('POST');
      expect(request.url).to.equal(`${env.serviceUrl}/passwordless/start`);
      expect(request.headers.get('Auth0-Client')).to.be.a('string');
      return { result, body: (await request.json()) as Record<string, unknown> };
    } finally {
      spy.restore();
    }
  }

  it('sends a code by e-mail', async () => {
    const email = uniqueEmail('code');
    const { result, body } = await start(client(), { connection: 'email', email, send: 'code' });
    expect(result).to.include({ email, email_verified: false });
    expect(result._id).to.be.a('string');
    expect(body).to.include({ client_id: CLIENT_ID, connection: 'email', email, send: 'code' });
    expect(Object.keys(body).sort()).to.deep.equal([
      'authParams',
      'client_id',
      'connection',
      'email',
      'send',
    ]);
    const authParams = body['authParams'] as Record<string, string>;
    expect(authParams).to.include({
      redirect_uri: callback,
      response_type: 'code',
      scope: 'openid profile email',
    });
    expect(authParams).not.to.have.property('client_id');
    // A code is verified by passwordlessLogin, which starts its own transaction.
    expect(localStorage.getItem(`com.auth0.auth.${authParams['state']}`)).to.equal(null);

    const [message] = await readInbox(env.serviceUrl, { to: email, kind: 'passwordless-code' });
    expect(message?.code).to.match(/^\d{6}$/);
    expect(message?.channel).to.equal('email');
  });

  it('sends a link by e-mail (send omitted) whose redirect handleRedirectCallback verifies', async () => {
    const email = uniqueEmail('link');
    const webAuth = client();
    const { result, body } = await start(webAuth, { connection: 'email', email, appState: { to: '/inbox' } });
    expect(result).to.include({ email });
    expect(body['send']).to.equal('link');
    const authParams = body['authParams'] as Record<string, string>;
    expect(authParams).to.include({
      redirect_uri: callback,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(authParams['state']).to.be.a('string');
    expect(authParams['code_challenge']).to.be.a('string');
    expect(authParams).not.to.have.property('appState');
    expect(localStorage.getItem(`com.auth0.auth.${authParams['state']}`)).to.be.a('string');

    const [message] = await readInbox(env.serviceUrl, { to: email, kind: 'passwordless-link' });
    const link = new URL(message!.link!);
    expect(link.searchParams.get('state')).to.equal(authParams['state']);

    const landing = await landingUrl(link.href, callback);
    const authResult = await webAuth.handleRedirectCallback({ url: landing });
    expect(authResult?.idTokenPayload).to.include({ email, aud: CLIENT_ID });
    expect(authResult?.appState).to.deep.equal({ to: '/inbox' });
  });

  it('puts a nonce in the link for an id_token response', async () => {
    const email = uniqueEmail('nonce');
    const webAuth = newClient(env, { redirectUri: callback, responseType: 'id_token token' });
    const { body } = await start(webAuth, { connection: 'email', email, send: 'link' });
    const authParams = body['authParams'] as Record<string, string>;
    expect(authParams['nonce']).to.be.a('string');
    const [message] = await readInbox(env.serviceUrl, { to: email, kind: 'passwordless-link' });
    const landing = await landingUrl(message!.link!, callback);
    const authResult = await webAuth.parseHash({ hash: new URL(landing).hash });
    expect(authResult?.idTokenPayload?.nonce).to.equal(authParams['nonce']);
  });

  it('sends a code by SMS', async () => {
    const phoneNumber = uniquePhone();
    const { result, body } = await start(client(), { connection: 'sms', phoneNumber, send: 'code' });
    expect(result).to.include({ phone_number: phoneNumber });
    expect(body).to.include({ connection: 'sms', phone_number: phoneNumber, send: 'code' });
    expect(body).not.to.have.property('email');
    const [message] = await readInbox(env.serviceUrl, { to: phoneNumber, kind: 'passwordless-code' });
    expect(message?.channel).to.equal('sms');
    expect(message?.code).to.match(/^\d{6}$/);
  });

  it('sends a link by SMS for send: null', async () => {
    const phoneNumber = uniquePhone();
    const { body } = await start(client(), { connection: 'sms', phoneNumber, send: null });
    expect(body['send']).to.equal('link');
    const [message] = await readInbox(env.serviceUrl, { to: phoneNumber, kind: 'passwordless-link' });
    expect(message?.link).to.include('/passwordless/verify_redirect?');
  });

  it("surfaces the service's error (the real service's bad.email) for an address it refuses", async () => {
    const error = await authError(
      client().passwordlessStart({ connection: 'email', email: 'not-an-address', send: 'code' }),
    );
    expect(error).to.include({ code: 'request_error', error: 'bad.email', statusCode: 400 });
  });

  it('forgets the link transaction when the service refuses', async () => {
    const state = `st-${crypto.randomUUID()}`;
    await authError(client().passwordlessStart({ connection: 'email', email: 'not-an-address', state }));
    expect(localStorage.getItem(`com.auth0.auth.${state}`)).to.equal(null);
  });

  it('client.passwordlessStart sends authParams as given and stores nothing', async () => {
    const fetch = interceptFetch(() => jsonResponse({ _id: 'x', phone_number: '+15550000000' }));
    try {
      const result = await client().client.passwordlessStart({
        connection: 'sms',
        phoneNumber: '+15550000000',
        send: 'code',
        authParams: { scope: 'openid' },
      });
      expect(result).to.deep.equal({ _id: 'x', phone_number: '+15550000000' });
      expect(await fetch.requests[0]!.json()).to.deep.equal({
        client_id: CLIENT_ID,
        connection: 'sms',
        phone_number: '+15550000000',
        send: 'code',
        authParams: { scope: 'openid' },
      });
    } finally {
      fetch.restore();
    }
  });

  it('throws a TypeError for a caller mistake, before any request', async () => {
    const fetch = interceptFetch(() => jsonResponse({ _id: 'x', email: 'a@example.com' }));
    try {
      const cases: [WebAuth, unknown, RegExp][] = [
        [
          client(),
          { connection: 'email', email: 'a@example.com', phoneNumber: '+15550000000' },
          /Exactly one/,
        ],
        [client(), { connection: 'email' }, /Exactly one/],
        [client(), { email: 'a@example.com' }, /"connection" option is required/],
        [client(), { connection: 'facebook', email: 'a@example.com' }, /"email" or "sms"/],
        [client(), { connection: 'sms', email: 'a@example.com' }, /"phoneNumber" option is required/],
        [client(), { connection: 'email', email: 'a@example.com', send: 'sms' }, /"send" option/],
        [newClient(env), { connection: 'email', email: 'a@example.com' }, /"redirectUri" option is required/],
      ];
      for (const [webAuth, options, message] of cases) {
        const error = thrown(() => webAuth.passwordlessStart(options as PasswordlessStartOptions));
        expect(error, JSON.stringify(options)).to.be.instanceOf(TypeError);
        expect((error as TypeError).message).to.match(message);
      }
      // A code needs no redirectUri.
      await newClient(env).passwordlessStart({ connection: 'email', email: 'a@example.com', send: 'code' });
      expect(fetch.requests).to.have.length(1);
    } finally {
      fetch.restore();
    }
  });
});

describe('webAuth.passwordlessLogin', () => {
  let env: TestEnv;
  let callback: string;

  before(async () => {
    env = await testEnv();
    callback = callbackUrl(env);
  });
  afterEach(() => sinon.restore());

  const client = (): WebAuth => newClient(env, { redirectUri: callback, responseType: 'code' });

  async function sentCode(connection: 'email' | 'sms', to: string): Promise<string> {
    const recipient = connection === 'email' ? { email: to } : { phoneNumber: to };
    await client().passwordlessStart({ connection, ...recipient, send: 'code' });
    const [message] = await readInbox(env.serviceUrl, { to: to, kind: 'passwordless-code' });
    return message!.code!;
  }

  it('verifies the code through /co/authenticate and redirects with the login ticket', async () => {
    const email = uniqueEmail('otp');
    const code = await sentCode('email', email);
    const webAuth = client();
    const spy = spyFetch();
    const assign = stubNavigation();
    await webAuth.passwordlessLogin({ connection: 'email', email, verificationCode: code });
    spy.restore();

    const { request, response } = spy.exchanges[0]!;
    expect(request.url).to.equal(`${env.serviceUrl}/co/authenticate`);
    expect(request.credentials).to.equal('include');
    expect(await request.json()).to.deep.equal({
      client_id: CLIENT_ID,
      credential_type: OTP_GRANT,
      username: email,
      otp: code,
      realm: 'email',
    });
    const { login_ticket } = (await response.json()) as { login_ticket: string };

    const url = assign.firstCall.args[0];
    const params = Object.fromEntries(new URL(url).searchParams);
    expect(params).to.include({
      client_id: CLIENT_ID,
      redirect_uri: callback,
      response_type: 'code',
      login_ticket,
      realm: 'email',
    });
    expect(params['state']).to.be.a('string');
    expect(url).not.to.include(code);

    const landing = await landingUrl(url, callback);
    const result = await webAuth.handleRedirectCallback({ url: landing });
    expect(result?.idTokenPayload).to.include({ email });
  });

  it('verifies an SMS code', async () => {
    const phoneNumber = uniquePhone();
    const code = await sentCode('sms', phoneNumber);
    const spy = spyFetch();
    const assign = stubNavigation();
    await client().passwordlessLogin({ connection: 'sms', phoneNumber, verificationCode: code });
    spy.restore();
    expect(await spy.exchanges[0]!.request.json()).to.include({ username: phoneNumber, realm: 'sms' });
    expect(new URL(assign.firstCall.args[0]).searchParams.get('realm')).to.equal('sms');
  });

  it("rejects a wrong code with the service's error, and stays on the page", async () => {
    const email = uniqueEmail('wrong');
    const code = await sentCode('email', email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const assign = stubNavigation();
    const error = await authError(
      client().passwordlessLogin({ connection: 'email', email, verificationCode: wrong }),
      wrong,
    );
    expect(error).to.include({
      code: 'access_denied',
      statusCode: 403,
      description: 'Wrong email or verification code.',
    });
    expect(assign.called).to.equal(false);
  });

  it('needs redirectUri and responseType given to the constructor', () => {
    const options: PasswordlessLoginOptions = {
      connection: 'email',
      email: 'a@example.com',
      verificationCode: '1',
    };
    for (const webAuth of [
      newClient(env),
      newClient(env, { redirectUri: callback }),
      newClient(env, { responseType: 'token' }),
    ]) {
      const error = thrown(() => webAuth.passwordlessLogin({ ...options, redirectUri: callback }));
      expect(error).to.be.instanceOf(TypeError);
      expect((error as TypeError).message).to.match(/"redirectUri" and "responseType".*constructor/);
    }
  });

  it('throws a TypeError for a caller mistake, before any request', () => {
    const fetch = interceptFetch(() => jsonResponse({}));
    try {
      const cases: [unknown, RegExp][] = [
        [{ connection: 'email', email: 'a@example.com' }, /"verificationCode" option is required/],
        [{ connection: 'email', verificationCode: '1' }, /Exactly one/],
        [
          { connection: 'sms', email: 'a@example.com', phoneNumber: '+15550000000', verificationCode: '1' },
          /Exactly one/,
        ],
        [{ email: 'a@example.com', verificationCode: '1' }, /"connection" option is required/],
      ];
      for (const [options, message] of cases) {
        const error = thrown(() => client().passwordlessLogin(options as PasswordlessLoginOptions));
        expect(error).to.be.instanceOf(TypeError);
        expect((error as TypeError).message).to.match(message);
      }
      expect(fetch.requests).to.have.length(0);
    } finally {
      fetch.restore();
    }
  });
});

describeFaults('passwordlessStart', (webAuth, state) =>
  webAuth.passwordlessStart({ connection: 'email', email: 'fault@example.com', state }),
);

describeFaults('passwordlessLogin', (webAuth, state) =>
  webAuth.passwordlessLogin({
    connection: 'email',
    email: 'fault@example.com',
    verificationCode: '123456',
    state,
  }),
);
