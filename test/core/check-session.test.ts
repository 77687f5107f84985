// checkSession against the local identity service: /authorize (prompt=none, response_mode=web_message)
// in a hidden iframe, the service's page posting the answer back. Sessions come from session-helpers.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { AuthError, WebAuth } from '../../src/core/index.js';
import type { WebAuthOptions } from '../../src/core/index.js';
import { rejection, thrown } from './helpers.js';
import { decodeJwt, withSession, withoutSession } from './session-helpers.js';

const TRANSACTION_KEY = 'com.auth0.auth.';

const iframeCount = (): number => document.querySelectorAll('iframe').length;

const SRC = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'src')!;

/** Rewrites the URL set through `iframe.src` (as the code under test does) until restoreIframeSrc(). */
function rewriteIframeSrc(rewrite: (url: string) => string): void {
  Object.defineProperty(HTMLIFrameElement.prototype, 'src', {
    ...SRC,
    set(this: HTMLIFrameElement, value: string) {
      SRC.set!.call(this, rewrite(value));
    },
  });
}

function restoreIframeSrc(): void {
  Object.defineProperty(HTMLIFrameElement.prototype, 'src', SRC);
}

describe('checkSession', () => {
  let env: TestEnv;
  before(async () => {
    env = await testEnv();
  });
  afterEach(() => {
    sinon.restore();
    restoreIframeSrc();
  });

  const webAuth = (options: Partial<WebAuthOptions> = {}): WebAuth =>
    new WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID, responseType: 'token id_token', ...options });

  it('returns a verified result for a session and removes the iframe and the listener', () =>
    withSession(async (user) => {
      const client = webAuth();
      const add = sinon.spy(window, 'addEventListener');
      const remove = sinon.spy(window, 'removeEventListener');
      const frames = iframeCount();

      const pending = client.checkSession();
      expect(iframeCount()).to.equal(frames + 1);
      const result = await pending;

      expect(result.accessToken).to.be.a('string');
      expect(result.idToken).to.be.a('string');
      expect(result.idTokenPayload?.email).to.equal(user.email);
      expect(result.idTokenPayload?.aud).to.equal(CLIENT_ID);
      expect(result.idTokenPayload?.iss).to.equal(`${env.serviceUrl}/`);
      expect(result.idTokenPayload?.nonce).to.be.a('string');
      expect(result).to.include({ tokenType: 'Bearer', scope: 'openid profile email', appState: null });
      expect(result.expiresIn).to.be.a('number').above(0);
      expect(result.state).to.be.a('string');

      expect(iframeCount()).to.equal(frames);
      const added = add.getCalls().filter((call) => call.args[0] === 'message');
      expect(added).to.have.length(1);
      expect(remove.calledWith('message', added[0]!.args[1])).to.equal(true);
      expect(localStorage.getItem(TRANSACTION_KEY + result.state)).to.equal(null);
    }));

  it('exchanges a code (PKCE) when the response type is code', () =>
    withSession(async () => {
      const client = new WebAuth({
        domain: env.serviceUrl,
        clientID: CLIENT_ID,
        redirectUri: `${env.testOrigin}/test/fixtures/callback.html`,
      });
      const result = await client.checkSession({ appState: { from: 'renewal' } });
      expect(result.accessToken).to.be.a('string');
      expect(result.idTokenPayload?.sub).to.be.a('string');
      expect(result.appState).to.deep.equal({ from: 'renewal' });
    }));

  it('asks for another audience and scope than the construction values', () =>
    withSession(async () => {
      const audience = `${env.serviceUrl}/api/v2/`;
      const result = await webAuth().checkSession({ audience, scope: 'openid read:current_user' });
      const claims = decodeJwt(result.accessToken!);
      expect([claims['aud']].flat()).to.include(audience);
      expect(String(claims['scope']).split(' ')).to.include('read:current_user');
      expect(result.scope).to.equal('openid read:current_user');
    }, 'openid profile email read:current_user'));

  it('verifies a nonce given to checkSession against the token', () =>
    withSession(async () => {
      const nonce = `nonce-${crypto.randomUUID()}`;
      const result = await webAuth().checkSession({ nonce });
      expect(result.idTokenPayload?.nonce).to.equal(nonce);
    }));

  it('rejects a token whose nonce is not the one given', () =>
    withSession(async () => {
      // The service is asked for another nonce than the one checkSession was given.
      rewriteIframeSrc((url) => url.replace('nonce=expected-nonce', 'nonce=other-nonce'));
      const error = (await rejection(webAuth().checkSession({ nonce: 'expected-nonce' }))) as AuthError;
      expect(error).to.be.instanceOf(AuthError);
      expect(error.code).to.equal('invalid_token');
      expect(error.description).to.equal(
        'Nonce (nonce) claim value mismatch in the ID token; expected "expected-nonce", found "other-nonce"',
      );
    }));

  it('returns login_required at once without a session', async () => {
    const client = webAuth({ domain: withoutSession(env.serviceUrl) });
    const frames = iframeCount();
    const started = performance.now();
    const error = (await rejection(client.checkSession())) as AuthError;
    expect(performance.now() - started).to.be.below(5000);
    expect(error).to.be.instanceOf(AuthError);
    expect(error).to.include({ code: 'login_required', description: 'Login required' });
    expect(iframeCount()).to.equal(frames);
  });

  it('calls a node-style callback', async () => {
    const client = webAuth({ domain: withoutSession(env.serviceUrl) });
    const error = await new Promise<AuthError | null>((resolve) => {
      const returned = client.checkSession((err) => resolve(err));
      expect(returned).to.equal(undefined);
    });
    expect(error?.code).to.equal('login_required');
  });

  it('returns consent_required for a scope the session has not consented to (localhost)', () =>
    withSession(async () => {
      const error = (await rejection(
        webAuth().checkSession({ scope: 'openid profile email offline_access' }),
      )) as AuthError;
      expect(error).to.include({ code: 'consent_required', description: 'Consent required' });
    }));

  it('times out, removes the iframe and clears the transaction', async () => {
    const client = webAuth({ domain: env.faults.slow });
    const state = `state-${crypto.randomUUID()}`;
    const frames = iframeCount();
    const remove = sinon.spy(window, 'removeEventListener');
    const pending = client.checkSession({ state, timeout: 500 });
    expect(localStorage.getItem(TRANSACTION_KEY + state)).to.be.a('string');
    const started = performance.now();
    const error = (await rejection(pending)) as AuthError;
    expect(performance.now() - started).to.be.within(400, 3000);
    expect(error).to.include({
      code: 'timeout',
      description: 'Timeout during executing web_message communication',
    });
    expect(iframeCount()).to.equal(frames);
    expect(localStorage.getItem(TRANSACTION_KEY + state)).to.equal(null);
    expect(remove.calledWith('message')).to.equal(true);
  });

  it('ignores messages from another origin or another window, even with its state', () =>
    withSession(async () => {
      // Its own iframe goes to a server that never answers; a foreign iframe at the service origin and
      // the page itself post authorization responses that carry the right state.
      rewriteIframeSrc((url) => url.replace(env.serviceUrl, env.faults.slow));
      const state = `state-${crypto.randomUUID()}`;
      const pending = webAuth().checkSession({ state, timeout: 2500 });

      window.postMessage(
        { type: 'authorization_response', response: { access_token: 'forged', token_type: 'Bearer', state } },
        location.origin,
      );
      const foreign = document.createElement('iframe');
      const posted = new Promise<void>((resolve) => {
        const onMessage = (event: MessageEvent): void => {
          if (event.source !== foreign.contentWindow) return;
          window.removeEventListener('message', onMessage);
          resolve();
        };
        window.addEventListener('message', onMessage);
      });
      const query = new URLSearchParams({
        client_id: CLIENT_ID,
        response_type: 'token',
        response_mode: 'web_message',
        prompt: 'none',
        redirect_uri: `${env.testOrigin}/`,
        state,
      });
      // setAttribute: not through the rewritten `src` setter.
      foreign.setAttribute('src', `${env.serviceUrl}/authorize?${query.toString()}`);
      document.body.append(foreign);
      try {
        await posted;
      } finally {
        foreign.remove();
      }
      const error = (await rejection(pending)) as AuthError;
      expect(error.code).to.equal('timeout');
    }));

  it('uses each state once: a replayed response is rejected', () =>
    withSession(async () => {
      const client = webAuth();
      const result = await client.checkSession();
      const replay = new URLSearchParams({
        access_token: result.accessToken!,
        id_token: result.idToken!,
        token_type: 'Bearer',
        expires_in: String(result.expiresIn),
        state: result.state!,
      });
      const error = (await rejection(client.parseHash({ hash: `#${replay.toString()}` }))) as AuthError;
      expect(error).to.include({ code: 'invalid_token', description: '`state` does not match.' });
    }));

  it('keeps concurrent calls apart', () =>
    withSession(async () => {
      const withSession = webAuth();
      const noSession = webAuth({ domain: withoutSession(env.serviceUrl) });
      const frames = iframeCount();
      const [first, second, third] = await Promise.allSettled([
        withSession.checkSession({ nonce: 'first-nonce' }),
        noSession.checkSession(),
        withSession.checkSession({ nonce: 'second-nonce', scope: 'openid' }),
      ]);
      expect(first.status).to.equal('fulfilled');
      expect(third.status).to.equal('fulfilled');
      if (first.status !== 'fulfilled' || third.status !== 'fulfilled') return;
      expect(first.value.idTokenPayload?.nonce).to.equal('first-nonce');
      expect(first.value.scope).to.equal('openid profile email');
      expect(third.value.idTokenPayload?.nonce).to.equal('second-nonce');
      expect(third.value.scope).to.equal('openid');
      expect(first.value.state).not.to.equal(third.value.state);
      expect(second.status).to.equal('rejected');
      if (second.status === 'rejected') expect((second.reason as AuthError).code).to.equal('login_required');
      expect(iframeCount()).to.equal(frames);
    }));

  it('keeps concurrent code-flow calls apart, and a call made while a refresh-token renewal runs', () =>
    withSession(async () => {
      const client = new WebAuth({
        domain: env.serviceUrl,
        clientID: CLIENT_ID,
        redirectUri: `${env.testOrigin}/test/fixtures/callback.html`,
        useRefreshTokens: true,
      });
      const first = await client.checkSession();
      expect(first.refreshToken).to.be.a('string');
      const [a, b, renewed, c] = await Promise.all([
        client.checkSession({ appState: 'a' }),
        client.checkSession({ appState: 'b' }),
        client.renewTokens(),
        client.checkSession({ appState: 'c' }),
      ]);
      expect([a.appState, b.appState, c.appState]).to.deep.equal(['a', 'b', 'c']);
      expect(new Set([a.state, b.state, c.state]).size).to.equal(3);
      for (const result of [a, b, c, renewed]) {
        expect(result.idTokenPayload?.sub).to.equal(first.idTokenPayload?.sub);
      }
      expect(renewed.state).to.equal(null);
    }, 'openid profile email offline_access'));

  it('rejects with origin_mismatch when the redirectUri is on another origin', async () => {
    const client = webAuth({ redirectUri: 'http://127.0.0.1:1/callback' });
    const add = sinon.spy(window, 'addEventListener');
    const frames = iframeCount();
    const error = (await rejection(client.checkSession())) as AuthError;
    expect(error).to.be.instanceOf(AuthError);
    expect(error.code).to.equal('origin_mismatch');
    expect(add.calledWith('message')).to.equal(false);
    expect(iframeCount()).to.equal(frames);
  });

  it('throws a TypeError for options it cannot honour', () => {
    const client = webAuth();
    expect((thrown(() => client.checkSession({ responseMode: 'fragment' })) as Error).message).to.equal(
      '"responseMode" option of checkSession can only be web_message',
    );
    expect((thrown(() => client.checkSession({ prompt: 'login' })) as Error).message).to.equal(
      '"prompt" option of checkSession can only be none',
    );
    expect(thrown(() => client.checkSession({ timeout: -1 }))).to.be.instanceOf(TypeError);
    expect(thrown(() => client.checkSession({ redirectUri: 'not a url' }))).to.be.instanceOf(TypeError);
  });
});
