// ID token verification: RS256 signature against the service's key set, then every OIDC claim check.
// The key set address comes from the configured domain, never from the unverified token. jose's
// verifier is imported on demand, when a token is verified (in parallel with the key set), so a page
// that never verifies one never downloads it.
import * as base64url from './base64url.js';
import type * as Jose from 'jose';
import type { JSONWebKeySet, JWK, ProtectedHeaderParameters } from 'jose';
import { AuthError } from '../errors.js';
import type { IdTokenPayload } from '../types.js';
import { request } from './http.js';
import { decodeJwtPart } from './jwt-part.js';
import { sha256 } from './sha256.js';
import { isPlainObject } from './validate.js';

export interface IdTokenExpectations {
  /** The provider's issuer, compared exactly: `{origin}/` for the identity service. */
  issuer: string;
  /** The client id the token must be issued to. */
  clientID: string;
  /** Seconds of clock-skew tolerance. */
  leeway: number;
  /** Expected `nonce` claim, when the request had one. */
  nonce?: string;
  /** `max_age` of the request: `auth_time` must be present and recent enough. */
  maxAge?: number;
  /** The access token returned with the ID token: checked against `at_hash` when the token has one. */
  accessToken?: string;
  /** `at_hash` must be present (an implicit response with an access token, OIDC Core 3.2.2.9). */
  requireAtHash?: boolean;
}

const invalid = (description: string, cause?: unknown): AuthError =>
  new AuthError({ code: 'invalid_token', description, cause });

/** What the verifier uses of jose, fetched once on first use; a failed fetch is a `network_error`, retried next time. */
type Verifier = Pick<typeof Jose, 'compactVerify' | 'errors'>;
let joseModule: Promise<Verifier> | null = null;
const loadJose = (): Promise<Verifier> =>
  // Destructured in `then`, so that bundlers keep only what the verifier uses.
  (joseModule ??= import('jose').then(
    ({ compactVerify, errors }) => ({ compactVerify, errors }),
    (error: unknown) => {
      joseModule = null;
      throw new AuthError({
        code: 'network_error',
        description: 'The ID token verifier could not be loaded',
        cause: error,
      });
    },
  ));

/** Whether `key` may verify an RS256 signature: an RSA key for signatures, for RS256, for `verify`. */
const isRs256VerifyKey = (key: JWK): boolean =>
  key.kty === 'RSA' &&
  (key.use ?? 'sig') === 'sig' &&
  (key.alg ?? 'RS256') === 'RS256' &&
  (key.key_ops ?? ['verify']).includes('verify');

/**
 * One per WebAuth: the key set is fetched once, cached, and fetched again once per unknown `kid`. The
 * key is chosen here by `kid` (as a local JWKS would) and jose checks the signature with it; jose
 * imports each JWK once (it caches the CryptoKey per JWK object).
 */
export class IdTokenVerifier {
  #jwksUrl: string;
  #timeoutMs: number | undefined;
  #keySet: Promise<JSONWebKeySet> | null = null;
  #refetchedFor = new Set<string>();

  constructor(jwksUrl: string, timeoutMs?: number) {
    this.#jwksUrl = jwksUrl;
    this.#timeoutMs = timeoutMs;
  }

  async verify(token: string, expected: IdTokenExpectations): Promise<IdTokenPayload> {
    let header: ProtectedHeaderParameters;
    try {
      header = decodeJwtPart(token, 0) as ProtectedHeaderParameters;
    } catch (error) {
      throw invalid('ID token could not be decoded', error);
    }
    if (header.alg !== 'RS256') {
      throw invalid(
        `Signature algorithm of "${String(header.alg)}" is not supported. Expected the ID token to be signed with "RS256".`,
      );
    }

    const [key, jose] = await Promise.all([this.#keyFor(header.kid), loadJose()]);
    let payloadText: string;
    try {
      const { payload } = await jose.compactVerify(token, key, { algorithms: ['RS256'] });
      payloadText = new TextDecoder().decode(payload);
    } catch (error) {
      throw invalid(
        error instanceof jose.errors.JWSSignatureVerificationFailed
          ? 'Invalid ID token signature.'
          : `ID token could not be verified: ${error instanceof Error ? error.message : ''}`,
        error,
      );
    }
    let claims: unknown;
    try {
      claims = JSON.parse(payloadText);
    } catch (error) {
      throw invalid('ID token could not be decoded', error);
    }
    if (!isPlainObject(claims)) throw invalid('ID token could not be decoded');
    return checkClaims(claims, expected);
  }

  /** The one key of the set that can verify a token with this `kid` (any key when it has none). */
  async #keyFor(kid: string | undefined): Promise<JWK> {
    let jwks = await this.#load(false);
    if (kid !== undefined && !jwks.keys.some((key) => key.kid === kid) && !this.#refetchedFor.has(kid)) {
      this.#refetchedFor.add(kid);
      jwks = await this.#load(true);
    }
    const keys = jwks.keys.filter((key) => (kid === undefined || key.kid === kid) && isRs256VerifyKey(key));
    if (keys.length === 1) return keys[0]!;
    throw invalid(
      !keys.length
        ? `Could not find a public key for Key ID (kid) "${kid ?? ''}"`
        : kid === undefined
          ? 'The ID token has no Key ID (kid) and several public keys match it'
          : `Several public keys have the Key ID (kid) "${kid}"`,
    );
  }

  #load(refresh: boolean): Promise<JSONWebKeySet> {
    if (this.#keySet && !refresh) return this.#keySet;
    // Cached here, per WebAuth; `no-cache` makes each fetch (the first, and the one after an unknown
    // kid) revalidate with the service instead of trusting a long-lived HTTP cache entry.
    const loading = request<unknown>({
      method: 'GET',
      url: this.#jwksUrl,
      cache: 'no-cache',
      timeoutMs: this.#timeoutMs,
    }).then((body) => {
      if (!isKeySet(body)) {
        throw new AuthError({
          code: 'invalid_response',
          description: `The key set at ${this.#jwksUrl} is not a JSON Web Key Set`,
        });
      }
      return body;
    });
    this.#keySet = loading;
    // A failed fetch is not cached: the next verification tries again.
    loading.catch(() => {
      if (this.#keySet === loading) this.#keySet = null;
    });
    return loading;
  }
}

function isKeySet(value: unknown): value is JSONWebKeySet {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { keys?: unknown }).keys) &&
    (value as { keys: unknown[] }).keys.every((key) => typeof key === 'object' && key !== null)
  );
}

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
