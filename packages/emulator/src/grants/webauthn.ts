// The webauthn grant (`urn:okta:params:oauth:grant-type:webauthn`, the wire of auth0-spa-js 2.27):
// `{auth_session, authn_response, scope?, audience?, realm?}` after a challenge of ../routes/passkey.ts. The
// auth session is spent first (before anything is awaited), the credential's answer verified (../webauthn.ts),
// then (sign-up) the user and the passkey created or (log-in) the passkey's counter moved, and a direct
// sign-in (token-set.ts): the token set, or `mfa_required` where the MFA policy asks this user for a second
// factor (mfa.ts finishes it).
import { randomId } from '../service.js';
import { ConnectionStrategy } from '../tenant.js';
import type { User } from '../tenant.js';
import { newUser } from '../users.js';
import {
  addPasskey,
  clientOrigins,
  findPasskey,
  passkeyLogin,
  readCredential,
  takeSession,
  verifyCreation,
} from '../webauthn.js';
import { text } from '../lib/params.js';
import { refused, signInRefused } from './result.js';
import type { Grant } from './result.js';
import { directSignIn } from './token-set.js';

export const webauthnGrant: Grant = async (c, ctx, client, body) => {
  const authSession = text(body, 'auth_session');
  if (!authSession) return refused(c, 400, 'invalid_request', 'Missing required parameter: auth_session');
  const credential = readCredential(body['authn_response']);
  if (!credential) {
    return refused(c, 400, 'invalid_request', 'authn_response must be the credential as JSON.');
  }
  const session = takeSession(ctx, authSession);
  if (!session || session.kind === 'enrol' || session.client_id !== client.client_id) {
    return refused(c, 403, 'invalid_grant', 'The auth_session is invalid, expired or already used.');
  }
  const realm = text(body, 'realm');
  if (realm && session.connection && realm !== session.connection) {
    return refused(c, 400, 'invalid_request', 'The realm does not match the one of the challenge.');
  }
  const rp = ctx.relyingParty();
  let user: User | undefined;
  if (session.kind === 'signup') {
    const checked = await verifyCreation(rp, session, clientOrigins(client), credential);
    if (!checked.ok) return refused(c, 403, 'invalid_grant', checked.description);
    const email = session.profile?.['email'] ?? '';
    // Checked again after the await: a parallel sign-up may have taken the e-mail or the credential.
    if (ctx.findDatabaseUser(session.connection, email)) {
      return refused(c, 400, 'user_exists', 'The user already exists.');
    }
    if (findPasskey(ctx, checked.value.credential_id)) {
      return refused(c, 403, 'invalid_grant', 'This passkey is already registered.');
    }
    // No password: the passkey is its credential.
    const profile = session.profile ?? {};
    user = newUser(
      {
        identity: {
          provider: ConnectionStrategy.DATABASE,
          connection: session.connection,
          user_id: randomId(12),
          isSocial: false,
        },
        email,
        name: profile['name'],
        nickname: profile['nickname'],
        picture: profile['picture'],
        given_name: profile['given_name'] || undefined,
        family_name: profile['family_name'] || undefined,
      },
      new Date(ctx.now() * 1000).toISOString(),
    );
    ctx.store.data.users.push(user);
    const passkey = addPasskey(ctx, user, checked.value, c.req.header('user-agent'));
    passkey.last_auth_at = new Date(ctx.now() * 1000).toISOString();
  } else {
    const login = await passkeyLogin(ctx, session, client, clientOrigins(client), credential);
    if (!login.ok) return refused(c, 403, 'invalid_grant', login.description);
    user = login.value.user;
  }
  if (!user) return refused(c, 403, 'invalid_grant', 'The user no longer exists.');
  if (user.blocked) return refused(c, 403, 'invalid_grant', 'user is blocked');
  const signedIn = await directSignIn(ctx, user, client, text(body, 'scope'), text(body, 'audience'));
  if (!signedIn.ok) return signInRefused(c, signedIn);
  return { ok: true, body: { ...signedIn.tokens } };
};
