// Browser-test helpers for the second factor against the local identity service: a fresh user with an
// authenticator app (a key the test holds, like an app on a phone) and a recovery code, enrolled through
// the My Account API; the app's codes (test/shared/service.ts); and the `mfa_required` answer of a
// password-realm grant.
import { AuthError, MyAccount, WebAuth } from '../../src/core/index.js';
import { CLIENT_ID, REALM, testEnv } from '../browser-helpers.js';
import {
  createUser,
  PASSWORD,
  TOTP_STEP_MS,
  totp,
  uniqueEmail,
  wrongCode as wrongCodeAt,
} from '../shared/service.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

export const ME_SCOPES =
  'openid create:me:authentication_methods read:me:authentication_methods delete:me:authentication_methods read:me:factors';
/** The My Account scopes <auth-profile> asks for (its passkeys and two-step verification): all of them. */
export const MY_ACCOUNT_SCOPES = [
  'create:me:authentication_methods',
  'read:me:authentication_methods',
  'update:me:authentication_methods',
  'delete:me:authentication_methods',
  'read:me:factors',
].join(' ');

/** A user with an authenticator app and a recovery code. */
export interface MfaUser {
  email: string;
  password: string;
  /** The app's key (base32). */
  secret: string;
  recoveryCode: string;
}

/** The app's code for the 30-second step `offset` steps from now (the service accepts -1, 0 and +1, each once). */
export function appCode(user: Pick<MfaUser, 'secret'>, offset = 0): string {
  return totp(user.secret, Date.now() + offset * TOTP_STEP_MS);
}

/** A six-digit code none of the steps the service accepts now has: a wrong code, certainly. */
export function wrongCode(user: Pick<MfaUser, 'secret'>): string {
  return wrongCodeAt(user.secret);
}

/** Signs up a user and enrols an app (confirmed with the previous step's code) and a recovery code. */
export async function mfaUser(prefix = 'mfa'): Promise<MfaUser> {
  const { serviceUrl } = await testEnv();
  const { email } = await createUser(serviceUrl, { email: uniqueEmail(prefix), password: PASSWORD });
  const tokens = await new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID }).client.oauthToken({
    grantType: PASSWORD_REALM_GRANT,
    username: email,
    password: PASSWORD,
    realm: REALM,
    audience: `${serviceUrl}/me/`,
    scope: ME_SCOPES,
  });
  const account = new MyAccount({ domain: serviceUrl, token: tokens.access_token as string });
  const recovery = await account.enrolRecoveryCode();
  await account.confirmRecoveryCode(recovery);
  const secret = await enrolApp(tokens.access_token as string);
  return { email, password: PASSWORD, secret, recoveryCode: recovery.recoveryCode };
}

/** Enrols an authenticator app with a My Account token ({@link ME_SCOPES}); answers its key. */
export async function enrolApp(token: string): Promise<string> {
  const { serviceUrl } = await testEnv();
  const account = new MyAccount({ domain: serviceUrl, token });
  const totp = await account.enrolTotp();
  const secret = totp.manualInputCode ?? new URL(totp.barcodeUri).searchParams.get('secret') ?? '';
  // The step before now: the codes of now and the next step stay unused for the sign-in.
  await account.verifyTotp(totp, appCode({ secret }, -1));
  return secret;
}

/** The service's `mfa_required` answer to the user's password (the password-realm grant). */
export async function mfaRequired(user: Pick<MfaUser, 'email' | 'password'>): Promise<AuthError> {
  const { serviceUrl } = await testEnv();
  try {
    await new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID }).client.oauthToken({
      grantType: PASSWORD_REALM_GRANT,
      username: user.email,
      password: user.password,
      realm: REALM,
      scope: 'openid profile email',
    });
  } catch (error) {
    if (error instanceof AuthError && error.code === 'mfa_required') return error;
    throw error;
  }
  throw new Error('The password was accepted without a second factor');
}
