// <auth-login passkeys> against the local identity service, with Chromium's virtual authenticator making
// real passkeys: the button (first), autofill (a conditional request while the form is shown, aborted
// before another prompt, on a view switch and on disconnect), the result heard once on the element and
// once on <auth-provider>, the errors users see, where passkeys cannot work, and the upgrade offer after a
// password log-in.
import { elementUpdated, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-signup/auth-signup.js';
import '../../src/components/auth-provider/auth-provider.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import { MyAccount } from '../../src/core/index.js';
import type { AuthResult } from '../../src/core/index.js';
import type { AuthPasskeyCreatedEventDetail } from '../../src/internal/events.js';
import { CLIENT_ID, REALM, testEnv, uniqueEmail } from '../browser-helpers.js';
import { createUser } from '../shared/service.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';
import type { TestEnv } from '../browser-helpers.js';
import {
  addAuthenticator,
  addCredential,
  credentialsOf,
  removeAuthenticator,
  removeAuthenticators,
} from '../core/passkey-helpers.js';
import type { VirtualCredential } from '../core/passkey-helpers.js';
import { GOOD_PASSWORD, newClient, spyFetch, stubNavigation } from '../core/service-helpers.js';
import { decodeJwt, freshUser, withSession } from '../core/session-helpers.js';
import { deepActiveElement, part } from './form-element-helpers.js';
import { appCode, enrolApp, ME_SCOPES } from './mfa-helpers.js';
import { sendKeys } from '@web/test-runner-commands';

/** What the element says when the service refuses a passkey. */
const PASSKEY_REFUSED =
  'This passkey was not accepted. It may have been removed from your account: use another passkey or your password.';

const UPGRADE_SCOPE = 'openid profile email read:me:authentication_methods create:me:authentication_methods';

describe('<auth-login passkeys>', function () {
  // Real ceremonies and sign-ins against the service on a shared machine.
  this.timeout(20_000);
  let env: TestEnv;

  before(async () => {
    env = await testEnv();
    // Chromium answers whether autofill offers passkeys by its authenticators; the element asks once
    // per page: asked here with one, as a browser with a platform authenticator answers.
    const device = await addAuthenticator();
    // Hidden: it asks, but starts no autofill request of its own.
    const login = await fixture<AuthLogin>(
      html`<auth-login hidden passkeys domain=${env.serviceUrl} client-id=${CLIENT_ID}></auth-login>`,
    );
    const email = () => login.querySelector('input[name="email"]');
    // The e-mail field offers passkeys only where the browser said autofill has them.
    await waitUntil(() => email()?.getAttribute('autocomplete') === 'username webauthn', 'no autofill token');
    login.remove();
    await removeAuthenticator(device);
  });
  afterEach(async () => {
    sinon.restore();
    await removeAuthenticators();
    localStorage.removeItem('auth-elements.passkey-upgrade.not-now');
  });

  /** A passkey user, made on a virtual authenticator that is then removed: their credential, to add later. */
  async function passkeyUser(prefix: string): Promise<{ sub: string; credential: VirtualCredential }> {
    const device = await addAuthenticator();
    const result = await newClient(env).passkeys.signup({ email: uniqueEmail(prefix) });
    const [credential] = await credentialsOf(device);
    await removeAuthenticator(device);
    return { sub: result.idTokenPayload?.sub ?? '', credential: credential! };
  }

  /**
   * Watches navigator.credentials.get (calls go through to the browser): each call's options, and for each
   * modal call whether every autofill request before it was aborted by then. `modalAfter`: a modal call goes
   * through once it settles (the element waits meanwhile, as for a device that is not there yet).
   */
  function watchGet(
    modalAfter?: Promise<void>,
  ): CredentialRequestOptions[] & { autofillAbortedAtModal?: boolean[] } {
    const calls: CredentialRequestOptions[] & { autofillAbortedAtModal?: boolean[] } = [];
    calls.autofillAbortedAtModal = [];
    const real = navigator.credentials.get.bind(navigator.credentials);
    sinon.stub(navigator.credentials, 'get').callsFake((options?: CredentialRequestOptions) => {
      if (options?.mediation !== 'conditional') {
        calls.autofillAbortedAtModal!.push(
          calls.every((call) => call.mediation !== 'conditional' || call.signal?.aborted === true),
        );
      }
      calls.push(options ?? {});
      // A modal request goes to the browser once `modalAfter` settles (the test puts a device in place).
      return options?.mediation !== 'conditional' && modalAfter
        ? modalAfter.then(() => real(options))
        : real(options);
    });
    return calls;
  }

  const conditionalCall = (calls: CredentialRequestOptions[]) =>
    calls.find((options) => options.mediation === 'conditional');

  async function providerWithLogin(extra = ''): Promise<{ provider: AuthProvider; login: AuthLogin }> {
    const provider = await fixture<AuthProvider>(
      html`<auth-provider domain=${env.serviceUrl} client-id=${CLIENT_ID} redirect-uri=${`${env.testOrigin}/`}
        ><auth-login passkeys signup-url=${extra || '/signup.html'}></auth-login
      ></auth-provider>`,
    );
    const login = provider.querySelector('auth-login') as AuthLogin;
    await waitUntil(() => login.shadowRoot?.querySelector('[part~="passkey-button"]'), 'no passkey button');
    return { provider, login };
  }

  it('shows the passkey button first, offers passkeys in the e-mail field, and signs in like a password log-in', async () => {
    const { sub, credential } = await passkeyUser('login-button');
    // The device comes while the prompt waits: the browser gets the request once it holds the passkey (an
    // authenticator added empty to a pending request would answer it before its credential arrives).
    let deviceReady!: () => void;
    const calls = watchGet(new Promise<void>((resolve) => (deviceReady = resolve)));
    const { provider, login } = await providerWithLogin();
    // First: above the social buttons and the form.
    const chrome = [...login.shadowRoot!.querySelectorAll('[part~="passkey"], slot[name="form"]')];
    expect(chrome[0]?.getAttribute('part')).to.equal('passkey');
    const email = login.querySelector('input[name="email"]') as HTMLInputElement;
    await waitUntil(() => email.getAttribute('autocomplete') === 'username webauthn', 'no autofill token');
    // Autofill runs while the form is shown (no authenticator yet: it waits).
    await waitUntil(() => conditionalCall(calls), 'no conditional request');
    expect(conditionalCall(calls)!.signal?.aborted).to.equal(false);

    const heard = { element: 0, provider: 0 };
    login.addEventListener('auth-success', () => heard.element++);
    provider.addEventListener('auth-success', () => heard.provider++);
    const success = oneEvent(login, 'auth-success');
    part<HTMLButtonElement>(login, 'passkey-button').click();
    // The button's prompt starts with the autofill request aborted; it waits for a device.
    await waitUntil(() => calls.autofillAbortedAtModal!.length > 0, 'no prompt');
    expect(calls.autofillAbortedAtModal).to.deep.equal([true]);
    expect(part(login, 'passkey-button').textContent?.trim()).to.equal('Waiting for your passkey…');
    const device = await addAuthenticator();
    await addCredential(device, credential);
    deviceReady();
    const { detail } = (await success) as CustomEvent<{ authResult: AuthResult }>;
    expect(detail.authResult.idTokenPayload?.sub).to.equal(sub);
    await waitUntil(() => provider.isAuthenticated, 'the provider did not take the session');
    expect(provider.session?.authResult).to.equal(detail.authResult);
    await elementUpdated(login);
    expect(part(login, 'signed-in').textContent).to.include('@example.com');
    expect(heard).to.deep.equal({ element: 1, provider: 1 });
    await expect(login).to.be.accessible();
  });

  it('keeps the button’s label on one line in a phone-sized element (311 px wide, as on a 375 px screen)', async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div style="width: 311px">
        <auth-login passkeys domain=${env.serviceUrl} client-id=${CLIENT_ID}></auth-login>
      </div>`,
    );
    const login = box.querySelector('auth-login') as AuthLogin;
    await waitUntil(() => login.shadowRoot?.querySelector('[part~="passkey-button"]'), 'no passkey button');
    const label = part(login, 'passkey-button').querySelector('span')!;
    expect(label.textContent).to.equal('Sign in with a passkey');
    const lines = document.createRange();
    lines.selectNodeContents(label);
    const tops = new Set([...lines.getClientRects()].map((rect) => Math.round(rect.top)));
    expect(tops.size, 'lines of the label').to.equal(1);
  });

  it('signs in from the e-mail field’s autofill (conditional request)', async () => {
    const { sub, credential } = await passkeyUser('login-autofill');
    const device = await addAuthenticator();
    await addCredential(device, credential);
    const calls = watchGet();
    const provider = await fixture<AuthProvider>(
      html`<auth-provider domain=${env.serviceUrl} client-id=${CLIENT_ID} redirect-uri=${`${env.testOrigin}/`}
        ><auth-login passkeys></auth-login
      ></auth-provider>`,
    );
    const login = provider.querySelector('auth-login') as AuthLogin;
    const { detail } = (await oneEvent(login, 'auth-success')) as CustomEvent<{ authResult: AuthResult }>;
    expect(detail.authResult.idTokenPayload?.sub).to.equal(sub);
    expect(calls.map((options) => options.mediation)).to.deep.equal(['conditional']);
    await waitUntil(() => provider.isAuthenticated, 'the provider did not take the session');
  });

  it('an autofill sign-in the service answers mfa_required goes on to the code step, then one auth-success', async () => {
    await addAuthenticator();
    const webAuth = newClient(env);
    const email = uniqueEmail('autofill-mfa');
    await webAuth.passkeys.signup({ email });
    const me = await webAuth.passkeys.login({ audience: `${env.serviceUrl}/me/`, scope: ME_SCOPES });
    const secret = await enrolApp(me.accessToken!);
    const calls = watchGet();
    const heard: string[] = [];
    const login = await fixture<AuthLogin>(
      html`<auth-login
        passkeys
        domain=${env.serviceUrl}
        client-id=${CLIENT_ID}
        @auth-success=${() => heard.push('auth-success')}
        @auth-error=${() => heard.push('auth-error')}
      ></auth-login>`,
    );
    // The device holds the passkey: the autofill request answers; no click on the button.
    await waitUntil(() => login.shadowRoot?.querySelector('[part~="mfa-input"]'), 'no code step');
    expect(calls.map((options) => options.mediation)).to.deep.equal(['conditional']);
    expect(heard).to.deep.equal([]);
    const success = oneEvent(login, 'auth-success');
    part<HTMLInputElement>(login, 'mfa-input').focus();
    await sendKeys({ type: appCode({ secret }) });
    await sendKeys({ press: 'Enter' });
    const { detail } = (await success) as CustomEvent<{ authResult: AuthResult }>;
    expect(detail.authResult.idTokenPayload?.['email']).to.equal(email);
    expect(heard).to.deep.equal(['auth-success']);
  });

  it('aborts the autofill request when the view switches to sign-up, and when the element leaves the page', async () => {
    const calls = watchGet();
    const container = await fixture<HTMLDivElement>(
      html`<div>
        <auth-login passkeys domain=${env.serviceUrl} client-id=${CLIENT_ID}></auth-login>
        <auth-signup domain=${env.serviceUrl} client-id=${CLIENT_ID} hidden></auth-signup>
      </div>`,
    );
    const login = container.querySelector('auth-login') as AuthLogin;
    await waitUntil(() => conditionalCall(calls), 'no conditional request');
    const first = conditionalCall(calls)!;
    expect(first.signal?.aborted).to.equal(false);
    part<HTMLButtonElement>(login, 'signup-link').click();
    await waitUntil(() => first.signal?.aborted, 'the view switch did not abort the autofill request');
    expect(login.hidden).to.equal(true);

    // Shown again: a new autofill request; leaving the page aborts it.
    calls.length = 0;
    login.hidden = false;
    container.querySelector('auth-signup')!.hidden = true;
    await waitUntil(() => conditionalCall(calls), 'no new conditional request once shown again');
    const second = conditionalCall(calls)!;
    login.remove();
    expect(second.signal?.aborted).to.equal(true);
  });

  it('says what happened when no passkey was used, keeps the e-mail, puts focus on the message and offers the password', async () => {
    await addAuthenticator();
    const login = await fixture<AuthLogin>(
      html`<auth-login passkeys domain=${env.serviceUrl} client-id=${CLIENT_ID}></auth-login>`,
    );
    await waitUntil(() => login.shadowRoot?.querySelector('[part~="passkey-button"]'), 'no passkey button');
    const email = login.querySelector('input[name="email"]') as HTMLInputElement;
    email.value = 'typed@example.com';
    const failed = oneEvent(login, 'auth-error');
    part<HTMLButtonElement>(login, 'passkey-button').click();
    const { detail } = (await failed) as CustomEvent<{ error: { code: string } }>;
    expect(detail.error.code).to.equal('passkey_cancelled');
    await elementUpdated(login);
    await waitUntil(() => deepActiveElement() === part(login, 'error'), 'focus is not on the message');
    expect(part(login, 'error').textContent?.trim()).to.equal(
      'No passkey was used. Try again or use your password.',
    );
    expect(email.value).to.equal('typed@example.com');
    await expect(login).to.be.accessible();
    part<HTMLButtonElement>(login, 'use-password').click();
    expect(deepActiveElement()).to.equal(login.querySelector('input[name="password"]'));
  });

  it('shows the service’s refusal of a passkey (a cloned authenticator’s counter)', async () => {
    const { credential } = await passkeyUser('login-refused');
    const first = await addAuthenticator();
    await addCredential(first, credential);
    await newClient(env).passkeys.login();
    await removeAuthenticator(first);
    const clone = await addAuthenticator();
    await addCredential(clone, { ...credential, signCount: 0 });
    // With the credential on the device, autofill would answer at once: shown, as the button's would be.
    const login = await fixture<AuthLogin>(
      html`<auth-login passkeys domain=${env.serviceUrl} client-id=${CLIENT_ID}></auth-login>`,
    );
    const { detail } = (await oneEvent(login, 'auth-error')) as CustomEvent<{ error: { code: string } }>;
    expect(detail.error.code).to.equal('invalid_grant');
    await elementUpdated(login);
    expect(part(login, 'error').textContent?.trim()).to.equal(PASSKEY_REFUSED);
    await waitUntil(() => deepActiveElement() === part(login, 'error'), 'focus is not on the message');
  });

  it('a passkey removed at the service: says the passkey was not accepted, not that a password was wrong', async () => {
    const email = uniqueEmail('login-removed');
    await createUser(env.serviceUrl, { email, password: GOOD_PASSWORD });
    const tokens = await newClient(env).client.oauthToken({
      grantType: PASSWORD_REALM_GRANT,
      username: email,
      password: GOOD_PASSWORD,
      realm: REALM,
      audience: `${env.serviceUrl}/me/`,
      scope: ME_SCOPES,
    });
    const account = new MyAccount({ domain: env.serviceUrl, token: tokens.access_token as string });
    const device = await addAuthenticator();
    const method = await account.enrolPasskey();
    await account.deletePasskey(method.id);
    expect(await credentialsOf(device)).to.have.length(1, 'the device still holds the passkey');
    // With the credential on the device, autofill answers at once: the service refuses it.
    const login = await fixture<AuthLogin>(
      html`<auth-login passkeys domain=${env.serviceUrl} client-id=${CLIENT_ID}></auth-login>`,
    );
    const { detail } = (await oneEvent(login, 'auth-error')) as CustomEvent<{ error: { code: string } }>;
    expect(detail.error.code).to.equal('invalid_grant');
    await elementUpdated(login);
    expect(part(login, 'error').textContent?.trim()).to.equal(PASSKEY_REFUSED);
    await expect(login).to.be.accessible();
  });

  /**
   * Lets every request through to the service, with the passkey challenge's options changed by `change`:
   * what a service configured so would answer (this test service's RP ID and timeout are fixed).
   */
  function changeChallenge(change: (options: Record<string, unknown>) => void): void {
    const realFetch = window.fetch.bind(window);
    sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const response = await realFetch(request);
      if (!request.url.endsWith('/passkey/challenge') || !response.ok) return response;
      const body = (await response.json()) as { authn_params_public_key: Record<string, unknown> };
      change(body.authn_params_public_key);
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    });
  }

  /** Clicks the passkey button; the auth-error's code and the message shown. */
  async function buttonFailure(login: AuthLogin): Promise<{ code: string; message: string }> {
    await waitUntil(() => login.shadowRoot?.querySelector('[part~="passkey-button"]'), 'no passkey button');
    const failed = oneEvent(login, 'auth-error');
    part<HTMLButtonElement>(login, 'passkey-button').click();
    const { detail } = (await failed) as CustomEvent<{ error: { code: string } }>;
    await elementUpdated(login);
    return { code: detail.error.code, message: part(login, 'error').textContent?.trim() ?? '' };
  }

  it('a passkey request the browser ends at its timeout: says it timed out', async function () {
    // The browser waits at least 10 s, however short the timeout asked for.
    this.timeout(40_000);
    // A device that never answers (no one touches it).
    await addAuthenticator({ presence: false });
    changeChallenge((options) => (options['timeout'] = 1000));
    const login = await fixture<AuthLogin>(
      html`<auth-login passkeys domain=${env.serviceUrl} client-id=${CLIENT_ID}></auth-login>`,
    );
    const { code, message } = await buttonFailure(login);
    expect(code).to.equal('passkey_timeout');
    expect(message).to.equal('The passkey request timed out. Try again, or use your password.');
  });

  it('a passkey the browser does not allow on this page (the service’s RP ID does not fit it): says so', async () => {
    await addAuthenticator();
    changeChallenge((options) => (options['rpId'] = 'example.com'));
    const login = await fixture<AuthLogin>(
      html`<auth-login passkeys domain=${env.serviceUrl} client-id=${CLIENT_ID}></auth-login>`,
    );
    const { code, message } = await buttonFailure(login);
    expect(code).to.equal('passkey_not_allowed');
    expect(message).to.equal(
      'This browser does not allow passkeys for this sign-in service on this page. Use your password.',
    );
  });

  it('too many passkey requests from this address: says to wait, not to check the e-mail', async () => {
    await addAuthenticator();
    // The service's limit counts every address's challenges over minutes: the answer, as it comes.
    const realFetch = window.fetch.bind(window);
    sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!request.url.endsWith('/passkey/challenge')) return realFetch(request);
      return Response.json(
        {
          error: 'too_many_attempts',
          error_description: 'Too many passkey challenges from this address; try again later.',
        },
        { status: 429 },
      );
    });
    const login = await fixture<AuthLogin>(
      html`<auth-login passkeys domain=${env.serviceUrl} client-id=${CLIENT_ID}></auth-login>`,
    );
    const { code, message } = await buttonFailure(login);
    expect(code).to.equal('too_many_attempts');
    expect(message).to.equal(
      'Too many passkey attempts from this network. Wait a few minutes and try again.',
    );
  });

  it('where passkeys cannot work (an RP ID that does not fit the page): no button, no error, one console message', async () => {
    const info = sinon.spy(console, 'info');
    // The service by its IP address: the RP ID would be 127.0.0.1, which WebAuthn refuses.
    const service = new URL(env.serviceUrl);
    service.hostname = '127.0.0.1';
    const container = await fixture<HTMLDivElement>(
      html`<div>
        <auth-login passkeys domain=${service.origin} client-id=${CLIENT_ID}></auth-login>
        <auth-login passkeys domain=${service.origin} client-id=${CLIENT_ID}></auth-login>
      </div>`,
    );
    await waitUntil(
      () => info.getCalls().some((call) => String(call.args[0]).includes('RP ID')),
      'no console message',
    );
    const logins = [...container.querySelectorAll('auth-login')];
    for (const login of logins) {
      await elementUpdated(login);
      expect(login.shadowRoot!.querySelector('[part~="passkey"]')).to.equal(null);
      expect(part(login, 'error').textContent?.trim()).to.equal('');
      expect(login.querySelector('input[name="email"]')!.getAttribute('autocomplete')).to.equal('username');
      expect(login.querySelector('input[name="password"]')).not.to.equal(null);
    }
    expect(info.getCalls().filter((call) => String(call.args[0]).includes('RP ID'))).to.have.length(1);
  });

  describe('upgrade after a password log-in', function () {
    // A user, a session at the service, a silent token and the My Account API each time.
    this.timeout(30_000);
    it('asks for the upgrade’s My Account scopes with the password log-in', async () => {
      const assign = stubNavigation();
      const user = await freshUser('upgrade-scope');
      const login = await fixture<AuthLogin>(
        html`<auth-login
          passkeys
          domain=${env.serviceUrl}
          client-id=${CLIENT_ID}
          redirect-uri=${`${env.testOrigin}/`}
        ></auth-login>`,
      );
      await waitUntil(() => login.shadowRoot?.querySelector('[part~="passkey-button"]'), 'no passkey button');
      (login.querySelector('input[name="email"]') as HTMLInputElement).value = user.email;
      (login.querySelector('input[name="password"]') as HTMLInputElement).value = user.password;
      (login.querySelector('button[type="submit"]') as HTMLButtonElement).click();
      await waitUntil(() => assign.called, 'no redirect');
      const scope = new URL(assign.firstCall.args[0]).searchParams.get('scope');
      expect(scope).to.equal(UPGRADE_SCOPE);
    });

    /** A provider holding `user`'s session (as after the redirect back) around the given elements. */
    async function signedInProvider(content: ReturnType<typeof html>, token: string): Promise<AuthProvider> {
      const provider = await fixture<AuthProvider>(
        html`<auth-provider
          domain=${env.serviceUrl}
          client-id=${CLIENT_ID}
          redirect-uri=${`${env.testOrigin}/`}
          >${content}</auth-provider
        >`,
      );
      const payload = decodeJwt(token);
      provider.session = {
        user: { sub: String(payload['sub']), email: 'upgrade@example.com' },
        authResult: { idTokenPayload: payload, idToken: token } as unknown as AuthResult,
      };
      return provider;
    }

    it('offers a passkey to a user who has none (one click), and never with passkey-upgrade="off"', async () => {
      await addAuthenticator();
      await withSession(async (user) => {
        const result = await newClient(env).checkSession({ responseType: 'token id_token' });
        const spy = spyFetch();
        const provider = await signedInProvider(
          html`<auth-login passkeys id="offer"></auth-login
            ><auth-login passkeys passkey-upgrade="off" id="off"></auth-login>`,
          result.idToken!,
        );
        const login = provider.querySelector('#offer') as AuthLogin;
        const off = provider.querySelector('#off') as AuthLogin;
        await waitUntil(() => login.shadowRoot?.querySelector('[part~="passkey-upgrade"]'), 'no offer', {
          timeout: 8000,
        });
        expect(off.shadowRoot!.querySelector('[part~="passkey-upgrade"]')).to.equal(null);
        // Only one element asked the My Account API.
        const meRequests = spy.exchanges.filter(({ request }) => request.url.includes('/me/v1/'));
        expect(meRequests).to.have.length(1);
        await expect(login).to.be.accessible();

        const created = oneEvent(login, 'auth-passkey-created');
        part<HTMLButtonElement>(login, 'passkey-upgrade-button').click();
        const { detail } = (await created) as CustomEvent<AuthPasskeyCreatedEventDetail>;
        expect(detail.passkey.type).to.equal('passkey');
        await elementUpdated(login);
        expect(part(login, 'passkey-created').textContent).to.include('Your passkey was created');
        expect(deepActiveElement()).to.equal(part(login, 'passkey-created'));
        void user;
      }, UPGRADE_SCOPE);
    });

    it('passkey-upgrade="auto": asks the browser for a conditional creation (no prompt, no offer), cancelled when the element goes', async () => {
      await addAuthenticator();
      const creations: CredentialCreationOptions[] = [];
      const realCreate = navigator.credentials.create.bind(navigator.credentials);
      sinon.stub(navigator.credentials, 'create').callsFake((options?: CredentialCreationOptions) => {
        creations.push(options ?? {});
        return realCreate(options);
      });
      await withSession(async () => {
        const result = await newClient(env).checkSession({ responseType: 'token id_token' });
        const provider = await signedInProvider(
          html`<auth-login passkeys passkey-upgrade="auto"></auth-login>`,
          result.idToken!,
        );
        const login = provider.querySelector('auth-login') as AuthLogin;
        // Chromium's virtual authenticator keeps a conditional creation pending (it waits for the browser's
        // password manager), as a browser does until it creates the passkey on its own.
        await waitUntil(() => creations.length > 0, 'no creation asked', { timeout: 15_000 });
        expect((creations[0] as { mediation?: string }).mediation).to.equal('conditional');
        await elementUpdated(login);
        expect(login.shadowRoot!.querySelector('[part~="passkey-upgrade"]')).to.equal(null);
        expect(creations[0]!.signal?.aborted).to.equal(false);
        login.remove();
        expect(creations[0]!.signal?.aborted).to.equal(true);
      }, UPGRADE_SCOPE);
    });

    it('remembers "Not now" on this device', async () => {
      await addAuthenticator();
      await withSession(async () => {
        const result = await newClient(env).checkSession({ responseType: 'token id_token' });
        const provider = await signedInProvider(html`<auth-login passkeys></auth-login>`, result.idToken!);
        const login = provider.querySelector('auth-login') as AuthLogin;
        await waitUntil(() => login.shadowRoot?.querySelector('[part~="passkey-not-now"]'), 'no offer', {
          timeout: 8000,
        });
        part<HTMLButtonElement>(login, 'passkey-not-now').click();
        await elementUpdated(login);
        expect(login.shadowRoot!.querySelector('[part~="passkey-upgrade"]')).to.equal(null);
        const spy = spyFetch();
        const again = await signedInProvider(html`<auth-login passkeys></auth-login>`, result.idToken!);
        const second = again.querySelector('auth-login') as AuthLogin;
        await waitUntil(() =>
          second.shadowRoot?.querySelector('[part~="passkey-button"], [part~="signed-in"]'),
        );
        await elementUpdated(second);
        expect(second.shadowRoot!.querySelector('[part~="passkey-upgrade"]')).to.equal(null);
        expect(spy.exchanges.filter(({ request }) => request.url.includes('/me/v1/'))).to.have.length(0);
      }, UPGRADE_SCOPE);
    });

    it('offers nothing to a user who already has a passkey', async () => {
      await addAuthenticator();
      await withSession(async () => {
        const client = newClient(env);
        const me = await client.checkSession({
          audience: `${env.serviceUrl}/me/`,
          scope: 'create:me:authentication_methods',
          responseType: 'token',
        });
        await new MyAccount({ domain: env.serviceUrl, token: me.accessToken! }).enrolPasskey();
        const result = await client.checkSession({ responseType: 'token id_token' });
        const spy = spyFetch();
        const provider = await signedInProvider(html`<auth-login passkeys></auth-login>`, result.idToken!);
        const login = provider.querySelector('auth-login') as AuthLogin;
        await waitUntil(
          () => spy.exchanges.some(({ request }) => request.url.includes('/me/v1/authentication-methods')),
          'the passkeys were not listed',
          { timeout: 8000 },
        );
        await elementUpdated(login);
        expect(login.shadowRoot!.querySelector('[part~="passkey-upgrade"]')).to.equal(null);
      }, UPGRADE_SCOPE);
    });
  });
});
