// Signing and verifying the service's tokens: RS256 JWTs with a `kid` header and issuer `{origin}/`.
// ID tokens carry profile claims by scope and at_hash / c_hash; access tokens are JWTs for an audience.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWK, JWTPayload } from 'jose';
import type { AccessTokenClaims, TenantStore } from './context.js';
import type { SigningKey, User } from './tenant.js';

/** A new RS256 signing key (a tenant's first, or the seed's), its private and public halves as JWKs. */
export async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomBytes(12).toString('base64url');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateJwk, publicJwk };
}

/** Lifetime of ID tokens, and of access tokens without an API audience (seconds). */
const ID_TOKEN_LIFETIME = 36000;
export const USERINFO_TOKEN_LIFETIME = 7200;

interface IdTokenInput {
  user: User;
  clientId: string;
  scope: string;
  authTime: number;
  nonce?: string;
  accessToken?: string;
  code?: string;
  /** Authentication methods beyond the first factor (`['mfa']`), as the `amr` claim. */
  amr?: readonly string[];
  /** The login's reference (logins.ts), as the `sid` claim. */
  sid?: string;
  /** The organization the login is bound to: its `org_id` (and `org_name`) claims. */
  organization?: OrganizationClaims;
}

/** A token bound to an organization carries its id, and its name where the tenant allows names. */
interface OrganizationClaims {
  org_id: string;
  org_name?: string;
}

interface AccessTokenInput {
  user: User;
  clientId: string;
  scope: string;
  /** The API's identifier; none means a token for /userinfo only. */
  audience?: string;
  /** Lifetime in seconds. */
  lifetime: number;
  /** As in the ID token: the login's methods beyond the first factor and its reference (logins.ts). */
  amr?: readonly string[];
  sid?: string;
  /** RBAC (`token_dialect: access_token_authz`): the permissions the user's roles grant for the API. */
  permissions?: readonly string[];
  organization?: OrganizationClaims;
}

export function scopeList(scope: string | undefined): string[] {
  return (scope ?? '').split(/\s+/).filter(Boolean);
}

/** Left half of the SHA-256 of `value`, base64url (the OIDC at_hash / c_hash). */
function halfHash(value: string): string {
  const digest = createHash('sha256').update(value, 'ascii').digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

/** The OIDC claims of `user` that `scope` reveals (always `sub`). */
export function profileClaims(user: User, scope: string): Record<string, unknown> {
  const scopes = scopeList(scope);
  const claims: Record<string, unknown> = { sub: user.user_id };
  if (scopes.includes('profile')) {
    claims.name = user.name;
    claims.nickname = user.nickname;
    claims.picture = user.picture;
    if (user.given_name) claims.given_name = user.given_name;
    if (user.family_name) claims.family_name = user.family_name;
    claims.updated_at = user.updated_at;
  }
  if (scopes.includes('email') && user.email !== undefined) {
    claims.email = user.email;
    claims.email_verified = user.email_verified;
  }
  if (scopes.includes('phone') && user.phone_number !== undefined) {
    claims.phone_number = user.phone_number;
    claims.phone_number_verified = user.phone_verified ?? false;
  }
  return claims;
}

export class JwtTokenService {
  readonly #store: TenantStore;
  readonly #issuer: () => string;
  readonly #now: () => number;
  #signingKey: { kid: string; key: CryptoKey } | undefined;

  constructor(store: TenantStore, issuer: () => string, now: () => number) {
    this.#store = store;
    this.#issuer = issuer;
    this.#now = now;
  }

  /** The public keys, as served at /.well-known/jwks.json. */
  jwks(): JSONWebKeySet {
    return { keys: this.#store.data.keys.map((key) => ({ ...key.publicJwk }) as JWK) };
  }

  async signIdToken(input: IdTokenInput): Promise<string> {
    const payload: JWTPayload & Record<string, unknown> = {
      ...profileClaims(input.user, input.scope),
      auth_time: input.authTime,
      azp: input.clientId,
    };
    if (input.nonce) payload.nonce = input.nonce;
    if (input.accessToken) payload.at_hash = halfHash(input.accessToken);
    if (input.code) payload.c_hash = halfHash(input.code);
    if (input.amr?.length) payload.amr = [...input.amr];
    if (input.sid) payload.sid = input.sid;
    if (input.organization) Object.assign(payload, input.organization);
    return this.#sign(payload, input.clientId, ID_TOKEN_LIFETIME);
  }

  async signAccessToken(input: AccessTokenInput): Promise<string> {
    const scopes = scopeList(input.scope);
    const audiences: string[] = [];
    if (input.audience) audiences.push(input.audience);
    if (!input.audience || scopes.includes('openid')) audiences.push(`${this.#origin()}/userinfo`);
    const payload: JWTPayload = {
      sub: input.user.user_id,
      azp: input.clientId,
      scope: scopes.join(' '),
      ...(input.amr?.length ? { amr: [...input.amr] } : {}),
      ...(input.sid ? { sid: input.sid } : {}),
      ...(input.permissions ? { permissions: [...input.permissions] } : {}),
      ...input.organization,
    };
    return this.#sign(payload, audiences.length === 1 ? audiences[0]! : audiences, input.lifetime);
  }

  /** Verifies an access token this service issued (RS256, issuer, expiry) for `audience`; throws on failure. */
  async verifyAccessToken(token: string, audience: string): Promise<AccessTokenClaims> {
    const { payload } = await jwtVerify(token, createLocalJWKSet(this.jwks()), {
      algorithms: ['RS256'],
      issuer: this.#issuer(),
      audience,
      currentDate: new Date(this.#now() * 1000),
    });
    if (typeof payload.sub !== 'string') throw new TypeError('The access token has no subject.');
    return payload as AccessTokenClaims;
  }

  /** Verifies an ID token this service issued (RS256, issuer, expiry); `audience` is a client id. Throws on failure. */
  async verifyIdToken(token: string, audience?: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, createLocalJWKSet(this.jwks()), {
      algorithms: ['RS256'],
      issuer: this.#issuer(),
      ...(audience ? { audience } : {}),
      currentDate: new Date(this.#now() * 1000),
    });
    return payload;
  }

  #origin(): string {
    return this.#issuer().replace(/\/$/, '');
  }

  async #key(): Promise<{ kid: string; key: CryptoKey }> {
    const current = this.#store.data.keys[0];
    if (!current) throw new Error('The tenant has no signing key.');
    if (this.#signingKey?.kid !== current.kid) {
      const key = await importJWK(current.privateJwk as JWK, 'RS256');
      if (!(key instanceof CryptoKey)) throw new Error('The signing key is not an RSA private key.');
      this.#signingKey = { kid: current.kid, key };
    }
    return this.#signingKey;
  }

  async #sign(payload: JWTPayload, audience: string | string[], lifetime: number): Promise<string> {
    const { kid, key } = await this.#key();
    const now = this.#now();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
      .setIssuer(this.#issuer())
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetime)
      .sign(key);
  }
}
