// The authorization_code grant: the code is spent by the first attempt, right or wrong; then its client,
// redirect_uri and PKCE verifier are checked, and the login's token set is issued (the session's `sid`, its
// `amr`, its organization, a refresh-token family of that session with `offline_access`).
import { createHash } from 'node:crypto';
import { sameSecret } from '../passwords.js';
import { scopeList } from '../tokens.js';
import { text } from '../lib/params.js';
import { refused } from './result.js';
import type { Grant } from './result.js';
import { issueTokenSet } from './token-set.js';

export const authorizationCodeGrant: Grant = async (c, ctx, client, body) => {
  const value = text(body, 'code');
  if (!value) return refused(c, 400, 'invalid_request', 'Missing required parameter: code');
  const data = ctx.store.data;
  const code = data.codes.find((entry) => entry.code === value);
  // Codes are single use: spent by the first attempt, right or wrong.
  if (code) data.codes = data.codes.filter((entry) => entry !== code);
  if (!code || code.expires_at <= ctx.now() || code.client_id !== client.client_id) {
    return refused(c, 403, 'invalid_grant', 'Invalid authorization code');
  }
  if (text(body, 'redirect_uri') !== code.redirect_uri) {
    return refused(
      c,
      403,
      'invalid_grant',
      'The redirect_uri does not match the one of the authorization request.',
    );
  }
  if (code.code_challenge !== undefined) {
    const verifier = text(body, 'code_verifier');
    if (!verifier) {
      return refused(c, 400, 'invalid_request', 'Missing required parameter: code_verifier');
    }
    const challenge = createHash('sha256').update(verifier, 'ascii').digest('base64url');
    if (!sameSecret(challenge, code.code_challenge)) {
      return refused(c, 403, 'invalid_grant', 'Failed to verify code verifier');
    }
  }
  const user = ctx.findUserById(code.user_id);
  if (!user || user.blocked) {
    return refused(c, 403, 'invalid_grant', user ? 'user is blocked' : 'The user no longer exists.');
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
    ...(code.organization_id ? { organizationId: code.organization_id } : {}),
  });
  return { ok: true, body: { ...tokens } };
};
