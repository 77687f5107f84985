// POST /co/authenticate: embedded (cross-origin) login with a database password or a passwordless code.
// Success answers {login_ticket, co_verifier, co_id} and sets an HttpOnly cookie binding the verifier to
// the ticket; the browser then redeems the ticket at /authorize?login_ticket=...
import { Hono } from 'hono';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { randomBytes } from 'node:crypto';
import { PASSWORD_REALM_GRANT, PASSWORDLESS_OTP_GRANT } from '#grant-types';
import { authenticateOneTimeCode, authenticatePassword, databaseConnection } from '../authenticate.js';
import type { AuthResult } from '../authenticate.js';
import { DATABASE_CONNECTION } from '../seed.js';
import { randomId } from '../service.js';
import type { Env, ServiceContext } from '../context.js';
import { pruneExpired } from '../sessions.js';
import { CO_VERIFIER_COOKIE_PREFIX, cookieOptions } from '../lib/session-cookie.js';
import { clientIp } from '../lib/client-ip.js';
import { clientAllowsOrigin, originNotAllowed, webOriginCors } from '../lib/cors.js';
import { oauthError, readBody, text } from '../lib/params.js';

const TICKET_LIFETIME = 300;
/** How long the co_verifier cookie lives (the client keeps its copy 15 minutes too). */
const VERIFIER_COOKIE_LIFETIME = 900;
const CREDENTIAL_TYPES: readonly string[] = [PASSWORD_REALM_GRANT, 'password', PASSWORDLESS_OTP_GRANT];

async function coAuthenticate(c: Context, ctx: ServiceContext): Promise<Response> {
  const body = await readBody(c);
  const origin = c.req.header('origin');
  if (!body) return oauthError(c, 400, 'invalid_request', 'The request body must be a JSON object.');
  const clientId = text(body, 'client_id');
  const client = clientId ? ctx.store.data.clients.find((cl) => cl.client_id === clientId) : undefined;
  if (origin !== undefined && (!client || !clientAllowsOrigin(client, origin)))
    return originNotAllowed(c, ctx, origin);
  if (!clientId) return oauthError(c, 400, 'invalid_request', 'Missing required parameter: client_id');
  if (!client) return oauthError(c, 401, 'unauthorized_client', `Unknown client: ${clientId}`);
  if (!client.cross_origin_auth) {
    return oauthError(c, 401, 'unauthorized_client', 'Cross origin login not allowed.');
  }
  const credentialType = text(body, 'credential_type');
  if (!credentialType)
    return oauthError(c, 400, 'invalid_request', 'Missing required parameter: credential_type');
  if (!CREDENTIAL_TYPES.includes(credentialType)) {
    return oauthError(c, 400, 'unsupported_credential_type', 'Unknown credential type parameter.');
  }
  const username = text(body, 'username');
  const ip = clientIp(c);
  let result: AuthResult;
  let connection: string;
  if (credentialType === PASSWORDLESS_OTP_GRANT) {
    const otp = text(body, 'otp');
    const realm = text(body, 'realm');
    if (!username || !otp || !realm) {
      return oauthError(
        c,
        400,
        'invalid_request',
        'Invalid request body. All and only of client_id, credential_type, username, otp, realm are required.',
      );
    }
    if (realm !== 'email' && realm !== 'sms') return oauthError(c, 400, 'invalid_request', 'Unknown realm.');
    const enabled = ctx.store.data.connections.some(
      (conn) => conn.name === realm && conn.enabled_clients.includes(client.client_id),
    );
    if (!enabled) return oauthError(c, 400, 'invalid_request', 'Unknown realm.');
    connection = realm;
    result = authenticateOneTimeCode(ctx, {
      channel: realm,
      to: username,
      code: otp,
      clientId: client.client_id,
      ip,
    });
  } else {
    const password = text(body, 'password');
    const realm = credentialType === PASSWORD_REALM_GRANT ? text(body, 'realm') : DATABASE_CONNECTION;
    if (!username || !password || !realm) {
      return oauthError(
        c,
        400,
        'invalid_request',
        'Invalid request body. client_id, credential_type, username, password and realm are required.',
      );
    }
    if (!databaseConnection(ctx, realm, client.client_id)) {
      return oauthError(c, 400, 'invalid_request', 'Unknown realm.');
    }
    connection = realm;
    result = await authenticatePassword(ctx, { connection: realm, username, password, ip });
  }
  if (!result.ok) {
    return oauthError(c, result.status, result.error, result.description);
  }
  pruneExpired(ctx);
  const ticket = {
    ticket: randomId(24),
    client_id: client.client_id,
    user_id: result.user.user_id,
    connection,
    co_id: randomBytes(12).toString('base64url').replace(/[-_]/g, 'x'),
    co_verifier: randomBytes(24).toString('base64url'),
    expires_at: ctx.now() + TICKET_LIFETIME,
  };
  ctx.store.data.login_tickets.push(ticket);
  setCookie(
    c,
    `${CO_VERIFIER_COOKIE_PREFIX}${ticket.co_id}`,
    ticket.co_verifier,
    cookieOptions(ctx, VERIFIER_COOKIE_LIFETIME),
  );
  c.header('Cache-Control', 'no-store');
  return c.json({ login_ticket: ticket.ticket, co_verifier: ticket.co_verifier, co_id: ticket.co_id });
}

/** Mounted at `/co/authenticate`. */
export const crossOriginAuthentication = new Hono<Env>()
  .use(webOriginCors({ perClient: true }))
  .post('/', (c) => coAuthenticate(c, c.var.ctx));
