// Client authentication at the OAuth endpoints (`/oauth/token`, `/oauth/revoke`): the client named by HTTP
// Basic credentials or the body's `client_id`, and its secret checked in constant time when it has one.
import type { Context } from 'hono';
import { sameSecret } from '../passwords.js';
import type { ServiceContext } from '../context.js';
import type { Client } from '../tenant.js';
import { oauthError, text } from './params.js';
import type { Body } from './params.js';

/** The client id and secret of an `Authorization: Basic` header, if the request has one. */
function basicCredentials(c: Context): { id: string; secret: string } | undefined {
  const header = c.req.header('authorization');
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return {
    id: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

/** The client the request authenticates as, or the OAuth error answer (400 no id, 401 unknown or wrong secret). */
export function authenticateClient(c: Context, ctx: ServiceContext, body: Body): Client | Response {
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
  return client;
}
