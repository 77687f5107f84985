// The `issuer` option's edges (src/core/lib/discovery.ts, src/core/authentication.ts, src/core/lib/requests.ts)
// with a provider the local ones cannot play: an https issuer on another host, whose configuration is
// answered by a stubbed fetch. What the core must not do is send a token or credentials anywhere the
// provider's configuration does not name, or accept endpoints that are not https.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { AuthError, WebAuth } from '../../src/core/index.js';
import { interceptFetch, jsonResponse, rejection } from './helpers.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

const DOMAIN = 'https://tenant.example.com';
/** A new issuer for each use: a page reads each issuer's configuration once. */
let ISSUER = '';
let issuers = 0;

/** A configuration of ISSUER: https endpoints, `changes` replacing or (undefined) removing some. */
function configuration(changes: Record<string, unknown> = {}): Record<string, unknown> {
  const document: Record<string, unknown> = {
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/authorize`,
    token_endpoint: `${ISSUER}/token`,
    jwks_uri: `${ISSUER}/jwks`,
    userinfo_endpoint: `${ISSUER}/userinfo`,
    ...changes,
  };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete document[name];
  return document;
}

/**
 * Answers ISSUER's configuration with `document` (made by `make` for a new ISSUER), and every other
 * request to ISSUER or DOMAIN with 599.
 */
function provider(make: () => Record<string, unknown>): ReturnType<typeof interceptFetch> {
  ISSUER = `https://idp-${++issuers}.example.com`;
  const document = make();
  return interceptFetch((request) => {
    if (request.url === `${ISSUER}/.well-known/openid-configuration`) return jsonResponse(document);
    if (request.url.startsWith(ISSUER) || request.url.startsWith(DOMAIN)) return jsonResponse({}, 599);
    return undefined;
  });
}

const client = (): WebAuth =>
  new WebAuth({ domain: DOMAIN, clientID: 'c', issuer: ISSUER, redirectUri: `${location.origin}/` });

/** The requests that went anywhere but the configuration document. */
const sent = (fetch: ReturnType<typeof interceptFetch>): string[] =>
  fetch.requests.map((r) => r.url).filter((url) => !url.endsWith('/.well-known/openid-configuration'));

describe('the issuer option', () => {
  afterEach(() => sinon.restore());

  it('refuses discovered endpoints that are plain http on a host other than loopback', async () => {
    for (const name of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'userinfo_endpoint']) {
      const fetch = provider(() => configuration({ [name]: `http://${new URL(ISSUER).host}/${name}` }));
      try {
        const error = (await rejection(client().ready())) as AuthError;
        expect(error, name).to.be.instanceOf(AuthError);
        expect(error.code).to.equal('invalid_response');
        expect(error.description).to.contain(`"${name}"`);
      } finally {
        fetch.restore();
      }
    }
  });

  it('asks for no profile at the domain when the provider names no userinfo endpoint', async () => {
    const fetch = provider(() => configuration({ userinfo_endpoint: undefined }));
    try {
      const error = (await rejection(client().client.userInfo('secret-access-token'))) as AuthError;
      expect(error).to.be.instanceOf(AuthError);
      expect(error.code).to.equal('unsupported_by_provider');
      expect(sent(fetch)).to.deep.equal([]);
    } finally {
      fetch.restore();
    }
  });

  it("sends no credentials to the domain, even to a provider that offers the service's password-realm grant", async () => {
    const fetch = provider(() => configuration({ grant_types_supported: [PASSWORD_REALM_GRANT] }));
    try {
      const webAuth = client();
      await webAuth.ready();
      const calls: [string, Promise<unknown>][] = [
        ['embedded login', webAuth.login({ username: 'a@example.com', password: 'Passw0rd!', realm: 'db' })],
        ['sign-up', webAuth.signup({ email: 'a@example.com', password: 'Passw0rd!', connection: 'db' })],
        ['password change', webAuth.changePassword({ email: 'a@example.com', connection: 'db' })],
        [
          'passwordless',
          webAuth.passwordlessStart({ connection: 'email', email: 'a@example.com', send: 'code' }),
        ],
      ];
      for (const [capability, call] of calls) {
        const error = (await rejection(call)) as AuthError;
        expect(error.code, capability).to.equal('unsupported_by_provider');
        expect(error.description).to.contain(capability);
      }
      expect(sent(fetch)).to.deep.equal([]);
    } finally {
      fetch.restore();
    }
  });
});
