import { expect } from '@open-wc/testing';
import { base64url } from 'jose';
import sinon from 'sinon';
import type { AuthError, WebAuth } from '../../src/core/index.js';
import {
  atHash,
  claims,
  CLIENT_ID,
  createKey,
  formFields,
  interceptFetch,
  jsonResponse,
  newWebAuth,
  ORIGIN,
  paramsOf,
  rejection,
  sign,
} from './helpers.js';
import type { TestKey } from './helpers.js';

const REDIRECT = `${ORIGIN}/test/fixtures/callback.html`;

function start(webAuth: WebAuth, options: Record<string, unknown> = {}): Record<string, string> {
  return paramsOf(webAuth.buildAuthorizeUrl(options));
}

describe('handleRedirectCallback', () => {
  let key: TestKey;
  before(async () => {
    key = await createKey();
  });
  afterEach(() => sinon.restore());

  /** Answers POST /oauth/token with `body` (after recording the request); the rest goes to the test server. */
  function tokenEndpoint(body: unknown, status = 200): ReturnType<typeof interceptFetch> {
    return interceptFetch((request) =>
      new URL(request.url).pathname === '/oauth/token' ? jsonResponse(body, status) : undefined,
    );
  }

  it('exchanges the code with the PKCE verifier and returns the parseHash result shape', async () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT });
    const authorize = start(webAuth, { appState: { returnTo: '/home' } });
    const now = Math.floor(Date.now() / 1000);
    const idToken = await sign(key, claims(now, { at_hash: await atHash('at-1') }));
    const fetch = tokenEndpoint({
      access_token: 'at-1',
      id_token: idToken,
      refresh_token: 'rt-1',
      expires_in: 86400,
      token_type: 'Bearer',
      scope: 'openid profile email offline_access',
    });
    try {
      const result = await webAuth.handleRedirectCallback({
        url: `${REDIRECT}?code=the-code&state=${authorize['state']}`,
      });
      expect(result).to.deep.include({
        accessToken: 'at-1',
        idToken,
        refreshToken: 'rt-1',
        expiresIn: 86400,
        tokenType: 'Bearer',
        scope: 'openid profile email offline_access',
        state: authorize['state'],
        appState: { returnTo: '/home' },
      });
      expect(result?.idTokenPayload).to.include({ sub: 'auth0|user-1', aud: CLIENT_ID });

      const token = fetch.requests.find((r) => r.url.endsWith('/oauth/token'))!;
      expect(token.method).to.equal('POST');
      expect(token.url).to.equal(`${ORIGIN}/oauth/token`);
      expect(token.headers.get('Content-Type')).to.match(/^application\/x-www-form-urlencoded/);
      expect(token.headers.get('Auth0-Client')).to.be.a('string');
      const body = await formFields(token);
      expect(Object.keys(body).sort()).to.deep.equal([
        'client_id',
        'code',
        'code_verifier',
        'grant_type',
        'redirect_uri',
      ]);
      expect(body).to.include({
        grant_type: 'authorization_code',
        client_id: CLIENT_ID,
        code: 'the-code',
        redirect_uri: REDIRECT,
      });
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body['code_verifier']));
      expect(base64url.encode(new Uint8Array(digest))).to.equal(authorize['code_challenge']);
    } finally {
      fetch.restore();
    }
  });

  it('checks the nonce when the request had one (code id_token)', async () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT, responseType: 'code id_token' });
    const { state, nonce } = start(webAuth);
    const idToken = await sign(key, claims(Math.floor(Date.now() / 1000), { nonce: 'wrong' }));
    const fetch = tokenEndpoint({
      access_token: 'at',
      id_token: idToken,
      expires_in: 60,
      token_type: 'Bearer',
    });
    try {
      const error = (await rejection(
        webAuth.handleRedirectCallback({ url: `${REDIRECT}?code=c&state=${state}` }),
      )) as AuthError;
      expect(error).to.include({
        code: 'invalid_token',
        description: `Nonce (nonce) claim value mismatch in the ID token; expected "${nonce}", found "wrong"`,
      });
    } finally {
      fetch.restore();
    }
  });

  it('rejects an ID token that fails verification', async () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT });
    const { state } = start(webAuth);
    const idToken = await sign(key, claims(Math.floor(Date.now() / 1000), { aud: 'other' }));
    const fetch = tokenEndpoint({ access_token: 'at', id_token: idToken });
    try {
      const error = (await rejection(
        webAuth.handleRedirectCallback({ url: `${REDIRECT}?code=c&state=${state}` }),
      )) as AuthError;
      expect(error.code).to.equal('invalid_token');
      expect(fetch.requests.map((r) => new URL(r.url).pathname)).not.to.include('/userinfo');
    } finally {
      fetch.restore();
    }
  });

  it('returns null when the URL holds no code and no error', async () => {
    expect(await newWebAuth().handleRedirectCallback({ url: `${REDIRECT}?foo=bar` })).to.equal(null);
  });

  it('yields the error of an error response and consumes the transaction', async () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT });
    const { state } = start(webAuth);
    const error = (await rejection(
      webAuth.handleRedirectCallback({
        url: `${REDIRECT}?error=access_denied&error_description=User%20said%20no&state=${state}`,
      }),
    )) as AuthError;
    expect(error).to.include({ code: 'access_denied', description: 'User said no', state });
    expect(localStorage.getItem(`com.auth0.auth.${state}`)).to.equal(null);
  });

  it('marks an error whose state matches no transaction of its own as unverified', async () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT });
    const { state } = start(webAuth);
    const own = (await rejection(
      webAuth.handleRedirectCallback({ url: `${REDIRECT}?error=access_denied&state=${state}` }),
    )) as AuthError;
    expect(own).not.to.have.property('unverified');
    const forged = (await rejection(
      webAuth.handleRedirectCallback({
        url: `${REDIRECT}?error=access_denied&error_description=Visit%20evil.example&state=forged`,
      }),
    )) as AuthError;
    expect(forged).to.include({ code: 'access_denied', description: 'Visit evil.example', unverified: true });
  });

  it("does not exchange another client's code: its transaction is not this WebAuth's", async () => {
    const owner = newWebAuth({ redirectUri: REDIRECT });
    const other = newWebAuth({ redirectUri: REDIRECT, clientID: 'another-client' });
    const fetch = tokenEndpoint({ access_token: 'at' });
    try {
      const { state } = start(owner);
      const url = `${REDIRECT}?code=c&state=${state}`;
      const error = (await rejection(other.handleRedirectCallback({ url }))) as AuthError;
      expect(error.code).to.equal('transaction_not_found');
      expect(fetch.requests).to.have.length(0);
      expect((await owner.handleRedirectCallback({ url }))?.accessToken).to.equal('at');
      expect((await formFields(fetch.requests[0]!))['client_id']).to.equal(CLIENT_ID);
    } finally {
      fetch.restore();
    }
  });

  it('rejects an unknown or reused state without calling the token endpoint', async () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT });
    const fetch = tokenEndpoint({ access_token: 'at' });
    try {
      const unknown = (await rejection(
        webAuth.handleRedirectCallback({ url: `${REDIRECT}?code=c&state=forged` }),
      )) as AuthError;
      expect(unknown.code).to.equal('transaction_not_found');
      expect(fetch.requests).to.have.length(0);

      const { state } = start(webAuth);
      const url = `${REDIRECT}?code=c&state=${state}`;
      await webAuth.handleRedirectCallback({ url });
      const reused = (await rejection(webAuth.handleRedirectCallback({ url }))) as AuthError;
      expect(reused.code).to.equal('transaction_not_found');
      expect(fetch.requests).to.have.length(1);
    } finally {
      fetch.restore();
    }
  });

  it('rejects a state that differs from options.state', async () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT });
    const { state } = start(webAuth);
    const error = (await rejection(
      webAuth.handleRedirectCallback({ url: `${REDIRECT}?code=c&state=${state}`, state: 'expected' }),
    )) as AuthError;
    expect(error).to.include({ code: 'invalid_token', description: '`state` does not match.' });
  });

  it('passes a token endpoint error on', async () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT });
    const { state } = start(webAuth);
    const fetch = tokenEndpoint(
      { error: 'invalid_grant', error_description: 'Invalid authorization code' },
      403,
    );
    try {
      const error = (await rejection(
        webAuth.handleRedirectCallback({ url: `${REDIRECT}?code=c&state=${state}` }),
      )) as AuthError;
      expect(error).to.include({
        code: 'invalid_grant',
        description: 'Invalid authorization code',
        statusCode: 403,
      });
    } finally {
      fetch.restore();
    }
  });

  it('reads a fragment response (response_mode=fragment)', async () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT, responseMode: 'fragment' });
    const { state } = start(webAuth);
    const fetch = tokenEndpoint({ access_token: 'at-f', expires_in: '60' });
    try {
      const result = await webAuth.handleRedirectCallback({ url: `${REDIRECT}#code=c&state=${state}` });
      expect(result).to.include({ accessToken: 'at-f', expiresIn: 60, idToken: null, idTokenPayload: null });
    } finally {
      fetch.restore();
    }
  });

  it('reads location.href by default and works with a callback', async () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT });
    const { state } = start(webAuth);
    const previous = location.href;
    history.replaceState(null, '', `?code=c&state=${state}`);
    const fetch = tokenEndpoint({ access_token: 'at-l' });
    try {
      const result = await new Promise((resolve, reject) =>
        webAuth.handleRedirectCallback((error, value) => (error ? reject(error) : resolve(value))),
      );
      expect(result).to.include({ accessToken: 'at-l' });
    } finally {
      fetch.restore();
      history.replaceState(null, '', previous);
    }
  });

  it('needs an absolute url', () => {
    expect(() => newWebAuth().handleRedirectCallback({ url: '/relative' })).to.throw(TypeError, '"url"');
  });
});
