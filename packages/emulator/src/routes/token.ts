// POST /oauth/token: the client authenticated, then the request handed to its grant (../grants/: the
// authorization_code, refresh_token, password-realm, webauthn and MFA grants). JSON or form bodies; errors
// `{error, error_description}`, `mfa_required` with its `mfa_token` where the sign-in needs a second factor.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import { GRANTS } from '../grants/index.js';
import { authenticateClient } from '../lib/client-auth.js';
import { webOriginCors } from '../lib/cors.js';
import { oauthError, readBody, text } from '../lib/params.js';

async function token(c: Context, ctx: ServiceContext): Promise<Response> {
  const body = await readBody(c);
  if (!body) return oauthError(c, 400, 'invalid_request', 'The request body must be JSON or a form.');
  const grantType = text(body, 'grant_type');
  if (!grantType) return oauthError(c, 400, 'invalid_request', 'Missing required parameter: grant_type');
  const grant = GRANTS.get(grantType);
  if (!grant) return oauthError(c, 400, 'unsupported_grant_type', `Unsupported grant type: ${grantType}`);
  const client = authenticateClient(c, ctx, body);
  if (client instanceof Response) return client;
  if (!client.grant_types.includes(grantType)) {
    return oauthError(c, 403, 'unauthorized_client', `Grant type '${grantType}' not allowed for the client.`);
  }
  const result = await grant(c, ctx, client, body);
  if (!result.ok) return result.response;
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
  return c.json(result.body);
}

/** Mounted at `/oauth/token`. */
export const oauthToken = new Hono<Env>()
  .use(webOriginCors({ perClient: true }))
  .post('/', (c) => token(c, c.var.ctx));
