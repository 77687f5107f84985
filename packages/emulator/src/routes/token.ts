// POST /oauth/token: authorization_code (with PKCE), refresh_token (rotated, single use; a step-up to MFA
// for an API that needs it), the password-realm grant, and the webauthn and MFA grants (routes/passkey.ts,
// routes/mfa.ts). JSON or form bodies; errors `{error, error_description}`, `mfa_required` with its
// `mfa_token` where the sign-in needs a second factor.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT, PASSWORD_REALM_GRANT, WEBAUTHN_GRANT } from '#grant-types';
import { authenticatePassword, databaseConnection } from '../authenticate.js';
import { directSignIn, grantScopes, issueTokenSet, mfaRequired } from '../grants/token-set.js';
import { familyRef } from '../logins.js';
import { secondFactorNeeded } from '../mfa/factors.js';
import { sameSecret } from '../passwords.js';
import { currentFamily, rotateRefreshToken } from '../refresh-tokens.js';
import type { Env, ServiceContext } from '../context.js';
import type { Client } from '../tenant.js';
import { scopeList } from '../tokens.js';
import { authenticateClient } from '../lib/client-auth.js';
import { clientIp } from '../lib/client-ip.js';
import { webOriginCors } from '../lib/cors.js';
import { oauthError, readBody, text } from '../lib/params.js';
import { mfaGrant, signInRefused } from './mfa.js';
import { webauthnGrant } from './passkey.js';
import type { Body } from '../lib/params.js';

const GRANT_TYPES: readonly string[] = [
  'authorization_code',
  'refresh_token',
  PASSWORD_REALM_GRANT,
  WEBAUTHN_GRANT,
  MFA_OTP_GRANT,
  MFA_RECOVERY_CODE_GRANT,
];

type TokenResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

async function authorizationCodeGrant(
  c: Context,
  ctx: ServiceContext,
  client: Client,
  body: Body,
): Promise<TokenResult> {
  const fail = (status: 400 | 403, error: string, description: string): TokenResult => ({
    ok: false,
    response: oauthError(c, status, error, description),
  });
  const value = text(body, 'code');
  if (!value) return fail(400, 'invalid_request', 'Missing required parameter: code');
  const data = ctx.store.data;
  const code = data.codes.find((entry) => entry.code === value);
  // Codes are single use: spent by the first attempt, right or wrong.
  if (code) data.codes = data.codes.filter((entry) => entry !== code);
  if (!code || code.expires_at <= ctx.now() || code.client_id !== client.client_id) {
    return fail(403, 'invalid_grant', 'Invalid authorization code');
  }
  if (text(body, 'redirect_uri') !== code.redirect_uri) {
    return fail(
      403,
      'invalid_grant',
      'The redirect_uri does not match the one of the authorization request.',
    );
  }
  if (code.code_challenge !== undefined) {
    const verifier = text(body, 'code_verifier');
    if (!verifier) {
      return fail(400, 'invalid_request', 'Missing required parameter: code_verifier');
    }
    const challenge = createHash('sha256').update(verifier, 'ascii').digest('base64url');
    if (!sameSecret(challenge, code.code_challenge)) {
      return fail(403, 'invalid_grant', 'Failed to verify code verifier');
    }
  }
  const user = ctx.findUserById(code.user_id);
  if (!user || user.blocked) {
    return fail(403, 'invalid_grant', user ? 'user is blocked' : 'The user no longer exists.');
  }
  const resourceServer = code.audience
    ? data.resource_servers.find((rs) => rs.identifier === code.audience)
    : undefined;
  const tokens = await issueTokenSet(ctx, {
    user,
    client,
    scope: code.scope,
    ...(resourceServer ? { resourceServer } : {}),
    authTime: code.auth_time,
    ...(code.nonce !== undefined ? { nonce: code.nonce } : {}),
    accessToken: true,
    idToken: scopeList(code.scope).includes('openid'),
    refreshToken: 'new',
    sessionId: code.session_id,
    ...(code.amr?.length ? { amr: code.amr } : {}),
  });
  return { ok: true, body: { ...tokens } };
}

async function refreshTokenGrant(
  c: Context,
  ctx: ServiceContext,
  client: Client,
  body: Body,
): Promise<TokenResult> {
  const value = text(body, 'refresh_token');
  if (!value) {
    return {
      ok: false,
      response: oauthError(c, 400, 'invalid_request', 'Missing required parameter: refresh_token'),
    };
  }
  // Step-up: a family that has not passed a second factor the user now needs (a factor enrolled since, a
  // stricter policy) or that an API needs. The token is not rotated (it goes on once the MFA grant marks the
  // family), checked and answered without an await in between.
  const held = currentFamily(ctx, client, value);
  if (held.ok) {
    const family = held.family;
    const api = family.audience
      ? ctx.store.data.resource_servers.find((rs) => rs.identifier === family.audience)
      : undefined;
    const holder = ctx.findUserById(family.user_id);
    if (
      holder &&
      !holder.blocked &&
      !family.amr?.includes('mfa') &&
      (api?.require_mfa || secondFactorNeeded(ctx, holder) !== 'none')
    ) {
      const refused = mfaRequired(ctx, {
        user: holder,
        client,
        scope: family.scope,
        ...(family.audience ? { audience: family.audience } : {}),
        family: family.family,
      });
      return { ok: false, response: signInRefused(c, refused) };
    }
  }
  const rotation = rotateRefreshToken(ctx, client, value);
  const user = rotation.ok ? ctx.findUserById(rotation.family.user_id) : undefined;
  if (!rotation.ok || !user || user.blocked) {
    return { ok: false, response: oauthError(c, 403, 'invalid_grant', 'Unknown or invalid refresh token.') };
  }
  const family = rotation.family;
  // What the user is granted now (a lost role takes its scopes away), within what the family was granted.
  const current = grantScopes(ctx, user, family.scope, family.audience);
  if (!current.ok) {
    return { ok: false, response: oauthError(c, 403, 'invalid_grant', 'Unknown or invalid refresh token.') };
  }
  const granted = scopeList(current.scope);
  const requested = text(body, 'scope');
  const scope = (requested ? scopeList(requested) : scopeList(family.scope))
    .filter((s) => granted.includes(s))
    .join(' ');
  const resourceServer = current.resourceServer;
  const tokens = await issueTokenSet(ctx, {
    user,
    client,
    scope: scopeList(scope).includes('offline_access') ? scope : `${scope} offline_access`.trim(),
    ...(resourceServer ? { resourceServer } : {}),
    authTime: family.auth_time,
    ...(family.amr?.length ? { amr: family.amr } : {}),
    sid: familyRef(family),
    accessToken: true,
    idToken: scopeList(scope).includes('openid'),
    refreshToken: { rotated: rotation.token },
  });
  return { ok: true, body: { ...tokens } };
}

async function passwordRealmGrant(
  c: Context,
  ctx: ServiceContext,
  client: Client,
  body: Body,
): Promise<TokenResult> {
  const username = text(body, 'username');
  const password = text(body, 'password');
  const realm = text(body, 'realm');
  if (!username || !password || !realm) {
    return {
      ok: false,
      response: oauthError(c, 400, 'invalid_request', 'username, password and realm are required.'),
    };
  }
  if (!databaseConnection(ctx, realm, client.client_id)) {
    return { ok: false, response: oauthError(c, 400, 'invalid_request', 'Unknown realm.') };
  }
  const result = await authenticatePassword(ctx, { connection: realm, username, password, ip: clientIp(c) });
  if (!result.ok) {
    const error = result.error === 'access_denied' ? 'invalid_grant' : result.error;
    return { ok: false, response: oauthError(c, result.status, error, result.description) };
  }
  const user = result.user;
  const signedIn = await directSignIn(ctx, user, client, text(body, 'scope'), text(body, 'audience'));
  if (!signedIn.ok) return { ok: false, response: signInRefused(c, signedIn) };
  return { ok: true, body: { ...signedIn.tokens } };
}

async function token(c: Context, ctx: ServiceContext): Promise<Response> {
  const body = await readBody(c);
  if (!body) return oauthError(c, 400, 'invalid_request', 'The request body must be JSON or a form.');
  const grantType = text(body, 'grant_type');
  if (!grantType) return oauthError(c, 400, 'invalid_request', 'Missing required parameter: grant_type');
  if (!GRANT_TYPES.includes(grantType)) {
    return oauthError(c, 400, 'unsupported_grant_type', `Unsupported grant type: ${grantType}`);
  }
  const client = authenticateClient(c, ctx, body);
  if (client instanceof Response) return client;
  if (!client.grant_types.includes(grantType)) {
    return oauthError(c, 403, 'unauthorized_client', `Grant type '${grantType}' not allowed for the client.`);
  }
  const result =
    grantType === 'authorization_code'
      ? await authorizationCodeGrant(c, ctx, client, body)
      : grantType === 'refresh_token'
        ? await refreshTokenGrant(c, ctx, client, body)
        : grantType === WEBAUTHN_GRANT
          ? await webauthnGrant(c, ctx, client, body)
          : grantType === MFA_OTP_GRANT || grantType === MFA_RECOVERY_CODE_GRANT
            ? await mfaGrant(c, ctx, client, body, grantType)
            : await passwordRealmGrant(c, ctx, client, body);
  if (!result.ok) return result.response;
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
  return c.json(result.body);
}

/** Mounted at `/oauth/token`. */
export const oauthToken = new Hono<Env>()
  .use(webOriginCors({ perClient: true }))
  .post('/', (c) => token(c, c.var.ctx));
