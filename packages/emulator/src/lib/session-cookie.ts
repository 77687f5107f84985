// The login session's cookie: an HttpOnly cookie naming a Session record (../sessions.ts). `SameSite=Lax` on
// http (the demo and tests run on other localhost ports, which are the same site), `SameSite=None; Secure`
// on https; the other cookies of the service (the co_verifier's, the hosted step's) take the same options.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { ServiceContext } from '../context.js';
import { closeSession, liveSession, openSession, SESSION_LIFETIME } from '../sessions.js';
import type { Session, User } from '../tenant.js';

const SESSION_COOKIE = 'ae_session';
/** Prefix of the cookie /co/authenticate sets to bind a co_verifier to its login ticket (`ae_co_{co_id}`). */
export const CO_VERIFIER_COOKIE_PREFIX = 'ae_co_';

export function cookieOptions(ctx: ServiceContext, maxAge: number): CookieOptions {
  return ctx.secureCookies()
    ? { path: '/', httpOnly: true, secure: true, sameSite: 'None', maxAge }
    : { path: '/', httpOnly: true, sameSite: 'Lax', maxAge };
}

/** The request's live session, if its cookie names one. */
export function currentSession(c: Context, ctx: ServiceContext): Session | undefined {
  const id = getCookie(c, SESSION_COOKIE);
  return id ? liveSession(ctx, id) : undefined;
}

/**
 * After an interactive login: a new session (../sessions.ts `openSession`) replacing the request's one, and
 * its cookie. The caller saves the store.
 */
export function startSession(
  c: Context,
  ctx: ServiceContext,
  user: User,
  connection: string,
  clientId: string,
  scope: string,
  options: { amr?: readonly string[] } = {},
): Session {
  const previous = currentSession(c, ctx);
  const session = openSession(ctx, user, connection, clientId, scope, { ...options, previous });
  setCookie(c, SESSION_COOKIE, session.id, cookieOptions(ctx, SESSION_LIFETIME));
  return session;
}

/**
 * Ends the request's session (record and cookie) and the refresh-token families it started. The caller
 * saves the store.
 */
export function endSession(c: Context, ctx: ServiceContext): void {
  const id = getCookie(c, SESSION_COOKIE);
  if (id) closeSession(ctx, id);
  deleteCookie(c, SESSION_COOKIE, cookieOptions(ctx, 0));
}
