// webAuth.login: embedded login through POST /co/authenticate against the local identity service, the
// redirect to /authorize with the login ticket (followed for real in an iframe), the cross-origin
// verifier, and each error row of /co/authenticate.
import { expect } from '@open-wc/testing';
import { base64url } from 'jose';
import sinon from 'sinon';
import { CLIENT_ID, REALM, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { AuthError } from '../../src/core/index.js';
import { VerifierStore } from '../../src/core/lib/co-verifier.js';
import { interceptFetch, jsonResponse, thrown } from './helpers.js';
import { createUser, readInbox } from '../shared/service.js';
import {
  authError,
  callbackUrl,
  DEMO_USER,
  describeFaults,
  GOOD_PASSWORD,
  landingUrl,
  newClient,
  spyFetch,
  storedKeys,
  stubNavigation,
  verifierPrefix,
  watchStorageWrites,
} from './service-helpers.js';
import { PASSWORD_REALM_GRANT as PASSWORD_REALM } from '../../src/core/lib/grant-types.js';

const MINUTE = 60_000;

describe('webAuth.login', () => {
  let env: TestEnv;
  let callback: string;

  before(async () => {
    env = await testEnv();
    callback = callbackUrl(env);
  });
  afterEach(() => sinon.restore());

  const client = (options = {}) => newClient(env, { redirectUri: callback, ...options });

  it('posts the credentials with the cookies and redirects to /authorize with the login ticket', async () => {
    const spy = spyFetch();
    const assign = stubNavigation();
    const webAuth = client();
    await webAuth.login({ email: DEMO_USER.email, password: DEMO_USER.password, realm: REALM });
    spy.restore();

    expect(spy.exchanges).to.have.length(1);
    const { request, response } = spy.exchanges[0]!;
    expect(request.method).to.equal('POST');
    expect(request.url).to.equal(`${env.serviceUrl}/co/authenticate`);
    expect(request.credentials).to.equal('include');
    expect(request.headers.get('Content-Type')).to.equal('application/json');
    const telemetry = JSON.parse(
      new TextDecoder().decode(base64url.decode(request.headers.get('Auth0-Client')!)),
    ) as Record<string, unknown>;
    expect(telemetry).to.include({ name: 'auth-elements' });
    expect(await request.json()).to.deep.equal({
      client_id: CLIENT_ID,
      credential_type: PASSWORD_REALM,
      username: DEMO_USER.email,
      password: DEMO_USER.password,
      realm: REALM,
    });
    const answer = (await response.json()) as { login_ticket: string; co_id: string };

    expect(assign.calledOnce).to.equal(true);
    const url = assign.firstCall.args[0];
    expect(url.startsWith(`${env.serviceUrl}/authorize?`)).to.equal(true);
    expect(url).not.to.include(encodeURIComponent(DEMO_USER.password));
    const params = Object.fromEntries(new URL(url).searchParams);
    expect(params).to.include({
      client_id: CLIENT_ID,
      redirect_uri: callback,
      response_type: 'code',
      login_ticket: answer.login_ticket,
      realm: REALM,
      code_challenge_method: 'S256',
    });
    expect(params['state']).to.be.a('string');
    expect(params).not.to.have.property('password');
    expect(params).not.to.have.property('username');

    // The redirect, followed for real: the service redeems the ticket and the code flow finishes.
    const landing = await landingUrl(url, callback);
    const result = await webAuth.handleRedirectCallback({ url: landing });
    expect(result?.idTokenPayload).to.include({ email: DEMO_USER.email, aud: CLIENT_ID });
    expect(result?.state).to.equal(params['state']);
  });

  it('passes authorize options through to the redirect and keeps appState for the callback', async () => {
    const assign = stubNavigation();
    const webAuth = client({ responseType: 'token id_token' });
    await webAuth.login({
      username: DEMO_USER.email,
      password: DEMO_USER.password,
      realm: REALM,
      state: 'my-state',
      scope: 'openid email',
      appState: { back: '/here' },
    });
    const url = assign.firstCall.args[0];
    const params = Object.fromEntries(new URL(url).searchParams);
    expect(params).to.include({ state: 'my-state', scope: 'openid email', response_type: 'token id_token' });
    expect(params['nonce']).to.be.a('string');
    expect(params).not.to.have.property('appState');

    const landing = await landingUrl(url, callback);
    const result = await webAuth.parseHash({ hash: new URL(landing).hash });
    expect(result?.appState).to.deep.equal({ back: '/here' });
    expect(result?.idTokenPayload?.email).to.equal(DEMO_USER.email);
  });

  it('uses the password credential type without a realm (the default database connection)', async () => {
    const spy = spyFetch();
    const assign = stubNavigation();
    await client().login({ username: DEMO_USER.email, password: DEMO_USER.password });
    spy.restore();
    const body = (await spy.exchanges[0]!.request.json()) as Record<string, unknown>;
    expect(body).to.deep.equal({
      client_id: CLIENT_ID,
      credential_type: 'password',
      username: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    const params = new URL(assign.firstCall.args[0]).searchParams;
    expect(params.has('login_ticket')).to.equal(true);
    expect(params.has('realm')).to.equal(false);
  });

  it('calls a node-style callback', async () => {
    stubNavigation();
    const outcome = await new Promise<unknown[]>((resolve) =>
      client().login({ email: DEMO_USER.email, password: 'wrong-password', realm: REALM }, (...args) =>
        resolve(args),
      ),
    );
    expect(outcome[0]).to.be.instanceOf(AuthError);
    expect((outcome[0] as AuthError).code).to.equal('access_denied');
  });

  describe('the cross-origin verifier', () => {
    /** Logs in with Date frozen; returns the co_id and verifier the service answered. */
    async function loginFrozen(): Promise<{ co_id: string; co_verifier: string }> {
      const spy = spyFetch();
      stubNavigation();
      await client().login({ email: DEMO_USER.email, password: DEMO_USER.password, realm: REALM });
      spy.restore();
      return (await spy.exchanges[0]!.response.json()) as { co_id: string; co_verifier: string };
    }

    it('is kept under the service origin and co_id, and read once', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
      const { co_id, co_verifier } = await loginFrozen();
      expect(storedKeys(verifierPrefix(env.serviceUrl))).to.include(
        `co/verifier/${encodeURIComponent(env.serviceUrl)}/${co_id}`,
      );
      expect(
        localStorage.getItem(`co/verifier/${encodeURIComponent(env.serviceUrl)}/${co_id}`),
      ).not.to.include(DEMO_USER.password);
      clock.tick(15 * MINUTE);
      const store = new VerifierStore();
      expect(store.take(env.serviceUrl, co_id)).to.equal(co_verifier);
      expect(store.take(env.serviceUrl, co_id)).to.equal(null);
      expect(storedKeys(`${verifierPrefix(env.serviceUrl)}${co_id}`)).to.deep.equal([]);
    });

    it('expires after 15 minutes', async () => {
      const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
      const { co_id } = await loginFrozen();
      clock.tick(15 * MINUTE + 1);
      expect(new VerifierStore().take(env.serviceUrl, co_id)).to.equal(null);
      expect(storedKeys(`${verifierPrefix(env.serviceUrl)}${co_id}`)).to.deep.equal([]);
    });
  });

  describe('errors of /co/authenticate', () => {
    /** Runs a failing login and checks that nothing was stored and the page stayed. */
    async function failedLogin(
      options: Parameters<ReturnType<typeof client>['login']>[0],
      webAuth = client(),
    ): Promise<AuthError> {
      const assign = stubNavigation();
      const state = `state-${crypto.randomUUID()}`;
      const writes = watchStorageWrites();
      const error = await authError(webAuth.login({ ...options, state }), options.password);
      assign.restore();
      expect(assign.called).to.equal(false);
      expect(localStorage.getItem(`com.auth0.auth.${state}`)).to.equal(null);
      writes.restore();
      expect(writes.keys(), 'nothing stored').to.deep.equal([]);
      return error;
    }

    it('access_denied (403) for a wrong password', async () => {
      const error = await failedLogin({
        email: DEMO_USER.email,
        password: 'Not-The-Password-1',
        realm: REALM,
      });
      expect(error).to.include({
        code: 'access_denied',
        statusCode: 403,
        description: 'Wrong email or password.',
      });
    });

    it('access_denied (403) for an unknown user', async () => {
      const error = await failedLogin({
        email: uniqueEmail('nobody'),
        password: 'Not-The-Password-2',
        realm: REALM,
      });
      expect(error).to.include({ code: 'access_denied', statusCode: 403 });
    });

    it('blocked_user (403) for a blocked user', async () => {
      const error = await failedLogin({
        email: 'blocked@example.com',
        password: DEMO_USER.password,
        realm: REALM,
      });
      expect(error).to.include({ code: 'blocked_user', statusCode: 403 });
      expect(error.description).to.be.a('string').and.not.equal('');
    });

    it('password_leaked (401) for a breached password', async () => {
      const error = await failedLogin({ email: 'leaked@example.com', password: '123456', realm: REALM });
      expect(error).to.include({ code: 'password_leaked', statusCode: 401 });
      expect(error.description).to.match(/data breach/);
    });

    it('invalid_request (400) for an unknown realm', async () => {
      const error = await failedLogin({
        email: DEMO_USER.email,
        password: DEMO_USER.password,
        realm: 'No-Such-Connection',
      });
      expect(error).to.include({ code: 'invalid_request', statusCode: 400, description: 'Unknown realm.' });
    });

    it('unsupported_credential_type (400) through client.coAuthenticate', async () => {
      const error = await authError(
        client().client.coAuthenticate({
          credentialType: 'urn:example:no-such-grant',
          username: DEMO_USER.email,
          password: DEMO_USER.password,
        }),
        DEMO_USER.password,
      );
      expect(error).to.include({
        code: 'unsupported_credential_type',
        statusCode: 400,
        description: 'Unknown credential type parameter.',
      });
    });

    it('too_many_attempts (429) after 10 consecutive failures, with the unblock notice in the inbox', async () => {
      const email = uniqueEmail('brute');
      await createUser(env.serviceUrl, { email });
      for (let attempt = 1; attempt < 10; attempt++) {
        const error = await failedLogin({ email, password: `Wrong-Pass-${attempt}`, realm: REALM });
        expect(error.code, `attempt ${attempt}`).to.equal('access_denied');
      }
      const blocked = await failedLogin({ email, password: 'Wrong-Pass-10', realm: REALM });
      expect(blocked).to.include({ code: 'too_many_attempts', statusCode: 429 });
      expect(blocked.description).to.match(/blocked/);
      // The right password no longer helps.
      const still = await failedLogin({ email, password: GOOD_PASSWORD, realm: REALM });
      expect(still.code).to.equal('too_many_attempts');

      const messages = await readInbox(env.serviceUrl, { to: email, kind: 'unblock' });
      expect(messages).to.have.length(1);
      expect(messages[0]!.link).to.match(/\/lo\/unblock\?ticket=/);
    });

    it('origin_not_allowed (403, plain text) for a client that does not allow this origin', async () => {
      const error = await failedLogin(
        { email: DEMO_USER.email, password: DEMO_USER.password, realm: REALM },
        client({ clientID: 'no-such-client' }),
      );
      expect(error).to.include({
        code: 'origin_not_allowed',
        statusCode: 403,
        description: `Origin ${env.testOrigin} is not allowed.`,
      });
      expect(error.original).to.equal(`Origin ${env.testOrigin} is not allowed.`);
    });

    it('unauthorized_client (401) when the client may not log in cross-origin (stubbed: none is seeded)', async () => {
      const fetch = interceptFetch(() =>
        jsonResponse(
          { error: 'unauthorized_client', error_description: 'Cross origin login not allowed.' },
          401,
        ),
      );
      try {
        const error = await failedLogin({
          email: DEMO_USER.email,
          password: DEMO_USER.password,
          realm: REALM,
        });
        expect(error).to.include({
          code: 'unauthorized_client',
          statusCode: 401,
          description: 'Cross origin login not allowed.',
        });
      } finally {
        fetch.restore();
      }
    });
  });

  describe('caller mistakes (TypeError, nothing sent)', () => {
    it('needs username or email, password and a redirectUri', () => {
      const fetch = interceptFetch(() => jsonResponse({}));
      try {
        const webAuth = client();
        const cases: [Record<string, unknown>, RegExp][] = [
          [{ password: 'x', realm: REALM }, /"username" or "email"/],
          [{ email: DEMO_USER.email, realm: REALM }, /"password" option is required/],
          [{ email: DEMO_USER.email, password: 1 }, /"password" option must be a string/],
          [{ email: DEMO_USER.email, password: 'x', realm: 7 }, /"realm" option must be a string/],
          [{ email: DEMO_USER.email, password: 'x', responseType: 'bogus' }, /responseType/],
        ];
        for (const [options, message] of cases) {
          const error = thrown(() => webAuth.login(options as never));
          expect(error).to.be.instanceOf(TypeError);
          expect((error as TypeError).message).to.match(message);
        }
        const noRedirect = thrown(() =>
          newClient(env).login({ email: DEMO_USER.email, password: 'x', realm: REALM }),
        );
        expect((noRedirect as TypeError).message).to.equal('"redirectUri" option is required');
        expect(thrown(() => webAuth.login(null as never))).to.be.instanceOf(TypeError);
        expect(fetch.requests).to.have.length(0);
      } finally {
        fetch.restore();
      }
    });
  });
});

describeFaults('login', (webAuth, state) =>
  webAuth.login({ email: DEMO_USER.email, password: GOOD_PASSWORD, realm: REALM, state }),
);
