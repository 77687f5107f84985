// The core's code loaded on demand (src/core/lib/on-demand.ts), observed in a page of its own: which
// modules the browser fetched, from the Resource Timing entries. The order matters: each test expects
// what the ones before it loaded.
import { expect } from '@open-wc/testing';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { AuthError, WebAuth } from '../../src/core/index.js';
import { loaded } from '../../src/core/lib/on-demand.js';
import { rejection, thrown } from './helpers.js';
import { withoutSession } from './session-helpers.js';

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
    for (const name of ['responses', 'requests', 'sso-data', 'hash', 'id-token', 'verifier']) {
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

  it('turns a chunk that cannot be fetched into a network_error naming what it was for', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = (await rejection(loaded(Promise.reject(cause), "the service's requests"))) as AuthError;
    expect(error).to.be.instanceOf(AuthError);
    expect(error.code).to.equal('network_error');
    expect(error.description).to.equal("The code for the service's requests could not be loaded");
    expect(error.cause).to.equal(cause);
  });
});
