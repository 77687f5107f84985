// popup.authorize / popup.callback: the popup opens /authorize at the local identity service, which
// redirects to test/fixtures/popup-callback.html; that page calls popup.callback() and the opener checks
// and returns the result.
import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { CLIENT_ID, REALM, testEnv } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { AuthError, WebAuth } from '../../src/core/index.js';
import type { WebAuthOptions } from '../../src/core/index.js';
import { rejection, thrown } from './helpers.js';
import { freshUser, loginTicket, withSession } from './session-helpers.js';

const TRANSACTION_KEY = 'com.auth0.auth.';
const CALLBACK_PATH = '/test/fixtures/popup-callback.html';

/** Loads `src` in an iframe and resolves once it has loaded. */
async function frame(src: string): Promise<HTMLIFrameElement> {
  const element = document.createElement('iframe');
  const loaded = new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
  element.src = src;
  document.body.append(element);
  await loaded;
  return element;
}

/** Makes `window.opener` return `value` until the returned function is called. */
function fakeOpener(value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'opener');
  Object.defineProperty(window, 'opener', { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(window, 'opener', own);
    else delete (window as { opener?: unknown }).opener;
  };
}

describe('popup', () => {
  let env: TestEnv;
  let callbackUrl: string;
  const cleanups: (() => void)[] = [];

  before(async () => {
    env = await testEnv();
    callbackUrl = `${env.testOrigin}${CALLBACK_PATH}`;
  });
  afterEach(() => {
    sinon.restore();
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  const webAuth = (options: Partial<WebAuthOptions> = {}): WebAuth =>
    new WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID, redirectUri: callbackUrl, ...options });

  describe('authorize', () => {
    it('opens the popup synchronously, before it returns', async () => {
      const open = sinon.spy(window, 'open');
      const pending = webAuth({ domain: env.faults.slow }).popup.authorize();
      expect(open.calledOnce).to.equal(true);
      const popup = open.returnValues[0]!;
      expect(popup).not.to.equal(null);
      expect(popup.closed).to.equal(false);
      const url = new URL(String(open.firstCall.args[0]));
      expect(url.origin + url.pathname).to.equal(`${env.faults.slow}/authorize`);
      expect(url.searchParams.get('redirect_uri')).to.equal(callbackUrl);
      expect(open.firstCall.args[2]).to.match(/^width=500,height=600,left=\d+,top=\d+/);
      popup.close();
      expect(((await rejection(pending)) as AuthError).code).to.equal('popup_closed');
    });

    it('rejects with popup_blocked when window.open returns null, leaving nothing behind', async () => {
      sinon.stub(window, 'open').returns(null);
      const add = sinon.spy(window, 'addEventListener');
      const state = `state-${crypto.randomUUID()}`;
      const error = (await rejection(webAuth().popup.authorize({ state }))) as AuthError;
      expect(error).to.be.instanceOf(AuthError);
      expect(error.code).to.equal('popup_blocked');
      expect(add.calledWith('message')).to.equal(false);
      expect(localStorage.getItem(TRANSACTION_KEY + state)).to.equal(null);
    });

    it('rejects with popup_closed when the user closes the popup', async () => {
      const open = sinon.spy(window, 'open');
      const remove = sinon.spy(window, 'removeEventListener');
      const state = `state-${crypto.randomUUID()}`;
      const pending = webAuth({ domain: env.faults.slow }).popup.authorize({ state });
      expect(localStorage.getItem(TRANSACTION_KEY + state)).to.be.a('string');
      setTimeout(() => open.returnValues[0]!.close(), 100);
      const error = (await rejection(pending)) as AuthError;
      expect(error.code).to.equal('popup_closed');
      expect(remove.calledWith('message')).to.equal(true);
      expect(localStorage.getItem(TRANSACTION_KEY + state)).to.equal(null);
    });

    it('rejects with popup_timeout and closes the popup', async () => {
      const open = sinon.spy(window, 'open');
      const state = `state-${crypto.randomUUID()}`;
      const error = (await rejection(
        webAuth({ domain: env.faults.slow }).popup.authorize({ state, timeout: 400 }),
      )) as AuthError;
      expect(error.code).to.equal('popup_timeout');
      expect(open.returnValues[0]!.closed).to.equal(true);
      expect(localStorage.getItem(TRANSACTION_KEY + state)).to.equal(null);
    });

    it('returns the verified tokens posted back by popup.callback() and closes the popup', () =>
      withSession(async (user) => {
        const open = sinon.spy(window, 'open');
        const result = await webAuth({ responseType: 'token id_token' }).popup.authorize({ prompt: 'none' });
        expect(result.accessToken).to.be.a('string');
        expect(result.idTokenPayload?.email).to.equal(user.email);
        expect(result.idTokenPayload?.nonce).to.be.a('string');
        expect(result).to.include({ tokenType: 'Bearer', scope: 'openid profile email' });
        expect(open.returnValues[0]!.closed).to.equal(true);
        expect(localStorage.getItem(TRANSACTION_KEY + result.state)).to.equal(null);
      }));

    it('exchanges a code posted back by popup.callback() after a login in the popup (PKCE)', async () => {
      // The popup redeems a login ticket: a real login, whatever session other test files hold.
      const user = await freshUser('popup');
      const result = await webAuth().popup.authorize({
        loginTicket: await loginTicket(user),
        realm: REALM,
        appState: { to: '/account' },
      });
      expect(result.accessToken).to.be.a('string');
      expect(result.idTokenPayload?.email).to.equal(user.email);
      expect(result.appState).to.deep.equal({ to: '/account' });
    });

    it('calls a node-style callback', async () => {
      sinon.stub(window, 'open').returns(null);
      const error = await new Promise<AuthError | null>((resolve) => {
        expect(webAuth().popup.authorize((err) => resolve(err))).to.equal(undefined);
      });
      expect(error?.code).to.equal('popup_blocked');
    });

    it('ignores messages from another window or another origin, even with its state', async () => {
      const open = sinon.spy(window, 'open');
      const state = `state-${crypto.randomUUID()}`;
      const pending = webAuth({ domain: env.faults.slow }).popup.authorize({ state });
      const forged = { type: 'authorization_response', response: { access_token: 'forged', state } };
      // Heard after the popup's listener (added by authorize): once all three arrived here, it saw them.
      let delivered = 0;
      const count = (event: MessageEvent): void => {
        if ((event.data as typeof forged | null)?.response?.access_token === 'forged') delivered += 1;
      };
      window.addEventListener('message', count);
      cleanups.push(() => window.removeEventListener('message', count));

      // The page itself, and a same-origin iframe running its own code: the right origin, not the popup.
      window.postMessage(forged, location.origin);
      const sameOrigin = await frame('/test/fixtures/blank.html');
      cleanups.push(() => sameOrigin.remove());
      const iframeWindow = sameOrigin.contentWindow as Window & { eval(code: string): unknown };
      iframeWindow.eval(`parent.postMessage(${JSON.stringify(forged)}, ${JSON.stringify(location.origin)})`);
      // An opaque origin.
      const opaque = await frame(
        `data:text/html,<script>parent.postMessage(${encodeURIComponent(JSON.stringify(forged))}, '*')</script>`,
      );
      cleanups.push(() => opaque.remove());

      await waitUntil(() => delivered === 3, 'the three forged messages arrive');
      open.returnValues[0]!.close();
      expect(((await rejection(pending)) as AuthError).code).to.equal('popup_closed');
    });

    it('rejects with origin_mismatch when the redirectUri is on another origin, opening nothing', async () => {
      const open = sinon.spy(window, 'open');
      const error = (await rejection(
        webAuth({ redirectUri: `http://127.0.0.1:${location.port}${CALLBACK_PATH}` }).popup.authorize(),
      )) as AuthError;
      expect(error.code).to.equal('origin_mismatch');
      expect(open.called).to.equal(false);
    });

    it('throws a TypeError for a missing redirectUri or a bad option', () => {
      const client = new WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID });
      expect((thrown(() => client.popup.authorize()) as Error).message).to.equal(
        '"redirectUri" option is required',
      );
      expect(thrown(() => webAuth().popup.authorize({ responseMode: 'form_post' }))).to.be.instanceOf(
        TypeError,
      );
      expect(thrown(() => webAuth().popup.authorize({ timeout: 0 }))).to.be.instanceOf(TypeError);
    });
  });

  describe('authorize with responseMode web_message: no callback page', () => {
    /** A client whose redirectUri is this page's origin: a page that never calls popup.callback(). */
    const pageClient = (options: Partial<WebAuthOptions> = {}): WebAuth =>
      new WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID, redirectUri: location.origin, ...options });

    it('takes the verified tokens the service’s page posts to the opener, and closes the popup', () =>
      withSession(async (user) => {
        const open = sinon.spy(window, 'open');
        const result = await pageClient({ responseType: 'token id_token' }).popup.authorize({
          prompt: 'none',
          responseMode: 'web_message',
        });
        const opened = new URL(String(open.firstCall.args[0]));
        expect(opened.searchParams.get('response_mode')).to.equal('web_message');
        expect(opened.searchParams.get('redirect_uri')).to.equal(location.origin);
        expect(result.accessToken).to.be.a('string');
        expect(result.idTokenPayload?.email).to.equal(user.email);
        expect(open.returnValues[0]!.closed).to.equal(true);
        // Single use: the transaction is gone.
        expect(localStorage.getItem(TRANSACTION_KEY + result.state)).to.equal(null);
      }));

    it('exchanges a code after a login in the popup (PKCE)', async () => {
      const user = await freshUser('popup-web-message');
      const result = await pageClient().popup.authorize({
        loginTicket: await loginTicket(user),
        realm: REALM,
        responseMode: 'web_message',
      });
      expect(result.accessToken).to.be.a('string');
      expect(result.idTokenPayload?.email).to.equal(user.email);
    });

    it('ignores a message from its own popup on another origin than the service’s, even with its state', async () => {
      const open = sinon.spy(window, 'open');
      const state = `state-${crypto.randomUUID()}`;
      const pending = pageClient({ domain: env.faults.slow }).popup.authorize({
        state,
        responseMode: 'web_message',
      });
      const popup = open.returnValues[0]! as Window & { eval(code: string): unknown };
      // The popup sent to a page on this page's origin, which posts the state back: the right window, the
      // wrong origin (the answer comes from the service's).
      popup.location.href = '/test/fixtures/blank.html';
      await waitUntil(() => {
        try {
          return popup.location.pathname.endsWith('/blank.html') && popup.document.readyState === 'complete';
        } catch {
          return false;
        }
      }, 'the popup is on this origin');
      const forged = { type: 'authorization_response', response: { access_token: 'forged', state } };
      let delivered = 0;
      const count = (event: MessageEvent): void => {
        if ((event.data as typeof forged | null)?.response?.access_token === 'forged') delivered += 1;
      };
      window.addEventListener('message', count);
      cleanups.push(() => window.removeEventListener('message', count));
      popup.eval(`opener.postMessage(${JSON.stringify(forged)}, ${JSON.stringify(location.origin)})`);
      await waitUntil(() => delivered === 1, 'the forged message arrives');
      expect(popup.closed, 'still waiting for the service').to.equal(false);
      popup.close();
      expect(((await rejection(pending)) as AuthError).code).to.equal('popup_closed');
    });

    it('rejects with origin_mismatch when the redirectUri is on another origin, opening nothing', async () => {
      const open = sinon.spy(window, 'open');
      const error = (await rejection(
        pageClient({ redirectUri: `http://127.0.0.1:${location.port}/` }).popup.authorize({
          responseMode: 'web_message',
        }),
      )) as AuthError;
      expect(error.code).to.equal('origin_mismatch');
      expect(open.called).to.equal(false);
    });
  });

  describe('callback', () => {
    const response = '#access_token=token-1&token_type=Bearer&state=state-1';

    it('posts the response to an opener on its own origin, with that origin as target', async () => {
      const opener = await frame('/test/fixtures/blank.html');
      cleanups.push(() => opener.remove());
      const post = sinon.spy(opener.contentWindow!, 'postMessage');
      cleanups.push(fakeOpener(opener.contentWindow));
      await webAuth().popup.callback({ url: `${callbackUrl}${response}` });
      expect(post.calledOnce).to.equal(true);
      expect(post.firstCall.args).to.deep.equal([
        {
          type: 'authorization_response',
          response: { access_token: 'token-1', token_type: 'Bearer', state: 'state-1' },
        },
        location.origin,
      ]);
    });

    it('reads a code from the query', async () => {
      const opener = await frame('/test/fixtures/blank.html');
      cleanups.push(() => opener.remove());
      const post = sinon.spy(opener.contentWindow!, 'postMessage');
      cleanups.push(fakeOpener(opener.contentWindow));
      await webAuth().popup.callback({ url: `${callbackUrl}?code=c-1&state=s-1` });
      expect(post.firstCall.args[0]).to.deep.equal({
        type: 'authorization_response',
        response: { code: 'c-1', state: 's-1' },
      });
    });

    it('rejects with origin_mismatch when the opener is on another origin', async () => {
      const foreign = await frame(`http://127.0.0.1:${location.port}/test/fixtures/blank.html`);
      cleanups.push(() => foreign.remove());
      cleanups.push(fakeOpener(foreign.contentWindow));
      const error = (await rejection(
        webAuth().popup.callback({ url: `${callbackUrl}${response}` }),
      )) as AuthError;
      expect(error).to.be.instanceOf(AuthError);
      expect(error.code).to.equal('origin_mismatch');
    });

    it('rejects with origin_mismatch without an opener', async () => {
      cleanups.push(fakeOpener(null));
      const error = (await rejection(
        webAuth().popup.callback({ url: `${callbackUrl}${response}` }),
      )) as AuthError;
      expect(error.code).to.equal('origin_mismatch');
    });

    it('rejects a page without an authorization response', async () => {
      const error = (await rejection(webAuth().popup.callback({ url: callbackUrl }))) as AuthError;
      expect(error.code).to.equal('invalid_hash');
    });
  });
});
