import { expect } from '@open-wc/testing';
import { base64url } from 'jose';
import sinon from 'sinon';
import { navigation } from '../../src/core/lib/navigate.js';
import { sha256 } from '../../src/core/lib/sha256.js';
import { CLIENT_ID, newWebAuth, ORIGIN, paramsOf, thrown } from './helpers.js';

const REDIRECT = `${ORIGIN}/callback`;

function storedTransaction(state: string): Record<string, unknown> | null {
  const raw = localStorage.getItem(`com.auth0.auth.${state}`);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

describe('buildAuthorizeUrl', () => {
  afterEach(() => sinon.restore());

  it('maps camelCase options to the wire names', () => {
    const url = newWebAuth({ _sendTelemetry: false }).buildAuthorizeUrl({
      clientID: 'other-client',
      redirectUri: REDIRECT,
      responseType: 'token',
      responseMode: 'fragment',
      scope: 'openid offline_access',
      audience: 'https://api.example.com/',
      connection: 'google-oauth2',
      connectionScope: ['a', 'b'],
      organization: 'org_1',
      invitation: 'inv_1',
      loginTicket: 'ticket',
      realm: 'Username-Password-Authentication',
      display: 'page',
      prompt: 'login',
      screen_hint: 'signup',
      maxAge: 0,
      uiLocales: 'fr de',
      idTokenHint: 'hint-token',
      loginHint: 'demo@example.com',
      acrValues: 'urn:mfa',
      claims: { id_token: { email: null } },
      state: 'my-state',
    });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).to.equal(`${ORIGIN}/authorize`);
    expect(paramsOf(url)).to.deep.equal({
      client_id: 'other-client',
      redirect_uri: REDIRECT,
      response_type: 'token',
      response_mode: 'fragment',
      scope: 'openid offline_access',
      audience: 'https://api.example.com/',
      connection: 'google-oauth2',
      connection_scope: 'a,b',
      organization: 'org_1',
      invitation: 'inv_1',
      login_ticket: 'ticket',
      realm: 'Username-Password-Authentication',
      display: 'page',
      prompt: 'login',
      screen_hint: 'signup',
      max_age: '0',
      ui_locales: 'fr de',
      id_token_hint: 'hint-token',
      login_hint: 'demo@example.com',
      acr_values: 'urn:mfa',
      claims: '{"id_token":{"email":null}}',
      state: 'my-state',
    });
  });

  it('encodes spaces as %20', () => {
    const url = newWebAuth().buildAuthorizeUrl({ scope: 'openid profile', responseType: 'id_token token' });
    expect(url).to.contain('scope=openid%20profile');
    expect(url).to.contain('response_type=id_token%20token');
    expect(url).not.to.contain('+');
  });

  it("joins the service's URL as text: characters encodeURIComponent keeps stay as they are", () => {
    const url = newWebAuth().buildAuthorizeUrl({ state: "it's(ok)!" });
    expect(url.startsWith(`${ORIGIN}/authorize?client_id=`)).to.equal(true);
    expect(url).to.contain("state=it's(ok)!");
  });

  it('never sends username, popupOptions, domain, tenant, timeout or appState', () => {
    const params = paramsOf(
      newWebAuth().buildAuthorizeUrl({
        username: 'demo',
        popupOptions: { width: 300 },
        domain: 'x.example.com',
        tenant: 'x',
        timeout: 1000,
        appState: { returnTo: '/x' },
      }),
    );
    for (const name of [
      'username',
      'popupOptions',
      'popup_options',
      'domain',
      'tenant',
      'timeout',
      'appState',
      'app_state',
    ]) {
      expect(params).not.to.have.property(name);
    }
  });

  it('omits undefined, null and empty options', () => {
    const params = paramsOf(
      newWebAuth().buildAuthorizeUrl({
        audience: undefined,
        connection: null as unknown as string,
        prompt: '',
      }),
    );
    expect(params).not.to.have.property('audience');
    expect(params).not.to.have.property('connection');
    expect(params).not.to.have.property('prompt');
  });

  it('passes an unknown parameter through with a console warning', () => {
    const warn = sinon.stub(console, 'warn');
    const params = paramsOf(newWebAuth().buildAuthorizeUrl({ customParam: 'v', ext_flag: true }));
    expect(params['custom_param']).to.equal('v');
    expect(params['ext_flag']).to.equal('true');
    expect(warn.calledOnce).to.equal(true);
    expect(String(warn.firstCall.args[0])).to.contain('"custom_param"').and.contain('"ext_flag"');
  });

  it('rejects wrong option types with a TypeError', () => {
    const webAuth = newWebAuth();
    expect(thrown(() => webAuth.buildAuthorizeUrl({ responseType: 'nope' }))).to.be.instanceOf(TypeError);
    expect(thrown(() => webAuth.buildAuthorizeUrl({ responseMode: 'nope' as 'query' }))).to.be.instanceOf(
      TypeError,
    );
    expect((thrown(() => webAuth.buildAuthorizeUrl({ maxAge: -1 })) as Error).message).to.contain('"maxAge"');
    expect(
      (thrown(() => webAuth.buildAuthorizeUrl({ state: 5 as unknown as string })) as Error).message,
    ).to.contain('"state"');
  });

  describe('state and nonce', () => {
    it('generates a state and stores the transaction under com.auth0.auth.{state}', () => {
      const params = paramsOf(
        newWebAuth().buildAuthorizeUrl({
          appState: { returnTo: '/x' },
          connection: 'github',
          redirectUri: REDIRECT,
        }),
      );
      const state = params['state']!;
      expect(state).to.match(/^[A-Za-z0-9_-]{43}$/);
      expect(storedTransaction(state)).to.include({
        state,
        lastUsedConnection: 'github',
        redirectUri: REDIRECT,
      });
      expect(storedTransaction(state)!['appState']).to.deep.equal({ returnTo: '/x' });
      expect(params).not.to.have.property('nonce');
    });

    it('keeps a given state', () => {
      const state = `s-${crypto.randomUUID()}`;
      expect(paramsOf(newWebAuth().buildAuthorizeUrl({ state }))['state']).to.equal(state);
      expect(storedTransaction(state)).to.include({ state });
    });

    it('generates a nonce when responseType contains id_token', () => {
      const params = paramsOf(newWebAuth({ responseType: 'id_token' }).buildAuthorizeUrl());
      expect(params['nonce']).to.match(/^[A-Za-z0-9_-]{43}$/);
      expect(storedTransaction(params['state']!)).to.include({ nonce: params['nonce'] });
    });

    it('honours a developer nonce', () => {
      const params = paramsOf(
        newWebAuth().buildAuthorizeUrl({ responseType: 'id_token token', nonce: 'my-nonce' }),
      );
      expect(params['nonce']).to.equal('my-nonce');
      expect(storedTransaction(params['state']!)).to.include({ nonce: 'my-nonce' });
    });

    it('generates different values each time', () => {
      const webAuth = newWebAuth({ responseType: 'id_token' });
      const a = paramsOf(webAuth.buildAuthorizeUrl());
      const b = paramsOf(webAuth.buildAuthorizeUrl());
      expect(a['state']).not.to.equal(b['state']);
      expect(a['nonce']).not.to.equal(b['nonce']);
    });
  });

  describe('PKCE', () => {
    it('adds an S256 code_challenge for code and keeps the verifier in the transaction', async () => {
      const params = paramsOf(newWebAuth({ redirectUri: REDIRECT }).buildAuthorizeUrl());
      expect(params['response_type']).to.equal('code');
      expect(params['code_challenge_method']).to.equal('S256');
      const transaction = storedTransaction(params['state']!)!;
      const verifier = transaction['codeVerifier'] as string;
      expect(verifier).to.match(/^[A-Za-z0-9_-]{43,128}$/);
      const digest = new Uint8Array(
        await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
      );
      expect(params['code_challenge']).to.equal(base64url.encode(digest));
      expect(Object.values(params)).not.to.include(verifier);
    });

    it('adds PKCE for "code id_token" too, and none without code', () => {
      const hybrid = paramsOf(newWebAuth().buildAuthorizeUrl({ responseType: 'code id_token' }));
      expect(hybrid['code_challenge']).to.be.a('string');
      expect(hybrid['nonce']).to.be.a('string');
      const implicit = paramsOf(newWebAuth().buildAuthorizeUrl({ responseType: 'token id_token' }));
      expect(implicit).not.to.have.property('code_challenge');
      expect(implicit).not.to.have.property('code_challenge_method');
    });

    it('matches the RFC 7636 example (S256 = base64url of the SHA-256 of the verifier)', () => {
      const verifier = new TextEncoder().encode('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
      expect(base64url.encode(sha256(verifier))).to.equal('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    });

    it('computes SHA-256 like Web Crypto for every padding length', async () => {
      for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
        const data = crypto.getRandomValues(new Uint8Array(length));
        const expected = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
        expect(Array.from(sha256(data)), `length ${length}`).to.deep.equal(Array.from(expected));
      }
    });
  });

  it('client.buildAuthorizeUrl builds the same kind of URL', () => {
    const webAuth = newWebAuth({ redirectUri: REDIRECT });
    const params = paramsOf(webAuth.client.buildAuthorizeUrl({ connection: 'email' }));
    expect(params).to.include({ client_id: CLIENT_ID, response_type: 'code', connection: 'email' });
    expect(storedTransaction(params['state']!)).to.include({ lastUsedConnection: 'email' });
  });

  describe('authorize', () => {
    it('redirects the page to the built URL', () => {
      const assign = sinon.stub(navigation, 'assign');
      newWebAuth({ redirectUri: REDIRECT }).authorize({ connection: 'github', prompt: 'login' });
      expect(assign.calledOnce).to.equal(true);
      const params = paramsOf(assign.firstCall.args[0]);
      expect(params).to.include({ connection: 'github', prompt: 'login', redirect_uri: REDIRECT });
      expect(storedTransaction(params['state']!)).to.include({ state: params['state'] });
    });

    it('needs a redirectUri', () => {
      const assign = sinon.stub(navigation, 'assign');
      const error = thrown(() => newWebAuth().authorize());
      expect(error).to.be.instanceOf(TypeError);
      expect((error as Error).message).to.equal('"redirectUri" option is required');
      expect(assign.called).to.equal(false);
    });
  });
});
