import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { WebAuth } from '../../src/core/index.js';
import type { WebAuthOptions } from '../../src/core/index.js';
import { CLIENT_ID, interceptFetch, jsonResponse, newWebAuth, ORIGIN, paramsOf, thrown } from './helpers.js';

const construct = (options: Record<string, unknown>): WebAuth =>
  new WebAuth(options as unknown as WebAuthOptions);

function expectTypeError(options: Record<string, unknown>, mentions: string): void {
  const error = thrown(() => construct(options));
  expect(error).to.be.instanceOf(TypeError);
  expect((error as TypeError).message).to.contain(`"${mentions}"`);
}

describe('WebAuth options', () => {
  describe('required options and types', () => {
    it('requires domain and clientID', () => {
      expectTypeError({ clientID: 'x' }, 'domain');
      expectTypeError({ domain: 'tenant.example.com' }, 'clientID');
      expectTypeError({ domain: '', clientID: 'x' }, 'domain');
    });

    const base = { domain: 'tenant.example.com', clientID: 'client' };
    const wrong: [string, unknown][] = [
      ['domain', 42],
      ['clientID', { id: 1 }],
      ['redirectUri', 1],
      ['scope', ['openid']],
      ['audience', true],
      ['responseType', 5],
      ['responseType', 'token bogus'],
      ['responseMode', 'bogus'],
      ['responseMode', 7],
      ['leeway', '60'],
      ['leeway', -1],
      ['leeway', 301],
      ['leeway', 1.5],
      ['maxAge', '10'],
      ['timeout', 0],
      ['_disableDeprecationWarnings', 'yes'],
      ['_sendTelemetry', 0],
      ['_telemetryInfo', { name: 'x' }],
    ];
    for (const [option, value] of wrong) {
      it(`rejects ${option}: ${JSON.stringify(value)} with a TypeError naming the option`, () => {
        expectTypeError({ ...base, [option]: value }, option);
      });
    }

    it('rejects a timeout that is not a finite number (the same check as checkSession and popup.authorize)', () => {
      for (const timeout of [Infinity, NaN, null, '1000']) expectTypeError({ ...base, timeout }, 'timeout');
      expect(() => construct({ ...base, timeout: 1 })).not.to.throw();
    });

    it('needs an https issuer, except on loopback hosts (as the domain option)', () => {
      for (const issuer of [
        'http://idp.example.com',
        'http://10.0.0.1:8080/realms/x',
        'ftp://idp.example.com',
      ]) {
        expectTypeError({ ...base, issuer }, 'issuer');
      }
      for (const issuer of [
        'https://idp.example.com',
        'https://idp.example.com/realms/x',
        'http://localhost:3000',
        'http://127.0.0.1:3000/oidc',
        'http://[::1]:3000',
      ]) {
        expect(() => construct({ ...base, issuer }), issuer).not.to.throw();
      }
    });

    it('accepts leeway 0 and 300', () => {
      expect(() => construct({ ...base, leeway: 0 })).not.to.throw();
      expect(() => construct({ ...base, leeway: 300 })).not.to.throw();
    });
  });

  describe('defaults', () => {
    it('uses scope "openid profile email", response_type token and no response_mode', () => {
      const url = newWebAuth().buildAuthorizeUrl();
      const params = paramsOf(url);
      expect(params['scope']).to.equal('openid profile email');
      expect(url).to.contain('scope=openid%20profile%20email');
      expect(params['response_type']).to.equal('token');
      expect(params).not.to.have.property('response_mode');
      expect(params).not.to.have.property('redirect_uri');
      expect(params['client_id']).to.equal(CLIENT_ID);
    });

    it('uses response_type code when a redirectUri is given', () => {
      const params = paramsOf(newWebAuth({ redirectUri: `${ORIGIN}/cb` }).buildAuthorizeUrl());
      expect(params['response_type']).to.equal('code');
      expect(params['redirect_uri']).to.equal(`${ORIGIN}/cb`);
    });

    it('keeps the configured responseType, responseMode, scope and audience', () => {
      const params = paramsOf(
        newWebAuth({
          responseType: 'id_token token',
          responseMode: 'form_post',
          scope: 'openid',
          audience: 'https://api.example.com/',
        }).buildAuthorizeUrl(),
      );
      expect(params).to.include({
        response_type: 'id_token token',
        response_mode: 'form_post',
        scope: 'openid',
        audience: 'https://api.example.com/',
      });
    });
  });

  describe('domain', () => {
    const authorizeOrigin = (domain: string): string =>
      new URL(new WebAuth({ domain, clientID: 'c' }).buildAuthorizeUrl()).origin;

    it('adds https:// to a bare host', () => {
      expect(authorizeOrigin('tenant.example.com')).to.equal('https://tenant.example.com');
      expect(authorizeOrigin('tenant.example.com/')).to.equal('https://tenant.example.com');
    });

    it('keeps an explicit scheme', () => {
      expect(authorizeOrigin('https://tenant.example.com')).to.equal('https://tenant.example.com');
      expect(authorizeOrigin('http://localhost:4000')).to.equal('http://localhost:4000');
      expect(authorizeOrigin('http://127.0.0.1:4000')).to.equal('http://127.0.0.1:4000');
      expect(authorizeOrigin('http://[::1]:4000')).to.equal('http://[::1]:4000');
    });

    for (const domain of [
      'http://tenant.example.com',
      'ftp://tenant.example.com',
      'tenant.example.com/x',
      'a b',
    ]) {
      it(`rejects "${domain}" (plain http off loopback, other schemes, paths, not a host)`, () => {
        expectTypeError({ domain, clientID: 'c' }, 'domain');
      });
    }

    it('builds the /authorize URL on the origin', () => {
      const url = new URL(
        new WebAuth({ domain: 'http://localhost:4000', clientID: 'c' }).buildAuthorizeUrl(),
      );
      expect(url.origin + url.pathname).to.equal('http://localhost:4000/authorize');
    });
  });

  describe('warnings and telemetry', () => {
    afterEach(() => sinon.restore());

    it('warns about an unknown parameter, unless _disableDeprecationWarnings is set', () => {
      const warn = sinon.stub(console, 'warn');
      newWebAuth().buildAuthorizeUrl({ custom_param: 'x' });
      expect(warn.callCount).to.equal(1);
      expect(String(warn.firstCall.args[0])).to.contain('"custom_param"');
      warn.resetHistory();
      newWebAuth({ _disableDeprecationWarnings: true }).buildAuthorizeUrl({ custom_param: 'x' });
      expect(warn.callCount).to.equal(0);
    });

    it('sends auth0Client and the Auth0-Client header by default', async () => {
      const expected = btoa(JSON.stringify({ name: 'auth-elements', version: '0.1.0' }))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      expect(paramsOf(newWebAuth().buildAuthorizeUrl())['auth0Client']).to.equal(expected);
      const fetch = interceptFetch(() => jsonResponse({ sub: 'auth0|1' }));
      await newWebAuth().client.userInfo('at');
      fetch.restore();
      expect(fetch.requests[0]!.headers.get('Auth0-Client')).to.equal(expected);
    });

    it('drops both with _sendTelemetry: false', async () => {
      const webAuth = newWebAuth({ _sendTelemetry: false });
      expect(paramsOf(webAuth.buildAuthorizeUrl())).not.to.have.property('auth0Client');
      expect(webAuth.buildLogoutUrl()).not.to.contain('auth0Client');
      const fetch = interceptFetch(() => jsonResponse({ sub: 'auth0|1' }));
      await webAuth.client.userInfo('at');
      fetch.restore();
      expect(fetch.requests[0]!.headers.has('Auth0-Client')).to.equal(false);
    });

    it('uses _telemetryInfo when given', () => {
      const info = { name: 'my-app', version: '2.0.0' };
      const encoded = paramsOf(newWebAuth({ _telemetryInfo: info }).buildAuthorizeUrl())['auth0Client']!;
      const json = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
      expect(JSON.parse(json)).to.deep.equal(info);
    });
  });

  describe('promises, callbacks and bound methods', () => {
    it('returns a Promise without a callback', async () => {
      const result = newWebAuth().parseHash({ hash: '' });
      expect(result).to.be.instanceOf(Promise);
      expect(await result).to.equal(null);
    });

    it('calls a node-style callback and returns undefined', async () => {
      const webAuth = newWebAuth();
      const outcome = await new Promise<unknown[]>((resolve) => {
        const returned = webAuth.parseHash(
          { hash: '#error=access_denied&error_description=no' },
          (error, result) => resolve([error, result, returned]),
        );
      });
      expect(outcome[0]).to.include({ code: 'access_denied', description: 'no' });
      expect(outcome[1]).to.equal(undefined);
      expect(outcome[2]).to.equal(undefined);
    });

    it('accepts a callback as the only argument', async () => {
      const previous = location.href;
      history.replaceState(null, '', '#');
      try {
        const result = await new Promise((resolve) =>
          newWebAuth().parseHash((_error, value) => resolve(value)),
        );
        expect(result).to.equal(null);
      } finally {
        history.replaceState(null, '', previous);
      }
    });

    it('binds its methods', async () => {
      const webAuth = newWebAuth();
      const { parseHash, buildAuthorizeUrl, handleRedirectCallback } = webAuth;
      const { userInfo, buildLogoutUrl } = webAuth.client;
      expect(await parseHash({ hash: '' })).to.equal(null);
      expect(buildAuthorizeUrl()).to.contain('/authorize?');
      expect(buildLogoutUrl()).to.contain('/v2/logout?');
      expect(await handleRedirectCallback({ url: `${ORIGIN}/cb` })).to.equal(null);
      const fetch = interceptFetch(() => jsonResponse({ sub: 'auth0|1' }));
      expect(await userInfo('at')).to.deep.equal({ sub: 'auth0|1' });
      fetch.restore();
    });
  });
});
