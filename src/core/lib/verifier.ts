// The part of an ID token's verification that runs only once a token is verified, a chunk loaded on
// demand (./on-demand.ts) when ./id-token.ts verifies one: jose's `compactVerify` and the claim checks
// with their messages, so a page that never verifies a token does not download them. It imports
// nothing but jose: bundled on its own, it never pulls (or re-runs) the rest of the core.
import type { IdTokenExpectations } from './id-token.js';

export { compactVerify, errors } from 'jose';

/** What the claims are checked against: the access token's hash instead of the token itself. */
export interface ClaimExpectations extends Omit<IdTokenExpectations, 'accessToken'> {
  /** `at_hash` of the access token returned with the ID token (computed by the caller). */
  accessTokenHash?: string;
}

/**
 * The claim checks of OpenID Connect Core 3.1.3.7 / 3.2.2.11: the first check that fails, described
 * (the caller throws it as an `invalid_token` AuthError), or `undefined` when every one passes.
 */
export function claimProblem(
  claims: Record<string, unknown>,
  expected: ClaimExpectations,
): string | undefined {
  const now = Math.floor(Date.now() / 1000);
  const { leeway } = expected;

  const iss = claims['iss'];
  if (typeof iss !== 'string') return 'Issuer (iss) claim must be a string present in the ID token';
  if (iss !== expected.issuer) {
    return `Issuer (iss) claim mismatch in the ID token, expected "${expected.issuer}", found "${iss}"`;
  }

  if (typeof claims['sub'] !== 'string')
    return 'Subject (sub) claim must be a string present in the ID token';

  const aud = claims['aud'];
  const audIsList = Array.isArray(aud) && aud.length > 0 && aud.every((value) => typeof value === 'string');
  if (typeof aud !== 'string' && !audIsList) {
    return 'Audience (aud) claim must be a string or array of strings present in the ID token';
  }
  if (typeof aud === 'string') {
    if (aud !== expected.clientID) {
      return `Audience (aud) claim mismatch in the ID token; expected "${expected.clientID}" but found "${aud}"`;
    }
  } else {
    const list = aud as string[];
    if (!list.includes(expected.clientID)) {
      return `Audience (aud) claim mismatch in the ID token; expected "${expected.clientID}" but was not one of "${list.join(', ')}"`;
    }
  }

  const azp = claims['azp'];
  if (Array.isArray(aud) && aud.length > 1 && typeof azp !== 'string') {
    return 'Authorized Party (azp) claim must be a string present in the ID token when the Audience (aud) claim has several values';
  }
  if (azp !== undefined && azp !== expected.clientID) {
    return `Authorized Party (azp) claim mismatch in the ID token; expected "${expected.clientID}", found "${String(azp)}"`;
  }

  if (expected.nonce !== undefined) {
    const nonce = claims['nonce'];
    if (typeof nonce !== 'string') return 'Nonce (nonce) claim must be a string present in the ID token';
    if (nonce !== expected.nonce) {
      return `Nonce (nonce) claim value mismatch in the ID token; expected "${expected.nonce}", found "${nonce}"`;
    }
  }

  const exp = claims['exp'];
  if (typeof exp !== 'number') return 'Expiration Time (exp) claim must be a number present in the ID token';
  if (now > exp + leeway) {
    return `Expiration Time (exp) claim error in the ID token; current time "${now}" is after expiration time "${exp}"`;
  }

  const iat = claims['iat'];
  if (typeof iat !== 'number') return 'Issued At (iat) claim must be a number present in the ID token';
  if (iat > now + leeway) {
    return `Issued At (iat) claim error in the ID token; current time "${now}" is before issued at time "${iat}"`;
  }

  const nbf = claims['nbf'];
  if (nbf !== undefined) {
    if (typeof nbf !== 'number') return 'Not Before (nbf) claim must be a number in the ID token';
    if (now < nbf - leeway) {
      return `Not Before (nbf) claim error in the ID token; current time "${now}" is before not-before time "${nbf}"`;
    }
  }

  if (expected.maxAge !== undefined) {
    const authTime = claims['auth_time'];
    if (typeof authTime !== 'number') {
      return 'Authentication Time (auth_time) claim must be a number present in the ID token when max_age was requested';
    }
    const latest = authTime + expected.maxAge;
    if (now > latest + leeway) {
      return `Authentication Time (auth_time) claim error in the ID token; current time "${now}" is after the last allowed authentication time "${latest}"`;
    }
  }

  if (expected.organization) {
    const problem = organizationProblem(claims, expected.organization);
    if (problem) return problem;
  }

  if (expected.accessTokenHash !== undefined && (claims['at_hash'] !== undefined || expected.requireAtHash)) {
    if (claims['at_hash'] === undefined) {
      return 'Access Token Hash (at_hash) claim must be present in the ID token issued with an access token';
    }
    if (claims['at_hash'] !== expected.accessTokenHash) {
      return 'Access Token Hash (at_hash) claim mismatch in the ID token';
    }
  }

  return undefined;
}

/**
 * The organization check of a request that named one (auth0.js's wording): an id (`org_…`) against
 * `org_id` as given, a name against `org_name` lower-cased (the service sends names in lower case).
 */
function organizationProblem(claims: Record<string, unknown>, organization: string): string | undefined {
  const byId = organization.startsWith('org_');
  const [label, claim] = byId ? ['Organization Id', 'org_id'] : ['Organization Name', 'org_name'];
  const expected = byId ? organization : organization.toLowerCase();
  const found = claims[claim];
  if (typeof found !== 'string' || found === '') {
    return `${label} (${claim}) claim must be a string present in the ID token`;
  }
  if (found !== expected) {
    return `${label} (${claim}) claim value mismatch in the ID token; expected "${expected}", found "${found}"`;
  }
  return undefined;
}
