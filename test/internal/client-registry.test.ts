import { expect } from '@open-wc/testing';
import { WebAuth } from '../../src/core/index.js';
import { WebAuthBase } from '../../src/core/web-auth-base.js';
import { clearWebAuthClients, getWebAuth } from '../../src/internal/client-registry.js';

describe('internal/client-registry', () => {
  afterEach(() => clearWebAuthClients());

  it("creates the elements' client for a configuration: WebAuth without its popup, passkey and MFA facades", () => {
    const client = getWebAuth({ domain: 'tenant.example.com', clientID: 'abc' });
    expect(client instanceof WebAuthBase).to.equal(true);
    expect(client instanceof WebAuth).to.equal(false);
  });

  it('returns the same instance for the same configuration', () => {
    const first = getWebAuth({ domain: 'tenant.example.com', clientID: 'abc', audience: 'api' });
    const second = getWebAuth({ audience: 'api', clientID: 'abc', domain: 'https://tenant.example.com' });
    const otherConnection = getWebAuth({
      domain: 'tenant.example.com',
      clientID: 'abc',
      audience: 'api',
      connection: 'email',
    });
    expect(second).to.equal(first);
    expect(otherConnection).to.equal(first);
  });

  it('returns different instances for different configurations', () => {
    const first = getWebAuth({ domain: 'tenant.example.com', clientID: 'abc' });
    expect(getWebAuth({ domain: 'tenant.example.com', clientID: 'xyz' })).not.to.equal(first);
    expect(getWebAuth({ domain: 'tenant.example.com', clientID: 'abc', audience: 'api' })).not.to.equal(
      first,
    );
    expect(getWebAuth({ domain: 'other.example.com', clientID: 'abc' })).not.to.equal(first);
  });

  it('starts afresh after clearWebAuthClients()', () => {
    const first = getWebAuth({ domain: 'tenant.example.com', clientID: 'abc' });
    clearWebAuthClients();
    expect(getWebAuth({ domain: 'tenant.example.com', clientID: 'abc' })).not.to.equal(first);
  });

  it('lets the core reject an invalid domain', () => {
    expect(() => getWebAuth({ domain: 'ftp://tenant.example.com', clientID: 'abc' })).to.throw(TypeError);
  });
});
