// <auth-provider> and <auth-login> with another OpenID Provider (attribute `issuer`, oidc-provider on loopback) and with
// refresh tokens (attribute `refresh-tokens`): the session is restored through the discovered endpoints,
// and with a kept refresh token without any iframe.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-provider/auth-provider.js';
import { navigation } from '../../src/core/lib/navigate.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import { WebAuth } from '../../src/core/index.js';
import { clearWebAuthClients, getWebAuth } from '../../src/internal/client-registry.js';
import { interceptFetch } from '../core/helpers.js';
import { CALLBACK, CLIENT_ID, itWithSession, oidcIssuer, signIn, uniqueUser } from '../core/oidc-helpers.js';

describe('<auth-provider> with another OpenID Provider', () => {
  let issuer: string;
  before(async () => {
    issuer = await oidcIssuer();
  });
  afterEach(() => clearWebAuthClients());

  /** A provider for the test issuer with `restore`; resolves once it holds `user`'s session. */
  async function restoredProvider(
    user: string,
    refreshTokens?: string,
    beforeRestored = (): void => undefined,
  ): Promise<AuthProvider> {
    const provider = await fixture<AuthProvider>(
      html`<auth-provider
        domain=${issuer}
        issuer=${issuer}
        client-id=${CLIENT_ID}
        redirect-uri=${CALLBACK}
        refresh-tokens=${ifDefined(refreshTokens)}
        restore
      ></auth-provider>`,
    );
    beforeRestored();
    await waitUntil(() => provider.isAuthenticated, 'the session was not restored', { timeout: 8000 });
    expect(provider.session?.authResult.idTokenPayload).to.include({ iss: issuer, sub: user });
    return provider;
  }

  itWithSession('restores the session through the discovered endpoints (issuer attribute)', async () => {
    const user = uniqueUser();
    await signIn(new WebAuth({ domain: issuer, issuer, clientID: CLIENT_ID, redirectUri: CALLBACK }), user);
    await restoredProvider(user);
  });

  itWithSession(
    'restores and renews with a kept refresh token (refresh-tokens="local"), with no iframe',
    async () => {
      const user = uniqueUser();
      const config = {
        domain: issuer,
        issuer,
        clientID: CLIENT_ID,
        redirectUri: CALLBACK,
        refreshTokens: 'local' as const,
      };
      // The same shared client the provider will use keeps the refresh token of this sign-in.
      const client = getWebAuth(config);
      const landed = await signIn(client, user, { prompt: 'login consent' });
      expect((await client.handleRedirectCallback({ url: landed }))?.refreshToken).to.be.a('string');
      clearWebAuthClients();

      const fetch = interceptFetch(() => undefined);
      const frames = document.querySelectorAll('iframe').length;
      try {
        await restoredProvider(user, 'local', () =>
          expect(document.querySelectorAll('iframe').length).to.equal(frames),
        );
        const token = fetch.requests.filter((r) => r.url === `${issuer}/oauth/token`);
        expect(token).to.have.length(1);
        expect(new URLSearchParams(await token[0]!.text()).get('grant_type')).to.equal('refresh_token');
        expect(fetch.requests.some((r) => r.url.startsWith(`${issuer}/authorize`))).to.equal(false);
      } finally {
        fetch.restore();
        localStorage.clear();
      }
    },
  );

  describe('<auth-login>', () => {
    afterEach(() => sinon.restore());
    const login = (mode: string, redirectUri = CALLBACK): Promise<AuthLogin> =>
      fixture<AuthLogin>(
        html`<auth-login
          domain=${issuer}
          issuer=${issuer}
          client-id=${CLIENT_ID}
          redirect-uri=${redirectUri}
          mode=${mode}
        ></auth-login>`,
      );
    const submit = (el: AuthLogin): void =>
      el.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();

    itWithSession('popup mode signs in at the provider and dispatches auth-success', async () => {
      const el = await login('popup', `${location.origin}/test/fixtures/popup-callback.html`);
      const success = oneEvent(el, 'auth-success');
      submit(el);
      const { detail } = await success;
      expect(detail.authResult.idTokenPayload).to.include({ iss: issuer, aud: CLIENT_ID });
      expect(detail.authResult.idTokenPayload?.sub).to.be.a('string');
    });

    it('redirect mode goes to the discovered authorization endpoint', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const el = await login('redirect');
      submit(el);
      await waitUntil(() => assign.called, 'no redirect', { timeout: 5000 });
      const url = new URL(assign.firstCall.args[0]);
      expect(url.origin + url.pathname).to.equal(`${issuer}/authorize`);
      expect(url.searchParams.get('code_challenge_method')).to.equal('S256');
    });

    it('embedded mode names the capability the provider lacks', async () => {
      const el = await login('embedded');
      el.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'a@example.com';
      el.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Passw0rd!';
      submit(el);
      const text = (): string => el.shadowRoot?.querySelector('[part~="error"]')?.textContent ?? '';
      await waitUntil(() => text() !== '', 'no error shown', { timeout: 5000 });
      expect(text()).to.contain('does not offer embedded login');
    });
  });
});
