import { expect } from '@open-wc/testing';
import {
  configKey,
  configValues,
  mergeConfig,
  normalizeConfig,
  requireConfig,
} from '../../src/internal/config.js';
import type { AuthConfig } from '../../src/internal/config.js';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('internal/config', () => {
  describe('normalizeConfig', () => {
    it('trims values and drops empty or missing ones', () => {
      expect(
        normalizeConfig({
          domain: '  tenant.example.com ',
          clientID: 'abc',
          audience: '',
          scope: '   ',
          redirectUri: null,
          connection: undefined,
        }),
      ).to.deep.equal({ domain: 'tenant.example.com', clientID: 'abc' });
    });

    it('never throws, even for an unknown response mode', () => {
      expect(normalizeConfig({ responseMode: 'nope' })).to.deep.equal({ responseMode: 'nope' });
    });
  });

  describe('configValues', () => {
    it("reads refreshTokens set to true (React's `<auth-provider refreshTokens>`) as the attribute present", () => {
      expect(configValues({ refreshTokens: true })).to.deep.equal({ refreshTokens: 'memory' });
      expect(configValues({ refreshTokens: '' })).to.deep.equal({ refreshTokens: 'memory' });
      expect(configValues({ refreshTokens: 'local' })).to.deep.equal({ refreshTokens: 'local' });
      expect(configValues({ refreshTokens: false })).to.deep.equal({});
      expect(configValues({ refreshTokens: null })).to.deep.equal({});
    });
  });

  describe('mergeConfig', () => {
    it('lets a later layer win key by key and keeps the rest', () => {
      const inherited = { domain: 'a.example.com', clientID: 'provider', audience: 'api' };
      const own = { clientID: 'own', scope: 'openid' };
      expect(mergeConfig(inherited, own)).to.deep.equal({
        domain: 'a.example.com',
        clientID: 'own',
        audience: 'api',
        scope: 'openid',
      });
    });

    it('skips missing layers', () => {
      expect(mergeConfig(undefined, null, { domain: 'x' })).to.deep.equal({ domain: 'x' });
    });
  });

  describe('requireConfig', () => {
    it('names the missing attribute', () => {
      const noDomain = thrown(() => requireConfig({ clientID: 'abc' }));
      expect(noDomain).to.be.instanceOf(TypeError);
      expect((noDomain as TypeError).message).to.contain('"domain"');
      const noClient = thrown(() => requireConfig({ domain: 'a.example.com' }));
      expect((noClient as TypeError).message).to.contain('"client-id"');
    });

    it('rejects an unknown response mode', () => {
      const error = thrown(() =>
        requireConfig({ domain: 'a', clientID: 'b', responseMode: 'web' as 'query' }),
      );
      expect(error).to.be.instanceOf(TypeError);
      expect((error as TypeError).message).to.contain('"response-mode"');
    });

    it('returns a complete configuration as is', () => {
      const config = { domain: 'a.example.com', clientID: 'b' };
      expect(requireConfig(config)).to.equal(config);
    });
  });

  describe('configKey', () => {
    const base: AuthConfig = { domain: 'tenant.example.com', clientID: 'abc', audience: 'api' };

    it('is the same for the same configuration in any key order and domain spelling', () => {
      const reordered: AuthConfig = {
        audience: 'api',
        clientID: 'abc',
        domain: 'https://Tenant.example.com/',
      };
      expect(configKey(reordered)).to.equal(configKey(base));
    });

    it('ignores the connection, which is passed per call', () => {
      expect(configKey({ ...base, connection: 'email' })).to.equal(configKey(base));
    });

    it('differs when a client option differs', () => {
      expect(configKey({ ...base, audience: 'other' })).not.to.equal(configKey(base));
      expect(configKey({ ...base, clientID: 'xyz' })).not.to.equal(configKey(base));
      expect(configKey({ ...base, domain: 'http://localhost:4000' })).not.to.equal(configKey(base));
      expect(configKey({ ...base, scope: 'openid' })).not.to.equal(configKey(base));
    });
  });
});
