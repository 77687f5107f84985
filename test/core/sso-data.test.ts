// getSSOData: a silent checkSession with scope `openid profile email` against the local identity service.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { AuthError, WebAuth } from '../../src/core/index.js';
import type { SSOData, WebAuthOptions } from '../../src/core/index.js';
import { rejection } from './helpers.js';
import { withSession, withoutSession } from './session-helpers.js';

describe('getSSOData', () => {
  let env: TestEnv;
  before(async () => {
    env = await testEnv();
  });
  afterEach(() => sinon.restore());

  const webAuth = (options: Partial<WebAuthOptions> = {}): WebAuth =>
    new WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID, ...options });

  it('describes the session when there is one', () =>
    withSession(async (user) => {
      const data = await webAuth().getSSOData();
      expect(data).to.include({
        sso: true,
        lastUsedClientID: CLIENT_ID,
        lastUsedUsername: user.email,
      });
      expect(data.lastUsedUserID).to.match(/^auth0\|/);
      expect(data.sessionClients).to.deep.equal([CLIENT_ID]);
    }));

  it('answers {sso: false} without a session, with no console error', async () => {
    const error = sinon.spy(console, 'error');
    expect(await webAuth({ domain: withoutSession(env.serviceUrl) }).getSSOData()).to.deep.equal({
      sso: false,
    });
    expect(error.called).to.equal(false);
  });

  it('logs the consent rule and answers {sso: false} on localhost when the session lacks the scope', () =>
    withSession(async () => {
      const error = sinon.stub(console, 'error');
      expect(await webAuth().getSSOData()).to.deep.equal({ sso: false });
      expect(error.calledOnce).to.equal(true);
      const message = String(error.firstCall.args[0]);
      expect(message).to.contain('consent_required');
      expect(message).to.contain('openid profile email');
      expect(message).to.contain('does not occur in production');
    }, 'openid'));

  it('calls a node-style callback', async () => {
    const client = webAuth({ domain: withoutSession(env.serviceUrl) });
    const [error, data] = await new Promise<[AuthError | null, SSOData | undefined]>((resolve) => {
      expect(client.getSSOData((err, result) => resolve([err, result]))).to.equal(undefined);
    });
    expect(error).to.equal(null);
    expect(data).to.deep.equal({ sso: false });
  });

  it('rejects on other failures', async () => {
    const client = webAuth({ redirectUri: 'http://127.0.0.1:1/callback' });
    const error = (await rejection(client.getSSOData())) as AuthError;
    expect(error).to.be.instanceOf(AuthError);
    expect(error.code).to.equal('origin_mismatch');
  });
});
