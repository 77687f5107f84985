// What an ID token's verification needs once its signature is checked, in the chunk the verifier
// imports on demand (./id-token.ts) with jose's `compactVerify`: the claim checks and their messages
// run only when a token is verified, so a page that never verifies one does not download them.
import * as base64url from './base64url.js';
import type { IdTokenExpectations } from './id-token.js';
import { invalid } from './id-token.js';
import type { IdTokenPayload } from '../types.js';
import { sha256 } from './sha256.js';

export { compactVerify, errors } from 'jose';

/** The claim checks of OpenID Connect Core 3.1.3.7 / 3.2.2.11, each with its own message. */
export function checkClaims(claims: Record<string, unknown>, expected: IdTokenExpectations): IdTokenPayload {
  const now = Math.floor(Date.now() / 1000);
  const { leeway } = expected;

  const iss = claims['iss'];
  if (typeof iss !== 'string') throw invalid('Issuer (iss) claim must be a string present in the ID token');
  if (iss !== expected.issuer) {
    throw invalid(
      `Issuer (iss) claim mismatch in the ID token, expected "${expected.issuer}", found "${iss}"`,
    );
  }

  if (typeof claims['sub'] !== 'string')
    throw invalid('Subject (sub) claim must be a string present in the ID token');

  const aud = claims['aud'];
  const audIsList = Array.isArray(aud) && aud.length > 0 && aud.every((value) => typeof value === 'string');
  if (typeof aud !== 'string' && !audIsList) {
    throw invalid('Audience (aud) claim must be a string or array of strings present in the ID token');
  }
  if (typeof aud === 'string') {
    if (aud !== expected.clientID) {
      throw invalid(
        `Audience (aud) claim mismatch in the ID token; expected "${expected.clientID}" but found "${aud}"`,
      );
    }
  } else {
    const list = aud as string[];
    if (!list.includes(expected.clientID)) {
      throw invalid(
        `Audience (aud) claim mismatch in the ID token; expected "${expected.clientID}" but was not one of "${list.join(', ')}"`,
      );
    }
  }

  const azp = claims['azp'];
  if (Array.isArray(aud) && aud.length > 1 && typeof azp !== 'string') {
    throw invalid(
      'Authorized Party (azp) claim must be a string present in the ID token when the Audience (aud) claim has several values',
    );
  }
  if (azp !== undefined && azp !== expected.clientID) {
    throw invalid(
      `Authorized Party (azp) claim mismatch in the ID token; expected "${expected.clientID}", found "${String(azp)}"`,
    );
  }

  if (expected.nonce !== undefined) {
    const nonce = claims['nonce'];
    if (typeof nonce !== 'string')
      throw invalid('Nonce (nonce) claim must be a string present in the ID token');
    if (nonce !== expected.nonce) {
      throw invalid(
        `Nonce (nonce) claim value mismatch in the ID token; expected "${expected.nonce}", found "${nonce}"`,
      );
    }
  }

  const exp = claims['exp'];
  if (typeof exp !== 'number')
    throw invalid('Expiration Time (exp) claim must be a number present in the ID token');
  if (now > exp + leeway) {
    throw invalid(
      `Expiration Time (exp) claim error in the ID token; current time "${now}" is after expiration time "${exp}"`,
    );
  }

  const iat = claims['iat'];
  if (typeof iat !== 'number')
    throw invalid('Issued At (iat) claim must be a number present in the ID token');
  if (iat > now + leeway) {
    throw invalid(
      `Issued At (iat) claim error in the ID token; current time "${now}" is before issued at time "${iat}"`,
    );
  }

  const nbf = claims['nbf'];
  if (nbf !== undefined) {
    if (typeof nbf !== 'number') throw invalid('Not Before (nbf) claim must be a number in the ID token');
    if (now < nbf - leeway) {
      throw invalid(
        `Not Before (nbf) claim error in the ID token; current time "${now}" is before not-before time "${nbf}"`,
      );
    }
  }

  if (expected.maxAge !== undefined) {
    const authTime = claims['auth_time'];
    if (typeof authTime !== 'number') {
      throw invalid(
        'Authentication Time (auth_time) claim must be a number present in the ID token when max_age was requested',
      );
    }
    const latest = authTime + expected.maxAge;
    if (now > latest + leeway) {
      throw invalid(
        `Authentication Time (auth_time) claim error in the ID token; current time "${now}" is after the last allowed authentication time "${latest}"`,
      );
    }
  }

  if (expected.accessToken !== undefined && (claims['at_hash'] !== undefined || expected.requireAtHash)) {
    if (claims['at_hash'] === undefined) {
      throw invalid(
        'Access Token Hash (at_hash) claim must be present in the ID token issued with an access token',
      );
    }
    if (claims['at_hash'] !== accessTokenHash(expected.accessToken)) {
      throw invalid('Access Token Hash (at_hash) claim mismatch in the ID token');
    }
  }

  return claims as IdTokenPayload;
}

/** Left-most half of SHA-256 over the ASCII access token, base64url (RS256 → SHA-256). */
export function accessTokenHash(accessToken: string): string {
  return base64url.encode(sha256(new TextEncoder().encode(accessToken)).slice(0, 16));
}
