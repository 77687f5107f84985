// createSessionRenewer with frozen time: never more than one checkSession per 15 minutes.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { AuthError, createSessionRenewer, MIN_RENEWAL_INTERVAL_MS } from '../../src/core/index.js';
import type { AuthResult, CheckSessionOptions, SessionRenewalTarget } from '../../src/core/index.js';
import { thrown } from './helpers.js';

const MINUTE = 60_000;
const RESULT = { accessToken: 'renewed' } as AuthResult;

/** A WebAuth double whose checkSession records the time of each call. */
function target(answer: () => Promise<AuthResult> = () => Promise.resolve(RESULT)): {
  webAuth: SessionRenewalTarget;
  calls: number[];
  options: (CheckSessionOptions | undefined)[];
} {
  const calls: number[] = [];
  const options: (CheckSessionOptions | undefined)[] = [];
  return {
    calls,
    options,
    webAuth: {
      checkSession(given?: CheckSessionOptions) {
        calls.push(Date.now());
        options.push(given);
        return answer();
      },
    },
  };
}

function expectSpaced(calls: number[], gap = MIN_RENEWAL_INTERVAL_MS): void {
  for (let i = 1; i < calls.length; i++) expect(calls[i]! - calls[i - 1]!).to.be.at.least(gap);
}

describe('createSessionRenewer', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => sinon.restore());

  it('renews with renewTokens when refreshTokens is set (refresh tokens, checkSession fallback)', async () => {
    const { webAuth, calls } = target();
    const renewed = { accessToken: 'refreshed' } as AuthResult;
    const renewTokens = sinon.stub().resolves(renewed);
    const onRenew = sinon.spy();
    const renewer = createSessionRenewer(
      { ...webAuth, renewTokens },
      { refreshTokens: true, immediate: true, onRenew, checkSessionOptions: { scope: 'openid' } },
    );
    renewer.start();
    await clock.tickAsync(0);
    expect(renewTokens.calledOnceWith({ scope: 'openid' })).to.equal(true);
    expect(calls).to.have.length(0);
    expect(onRenew.calledOnceWith(renewed)).to.equal(true);
    renewer.stop();
    const error = thrown(() => createSessionRenewer(webAuth, { refreshTokens: true })) as Error;
    expect(error).to.be.instanceOf(TypeError);
  });

  it('renews every 15 minutes by default, never sooner', async () => {
    const { webAuth, calls, options } = target();
    const onRenew = sinon.spy();
    const renewer = createSessionRenewer(webAuth, { onRenew, checkSessionOptions: { scope: 'openid' } });
    const start = Date.now();
    renewer.start();
    expect(renewer.running).to.equal(true);
    expect(renewer.nextRenewalAt).to.equal(start + 15 * MINUTE);
    await clock.tickAsync(15 * MINUTE - 1);
    expect(calls).to.have.length(0);
    await clock.tickAsync(1);
    expect(calls).to.deep.equal([start + 15 * MINUTE]);
    expect(onRenew.calledOnceWith(RESULT)).to.equal(true);
    expect(options[0]).to.deep.equal({ scope: 'openid' });
    await clock.tickAsync(2 * 60 * MINUTE);
    expect(calls).to.have.length(9);
    expectSpaced(calls);
    renewer.stop();
    await clock.tickAsync(60 * MINUTE);
    expect(calls).to.have.length(9);
    expect(renewer.running).to.equal(false);
    expect(renewer.nextRenewalAt).to.equal(null);
  });

  it('renews at once with `immediate`, then every interval', async () => {
    const { webAuth, calls } = target();
    const renewer = createSessionRenewer(webAuth, { immediate: true, interval: 20 * MINUTE });
    const start = Date.now();
    renewer.start();
    await clock.tickAsync(0);
    expect(calls).to.deep.equal([start]);
    await clock.tickAsync(60 * MINUTE);
    expect(calls).to.deep.equal([start, start + 20 * MINUTE, start + 40 * MINUTE, start + 60 * MINUTE]);
    renewer.stop();
  });

  it('refuses an interval under 15 minutes', () => {
    const { webAuth } = target();
    const error = thrown(() => createSessionRenewer(webAuth, { interval: 14 * MINUTE })) as Error;
    expect(error).to.be.instanceOf(TypeError);
    expect(error.message).to.contain('"interval" option must be at least 900000 ms');
    expect(thrown(() => createSessionRenewer(webAuth, { interval: Number.NaN }))).to.be.instanceOf(TypeError);
    expect(thrown(() => createSessionRenewer({} as SessionRenewalTarget))).to.be.instanceOf(TypeError);
  });

  it('reports failures and keeps the pace; stop() from onError ends it', async () => {
    const failure = new AuthError({ code: 'login_required', description: 'Login required' });
    const { webAuth, calls } = target(() => Promise.reject(failure));
    const seen: AuthError[] = [];
    const renewer = createSessionRenewer(webAuth, {
      immediate: true,
      onError: (error) => {
        seen.push(error);
        if (seen.length === 2) renewer.stop();
      },
    });
    renewer.start();
    await clock.tickAsync(90 * MINUTE);
    expect(seen).to.deep.equal([failure, failure]);
    expect(calls).to.have.length(2);
    expectSpaced(calls);
  });

  it('does not renew sooner after stop() and start() again', async () => {
    const { webAuth, calls } = target();
    const renewer = createSessionRenewer(webAuth, { immediate: true });
    const start = Date.now();
    renewer.start();
    await clock.tickAsync(5 * MINUTE);
    renewer.stop();
    renewer.start();
    expect(renewer.nextRenewalAt).to.equal(start + 15 * MINUTE);
    await clock.tickAsync(10 * MINUTE);
    expect(calls).to.deep.equal([start, start + 15 * MINUTE]);
    renewer.stop();
  });

  it('shares the limit between renewers of the same WebAuth', async () => {
    const { webAuth, calls } = target();
    const first = createSessionRenewer(webAuth, { immediate: true });
    const second = createSessionRenewer(webAuth, { immediate: true });
    first.start();
    await clock.tickAsync(MINUTE);
    second.start();
    await clock.tickAsync(60 * MINUTE);
    expect(calls.length).to.be.at.most(5);
    expectSpaced(calls);
    first.stop();
    second.stop();
  });

  it('waits for a slow call and drops its result after stop()', async () => {
    let finish: (result: AuthResult) => void = () => {};
    const { webAuth, calls } = target(() => new Promise((resolve) => (finish = resolve)));
    const onRenew = sinon.spy();
    const renewer = createSessionRenewer(webAuth, { immediate: true, onRenew });
    renewer.start();
    await clock.tickAsync(0);
    expect(calls).to.have.length(1);
    expect(renewer.nextRenewalAt).to.equal(null);
    renewer.stop();
    finish(RESULT);
    await clock.tickAsync(60 * MINUTE);
    expect(onRenew.called).to.equal(false);
    expect(calls).to.have.length(1);
  });
});
