// The service's hosted log-in page with a passkey, with Chromium's virtual authenticator making real
// credentials: a passkey-only user signs in from the e-mail field's autofill or the "Sign in with a
// passkey" button and gets the same session a password log-in gets (a later silent request is answered);
// a second factor the policy asks for still follows; the refusals (a passkey of a connection the login
// may not use, an unknown credential, a replayed challenge: of two parallel verifications exactly one
// wins) and the CSRF check of the form.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { CLIENT_ID, uniqueEmail } from '../shared/service.js';
import { createCredential, getCredential, registerPasskey } from './passkey-browser.js';
import type { AuthenticatorPage } from './passkey-browser.js';
import { useServiceBrowser } from './service-browser.js';
import { WEBAUTHN_GRANT } from '../../src/core/lib/grant-types.js';

const USERNAME_CONNECTION = 'Username-Required';

type Json = Record<string, unknown>;

/** The app: a localhost origin (a secure context; the RP ID `localhost` is valid there) with a callback. */
const suite = useServiceBrowser({
  app: { handle: (_request, response) => response.end('<!doctype html><title>app</title>') },
  service: (origin) => ({ callbackUrls: [`${origin}/callback`] }),
});
const appOrigin = () => suite.appOrigin;
const callback = () => `${suite.appOrigin}/callback`;

function authorizeUrl(extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: callback(),
    response_type: 'code',
    scope: 'openid profile email',
    state: 'st',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${suite.service.url}/authorize?${params.toString()}`;
}

/** A page on the app's origin with a virtual authenticator holding a passkey of a new passkey-only user. */
async function passkeyUser(): Promise<{ auth: AuthenticatorPage; email: string }> {
  const auth = await suite.authenticator(appOrigin(), {}, { serve: false });
  const email = uniqueEmail('hosted-pk');
  const { authSession, credential } = await registerPasskey(
    suite.service.url,
    auth,
    { email },
    { headers: { Origin: appOrigin() } },
  );
  const signup = await fetch(`${suite.service.url}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: appOrigin() },
    body: JSON.stringify({
      grant_type: WEBAUTHN_GRANT,
      client_id: CLIENT_ID,
      auth_session: authSession,
      authn_response: credential,
      scope: 'openid email',
    }),
  });
  assert.equal(signup.status, 200, await signup.text());
  return { auth, email };
}

/** Serves an empty page for any address under the service's origin (no hosted page runs there). */
async function blankServicePage(page: Page): Promise<void> {
  await page.route(`${suite.service.url}/blank`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto(`${suite.service.url}/blank`);
}

/** The hosted page's challenge for the login of `authorize` (the /authorize query). */
async function hostedChallenge(authorize: string) {
  const response = await fetch(`${suite.service.url}/u/passkey/challenge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: suite.service.url },
    body: JSON.stringify({ authorize }),
  });
  const body = (await response.json()) as Json;
  assert.equal(response.status, 200, JSON.stringify(body));
  return body as { auth_session: string; authn_params_public_key: Json };
}

/** Posts the hosted passkey form as the page does (from the service's own origin unless `origin` says otherwise). */
function postHosted(
  fields: { authorize: string; auth_session: string; credential: unknown },
  origin: string = suite.service.url,
): Promise<Response> {
  return fetch(`${suite.service.url}/u/passkey`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({
      authorize: fields.authorize,
      auth_session: fields.auth_session,
      credential: JSON.stringify(fields.credential),
    }).toString(),
  });
}

const queryOf = (url: string) => new URL(url).search.slice(1);

describe('the hosted log-in page with a passkey', () => {
  it('signs a passkey-only user in from the e-mail field (autofill): a session that answers silent requests', async () => {
    const { auth } = await passkeyUser();
    const page = auth.page;
    await page.goto(authorizeUrl());
    // The conditional request the page starts on load picks the authenticator's passkey; no click.
    await page.waitForURL((url) => url.href.startsWith(callback()));
    assert.ok(new URL(page.url()).searchParams.get('code'), page.url());
    // The service now has a session: a silent request in the same browser is answered with a code.
    await page.goto(authorizeUrl({ prompt: 'none', state: 'silent' }));
    await page.waitForURL((url) => url.href.startsWith(callback()) && url.href.includes('state=silent'));
    const silent = new URL(page.url()).searchParams;
    assert.equal(silent.get('error'), null, page.url());
    assert.ok(silent.get('code'));
  });

  it('signs in with the "Sign in with a passkey" button', async () => {
    const { auth } = await passkeyUser();
    const page = auth.page;
    // No passkey in the authenticator while the page loads: the autofill request finds none.
    const { credentials } = await auth.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: auth.authenticatorId,
    });
    await auth.cdp.send('WebAuthn.clearCredentials', { authenticatorId: auth.authenticatorId });
    await page.goto(authorizeUrl());
    const button = page.getByRole('button', { name: 'Sign in with a passkey' });
    await button.waitFor();
    for (const credential of credentials) {
      await auth.cdp.send('WebAuthn.addCredential', { authenticatorId: auth.authenticatorId, credential });
    }
    await button.click();
    await page.waitForURL((url) => url.href.startsWith(callback()));
    assert.ok(new URL(page.url()).searchParams.get('code'), page.url());
  });

  it('refuses a passkey of a connection this login may not use', async () => {
    const { auth } = await passkeyUser();
    await blankServicePage(auth.page);
    const authorize = queryOf(authorizeUrl({ connection: USERNAME_CONNECTION }));
    const challenge = await hostedChallenge(authorize);
    const assertion = await getCredential(auth.page, challenge.authn_params_public_key);
    const refused = await postHosted({
      authorize,
      auth_session: challenge.auth_session,
      credential: assertion,
    });
    assert.equal(refused.status, 401);
    assert.match(await refused.text(), /This passkey cannot sign in here/);
    assert.equal(refused.headers.get('set-cookie'), null, 'no session');

    // And a passkey whose connection is not enabled for the client.
    const connection = suite.service.store.data.connections.find(
      (c) => c.name === 'Username-Password-Authentication',
    )!;
    const plain = queryOf(authorizeUrl());
    const second = await hostedChallenge(plain);
    const again = await getCredential(auth.page, second.authn_params_public_key);
    const enabled = connection.enabled_clients;
    connection.enabled_clients = [];
    try {
      const disabled = await postHosted({
        authorize: plain,
        auth_session: second.auth_session,
        credential: again,
      });
      assert.notEqual(disabled.status, 303);
      assert.equal(disabled.headers.get('set-cookie'), null, 'no session');
    } finally {
      connection.enabled_clients = enabled;
    }
  });

  it('refuses a credential the service does not know', async () => {
    const auth = await suite.authenticator(appOrigin(), {}, { serve: false });
    const email = uniqueEmail('hosted-unknown');
    // Made by the authenticator but never registered (the sign-up's token request is not sent).
    await registerPasskey(suite.service.url, auth, { email }, { headers: { Origin: appOrigin() } });
    await blankServicePage(auth.page);
    const authorize = queryOf(authorizeUrl());
    const challenge = await hostedChallenge(authorize);
    const assertion = await getCredential(auth.page, challenge.authn_params_public_key);
    const refused = await postHosted({
      authorize,
      auth_session: challenge.auth_session,
      credential: assertion,
    });
    assert.equal(refused.status, 401);
    assert.match(await refused.text(), /This passkey cannot sign in here/);
    assert.equal(refused.headers.get('set-cookie'), null);
  });

  it('spends a challenge once: of two parallel verifications exactly one wins', async () => {
    const { auth } = await passkeyUser();
    await blankServicePage(auth.page);
    const authorize = queryOf(authorizeUrl());
    const challenge = await hostedChallenge(authorize);
    const assertion = await getCredential(auth.page, challenge.authn_params_public_key);
    const fields = { authorize, auth_session: challenge.auth_session, credential: assertion };
    const answers = await Promise.all([postHosted(fields), postHosted(fields)]);
    const statuses = answers.map((a) => a.status).sort();
    assert.deepEqual(statuses, [303, 401], `statuses ${statuses.join(', ')}`);
    const won = answers.find((a) => a.status === 303)!;
    assert.ok(new URL(won.headers.get('location')!).searchParams.get('code'));
    // A third try later is refused too.
    assert.equal((await postHosted(fields)).status, 401);
  });

  it('refuses a form post from another site (CSRF), and spends nothing', async () => {
    const { auth } = await passkeyUser();
    await blankServicePage(auth.page);
    const authorize = queryOf(authorizeUrl());
    const challenge = await hostedChallenge(authorize);
    const assertion = await getCredential(auth.page, challenge.authn_params_public_key);
    const fields = { authorize, auth_session: challenge.auth_session, credential: assertion };
    const forged = await postHosted(fields, 'https://attacker.example');
    assert.equal(forged.status, 403);
    // The real page's post still works: the forged one reached no handler.
    assert.equal((await postHosted(fields)).status, 303);
  });

  it('asks for the second factor the policy needs after the passkey', async () => {
    const { auth } = await passkeyUser();
    const data = suite.service.store.data;
    const policy = data.mfa_policy;
    data.mfa_policy = 'always';
    try {
      await auth.page.goto(authorizeUrl());
      // Under `always` a user without a factor enrols an authenticator app before the login completes.
      await auth.page.getByRole('heading', { name: 'Set up two-step verification' }).waitFor();
      assert.ok(!auth.page.url().startsWith(callback()));
    } finally {
      data.mfa_policy = policy;
    }
  });

  it('offers the passkey without storing a challenge for every page view; its CSP lets it fetch its own origin only', async () => {
    const before = suite.service.store.data.passkey_sessions.length;
    const page = await fetch(authorizeUrl());
    const text = await page.text();
    assert.match(text, /Sign in with a passkey/);
    assert.equal(suite.service.store.data.passkey_sessions.length, before, 'the page itself stores nothing');
    assert.match(page.headers.get('content-security-policy') ?? '', /connect-src 'self'/);
  });

  it('refuses a challenge for an authorize request that is not valid', async () => {
    const response = await fetch(`${suite.service.url}/u/passkey/challenge`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: suite.service.url },
      body: JSON.stringify({ authorize: 'client_id=nobody' }),
    });
    assert.equal(response.status, 400);
  });

  it('the credential the authenticator makes for a sign-up on the hosted page is not accepted as an assertion', async () => {
    const auth = await suite.authenticator(appOrigin(), {}, { serve: false });
    const register = await fetch(`${suite.service.url}/passkey/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: appOrigin() },
      body: JSON.stringify({ client_id: CLIENT_ID, user_profile: { email: uniqueEmail('hosted-reg') } }),
    });
    const options = ((await register.json()) as Json)['authn_params_public_key'];
    const created = await createCredential(auth.page, options);
    const authorize = queryOf(authorizeUrl());
    const challenge = await hostedChallenge(authorize);
    const refused = await postHosted({
      authorize,
      auth_session: challenge.auth_session,
      credential: created,
    });
    assert.equal(refused.status, 401);
  });
});
