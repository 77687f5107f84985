import { elementUpdated, expect, fixture, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-signup/auth-signup.js';
import { testEnv, uniqueEmail } from '../browser-helpers.js';
import type { AuthSignup } from '../../src/components/auth-signup/auth-signup.js';
import type { AuthErrorCode } from '../../src/core/index.js';
import type { SignupResult } from '../../src/core/types.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { englishStrings } from '../english.js';
import {
  authError,
  clientOf,
  deepActiveElement,
  deferred,
  tabStops,
  typeInto,
} from './form-element-helpers.js';

const STRONG_PASSWORD = 'Tr0ub4dor&3x';
const CREATED: SignupResult = { _id: '5f1e0c', email: 'new@example.com', email_verified: false };

const input = (el: AuthSignup, name: string): HTMLInputElement | null =>
  el.querySelector(`input[name="${name}"]`);

const parts = (el: AuthSignup) => ({
  form: el.querySelector('form') as HTMLFormElement,
  email: input(el, 'email'),
  password: input(el, 'password'),
  username: input(el, 'username'),
  submit: el.querySelector('button[type="submit"]') as HTMLButtonElement | null,
  policy: el.querySelector('.auth-policy') as HTMLElement | null,
  error: el.shadowRoot?.querySelector('[part~="error"]') as HTMLElement,
  status: el.shadowRoot?.querySelector('[part~="status"]') as HTMLElement,
  loginLink: el.shadowRoot?.querySelector('[part~="login-link"]') as HTMLButtonElement | null,
});

/** The checklist as `[text, met]` pairs, in order (the nested kinds after their parent rule). */
function checklist(el: AuthSignup): [string, boolean][] {
  return [...el.querySelectorAll<HTMLElement>('.auth-policy-rule')].map((rule) => {
    const own = [...rule.childNodes]
      .filter((node) => !(node instanceof HTMLUListElement) && !(node instanceof Comment))
      .map((node) => node.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    return [own, rule.dataset['met'] === 'true'];
  });
}

async function signupFixture(attributes = ''): Promise<AuthSignup> {
  const el = await fixture<AuthSignup>(
    html`<auth-signup domain="tenant.example.com" client-id="abc" login-url="/login.html"></auth-signup>`,
  );
  for (const attribute of attributes.split(' ').filter(Boolean)) {
    const [name, value = ''] = attribute.split('=');
    el.setAttribute(name as string, value);
  }
  await elementUpdated(el);
  return el;
}

/** Fills the form with the keyboard and presses Enter in the password field. */
async function submitByEnter(
  el: AuthSignup,
  { email = 'new@example.com', password = STRONG_PASSWORD, username = '' } = {},
): Promise<void> {
  await typeInto(parts(el).email as HTMLInputElement, email);
  if (username) await typeInto(parts(el).username as HTMLInputElement, username);
  await typeInto(parts(el).password as HTMLInputElement, password);
  await sendKeys({ press: 'Enter' });
  await elementUpdated(el);
}

describe('<auth-signup>', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  describe('rendering', () => {
    it('renders a light-DOM form with e-mail and new-password inputs', async () => {
      const el = await signupFixture();
      const { form, email, password, username, submit, loginLink } = parts(el);
      expect(el.shadowRoot?.querySelector('[part~="title"]')?.textContent).to.equal(
        englishStrings.signupTitle,
      );
      expect(form.parentElement).to.equal(el);
      expect(form.getAttribute('aria-label')).to.equal(englishStrings.signupTitle);
      expect(email?.type).to.equal('email');
      // The e-mail is what the saved password is tied to.
      expect(email?.autocomplete).to.equal('username');
      expect(password?.type).to.equal('password');
      expect(password?.autocomplete).to.equal('new-password');
      expect(password?.required).to.equal(true);
      expect(form.querySelector(`label[for="${password?.id}"]`)?.textContent).to.equal(
        englishStrings.password,
      );
      expect(username).to.equal(null);
      expect(submit?.textContent?.trim()).to.equal(englishStrings.signupSubmit);
      expect(loginLink?.textContent?.trim()).to.equal(englishStrings.loginLink);
      await expect(el).to.be.accessible();
    });

    it('asks for a username with requires-username', async () => {
      const el = await signupFixture('requires-username');
      const { username, email } = parts(el);
      expect(username?.autocomplete).to.equal('username');
      expect(email?.autocomplete).to.equal('email');
      expect(username?.required).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('renders optional metadata fields from the metadata-fields attribute', async () => {
      const el = await fixture<AuthSignup>(
        html`<auth-signup
          domain="tenant.example.com"
          client-id="abc"
          metadata-fields="company:Company, role:Your role"
        ></auth-signup>`,
      );
      expect(el.metadataFields).to.deep.equal([
        { name: 'company', label: 'Company' },
        { name: 'role', label: 'Your role' },
      ]);
      const company = input(el, 'metadata-company');
      expect(company?.required).to.equal(false);
      expect(el.querySelector(`label[for="${company?.id}"]`)?.textContent).to.equal('Company');
      expect(el.querySelector(`label[for="${input(el, 'metadata-role')?.id}"]`)?.textContent).to.equal(
        'Your role',
      );
      await expect(el).to.be.accessible();
    });

    it('parses metadata-fields leniently', async () => {
      const el = await fixture<AuthSignup>(
        html`<auth-signup metadata-fields="a, b:B,,a:again, c : C "></auth-signup>`,
      );
      expect(el.metadataFields).to.deep.equal([
        { name: 'a', label: 'a' },
        { name: 'b', label: 'B' },
        { name: 'c', label: 'C' },
      ]);
      el.removeAttribute('metadata-fields');
      expect(el.metadataFields).to.deep.equal([]);
    });

    it('takes metadata fields as a property', async () => {
      const el = await signupFixture();
      el.metadataFields = [{ name: 'team', label: 'Team', required: true }];
      await elementUpdated(el);
      expect(input(el, 'metadata-team')?.required).to.equal(true);
    });

    it('exposes parts and follows the --auth-* tokens', async () => {
      const el = await signupFixture();
      for (const part of ['title', 'error', 'status', 'footer', 'login-link']) {
        expect(el.shadowRoot?.querySelector(`[part~="${part}"]`), part).to.be.instanceOf(Element);
      }
      el.style.setProperty('--auth-color-primary', 'rgb(1, 2, 3)');
      el.style.setProperty('--auth-color-success', 'rgb(4, 5, 6)');
      expect(getComputedStyle(parts(el).submit as HTMLButtonElement).backgroundColor).to.equal(
        'rgb(1, 2, 3)',
      );
      await typeInto(parts(el).password as HTMLInputElement, 'abcdefgh');
      await elementUpdated(el);
      const met = el.querySelector('.auth-policy-rule[data-met="true"]') as HTMLElement;
      expect(getComputedStyle(met).color).to.equal('rgb(4, 5, 6)');
    });

    it('hides the link back to log in with no-login-link', async () => {
      const el = await signupFixture('no-login-link');
      expect(parts(el).loginLink).to.equal(null);
    });
  });

  describe('password policy checklist', () => {
    it('is described by the password field and starts with every rule unmet', async () => {
      const el = await signupFixture();
      const { password, policy } = parts(el);
      // The Caps Lock warning, then the checklist.
      expect(password?.getAttribute('aria-describedby')).to.equal(`${password?.id}-caps-lock ${policy?.id}`);
      expect(checklist(el)).to.deep.equal([
        [`${englishStrings.passwordPolicyUnmet} At least 8 characters`, false],
        [`${englishStrings.passwordPolicyUnmet} At least 3 of these 4 kinds of characters:`, false],
        [`${englishStrings.passwordPolicyUnmet} ${englishStrings.passwordPolicyLower}`, false],
        [`${englishStrings.passwordPolicyUnmet} ${englishStrings.passwordPolicyUpper}`, false],
        [`${englishStrings.passwordPolicyUnmet} ${englishStrings.passwordPolicyDigit}`, false],
        [`${englishStrings.passwordPolicyUnmet} ${englishStrings.passwordPolicySpecial}`, false],
      ]);
      // Met or not is in words (visually hidden) and in the mark's shape, not in colour alone.
      const hidden = el.querySelector('.auth-policy-rule .auth-visually-hidden') as HTMLElement;
      expect(hidden.textContent).to.equal(englishStrings.passwordPolicyUnmet);
      const mark = el.querySelector('.auth-policy-mark') as HTMLElement;
      expect(mark.getAttribute('aria-hidden')).to.equal('true');
      expect(getComputedStyle(mark, '::before').content).to.equal('"•"');
    });

    it('updates as the user types', async () => {
      const el = await signupFixture();
      const password = parts(el).password as HTMLInputElement;
      await typeInto(password, 'abc');
      await elementUpdated(el);
      expect(checklist(el).map(([, met]) => met)).to.deep.equal([false, false, true, false, false, false]);
      await sendKeys({ type: 'DE1' });
      await elementUpdated(el);
      expect(checklist(el).map(([, met]) => met)).to.deep.equal([false, true, true, true, true, false]);
      expect(
        el.querySelector('.auth-policy-rule[data-met="true"] .auth-visually-hidden')?.textContent,
      ).to.equal(englishStrings.passwordPolicyMet);
      const status = el.querySelector('form [role="status"]') as HTMLElement;
      expect(status.textContent?.trim()).to.equal('');
      await sendKeys({ type: '!x' });
      await elementUpdated(el);
      expect(checklist(el).map(([, met]) => met)).to.deep.equal([true, true, true, true, true, true]);
      const mark = el.querySelector('.auth-policy-mark') as HTMLElement;
      expect(getComputedStyle(mark, '::before').content).to.equal('"✓"');
      expect(status.textContent?.trim()).to.equal(englishStrings.passwordPolicySatisfied);
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ press: 'Backspace' });
      await elementUpdated(el);
      expect(checklist(el)[0]?.[1]).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('follows a custom policy', async () => {
      const el = await signupFixture();
      el.passwordPolicy = { minLength: 12, minClasses: 0 };
      await elementUpdated(el);
      expect(checklist(el)).to.deep.equal([
        [`${englishStrings.passwordPolicyUnmet} At least 12 characters`, false],
      ]);
    });
  });

  describe('signing up', () => {
    it('calls signup with the typed values and the default connection (Enter submits)', async () => {
      const el = await signupFixture();
      const stub = sinon.stub(clientOf(el), 'signup').resolves(CREATED);
      await submitByEnter(el, { email: ' new@example.com ' });
      expect(stub).to.have.been.calledOnceWithExactly({
        email: 'new@example.com',
        password: STRONG_PASSWORD,
        connection: 'Username-Password-Authentication',
      });
    });

    it('sends the username and the metadata (as strings, empty ones left out) on the configured connection', async () => {
      const el = await fixture<AuthSignup>(
        html`<auth-signup
          domain="tenant.example.com"
          client-id="abc"
          connection="Username-Required"
          requires-username
          metadata-fields="company:Company,role:Role,team:Team"
        ></auth-signup>`,
      );
      const stub = sinon.stub(clientOf(el), 'signup').resolves({ ...CREATED, username: 'newbie' });
      await typeInto(input(el, 'metadata-company') as HTMLInputElement, 'Acme');
      await typeInto(input(el, 'metadata-role') as HTMLInputElement, '42');
      await submitByEnter(el, { username: 'newbie' });
      expect(stub.firstCall.args[0]).to.deep.equal({
        email: 'new@example.com',
        password: STRONG_PASSWORD,
        connection: 'Username-Required',
        username: 'newbie',
        userMetadata: { company: 'Acme', role: '42' },
      });
    });

    it('is pending while the request is in flight', async () => {
      const el = await signupFixture();
      const answer = deferred<SignupResult>();
      const stub = sinon.stub(clientOf(el), 'signup').returns(answer.promise);
      await submitByEnter(el);
      const { submit, form } = parts(el);
      expect(submit?.disabled).to.equal(true);
      expect(submit?.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal(
        englishStrings.signupPending,
      );
      expect(form.getAttribute('aria-busy')).to.equal('true');
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Enter' });
      form.requestSubmit();
      expect(stub.callCount).to.equal(1);
      answer.resolve(CREATED);
    });

    it('dispatches auth-signup with the created user and shows the confirmation', async () => {
      const el = await signupFixture();
      sinon.stub(clientOf(el), 'signup').resolves(CREATED);
      const login = sinon.stub(clientOf(el), 'login').resolves();
      const event = oneEvent(el, 'auth-signup');
      await submitByEnter(el);
      const { detail, bubbles, composed } = await event;
      expect(detail).to.deep.equal({ user: CREATED });
      expect(bubbles && composed).to.equal(true);
      await elementUpdated(el);
      const { status, email } = parts(el);
      expect(status.textContent?.trim()).to.equal(englishStrings.signupDone);
      expect(email).to.equal(null);
      await waitUntil(() => deepActiveElement() === status, 'the confirmation gets focus');
      expect(login.called).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('logs in afterwards with login-after-signup', async () => {
      const el = await signupFixture('login-after-signup');
      sinon.stub(clientOf(el), 'signup').resolves(CREATED);
      const loggedIn = deferred<void>();
      const login = sinon.stub(clientOf(el), 'login').returns(loggedIn.promise);
      const event = oneEvent(el, 'auth-signup');
      await submitByEnter(el);
      await event;
      await elementUpdated(el);
      expect(login).to.have.been.calledOnceWithExactly({
        email: 'new@example.com',
        password: STRONG_PASSWORD,
        realm: 'Username-Password-Authentication',
      });
      // Still pending while the page is about to be redirected.
      expect(parts(el).submit?.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal(
        englishStrings.loginPending,
      );
      loggedIn.resolve();
      await waitUntil(() => parts(el).status.textContent?.trim() === englishStrings.signupLoggingIn);
    });

    it('says the account exists when the log-in after it fails', async () => {
      const el = await signupFixture('login-after-signup');
      sinon.stub(clientOf(el), 'signup').resolves(CREATED);
      sinon.stub(clientOf(el), 'login').rejects(authError('network_error'));
      const errorEvent = oneEvent(el, 'auth-error');
      await submitByEnter(el);
      expect((await errorEvent).detail.error.code).to.equal('network_error');
      await elementUpdated(el);
      expect(parts(el).status.textContent?.trim()).to.equal(englishStrings.signupDone);
      expect(parts(el).error.textContent).to.equal(englishStrings.errors.network_error);
      await expect(el).to.be.accessible();
    });
  });

  describe('errors', () => {
    const rows: [AuthErrorCode, string, string][] = [
      ['user_exists', englishStrings.errors.user_exists, 'email'],
      ['username_exists', englishStrings.errors.username_exists, 'username'],
      ['password_dictionary_error', englishStrings.errors.password_dictionary_error, 'password'],
      ['password_no_user_info_error', englishStrings.errors.password_no_user_info_error, 'password'],
      ['password_strength_error', englishStrings.errors.password_strength_error, 'password'],
      ['invalid_signup', englishStrings.errors.invalid_signup, 'email'],
      ['network_error', englishStrings.errors.network_error, 'password'],
    ];
    for (const [code, message, field] of rows) {
      it(`shows the message for ${code}, keeps the values and focuses ${field}`, async () => {
        const el = await signupFixture('requires-username');
        sinon.stub(clientOf(el), 'signup').rejects(authError(code));
        const errorEvent = oneEvent(el, 'auth-error');
        await submitByEnter(el, { email: 'kept@example.com', username: 'kept' });
        expect((await errorEvent).detail.error.code).to.equal(code);
        await elementUpdated(el);
        const { error, email, username, password } = parts(el);
        expect(error.textContent).to.equal(message);
        expect(email?.value).to.equal('kept@example.com');
        expect(username?.value).to.equal('kept');
        expect(password?.value).to.equal(STRONG_PASSWORD);
        // A network failure is nobody's field: focus stays where the user pressed Enter.
        expect(deepActiveElement()).to.equal(input(el, field));
        if (code !== 'network_error') expect(input(el, field)?.getAttribute('aria-invalid')).to.equal('true');
        await expect(el).to.be.accessible();
      });
    }

    it("shows the service's policy text for invalid_password", async () => {
      const el = await signupFixture();
      const policy =
        '* At least 8 characters in length\n* At least 3 of the following 4 types of characters: lower case letters (a-z)';
      sinon.stub(clientOf(el), 'signup').rejects(
        authError('invalid_password', 'PasswordStrengthError: Password is too weak', {
          policy,
          original: { code: 'invalid_password', policy },
        }),
      );
      el.passwordPolicy = { minLength: 4, minClasses: 1 };
      await elementUpdated(el);
      await submitByEnter(el, { password: 'weak' });
      await waitUntil(() => parts(el).error.textContent !== '');
      const { error, password } = parts(el);
      // The rule list is the translated checklist's job: never the service's English text.
      expect(error.textContent).to.equal(englishStrings.errors.invalid_password);
      expect(getComputedStyle(error).whiteSpace).to.equal('pre-line');
      expect(deepActiveElement()).to.equal(password);
      expect(password?.value).to.equal('weak');
      await expect(el).to.be.accessible();
    });
  });

  describe('keyboard', () => {
    it('reaches every control with Tab', async () => {
      const el = await fixture<AuthSignup>(
        html`<auth-signup
          domain="tenant.example.com"
          client-id="abc"
          requires-username
          metadata-fields="company:Company"
          login-url="/login.html"
        ></auth-signup>`,
      );
      const { email, username, password, submit, loginLink } = parts(el);
      const stops = await tabStops(email as HTMLInputElement, 6);
      const showPassword = el.querySelector('button.auth-password-toggle');
      expect(stops).to.deep.equal([
        username,
        password,
        showPassword,
        input(el, 'metadata-company'),
        submit,
        loginLink,
      ]);
    });
  });

  describe('back to log in', () => {
    it('dispatches a cancelable auth-show-login and shows a sibling <auth-login>', async () => {
      const container = fixtureSync<HTMLDivElement>(
        html`<div>
          <auth-login hidden
            ><form><input name="username" aria-label="Username" /></form
          ></auth-login>
          <auth-signup domain="tenant.example.com" client-id="abc"></auth-signup>
        </div>`,
      );
      const el = container.querySelector('auth-signup') as AuthSignup;
      await el.updateComplete;
      (parts(el).email as HTMLInputElement).value = 'me@example.com';
      const event = oneEvent(el, 'auth-show-login');
      parts(el).loginLink?.click();
      const fired = await event;
      expect(fired.detail).to.deep.equal({ email: 'me@example.com' });
      expect(fired.cancelable).to.equal(true);
      expect(el.hidden).to.equal(true);
      const login = container.querySelector('auth-login') as HTMLElement;
      expect(login.hidden).to.equal(false);
      expect(document.activeElement).to.equal(login.querySelector('input'));
    });

    it('stays when the event is canceled', async () => {
      const container = fixtureSync<HTMLDivElement>(
        html`<div>
          <auth-signup domain="tenant.example.com" client-id="abc"></auth-signup>
          <auth-login hidden></auth-login>
        </div>`,
      );
      const el = container.querySelector('auth-signup') as AuthSignup;
      await el.updateComplete;
      el.addEventListener('auth-show-login', (event) => event.preventDefault());
      parts(el).loginLink?.click();
      expect(el.hidden).to.equal(false);
    });
  });

  describe('against the local identity service', () => {
    async function serviceFixture(loginAfter = false): Promise<AuthSignup> {
      const { serviceUrl, testOrigin } = await testEnv();
      return fixture<AuthSignup>(
        html`<auth-signup
          domain=${serviceUrl}
          client-id="demo-spa"
          redirect-uri=${`${testOrigin}/test/fixtures/callback.html`}
          ?login-after-signup=${loginAfter}
        ></auth-signup>`,
      );
    }

    it('creates the account, then refuses the same address again with the user_exists message', async () => {
      const address = uniqueEmail('signup');
      const first = await serviceFixture();
      const created = oneEvent(first, 'auth-signup');
      await submitByEnter(first, { email: address });
      const { detail } = await created;
      expect(detail.user._id).to.be.a('string').and.not.equal('');
      expect(detail.user.email).to.equal(address);
      expect(detail.user.email_verified).to.equal(false);

      clearWebAuthClients();
      const second = await serviceFixture();
      const failed = oneEvent(second, 'auth-error');
      await submitByEnter(second, { email: address });
      expect((await failed).detail.error.code).to.equal('user_exists');
      await elementUpdated(second);
      expect(parts(second).error.textContent).to.equal(englishStrings.errors.user_exists);
      expect(deepActiveElement()).to.equal(parts(second).email);
    });

    it("shows the service's policy for a weak password", async () => {
      const el = await serviceFixture();
      const failed = oneEvent(el, 'auth-error');
      // The checklist allows it (a 4-character policy); the service's 8-character policy does not.
      el.passwordPolicy = { minLength: 4, minClasses: 1 };
      await elementUpdated(el);
      await submitByEnter(el, { email: uniqueEmail('weak'), password: 'short' });
      expect((await failed).detail.error.code).to.equal('invalid_password');
      await elementUpdated(el);
      expect(parts(el).error.textContent).to.equal(englishStrings.errors.invalid_password);
      // The checklist learnt the service's length, and shows it unmet.
      const lengthRule = el.querySelector('.auth-policy-rule') as HTMLElement;
      expect(lengthRule.textContent).to.contain('8');
      expect(lengthRule.dataset['met']).to.equal('false');
    });

    it('logs in after signing up: /co/authenticate, then the redirect with a login ticket', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const el = await serviceFixture(true);
      const address = uniqueEmail('signin');
      await submitByEnter(el, { email: address });
      await waitUntil(() => assign.called, 'redirects', { timeout: 5000 });
      const url = new URL(assign.firstCall.args[0]);
      const { serviceUrl } = await testEnv();
      expect(`${url.origin}${url.pathname}`).to.equal(`${serviceUrl}/authorize`);
      expect(url.searchParams.get('login_ticket')).to.be.a('string').and.not.equal('');
      expect(url.searchParams.get('realm')).to.equal('Username-Password-Authentication');
    });
  });
});
