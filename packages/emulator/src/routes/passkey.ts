// Passkeys at the Authentication API, as the real service answers them (the wire of auth0-spa-js 2.27):
//   POST /passkey/register   sign-up challenge: `{client_id, realm?, user_profile: {email, name?, ...}}`
//                            → `{auth_session, authn_params_public_key}` (creation options)
//   POST /passkey/challenge  log-in challenge: `{client_id, realm?}` → `{auth_session, authn_params_public_key}`
//                            (request options, discoverable credentials: no allow list)
//   POST /oauth/token        grant `urn:okta:params:oauth:grant-type:webauthn` (webauthnGrant, called by
//                            routes/token.ts): `{auth_session, authn_response, scope?, audience?, realm?}`
//   GET  /.well-known/webauthn  `{origins}`: every client's web origins (Related Origin Requests)
// Errors `{error, error_description}`. Ceremony checks, auth sessions and records: ../webauthn.ts.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomBytes } from 'node:crypto';
import { databaseConnection } from '../authenticate.js';
import { directSignIn } from '../grants/token-set.js';
import type { Env, ServiceContext } from '../context.js';
import { ConnectionStrategy } from '../tenant.js';
import type { Client, Connection, User } from '../tenant.js';
import {
  addPasskey,
  challengeLimited,
  clientOrigins,
  MAX_PASSKEY_BODY_BYTES,
  creationOptions,
  findPasskey,
  newUserHandle,
  readCredential,
  relatedOrigins as webOrigins,
  requestOptions,
  startSession,
  takeSession,
  verifyAssertion,
  verifyCreation,
} from '../webauthn.js';
import { signInRefused } from './mfa.js';
import { clientIp } from '../lib/client-ip.js';
import { webOriginCors } from '../lib/cors.js';
import { notJson, oauthError, readBody, text } from '../lib/params.js';
import { jsonOnly } from '../lib/request-body.js';
import type { Body } from '../lib/params.js';
import { defaultPicture, isEmailAddress } from '../users.js';

const PROFILE_FIELDS = ['name', 'given_name', 'family_name', 'nickname', 'picture'] as const;
const MAX_FIELD_LENGTH = 300;

const tooManyChallenges = (c: Context): Response =>
  oauthError(c, 429, 'too_many_attempts', 'Too many passkey challenges from this address; try again later.');

/** The request's client and its passkey connection (`realm`, else its first database connection). */
function clientAndConnection(
  ctx: ServiceContext,
  body: Body,
): { ok: true; client: Client; connection: Connection } | { ok: false; error: string; description: string } {
  const clientId = text(body, 'client_id');
  if (!clientId)
    return { ok: false, error: 'invalid_request', description: 'Missing required parameter: client_id' };
  const client = ctx.store.data.clients.find((cl) => cl.client_id === clientId);
  if (!client) return { ok: false, error: 'invalid_client', description: 'Unknown client.' };
  const realm = text(body, 'realm');
  const connection = realm
    ? databaseConnection(ctx, realm, client.client_id)
    : ctx.store.data.connections.find(
        (c) => c.strategy === ConnectionStrategy.DATABASE && c.enabled_clients.includes(client.client_id),
      );
  if (!connection) return { ok: false, error: 'invalid_request', description: 'Unknown realm.' };
  return { ok: true, client, connection };
}

function findUserByEmail(ctx: ServiceContext, connection: string, email: string): User | undefined {
  return ctx.findDatabaseUser(connection, email);
}

async function register(c: Context, ctx: ServiceContext): Promise<Response> {
  const body = await readBody(c);
  if (!body) return oauthError(c, 400, 'invalid_request', 'The request body must be JSON.');
  const found = clientAndConnection(ctx, body);
  if (!found.ok)
    return oauthError(c, found.error === 'invalid_client' ? 401 : 400, found.error, found.description);
  const profileIn = body['user_profile'];
  if (typeof profileIn !== 'object' || profileIn === null || Array.isArray(profileIn)) {
    return oauthError(c, 400, 'invalid_request', 'Missing required parameter: user_profile');
  }
  const fields = profileIn as Record<string, unknown>;
  const email = typeof fields['email'] === 'string' ? fields['email'].trim().toLowerCase() : '';
  if (!email || !isEmailAddress(email)) {
    return oauthError(c, 400, 'invalid_request', 'user_profile.email must be an e-mail address.');
  }
  const profile: Record<string, string> = { email };
  for (const field of PROFILE_FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > MAX_FIELD_LENGTH) {
      return oauthError(
        c,
        400,
        'invalid_request',
        `user_profile.${field} must be a string of at most ${MAX_FIELD_LENGTH} characters.`,
      );
    }
    profile[field] = value;
  }
  if (challengeLimited(ctx, clientIp(c))) return tooManyChallenges(c);
  if (findUserByEmail(ctx, found.connection.name, email)) {
    return oauthError(c, 400, 'user_exists', 'The user already exists.');
  }
  const handle = newUserHandle();
  const options = await creationOptions(ctx.relyingParty(), {
    name: email,
    displayName: profile['name'] ?? email,
    handle,
  });
  const session = startSession(ctx, {
    kind: 'signup',
    client_id: found.client.client_id,
    connection: found.connection.name,
    challenge: options.challenge,
    user_handle: Buffer.from(handle).toString('base64url'),
    profile,
  });
  c.header('Cache-Control', 'no-store');
  return c.json({ auth_session: session.auth_session, authn_params_public_key: options });
}

async function challenge(c: Context, ctx: ServiceContext): Promise<Response> {
  const body = await readBody(c);
  if (!body) return oauthError(c, 400, 'invalid_request', 'The request body must be JSON.');
  const found = clientAndConnection(ctx, body);
  if (!found.ok)
    return oauthError(c, found.error === 'invalid_client' ? 401 : 400, found.error, found.description);
  if (challengeLimited(ctx, clientIp(c))) return tooManyChallenges(c);
  const options = await requestOptions(ctx.relyingParty());
  const session = startSession(ctx, {
    kind: 'login',
    client_id: found.client.client_id,
    // Without a realm, any of the user's passkeys signs in (the connection is the passkey's own).
    connection: text(body, 'realm') ? found.connection.name : '',
    challenge: options.challenge,
  });
  c.header('Cache-Control', 'no-store');
  return c.json({ auth_session: session.auth_session, authn_params_public_key: options });
}

/** The user a passkey sign-up creates (no password: the passkey is its credential). */
function newUser(ctx: ServiceContext, connection: string, profile: Record<string, string>): User {
  const id = randomBytes(12).toString('hex');
  const now = new Date(ctx.now() * 1000).toISOString();
  const email = profile['email'] ?? '';
  const nickname = profile['nickname'] ?? email.split('@')[0] ?? email;
  const name = profile['name'] ?? email;
  const user: User = {
    user_id: `${ConnectionStrategy.DATABASE}|${id}`,
    email,
    email_verified: false,
    name,
    nickname,
    picture: profile['picture'] ?? defaultPicture(name),
    ...(profile['given_name'] ? { given_name: profile['given_name'] } : {}),
    ...(profile['family_name'] ? { family_name: profile['family_name'] } : {}),
    blocked: false,
    user_metadata: {},
    app_metadata: {},
    identities: [{ provider: ConnectionStrategy.DATABASE, connection, user_id: id, isSocial: false }],
    created_at: now,
    updated_at: now,
    logins_count: 0,
    failed_logins: 0,
    brute_force_blocked: false,
  };
  ctx.store.data.users.push(user);
  return user;
}

export type GrantResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/**
 * The webauthn grant at /oauth/token: the auth session is spent first (before anything is awaited), the
 * credential's answer verified, then (sign-up) the user and the passkey created or (log-in) the passkey's
 * counter moved, and the usual token set issued.
 */
export async function webauthnGrant(
  c: Context,
  ctx: ServiceContext,
  client: Client,
  body: Body,
): Promise<GrantResult> {
  const fail = (status: 400 | 403, error: string, description: string): GrantResult => ({
    ok: false,
    response: oauthError(c, status, error, description),
  });
  const authSession = text(body, 'auth_session');
  if (!authSession) return fail(400, 'invalid_request', 'Missing required parameter: auth_session');
  const credential = readCredential(body['authn_response']);
  if (!credential) {
    return fail(400, 'invalid_request', 'authn_response must be the credential as JSON.');
  }
  const session = takeSession(ctx, authSession);
  if (!session || session.kind === 'enrol' || session.client_id !== client.client_id) {
    return fail(403, 'invalid_grant', 'The auth_session is invalid, expired or already used.');
  }
  const realm = text(body, 'realm');
  if (realm && session.connection && realm !== session.connection) {
    return fail(400, 'invalid_request', 'The realm does not match the one of the challenge.');
  }
  const rp = ctx.relyingParty();
  let user: User | undefined;
  if (session.kind === 'signup') {
    const checked = await verifyCreation(rp, session, clientOrigins(client), credential);
    if (!checked.ok) return fail(403, 'invalid_grant', checked.description);
    const email = session.profile?.['email'] ?? '';
    // Checked again after the await: a parallel sign-up may have taken the e-mail or the credential.
    if (findUserByEmail(ctx, session.connection, email)) {
      return fail(400, 'user_exists', 'The user already exists.');
    }
    if (findPasskey(ctx, checked.value.credential_id)) {
      return fail(403, 'invalid_grant', 'This passkey is already registered.');
    }
    user = newUser(ctx, session.connection, session.profile ?? {});
    const passkey = addPasskey(ctx, user, checked.value, c.req.header('user-agent'));
    passkey.last_auth_at = new Date(ctx.now() * 1000).toISOString();
  } else {
    const passkey = findPasskey(ctx, credential['id']);
    // A passkey signs in only where its connection is: the challenge's realm, and one enabled for the client
    // (as a password of that connection would be refused there).
    if (
      !passkey ||
      (session.connection && passkey.connection !== session.connection) ||
      !databaseConnection(ctx, passkey.connection, client.client_id)
    ) {
      return fail(403, 'invalid_grant', 'Unknown passkey.');
    }
    const checked = await verifyAssertion(rp, session, clientOrigins(client), credential, passkey);
    if (!checked.ok) return fail(403, 'invalid_grant', checked.description);
    // Deleted meanwhile (My Account API): it no longer signs in.
    if (!ctx.store.data.passkeys.some((entry) => entry.id === passkey.id)) {
      return fail(403, 'invalid_grant', 'Unknown passkey.');
    }
    passkey.counter = checked.value.counter;
    passkey.last_auth_at = new Date(ctx.now() * 1000).toISOString();
    user = ctx.findUserById(passkey.user_id);
  }
  if (!user) return fail(403, 'invalid_grant', 'The user no longer exists.');
  if (user.blocked) return fail(403, 'invalid_grant', 'user is blocked');
  const signedIn = await directSignIn(ctx, user, client, text(body, 'scope'), text(body, 'audience'));
  // `mfa_required` where the MFA policy asks this user for a second factor (routes/mfa.ts finishes it).
  if (!signedIn.ok) return { ok: false, response: signInRefused(c, signedIn) };
  return { ok: true, body: { ...signedIn.tokens } };
}

/** The /passkey sub-app (joined at `/passkey` in app.ts). */
export const passkeys = new Hono<Env>()
  .use(webOriginCors({ perClient: true }))
  .use(
    bodyLimit({
      maxSize: MAX_PASSKEY_BODY_BYTES,
      onError: (c) =>
        oauthError(
          c,
          413,
          'payload_too_large',
          `The request body must be at most ${MAX_PASSKEY_BODY_BYTES} bytes.`,
        ),
    }),
  )
  .use(jsonOnly(notJson))
  .post('/register', (c) => register(c, c.var.ctx))
  .post('/challenge', (c) => challenge(c, c.var.ctx));

/** `GET /.well-known/webauthn`: the origins that may use this service's RP ID (Related Origin Requests). */
export const relatedOrigins = new Hono<Env>().get('/', (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json({ origins: webOrigins(c.var.ctx) });
});
