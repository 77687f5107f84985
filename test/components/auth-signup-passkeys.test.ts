// <auth-signup passkeys> against the local identity service, with Chromium's virtual authenticator: the
// passkey as the first way (the e-mail, then the browser's prompt; no password), the password form still
// there, the result taken by <auth-provider>, an e-mail already registered, a cancelled prompt.
import { elementUpdated, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/components/auth-signup/auth-signup.js';
import '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-provider/auth-provider.js';
import type { AuthSignup } from '../../src/components/auth-signup/auth-signup.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import type { AuthResult } from '../../src/core/index.js';
import { CLIENT_ID, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { addAuthenticator, removeAuthenticators } from '../core/passkey-helpers.js';
import { spyFetch } from '../core/service-helpers.js';
import { deepActiveElement, part } from './form-element-helpers.js';

describe('<auth-signup passkeys>', function () {
  // Real ceremonies and sign-ins against the service on a shared machine.
  this.timeout(20_000);
  let env: TestEnv;

  before(async () => {
    env = await testEnv();
  });
  afterEach(async () => {
    sinon.restore();
    await removeAuthenticators();
  });

  const passkeyButton = (el: AuthSignup): HTMLButtonElement =>
    el.querySelector('button[data-passkey-button]') as HTMLButtonElement;
  const email = (el: AuthSignup): HTMLInputElement =>
    el.querySelector('input[name="email"]') as HTMLInputElement;

  async function signupFixture(): Promise<{ provider: AuthProvider; signup: AuthSignup }> {
    const provider = await fixture<AuthProvider>(
      html`<auth-provider domain=${env.serviceUrl} client-id=${CLIENT_ID} redirect-uri=${`${env.testOrigin}/`}
        ><auth-signup passkeys></auth-signup><auth-login hidden></auth-login
      ></auth-provider>`,
    );
    const signup = provider.querySelector('auth-signup') as AuthSignup;
    await waitUntil(() => passkeyButton(signup), 'no passkey button');
    return { provider, signup };
  }

  it('creates the account with a passkey from the e-mail alone, first way; the password form stays', async () => {
    await addAuthenticator();
    const { provider, signup } = await signupFixture();
    // The order in the form: e-mail, the passkey button, then the password way.
    const controls = [...signup.querySelectorAll('input, button')].map(
      (control) =>
        control.getAttribute('name') ?? (control.hasAttribute('data-passkey-button') ? 'passkey' : ''),
    );
    expect(controls.indexOf('email')).to.equal(0);
    expect(controls.indexOf('passkey')).to.equal(1);
    expect(controls.indexOf('password')).to.be.greaterThan(1);
    expect(signup.querySelector('button[type="submit"]')).not.to.equal(null);
    await expect(signup).to.be.accessible();

    const address = uniqueEmail('signup-passkey');
    email(signup).value = address;
    const spy = spyFetch();
    const heard = { element: 0, provider: 0 };
    signup.addEventListener('auth-success', () => heard.element++);
    provider.addEventListener('auth-success', () => heard.provider++);
    const success = oneEvent(signup, 'auth-success');
    passkeyButton(signup).click();
    const { detail } = (await success) as CustomEvent<{ authResult: AuthResult }>;
    expect(detail.authResult.idTokenPayload?.['email']).to.equal(address);
    // No password went anywhere: the passkey API's registration, then the token exchange.
    const register = spy.exchanges.find(({ request }) => request.url.endsWith('/passkey/register'));
    expect(await register!.request.json()).to.deep.include({ user_profile: { email: address } });
    for (const { request } of spy.exchanges) expect(request.url).not.to.include('/dbconnections/signup');
    await waitUntil(() => provider.isAuthenticated, 'the provider did not take the session');
    await elementUpdated(signup);
    expect(part(signup, 'signed-in').textContent).to.include(address);
    expect(heard).to.deep.equal({ element: 1, provider: 1 });
  });

  it('an e-mail already registered: the same message and "Log in instead" as the password sign-up', async () => {
    await addAuthenticator();
    const { signup } = await signupFixture();
    email(signup).value = 'demo@example.com';
    const failed = oneEvent(signup, 'auth-error');
    passkeyButton(signup).click();
    const { detail } = (await failed) as CustomEvent<{ error: { code: string } }>;
    expect(detail.error.code).to.equal('user_exists');
    await elementUpdated(signup);
    expect(part(signup, 'error').textContent?.trim()).to.equal('An account with this email already exists.');
    expect(part(signup, 'login-instead').textContent?.trim()).to.equal('Log in instead');
    expect(deepActiveElement()).to.equal(email(signup));
    expect(email(signup).value).to.equal('demo@example.com');
  });

  it('asks for the e-mail first, and says so when the prompt is cancelled (focus on the message)', async () => {
    await addAuthenticator({ isUserVerified: false });
    const { signup } = await signupFixture();
    const spy = spyFetch();
    passkeyButton(signup).click();
    await waitUntil(() => deepActiveElement() === email(signup), 'focus is not on the e-mail field');
    // Nothing about the user went anywhere. (The field's first focus may read the client's public
    // information, `/client/{id}.js`, to match company domains: run alone, this file is the first to.)
    const sent = spy.exchanges.filter(({ request }) => !new URL(request.url).pathname.startsWith('/client/'));
    expect(sent).to.have.length(0);

    email(signup).value = uniqueEmail('signup-cancel');
    (signup.querySelector('input[name="password"]') as HTMLInputElement).value = 'typed-so-far';
    const failed = oneEvent(signup, 'auth-error');
    passkeyButton(signup).click();
    const { detail } = (await failed) as CustomEvent<{ error: { code: string } }>;
    expect(detail.error.code).to.equal('passkey_cancelled');
    await waitUntil(() => deepActiveElement() === part(signup, 'error'), 'focus is not on the message');
    expect(part(signup, 'error').textContent?.trim()).to.equal(
      'No passkey was used. Try again or use your password.',
    );
    expect((signup.querySelector('input[name="password"]') as HTMLInputElement).value).to.equal(
      'typed-so-far',
    );
    await expect(signup).to.be.accessible();
  });
});
