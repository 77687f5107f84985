// Login sessions at the service: a Session record per browser login (its cookie: lib/session-cookie.ts),
// the scopes the user consented to per client, and the pruning of every expired record of the tenant.
import { pruneMfa } from './mfa/factors.js';
import { pruneInvitations } from './organizations.js';
import { pruneRefreshTokens, revokeFamilies } from './refresh-tokens.js';
import { randomId } from './service.js';
import type { ServiceContext } from './context.js';
import type { Session, User } from './tenant.js';
import { scopeList } from './tokens.js';

export const SESSION_LIFETIME = 7 * 24 * 3600;

/** Seconds an expired passwordless code is kept, so that a try with it is told it expired. */
const EXPIRED_CODES_KEPT = 900;

/** The second each store was last pruned: pruning scans every record, so it runs once a second at most. */
const lastPruned = new WeakMap<object, number>();

/**
 * Drops expired sessions, codes, tickets, one-time codes, ended refresh-token families, MFA records and
 * invitations.
 */
export function pruneExpired(ctx: ServiceContext): void {
  const now = ctx.now();
  if (lastPruned.get(ctx.store) === now) return;
  lastPruned.set(ctx.store, now);
  const data = ctx.store.data;
  const live = (record: { expires_at: number }) => record.expires_at > now;
  // Reassigned only when something expired, so an unchanged collection is not rewritten.
  if (!data.sessions.every(live)) data.sessions = data.sessions.filter(live);
  if (!data.codes.every(live)) data.codes = data.codes.filter(live);
  if (!data.login_tickets.every(live)) data.login_tickets = data.login_tickets.filter(live);
  // One-time codes stay a while after they expire (refused by then), so a late try hears "expired".
  const kept = (record: { expires_at: number }) => record.expires_at + EXPIRED_CODES_KEPT > now;
  if (!data.one_time_codes.every(kept)) data.one_time_codes = data.one_time_codes.filter(kept);
  if (!data.tickets.every(live)) data.tickets = data.tickets.filter(live);
  if (!data.passkey_sessions.every(live)) data.passkey_sessions = data.passkey_sessions.filter(live);
  pruneRefreshTokens(data, now);
  pruneMfa(data, now);
  pruneInvitations(data, now);
}

/** The live session `id`, if there is one. */
export function liveSession(ctx: ServiceContext, id: string): Session | undefined {
  const session = ctx.store.data.sessions.find((s) => s.id === id);
  if (!session || session.expires_at <= ctx.now()) return undefined;
  return session;
}

function mergeScopes(current: string | undefined, added: string): string {
  const scopes = new Set([...scopeList(current), ...scopeList(added)]);
  return [...scopes].join(' ');
}

/** Records that the user consented to `scope` for `clientId` in this session. */
function recordConsent(session: Session, clientId: string, scope: string): void {
  session.consented_scopes[clientId] = mergeScopes(session.consented_scopes[clientId], scope);
}

export function hasConsented(session: Session, clientId: string, scope: string): boolean {
  const consented = new Set(scopeList(session.consented_scopes[clientId]));
  return scopeList(scope).every((s) => consented.has(s));
}

/**
 * After an interactive login: a new session replacing the browser's `previous` one, the consent to `scope`
 * for `clientId`, the methods passed beyond the first factor (`amr`), and the user's login count. The
 * caller sets its cookie and saves the store.
 */
export function openSession(
  ctx: ServiceContext,
  user: User,
  connection: string,
  clientId: string,
  scope: string,
  options: { amr?: readonly string[]; previous?: Session | undefined } = {},
): Session {
  pruneExpired(ctx);
  const { previous } = options;
  const now = ctx.now();
  const session: Session = {
    id: randomId(24),
    user_id: user.user_id,
    connection,
    created_at: now,
    expires_at: now + SESSION_LIFETIME,
    auth_time: now,
    consented_scopes: {},
    ...(options.amr?.length ? { amr: [...options.amr] } : {}),
  };
  // Consent survives re-authentication as the same user.
  if (previous && previous.user_id === user.user_id) {
    session.consented_scopes = { ...previous.consented_scopes };
  }
  if (previous) {
    ctx.store.data.sessions = ctx.store.data.sessions.filter((s) => s.id !== previous.id);
    // The browser's refresh-token families follow it to the new session (its logout ends them), unless
    // another user signed in: then the replaced session is over, and so are they.
    for (const family of ctx.store.data.refresh_tokens) {
      if (family.session_id === previous.id && previous.user_id === user.user_id)
        family.session_id = session.id;
    }
    revokeFamilies(ctx.store.data, (family) => family.session_id === previous.id);
  }
  recordConsent(session, clientId, scope);
  ctx.store.data.sessions.push(session);
  user.last_login = new Date(now * 1000).toISOString();
  user.logins_count += 1;
  user.failed_logins = 0;
  return session;
}

/** Ends the session `id` and the refresh-token families it started. The caller saves the store. */
export function closeSession(ctx: ServiceContext, id: string): void {
  ctx.store.data.sessions = ctx.store.data.sessions.filter((s) => s.id !== id);
  revokeFamilies(ctx.store.data, (family) => family.session_id === id);
}
