// POST /oauth/revoke (RFC 7009, as the real service answers it): `{client_id, token}` as JSON or a form
// (a confidential client adds its secret). A refresh token ends its whole family; any other or unknown
// token changes nothing and is answered 200 too, so the answer tells nothing about the token. CORS for
// the client's Allowed Web Origins, as /oauth/token.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { revokeRefreshToken } from '../refresh-tokens.js';
import type { Env, ServiceContext } from '../context.js';
import { authenticateClient } from '../lib/client-auth.js';
import { webOriginCors } from '../lib/cors.js';
import { oauthError, readBody, text } from '../lib/params.js';

async function revoke(c: Context, ctx: ServiceContext): Promise<Response> {
  const body = await readBody(c);
  if (!body) return oauthError(c, 400, 'invalid_request', 'The request body must be JSON or a form.');
  const client = authenticateClient(c, ctx, body);
  if (client instanceof Response) return client;
  const token = text(body, 'token');
  if (!token) return oauthError(c, 400, 'invalid_request', 'Missing required parameter: token');
  revokeRefreshToken(ctx.store.data, client, token);
  c.header('Cache-Control', 'no-store');
  return c.body(null, 200);
}

/** Mounted at `/oauth/revoke`. */
export const oauthRevoke = new Hono<Env>()
  .use(webOriginCors({ perClient: true }))
  .post('/', (c) => revoke(c, c.var.ctx));
