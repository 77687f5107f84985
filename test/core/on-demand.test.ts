// The core's code loaded on demand (src/core/lib/on-demand.ts), observed in a page of its own: which
// modules the browser fetched, from the Resource Timing entries (the order matters: each test expects
// what the ones before it loaded); and, for every chunk, what a page sees when that chunk's file cannot
// be fetched (the sources imported again under /__without/<chunk>/, web-test-runner.config.mjs).
import { expect } from '@open-wc/testing';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { AuthError, MyAccount, MyOrganization, WebAuth } from '../../src/core/index.js';
import type * as Core from '../../src/core/index.js';
import {
  claims,
  CLIENT_ID as TEST_KEY_CLIENT_ID,
  createKey,
  ORIGIN,
  rejection,
  sign,
  thrown,
} from './helpers.js';
import { oidcIssuer } from './oidc-helpers.js';
import { withoutSession } from './session-helpers.js';

/** The core's sources imported anew, from a server path where its chunk `chunk` cannot be fetched. */
const coreWithout = (chunk: string): Promise<typeof Core> =>
  import(`/__without/${chunk}/src/core/index.ts`) as Promise<typeof Core>;

/** `failure` is the AuthError of a chunk that could not be fetched, for `what`, with the browser's error. */
async function expectChunkFailure(failure: Promise<unknown>, what: string): Promise<void> {
  const error = (await rejection(failure)) as AuthError;
  expect(error.name, String(error)).to.equal('AuthError');
  expect(error.code).to.equal('network_error');
  expect(error.description).to.equal(`The code for ${what} could not be loaded`);
  expect(error.cause).to.be.instanceOf(TypeError);
}

/** Whether the page fetched src/core/lib/<name> (served as .ts, or .js). */
const fetched = (name: string): boolean =>
  performance
    .getEntriesByType('resource')
    .some((entry) => new RegExp(`/src/core/lib/${name}\\.(ts|js)(\\?|$)`).test(entry.name));

describe("the core's on-demand code", () => {
  let env: TestEnv;
  before(async () => {
    env = await testEnv();
  });

  it('is not fetched with the core', () => {
    expect(new WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID })).to.be.instanceOf(WebAuth);
    for (const name of [
      'responses',
      'requests',
      'sso-data',
      'hash',
      'id-token',
      'verifier',
      'webauthn',
      'mfa',
    ]) {
      expect(fetched(name), name).to.equal(false);
    }
  });

  it("answers checkSession's login_required without the response checks", async () => {
    const client = new WebAuth({ domain: withoutSession(env.serviceUrl), clientID: CLIENT_ID });
    const error = (await rejection(client.checkSession())) as AuthError;
    expect(error).to.be.instanceOf(AuthError);
    expect(error).to.include({ code: 'login_required' });
    expect(fetched('responses')).to.equal(false);
  });

  it('is not fetched with a MyAccount until its first call', () => {
    expect(new MyAccount({ domain: env.serviceUrl, token: 'token' })).to.be.instanceOf(MyAccount);
    expect(fetched('my-account-api')).to.equal(false);
  });

  it('is not fetched with a MyOrganization until its first call', () => {
    expect(new MyOrganization({ domain: env.serviceUrl, token: 'token' })).to.be.instanceOf(MyOrganization);
    expect(fetched('my-organization-api')).to.equal(false);
  });

  it('checks arguments before loading anything: a TypeError at once', () => {
    const client = new WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID, redirectUri: location.href });
    expect(thrown(() => client.signup({ email: 'a@example.com' } as never))).to.be.instanceOf(TypeError);
    expect(thrown(() => client.login({ username: 'a@example.com' } as never))).to.be.instanceOf(TypeError);
    expect(fetched('requests')).to.equal(false);
  });

  it('fetches the response checks for a response with tokens, and the requests when one is sent', async () => {
    const client = new WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID, responseType: 'token' });
    // A response whose state matches no transaction: checked (and refused) by the on-demand code.
    const error = (await rejection(client.parseHash({ hash: '#access_token=x&state=unknown' }))) as AuthError;
    expect(error.code).to.equal('invalid_token');
    expect(fetched('responses')).to.equal(true);
    const failed = (await rejection(
      client.changePassword({ email: 'nobody@example.com', connection: 'no-such-connection' }),
    )) as AuthError;
    expect(failed).to.be.instanceOf(AuthError);
    expect(fetched('requests')).to.equal(true);
  });

  describe('a chunk that cannot be fetched is a network_error', () => {
    it('responses: parseHash', async () => {
      const core = await coreWithout('responses');
      const client = new core.WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID, responseType: 'token' });
      await expectChunkFailure(
        client.parseHash({ hash: '#access_token=x&state=s' }),
        'the authorization response',
      );
    });

    it('verifier: an ID token to verify', async () => {
      const core = await coreWithout('verifier');
      const key = await createKey();
      const now = Math.floor(Date.now() / 1000);
      const idToken = await sign(key, claims(now, { nonce: 'n' }));
      const client = new core.WebAuth({
        domain: ORIGIN,
        clientID: TEST_KEY_CLIENT_ID,
        responseType: 'id_token',
      });
      await expectChunkFailure(
        client.parseHash({ hash: `#id_token=${idToken}&state=s`, state: 's', nonce: 'n' }),
        'the ID token verifier',
      );
    });

    it('requests: changePassword', async () => {
      const core = await coreWithout('requests');
      const client = new core.WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID });
      await expectChunkFailure(
        client.changePassword({
          email: 'nobody@example.com',
          connection: 'Username-Password-Authentication',
        }),
        "the service's requests",
      );
    });

    it('sso-data: getSSOData', async () => {
      const core = await coreWithout('sso-data');
      const client = new core.WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID });
      await expectChunkFailure(client.getSSOData(), 'getSSOData');
    });

    it('webauthn: webAuth.passkeys and MyAccount.enrolPasskey', async () => {
      const core = await coreWithout('webauthn');
      const client = new core.WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID });
      await expectChunkFailure(client.passkeys.login(), 'passkeys');
      await expectChunkFailure(client.passkeys.signup({ email: 'a@example.com' }), 'passkeys');
      const account = new core.MyAccount({ domain: env.serviceUrl, token: 'token' });
      await expectChunkFailure(account.enrolPasskey(), 'passkeys');
      // Feature detection answers false instead.
      expect(await client.passkeys.isConditionalSupported()).to.equal(false);
    });

    it('my-account-api: a MyAccount call (checked before anything loads)', async () => {
      const core = await coreWithout('my-account-api');
      const account = new core.MyAccount({ domain: env.serviceUrl, token: 'token' });
      expect(thrown(() => account.getPasskey(''))).to.be.instanceOf(TypeError);
      await expectChunkFailure(account.getFactors(), 'the My Account API');
      await expectChunkFailure(account.enrolTotp(), 'the My Account API');
    });

    it('my-organization-api: a MyOrganization call (checked before anything loads)', async () => {
      const core = await coreWithout('my-organization-api');
      const organization = new core.MyOrganization({ domain: env.serviceUrl, token: 'token' });
      expect(thrown(() => organization.getMember(''))).to.be.instanceOf(TypeError);
      await expectChunkFailure(organization.getDetails(), 'the My Organization API');
      await expectChunkFailure(organization.getRoles(), 'the My Organization API');
    });

    it('mfa-api: webAuth.mfa and new Mfa()', async () => {
      const core = await coreWithout('mfa-api');
      const client = new core.WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID });
      await expectChunkFailure(client.mfa.getAuthenticators('token'), 'the second factor');
      await expectChunkFailure(client.mfa.verify({ mfaToken: 'token', otp: '123456' }), 'the second factor');
      const mfa = new core.Mfa({ domain: env.serviceUrl, clientID: CLIENT_ID });
      await expectChunkFailure(
        mfa.challenge({ mfaToken: 'token', challengeType: 'otp' }),
        'the second factor',
      );
    });

    it('discovery: the issuer option', async () => {
      const core = await coreWithout('discovery');
      const issuer = await oidcIssuer();
      const client = new core.WebAuth({ domain: issuer, clientID: 'oidc-spa', issuer });
      await expectChunkFailure(client.ready(), "the OpenID Provider's configuration");
    });

    it('refresh-tokens: renewTokens with useRefreshTokens', async () => {
      const core = await coreWithout('refresh-tokens');
      const client = new core.WebAuth({
        domain: env.serviceUrl,
        clientID: CLIENT_ID,
        useRefreshTokens: true,
      });
      await expectChunkFailure(client.renewTokens(), 'refresh tokens');
    });
  });
});
