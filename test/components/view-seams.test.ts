// The seams between the sign-in views: every link leads somewhere (a sibling, a URL the page
// configures, or a view the element creates), the typed e-mail is carried, the sign-up policy is
// checked before any request, stale errors go away, the signed-in state, and where `auth-success`
// is heard after a redirect.
import { popupOf } from '../../src/core/popup.js';
import { elementUpdated, expect, fixture, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-change-password/auth-change-password.js';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-passwordless/auth-passwordless.js';
import '../../src/components/auth-provider/auth-provider.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import '../../src/components/auth-signup/auth-signup.js';
import type { AuthSignup } from '../../src/components/auth-signup/auth-signup.js';
import { AuthError } from '../../src/core/index.js';
import type { AuthResult } from '../../src/core/index.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { clearWebAuthClients, getWebAuth } from '../../src/internal/client-registry.js';
import { loadLanguage } from '../../src/internal/i18n.js';
import { englishStrings } from '../english.js';
import { clientOf, deepActiveElement, part } from './form-element-helpers.js';

const DOMAIN = 'tenant.example.com';
const CLIENT_ID = 'abc';
const REDIRECT_URI = 'https://app.example.com/callback';

const input = (el: Element, name: string): HTMLInputElement =>
  el.querySelector(`input[name="${name}"]`) as HTMLInputElement;

function makeResult(email = 'ada@example.com'): AuthResult {
  return {
    accessToken: 'at',
    idToken: 'it',
    idTokenPayload: {
      iss: 'https://tenant.example.com/',
      sub: 'auth0|ada',
      aud: CLIENT_ID,
      exp: 2_000_000_000,
      iat: 1_700_000_000,
      email,
      name: 'Ada Lovelace',
    },
    appState: null,
    refreshToken: null,
    state: 'state',
    expiresIn: 7200,
    tokenType: 'Bearer',
    scope: 'openid profile email',
  };
}

describe('the seams between views', () => {
  const originalUrl = location.href;

  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
    history.replaceState(null, '', originalUrl);
  });

  describe('links lead somewhere', () => {
    it('<auth-signup> alone: "Log in" opens a login view beside it, e-mail carried there and back, focus on the field', async () => {
      const container = fixtureSync<HTMLElement>(
        html`<div><auth-signup domain=${DOMAIN} client-id=${CLIENT_ID} lang="de"></auth-signup></div>`,
      );
      const signup = container.querySelector('auth-signup') as AuthSignup;
      await signup.updateComplete;
      input(signup, 'email').value = 'ada@example.com';
      part(signup, 'login-link').click();
      await waitUntil(() => container.querySelector('auth-login'), 'no login view');
      const created = container.querySelector('auth-login') as AuthLogin;
      await created.updateComplete;
      expect(signup.hidden).to.equal(true);
      expect(created.hidden).to.equal(false);
      expect(created.getAttribute('domain')).to.equal(DOMAIN);
      expect(created.getAttribute('lang')).to.equal('de');
      await waitUntil(() => deepActiveElement() === input(created, 'email'), 'focus not on the e-mail field');
      expect(input(created, 'email').value).to.equal('ada@example.com');

      // And back again: the login view's "Sign up" returns to the same sign-up, with the edited e-mail.
      input(created, 'email').value = 'ada.l@example.com';
      part(created, 'signup-link').click();
      expect(created.hidden).to.equal(true);
      expect(signup.hidden).to.equal(false);
      expect(container.querySelectorAll('auth-signup').length).to.equal(1);
      await waitUntil(() => deepActiveElement() === input(signup, 'email'), 'focus not on the e-mail field');
      expect(input(signup, 'email').value).to.equal('ada.l@example.com');
    });

    it('carries the typed e-mail into a sibling <auth-change-password> and back', async () => {
      const container = fixtureSync<HTMLElement>(
        html`<div>
          <auth-login domain=${DOMAIN} client-id=${CLIENT_ID}></auth-login>
          <auth-change-password hidden domain=${DOMAIN} client-id=${CLIENT_ID}></auth-change-password>
        </div>`,
      );
      const login = container.querySelector('auth-login') as AuthLogin;
      const reset = container.querySelector('auth-change-password') as HTMLElement & {
        updateComplete: Promise<boolean>;
      };
      await login.updateComplete;
      await reset.updateComplete;
      input(login, 'email').focus();
      await sendKeys({ type: 'grace@example.com' });
      part(login, 'forgot-password-link').click();
      expect(input(reset, 'email').value).to.equal('grace@example.com');
      expect(deepActiveElement()).to.equal(input(reset, 'email'));
      input(reset, 'email').value = 'grace.h@example.com';
      part(reset, 'login-link').click();
      expect(input(login, 'email').value).to.equal('grace.h@example.com');
      expect(deepActiveElement()).to.equal(input(login, 'email'));
    });

    it('goes to a URL the provider configures, with the e-mail as login_hint', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const provider = await fixture<AuthProvider>(
        html`<auth-provider
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          login-url="/pages/login.html?from=reset"
          signup-url="https://accounts.example.com/join"
        >
          <auth-change-password></auth-change-password>
          <auth-login reset-url="/reset.html"></auth-login>
        </auth-provider>`,
      );
      const reset = provider.querySelector('auth-change-password') as HTMLElement & {
        updateComplete: Promise<boolean>;
      };
      const login = provider.querySelector('auth-login') as AuthLogin;
      await reset.updateComplete;
      await login.updateComplete;
      // The sibling wins over a URL: the login's "Forgot your password?" goes to the sibling view...
      // so hide the sibling from it by moving the login into its own container first.
      const own = document.createElement('div');
      provider.append(own);
      own.append(login);
      await login.updateComplete;

      input(reset, 'email').value = 'ada@example.com';
      part(reset, 'login-link').click();
      expect(assign.callCount).to.equal(1);
      const toLogin = new URL(assign.firstCall.args[0], location.href);
      expect(toLogin.pathname).to.equal('/pages/login.html');
      expect(toLogin.searchParams.get('from')).to.equal('reset');
      expect(toLogin.searchParams.get('login_hint')).to.equal('ada@example.com');

      input(login, 'email').value = 'grace@example.com';
      part(login, 'signup-link').click();
      expect(assign.secondCall.args[0]).to.equal(
        'https://accounts.example.com/join?login_hint=grace%40example.com',
      );
      part(login, 'forgot-password-link').click();
      expect(new URL(assign.thirdCall.args[0], location.href).pathname).to.equal('/reset.html');
    });

    it('reads login_hint from the page address on load', async () => {
      history.replaceState(
        null,
        '',
        `${location.pathname}?login_hint=${encodeURIComponent('h@example.com')}`,
      );
      const login = await fixture<AuthLogin>(
        html`<auth-login domain=${DOMAIN} client-id=${CLIENT_ID}></auth-login>`,
      );
      expect(input(login, 'email').value).to.equal('h@example.com');
      const signup = await fixture<AuthSignup>(
        html`<auth-signup domain=${DOMAIN} client-id=${CLIENT_ID}></auth-signup>`,
      );
      expect(input(signup, 'email').value).to.equal('h@example.com');
    });

    it('user_exists: a real "Log in instead" control that goes to login with the e-mail', async () => {
      const container = fixtureSync<HTMLElement>(
        html`<div>
          <auth-login hidden domain=${DOMAIN} client-id=${CLIENT_ID}></auth-login>
          <auth-signup domain=${DOMAIN} client-id=${CLIENT_ID}></auth-signup>
        </div>`,
      );
      const signup = container.querySelector('auth-signup') as AuthSignup;
      const login = container.querySelector('auth-login') as AuthLogin;
      await signup.updateComplete;
      sinon
        .stub(clientOf(signup), 'signup')
        .rejects(new AuthError({ code: 'user_exists', description: 'The user already exists.' }));
      input(signup, 'email').value = 'taken@example.com';
      input(signup, 'password').value = 'Corr3ct-Horse!';
      (signup.querySelector('form') as HTMLFormElement).requestSubmit();
      await waitUntil(() => part(signup, 'login-instead'), 'no "Log in instead" control');
      const control = part(signup, 'login-instead');
      expect(control.localName).to.equal('button');
      expect(control.textContent?.trim()).to.equal(englishStrings.loginInstead);
      control.click();
      expect(signup.hidden).to.equal(true);
      expect(login.hidden).to.equal(false);
      expect(input(login, 'email').value).to.equal('taken@example.com');
      expect(deepActiveElement()).to.equal(input(login, 'email'));
    });
  });

  describe('sign-up policy', () => {
    it('checks the policy before any request: aria-invalid, focus, the message in the element’s language', async () => {
      await loadLanguage('de');
      const signup = await fixture<AuthSignup>(
        html`<auth-signup lang="de" domain=${DOMAIN} client-id=${CLIENT_ID}></auth-signup>`,
      );
      const request = sinon
        .stub(clientOf(signup), 'signup')
        .resolves({ _id: 'x', email: 'a@example.com', email_verified: false });
      input(signup, 'email').value = 'a@example.com';
      input(signup, 'password').focus();
      await sendKeys({ type: 'abc' });
      await sendKeys({ press: 'Enter' });
      await elementUpdated(signup);
      expect(request.called).to.equal(false);
      expect(input(signup, 'password').getAttribute('aria-invalid')).to.equal('true');
      expect(deepActiveElement()).to.equal(input(signup, 'password'));
      expect(part(signup, 'error').textContent?.trim()).to.equal(
        'Dieses Passwort erfüllt die Anforderungen nicht.',
      );
    });

    it('shows a service policy error through the translated checklist, never its English rule list', async () => {
      await loadLanguage('de');
      const signup = await fixture<AuthSignup>(
        html`<auth-signup lang="de" domain=${DOMAIN} client-id=${CLIENT_ID}></auth-signup>`,
      );
      const rules = {
        rules: [
          {
            message: 'At least %d characters in length',
            format: [12],
            code: 'lengthAtLeast',
            verified: false,
          },
        ],
        verified: false,
      };
      sinon.stub(clientOf(signup), 'signup').rejects(
        new AuthError({
          code: 'invalid_password',
          description: 'PasswordStrengthError: Password is too weak',
          policy: '* At least 12 characters in length',
          original: { name: 'PasswordStrengthError', code: 'invalid_password', description: rules },
        }),
      );
      input(signup, 'email').value = 'a@example.com';
      input(signup, 'password').focus();
      await sendKeys({ type: 'Abcdef12!' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => part(signup, 'error').textContent?.trim(), 'no error');
      const error = part(signup, 'error').textContent ?? '';
      expect(error).not.to.match(/characters in length|Password is too weak/);
      expect(error.trim()).to.equal('Dieses Passwort erfüllt die Anforderungen nicht.');
      // The checklist took the service's stricter length, in German, and shows it unmet.
      const lengthRule = signup.querySelector('.auth-policy-rule') as HTMLElement;
      expect(lengthRule.textContent).to.contain('12');
      expect(lengthRule.dataset['met']).to.equal('false');
      // Fixing the password clears the message: no rule list next to an all-green checklist.
      await sendKeys({ type: 'xyz' });
      await elementUpdated(signup);
      expect(part(signup, 'error').textContent?.trim()).to.equal('');
      expect(
        [...signup.querySelectorAll('.auth-policy-rule')].every(
          (rule) => (rule as HTMLElement).dataset['met'] === 'true',
        ),
      ).to.equal(true);
    });
  });

  describe('stale errors', () => {
    it('editing a field clears the message; the field at fault is described by it', async () => {
      const login = await fixture<AuthLogin>(
        html`<auth-login domain=${DOMAIN} client-id=${CLIENT_ID}></auth-login>`,
      );
      sinon
        .stub(clientOf(login), 'login')
        .rejects(new AuthError({ code: 'access_denied', description: 'no' }));
      input(login, 'email').value = 'a@example.com';
      input(login, 'password').value = 'wrong';
      (login.querySelector('form') as HTMLFormElement).requestSubmit();
      await waitUntil(() => part(login, 'error').textContent?.trim(), 'no error');
      const password = input(login, 'password');
      expect(password.getAttribute('aria-invalid')).to.equal('true');
      const describedBy = (password.getAttribute('aria-describedby') ?? '').split(/\s+/);
      const descriptions = describedBy.map((id) => document.getElementById(id)?.textContent?.trim());
      expect(descriptions).to.include(englishStrings.errors.access_denied);

      input(login, 'email').focus();
      await sendKeys({ press: 'Backspace' });
      await elementUpdated(login);
      expect(part(login, 'error').textContent?.trim()).to.equal('');
      expect(password.hasAttribute('aria-invalid')).to.equal(false);
      expect(password.getAttribute('aria-describedby') ?? '').not.to.contain('error');
    });
  });

  describe('signed-in state', () => {
    it('login, sign-up and passwordless show who is signed in and a log-out control', async () => {
      const provider = await fixture<AuthProvider>(
        html`<auth-provider domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI}>
          <auth-login></auth-login>
          <auth-signup></auth-signup>
          <auth-passwordless connection="email"></auth-passwordless>
          <auth-login signed-in="hide" id="hidden"></auth-login>
          <auth-login signed-in="form" id="form"></auth-login>
        </auth-provider>`,
      );
      provider.session = { user: { sub: 'auth0|ada', email: 'ada@example.com' }, authResult: makeResult() };
      await elementUpdated(provider);
      for (const tag of ['auth-login', 'auth-signup', 'auth-passwordless']) {
        const el = provider.querySelector(tag) as HTMLElement & { updateComplete: Promise<boolean> };
        await el.updateComplete;
        expect(part(el, 'signed-in')?.textContent, tag).to.contain('ada@example.com');
        expect(part(el, 'logout-button'), tag).to.be.instanceOf(HTMLElement);
        expect(el.querySelector('input'), tag).to.equal(null);
      }
      const hidden = provider.querySelector('#hidden') as AuthLogin;
      await hidden.updateComplete;
      expect(getComputedStyle(hidden).display).to.equal('none');
      const form = provider.querySelector('#form') as AuthLogin;
      await form.updateComplete;
      expect(input(form, 'email')).to.be.instanceOf(HTMLElement);
      expect(part(form, 'signed-in')).to.equal(null);

      const logout = sinon.stub(
        getWebAuth({ domain: DOMAIN, clientID: CLIENT_ID, redirectUri: REDIRECT_URI }),
        'logout',
      );
      part(provider.querySelector('auth-login') as HTMLElement, 'logout-button').click();
      expect(logout.calledOnce).to.equal(true);
      expect(provider.session).to.equal(null);
      const login = provider.querySelector('auth-login') as AuthLogin;
      await login.updateComplete;
      expect(input(login, 'email')).to.be.instanceOf(HTMLElement);
      expect(getComputedStyle(hidden).display).not.to.equal('none');
    });
  });

  describe('where users listen', () => {
    it('after a redirect, the sign-in element and the provider each hear auth-success exactly once', async () => {
      history.replaceState(
        null,
        '',
        `${location.pathname}${location.search}#access_token=at&id_token=it&state=s1`,
      );
      const result = makeResult();
      sinon
        .stub(getWebAuth({ domain: DOMAIN, clientID: CLIENT_ID, redirectUri: REDIRECT_URI }), 'parseHash')
        .resolves(result);
      const onElement = sinon.spy();
      const onProvider = sinon.spy();
      const container = fixtureSync<HTMLElement>(
        html`<div>
          <auth-provider domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI}>
            <auth-login @auth-success=${onElement}></auth-login>
          </auth-provider>
        </div>`,
      );
      const provider = container.querySelector('auth-provider') as AuthProvider;
      provider.addEventListener('auth-success', onProvider);
      await oneEvent(provider, 'auth-success');
      // auth-success is the provider's last step (after the session change and its update): once both
      // elements have updated, nothing more is on its way.
      await provider.updateComplete;
      await (container.querySelector('auth-login') as AuthLogin).updateComplete;
      expect(onElement.callCount).to.equal(1);
      expect(onProvider.callCount).to.equal(1);
      expect(onElement.firstCall.args[0].detail.authResult).to.equal(result);
      expect(provider.session?.authResult).to.equal(result);
    });

    it('after a popup log-in, too: once on the element, once on the provider, which adopts the session', async () => {
      const result = makeResult('popup@example.com');
      sinon
        .stub(
          popupOf(getWebAuth({ domain: DOMAIN, clientID: CLIENT_ID, redirectUri: REDIRECT_URI })),
          'authorize',
        )
        .resolves(result);
      const onElement = sinon.spy();
      const onProvider = sinon.spy();
      const provider = await fixture<AuthProvider>(
        html`<auth-provider domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI}>
          <auth-login mode="popup" @auth-success=${onElement}></auth-login>
        </auth-provider>`,
      );
      provider.addEventListener('auth-success', onProvider);
      const login = provider.querySelector('auth-login') as AuthLogin;
      await elementUpdated(login);
      const adopted = oneEvent(provider, 'auth-session-change');
      (login.querySelector('button[type="submit"]') as HTMLButtonElement).click();
      // The provider adopting the popup's result is the last step of the sign-in.
      await adopted;
      expect(provider.isAuthenticated).to.equal(true);
      await provider.updateComplete;
      await elementUpdated(login);
      expect(onElement.callCount).to.equal(1);
      expect(onProvider.callCount).to.equal(1);
      expect(provider.session?.authResult).to.equal(result);
      expect(part(login, 'signed-in')?.textContent).to.contain('popup@example.com');
    });
  });
});
