// <auth-profile>'s linked accounts for a user who signed up with a passkey and has no password, against
// the local identity service in Chromium (the virtual authenticator makes the passkey through the real
// sign-up ceremony): once the My Account API's methods show no password for the e-mail account, it reads
// "Email and passkey" and offers no "Change password"; a user with a password keeps both; without a My
// Account token the profile cannot know, and shows the account as it always did.
import { elementUpdated, expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/components/auth-profile/auth-profile.js';
import type { AuthProfile } from '../../../src/components/auth-profile/auth-profile.js';
import { PROFILE_MANAGEMENT_SCOPES } from '../../../src/components/auth-profile/access.js';
import { WebAuth } from '../../../src/core/index.js';
import { PASSWORD_REALM_GRANT } from '../../../src/core/lib/grant-types.js';
import { clearWebAuthClients } from '../../../src/internal/client-registry.js';
import { englishStrings } from '../../english.js';
import { CLIENT_ID, REALM, testEnv, uniqueEmail } from '../../browser-helpers.js';
import { addAuthenticator, removeAuthenticators } from '../../core/passkey-helpers.js';
import { part, realUser } from '../form-element-helpers.js';
import { PASSWORD } from '../../shared/service.js';
import { MY_ACCOUNT_SCOPES } from '../mfa-helpers.js';

interface Tokens {
  sub: string;
  email: string;
  management: string;
  myAccount?: string;
}

const subjectOf = (token: string): string =>
  (JSON.parse(atob((token.split('.')[1] as string).replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string })
    .sub;

/**
 * A new user made by the service's passkey sign-up (the browser's prompt, answered by the virtual
 * authenticator), with a Management token from the sign-up and a My Account token from a passkey log-in.
 */
async function passkeyOnlyUser(): Promise<Required<Tokens>> {
  const { serviceUrl } = await testEnv();
  await addAuthenticator();
  const webAuth = new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID });
  const email = uniqueEmail('profile-passkey-only');
  const signedUp = await webAuth.passkeys.signup({
    email,
    audience: `${serviceUrl}/api/v2/`,
    scope: `openid profile email ${PROFILE_MANAGEMENT_SCOPES}`,
  });
  const loggedIn = await webAuth.passkeys.login({
    audience: `${serviceUrl}/me/`,
    scope: `openid ${MY_ACCOUNT_SCOPES}`,
  });
  const management = signedUp.accessToken as string;
  return { sub: subjectOf(management), email, management, myAccount: loggedIn.accessToken as string };
}

/** A new user who signed up with a password, with both tokens (password-realm grant). */
async function passwordUser(): Promise<Required<Tokens>> {
  const { serviceUrl } = await testEnv();
  const user = await realUser('profile-password');
  const tokens = await new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID }).client.oauthToken({
    grantType: PASSWORD_REALM_GRANT,
    username: user.email,
    password: PASSWORD,
    realm: REALM,
    audience: `${serviceUrl}/me/`,
    scope: `openid ${MY_ACCOUNT_SCOPES}`,
  });
  return {
    sub: user.sub,
    email: user.email,
    management: user.accessToken,
    myAccount: tokens.access_token as string,
  };
}

/** The profile with the page's tokens; waits for the user and, with a My Account token, the passkeys. */
async function profileWith(tokens: Tokens): Promise<AuthProfile> {
  const { serviceUrl } = await testEnv();
  const el = await fixture<AuthProfile>(
    html`<auth-profile
      domain=${serviceUrl}
      client-id=${CLIENT_ID}
      user-id=${tokens.sub}
      lang="en"
      .token=${tokens.management}
      .myAccountToken=${tokens.myAccount}
    ></auth-profile>`,
  );
  await waitUntil(() => part(el, 'identity-name') !== null, 'the profile did not load', { timeout: 10000 });
  if (tokens.myAccount) {
    await waitUntil(() => part(el, 'passkeys') !== null, 'the passkeys section did not appear', {
      timeout: 10000,
    });
  }
  await elementUpdated(el);
  return el;
}

const words = (node: Node | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('<auth-profile> of a passkey-only user', () => {
  afterEach(async () => {
    clearWebAuthClients();
    await removeAuthenticators();
  });

  it('reads "Email and passkey" and offers no "Change password" once the My Account API shows no password', async () => {
    const user = await passkeyOnlyUser();
    const el = await profileWith(user);
    expect(words(part(el, 'identities'))).not.to.include(englishStrings.profileIdentityPassword);
    expect(part(el, 'password-button')).to.equal(null);
    expect(words(el.shadowRoot)).not.to.include(englishStrings.profileChangePassword);
    expect(words(part(el, 'identity-name'))).to.equal(
      `${englishStrings.profileIdentityPasskey} ${englishStrings.profileIdentityMain}`,
    );
    expect(words(part(el, 'identity-detail'))).to.equal(user.email);
    await expect(el).to.be.accessible();
  });

  it('keeps "Email and password" and "Change password" for a user with a password', async () => {
    const user = await passwordUser();
    const el = await profileWith(user);
    expect(words(part(el, 'identity-name'))).to.equal(
      `${englishStrings.profileIdentityPassword} ${englishStrings.profileIdentityMain}`,
    );
    expect(words(part(el, 'password-button'))).to.equal(englishStrings.profileChangePassword);
  });

  it('shows the account as before when it has no My Account token to know (the page gave only a Management token)', async () => {
    const { management, sub, email } = await passkeyOnlyUser();
    const el = await profileWith({ management, sub, email });
    expect(part(el, 'sign-in-methods')).to.equal(null);
    expect(words(part(el, 'identity-name'))).to.equal(
      `${englishStrings.profileIdentityPassword} ${englishStrings.profileIdentityMain}`,
    );
    expect(part(el, 'password-button')).to.not.equal(null);
  });
});
