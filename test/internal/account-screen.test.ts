import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import sinon from 'sinon';
import { AuthError } from '../../src/core/index.js';
import type { AuthResult, CheckSessionOptions, Management, WebAuth } from '../../src/core/index.js';
import { AccountScreen, TOKEN_MARGIN_MS } from '../../src/internal/account-screen.js';
import type { AccountSource } from '../../src/internal/account-screen.js';
import { MY_ACCOUNT_SCOPES } from '../components/mfa-helpers.js';

const SCOPE = 'read:current_user';

customElements.define('account-screen-test-host', class extends LitElement {});

/** A WebAuth whose checkSession answers token-1, token-2, … and records its options. */
function fakeWebAuth(): { webAuth: WebAuth; asked: CheckSessionOptions[] } {
  const asked: CheckSessionOptions[] = [];
  const webAuth = {
    checkSession: (options: CheckSessionOptions): Promise<AuthResult> => {
      asked.push(options);
      return Promise.resolve({ accessToken: `token-${asked.length}`, expiresIn: 3600 } as AuthResult);
    },
  } as unknown as WebAuth;
  return { webAuth, asked };
}

/**
 * An AccountScreen on a plain host, reading `source` (change its members to change the source), and
 * `use(send)`: one operation that calls the Management API with `send`, resolving with what `send`
 * returned or rejecting with what the operation failed with.
 */
async function screenWith(
  webAuth: WebAuth,
  source: Partial<AccountSource> = {},
): Promise<{
  source: { -readonly [K in keyof AccountSource]: AccountSource[K] };
  use: <T>(send: (management: Management, token: string) => Promise<T>) => Promise<T>;
}> {
  const host = await fixture<LitElement>(html`<account-screen-test-host></account-screen-test-host>`);
  const current = {
    domain: 'tenant.example.com',
    clientID: 'abc',
    token: undefined,
    subject: 'user-1',
    ...source,
  };
  const screen = new AccountScreen<'load'>(host, {
    scopes: SCOPE,
    source: () => current,
    webAuth: () => webAuth,
    run: (task) =>
      task().then(
        (value) => ({ outcome: 'success', value }) as const,
        (failure: AuthError) => ({ outcome: 'error', error: failure }) as const,
      ),
    pending: () => false,
    unsaved: () => false,
  });
  const use = async <T>(send: (management: Management, token: string) => Promise<T>): Promise<T> => {
    screen.sourceChanged();
    let failure: unknown = null;
    let value: T | undefined;
    await screen.perform(
      'load',
      (call) => call(send).catch((caught: unknown) => Promise.reject((failure = caught))),
      (result) => (value = result),
    );
    if (failure !== null) throw failure;
    return value as T;
  };
  return { source: current, use };
}

const invalid = (): AuthError => new AuthError({ code: 'invalid_token', description: 'expired' });

describe('internal/account-screen: the Management token', () => {
  afterEach(() => sinon.restore());

  it('asks checkSession for the Management audience and scope, then keeps the token', async () => {
    const { webAuth, asked } = fakeWebAuth();
    const { use } = await screenWith(webAuth);
    const used: string[] = [];
    await use(async (_management, token) => void used.push(token));
    await use(async (_management, token) => void used.push(token));
    expect(used).to.deep.equal(['token-1', 'token-1']);
    expect(asked).to.deep.equal([
      { audience: 'https://tenant.example.com/api/v2/', scope: SCOPE, responseType: 'token' },
    ]);
  });

  it('uses a given token as is, without asking', async () => {
    const { webAuth, asked } = fakeWebAuth();
    const { use } = await screenWith(webAuth, { token: ' given ' });
    const token = await use(async (_m, used) => used);
    expect(token).to.equal('given');
    expect(asked).to.have.length(0);
  });

  it('asks again for another user, and shortly before the token expires', async () => {
    const clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const { webAuth } = fakeWebAuth();
    const screen = await screenWith(webAuth);
    const use = (): Promise<string> => screen.use(async (_m, token) => token);
    expect(await use()).to.equal('token-1');
    screen.source.subject = 'user-2';
    expect(await use()).to.equal('token-2');
    expect(await use()).to.equal('token-2');
    clock.tick(3600_000 - TOKEN_MARGIN_MS + 1);
    expect(await use()).to.equal('token-3');
  });

  it('replaces a kept token refused with invalid_token once, and not a fresh one', async () => {
    const { webAuth, asked } = fakeWebAuth();
    const screen = await screenWith(webAuth);
    await screen.use(async () => undefined);
    const tried: string[] = [];
    const result = await screen.use(async (_m, token) => {
      tried.push(token);
      if (token === 'token-1') throw invalid();
      return 'ok';
    });
    expect(result).to.equal('ok');
    expect(tried).to.deep.equal(['token-1', 'token-2']);

    // Another source forgets the kept token: a fresh one refused is not replaced.
    screen.source.clientID = 'another-client';
    const caught = await screen.use(() => Promise.reject(invalid())).catch((error: unknown) => error);
    expect(caught).to.be.instanceOf(AuthError).with.property('code', 'invalid_token');
    expect(asked).to.have.length(3);
  });

  it('throws a TypeError saying what to do without a domain, and one for a domain it refuses', async () => {
    const { webAuth } = fakeWebAuth();
    const screen = await screenWith(webAuth, { domain: undefined });
    const missing = await screen.use(async () => undefined).catch((error: unknown) => error);
    expect(missing)
      .to.be.instanceOf(TypeError)
      .with.property('message')
      .that.includes('"domain" is required');
    screen.source.domain = 'http://example.com';
    const refused = await screen.use(async () => undefined).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(TypeError);
  });
});

describe('internal/account-screen: the My Account token', () => {
  afterEach(() => sinon.restore());

  /** An AccountScreen on a plain host, for its My Account token (`withMyAccountToken`). */
  async function myAccountScreen(
    webAuth: WebAuth,
    source: Partial<AccountSource> = {},
  ): Promise<{
    screen: AccountScreen<'load'>;
    source: { -readonly [K in keyof AccountSource]: AccountSource[K] };
  }> {
    const host = await fixture<LitElement>(html`<account-screen-test-host></account-screen-test-host>`);
    const current = {
      domain: 'tenant.example.com',
      clientID: 'abc',
      token: undefined,
      subject: 'user-1',
      ...source,
    };
    const screen = new AccountScreen<'load'>(host, {
      scopes: SCOPE,
      source: () => current,
      webAuth: () => webAuth,
      run: (task) => task().then((value) => ({ outcome: 'success', value }) as const),
      pending: () => false,
      unsaved: () => false,
    });
    screen.sourceChanged();
    return { screen, source: current };
  }

  const unauthorized = (): AuthError =>
    new AuthError({ code: 'unauthorized', description: 'Invalid token', statusCode: 401 });

  it('asks checkSession for {origin}/me/ and the My Account scopes, keeps it apart from the Management token', async () => {
    const { webAuth, asked } = fakeWebAuth();
    const { screen } = await myAccountScreen(webAuth);
    const used: string[] = [];
    await screen.withMyAccountToken(async (token) => void used.push(token));
    await screen.withMyAccountToken(async (token) => void used.push(token));
    await screen.perform(
      'load',
      (call) => call(async (_management, token) => void used.push(token)),
      () => undefined,
    );
    expect(used).to.deep.equal(['token-1', 'token-1', 'token-2']);
    expect(asked[0]).to.deep.equal({
      audience: 'https://tenant.example.com/me/',
      scope: MY_ACCOUNT_SCOPES,
      responseType: 'token',
    });
    expect(MY_ACCOUNT_SCOPES.split(' ')).to.have.members([
      'create:me:authentication_methods',
      'read:me:authentication_methods',
      'update:me:authentication_methods',
      'delete:me:authentication_methods',
      'read:me:factors',
    ]);
    expect(asked[1]?.audience).to.equal('https://tenant.example.com/api/v2/');
    expect(screen.offersMyAccount).to.equal(true);
  });

  it('replaces a kept token the My Account API refuses (401) once, and not a fresh one', async () => {
    const { webAuth, asked } = fakeWebAuth();
    const { screen, source } = await myAccountScreen(webAuth);
    await screen.withMyAccountToken(async () => undefined);
    const tried: string[] = [];
    const result = await screen.withMyAccountToken(async (token) => {
      tried.push(token);
      if (token === 'token-1') throw unauthorized();
      return 'ok';
    });
    expect(result).to.equal('ok');
    expect(tried).to.deep.equal(['token-1', 'token-2']);

    source.subject = 'user-2';
    screen.sourceChanged();
    const caught = await screen
      .withMyAccountToken(() => Promise.reject(unauthorized()))
      .catch((error: unknown) => error);
    expect(caught).to.be.instanceOf(AuthError).with.property('statusCode', 401);
    expect(asked).to.have.length(3);
  });

  it('uses a given My Account token as is; with only a Management token given it offers no My Account API', async () => {
    const { webAuth, asked } = fakeWebAuth();
    const given = await myAccountScreen(webAuth, { token: 'management', myAccountToken: ' me-token ' });
    expect(await given.screen.withMyAccountToken(async (token) => token)).to.equal('me-token');
    expect(given.screen.offersMyAccount).to.equal(true);
    expect(given.screen.myAccountTokenGiven).to.equal(true);
    const managementOnly = await myAccountScreen(webAuth, { token: 'management' });
    expect(managementOnly.screen.offersMyAccount).to.equal(false);
    expect(asked).to.have.length(0);
  });
});
