// <auth-provider> with another OpenID Provider (attribute `issuer`, oidc-provider on loopback) and with
// refresh tokens (attribute `refresh-tokens`): the session is restored through the discovered endpoints,
// and with a kept refresh token without any iframe.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';
import '../../src/components/auth-provider/auth-provider.js';
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
});
