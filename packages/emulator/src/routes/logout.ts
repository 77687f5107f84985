// GET /v2/logout: ends the session; returnTo must be an Allowed Logout URL of the client (with client_id)
// or of the tenant (without). Anything else is refused with an error page: never an open redirect.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Env, ServiceContext } from '../context.js';
import { endSession } from '../sessions.js';
import { page } from '../ui.js';
import { errorPage } from '../lib/login-views.js';

async function endSessionAndReturn(c: Context, ctx: ServiceContext): Promise<Response> {
  const clientId = c.req.query('client_id');
  const returnTo = c.req.query('returnTo');
  let allowed = ctx.store.data.allowed_logout_urls;
  if (clientId) {
    const client = ctx.store.data.clients.find((cl) => cl.client_id === clientId);
    if (!client)
      return errorPage(
        c,
        400,
        'Unknown application',
        `There is no application with the client id "${clientId}".`,
      );
    allowed = client.allowed_logout_urls;
  }
  if (returnTo && !allowed.includes(returnTo)) {
    return errorPage(
      c,
      400,
      'Logout URL not allowed',
      `"${returnTo}" is not in the Allowed Logout URLs${clientId ? ' of this application' : ' of the tenant'}.`,
    );
  }
  endSession(c, ctx);
  c.header('Cache-Control', 'no-store');
  if (returnTo) return c.redirect(returnTo, 302);
  return c.html(
    page('You are logged out', html`<p>You have been logged out of the local identity service.</p>`),
  );
}

/** Mounted at `/v2/logout`. */
export const logout = new Hono<Env>().get('/', (c) => endSessionAndReturn(c, c.var.ctx));
