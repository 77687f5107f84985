// getSSOData: whether the user has a session at the service, found by a silent checkSession with
// `scope: 'openid profile email'`. login_required means no session ({sso: false}).
//
// The consent rule: on a local development origin (localhost, 127.0.0.1) the service asks for consent
// before it answers a silent request for scopes the session has not consented to, and a silent request
// cannot show that page; it answers consent_required instead. getSSOData then logs a console error that
// says so and resolves {sso: false}: there is no single sign-on data it may return. Other failures
// (timeout, a network problem) reject.
import { AuthError } from '../errors.js';
import type { AuthResult, CheckSessionOptions, SSOData } from '../types.js';
import { LOOPBACK_HOSTS } from './domain.js';

const SSO_SCOPE = 'openid profile email';

const CONSENT_REQUIRED_MESSAGE =
  '[auth-elements] getSSOData: consent_required. On localhost the service asks for consent, which a ' +
  'silent request cannot show: request the scope "openid profile email" at login. This does not occur in ' +
  'production.';

function isLocalDevelopmentOrigin(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The options of the silent request behind getSSOData. */
function ssoCheckOptions(): CheckSessionOptions {
  return { responseType: 'id_token', scope: SSO_SCOPE };
}

/** The single sign-on data in a checkSession result (the verified ID token's claims). */
function ssoDataFrom(result: AuthResult, clientID: string): SSOData {
  const claims = result.idTokenPayload;
  if (!claims) return { sso: false };
  const username = [claims.email, claims.name, claims.nickname].find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  const data: SSOData = {
    sso: true,
    sessionClients: [clientID],
    lastUsedClientID: clientID,
    lastUsedUserID: claims.sub,
  };
  if (username !== undefined) data.lastUsedUsername = username;
  return data;
}

/** Runs `check` and maps its outcome: login_required and consent_required are `{sso: false}`. */
export async function getSSOData(
  check: (options: CheckSessionOptions) => Promise<AuthResult>,
  clientID: string,
): Promise<SSOData> {
  try {
    return ssoDataFrom(await check(ssoCheckOptions()), clientID);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    if (error.code === 'login_required') return { sso: false };
    if (error.code === 'consent_required') {
      if (isLocalDevelopmentOrigin(globalThis.location?.href)) console.error(CONSENT_REQUIRED_MESSAGE);
      return { sso: false };
    }
    throw error;
  }
}
