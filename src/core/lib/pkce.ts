// PKCE (RFC 7636): a random verifier kept in the transaction, its S256 challenge sent to /authorize.
import * as base64url from './base64url.js';
import { randomString } from './random.js';
import { sha256 } from './sha256.js';

export interface PkcePair {
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
}

/** A verifier and its challenge, BASE64URL(SHA256(ASCII(verifier))). */
export function createPkcePair(): PkcePair {
  // 32 random bytes → a 43-character verifier from the unreserved alphabet.
  const codeVerifier = randomString(32);
  const codeChallenge = base64url.encode(sha256(new TextEncoder().encode(codeVerifier)));
  return { codeVerifier, codeChallenge, codeChallengeMethod: 'S256' };
}
