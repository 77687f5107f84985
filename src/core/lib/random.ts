// Random values for state, nonce and PKCE verifiers (Web Crypto, available in browsers and Node 20).
import * as base64url from './base64url.js';

/** `bytes` random bytes, base64url-encoded (32 bytes → 43 characters). */
export function randomString(bytes = 32): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return base64url.encode(buffer);
}
