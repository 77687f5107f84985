// An application that knows nothing of auth-elements: the real auth0-spa-js for log-in (the service's
// hosted page, silent authentication, invitations) and the service's passkey API for a passkey sign-up.
// Its tests put the service's address in `window.authTestService`; in production it would be configured.
import { Auth0Client } from '/auth0-spa-js.js';

const service = window.authTestService;
const status = document.getElementById('status');
const auth0 = new Auth0Client({
  domain: service.url,
  clientId: service.clientId,
  authorizationParams: { redirect_uri: `${location.origin}/` },
});

function claimsOf(idToken) {
  const payload = idToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(payload));
}

function show(user) {
  document.getElementById('signed-out').hidden = Boolean(user);
  document.getElementById('logout').hidden = !user;
  status.textContent = user
    ? `Signed in as ${user.email}${user.org_id ? ` in ${user.org_id}` : ''}`
    : 'Signed out';
}

async function passkeySignUp(email) {
  const post = async (path, body) => {
    const response = await fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: service.clientId, ...body }),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const challenge = await post('/passkey/register', { user_profile: { email } });
  const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(challenge.authn_params_public_key);
  const credential = await navigator.credentials.create({ publicKey });
  const tokens = await post('/oauth/token', {
    grant_type: 'urn:okta:params:oauth:grant-type:webauthn',
    auth_session: challenge.auth_session,
    authn_response: credential.toJSON(),
    scope: 'openid profile email',
  });
  show(claimsOf(tokens.id_token));
}

document.getElementById('login').addEventListener('click', () => auth0.loginWithRedirect());
document
  .getElementById('logout')
  .addEventListener('click', () => auth0.logout({ logoutParams: { returnTo: `${location.origin}/` } }));
document.getElementById('passkey-signup').addEventListener('submit', (event) => {
  event.preventDefault();
  passkeySignUp(new FormData(event.target).get('email')).catch((error) => {
    status.textContent = `Sign-up failed: ${error.message}`;
  });
});

const params = new URLSearchParams(location.search);
try {
  if (params.has('invitation') && params.has('organization')) {
    // An invitation link: the service's page signs the invitee in (or up) and makes them a member.
    await auth0.loginWithRedirect({
      authorizationParams: { invitation: params.get('invitation'), organization: params.get('organization') },
    });
  } else if (params.has('code') && params.has('state')) {
    await auth0.handleRedirectCallback();
    history.replaceState(null, '', '/');
    show(claimsOf((await auth0.getIdTokenClaims()).__raw));
  } else {
    // Silent authentication: signed in when the service has a session (no cookie of the app needed).
    await auth0.getTokenSilently().catch(() => undefined);
    const claims = await auth0.getIdTokenClaims();
    show(claims ? claimsOf(claims.__raw) : undefined);
  }
} catch (error) {
  status.textContent = `Sign-in failed: ${error.message}`;
  document.getElementById('signed-out').hidden = false;
}
