// Passkeys on a server (Node, no WebAuthn): feature detection answers false without throwing, a
// ceremony rejects with passkey_not_supported before any request, and a caller's mistake is still a
// TypeError at once.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { AuthError, WebAuth } from '../../src/core/index.js';

test('webAuth.passkeys in Node: no WebAuthn, no throw', async () => {
  const requests: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request) => {
    requests.push(String(input));
    return Promise.reject(new Error('no request expected'));
  };
  try {
    const { passkeys } = new WebAuth({ domain: 'http://localhost:4000', clientID: 'demo-spa' });
    assert.equal(passkeys.isSupported(), false);
    assert.equal(await passkeys.isConditionalSupported(), false);
    for (const attempt of [passkeys.login(), passkeys.signup({ email: 'a@example.com' })]) {
      const error = await attempt.then(
        () => assert.fail('expected a rejection'),
        (e: unknown) => e,
      );
      assert.ok(error instanceof AuthError);
      assert.equal(error.code, 'passkey_not_supported');
    }
    assert.throws(() => passkeys.signup({ email: '' }), TypeError);
    assert.deepEqual(requests, []);
  } finally {
    globalThis.fetch = realFetch;
  }
});
