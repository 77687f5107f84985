// The redirect flows end to end against the local identity service (its own origin, real RS256 keys):
// embedded login gives a ticket, /authorize runs in an iframe and redirects to the test origin.
import { expect } from '@open-wc/testing';
import { AuthError, WebAuth } from '../../src/core/index.js';
import { decodeJwtPart } from '../../src/core/lib/jwt-part.js';
import { formFields, interceptFetch, rejection } from './helpers.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

interface TestEnv {
  serviceUrl: string | null;
  testOrigin: string;
}

const CLIENT_ID = 'demo-spa';
const USER = { email: 'demo@example.com', password: 'Passw0rd!' };
const REALM = 'Username-Password-Authentication';

describe('WebAuth against the local identity service', () => {
  let serviceUrl: string;
  let callback: string;

  before(async () => {
    const env = (await (await fetch('/__env.json')).json()) as TestEnv;
    if (!env.serviceUrl) throw new Error('The local identity service is not running (serviceUrl is null)');
    serviceUrl = env.serviceUrl;
    callback = `${env.testOrigin}/test/fixtures/callback.html`;
  });

  const webAuth = (options: Partial<ConstructorParameters<typeof WebAuth>[0]> = {}): WebAuth =>
    new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID, redirectUri: callback, ...options });

  /** Embedded login (/co/authenticate): a one-time login ticket, and the verifier cookie. */
  async function loginTicket(): Promise<string> {
    const response = await fetch(`${serviceUrl}/co/authenticate`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: CLIENT_ID,
        credential_type: PASSWORD_REALM_GRANT,
        username: USER.email,
        password: USER.password,
        realm: REALM,
      }),
    });
    expect(response.status, await response.clone().text()).to.equal(200);
    return ((await response.json()) as { login_ticket: string }).login_ticket;
  }

  /** Loads `url` in an iframe and resolves with the URL it lands on at the test origin. */
  function landingUrl(url: string): Promise<string> {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        frame.remove();
        reject(new Error('the authorize redirect did not come back to the test origin'));
      }, 8000);
      frame.addEventListener('load', () => {
        let href: string;
        try {
          href = frame.contentWindow!.location.href;
        } catch {
          return; // still on the service's origin
        }
        if (!href.startsWith(callback)) return;
        clearTimeout(timer);
        frame.remove();
        resolve(href);
      });
      frame.src = url;
    }).finally(() => frame.remove());
  }

  it('finishes a code + PKCE redirect and reads the profile', async () => {
    const client = webAuth();
    const url = client.buildAuthorizeUrl({
      loginTicket: await loginTicket(),
      realm: REALM,
      appState: { to: '/p' },
    });
    expect(new URL(url).searchParams.get('code_challenge_method')).to.equal('S256');
    const landing = await landingUrl(url);
    expect(new URL(landing).searchParams.has('code')).to.equal(true);

    const result = await client.handleRedirectCallback({ url: landing });
    expect(result?.accessToken).to.be.a('string');
    expect(result?.idToken).to.be.a('string');
    expect(result?.expiresIn).to.be.a('number');
    expect(result?.appState).to.deep.equal({ to: '/p' });
    expect(result?.idTokenPayload).to.include({ iss: `${serviceUrl}/`, aud: CLIENT_ID, email: USER.email });

    const profile = await client.client.userInfo(result!.accessToken!);
    expect(profile).to.include({ sub: result!.idTokenPayload!.sub, email: USER.email });
  });

  it('parses an implicit id_token token response from the fragment', async () => {
    const client = webAuth({ responseType: 'id_token token' });
    const landing = await landingUrl(
      client.buildAuthorizeUrl({ loginTicket: await loginTicket(), realm: REALM }),
    );
    const result = await client.parseHash({ hash: new URL(landing).hash });
    expect(result?.accessToken).to.be.a('string');
    expect(result?.idTokenPayload?.email).to.equal(USER.email);
    expect(result?.idTokenPayload?.nonce).to.be.a('string');
  });

  it('gets invalid_grant from the service for a wrong code verifier', async () => {
    const client = webAuth();
    const landing = await landingUrl(
      client.buildAuthorizeUrl({ loginTicket: await loginTicket(), realm: REALM }),
    );
    const code = new URL(landing).searchParams.get('code')!;
    const error = (await rejection(
      client.client.oauthToken({
        grantType: 'authorization_code',
        code,
        codeVerifier: 'x'.repeat(43),
        redirectUri: callback,
      }),
    )) as AuthError;
    expect(error).to.be.instanceOf(AuthError);
    expect(error.code).to.equal('invalid_grant');
    expect(error.statusCode).to.be.within(400, 403);
  });

  it('reports the error the service redirects with', async () => {
    const client = webAuth();
    const landing = await landingUrl(client.buildAuthorizeUrl({ loginTicket: 'not-a-ticket', realm: REALM }));
    const state = new URL(landing).searchParams.get('state');
    const error = (await rejection(client.handleRedirectCallback({ url: landing }))) as AuthError;
    expect(error).to.include({ code: 'access_denied', state });
  });

  it('client.oauthToken sends the configured audience and scope, and a call can set its own', async () => {
    const fetch = interceptFetch(() => undefined); // every request goes on to the service
    try {
      const client = webAuth({ audience: 'https://api.example.com', scope: 'openid read:reports' });
      const grant = {
        grantType: PASSWORD_REALM_GRANT,
        username: USER.email,
        password: USER.password,
        realm: REALM,
      };
      const configured = await client.client.oauthToken(grant);
      expect(await formFields(fetch.requests[0]!)).to.include({
        client_id: CLIENT_ID,
        audience: 'https://api.example.com',
        scope: 'openid read:reports',
      });
      // The access token is for the configured API (and /userinfo, as openid was asked for).
      expect(decodeJwtPart(configured.access_token ?? '', 1)['aud']).to.include('https://api.example.com');
      expect(configured.scope).to.equal('openid read:reports');

      const own = await client.client.oauthToken({ ...grant, scope: 'openid' });
      expect(await formFields(fetch.requests[1]!)).to.include({ scope: 'openid' });
      expect(own.scope).to.equal('openid');

      await webAuth().client.oauthToken(grant);
      const unconfigured = await formFields(fetch.requests[2]!);
      expect(unconfigured).not.to.have.any.keys('audience', 'scope');
    } finally {
      fetch.restore();
    }
  });

  it('rejects a bad access token at /userinfo', async () => {
    const error = (await rejection(webAuth().client.userInfo('not-a-token'))) as AuthError;
    expect(error).to.be.instanceOf(AuthError);
    expect(error.statusCode).to.equal(401);
  });
});
