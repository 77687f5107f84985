// Rotating refresh tokens (offline_access). One record per family (a login), holding the hash of its
// current token only. A token reads `{family}.{secret}`: each use replaces the secret (rotation), so a
// rotated token still names its family although it is not kept, and presenting it again is reuse, which
// revokes the whole family (reuse detection). Checks and rotation run without an await in between, so of
// parallel uses of one token exactly one wins and the others revoke the family. A family ends at its
// absolute lifetime or after its inactivity lifetime; ended families are pruned.
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

/** Starts a family for a login and answers its first token. */
export function issueRefreshToken(
  ctx: ServiceContext,
  input: { client: Client; user: User; scope: string; audience?: string; authTime: number },
): string {
  const now = ctx.now();
  const data = ctx.store.data;
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
    auth_time: input.authTime,
    expires_at: now + absolute,
    idle_expires_at: Math.min(now + idle, now + absolute),
  });
  return `${family}.${secret}`;
}

export type Rotation = { ok: true; family: RefreshToken; token: string } | { ok: false };

/**
 * Redeems `presented` for `client`: answers the family and its new token, or refuses it. An old token of
 * a live family revokes the family. Synchronous on purpose (see the header).
 */
export function rotateRefreshToken(ctx: ServiceContext, client: Client, presented: string): Rotation {
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
  const secret = randomId(32);
  family.secret_hash = secretHash(secret);
  family.idle_expires_at = Math.min(now + lifetimes(client).idle, family.expires_at);
  return { ok: true, family, token: `${family.family}.${secret}` };
}
