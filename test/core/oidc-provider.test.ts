// The core against a certified OpenID Provider (panva's oidc-provider, started beside the test server by
// web-test-runner.config.mjs): discovery, code + PKCE and implicit redirects, checkSession with
// web_message, userInfo, RP-Initiated Logout, and forged tokens, state and issuers refused. The
// provider signs in whoever `login_hint` names and grants consent by itself; flows run in hidden iframes
// that land on a fixture page of the test origin, whose URL the test reads.
import { expect } from '@open-wc/testing';
import { AuthError, WebAuth } from '../../src/core/index.js';
import type { WebAuthOptions } from '../../src/core/index.js';
import {
  atHash,
  createKey,
  formFields,
  interceptFetch,
  paramsOf,
  rejection,
  sign,
  thrown,
} from './helpers.js';
import {
  CALLBACK,
  CLIENT_ID,
  itWithSession,
  landOn,
  oidcIssuer,
  signIn,
  uniqueUser,
} from './oidc-helpers.js';

let issuer: string;

function webAuth(options: Partial<WebAuthOptions> = {}): WebAuth {
  return new WebAuth({ domain: issuer, clientID: CLIENT_ID, redirectUri: CALLBACK, issuer, ...options });
}

describe('the core against a certified OpenID Provider (oidc-provider)', () => {
  before(async () => {
    issuer = await oidcIssuer();
  });

  itWithSession('reads the discovery document and takes the endpoints from it', async () => {
    const client = webAuth();
    const early = thrown(() => client.buildAuthorizeUrl()) as Error;
    expect(early).to.be.instanceOf(TypeError);
    expect(early.message).to.contain('await webAuth.ready()');

    await client.ready();
    const url = client.buildAuthorizeUrl({ state: 's' });
    expect(url.startsWith(`${issuer}/authorize?`)).to.equal(true);
    expect(paramsOf(url)).to.not.have.property('auth0Client');
    expect(paramsOf(url)).to.include({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: CALLBACK });
  });

  itWithSession('refuses a configuration whose issuer is not the option exactly', async () => {
    const error = (await rejection(webAuth({ issuer: `${issuer}/` }).ready())) as AuthError;
    expect(error).to.be.instanceOf(AuthError);
    expect(error.code).to.equal('invalid_response');
    expect(error.description).to.contain(`names the issuer "${issuer}", not "${issuer}/"`);
  });

  itWithSession(
    'finishes a code + PKCE redirect (form-encoded token request) and verifies the ID token',
    async () => {
      const user = uniqueUser();
      const client = webAuth();
      const landed = await signIn(client, user, { appState: { back: '/here' } });
      expect(paramsOf(landed)['iss']).to.equal(issuer);
      const result = await client.handleRedirectCallback({ url: landed });
      expect(result?.accessToken).to.be.a('string');
      expect(result?.idTokenPayload).to.include({ iss: issuer, sub: user, aud: CLIENT_ID });
      expect(result?.appState).to.deep.equal({ back: '/here' });

      const profile = await client.client.userInfo(result!.accessToken!);
      expect(profile).to.include({ sub: user, email: `${user}@example.com` });
    },
  );

  itWithSession('finishes an implicit redirect (id_token token, at_hash checked)', async () => {
    const user = uniqueUser();
    const client = webAuth({ responseType: 'id_token token' });
    const landed = await signIn(client, user, { responseMode: 'fragment' });
    const result = await client.parseHash({ hash: new URL(landed).hash });
    expect(result?.idTokenPayload).to.include({ iss: issuer, sub: user });
    expect(result?.idTokenPayload?.['at_hash']).to.equal(await atHash(result!.accessToken!));
  });

  itWithSession(
    'renews silently with checkSession (web_message), code and implicit, two at once',
    async () => {
      const user = uniqueUser();
      await signIn(webAuth(), user);
      const [code, implicit] = await Promise.all([
        webAuth().checkSession(),
        webAuth({ responseType: 'id_token token' }).checkSession(),
      ]);
      expect(code.idTokenPayload).to.include({ iss: issuer, sub: user });
      expect(implicit.idTokenPayload).to.include({ iss: issuer, sub: user });
      expect(code.state).to.not.equal(implicit.state);
    },
  );

  itWithSession(
    'logs out at the end-session endpoint; checkSession then answers login_required',
    async () => {
      const user = uniqueUser();
      const client = webAuth();
      const result = await client.handleRedirectCallback({ url: await signIn(client, user) });
      const url = client.buildLogoutUrl({ returnTo: CALLBACK, idTokenHint: result!.idToken!, state: 'bye' });
      expect(url.startsWith(`${issuer}/oidc/logout?`)).to.equal(true);
      expect(paramsOf(url)).to.include({
        client_id: CLIENT_ID,
        post_logout_redirect_uri: CALLBACK,
        id_token_hint: result!.idToken!,
        state: 'bye',
      });
      expect(paramsOf(url)).to.not.have.property('returnTo');

      const back = await landOn(url);
      expect(paramsOf(back)['state']).to.equal('bye');
      const error = (await rejection(client.checkSession())) as AuthError;
      expect(error.code).to.equal('login_required');
    },
  );

  itWithSession(
    'refuses an ID token the provider did not sign, a forged state and a response from another issuer',
    async () => {
      const client = webAuth({ responseType: 'id_token' });
      await client.ready();
      const key = await createKey();
      const now = Math.floor(Date.now() / 1000);

      const start = (): { state: string; nonce: string } => {
        const params = paramsOf(client.buildAuthorizeUrl());
        return { state: params['state']!, nonce: params['nonce']! };
      };
      const forge = async (nonce: string): Promise<string> =>
        sign(key, { iss: issuer, sub: 'mallory', aud: CLIENT_ID, iat: now, exp: now + 600, nonce });
      const parse = (params: Record<string, string>): Promise<unknown> =>
        client.parseHash({ hash: `#${new URLSearchParams(params).toString()}` });

      const first = start();
      const unsigned = (await rejection(
        parse({ id_token: await forge(first.nonce), state: first.state, iss: issuer }),
      )) as AuthError;
      expect(unsigned.code).to.equal('invalid_token');
      expect(unsigned.description).to.contain('Could not find a public key');

      const second = start();
      const badState = (await rejection(
        parse({ id_token: await forge(second.nonce), state: 'forged', iss: issuer }),
      )) as AuthError;
      expect(badState.description).to.equal('`state` does not match.');

      const third = start();
      const otherIssuer = (await rejection(
        parse({ id_token: 'x.y.z', state: third.state, iss: 'http://attacker.localhost' }),
      )) as AuthError;
      expect(otherIssuer.description).to.contain('Issuer (iss) parameter mismatch');

      // The provider says responses carry iss: one without it (and without an ID token) is refused.
      const code = webAuth();
      await code.ready();
      const pending = paramsOf(code.buildAuthorizeUrl());
      const noIssuer = (await rejection(
        code.handleRedirectCallback({ url: `${CALLBACK}?code=stolen&state=${pending['state']}` }),
      )) as AuthError;
      expect(noIssuer.description).to.contain(
        'Issuer (iss) parameter mismatch in the authorization response',
      );
      expect(noIssuer.description).to.match(/found ""$/);
    },
  );

  it('waives a missing iss only for a verified ID token: an empty id_token parameter does not count', async () => {
    const client = webAuth({ responseType: 'token' });
    await client.ready();
    const { state } = paramsOf(client.buildAuthorizeUrl());
    const error = (await rejection(
      client.parseHash({ hash: `#access_token=at&id_token=&state=${state}` }),
    )) as AuthError;
    expect(error).to.be.instanceOf(AuthError);
    expect(error.description).to.contain('Issuer (iss) parameter mismatch in the authorization response');
  });

  itWithSession('names the missing capability for what only the identity service offers', async () => {
    const client = webAuth();
    const login = (await rejection(
      client.login({ username: 'a@example.com', password: 'Passw0rd!', realm: 'db' }),
    )) as AuthError;
    expect(login.code).to.equal('unsupported_by_provider');
    expect(login.description).to.contain('embedded login');
    const signup = (await rejection(
      client.signup({ email: 'a@example.com', password: 'Passw0rd!', connection: 'db' }),
    )) as AuthError;
    expect(signup.description).to.contain('sign-up');
    const reset = (await rejection(
      client.changePassword({ email: 'a@example.com', connection: 'db' }),
    )) as AuthError;
    expect(reset.description).to.contain('password change');
    const code = (await rejection(
      client.passwordlessStart({ connection: 'email', email: 'a@example.com', send: 'code' }),
    )) as AuthError;
    expect(code.description).to.contain('passwordless');
  });

  itWithSession(
    'renews with refresh tokens: rotated, one request for two renewals at once, checkSession when refused',
    async () => {
      const user = uniqueUser();
      const client = webAuth({ useRefreshTokens: true });
      await client.ready();
      expect(paramsOf(client.buildAuthorizeUrl({ scope: 'openid email' }))['scope']).to.equal(
        'openid email offline_access',
      );
      // OpenID Connect Core §11: a provider grants offline_access only with prompt=consent.
      const landed = await signIn(client, user, { prompt: 'login consent' });
      const first = await client.handleRedirectCallback({ url: landed });
      expect(first?.refreshToken).to.be.a('string');

      const fetch = interceptFetch(() => undefined);
      try {
        const tokenRequests = (): Request[] =>
          fetch.requests.filter((r) => r.url === `${issuer}/oauth/token`);
        const [a, b] = await Promise.all([client.renewTokens(), client.renewTokens()]);
        expect(tokenRequests()).to.have.length(1);
        expect(await formFields(tokenRequests()[0]!)).to.include({
          grant_type: 'refresh_token',
          client_id: CLIENT_ID,
          refresh_token: first!.refreshToken!,
        });
        expect(a.idTokenPayload).to.include({ iss: issuer, sub: user });
        expect(b).to.equal(a);
        expect(a.refreshToken).to.equal(null);

        // The next renewal sends the rotated token.
        const c = await client.renewTokens();
        expect(c.idTokenPayload?.sub).to.equal(user);
        const rotated = (await formFields(tokenRequests()[1]!))['refresh_token'];
        expect(rotated).to.be.a('string').and.not.equal(first!.refreshToken);

        // The first token is spent: replaying it is refused, and the provider revokes the whole grant.
        const replay = (await rejection(
          client.client.oauthToken({ grantType: 'refresh_token', refreshToken: first!.refreshToken! }),
        )) as AuthError;
        expect(replay.code).to.equal('invalid_grant');
        // The kept token is refused in turn: renewal falls back to checkSession, which answers for the
        // revoked grant, and the refused token is dropped (no refresh request the next time).
        const fallback = (await rejection(client.renewTokens())) as AuthError;
        expect(fallback.code).to.equal('consent_required');
        const refreshes = tokenRequests().length;
        await rejection(client.renewTokens());
        expect(tokenRequests()).to.have.length(refreshes);
      } finally {
        fetch.restore();
      }
    },
  );
});
