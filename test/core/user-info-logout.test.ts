import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { navigation } from '../../src/core/lib/navigate.js';
import { CLIENT_ID, interceptFetch, jsonResponse, newWebAuth, ORIGIN, thrown } from './helpers.js';

describe('client.userInfo', () => {
  afterEach(() => sinon.restore());

  it('GETs /userinfo with a Bearer header, never the query, and returns the profile', async () => {
    const profile = { sub: 'auth0|1', email: 'demo@example.com', email_verified: true };
    const fetch = interceptFetch(() => jsonResponse(profile));
    try {
      expect(await newWebAuth().client.userInfo('access-token-1')).to.deep.equal(profile);
      const [request] = fetch.requests;
      expect(request!.method).to.equal('GET');
      expect(request!.url).to.equal(`${ORIGIN}/userinfo`);
      expect(request!.headers.get('Authorization')).to.equal('Bearer access-token-1');
      expect(request!.url).not.to.contain('access-token-1');
    } finally {
      fetch.restore();
    }
  });

  it('calls a callback', async () => {
    const fetch = interceptFetch(() => jsonResponse({ sub: 'auth0|2' }));
    try {
      const profile = await new Promise((resolve, reject) =>
        newWebAuth().client.userInfo('at', (error, result) => (error ? reject(error) : resolve(result))),
      );
      expect(profile).to.deep.equal({ sub: 'auth0|2' });
    } finally {
      fetch.restore();
    }
  });

  it('needs an access token', () => {
    const error = thrown(() => newWebAuth().client.userInfo(undefined as unknown as string));
    expect(error).to.be.instanceOf(TypeError);
    expect((error as Error).message).to.equal('"accessToken" option is required');
  });
});

describe('logout', () => {
  afterEach(() => sinon.restore());

  const query = (url: string): string => url.slice(url.indexOf('?') + 1);

  it('builds /v2/logout with client_id and returnTo', () => {
    const url = newWebAuth({ _sendTelemetry: false }).buildLogoutUrl({ returnTo: `${ORIGIN}/bye now` });
    expect(url).to.equal(
      `${ORIGIN}/v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent(`${ORIGIN}/bye now`)}`,
    );
    expect(url).to.contain('bye%20now');
  });

  it('adds federated only when truthy', () => {
    const webAuth = newWebAuth({ _sendTelemetry: false });
    expect(query(webAuth.buildLogoutUrl({ federated: true }))).to.equal(`client_id=${CLIENT_ID}&federated`);
    expect(webAuth.buildLogoutUrl({ federated: false })).not.to.contain('federated');
    expect(webAuth.buildLogoutUrl()).not.to.contain('federated');
  });

  it('takes another clientID, or none with clientID: null', () => {
    const webAuth = newWebAuth({ _sendTelemetry: false });
    expect(query(webAuth.client.buildLogoutUrl({ clientID: 'other' }))).to.equal('client_id=other');
    expect(webAuth.buildLogoutUrl({ clientID: null, returnTo: 'https://app.example.com/' })).to.equal(
      `${ORIGIN}/v2/logout?returnTo=${encodeURIComponent('https://app.example.com/')}`,
    );
  });

  it('sends telemetry unless disabled', () => {
    expect(new URL(newWebAuth().buildLogoutUrl()).searchParams.get('auth0Client')).to.be.a('string');
  });

  it('redirects the page', () => {
    const assign = sinon.stub(navigation, 'assign');
    newWebAuth({ _sendTelemetry: false }).logout({ returnTo: 'https://app.example.com/' });
    expect(
      assign.calledOnceWith(
        `${ORIGIN}/v2/logout?client_id=${CLIENT_ID}&returnTo=https%3A%2F%2Fapp.example.com%2F`,
      ),
    ).to.equal(true);
  });
});
