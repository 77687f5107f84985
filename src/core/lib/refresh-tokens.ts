// Refresh tokens with rotation (the `useRefreshTokens` option): the token from a code exchange is kept
// (in memory by default, in localStorage when the page chooses `refreshTokenStorage: 'local'`), renewal
// uses the refresh_token grant and keeps the rotated token, and falls back to checkSession when there is
// none or the provider refuses it. One renewal runs at a time per page and, through the Web Locks API,
// per browser: a rotated token is never sent twice. Logout forgets the token inside that same lock (so a
// renewal in another tab cannot write a rotated one back) and revokes its family at the provider (RFC 7009)
// before the page leaves. Loaded only when the option is set.
import { AuthError } from '../errors.js';
import type { AuthResult, TokenResponse } from '../types.js';
import type { CoreContext } from './context.js';
import { isPlainObject } from './validate.js';

/**
 * What is kept: the token, the subject it was issued for (a renewal must not change user) and the
 * organization of the login it came from (`org_id`: a renewal must not change organization either;
 * switching is a new authorization).
 */
interface Kept {
  token: string;
  sub?: string;
  org?: string;
}

const memory = new Map<string, Kept>();
const inFlight = new Map<string, Promise<AuthResult>>();

/** One key per client, provider and audience. */
function keyOf(ctx: CoreContext): string {
  const { config } = ctx;
  return `auth-elements.refresh.${config.clientID}.${config.issuer ?? config.origin}.${config.audience ?? ''}`;
}

function read(ctx: CoreContext, key: string): Kept | undefined {
  if (ctx.config.refreshTokenStorage !== 'local') return memory.get(key);
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
    return isPlainObject(value) && typeof value['token'] === 'string'
      ? (value as unknown as Kept)
      : undefined;
  } catch {
    return undefined;
  }
}

function write(ctx: CoreContext, key: string, kept: Kept | undefined): void {
  if (ctx.config.refreshTokenStorage !== 'local') {
    if (kept) memory.set(key, kept);
    else memory.delete(key);
    return;
  }
  try {
    if (kept) globalThis.localStorage?.setItem(key, JSON.stringify(kept));
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // storage full or blocked: the token is not kept, renewal falls back to checkSession
  }
}

/** Keeps the refresh token of a token response (a code exchange or a renewal). */
export function keepRefreshToken(
  ctx: CoreContext,
  tokens: TokenResponse,
  payload: { sub?: unknown; org_id?: unknown } | null,
): void {
  if (typeof tokens.refresh_token !== 'string' || tokens.refresh_token === '') return;
  const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  write(ctx, keyOf(ctx), {
    token: tokens.refresh_token,
    sub: text(payload?.sub),
    org: text(payload?.org_id),
  });
}

/**
 * Logout: forgets the kept refresh token while holding the renewals' lock (a renewal in flight in any tab
 * finishes first, and the token it rotated to is the one forgotten), then revokes it at the service's
 * `/oauth/revoke` or the provider's `revocation_endpoint` (none advertised: only forgotten). A failed
 * revocation does not stop the logout: the token is gone from the browser either way.
 */
export async function endRefreshToken(ctx: CoreContext): Promise<void> {
  const key = keyOf(ctx);
  const kept = await withLock(key, () => {
    const current = read(ctx, key);
    write(ctx, key, undefined);
    return Promise.resolve(current);
  });
  if (!kept) return;
  const { endpoints } = await ctx.ready();
  const revocation =
    ctx.config.issuer === undefined ? `${ctx.config.origin}/oauth/revoke` : endpoints.revocation;
  if (!revocation) return;
  await ctx
    .fetchJson<string>(revocation, {
      method: 'POST',
      form: { client_id: ctx.config.clientID, token: kept.token, token_type_hint: 'refresh_token' },
      expect: 'text',
    })
    .catch(() => undefined);
}

/** Runs `task` holding the browser-wide lock `name` when the Web Locks API is there. */
function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(name, task) as Promise<T>) : task();
}

/**
 * Renews with the kept refresh token, or with `fallback` (checkSession) when there is none or the
 * provider refuses it (`invalid_grant`: expired, revoked or already used). Concurrent calls share one
 * renewal.
 */
export function renewTokens(ctx: CoreContext, fallback: () => Promise<AuthResult>): Promise<AuthResult> {
  const key = keyOf(ctx);
  let renewal = inFlight.get(key);
  if (renewal) return renewal;
  renewal = withLock(key, () => refresh(ctx, key, fallback)).finally(() => inFlight.delete(key));
  inFlight.set(key, renewal);
  return renewal;
}

async function refresh(
  ctx: CoreContext,
  key: string,
  fallback: () => Promise<AuthResult>,
): Promise<AuthResult> {
  // Read inside the lock: another tab may have rotated the token meanwhile.
  const kept = read(ctx, key);
  if (!kept) return fallback();
  // The response checks (on demand), fetched while the token is redeemed.
  const checks = ctx.load.responses();
  checks.catch(() => undefined); // awaited below, once the answer is good
  const { endpoints } = await ctx.ready();
  let tokens: TokenResponse;
  try {
    tokens = await ctx.fetchJson<TokenResponse>(endpoints.token, {
      method: 'POST',
      form: { grant_type: 'refresh_token', client_id: ctx.config.clientID, refresh_token: kept.token },
    });
  } catch (error) {
    if (!(error instanceof AuthError) || error.code !== 'invalid_grant') throw error;
    if (read(ctx, key)?.token === kept.token) write(ctx, key, undefined);
    return fallback();
  }
  if (!isPlainObject(tokens)) {
    throw new AuthError({ code: 'invalid_response', description: 'The token response is not a JSON object' });
  }
  // A provider that does not rotate answers without a new token: the kept one stays.
  write(ctx, key, { ...kept, token: tokens.refresh_token || kept.token });
  const { toAuthResult, verifyIdToken } = await checks;
  let payload;
  try {
    payload = await verifyIdToken(
      ctx,
      tokens.id_token,
      undefined,
      undefined,
      tokens.access_token,
      false,
      kept.org,
    );
  } catch (error) {
    // Not the login's organization, or not a valid token at all: this family is not kept.
    if (error instanceof AuthError && error.code === 'invalid_token') write(ctx, key, undefined);
    throw error;
  }
  if (payload && kept.sub !== undefined && payload.sub !== kept.sub) {
    write(ctx, key, undefined);
    throw new AuthError({
      code: 'invalid_token',
      description: `Subject (sub) claim mismatch in the renewed ID token; expected "${kept.sub}", found "${payload.sub}"`,
    });
  }
  return toAuthResult({ ...tokens, refresh_token: undefined }, payload, null);
}
