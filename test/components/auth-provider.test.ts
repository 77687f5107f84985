import { ContextConsumer } from '@lit/context';
import { popupOf } from '../../src/core/popup.js';
import { elementUpdated, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { TemplateResult } from 'lit';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-provider/auth-provider.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import { AuthError, MIN_RENEWAL_INTERVAL_MS } from '../../src/core/index.js';
import type { AuthResult } from '../../src/core/index.js';
import type { WebAuthBase } from '../../src/core/web-auth-base.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { clearWebAuthClients, getWebAuth } from '../../src/internal/client-registry.js';
import { authSessionContext } from '../../src/internal/context.js';
import type { AuthSession } from '../../src/internal/context.js';

interface TestEnv {
  serviceUrl: string;
  testOrigin: string;
}

const DOMAIN = 'tenant.example.com';
const CLIENT_ID = 'abc';
const REDIRECT_URI = 'https://app.example.com/callback';

const sharedWebAuth = (): WebAuthBase =>
  getWebAuth({ domain: DOMAIN, clientID: CLIENT_ID, redirectUri: REDIRECT_URI });

function makeResult(accessToken: string, email = 'user@example.com', expiresIn = 7200): AuthResult {
  return {
    accessToken,
    idToken: `id-${accessToken}`,
    idTokenPayload: {
      iss: 'https://tenant.example.com/',
      sub: 'auth0|123',
      aud: CLIENT_ID,
      exp: 2_000_000_000,
      iat: 1_700_000_000,
      nonce: 'n',
      email,
      name: 'Test User',
    },
    appState: null,
    refreshToken: null,
    state: 'state',
    expiresIn,
    tokenType: 'Bearer',
    scope: 'openid profile email',
  };
}

/** An app component that renders an auth element inside its own shadow root. */
class TestLoginShell extends LitElement {
  protected override render(): TemplateResult {
    return html`<auth-login audience="shell-api"></auth-login><test-session-view></test-session-view>`;
  }

  get login(): AuthLogin {
    return this.shadowRoot?.querySelector('auth-login') as AuthLogin;
  }

  get view(): TestSessionView {
    return this.shadowRoot?.querySelector('test-session-view') as TestSessionView;
  }
}

/** Shows what a nested element receives through the session context. */
class TestSessionView extends LitElement {
  readonly consumer = new ContextConsumer(this, { context: authSessionContext, subscribe: true });

  get session(): AuthSession | null | undefined {
    return this.consumer.value;
  }
}
customElements.define('test-login-shell', TestLoginShell);
customElements.define('test-session-view', TestSessionView);

const providerFixture = (content: TemplateResult = html``): Promise<AuthProvider> =>
  fixture<AuthProvider>(
    html`<auth-provider domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI}
      >${content}</auth-provider
    >`,
  );

/** Dispatches `auth-success` from inside the provider, the way a nested element does. */
function nestedSuccess(provider: AuthProvider, authResult: AuthResult): void {
  const child = provider.firstElementChild;
  if (!child) throw new Error('the provider needs a child to dispatch from');
  child.dispatchEvent(
    new CustomEvent('auth-success', { detail: { authResult }, bubbles: true, composed: true }),
  );
}

describe('<auth-provider>', () => {
  const originalUrl = location.href;

  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
    history.replaceState(null, '', originalUrl);
  });

  it('renders only a default slot and adds no box', async () => {
    const provider = await providerFixture(html`<p>content</p>`);
    expect(provider.shadowRoot?.innerHTML).to.contain('<slot>');
    expect(provider.shadowRoot?.querySelectorAll('*').length).to.equal(1);
    expect(getComputedStyle(provider).display).to.equal('contents');
    expect(provider.isAuthenticated).to.equal(false);
    expect(provider.user).to.equal(null);
    await expect(provider).to.be.accessible();
  });

  describe('configuration', () => {
    it('configures a nested <auth-login> across a shadow root, its own attributes winning', async () => {
      const provider = await providerFixture(html`<test-login-shell></test-login-shell>`);
      const shell = provider.querySelector('test-login-shell') as TestLoginShell;
      await elementUpdated(shell);
      const login = shell.login;
      await elementUpdated(login);
      expect(login.getRootNode()).to.equal(shell.shadowRoot);
      // The nested element uses the client for the merged configuration (its own audience).
      const webAuth = getWebAuth({
        domain: DOMAIN,
        clientID: CLIENT_ID,
        redirectUri: REDIRECT_URI,
        audience: 'shell-api',
      });
      const stub = sinon.stub(webAuth, 'login').resolves(undefined);
      (login.querySelector('input[name="email"]') as HTMLInputElement).value = 'nested@example.com';
      (login.querySelector('input[name="password"]') as HTMLInputElement).value = 'pw';
      (login.querySelector('form') as HTMLFormElement).requestSubmit();
      expect(stub.calledOnce).to.equal(true);
      expect(stub.firstCall.args[0]).to.deep.equal({
        email: 'nested@example.com',
        password: 'pw',
        realm: 'Username-Password-Authentication',
      });
    });

    it('passes configuration changes on', async () => {
      const provider = await providerFixture(html`<auth-login mode="redirect"></auth-login>`);
      const login = provider.querySelector('auth-login') as AuthLogin;
      provider.setAttribute('domain', 'other.example.com');
      await elementUpdated(provider);
      await elementUpdated(login);
      const authorize = sinon.stub(
        getWebAuth({ domain: 'other.example.com', clientID: CLIENT_ID, redirectUri: REDIRECT_URI }),
        'authorize',
      );
      (login.querySelector('button[type="submit"]') as HTMLButtonElement).click();
      expect(authorize.calledOnce).to.equal(true);
    });
  });

  describe('finishing a redirect', () => {
    it('parses a token response in the hash once, clears it from the URL, dispatches auth-success and exposes the session', async () => {
      const search = location.search;
      history.replaceState(null, '', `${location.pathname}${search}#access_token=at&id_token=it&state=s1`);
      const result = makeResult('at');
      const parseHash = sinon.stub(sharedWebAuth(), 'parseHash').resolves(result);
      const handleRedirectCallback = sinon.stub(sharedWebAuth(), 'handleRedirectCallback').resolves(null);
      const replaceState = sinon.spy(history, 'replaceState');
      const success = oneEvent(document, 'auth-success');
      const provider = await providerFixture(html`<test-session-view></test-session-view>`);
      const event = await success;

      expect(event.target).to.equal(provider);
      expect(event.detail.authResult).to.equal(result);
      expect(parseHash.calledOnce).to.equal(true);
      expect(parseHash.firstCall.args[0]).to.deep.equal({ hash: '#access_token=at&id_token=it&state=s1' });
      expect(handleRedirectCallback.called).to.equal(false);
      expect(replaceState.calledOnce).to.equal(true);
      expect(location.hash).to.equal('');
      expect(location.search).to.equal(search);

      expect(provider.isAuthenticated).to.equal(true);
      expect(provider.session?.authResult).to.equal(result);
      expect(provider.user).to.deep.equal({ sub: 'auth0|123', email: 'user@example.com', name: 'Test User' });
      const view = provider.querySelector('test-session-view') as TestSessionView;
      expect(view.session).to.equal(provider.session);

      // Reconnecting, or a second provider, finds nothing left to parse.
      const parent = provider.parentElement as HTMLElement;
      provider.remove();
      parent.append(provider);
      await providerFixture();
      await elementUpdated(provider);
      expect(parseHash.calledOnce).to.equal(true);
    });

    it('finishes a code callback once, keeping the page’s own query parameters', async () => {
      const search = location.search;
      const separator = search ? '&' : '?';
      history.replaceState(null, '', `${location.pathname}${search}${separator}code=c0de&state=s2`);
      const callbackUrl = location.href;
      const result = makeResult('code-at');
      const handleRedirectCallback = sinon.stub(sharedWebAuth(), 'handleRedirectCallback').resolves(result);
      const success = oneEvent(document, 'auth-success');
      const provider = await providerFixture();
      expect((await success).detail.authResult).to.equal(result);
      expect(handleRedirectCallback.calledOnce).to.equal(true);
      expect(handleRedirectCallback.firstCall.args[0]).to.deep.equal({ url: callbackUrl });
      expect(location.search).to.equal(search);
      expect(provider.session?.authResult.accessToken).to.equal('code-at');
    });

    it('dispatches auth-error for an error response and stays signed out', async () => {
      history.replaceState(null, '', `${location.pathname}${location.search}#error=access_denied&state=s3`);
      const error = new AuthError({
        code: 'access_denied',
        description: 'User did not authorize the request',
      });
      sinon.stub(sharedWebAuth(), 'parseHash').rejects(error);
      const failed = oneEvent(document, 'auth-error');
      const provider = await providerFixture();
      expect((await failed).detail.error).to.equal(error);
      expect(location.hash).to.equal('');
      expect(provider.isAuthenticated).to.equal(false);
    });

    it('reads the profile from /userinfo when there is no ID token', async () => {
      history.replaceState(null, '', `${location.pathname}${location.search}#access_token=only&state=s4`);
      const result: AuthResult = { ...makeResult('only'), idToken: null, idTokenPayload: null };
      sinon.stub(sharedWebAuth(), 'parseHash').resolves(result);
      const userInfo = sinon
        .stub(sharedWebAuth().client, 'userInfo')
        .resolves({ sub: 'auth0|9', email: 'u@x.io' });
      const success = oneEvent(document, 'auth-success');
      const provider = await providerFixture();
      await success;
      expect(userInfo.firstCall.args[0]).to.equal('only');
      expect(provider.user).to.deep.equal({ sub: 'auth0|9', email: 'u@x.io' });
    });
  });

  describe('session', () => {
    it('adopts the result of a nested <auth-login> in popup mode', async () => {
      const provider = await providerFixture(html`<auth-login mode="popup"></auth-login>`);
      const login = provider.querySelector('auth-login') as AuthLogin;
      const result = makeResult('popup-at', 'popup@example.com');
      sinon.stub(popupOf(sharedWebAuth()), 'authorize').resolves(result);
      (login.querySelector('button[type="submit"]') as HTMLButtonElement).click();
      await waitUntil(() => provider.isAuthenticated);
      expect(provider.session?.authResult).to.equal(result);
      expect(provider.user?.email).to.equal('popup@example.com');
    });

    it('silently restores the session on load with restore', async () => {
      const result = makeResult('restored');
      const checkSession = sinon.stub(sharedWebAuth(), 'checkSession').resolves(result);
      const provider = await fixture<AuthProvider>(
        html`<auth-provider
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          redirect-uri=${REDIRECT_URI}
          restore
        ></auth-provider>`,
      );
      await waitUntil(() => provider.isAuthenticated);
      expect(checkSession.calledOnce).to.equal(true);
      expect(provider.session?.authResult).to.equal(result);
    });

    it('announces every session change with auth-session-change: restored, then ended by logout', async () => {
      const result = makeResult('restored', 'restored@example.com');
      sinon.stub(sharedWebAuth(), 'checkSession').resolves(result);
      const changes: (AuthSession | null)[] = [];
      const listener = (event: Event): void => {
        const { detail } = event as CustomEvent<{ session: AuthSession | null }>;
        expect(event.bubbles && event.composed).to.equal(true);
        changes.push(detail.session);
      };
      document.addEventListener('auth-session-change', listener);
      try {
        const provider = await fixture<AuthProvider>(
          html`<auth-provider
            domain=${DOMAIN}
            client-id=${CLIENT_ID}
            redirect-uri=${REDIRECT_URI}
            restore
          ></auth-provider>`,
        );
        await waitUntil(() => changes.length === 1);
        expect(changes[0]?.authResult).to.equal(result);
        expect(changes[0]?.user?.['email']).to.equal('restored@example.com');
        sinon.stub(sharedWebAuth(), 'logout');
        provider.logout();
        expect(changes).to.have.length(2);
        expect(changes[1]).to.equal(null);
      } finally {
        document.removeEventListener('auth-session-change', listener);
      }
    });

    it('stays signed out without an error when restore finds no session', async () => {
      const checkSession = sinon
        .stub(sharedWebAuth(), 'checkSession')
        .rejects(new AuthError({ code: 'login_required', description: 'Login required' }));
      const errors = sinon.spy();
      document.addEventListener('auth-error', errors);
      try {
        const provider = await fixture<AuthProvider>(
          html`<auth-provider
            domain=${DOMAIN}
            client-id=${CLIENT_ID}
            redirect-uri=${REDIRECT_URI}
            restore
          ></auth-provider>`,
        );
        // The provider's handler of the answer runs before this one (it awaited the promise first).
        await waitUntil(() => checkSession.called, 'restore asks checkSession');
        await (checkSession.firstCall.returnValue as unknown as Promise<unknown>).catch(() => undefined);
        await provider.updateComplete;
        expect(provider.isAuthenticated).to.equal(false);
        expect(errors.called).to.equal(false);
      } finally {
        document.removeEventListener('auth-error', errors);
      }
    });

    it('does not call checkSession on load without restore', async () => {
      const checkSession = sinon.stub(sharedWebAuth(), 'checkSession').resolves(makeResult('x'));
      const provider = await providerFixture();
      // The provider decides on its first update (no response in the URL, no restore) and then is idle.
      await provider.updateComplete;
      expect(checkSession.called).to.equal(false);
    });

    it('logout clears the session, then calls webAuth.logout with returnTo', async () => {
      const provider = await providerFixture(html`<test-session-view></test-session-view>`);
      nestedSuccess(provider, makeResult('at'));
      await waitUntil(() => provider.isAuthenticated);
      const view = provider.querySelector('test-session-view') as TestSessionView;
      let sessionAtLogout: AuthSession | null | undefined;
      const logout = sinon.stub(sharedWebAuth(), 'logout').callsFake(() => {
        sessionAtLogout = provider.session;
      });
      provider.logout({ returnTo: 'https://app.example.com/' });
      expect(logout.calledOnce).to.equal(true);
      expect(logout.firstCall.args[0]).to.deep.equal({ returnTo: 'https://app.example.com/' });
      expect(sessionAtLogout).to.equal(null);
      expect(provider.isAuthenticated).to.equal(false);
      await elementUpdated(provider);
      expect(view.session).to.equal(null);
    });
  });

  describe('renewal', () => {
    let clock: sinon.SinonFakeTimers;

    beforeEach(() => {
      clock = sinon.useFakeTimers({
        now: 1_700_000_000_000,
        toFake: ['setTimeout', 'clearTimeout', 'Date'],
        shouldClearNativeTimers: true,
      });
    });

    it('renews with checkSession no more often than every 15 minutes, even for short-lived tokens', async () => {
      const checkSession = sinon.stub(sharedWebAuth(), 'checkSession');
      checkSession.onFirstCall().resolves(makeResult('second', 'user@example.com', 60));
      checkSession.onSecondCall().resolves(makeResult('third', 'user@example.com', 60));
      const provider = await providerFixture(html`<test-session-view></test-session-view>`);
      nestedSuccess(provider, makeResult('first', 'user@example.com', 60));
      await clock.tickAsync(0);
      expect(provider.session?.authResult.accessToken).to.equal('first');

      await clock.tickAsync(MIN_RENEWAL_INTERVAL_MS - 1);
      expect(checkSession.called).to.equal(false);
      await clock.tickAsync(1);
      expect(checkSession.calledOnce).to.equal(true);
      await clock.tickAsync(0);
      expect(provider.session?.authResult.accessToken).to.equal('second');
      const view = provider.querySelector('test-session-view') as TestSessionView;
      expect(view.session?.authResult.accessToken).to.equal('second');

      await clock.tickAsync(MIN_RENEWAL_INTERVAL_MS - 1);
      expect(checkSession.calledOnce).to.equal(true);
      await clock.tickAsync(1);
      expect(checkSession.calledTwice).to.equal(true);
    });

    it('waits until shortly before a longer-lived token expires', async () => {
      const checkSession = sinon.stub(sharedWebAuth(), 'checkSession').resolves(makeResult('next'));
      const provider = await providerFixture(html`<span></span>`);
      nestedSuccess(provider, makeResult('first', 'user@example.com', 3600));
      await clock.tickAsync(0);
      await clock.tickAsync(59 * 60 * 1000 - 1);
      expect(checkSession.called).to.equal(false);
      await clock.tickAsync(1);
      expect(checkSession.calledOnce).to.equal(true);
    });

    it('signs out when the session ended at the service, with auth-error', async () => {
      sinon
        .stub(sharedWebAuth(), 'checkSession')
        .rejects(new AuthError({ code: 'login_required', description: 'Login required' }));
      const provider = await providerFixture(html`<span></span>`);
      nestedSuccess(provider, makeResult('first', 'user@example.com', 60));
      await clock.tickAsync(0);
      const failed = oneEvent(provider, 'auth-error');
      await clock.tickAsync(MIN_RENEWAL_INTERVAL_MS);
      expect((await failed).detail.error.code).to.equal('login_required');
      expect(provider.isAuthenticated).to.equal(false);
    });

    it('does not renew with no-renew', async () => {
      const checkSession = sinon.stub(sharedWebAuth(), 'checkSession').resolves(makeResult('x'));
      const provider = await fixture<AuthProvider>(
        html`<auth-provider domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI} no-renew
          ><span></span
        ></auth-provider>`,
      );
      nestedSuccess(provider, makeResult('first', 'user@example.com', 60));
      await clock.tickAsync(0);
      expect(provider.isAuthenticated).to.equal(true);
      await clock.tickAsync(4 * MIN_RENEWAL_INTERVAL_MS);
      expect(checkSession.called).to.equal(false);
    });

    it('stops renewing when disconnected', async () => {
      const checkSession = sinon.stub(sharedWebAuth(), 'checkSession').resolves(makeResult('x'));
      const provider = await providerFixture(html`<span></span>`);
      nestedSuccess(provider, makeResult('first', 'user@example.com', 60));
      await clock.tickAsync(0);
      provider.remove();
      await clock.tickAsync(2 * MIN_RENEWAL_INTERVAL_MS);
      expect(checkSession.called).to.equal(false);
    });
  });

  describe('against the local service', () => {
    /** Loads `url` in a hidden iframe and resolves with the URL it lands on at `landing`. */
    async function landingUrl(url: string, landing: string): Promise<string> {
      const frame = document.createElement('iframe');
      frame.hidden = true;
      document.body.append(frame);
      try {
        frame.src = url;
        let landed = '';
        await waitUntil(
          () => {
            try {
              landed = frame.contentWindow?.location.href ?? '';
            } catch {
              return false; // still on the service's origin
            }
            return landed.startsWith(landing);
          },
          'the frame never came back',
          { timeout: 8000 },
        );
        return landed;
      } finally {
        frame.remove();
      }
    }

    it('finishes a real code callback from the service and restores the session with checkSession', async () => {
      const env = (await (await fetch('/__env.json')).json()) as TestEnv;
      const redirectUri = `${env.testOrigin}/test/fixtures/blank.html`;
      const webAuth = getWebAuth({ domain: env.serviceUrl, clientID: 'demo-spa', redirectUri });

      // An embedded login gives the /authorize URL with a ticket; following it in a frame brings the
      // code back to the redirect URI, which this page then "is".
      const assign = sinon.stub(navigation, 'assign');
      await webAuth.login({
        email: 'demo@example.com',
        password: 'Passw0rd!',
        realm: 'Username-Password-Authentication',
      });
      const landed = new URL(await landingUrl(assign.firstCall.args[0], redirectUri));
      expect(landed.searchParams.get('code')).to.be.a('string');
      assign.restore();

      const callbackUrl = new URL(originalUrl);
      for (const [key, value] of landed.searchParams) callbackUrl.searchParams.set(key, value);
      history.replaceState(null, '', callbackUrl.href);
      const success = oneEvent(document, 'auth-success');
      const provider = await fixture<AuthProvider>(
        html`<auth-provider
          domain=${env.serviceUrl}
          client-id="demo-spa"
          redirect-uri=${redirectUri}
        ></auth-provider>`,
      );
      const event = await success;
      expect(event.detail.authResult.accessToken).to.be.a('string');
      expect(provider.user?.email).to.equal('demo@example.com');
      expect(location.href).to.equal(originalUrl);

      // The browser now has a session at the service: a new page load restores it silently.
      history.replaceState(null, '', originalUrl);
      clearWebAuthClients();
      const restored = await fixture<AuthProvider>(
        html`<auth-provider
          domain=${env.serviceUrl}
          client-id="demo-spa"
          redirect-uri=${redirectUri}
          restore
        ></auth-provider>`,
      );
      await waitUntil(() => restored.isAuthenticated, 'not restored', { timeout: 8000 });
      expect(restored.user?.email).to.equal('demo@example.com');
    });
  });
});
