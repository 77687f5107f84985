import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { AuthError, WebAuth } from '../../src/core/index.js';
import { FallbackStorage } from '../../src/core/lib/storage.js';
import type { KeyValueStore } from '../../src/core/lib/storage.js';
import { TransactionManager } from '../../src/core/lib/transaction.js';
import { newWebAuth, paramsOf, rejection } from './helpers.js';

const MINUTE = 60_000;
const OWNER = { issuer: 'https://tenant.example.com', clientID: 'client' };

function start(webAuth: WebAuth): string {
  return paramsOf(webAuth.buildAuthorizeUrl({ appState: 'kept' }))['state']!;
}

const parseToken = (webAuth: WebAuth, state: string) =>
  webAuth.parseHash({ hash: `#access_token=at&state=${state}` });

/** A store that throws on every call, like storage in a sandboxed frame or with cookies blocked. */
const broken: KeyValueStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

function memory(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('transactions and storage', () => {
  afterEach(() => sinon.restore());

  it('stores the transaction in local storage under com.auth0.auth.{state}', () => {
    const state = start(newWebAuth({ responseType: 'id_token' }));
    const stored = JSON.parse(localStorage.getItem(`com.auth0.auth.${state}`)!) as Record<string, unknown>;
    expect(stored).to.include({ state, appState: 'kept' });
    expect(stored['nonce']).to.be.a('string');
  });

  it('deletes the transaction when it is read', async () => {
    const webAuth = newWebAuth();
    const state = start(webAuth);
    expect((await parseToken(webAuth, state))?.appState).to.equal('kept');
    expect(localStorage.getItem(`com.auth0.auth.${state}`)).to.equal(null);
  });

  it('expires after 30 minutes', async () => {
    const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const webAuth = newWebAuth();
    const fresh = start(webAuth);
    const stale = start(webAuth);
    clock.tick(30 * MINUTE);
    expect((await parseToken(webAuth, fresh))?.appState).to.equal('kept');
    clock.tick(1000);
    const error = (await rejection(parseToken(webAuth, stale))) as AuthError;
    expect(error).to.include({ code: 'invalid_token', description: '`state` does not match.' });
  });

  it('falls back to session storage when local storage throws', async () => {
    const realSetItem = Storage.prototype.setItem;
    sinon.stub(Storage.prototype, 'setItem').callsFake(function (this: Storage, key: string, value: string) {
      if (this === localStorage) throw new DOMException('quota', 'QuotaExceededError');
      realSetItem.call(this, key, value);
    });
    const webAuth = newWebAuth();
    const state = start(webAuth);
    expect(localStorage.getItem(`com.auth0.auth.${state}`)).to.equal(null);
    expect(sessionStorage.getItem(`com.auth0.auth.${state}`)).to.be.a('string');
    expect((await parseToken(webAuth, state))?.appState).to.equal('kept');
    expect(sessionStorage.getItem(`com.auth0.auth.${state}`)).to.equal(null);
  });

  it('falls back to memory when both web storages throw, without failing the flow', async () => {
    sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('denied', 'SecurityError'));
    sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
    sinon.stub(Storage.prototype, 'removeItem').throws(new DOMException('denied', 'SecurityError'));
    const webAuth = newWebAuth();
    const state = start(webAuth);
    expect((await parseToken(webAuth, state))?.appState).to.equal('kept');
    await rejection(parseToken(webAuth, state));
  });

  describe('FallbackStorage', () => {
    it('writes to the first store that works and reads from any', () => {
      const session = memory();
      const mem = memory();
      const storage = new FallbackStorage([() => broken, () => session, () => mem]);
      storage.setItem('k', 'v');
      expect(session.map.get('k')).to.equal('v');
      expect(storage.getItem('k')).to.equal('v');
      storage.removeItem('k');
      expect(storage.getItem('k')).to.equal(null);
    });

    it('treats a store whose accessor throws (no window, sandboxed frame) as unavailable', () => {
      const mem = memory();
      const storage = new FallbackStorage([
        () => {
          throw new ReferenceError('localStorage is not defined');
        },
        () => mem,
      ]);
      storage.setItem('k', 'v');
      expect(mem.map.get('k')).to.equal('v');
    });

    it('finds a value an earlier page wrote to a later store', () => {
      const local = memory();
      const session = memory();
      session.map.set('k', 'from-session');
      expect(new FallbackStorage([() => local, () => session]).getItem('k')).to.equal('from-session');
    });
  });

  describe('TransactionManager', () => {
    it('ignores unreadable or foreign entries', () => {
      const store = memory();
      const manager = new TransactionManager(store, OWNER);
      store.map.set('com.auth0.auth.a', 'not json');
      store.map.set('com.auth0.auth.b', JSON.stringify({ state: 'other', expiresAt: Date.now() + MINUTE }));
      expect(manager.take('a')).to.equal(null);
      expect(manager.take('b')).to.equal(null);
      expect(manager.take(undefined)).to.equal(null);
    });

    it('keeps nonce, verifier, redirect URI and app state', () => {
      const manager = new TransactionManager(memory(), OWNER);
      const transaction = {
        state: 's',
        nonce: 'n',
        codeVerifier: 'v',
        redirectUri: 'https://app.example.com/cb',
        appState: { a: 1 },
        lastUsedConnection: 'github',
        maxAge: 10,
      };
      manager.save(transaction);
      expect(manager.take('s')).to.deep.equal(transaction);
      expect(manager.take('s')).to.equal(null);
    });
  });
});
