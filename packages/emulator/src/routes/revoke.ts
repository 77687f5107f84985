// POST /oauth/revoke (RFC 7009, as the real service answers it): `{client_id, token}` as JSON or a form
// (a confidential client adds its secret). A refresh token ends its whole family; any other or unknown
// token changes nothing and is answered 200 too, so the answer tells nothing about the token. CORS for
// the client's Allowed Web Origins, as /oauth/token.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { sameSecret } from '../passwords.js';
import { revokeRefreshToken } from '../refresh-tokens.js';
import type { Env, ServiceContext } from '../context.js';
import { webOriginCors } from '../lib/cors.js';
import { oauthError, readBody, text } from '../lib/params.js';
import { basicCredentials } from './token.js';

async function revoke(c: Context, ctx: ServiceContext): Promise<Response> {
  const body = await readBody(c);
  if (!body) return oauthError(c, 400, 'invalid_request', 'The request body must be JSON or a form.');
  const basic = basicCredentials(c);
  const clientId = basic?.id ?? text(body, 'client_id');
  if (!clientId) return oauthError(c, 400, 'invalid_request', 'Missing required parameter: client_id');
  const client = ctx.store.data.clients.find((cl) => cl.client_id === clientId);
  if (!client) return oauthError(c, 401, 'invalid_client', 'Unknown client.');
  if (client.client_secret !== undefined) {
    const secret = basic?.secret ?? text(body, 'client_secret') ?? '';
    if (!sameSecret(secret, client.client_secret))
      return oauthError(c, 401, 'invalid_client', 'Wrong client secret.');
  }
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
