// The My Account API (`{origin}/me/v1`): the signed-in user's own passkeys and second factors, and which
// passwords they have. A bearer access token for the audience `{origin}/me/` with the scope each route names:
//   GET    /me/v1/factors                              read:me:factors         `{factors}` (totp and
//          recovery-code unless the MFA policy is `never`)
//   GET    /me/v1/authentication-methods[?type=]       read:me:authentication_methods   `{authentication_methods}`
//          (a `password` method for each of the user's database identities that has a password, with its
//          `identity_user_id`: a user who signed up with a passkey has none)
//   POST   /me/v1/authentication-methods {type}        create:me:authentication_methods, 201 and a
//          `Location` (exposed to CORS) to verify at; by type:
//            passkey        → `{auth_session, authn_params_public_key}`
//            totp           → `{auth_session, barcode_uri, manual_input_code}` (an authenticator app)
//            recovery-code  → `{auth_session, recovery_code}` (shown once; replaces the old one once verified)
//   POST   {Location}/verify                           create:me:authentication_methods → the method:
//          `{auth_session, authn_response}` (passkey), `{auth_session, otp_code}` (totp: the first code),
//          `{auth_session}` (recovery-code)
//   GET    /me/v1/authentication-methods/{id}          read:me:authentication_methods
//   PATCH  /me/v1/authentication-methods/{id} {name}   update:me:authentication_methods
//   DELETE /me/v1/authentication-methods/{id}          delete:me:authentication_methods → 204
// Only the token's own user's methods are found (another user's id is a 404). Errors are RFC 7807 problem
// documents `{type, status, title, detail}`. Ceremonies and records: ../webauthn.ts; factors: ../mfa/.
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { myAccountIdentifier } from '../system-apis.js';
import type { Env as ServiceEnv, ServiceContext } from '../context.js';
import {
  confirmRecoveryCodeEnrolment,
  confirmTotpEnrolment,
  factorsOf,
  mfaPolicy,
  removeFactor,
  secondFactorNeeded,
  startRecoveryCodeEnrolment,
  startTotpEnrolment,
  toFactorMethod,
} from '../mfa/factors.js';
import { loginPassed } from '../logins.js';
import { ConnectionStrategy, MfaPolicy } from '../tenant.js';
import type { MfaFactor, User } from '../tenant.js';
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
import { jsonOnly, readJsonObject } from '../lib/request-body.js';
import { problem } from '../lib/status-text.js';

/** The id in the `Location` of a passkey enrolment under way (its auth session tells them apart). */
const NEW_PASSKEY = 'passkey|new';
const MAX_NAME_LENGTH = 255;

interface Caller {
  user: User;
  /** The client the token was issued to. */
  clientId: string | undefined;
  scopes: ReadonlySet<string>;
  /** The login the token comes from (logins.ts): confirming a factor with it lets that login pass. */
  sid: string | undefined;
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
    // A token of a login from before the user's second factor would otherwise remove it or add another.
    if (secondFactorNeeded(ctx, user) !== 'none' && !loginPassed(ctx.store.data, user.user_id, claims)) {
      return problem(
        c,
        401,
        'unauthorized',
        'The token comes from a sign-in that did not pass the second factor the user now has: sign in again.',
      );
    }
    const clientId = typeof claims.azp === 'string' ? claims.azp : undefined;
    const sid = typeof claims.sid === 'string' ? claims.sid : undefined;
    c.set('caller', {
      user,
      clientId,
      scopes: new Set((claims.scope ?? '').split(' ').filter(Boolean)),
      sid,
    });
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

/**
 * The user's passwords as methods: one for each database identity with a password (the main identity's is
 * the user's own `password_hash`, a linked one's is kept on the identity), identified by its `user_id`.
 */
function passwordMethods(user: User) {
  return user.identities
    .filter(
      (identity, index) =>
        identity.provider === ConnectionStrategy.DATABASE &&
        !!(index === 0 ? user.password_hash : identity.password_hash),
    )
    .map((identity) => ({
      id: `password|${identity.user_id}`,
      type: 'password' as const,
      identity_user_id: identity.user_id,
      created_at: user.created_at,
      usage: ['primary'],
    }));
}

/** The caller's own confirmed second factor `id`, else undefined. */
function ownFactor(c: Context<Env>, id: string): MfaFactor | undefined {
  return factorsOf(c.var.ctx, c.get('caller').user, true).find((factor) => factor.id === id);
}

/** The location of a factor's enrolment (its id): `{Location}/verify` confirms it. */
function factorLocation(ctx: ServiceContext, factor: MfaFactor): string {
  return `${ctx.origin()}/me/v1/authentication-methods/${encodeURIComponent(factor.id)}`;
}

/** Starts enrolling an authenticator app or a recovery code (the scope was checked by the caller). */
function enrolFactor(c: Context<Env>, type: 'totp' | 'recovery-code'): Response {
  const ctx = c.var.ctx;
  if (mfaPolicy(ctx) === MfaPolicy.NEVER) {
    return problem(c, 400, 'invalid_body', 'Second factors are off for this tenant (MFA policy "never").');
  }
  const { user } = c.get('caller');
  c.header('Cache-Control', 'no-store');
  if (type === 'totp') {
    const enrolment = startTotpEnrolment(ctx, user);
    c.header('Location', factorLocation(ctx, enrolment.factor));
    return c.json(
      {
        auth_session: enrolment.authSession,
        barcode_uri: enrolment.barcodeUri,
        manual_input_code: enrolment.secret,
      },
      201,
    );
  }
  const enrolment = startRecoveryCodeEnrolment(ctx, user);
  c.header('Location', factorLocation(ctx, enrolment.factor));
  return c.json({ auth_session: enrolment.authSession, recovery_code: enrolment.recoveryCode }, 201);
}

/** Confirms the caller's enrolment `id` of a second factor: its auth_session, and the first code (totp). */
async function verifyFactor(c: Context<Env>, id: string): Promise<Response> {
  const ctx = c.var.ctx;
  const { user, sid } = c.get('caller');
  const body = await readJsonObject(c);
  const authSession = typeof body?.['auth_session'] === 'string' ? body['auth_session'] : '';
  const pending = factorsOf(ctx, user).find(
    (factor) => factor.id === id && !factor.confirmed && factor.auth_session === authSession,
  );
  if (!authSession || !pending) {
    return problem(c, 400, 'invalid_auth_session', 'The auth_session is invalid, expired or already used.');
  }
  c.header('Cache-Control', 'no-store');
  if (pending.type === 'recovery-code') {
    const factor = confirmRecoveryCodeEnrolment(ctx, user, authSession, sid);
    if (!factor) return problem(c, 400, 'invalid_auth_session', 'The auth_session is invalid or expired.');
    return c.json(toFactorMethod(factor), 201);
  }
  const code = typeof body?.['otp_code'] === 'string' ? body['otp_code'] : '';
  if (!code) return problem(c, 400, 'invalid_body', 'otp_code is required.');
  const checked = confirmTotpEnrolment(ctx, user, { authSession }, code, sid);
  if (checked.ok) return c.json(toFactorMethod(checked.factor), 201);
  if (checked.reason === 'too_many_attempts') {
    return problem(c, 429, 'too_many_attempts', 'Too many wrong codes: start the enrolment again.');
  }
  if (checked.reason === 'not_found') {
    return problem(c, 400, 'invalid_auth_session', 'The auth_session is invalid, expired or already used.');
  }
  return problem(c, 400, 'invalid_otp_code', 'The code is wrong or expired.');
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
myAccount.use(
  '*',
  jsonOnly((c) => problem(c, 415, 'unsupported_media_type', 'The request body must be JSON.')),
);
myAccount.use('*', authenticate());

myAccount.get('/v1/factors', (c) => {
  const refused = requireScope(c, 'read:me:factors');
  if (refused) return refused;
  const factors = [{ type: 'passkey', usage: ['primary'] }];
  if (mfaPolicy(c.var.ctx) !== MfaPolicy.NEVER) {
    factors.push({ type: 'totp', usage: ['secondary'] }, { type: 'recovery-code', usage: ['secondary'] });
  }
  return c.json({ factors });
});

myAccount.get('/v1/authentication-methods', (c) => {
  const ctx = c.var.ctx;
  const refused = requireScope(c, 'read:me:authentication_methods');
  if (refused) return refused;
  const { user } = c.get('caller');
  const type = c.req.query('type');
  const passkeys = ctx.store.data.passkeys
    .filter((p) => p.user_id === user.user_id)
    .map((p) => toMethod(p, user) as unknown as Record<string, unknown>);
  const factors = factorsOf(ctx, user, true).map(toFactorMethod);
  const methods = [...passwordMethods(user), ...passkeys, ...factors].filter(
    (method) => !type || method['type'] === type,
  );
  c.header('Cache-Control', 'no-store');
  return c.json({ authentication_methods: methods });
});

myAccount.post('/v1/authentication-methods', async (c) => {
  const ctx = c.var.ctx;
  const refused = requireScope(c, 'create:me:authentication_methods');
  if (refused) return refused;
  const body = await readJsonObject(c);
  if (!body) return problem(c, 400, 'invalid_body', 'The request body must be a JSON object.');
  if (body['type'] === 'totp' || body['type'] === 'recovery-code') return enrolFactor(c, body['type']);
  if (body['type'] !== 'passkey') {
    return problem(c, 400, 'invalid_body', 'The type must be "passkey", "totp" or "recovery-code".');
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
  if (c.req.param('id') !== NEW_PASSKEY) return verifyFactor(c, c.req.param('id'));
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
  const factor = ownFactor(c, c.req.param('id'));
  if (factor) {
    c.header('Cache-Control', 'no-store');
    return c.json(toFactorMethod(factor));
  }
  const password = passwordMethods(c.get('caller').user).find((method) => method.id === c.req.param('id'));
  if (password) {
    c.header('Cache-Control', 'no-store');
    return c.json(password);
  }
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
  if (ownFactor(c, c.req.param('id'))) {
    removeFactor(ctx, c.get('caller').user, c.req.param('id'));
    return c.body(null, 204);
  }
  const passkey = ownPasskey(ctx, c, c.req.param('id'));
  if (!passkey) return problem(c, 404, 'not_found', 'The authentication method does not exist.');
  ctx.store.data.passkeys = ctx.store.data.passkeys.filter((entry) => entry.id !== passkey.id);
  return c.body(null, 204);
});

myAccount.notFound((c) => problem(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}`));
