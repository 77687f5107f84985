// Passkeys at the Authentication API, as the real service answers them (the wire of auth0-spa-js 2.27):
//   POST /passkey/register   sign-up challenge: `{client_id, realm?, user_profile: {email, name?, ...}}`
//                            → `{auth_session, authn_params_public_key}` (creation options)
//   POST /passkey/challenge  log-in challenge: `{client_id, realm?}` → `{auth_session, authn_params_public_key}`
//                            (request options, discoverable credentials: no allow list)
//   GET  /.well-known/webauthn  `{origins}`: every client's web origins (Related Origin Requests)
// The credential's answer to a challenge goes to POST /oauth/token with the webauthn grant
// (../grants/webauthn.ts).
// Errors `{error, error_description}`. Ceremony checks, auth sessions and records: ../webauthn.ts.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { databaseConnection } from '../authenticate.js';
import type { Env, ServiceContext } from '../context.js';
import { ConnectionStrategy } from '../tenant.js';
import type { Client, Connection } from '../tenant.js';
import { isEmailAddress } from '../users.js';
import {
  challengeLimited,
  MAX_PASSKEY_BODY_BYTES,
  creationOptions,
  loginChallenge,
  newUserHandle,
  relatedOrigins as webOrigins,
  startSession,
} from '../webauthn.js';
import { clientIp } from '../lib/client-ip.js';
import { webOriginCors } from '../lib/cors.js';
import { notJson, oauthError, readBody, text } from '../lib/params.js';
import { jsonOnly } from '../lib/request-body.js';
import type { Body } from '../lib/params.js';

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
  if (ctx.findDatabaseUser(found.connection.name, email)) {
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
  // Without a realm, any of the user's passkeys signs in (the connection is the passkey's own).
  const realm = text(body, 'realm') ? found.connection.name : '';
  const answer = await loginChallenge(ctx, clientIp(c), found.client.client_id, realm);
  if (!answer) return tooManyChallenges(c);
  c.header('Cache-Control', 'no-store');
  return c.json(answer);
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
