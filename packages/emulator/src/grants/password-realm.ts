// The password-realm grant: a database connection's password checked (brute force, suspicious IP, blocked
// and breached, ../authenticate.ts), then a direct sign-in (token-set.ts): the token set, or `mfa_required`.
import { authenticatePassword, databaseConnection } from '../authenticate.js';
import { clientIp } from '../lib/client-ip.js';
import { text } from '../lib/params.js';
import { refused, signInRefused } from './result.js';
import type { Grant } from './result.js';
import { directSignIn } from './token-set.js';

export const passwordRealmGrant: Grant = async (c, ctx, client, body) => {
  const username = text(body, 'username');
  const password = text(body, 'password');
  const realm = text(body, 'realm');
  if (!username || !password || !realm) {
    return refused(c, 400, 'invalid_request', 'username, password and realm are required.');
  }
  if (!databaseConnection(ctx, realm, client.client_id)) {
    return refused(c, 400, 'invalid_request', 'Unknown realm.');
  }
  const result = await authenticatePassword(ctx, { connection: realm, username, password, ip: clientIp(c) });
  if (!result.ok) {
    const error = result.error === 'access_denied' ? 'invalid_grant' : result.error;
    return refused(c, result.status, error, result.description);
  }
  const signedIn = await directSignIn(ctx, result.user, client, text(body, 'scope'), text(body, 'audience'));
  if (!signedIn.ok) return signInRefused(c, signedIn);
  return { ok: true, body: { ...signedIn.tokens } };
};
