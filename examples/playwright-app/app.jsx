// A React application that knows nothing of auth-elements: the real auth0-spa-js for log-in (the service's
// hosted page, silent authentication, invitations) and the service's passkey API for a passkey sign-up.
// Its tests put the service's address in `window.authTestService`; in production it would be configured.
import { Auth0Client } from '@auth0/auth0-spa-js';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const service = window.authTestService;
const auth0 = new Auth0Client({
  domain: service.url,
  clientId: service.clientId,
  authorizationParams: { redirect_uri: `${location.origin}/` },
});

/** The signed-in user's ID token claims, or undefined: run once when the page loads. */
async function start() {
  const params = new URLSearchParams(location.search);
  if (params.has('invitation') && params.has('organization')) {
    // An invitation link: the service's page signs the invitee in (or up) and makes them a member.
    await auth0.loginWithRedirect({
      authorizationParams: { invitation: params.get('invitation'), organization: params.get('organization') },
    });
    return new Promise(() => {}); // the page is leaving
  }
  if (params.has('code') && params.has('state')) {
    await auth0.handleRedirectCallback();
    history.replaceState(null, '', '/');
  } else {
    // Silent authentication: signed in when the service has a session (no cookie of the app needed).
    await auth0.getTokenSilently().catch(() => undefined);
  }
  return auth0.getIdTokenClaims();
}
const started = start();

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
  const payload = tokens.id_token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(payload));
}

function statusText({ phase, user, error }) {
  if (phase === 'loading') return 'Loading…';
  if (error) return `${phase === 'signup' ? 'Sign-up' : 'Sign-in'} failed: ${error.message}`;
  if (!user) return 'Signed out';
  return `Signed in as ${user.email}${user.org_id ? ` in ${user.org_id}` : ''}`;
}

function App() {
  const [state, setState] = useState({ phase: 'loading' });
  useEffect(() => {
    started.then(
      (user) => setState({ phase: 'ready', user }),
      (error) => setState({ phase: 'ready', error }),
    );
  }, []);

  const signUp = (event) => {
    event.preventDefault();
    passkeySignUp(new FormData(event.currentTarget).get('email')).then(
      (user) => setState({ phase: 'ready', user }),
      (error) => setState({ phase: 'signup', error }),
    );
  };
  const signedIn = Boolean(state.user);

  return (
    <main>
      <h1>Example app</h1>
      <p role="status">{statusText(state)}</p>
      {state.phase !== 'loading' && !signedIn && (
        <section>
          <button type="button" onClick={() => auth0.loginWithRedirect()}>
            Log in
          </button>
          <form onSubmit={signUp}>
            <label>
              E-mail <input name="email" type="email" required autoComplete="username webauthn" />
            </label>
            <button type="submit">Sign up with a passkey</button>
          </form>
        </section>
      )}
      {signedIn && (
        <button
          type="button"
          onClick={() => auth0.logout({ logoutParams: { returnTo: `${location.origin}/` } })}
        >
          Log out
        </button>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
