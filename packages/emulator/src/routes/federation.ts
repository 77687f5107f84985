// `/login/callback`: where an enterprise connection's provider answers (GET with the code, or POST
// form_post with the ID token). The state names the federation, spent at once; an unknown or spent state
// has no application to go back to, so it is an error page. The rest: lib/federation.ts.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import { isEnterprise, takeFederation } from '../enterprise.js';
import { finishFederation } from '../lib/federation.js';
import { parseOrRespond } from '../lib/hosted-login.js';
import { errorPage } from '../lib/login-views.js';

async function callback(c: Context, ctx: ServiceContext, answer: URLSearchParams): Promise<Response> {
  // Spent before anything is awaited: of two callbacks with one state, only the first has it.
  const federation = takeFederation(ctx.store.data, answer.get('state') ?? '', ctx.now());
  if (!federation) {
    return errorPage(
      c,
      400,
      'Invalid state',
      'This sign-in is unknown, expired or already used. Start again.',
    );
  }
  const parsed = parseOrRespond(c, ctx, federation.authorize_query);
  if ('response' in parsed) return parsed.response;
  const connection = ctx.store.data.connections.find((conn) => conn.name === federation.connection);
  if (!isEnterprise(connection)) {
    return errorPage(c, 400, 'Unknown connection', 'The connection of this sign-in no longer exists.');
  }
  return finishFederation(c, ctx, parsed.request, connection, federation, answer);
}

export const federation = new Hono<Env>()
  .get('/callback', (c) => callback(c, c.var.ctx, new URL(c.req.url).searchParams))
  .post('/callback', async (c) => {
    const form = await c.req.parseBody();
    const answer = new URLSearchParams();
    for (const [key, value] of Object.entries(form)) if (typeof value === 'string') answer.set(key, value);
    return callback(c, c.var.ctx, answer);
  });
