// /v2/logout, the service's end-session endpoint: ends the login session (and the refresh-token families
// it started) and returns to an Allowed Logout URL of the client (with client_id or an id_token_hint) or
// of the tenant; any other address is refused with an error page, never an open redirect.
//
// A GET any site can trigger must not end a session by itself, so the service asks first (a page whose
// form posts back with a token derived from the session cookie, which another site cannot read) unless:
// - an `id_token_hint` this service issued names the session's user (RP-Initiated Logout 1.0; an expired
//   one still counts, as the specification allows), or
// - it is the application's own logout as auth0.js and auth0-spa-js send it (`client_id` and a
//   `returnTo` in that client's Allowed Logout URLs, no `id_token_hint`) in a top-level navigation: the
//   spec's logout "logs out and redirects to returnTo" and these clients have no ID token to send, and a
//   forged one can only send the user to the application's own logout page. An `<img>` or `<iframe>`
//   (`Sec-Fetch-Dest`) gets the question instead.
// `post_logout_redirect_uri` (needs a client) and `state` (added to the address) are honoured as the
// discovery document's `end_session_endpoint` promises; `returnTo` is the service's own name for it.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { errors } from 'jose';
import type { JWTPayload } from 'jose';
import { createHash } from 'node:crypto';
import { sameSecret } from '../passwords.js';
import type { Env, ServiceContext } from '../context.js';
import { currentSession, endSession } from '../lib/session-cookie.js';
import type { Client, Session } from '../tenant.js';
import { page } from '../lib/page-layout.js';
import { sendPage } from '../lib/html-response.js';
import { hostedText } from '../lib/hosted-locale.js';
import { errorPage } from '../lib/login-views.js';

const PARAMETERS = ['client_id', 'returnTo', 'post_logout_redirect_uri', 'state', 'id_token_hint'] as const;
type LogoutParams = Partial<Record<(typeof PARAMETERS)[number], string>>;

/** The token the confirmation form carries: derived from the session id, which only its cookie holds. */
function confirmationToken(session: Session): string {
  return createHash('sha256').update(`logout:${session.id}`).digest('base64url');
}

/** The claims of an ID token this service signed (expired or not); undefined when it is not one. */
async function hintClaims(ctx: ServiceContext, token: string): Promise<JWTPayload | undefined> {
  try {
    return await ctx.tokens.verifyIdToken(token);
  } catch (error) {
    // jose checks the signature before the claims: an expired token's payload is authentic.
    return error instanceof errors.JWTExpired ? error.payload : undefined;
  }
}

function audiences(claims: JWTPayload): string[] {
  return Array.isArray(claims.aud) ? claims.aud : claims.aud ? [claims.aud] : [];
}

type Checked =
  | { ok: true; client?: Client; redirect?: string; hint?: JWTPayload }
  | { ok: false; response: Response | Promise<Response> };

/** The client, the address to return to (with state) and the verified hint; or the error page. */
async function check(c: Context, ctx: ServiceContext, params: LogoutParams): Promise<Checked> {
  const fail = (title: string, message: string): Checked => ({
    ok: false,
    response: errorPage(c, 400, title, message),
  });
  const hint = params.id_token_hint ? await hintClaims(ctx, params.id_token_hint) : undefined;
  const clientId = params.client_id ?? (hint ? audiences(hint)[0] : undefined);
  let client: Client | undefined;
  if (clientId) {
    client = ctx.store.data.clients.find((cl) => cl.client_id === clientId);
    if (!client) {
      return fail('Unknown application', `There is no application with the client id "${clientId}".`);
    }
  }
  const validHint = hint && (!client || audiences(hint).includes(client.client_id)) ? hint : undefined;
  const target = params.post_logout_redirect_uri ?? params.returnTo;
  if (!target) return { ok: true, ...(client ? { client } : {}), ...(validHint ? { hint: validHint } : {}) };
  if (params.post_logout_redirect_uri && !client) {
    return fail(
      'Logout URL not allowed',
      'post_logout_redirect_uri needs the application: send client_id or id_token_hint.',
    );
  }
  const allowed = client ? client.allowed_logout_urls : ctx.store.data.allowed_logout_urls;
  if (!allowed.includes(target)) {
    return fail(
      'Logout URL not allowed',
      `"${target}" is not in the Allowed Logout URLs${client ? ' of this application' : ' of the tenant'}.`,
    );
  }
  let redirect = target;
  if (params.state !== undefined) {
    const url = new URL(target);
    url.searchParams.append('state', params.state);
    redirect = url.href;
  }
  return { ok: true, redirect, ...(client ? { client } : {}), ...(validHint ? { hint: validHint } : {}) };
}

function finish(
  c: Context,
  ctx: ServiceContext,
  redirect: string | undefined,
  status: 302 | 303,
): Response | Promise<Response> {
  endSession(c, ctx);
  c.header('Cache-Control', 'no-store');
  if (redirect) return c.redirect(redirect, status);
  const text = hostedText(c);
  return c.html(page(text.t('loggedOutTitle'), html`<p>${text.t('loggedOut')}</p>`, { text }));
}

function confirmationPage(
  c: Context,
  ctx: ServiceContext,
  session: Session,
  params: LogoutParams,
  client: Client | undefined,
): Response | Promise<Response> {
  const user = ctx.findUserById(session.user_id);
  const who = user?.email ?? user?.username ?? user?.name;
  const fields = PARAMETERS.filter((name) => name !== 'id_token_hint' && params[name] !== undefined);
  const text = hostedText(c);
  const { t } = text;
  const ask = client
    ? text.markup(who ? 'logoutAskClientUser' : 'logoutAskClient', {
        client: html`<strong>${client.name}</strong>`,
        user: html`<strong>${who}</strong>`,
      })
    : text.markup(who ? 'logoutAskUser' : 'logoutAsk', { user: html`<strong>${who}</strong>` });
  return sendPage(
    c,
    t('logoutTitle'),
    html`<p>${ask}</p>
      <form method="post" action="/v2/logout">
        ${fields.map((name) => html`<input type="hidden" name="${name}" value="${params[name]}" />`)}
        <input type="hidden" name="csrf" value="${confirmationToken(session)}" />
        <button type="submit">${t('logoutSubmit')}</button>
      </form>
      <p class="muted">${t('logoutStay')}</p>`,
    200,
    { text },
  );
}

/** Whether the request is a top-level navigation (not an image, frame or script of some page). */
function topLevel(c: Context): boolean {
  const destination = c.req.header('sec-fetch-dest');
  return destination === undefined || destination === 'document';
}

async function askOrLogout(c: Context, ctx: ServiceContext): Promise<Response> {
  const params: LogoutParams = {};
  for (const name of PARAMETERS) {
    const value = c.req.query(name);
    if (value !== undefined) params[name] = value;
  }
  const checked = await check(c, ctx, params);
  if (!checked.ok) return checked.response;
  const session = currentSession(c, ctx);
  if (!session) return finish(c, ctx, checked.redirect, 302);
  const hinted = checked.hint !== undefined && checked.hint.sub === session.user_id;
  const applicationLogout =
    params.client_id !== undefined &&
    params.returnTo !== undefined &&
    params.post_logout_redirect_uri === undefined &&
    params.id_token_hint === undefined &&
    topLevel(c);
  if (hinted || applicationLogout) return finish(c, ctx, checked.redirect, 302);
  c.header('Cache-Control', 'no-store');
  return confirmationPage(c, ctx, session, params, checked.client);
}

/** The confirmation form's post (from the service's own page: ../lib/csrf.ts), with its session's token. */
async function confirmLogout(c: Context, ctx: ServiceContext): Promise<Response> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    form = {};
  }
  const params: LogoutParams = {};
  for (const name of PARAMETERS) {
    const value = form[name];
    if (typeof value === 'string') params[name] = value;
  }
  const checked = await check(c, ctx, params);
  if (!checked.ok) return checked.response;
  const session = currentSession(c, ctx);
  const token = form['csrf'];
  if (session && (typeof token !== 'string' || !sameSecret(token, confirmationToken(session)))) {
    return errorPage(c, 403, 'Logout not confirmed', 'This logout was not confirmed on this service.');
  }
  return finish(c, ctx, checked.redirect, 303);
}

/** Mounted at `/v2/logout`. */
export const logout = new Hono<Env>()
  .get('/', (c) => askOrLogout(c, c.var.ctx))
  .post('/', (c) => confirmLogout(c, c.var.ctx));
