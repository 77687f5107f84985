// ID token verification: RS256 signature against the service's key set, then every OIDC claim check.
// The key set address comes from the configured domain, never from the unverified token. jose's
// verifier and the claim checks (./verifier.ts) are loaded on demand, when a token is verified (in
// parallel with the key set), so a page that never verifies one never downloads them.
import * as base64url from './base64url.js';
import type { JSONWebKeySet, JWK, ProtectedHeaderParameters } from 'jose';
import type * as VerifierModule from './verifier.js';
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
  /**
   * The organization the request named (`organization`): an id (`org_…`) must equal `org_id`, a name
   * (lower-cased) `org_name`.
   */
  organization?: string;
  /** The access token returned with the ID token: checked against `at_hash` when the token has one. */
  accessToken?: string;
  /** `at_hash` must be present (an implicit response with an access token, OIDC Core 3.2.2.9). */
  requireAtHash?: boolean;
}

const invalid = (description: string, cause?: unknown): AuthError =>
  new AuthError({ code: 'invalid_token', description, cause });

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
  #loadVerifier: () => Promise<typeof VerifierModule>;
  #keySet: Promise<JSONWebKeySet> | null = null;
  #refetchedFor = new Set<string>();

  /** `loadVerifier`: the verifier chunk's loader (`ctx.load.verifier`, ./on-demand.ts). */
  constructor(
    jwksUrl: string,
    timeoutMs: number | undefined,
    loadVerifier: () => Promise<typeof VerifierModule>,
  ) {
    this.#jwksUrl = jwksUrl;
    this.#timeoutMs = timeoutMs;
    this.#loadVerifier = loadVerifier;
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

    const [key, jose] = await Promise.all([this.#keyFor(header.kid), this.#loadVerifier()]);
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
    const { accessToken } = expected;
    const problem = jose.claimProblem(claims, {
      ...expected,
      accessTokenHash: accessToken === undefined ? undefined : accessTokenHash(accessToken),
    });
    if (problem) throw invalid(problem);
    return claims as IdTokenPayload;
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

/** Left-most half of SHA-256 over the ASCII access token, base64url (RS256 → SHA-256). */
function accessTokenHash(accessToken: string): string {
  return base64url.encode(sha256(new TextEncoder().encode(accessToken)).slice(0, 16));
}
