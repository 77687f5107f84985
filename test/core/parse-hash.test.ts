import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { AuthError } from '../../src/core/index.js';
import type { WebAuth } from '../../src/core/index.js';
import {
  atHash,
  claims,
  createKey,
  interceptFetch,
  newWebAuth,
  paramsOf,
  rejection,
  sign,
} from './helpers.js';
import type { TestKey } from './helpers.js';

const hashOf = (params: Record<string, string>): string => `#${new URLSearchParams(params).toString()}`;

/** Starts a transaction and returns its state and nonce. */
function start(webAuth: WebAuth, options: Record<string, unknown> = {}): { state: string; nonce?: string } {
  const params = paramsOf(webAuth.buildAuthorizeUrl(options));
  return { state: params['state']!, nonce: params['nonce'] };
}

describe('parseHash', () => {
  let key: TestKey;
  before(async () => {
    key = await createKey();
  });
  afterEach(() => sinon.restore());

  it('yields null when the hash holds no token and no error', async () => {
    const webAuth = newWebAuth();
    expect(await webAuth.parseHash({ hash: '' })).to.equal(null);
    expect(await webAuth.parseHash({ hash: '#' })).to.equal(null);
    expect(await webAuth.parseHash({ hash: '#foo=bar&state=x' })).to.equal(null);
  });

  it('yields the error of an error hash with its state', async () => {
    const webAuth = newWebAuth();
    const { state } = start(webAuth);
    const error = (await rejection(
      webAuth.parseHash({
        hash: hashOf({ error: 'login_required', error_description: 'Login required', state }),
      }),
    )) as AuthError;
    expect(error).to.be.instanceOf(AuthError);
    expect(error).to.include({
      code: 'login_required',
      error: 'login_required',
      description: 'Login required',
      errorDescription: 'Login required',
      state,
    });
  });

  it('answers an error before comparing state, marked unverified when no transaction of its own matches', async () => {
    const webAuth = newWebAuth({ responseType: 'token' });
    const { state } = start(webAuth);
    const own = (await rejection(
      webAuth.parseHash({ hash: hashOf({ error: 'access_denied', error_description: 'No', state }) }),
    )) as AuthError;
    expect(own).to.include({ code: 'access_denied', description: 'No' });
    expect(own.unverified).to.equal(undefined);
    expect(own).not.to.have.property('unverified');

    const forged = (await rejection(
      webAuth.parseHash({
        hash: hashOf({ error: 'access_denied', error_description: 'Call +1 555 0100 to unlock', state: 'x' }),
      }),
    )) as AuthError;
    expect(forged).to.include({ code: 'access_denied', description: 'Call +1 555 0100 to unlock' });
    expect(forged.unverified).to.equal(true);
    // A state the caller vouches for counts as matching.
    const vouched = (await rejection(
      webAuth.parseHash({ hash: hashOf({ error: 'access_denied', state: 'mine' }), state: 'mine' }),
    )) as AuthError;
    expect(vouched).not.to.have.property('unverified');
  });

  it("binds a transaction to the client and issuer that started it: another WebAuth's response is not its own", async () => {
    const first = newWebAuth({ responseType: 'token' });
    const otherClient = newWebAuth({ responseType: 'token', clientID: 'another-client' });
    const otherIssuer = newWebAuth({ responseType: 'token', domain: 'http://127.0.0.1:1' });
    const { state } = start(first);
    const hash = hashOf({ access_token: 'at', state });
    for (const other of [otherClient, otherIssuer]) {
      const error = (await rejection(other.parseHash({ hash }))) as AuthError;
      expect(error.description).to.equal('`state` does not match.');
    }
    // Left for its owner.
    expect((await first.parseHash({ hash }))?.accessToken).to.equal('at');
  });

  it('keeps an unknown service error in `error`', async () => {
    const error = (await rejection(
      newWebAuth().parseHash({ hash: '#error=something_new&error_description=Huh&state=s' }),
    )) as AuthError;
    expect(error).to.include({
      code: 'request_error',
      error: 'something_new',
      description: 'Huh',
      state: 's',
    });
  });

  it('returns every result field for a token response, expiresIn as a number', async () => {
    const webAuth = newWebAuth();
    const { state } = start(webAuth, { appState: { returnTo: '/after' } });
    const result = await webAuth.parseHash({
      hash: hashOf({
        access_token: 'at-1',
        expires_in: '7200',
        token_type: 'Bearer',
        state,
        scope: 'openid',
      }),
    });
    expect(result).to.deep.equal({
      accessToken: 'at-1',
      idToken: null,
      idTokenPayload: null,
      appState: { returnTo: '/after' },
      refreshToken: null,
      state,
      expiresIn: 7200,
      tokenType: 'Bearer',
      scope: 'openid',
    });
  });

  it('strips a leading "#/"', async () => {
    const webAuth = newWebAuth();
    const { state } = start(webAuth);
    const result = await webAuth.parseHash({ hash: `#/access_token=at&state=${state}` });
    expect(result?.accessToken).to.equal('at');
  });

  it('reads location.hash by default', async () => {
    const webAuth = newWebAuth();
    const { state } = start(webAuth);
    const previous = location.href;
    history.replaceState(null, '', `#access_token=from-location&state=${state}`);
    try {
      expect((await webAuth.parseHash())?.accessToken).to.equal('from-location');
    } finally {
      history.replaceState(null, '', previous);
    }
  });

  it('requires the tokens named by responseType', async () => {
    const webAuth = newWebAuth({ responseType: 'id_token token' });
    const { state } = start(webAuth);
    const noAccess = (await rejection(
      webAuth.parseHash({ hash: hashOf({ id_token: 'x', state }) }),
    )) as AuthError;
    expect(noAccess).to.include({
      code: 'invalid_hash',
      description:
        'response_type contains `token`, but the parsed hash does not contain an `access_token` property',
    });
    const noId = (await rejection(
      webAuth.parseHash({ hash: hashOf({ access_token: 'x', state }) }),
    )) as AuthError;
    expect(noId).to.include({
      code: 'invalid_hash',
      description:
        'response_type contains `id_token`, but the parsed hash does not contain an `id_token` property',
    });
    const perCall = (await rejection(
      newWebAuth().parseHash({ hash: hashOf({ access_token: 'x', state }), responseType: 'id_token' }),
    )) as AuthError;
    expect(perCall.code).to.equal('invalid_hash');
  });

  it('rejects a state that does not match', async () => {
    const webAuth = newWebAuth();
    start(webAuth);
    const unknown = (await rejection(
      webAuth.parseHash({ hash: hashOf({ access_token: 'x', state: 'forged' }) }),
    )) as AuthError;
    expect(unknown).to.include({ code: 'invalid_token', description: '`state` does not match.' });
    const { state } = start(webAuth);
    const mismatch = (await rejection(
      webAuth.parseHash({ hash: hashOf({ access_token: 'x', state }), state: 'other' }),
    )) as AuthError;
    expect(mismatch).to.include({ code: 'invalid_token', description: '`state` does not match.' });
    const noState = (await rejection(
      webAuth.parseHash({ hash: hashOf({ access_token: 'x' }) }),
    )) as AuthError;
    expect(noState.description).to.equal('`state` does not match.');
  });

  it('reads a transaction once: a second parse of the same response fails', async () => {
    const webAuth = newWebAuth();
    const { state } = start(webAuth);
    const hash = hashOf({ access_token: 'x', state });
    expect((await webAuth.parseHash({ hash }))?.accessToken).to.equal('x');
    const again = (await rejection(webAuth.parseHash({ hash }))) as AuthError;
    expect(again.description).to.equal('`state` does not match.');
  });

  it('accepts a developer state without a stored transaction', async () => {
    const result = await newWebAuth().parseHash({
      hash: hashOf({ access_token: 'x', state: 'mine' }),
      state: 'mine',
    });
    expect(result).to.include({ accessToken: 'x', state: 'mine', appState: null });
  });

  it('verifies the ID token against the stored nonce', async () => {
    const webAuth = newWebAuth({ responseType: 'id_token token' });
    const { state, nonce } = start(webAuth);
    const now = Math.floor(Date.now() / 1000);
    const idToken = await sign(key, claims(now, { nonce, at_hash: await atHash('at') }));
    const result = await webAuth.parseHash({
      hash: hashOf({ access_token: 'at', id_token: idToken, state, expires_in: '60', token_type: 'Bearer' }),
    });
    expect(result?.idToken).to.equal(idToken);
    expect(result?.idTokenPayload).to.include({ sub: 'auth0|user-1', nonce });
    expect(result?.expiresIn).to.equal(60);
  });

  it('requires at_hash when an access token comes with the ID token (OIDC Core 3.2.2.9)', async () => {
    const webAuth = newWebAuth({ responseType: 'id_token token' });
    const { state, nonce } = start(webAuth);
    const idToken = await sign(key, claims(Math.floor(Date.now() / 1000), { nonce }));
    const error = (await rejection(
      webAuth.parseHash({ hash: hashOf({ access_token: 'at', id_token: idToken, state }) }),
    )) as AuthError;
    expect(error.code).to.equal('invalid_token');
    expect(error.description).to.equal(
      'Access Token Hash (at_hash) claim must be present in the ID token issued with an access token',
    );
    // An ID token alone needs none.
    const alone = start(webAuth);
    const bare = await sign(key, claims(Math.floor(Date.now() / 1000), { nonce: alone.nonce }));
    const result = await webAuth.parseHash({
      hash: hashOf({ id_token: bare, state: alone.state }),
      responseType: 'id_token',
    });
    expect(result?.idTokenPayload?.nonce).to.equal(alone.nonce);
  });

  it('checks an iss parameter (RFC 9207) against the issuer, before anything else', async () => {
    const webAuth = newWebAuth({ responseType: 'token' });
    const { state } = start(webAuth);
    const error = (await rejection(
      webAuth.parseHash({ hash: hashOf({ access_token: 'at', state, iss: 'https://attacker.example/' }) }),
    )) as AuthError;
    expect(error.code).to.equal('invalid_token');
    expect(error.description).to.equal(
      `Issuer (iss) parameter mismatch in the authorization response; expected "${location.origin}/", found "https://attacker.example/"`,
    );
    const second = start(webAuth);
    const error2 = (await rejection(
      webAuth.parseHash({ hash: hashOf({ error: 'access_denied', state: second.state, iss: 'https://x/' }) }),
    )) as AuthError;
    expect(error2.code).to.equal('invalid_token');
    const third = start(webAuth);
    const ok = await webAuth.parseHash({
      hash: hashOf({ access_token: 'at', state: third.state, iss: `${location.origin}/` }),
    });
    expect(ok?.accessToken).to.equal('at');
  });

  it('rejects a nonce that does not match the stored one', async () => {
    const webAuth = newWebAuth({ responseType: 'id_token' });
    const { state, nonce } = start(webAuth);
    const idToken = await sign(key, claims(Math.floor(Date.now() / 1000), { nonce: 'attacker' }));
    const error = (await rejection(
      webAuth.parseHash({ hash: hashOf({ id_token: idToken, state }) }),
    )) as AuthError;
    expect(error).to.include({
      code: 'invalid_token',
      description: `Nonce (nonce) claim value mismatch in the ID token; expected "${nonce}", found "attacker"`,
    });
  });

  it('uses a developer nonce given to parseHash', async () => {
    const webAuth = newWebAuth({ responseType: 'id_token' });
    const { state } = start(webAuth, { nonce: 'dev-nonce' });
    const idToken = await sign(key, claims(Math.floor(Date.now() / 1000), { nonce: 'dev-nonce' }));
    const result = await webAuth.parseHash({
      hash: hashOf({ id_token: idToken, state }),
      nonce: 'dev-nonce',
    });
    expect(result?.idTokenPayload?.nonce).to.equal('dev-nonce');
  });

  it('makes no /userinfo request for a token that failed', async () => {
    const webAuth = newWebAuth({ responseType: 'id_token token' });
    const { state, nonce } = start(webAuth);
    const fetch = interceptFetch(() => undefined);
    const idToken = await sign(key, claims(Math.floor(Date.now() / 1000), { nonce, aud: 'someone-else' }));
    const error = (await rejection(
      webAuth.parseHash({ hash: hashOf({ access_token: 'at', id_token: idToken, state }) }),
    )) as AuthError;
    fetch.restore();
    expect(error.code).to.equal('invalid_token');
    expect(fetch.requests.map((r) => new URL(r.url).pathname)).not.to.include('/userinfo');
  });
});
