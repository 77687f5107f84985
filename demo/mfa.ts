// The two-step verification page: a request of the page's own (the password-realm grant) for the MFA
// demo user, whose `mfa_required` answer <auth-login> completes with its code step
// (`completeSecondFactor`). The step-up of <auth-provider> needs no code here: it follows a renewal.
import { AuthError, WebAuth } from '../src/index.js';
import type { AuthLogin, AuthProvider } from '../src/index.js';

const MFA_USER = { email: 'mfa@example.com', password: 'Passw0rd!' };

const provider = document.querySelector<AuthProvider>('auth-provider');
const login = document.querySelector<AuthLogin>('auth-login');
const button = document.querySelector<HTMLButtonElement>('#own-request');

button?.addEventListener('click', async () => {
  if (!provider || !login) return;
  const webAuth = new WebAuth({ domain: provider.domain ?? '', clientID: provider.clientId ?? '' });
  try {
    await webAuth.client.oauthToken({
      grantType: 'http://auth0.com/oauth/grant-type/password-realm',
      username: MFA_USER.email,
      password: MFA_USER.password,
      realm: 'Username-Password-Authentication',
      scope: 'openid profile email',
    });
  } catch (error) {
    if (error instanceof AuthError && error.code === 'mfa_required') {
      await login.completeSecondFactor(error);
      return;
    }
    throw error;
  }
});
