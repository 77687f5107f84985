// The My Account API (`{origin}/me/v1`), the passkey part, for the signed-in user's own methods. A bearer
// access token for the audience `{origin}/me/` with the scope each route names:
//   GET    /me/v1/factors                              read:me:factors         `{factors}`
//   GET    /me/v1/authentication-methods[?type=]       read:me:authentication_methods   `{authentication_methods}`
//   POST   /me/v1/authentication-methods {type: 'passkey'}  create:me:authentication_methods
//          → `{auth_session, authn_params_public_key}` and a `Location` (exposed to CORS) to verify at
//   POST   {Location}/verify {auth_session, authn_response}  create:me:authentication_methods → the method
//   GET    /me/v1/authentication-methods/{id}          read:me:authentication_methods
//   PATCH  /me/v1/authentication-methods/{id} {name}   update:me:authentication_methods
//   DELETE /me/v1/authentication-methods/{id}          delete:me:authentication_methods → 204
// Only the token's own user's methods are found (another user's id is a 404). Errors are RFC 7807 problem
// documents `{type, status, title, detail}`. Ceremonies and records: ../webauthn.ts.
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { myAccountIdentifier } from '../seed.js';
import type { Env as ServiceEnv, ServiceContext } from '../context.js';
import type { User } from '../tenant.js';
import {
  addPasskey,
  challengeLimited,
  clientOrigins,
  MAX_PASSKEY_BODY_BYTES,
  creationOptions,
  findPasskey,
  newUserHandle,
  readCredential,
  relatedOrigins,
  startSession,
  takeSession,
  toMethod,
  verifyCreation,
} from '../webauthn.js';
import { clientIp } from '../lib/client-ip.js';
import { CORS_ALLOWED_HEADERS, isAllowedWebOrigin } from '../lib/cors.js';
import { readJsonObject } from '../lib/request-body.js';

/** The id in the `Location` of a passkey enrolment under way (its auth session tells them apart). */
const NEW_PASSKEY = 'passkey|new';
const MAX_NAME_LENGTH = 255;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
};

/** An RFC 7807 problem document. */
function problem(c: Context, status: ContentfulStatusCode, type: string, detail: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.body(JSON.stringify({ type, status, title: TITLES[status] ?? 'Error', detail }), status, {
    'Content-Type': 'application/problem+json',
  });
}

interface Caller {
  user: User;
  /** The client the token was issued to. */
  clientId: string | undefined;
  scopes: ReadonlySet<string>;
}

type Env = { Variables: ServiceEnv['Variables'] & { caller: Caller } };

function authenticate(): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const ctx = c.var.ctx;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) return problem(c, 401, 'unauthorized', 'A bearer access token is required.');
    let claims;
    try {
      claims = await ctx.tokens.verifyAccessToken(match[1], myAccountIdentifier(ctx.origin()));
    } catch {
      return problem(
        c,
        401,
        'unauthorized',
        `Invalid token: it must be a valid token for ${myAccountIdentifier(ctx.origin())}`,
      );
    }
    const user = ctx.findUserById(claims.sub);
    if (!user || user.blocked) return problem(c, 401, 'unauthorized', 'The token names no active user.');
    const clientId = typeof claims.azp === 'string' ? claims.azp : undefined;
    c.set('caller', { user, clientId, scopes: new Set((claims.scope ?? '').split(' ').filter(Boolean)) });
    return next();
  };
}

/** 403 unless the caller's token has `scope`. */
function requireScope(c: Context<Env>, scope: string): Response | undefined {
  if (c.get('caller').scopes.has(scope)) return undefined;
  return problem(c, 403, 'insufficient_scope', `The token lacks the scope ${scope}.`);
}

/** The caller's own passkey `id`, else undefined (another user's is not found either). */
function ownPasskey(ctx: ServiceContext, c: Context<Env>, id: string) {
  const user = c.get('caller').user;
  return ctx.store.data.passkeys.find((passkey) => passkey.id === id && passkey.user_id === user.user_id);
}

/** CORS for the Allowed Web Origins, with the methods of this API and `Location` readable. */
function myAccountCors(): MiddlewareHandler<Env> {
  const allowed = cors({
    origin: (origin) => origin,
    allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [...CORS_ALLOWED_HEADERS],
    exposeHeaders: ['Location'],
    maxAge: 600,
  });
  return async (c, next) => {
    if (isAllowedWebOrigin(c.var.ctx, c.req.header('origin'))) return allowed(c, next);
    c.header('Vary', 'Origin', { append: true });
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    await next();
  };
}

/** The /me sub-app (joined at `/me` in app.ts). */
export const myAccount = new Hono<Env>();
myAccount.use('*', myAccountCors());
myAccount.use(
  '*',
  bodyLimit({
    maxSize: MAX_PASSKEY_BODY_BYTES,
    onError: (c) =>
      problem(
        c,
        413,
        'payload_too_large',
        `The request body must be at most ${MAX_PASSKEY_BODY_BYTES} bytes.`,
      ),
  }),
);
myAccount.use('*', authenticate());

myAccount.get('/v1/factors', (c) => {
  const refused = requireScope(c, 'read:me:factors');
  if (refused) return refused;
  return c.json({ factors: [{ type: 'passkey', usage: ['primary'] }] });
});

myAccount.get('/v1/authentication-methods', (c) => {
  const ctx = c.var.ctx;
  const refused = requireScope(c, 'read:me:authentication_methods');
  if (refused) return refused;
  const { user } = c.get('caller');
  const type = c.req.query('type');
  const methods =
    type && type !== 'passkey'
      ? []
      : ctx.store.data.passkeys.filter((p) => p.user_id === user.user_id).map((p) => toMethod(p, user));
  c.header('Cache-Control', 'no-store');
  return c.json({ authentication_methods: methods });
});

myAccount.post('/v1/authentication-methods', async (c) => {
  const ctx = c.var.ctx;
  const refused = requireScope(c, 'create:me:authentication_methods');
  if (refused) return refused;
  const body = await readJsonObject(c);
  if (!body) return problem(c, 400, 'invalid_body', 'The request body must be a JSON object.');
  if (body['type'] !== 'passkey') {
    return problem(c, 400, 'invalid_body', 'Only the type "passkey" can be enrolled here.');
  }
  if (challengeLimited(ctx, clientIp(c))) {
    return problem(
      c,
      429,
      'too_many_requests',
      'Too many passkey challenges from this address; try again later.',
    );
  }
  const { user } = c.get('caller');
  const own = ctx.store.data.passkeys.filter((p) => p.user_id === user.user_id);
  const handle = own[0] ? new Uint8Array(Buffer.from(own[0].user_handle, 'base64url')) : newUserHandle();
  const name = user.email ?? user.username ?? user.phone_number ?? user.user_id;
  const options = await creationOptions(ctx.relyingParty(), { name, displayName: user.name, handle }, own);
  const session = startSession(ctx, {
    kind: 'enrol',
    client_id: '',
    connection: user.identities[0]?.connection ?? '',
    challenge: options.challenge,
    user_handle: Buffer.from(handle).toString('base64url'),
    user_id: user.user_id,
  });
  c.header('Location', `${ctx.origin()}/me/v1/authentication-methods/${encodeURIComponent(NEW_PASSKEY)}`);
  c.header('Cache-Control', 'no-store');
  return c.json({ auth_session: session.auth_session, authn_params_public_key: options }, 201);
});

myAccount.post('/v1/authentication-methods/:id/verify', async (c) => {
  const ctx = c.var.ctx;
  const refused = requireScope(c, 'create:me:authentication_methods');
  if (refused) return refused;
  if (c.req.param('id') !== NEW_PASSKEY) return problem(c, 404, 'not_found', 'No such enrolment.');
  const body = await readJsonObject(c);
  const authSession = typeof body?.['auth_session'] === 'string' ? body['auth_session'] : '';
  const credential = readCredential(body?.['authn_response']);
  if (!authSession || !credential) {
    return problem(
      c,
      400,
      'invalid_body',
      'auth_session and authn_response (the credential as JSON) are required.',
    );
  }
  const { user } = c.get('caller');
  const session = takeSession(ctx, authSession);
  if (!session || session.kind !== 'enrol' || session.user_id !== user.user_id) {
    return problem(c, 400, 'invalid_auth_session', 'The auth_session is invalid, expired or already used.');
  }
  // The page must be on one of the web origins of the client the token was issued to.
  const client = ctx.store.data.clients.find((entry) => entry.client_id === c.get('caller').clientId);
  const origins = client ? clientOrigins(client) : relatedOrigins(ctx);
  const checked = await verifyCreation(ctx.relyingParty(), session, origins, credential);
  if (!checked.ok) return problem(c, 400, 'invalid_authn_response', checked.description);
  if (findPasskey(ctx, checked.value.credential_id)) {
    return problem(c, 409, 'passkey_exists', 'This passkey is already registered.');
  }
  if (!ctx.findUserById(user.user_id)) return problem(c, 401, 'unauthorized', 'The user no longer exists.');
  const passkey = addPasskey(ctx, user, checked.value, c.req.header('user-agent'));
  c.header('Cache-Control', 'no-store');
  return c.json(toMethod(passkey, user), 201);
});

myAccount.get('/v1/authentication-methods/:id', (c) => {
  const ctx = c.var.ctx;
  const refused = requireScope(c, 'read:me:authentication_methods');
  if (refused) return refused;
  const passkey = ownPasskey(ctx, c, c.req.param('id'));
  if (!passkey) return problem(c, 404, 'not_found', 'The authentication method does not exist.');
  c.header('Cache-Control', 'no-store');
  return c.json(toMethod(passkey, c.get('caller').user));
});

myAccount.patch('/v1/authentication-methods/:id', async (c) => {
  const ctx = c.var.ctx;
  const refused = requireScope(c, 'update:me:authentication_methods');
  if (refused) return refused;
  const passkey = ownPasskey(ctx, c, c.req.param('id'));
  if (!passkey) return problem(c, 404, 'not_found', 'The authentication method does not exist.');
  const body = await readJsonObject(c);
  const name = body?.['name'];
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH) {
    return problem(
      c,
      400,
      'invalid_body',
      `name must be a non-empty string of at most ${MAX_NAME_LENGTH} characters.`,
    );
  }
  passkey.name = name.trim();
  return c.json(toMethod(passkey, c.get('caller').user));
});

myAccount.delete('/v1/authentication-methods/:id', (c) => {
  const ctx = c.var.ctx;
  const refused = requireScope(c, 'delete:me:authentication_methods');
  if (refused) return refused;
  const passkey = ownPasskey(ctx, c, c.req.param('id'));
  if (!passkey) return problem(c, 404, 'not_found', 'The authentication method does not exist.');
  ctx.store.data.passkeys = ctx.store.data.passkeys.filter((entry) => entry.id !== passkey.id);
  return c.body(null, 204);
});

myAccount.notFound((c) => problem(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}`));
