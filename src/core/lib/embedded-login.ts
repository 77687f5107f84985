// Embedded login: credentials (a database password or a passwordless code) go to POST /co/authenticate
// with the service's cookies; the answer is a one-time login ticket, redeemed by a full-page redirect to
// /authorize?login_ticket=... . The cross-origin verifier is kept for the verification page meanwhile.
// Here: the options checked and the request prepared, at the call; the request itself and the redirect
// are in ./requests.ts, loaded then.
import type { AuthorizeOptions, CoAuthenticateOptions } from '../types.js';
import type { AuthorizeRequest } from './authorize-params.js';
import type { CoreContext } from './context.js';
import { PASSWORD_REALM_GRANT, PASSWORDLESS_OTP_GRANT } from './grant-types.js';
import { NO_ORGANIZATION, omit, prepareAuthorize } from './prepared-authorize.js';
import { checkOptions, optionalString, requiredString } from './validate.js';

const PASSWORD_GRANT = 'password';

/**
 * The body of POST /co/authenticate, in the order the service documents:
 * `{client_id, credential_type, username, password | otp, realm}`. Throws a TypeError for a caller's mistake.
 */
export function coAuthenticateBody(
  clientID: string,
  options: CoAuthenticateOptions,
): Record<string, string | undefined> {
  const raw = checkOptions(options, 'coAuthenticate');
  const username = requiredString(raw['username'], 'username');
  const password = optionalString(raw['password'], 'password') || undefined;
  const otp = optionalString(raw['otp'], 'otp') || undefined;
  const realm = optionalString(raw['realm'], 'realm') || undefined;
  const given = optionalString(raw['credentialType'] ?? raw['credential_type'], 'credentialType');
  const credentialType =
    given ||
    (otp !== undefined
      ? PASSWORDLESS_OTP_GRANT
      : realm !== undefined
        ? PASSWORD_REALM_GRANT
        : PASSWORD_GRANT);
  if (password !== undefined && otp !== undefined) {
    throw new TypeError('Give either "password" or "otp", not both');
  }
  if (credentialType === PASSWORDLESS_OTP_GRANT) {
    requiredString(otp, 'otp');
    requiredString(realm, 'realm');
  } else if (credentialType === PASSWORD_GRANT || credentialType === PASSWORD_REALM_GRANT) {
    requiredString(password, 'password');
    if (credentialType === PASSWORD_REALM_GRANT) requiredString(realm, 'realm');
  }
  // Sent as JSON, which leaves out the values that are undefined.
  return { client_id: clientID, credential_type: credentialType, username, password, otp, realm };
}

/** What `login` and `passwordlessLogin` send, checked before anything goes out. */
export interface EmbeddedLogin {
  body: Record<string, string | undefined>;
  authorize: AuthorizeRequest;
}

/** Keys of `login` options that are credentials, never authorize parameters. */
const LOGIN_KEYS = ['username', 'email', 'password', 'loginTicket', 'login_ticket'];
/** Keys of `passwordlessLogin` options that are never authorize parameters. */
const PASSWORDLESS_LOGIN_KEYS = [
  'email',
  'phoneNumber',
  'phone_number',
  'verificationCode',
  'verification_code',
  'connection',
  'send',
  'loginTicket',
  'login_ticket',
];

function requireRedirectUri(ctx: CoreContext, options: AuthorizeOptions): void {
  const redirectUri = options.redirectUri ?? ctx.config.redirectUri;
  if (!redirectUri) throw new TypeError('"redirectUri" option is required');
}

/** `login` options → the /co/authenticate body and the prepared redirect. */
export function prepareLogin(ctx: CoreContext, options: unknown): EmbeddedLogin {
  const raw = checkOptions(options, 'login');
  const username = optionalString(raw['username'], 'username') || optionalString(raw['email'], 'email');
  if (!username) throw new TypeError('"username" or "email" option is required');
  const password = requiredString(raw['password'], 'password');
  const realm = optionalString(raw['realm'], 'realm') || undefined;
  const authorizeOptions = omit(raw, LOGIN_KEYS);
  requireRedirectUri(ctx, authorizeOptions);
  const body = coAuthenticateBody(ctx.config.clientID, { username, password, realm });
  return { body, authorize: prepareAuthorize(ctx, authorizeOptions) };
}

const PASSWORDLESS_CHANNELS: ReadonlySet<string> = new Set(['email', 'sms']);

/** Exactly one of `email` and `phoneNumber`, matching the `connection` channel. */
export function passwordlessRecipient(raw: Record<string, unknown>, connection: string): string {
  const email = optionalString(raw['email'], 'email') || undefined;
  const phoneNumber = optionalString(raw['phoneNumber'] ?? raw['phone_number'], 'phoneNumber') || undefined;
  if ((email === undefined) === (phoneNumber === undefined)) {
    throw new TypeError('Exactly one of "email" and "phoneNumber" options is required');
  }
  if (connection === 'email' && email === undefined) {
    throw new TypeError('"email" option is required with connection "email"');
  }
  if (connection === 'sms' && phoneNumber === undefined) {
    throw new TypeError('"phoneNumber" option is required with connection "sms"');
  }
  return (email ?? phoneNumber)!;
}

export function passwordlessConnection(raw: Record<string, unknown>): string {
  const connection = requiredString(raw['connection'], 'connection');
  if (!PASSWORDLESS_CHANNELS.has(connection)) {
    throw new TypeError('"connection" option must be "email" or "sms"');
  }
  return connection;
}

/** `passwordlessLogin` options → the /co/authenticate (otp) body and the prepared redirect. */
export function preparePasswordlessLogin(ctx: CoreContext, options: unknown): EmbeddedLogin {
  const raw = checkOptions(options, 'passwordlessLogin');
  const connection = passwordlessConnection(raw);
  const username = passwordlessRecipient(raw, connection);
  const otp = requiredString(raw['verificationCode'] ?? raw['verification_code'], 'verificationCode');
  const authorizeOptions = { ...omit(raw, PASSWORDLESS_LOGIN_KEYS), realm: connection };
  const body = coAuthenticateBody(ctx.config.clientID, {
    credentialType: PASSWORDLESS_OTP_GRANT,
    username,
    otp,
    realm: connection,
  });
  return { body, authorize: prepareAuthorize(ctx, authorizeOptions, NO_ORGANIZATION) };
}
