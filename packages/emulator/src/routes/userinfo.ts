// GET /userinfo: the OIDC claims of the access token's user, by the token's scope (Bearer header only).
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import { profileClaims } from '../tokens.js';
import { webOriginCors } from '../lib/cors.js';

function unauthorized(c: Context, description?: string): Response {
  c.header(
    'WWW-Authenticate',
    description
      ? `Bearer realm="${realmOf(c)}", error="invalid_token", error_description="${description}"`
      : `Bearer realm="${realmOf(c)}"`,
  );
  c.header('Cache-Control', 'no-store');
  return c.json({ error: 'invalid_token', error_description: description ?? 'Missing Bearer token.' }, 401);
}

function realmOf(c: Context): string {
  return new URL(c.req.url).host;
}

async function userinfoClaims(c: Context, ctx: ServiceContext): Promise<Response> {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) return unauthorized(c);
  let claims;
  try {
    claims = await ctx.tokens.verifyAccessToken(match[1], `${ctx.origin()}/userinfo`);
  } catch {
    return unauthorized(c, 'The access token is invalid or expired.');
  }
  const user = ctx.findUserById(claims.sub);
  if (!user) return unauthorized(c, 'The user no longer exists.');
  c.header('Cache-Control', 'no-store');
  return c.json(profileClaims(user, claims.scope ?? ''));
}

/** Mounted at `/userinfo`. */
export const userinfo = new Hono<Env>()
  .use(webOriginCors({ perClient: false }))
  .get('/', (c) => userinfoClaims(c, c.var.ctx));
