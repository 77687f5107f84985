// The same app's other page, signing in with our elements instead: <auth-provider> and <auth-login>
// (embedded login, then the redirect back here), configured from the service the test gives it.
import 'auth-elements/auth-provider';
import 'auth-elements/auth-login';

const { url, clientId } = window.authTestService;
const status = document.getElementById('status');
const provider = Object.assign(document.createElement('auth-provider'), {
  domain: url,
  clientId,
  redirectUri: `${location.origin}/elements.html`,
});
provider.append(document.createElement('auth-login'));
provider.addEventListener('auth-success', (event) => {
  const { email } = event.detail.authResult.idTokenPayload;
  const organization = event.detail.organization;
  status.textContent = `Signed in as ${email}${organization ? ` in ${organization.id}` : ''}`;
});
provider.addEventListener('auth-error', (event) => {
  status.textContent = `Sign-in failed: ${event.detail.error.message}`;
});
document.querySelector('main').append(provider);
