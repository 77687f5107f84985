import { elementUpdated, expect, fixture, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { popupOf } from '../../src/core/popup.js';
import type { WebAuthBase } from '../../src/core/web-auth-base.js';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import { testEnv } from '../browser-helpers.js';
import { createUser, uniqueEmail } from '../shared/service.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import { AuthError } from '../../src/core/index.js';
import type { AuthErrorCode, AuthResult } from '../../src/core/index.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { loadPopupLogin } from '../../src/internal/chunks.js';
import { clearWebAuthClients, getWebAuth } from '../../src/internal/client-registry.js';
import { englishStrings } from '../english.js';
import { deepActiveElement, part } from './form-element-helpers.js';

const DOMAIN = 'tenant.example.com';
const CLIENT_ID = 'abc';
const REDIRECT_URI = 'https://app.example.com/callback';
const DEFAULT_DB = 'Username-Password-Authentication';

/** The WebAuth every element configured with the constants above shares. */
const sharedWebAuth = (): WebAuthBase =>
  getWebAuth({ domain: DOMAIN, clientID: CLIENT_ID, redirectUri: REDIRECT_URI });

const authError = (code: AuthErrorCode, description = 'Service description.'): AuthError =>
  new AuthError({ code, description });

const authResult: AuthResult = {
  accessToken: 'access-token',
  idToken: 'id-token',
  idTokenPayload: {
    iss: 'https://tenant.example.com/',
    sub: 'auth0|123',
    aud: CLIENT_ID,
    exp: 2_000_000_000,
    iat: 1_700_000_000,
    email: 'user@example.com',
  },
  appState: null,
  refreshToken: null,
  state: 'state',
  expiresIn: 7200,
  tokenType: 'Bearer',
  scope: 'openid profile email',
};

function loginFixture(): Promise<AuthLogin> {
  return fixture<AuthLogin>(
    html`<auth-login
      domain=${DOMAIN}
      client-id=${CLIENT_ID}
      redirect-uri=${REDIRECT_URI}
      signup-url="/signup.html"
      reset-url="/reset.html"
    ></auth-login>`,
  );
}

const field = (el: AuthLogin, name: string): HTMLInputElement =>
  el.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const submitButton = (el: AuthLogin): HTMLButtonElement =>
  el.querySelector('button[type="submit"]') as HTMLButtonElement;
const parts = (el: AuthLogin, name: string): HTMLElement[] => [
  ...(el.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${name}"]`) ?? []),
];
const errorText = (el: AuthLogin): string => part(el, 'error').textContent ?? '';

/** The focused element, looking through shadow roots. */
/** Types into the fields the way a user does and presses Enter in the password field. */
async function typeAndSubmit(el: AuthLogin, id = 'user@example.com', password = 'hunter22', name = 'email') {
  field(el, name).focus();
  await sendKeys({ type: id });
  field(el, 'password').focus();
  await sendKeys({ type: password });
  await sendKeys({ press: 'Enter' });
  await elementUpdated(el);
}

describe('<auth-login>', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  describe('rendering', () => {
    it('shows the title, the fields, the social buttons and the links', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          social="google-oauth2 github"
          signup-url="/signup.html"
          reset-url="/reset.html"
        ></auth-login>`,
      );
      expect(part(el, 'title').textContent).to.equal('Log in');
      expect(field(el, 'email')).not.to.equal(null);
      expect(field(el, 'password')).not.to.equal(null);
      expect(submitButton(el).textContent?.trim()).to.equal('Log in');
      const social = parts(el, 'social-button');
      expect(social.map((button) => button.textContent?.trim())).to.deep.equal([
        'Continue with Google',
        'Continue with GitHub',
      ]);
      expect(social[0]?.getAttribute('part')).to.equal('social-button social-button-google-oauth2');
      expect(part(el, 'social').getAttribute('role')).to.equal('group');
      expect(part(el, 'separator').textContent).to.equal('or');
      expect(part(el, 'forgot-password-link').textContent?.trim()).to.equal('Forgot your password?');
      expect(part(el, 'signup-link').textContent?.trim()).to.equal('Sign up');
      await expect(el).to.be.accessible();
    });

    it('names unknown social connections by their own name and omits the separator without them', async () => {
      const el = await fixture<AuthLogin>(html`<auth-login social="my-idp"></auth-login>`);
      expect(part(el, 'social-button').textContent?.trim()).to.equal('Continue with my-idp');
      const plain = await fixture<AuthLogin>(html`<auth-login></auth-login>`);
      expect(part(plain, 'social')).to.equal(null);
      expect(part(plain, 'separator')).to.equal(null);
    });

    it('hides the links with no-signup and no-forgot-password', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login no-signup signup-url="/signup.html" reset-url="/reset.html"></auth-login>`,
      );
      expect(part(el, 'signup-link')).to.equal(null);
      expect(part(el, 'forgot-password-link')).not.to.equal(null);
      el.noForgotPassword = true;
      await elementUpdated(el);
      expect(part(el, 'forgot-password-link')).to.equal(null);
      expect(part(el, 'links')).to.equal(null);
    });

    it('puts the inputs in a light-DOM form with username and current-password autocomplete', async () => {
      const el = await loginFixture();
      const email = field(el, 'email');
      const password = field(el, 'password');
      expect(email.getRootNode()).to.equal(document);
      expect(email.form?.parentElement).to.equal(el);
      expect(email.type).to.equal('email');
      expect(email.autocomplete).to.equal('username');
      expect(email.required).to.equal(true);
      expect(password.type).to.equal('password');
      expect(password.autocomplete).to.equal('current-password');
      expect(el.querySelector(`label[for="${email.id}"]`)?.textContent).to.equal('Email');
      expect(el.shadowRoot?.querySelector('input')).to.equal(null);
    });

    it('asks for an e-mail or a username with username-style="username"', async () => {
      const el = await fixture<AuthLogin>(html`<auth-login username-style="username"></auth-login>`);
      const username = field(el, 'username');
      expect(field(el, 'email')).to.equal(null);
      expect(username.type).to.equal('text');
      expect(username.autocomplete).to.equal('username');
      expect(el.querySelector(`label[for="${username.id}"]`)?.textContent).to.equal('Email or username');
      await expect(el).to.be.accessible();
    });

    it('shows only a submit button in redirect and popup modes', async () => {
      const el = await fixture<AuthLogin>(html`<auth-login mode="redirect"></auth-login>`);
      expect(el.querySelector('input')).to.equal(null);
      expect(submitButton(el).textContent?.trim()).to.equal('Log in');
      el.mode = 'popup';
      await elementUpdated(el);
      expect(el.querySelector('input')).to.equal(null);
      await expect(el).to.be.accessible();
    });
  });

  describe('embedded mode', () => {
    it('logs in with webAuth.login({email, password, realm}) on Enter, and stays pending while the page leaves', async () => {
      const el = await loginFixture();
      const login = sinon.stub(sharedWebAuth(), 'login').resolves(undefined);
      await typeAndSubmit(el);
      expect(login.calledOnce).to.equal(true);
      expect(login.firstCall.args[0]).to.deep.equal({
        email: 'user@example.com',
        password: 'hunter22',
        realm: DEFAULT_DB,
      });
      await waitUntil(() => submitButton(el).disabled, 'the button shows the pending state');
      await elementUpdated(el);
      expect(submitButton(el).querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal(
        'Logging in…',
      );
      await expect(el).to.be.accessible();
    });

    it('uses the configured connection as the realm and sends a username in username style', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          redirect-uri=${REDIRECT_URI}
          connection="Username-Required"
          username-style="username"
        ></auth-login>`,
      );
      const login = sinon.stub(sharedWebAuth(), 'login').resolves(undefined);
      await typeAndSubmit(el, 'sam', 'Passw0rd!', 'username');
      expect(login.firstCall.args[0]).to.deep.equal({
        username: 'sam',
        password: 'Passw0rd!',
        realm: 'Username-Required',
      });
    });

    it('offers the browser to save the credential after a successful login', async () => {
      const el = await loginFixture();
      const login = sinon.stub(sharedWebAuth(), 'login').resolves(undefined);
      const store = sinon.stub(navigator.credentials, 'store').resolves(undefined);
      await typeAndSubmit(el);
      await waitUntil(() => store.called);
      expect(store.calledOnce).to.equal(true);
      sinon.assert.callOrder(login, store);
      expect((store.firstCall.args[0] as Credential).id).to.equal('user@example.com');
    });

    it('does not save the credential when the login fails', async () => {
      const el = await loginFixture();
      sinon.stub(sharedWebAuth(), 'login').rejects(authError('access_denied'));
      const store = sinon.stub(navigator.credentials, 'store').resolves(undefined);
      await typeAndSubmit(el);
      await waitUntil(() => errorText(el) !== '');
      expect(store.called).to.equal(false);
    });

    it('ignores a second submission while pending', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI} social="github">
        </auth-login>`,
      );
      const login = sinon.stub(sharedWebAuth(), 'login').callsFake(() => new Promise<void>(() => {}));
      const authorize = sinon.stub(sharedWebAuth(), 'authorize');
      await typeAndSubmit(el);
      field(el, 'password').form?.requestSubmit();
      await sendKeys({ press: 'Enter' });
      submitButton(el).click();
      const github = part<HTMLButtonElement>(el, 'social-button');
      expect(github.disabled).to.equal(true);
      github.click();
      expect(login.calledOnce).to.equal(true);
      expect(authorize.called).to.equal(false);
    });
  });

  describe('error messages', () => {
    const rows: [AuthErrorCode, string][] = [
      ['access_denied', 'Wrong email or password.'],
      ['blocked_user', englishStrings.errors.blocked_user],
      ['password_leaked', englishStrings.errors.password_leaked],
      ['too_many_attempts', englishStrings.errors.too_many_attempts],
      ['origin_not_allowed', englishStrings.errors.origin_not_allowed],
      ['network_error', englishStrings.errors.network_error],
      ['timeout', englishStrings.errors.timeout],
    ];
    for (const [code, message] of rows) {
      it(`${code}: shows "${message}", dispatches auth-error and keeps what was typed`, async () => {
        const el = await loginFixture();
        const error = authError(code);
        sinon.stub(sharedWebAuth(), 'login').rejects(error);
        const failed = oneEvent(el, 'auth-error');
        await typeAndSubmit(el);
        const event = await failed;
        expect(event.detail.error).to.equal(error);
        expect(event.composed).to.equal(true);
        await elementUpdated(el);
        expect(errorText(el)).to.equal(message);
        expect(part(el, 'error').getAttribute('role')).to.equal('alert');
        expect(field(el, 'email').value).to.equal('user@example.com');
        expect(submitButton(el).disabled).to.equal(false);
      });
    }

    it('error state: focus and aria-invalid on the password for a wrong password, and accessible', async () => {
      const el = await loginFixture();
      sinon.stub(sharedWebAuth(), 'login').rejects(authError('access_denied'));
      await typeAndSubmit(el);
      await waitUntil(() => errorText(el) !== '');
      await elementUpdated(el);
      expect(document.activeElement).to.equal(field(el, 'password'));
      expect(field(el, 'password').getAttribute('aria-invalid')).to.equal('true');
      await expect(el).to.be.accessible();
    });

    it('says "username" in username style', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          redirect-uri=${REDIRECT_URI}
          username-style="username"
        ></auth-login>`,
      );
      sinon.stub(sharedWebAuth(), 'login').rejects(authError('access_denied'));
      await typeAndSubmit(el, 'sam', 'nope', 'username');
      await waitUntil(() => errorText(el) !== '');
      expect(errorText(el)).to.equal('Wrong username or password.');
    });

    it('popup blocked and popup closed have their own messages', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI} mode="popup">
        </auth-login>`,
      );
      const authorize = sinon.stub(popupOf(sharedWebAuth()), 'authorize');
      authorize.onFirstCall().rejects(authError('popup_blocked'));
      authorize.onSecondCall().rejects(authError('popup_closed'));
      submitButton(el).click();
      await waitUntil(() => errorText(el) !== '');
      expect(errorText(el)).to.equal(englishStrings.errors.popup_blocked);
      submitButton(el).click();
      await waitUntil(() => errorText(el) === englishStrings.errors.popup_closed);
    });
  });

  describe('redirect mode', () => {
    it('sends the user to the service with webAuth.authorize({connection})', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI} mode="redirect">
        </auth-login>`,
      );
      const authorize = sinon.stub(sharedWebAuth(), 'authorize');
      submitButton(el).click();
      expect(authorize.calledOnce).to.equal(true);
      expect(authorize.firstCall.args[0]).to.deep.equal({ connection: DEFAULT_DB });
      await elementUpdated(el);
      expect(submitButton(el).disabled).to.equal(true);
      expect(submitButton(el).querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal(
        'Redirecting…',
      );
    });

    it('social buttons redirect to their connection outside popup mode', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          redirect-uri=${REDIRECT_URI}
          social="google-oauth2 github"
        ></auth-login>`,
      );
      const authorize = sinon.stub(sharedWebAuth(), 'authorize');
      parts(el, 'social-button')[1]?.click();
      expect(authorize.calledOnce).to.equal(true);
      expect(authorize.firstCall.args[0]).to.deep.equal({ connection: 'github' });
    });

    it('is usable again when the page comes back from the back/forward cache', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI} mode="redirect">
        </auth-login>`,
      );
      sinon.stub(sharedWebAuth(), 'authorize');
      submitButton(el).click();
      await elementUpdated(el);
      expect(submitButton(el).disabled).to.equal(true);
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await elementUpdated(el);
      expect(submitButton(el).disabled).to.equal(false);
    });
  });

  describe('popup mode', () => {
    async function popupFixture(): Promise<AuthLogin> {
      const el = await fixture<AuthLogin>(
        html`<auth-login
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          redirect-uri=${REDIRECT_URI}
          mode="popup"
          social="google-oauth2"
        ></auth-login>`,
      );
      // The popup's code, loaded when the element first rendered in popup mode.
      await loadPopupLogin();
      return el;
    }

    it('opens the popup synchronously within the click and emits auth-success with the result', async () => {
      const el = await popupFixture();
      let resolvePopup!: (result: AuthResult) => void;
      const authorize = sinon
        .stub(popupOf(sharedWebAuth()), 'authorize')
        .callsFake(() => new Promise<AuthResult>((resolve) => (resolvePopup = resolve)));
      const success = oneEvent(el, 'auth-success');
      submitButton(el).click();
      // No await between the click and this line: the popup was opened inside the click handler.
      expect(authorize.calledOnce).to.equal(true);
      expect(authorize.firstCall.args[0]).to.deep.equal({ connection: DEFAULT_DB });
      await elementUpdated(el);
      expect(submitButton(el).querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal(
        'Waiting for the sign-in window…',
      );
      await expect(el).to.be.accessible();
      resolvePopup(authResult);
      const event = await success;
      expect(event.detail.authResult).to.equal(authResult);
      expect(event.bubbles && event.composed).to.equal(true);
      await elementUpdated(el);
      expect(part(el, 'status').textContent).to.equal('You are logged in.');
      await expect(el).to.be.accessible();
    });

    it('social buttons use the popup too, synchronously', async () => {
      const el = await popupFixture();
      const authorize = sinon.stub(popupOf(sharedWebAuth()), 'authorize').resolves(authResult);
      const success = oneEvent(el, 'auth-success');
      part<HTMLButtonElement>(el, 'social-button').click();
      expect(authorize.calledOnce).to.equal(true);
      expect(authorize.firstCall.args[0]).to.deep.equal({ connection: 'google-oauth2' });
      expect((await success).detail.authResult).to.equal(authResult);
    });

    it('opens only one popup for a double click', async () => {
      const el = await popupFixture();
      const authorize = sinon
        .stub(popupOf(sharedWebAuth()), 'authorize')
        .callsFake(() => new Promise<AuthResult>(() => {}));
      submitButton(el).click();
      submitButton(el).click();
      await elementUpdated(el);
      submitButton(el).click();
      part<HTMLButtonElement>(el, 'social-button').click();
      expect(authorize.calledOnce).to.equal(true);
    });
  });

  describe('keyboard', () => {
    it('tabs through social buttons, fields, submit and links in order, and Enter submits', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          redirect-uri=${REDIRECT_URI}
          social="google-oauth2 github"
          signup-url="/signup.html"
          reset-url="/reset.html"
        ></auth-login>`,
      );
      const [google, github] = parts(el, 'social-button') as [HTMLElement, HTMLElement];
      google.focus();
      const expected = [
        github,
        field(el, 'email'),
        field(el, 'password'),
        el.querySelector('button.auth-password-toggle'),
        submitButton(el),
        part(el, 'forgot-password-link'),
        part(el, 'signup-link'),
      ];
      for (const target of expected) {
        await sendKeys({ press: 'Tab' });
        expect(deepActiveElement()).to.equal(target);
      }
      const login = sinon.stub(sharedWebAuth(), 'login').resolves(undefined);
      field(el, 'email').focus();
      await sendKeys({ type: 'kb@example.com' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: 'secret-pw' });
      await sendKeys({ press: 'Enter' });
      expect(login.calledOnce).to.equal(true);
    });

    it('Enter does not submit an incomplete form', async () => {
      const el = await loginFixture();
      const login = sinon.stub(sharedWebAuth(), 'login').resolves(undefined);
      field(el, 'email').focus();
      await sendKeys({ type: 'only@example.com' });
      await sendKeys({ press: 'Enter' });
      expect(login.called).to.equal(false);
    });
  });

  describe('theming', () => {
    it('exposes parts and follows the --auth-* properties', async () => {
      const el = await fixture<AuthLogin>(
        html`<auth-login social="github" signup-url="/signup.html"></auth-login>`,
      );
      for (const name of ['title', 'error', 'social', 'social-button', 'separator', 'links', 'signup-link']) {
        expect(part(el, name), name).not.to.equal(null);
      }
      const social = part(el, 'social-button');
      const signup = part(el, 'signup-link');
      expect(getComputedStyle(social).color).to.equal('rgb(11, 87, 208)');
      el.style.setProperty('--auth-color-primary', 'rgb(1, 2, 3)');
      el.style.setProperty('--auth-radius', '9px');
      expect(getComputedStyle(social).color).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(social).borderTopLeftRadius).to.equal('9px');
      expect(getComputedStyle(signup).color).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(submitButton(el)).backgroundColor).to.equal('rgb(1, 2, 3)');
    });
  });

  describe('links', () => {
    it('dispatches auth-show-signup with the typed e-mail and switches to a sibling <auth-signup>', async () => {
      const container = fixtureSync<HTMLElement>(
        html`<div>
          <auth-login></auth-login>
          <auth-signup hidden
            ><form><input name="email" aria-label="Email" /></form
          ></auth-signup>
        </div>`,
      );
      const el = container.querySelector('auth-login') as AuthLogin;
      await el.updateComplete;
      const signup = container.querySelector('auth-signup') as HTMLElement;
      field(el, 'email').value = 'typed@example.com';
      const shown = oneEvent(el, 'auth-show-signup');
      part(el, 'signup-link').click();
      const event = await shown;
      expect(event.detail).to.deep.equal({ email: 'typed@example.com' });
      expect(event.cancelable && event.bubbles && event.composed).to.equal(true);
      expect(el.hidden).to.equal(true);
      expect(signup.hidden).to.equal(false);
      expect(document.activeElement).to.equal(signup.querySelector('input'));
    });

    it('dispatches auth-show-forgot-password and switches to a sibling <auth-change-password>', async () => {
      const container = fixtureSync<HTMLElement>(
        html`<div>
          <auth-change-password hidden></auth-change-password>
          <auth-login></auth-login>
        </div>`,
      );
      const el = container.querySelector('auth-login') as AuthLogin;
      await el.updateComplete;
      const shown = oneEvent(el, 'auth-show-forgot-password');
      part(el, 'forgot-password-link').click();
      expect((await shown).detail).to.deep.equal({ email: '' });
      expect(el.hidden).to.equal(true);
      expect((container.querySelector('auth-change-password') as HTMLElement).hidden).to.equal(false);
    });

    it('does not switch when the event is canceled, or when there is no sibling', async () => {
      const container = fixtureSync<HTMLElement>(
        html`<div>
          <auth-login></auth-login>
          <auth-signup hidden></auth-signup>
        </div>`,
      );
      const el = container.querySelector('auth-login') as AuthLogin;
      await el.updateComplete;
      container.addEventListener('auth-show-signup', (event) => event.preventDefault(), { once: true });
      part(el, 'signup-link').click();
      expect(el.hidden).to.equal(false);
      expect((container.querySelector('auth-signup') as HTMLElement).hidden).to.equal(true);

      // Alone, with neither <auth-signup> nor <auth-change-password> defined and no page configured:
      // nowhere to go, so no links at all.
      const alone = await fixture<AuthLogin>(html`<auth-login></auth-login>`);
      expect(part(alone, 'forgot-password-link')).to.equal(null);
      expect(part(alone, 'signup-link')).to.equal(null);
      expect(part(alone, 'links')).to.equal(null);
    });
  });

  describe('against the local service', () => {
    async function realFixture(domain?: string): Promise<AuthLogin> {
      const env = await testEnv();
      return fixture<AuthLogin>(
        html`<auth-login
          domain=${domain ?? env.serviceUrl}
          client-id="demo-spa"
          redirect-uri=${`${env.testOrigin}/test/fixtures/callback.html`}
        ></auth-login>`,
      );
    }

    it('embedded login redirects to /authorize with a login ticket', async () => {
      const env = await testEnv();
      const el = await realFixture();
      const assign = sinon.stub(navigation, 'assign');
      await typeAndSubmit(el, 'demo@example.com', 'Passw0rd!');
      await waitUntil(() => assign.called, 'no redirect', { timeout: 5000 });
      const url = new URL(assign.firstCall.args[0]);
      expect(`${url.origin}${url.pathname}`).to.equal(`${env.serviceUrl}/authorize`);
      expect(url.searchParams.get('login_ticket')).to.be.a('string').and.not.equal('');
      expect(url.searchParams.get('realm')).to.equal(DEFAULT_DB);
      expect(url.searchParams.get('client_id')).to.equal('demo-spa');
      expect(url.searchParams.get('redirect_uri')).to.equal(`${env.testOrigin}/test/fixtures/callback.html`);
      expect(url.searchParams.has('password')).to.equal(false);
      expect(submitButton(el).disabled).to.equal(true);
    });

    it('a wrong password shows the access_denied message and keeps the typed e-mail', async () => {
      // A fresh user: the service's state is shared, never make the seeded users fail.
      const { email } = await createUser((await testEnv()).serviceUrl, { email: uniqueEmail('login') });
      const el = await realFixture();
      const assign = sinon.stub(navigation, 'assign');
      const failed = oneEvent(el, 'auth-error');
      await typeAndSubmit(el, email, 'not-the-password');
      const event = await failed;
      expect(event.detail.error.code).to.equal('access_denied');
      expect(event.detail.error.statusCode).to.equal(403);
      await elementUpdated(el);
      expect(errorText(el)).to.equal('Wrong email or password.');
      expect(field(el, 'email').value).to.equal(email);
      expect(assign.called).to.equal(false);
    });

    it('popup mode signs in for real through the popup and emits auth-success', async () => {
      const env = await testEnv();
      // A session at the service first (embedded login, its redirect followed in a frame).
      const sessionClient = getWebAuth({
        domain: env.serviceUrl,
        clientID: 'demo-spa',
        redirectUri: `${env.testOrigin}/test/fixtures/blank.html`,
      });
      const assign = sinon.stub(navigation, 'assign');
      await sessionClient.login({ email: 'demo@example.com', password: 'Passw0rd!', realm: DEFAULT_DB });
      const frame = document.createElement('iframe');
      frame.hidden = true;
      frame.src = assign.firstCall.args[0];
      document.body.append(frame);
      await waitUntil(
        () => {
          try {
            return frame.contentWindow?.location.pathname === '/test/fixtures/blank.html';
          } catch {
            return false;
          }
        },
        'no session',
        { timeout: 8000 },
      );
      frame.remove();

      const el = await fixture<AuthLogin>(
        html`<auth-login
          domain=${env.serviceUrl}
          client-id="demo-spa"
          redirect-uri=${`${env.testOrigin}/test/fixtures/popup-callback.html`}
          mode="popup"
        ></auth-login>`,
      );
      const success = oneEvent(el, 'auth-success');
      submitButton(el).focus();
      await sendKeys({ press: 'Enter' });
      const event = await success;
      expect(event.detail.authResult.idTokenPayload?.email).to.equal('demo@example.com');
      await elementUpdated(el);
      expect(part(el, 'status').textContent).to.equal('You are logged in.');
    });

    it('an unreachable service shows the network message', async () => {
      const env = await testEnv();
      const el = await realFixture(env.faults.unreachable);
      sinon.stub(navigation, 'assign');
      await typeAndSubmit(el);
      await waitUntil(() => errorText(el) !== '', 'no error', { timeout: 8000 });
      expect(errorText(el)).to.equal(englishStrings.errors.network_error);
    });
  });
});
