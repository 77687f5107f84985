import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { AuthError } from '../../src/core/index.js';
import type { AuthResult, CheckSessionOptions, WebAuth } from '../../src/core/index.js';
import { ManagementToken, TOKEN_MARGIN_MS } from '../../src/internal/management-token.js';
import type { ManagementTokenRequest } from '../../src/internal/management-token.js';

const SCOPE = 'read:current_user';

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

function request(webAuth: WebAuth, extra: Partial<ManagementTokenRequest> = {}): ManagementTokenRequest {
  return { domain: 'tenant.example.com', webAuth: () => webAuth, key: 'user-1', ...extra };
}

const invalid = (): AuthError => new AuthError({ code: 'invalid_token', description: 'expired' });

describe('internal/management-token', () => {
  afterEach(() => sinon.restore());

  it('asks checkSession for the Management audience and scope, then keeps the token', async () => {
    const { webAuth, asked } = fakeWebAuth();
    const tokens = new ManagementToken(SCOPE);
    const used: string[] = [];
    await tokens.call(request(webAuth), async (_management, token) => void used.push(token));
    await tokens.call(request(webAuth), async (_management, token) => void used.push(token));
    expect(used).to.deep.equal(['token-1', 'token-1']);
    expect(asked).to.deep.equal([
      { audience: 'https://tenant.example.com/api/v2/', scope: SCOPE, responseType: 'token' },
    ]);
  });

  it('uses a given token as is, without asking', async () => {
    const { webAuth, asked } = fakeWebAuth();
    const tokens = new ManagementToken(SCOPE);
    const token = await tokens.call(request(webAuth, { token: ' given ' }), async (_m, used) => used);
    expect(token).to.equal('given');
    expect(asked).to.have.length(0);
  });

  it('asks again for another key, and shortly before the token expires', async () => {
    const clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const { webAuth } = fakeWebAuth();
    const tokens = new ManagementToken(SCOPE);
    const use = (extra: Partial<ManagementTokenRequest> = {}): Promise<string> =>
      tokens.call(request(webAuth, extra), async (_m, token) => token);
    expect(await use()).to.equal('token-1');
    expect(await use({ key: 'user-2' })).to.equal('token-2');
    expect(await use({ key: 'user-2' })).to.equal('token-2');
    clock.tick(3600_000 - TOKEN_MARGIN_MS + 1);
    expect(await use({ key: 'user-2' })).to.equal('token-3');
  });

  it('replaces a kept token refused with invalid_token once, and not a fresh one', async () => {
    const { webAuth, asked } = fakeWebAuth();
    const tokens = new ManagementToken(SCOPE);
    await tokens.call(request(webAuth), async () => undefined);
    const tried: string[] = [];
    const result = await tokens.call(request(webAuth), async (_m, token) => {
      tried.push(token);
      if (token === 'token-1') throw invalid();
      return 'ok';
    });
    expect(result).to.equal('ok');
    expect(tried).to.deep.equal(['token-1', 'token-2']);

    tokens.forget();
    const caught = await tokens
      .call(request(webAuth), () => Promise.reject(invalid()))
      .catch((error: unknown) => error);
    expect(caught).to.be.instanceOf(AuthError).with.property('code', 'invalid_token');
    expect(asked).to.have.length(3);
  });

  it('throws a TypeError saying what to do without a domain, and one for a domain it refuses', async () => {
    const { webAuth } = fakeWebAuth();
    const tokens = new ManagementToken(SCOPE);
    const missing = await tokens
      .call(request(webAuth, { domain: undefined }), async () => undefined)
      .catch((error: unknown) => error);
    expect(missing)
      .to.be.instanceOf(TypeError)
      .with.property('message')
      .that.includes('"domain" is required');
    const refused = await tokens
      .call(request(webAuth, { domain: 'http://example.com' }), async () => undefined)
      .catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(TypeError);
  });
});
