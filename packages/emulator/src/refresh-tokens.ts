// Rotating refresh tokens (offline_access). One record per family (a login), holding the hash of its
// current token only. A token reads `{family}.{secret}`: each use replaces the secret (rotation), so a
// rotated token still names its family although it is not kept, and presenting it again is reuse, which
// revokes the whole family (reuse detection). Checks and rotation run without an await in between, so of
// parallel uses of one token exactly one wins and the others revoke the family. A family ends at its
// absolute lifetime or after its inactivity lifetime; ended families are pruned. A family started from a
// login session's authorization code names that session, so logging out ends it; revocation
// (POST /oauth/revoke), a password change or reset end families too.
import { createHash, timingSafeEqual } from 'node:crypto';
import { randomId } from './service.js';
import type { ServiceContext } from './context.js';
import { REFRESH_TOKEN_LIFETIMES } from './tenant.js';
import type { Client, RefreshToken, TenantData, User } from './tenant.js';

/** The second each store's families were last pruned at issuance. */
const lastPruned = new WeakMap<object, number>();

function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

function lifetimes(client: Client): { absolute: number; idle: number } {
  return {
    absolute: client.refresh_token?.token_lifetime ?? REFRESH_TOKEN_LIFETIMES.token_lifetime,
    idle: client.refresh_token?.idle_token_lifetime ?? REFRESH_TOKEN_LIFETIMES.idle_token_lifetime,
  };
}

/** Drops the families that reached their absolute or inactivity lifetime. */
export function pruneRefreshTokens(data: TenantData, now: number): void {
  if (data.refresh_tokens.some((t) => t.expires_at <= now || t.idle_expires_at <= now)) {
    data.refresh_tokens = data.refresh_tokens.filter((t) => t.expires_at > now && t.idle_expires_at > now);
  }
}

/**
 * Starts a family for a login and answers its first token; none when the login's session has ended (a
 * code redeemed after, or while, its session logged out), since its logout could not end the family.
 */
export function issueRefreshToken(
  ctx: ServiceContext,
  input: {
    client: Client;
    user: User;
    scope: string;
    audience?: string;
    authTime: number;
    /** The login session the family comes from (its code's), ended with it at logout. */
    sessionId?: string;
    /** The login's methods beyond the first factor (`['mfa']`), kept for the family's ID tokens. */
    amr?: readonly string[];
    /** The organization the login is bound to: every refresh of the family stays bound to it. */
    organizationId?: string;
  },
): string | undefined {
  const now = ctx.now();
  const data = ctx.store.data;
  if (input.sessionId !== undefined && !data.sessions.some((session) => session.id === input.sessionId)) {
    return undefined;
  }
  // Ended families go here too, once a second at most (the scan reads every family).
  if (lastPruned.get(ctx.store) !== now) {
    lastPruned.set(ctx.store, now);
    pruneRefreshTokens(data, now);
  }
  const { absolute, idle } = lifetimes(input.client);
  const family = randomId(12);
  const secret = randomId(32);
  data.refresh_tokens.push({
    family,
    secret_hash: secretHash(secret),
    client_id: input.client.client_id,
    user_id: input.user.user_id,
    scope: input.scope,
    ...(input.audience ? { audience: input.audience } : {}),
    ...(input.sessionId ? { session_id: input.sessionId } : {}),
    auth_time: input.authTime,
    ...(input.amr?.length ? { amr: [...input.amr] } : {}),
    ...(input.organizationId ? { organization_id: input.organizationId } : {}),
    expires_at: now + absolute,
    idle_expires_at: Math.min(now + idle, now + absolute),
  });
  return `${family}.${secret}`;
}

type Rotation = { ok: true; family: RefreshToken; token: string } | { ok: false };

/**
 * The live family whose current token `presented` is, for `client`, without rotating it (the refresh
 * grant's step-up answers `mfa_required` and leaves the token valid); an old token of a live family
 * revokes the family, as rotateRefreshToken does.
 */
export function currentFamily(
  ctx: ServiceContext,
  client: Client,
  presented: string,
): { ok: true; family: RefreshToken } | { ok: false } {
  const data = ctx.store.data;
  const dot = presented.indexOf('.');
  if (dot <= 0) return { ok: false };
  const familyId = presented.slice(0, dot);
  const family = data.refresh_tokens.find((t) => t.family === familyId);
  if (!family || family.client_id !== client.client_id) return { ok: false };
  const revoke = () => {
    data.refresh_tokens = data.refresh_tokens.filter((t) => t !== family);
    return { ok: false } as const;
  };
  const now = ctx.now();
  if (family.expires_at <= now || family.idle_expires_at <= now) return revoke();
  const presentedHash = Buffer.from(secretHash(presented.slice(dot + 1)));
  const currentHash = Buffer.from(family.secret_hash);
  // A rotated token came back: someone holds a copy. Revoke the whole family.
  if (presentedHash.length !== currentHash.length || !timingSafeEqual(presentedHash, currentHash)) {
    return revoke();
  }
  return { ok: true, family };
}

/**
 * Redeems `presented` for `client`: answers the family and its new token, or refuses it. An old token of
 * a live family revokes the family. Synchronous on purpose (see the header).
 */
export function rotateRefreshToken(ctx: ServiceContext, client: Client, presented: string): Rotation {
  const current = currentFamily(ctx, client, presented);
  if (!current.ok) return current;
  const family = current.family;
  const now = ctx.now();
  const secret = randomId(32);
  family.secret_hash = secretHash(secret);
  family.idle_expires_at = Math.min(now + lifetimes(client).idle, family.expires_at);
  return { ok: true, family, token: `${family.family}.${secret}` };
}

/** Ends every family `ended` picks (reassigned only when one is, so an unchanged store is not rewritten). */
export function revokeFamilies(data: TenantData, ended: (family: RefreshToken) => boolean): void {
  if (data.refresh_tokens.some(ended)) data.refresh_tokens = data.refresh_tokens.filter((t) => !ended(t));
}

/**
 * Revocation of a token `client` holds: the family a refresh token names ends, also when the token was
 * since rotated (as presenting it to the refresh grant would). A token that names no family of this client
 * (unknown, another client's, an access token) changes nothing.
 */
export function revokeRefreshToken(data: TenantData, client: Client, presented: string): void {
  const dot = presented.indexOf('.');
  if (dot <= 0) return;
  const familyId = presented.slice(0, dot);
  revokeFamilies(data, (t) => t.family === familyId && t.client_id === client.client_id);
}
