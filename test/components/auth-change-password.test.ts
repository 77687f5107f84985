import { elementUpdated, expect, fixture, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { testEnv } from '../browser-helpers.js';
import { createUser, uniqueEmail, waitForMessage } from '../shared/service.js';
import { navigation } from '../../src/core/lib/navigate.js';
import '../../src/components/auth-change-password/auth-change-password.js';
import type { AuthChangePassword } from '../../src/components/auth-change-password/auth-change-password.js';
import type { AuthErrorCode } from '../../src/core/index.js';
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

const SERVICE_MESSAGE = "We've just sent you an email to reset your password.";

const parts = (el: AuthChangePassword) => ({
  form: el.querySelector('form') as HTMLFormElement,
  email: el.querySelector('input[name="email"]') as HTMLInputElement | null,
  submit: el.querySelector('button[type="submit"]') as HTMLButtonElement | null,
  error: el.shadowRoot?.querySelector('[part~="error"]') as HTMLElement,
  status: el.shadowRoot?.querySelector('[part~="status"]') as HTMLElement,
  loginLink: el.shadowRoot?.querySelector('[part~="login-link"]') as HTMLButtonElement | null,
});

async function changePasswordFixture(): Promise<AuthChangePassword> {
  return fixture<AuthChangePassword>(
    html`<auth-change-password
      domain="tenant.example.com"
      client-id="abc"
      login-url="/login.html"
    ></auth-change-password>`,
  );
}

/** Types the address and presses Enter, as a keyboard user does. */
async function submitByEnter(el: AuthChangePassword, email = 'user@example.com'): Promise<void> {
  await typeInto(parts(el).email as HTMLInputElement, email);
  await sendKeys({ press: 'Enter' });
  await elementUpdated(el);
}

describe('<auth-change-password>', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  describe('rendering', () => {
    it('renders a title, an intro and a light-DOM form with an e-mail input', async () => {
      const el = await changePasswordFixture();
      const { form, email, submit, loginLink } = parts(el);
      expect(el.shadowRoot?.querySelector('[part~="title"]')?.textContent).to.equal(
        englishStrings.changePasswordTitle,
      );
      expect(el.shadowRoot?.querySelector('[part~="intro"]')?.textContent).to.equal(
        englishStrings.changePasswordIntro,
      );
      expect(form.parentElement).to.equal(el);
      expect(form.slot).to.equal('form');
      expect(form.getAttribute('aria-label')).to.equal(englishStrings.changePasswordTitle);
      expect(email?.type).to.equal('email');
      expect(email?.autocomplete).to.equal('email');
      expect(email?.required).to.equal(true);
      expect(form.querySelector(`label[for="${email?.id}"]`)?.textContent).to.equal(englishStrings.email);
      expect(submit?.textContent?.trim()).to.equal(englishStrings.changePasswordSubmit);
      expect(loginLink?.textContent?.trim()).to.equal(englishStrings.backToLogin);
      await expect(el).to.be.accessible();
    });

    it('exposes parts and follows the --auth-* tokens', async () => {
      const el = await changePasswordFixture();
      for (const part of ['title', 'intro', 'error', 'status', 'footer', 'login-link']) {
        expect(el.shadowRoot?.querySelector(`[part~="${part}"]`), part).to.be.instanceOf(Element);
      }
      el.style.setProperty('--auth-color-primary', 'rgb(1, 2, 3)');
      expect(getComputedStyle(parts(el).submit as HTMLButtonElement).backgroundColor).to.equal(
        'rgb(1, 2, 3)',
      );
      expect(getComputedStyle(parts(el).loginLink as HTMLButtonElement).color).to.equal('rgb(1, 2, 3)');
    });

    it('hides the link back to log in with no-login-link', async () => {
      const el = await fixture<AuthChangePassword>(
        html`<auth-change-password
          domain="t.example.com"
          client-id="abc"
          no-login-link
        ></auth-change-password>`,
      );
      expect(parts(el).loginLink).to.equal(null);
    });
  });

  describe('requesting the e-mail', () => {
    it('calls changePassword with the default connection and the typed address (Enter submits)', async () => {
      const el = await changePasswordFixture();
      const stub = sinon.stub(clientOf(el), 'changePassword').resolves(SERVICE_MESSAGE);
      await submitByEnter(el, ' person@example.com ');
      expect(stub).to.have.been.calledOnceWithExactly({
        connection: 'Username-Password-Authentication',
        email: 'person@example.com',
      });
    });

    it('uses the configured connection', async () => {
      const el = await fixture<AuthChangePassword>(
        html`<auth-change-password
          domain="tenant.example.com"
          client-id="abc"
          connection="Other-Database"
        ></auth-change-password>`,
      );
      const stub = sinon.stub(clientOf(el), 'changePassword').resolves(SERVICE_MESSAGE);
      await submitByEnter(el);
      expect(stub.firstCall.args[0]).to.deep.equal({
        connection: 'Other-Database',
        email: 'user@example.com',
      });
    });

    it('is pending while the request is in flight: disabled submit, progress, no double submit', async () => {
      const el = await changePasswordFixture();
      const answer = deferred<string>();
      const stub = sinon.stub(clientOf(el), 'changePassword').returns(answer.promise);
      await submitByEnter(el);
      const { submit, form } = parts(el);
      expect(submit?.disabled).to.equal(true);
      expect(submit?.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal(
        englishStrings.changePasswordPending,
      );
      expect(form.getAttribute('aria-busy')).to.equal('true');
      await expect(el).to.be.accessible();
      form.requestSubmit();
      await sendKeys({ press: 'Enter' });
      expect(stub.callCount).to.equal(1);
      answer.resolve(SERVICE_MESSAGE);
    });

    it('shows the service message, dispatches auth-password-reset-sent and focuses the confirmation', async () => {
      const el = await changePasswordFixture();
      sinon.stub(clientOf(el), 'changePassword').resolves(SERVICE_MESSAGE);
      const event = oneEvent(el, 'auth-password-reset-sent');
      await submitByEnter(el, 'person@example.com');
      const { detail, bubbles, composed } = await event;
      expect(detail).to.deep.equal({ email: 'person@example.com', message: SERVICE_MESSAGE });
      expect(bubbles).to.equal(true);
      expect(composed).to.equal(true);
      await elementUpdated(el);
      const { status, email, loginLink } = parts(el);
      expect(status.getAttribute('role')).to.equal('status');
      expect(status.textContent?.trim()).to.equal(SERVICE_MESSAGE);
      expect(email).to.equal(null);
      expect(loginLink).to.be.instanceOf(Element);
      await waitUntil(() => deepActiveElement() === status, 'the confirmation gets focus');
      await expect(el).to.be.accessible();
    });

    it('falls back to the dictionary confirmation when the service says nothing', async () => {
      const el = await changePasswordFixture();
      sinon.stub(clientOf(el), 'changePassword').resolves('  ');
      const event = oneEvent(el, 'auth-password-reset-sent');
      await submitByEnter(el);
      expect((await event).detail.message).to.equal(englishStrings.changePasswordDone);
    });
  });

  describe('errors', () => {
    const rows: [AuthErrorCode, string][] = [
      ['network_error', englishStrings.errors.network_error],
      ['rate_limited', englishStrings.errors.rate_limited],
      ['server_error', englishStrings.errors.server_error],
      ['origin_not_allowed', englishStrings.errors.origin_not_allowed],
      ['timeout', englishStrings.errors.timeout],
    ];
    for (const [code, message] of rows) {
      it(`shows the message for ${code}, keeps the address and focuses it`, async () => {
        const el = await changePasswordFixture();
        sinon.stub(clientOf(el), 'changePassword').rejects(authError(code));
        const errorEvent = oneEvent(el, 'auth-error');
        await submitByEnter(el, 'kept@example.com');
        expect((await errorEvent).detail.error.code).to.equal(code);
        await elementUpdated(el);
        const { error, email } = parts(el);
        expect(error.getAttribute('role')).to.equal('alert');
        expect(error.textContent).to.equal(message);
        expect(email?.value).to.equal('kept@example.com');
        expect(email?.getAttribute('aria-invalid')).to.equal('true');
        expect(deepActiveElement()).to.equal(email);
        await expect(el).to.be.accessible();
      });
    }

    it('can be submitted again after an error', async () => {
      const el = await changePasswordFixture();
      const stub = sinon.stub(clientOf(el), 'changePassword');
      stub.onFirstCall().rejects(authError('network_error'));
      stub.onSecondCall().resolves(SERVICE_MESSAGE);
      await submitByEnter(el);
      await waitUntil(() => parts(el).error.textContent !== '');
      const event = oneEvent(el, 'auth-password-reset-sent');
      await sendKeys({ press: 'Enter' });
      await event;
      expect(stub.callCount).to.equal(2);
      expect(parts(el).error.textContent).to.equal('');
    });
  });

  describe('keyboard', () => {
    it('reaches the e-mail input, the submit button and the link back to log in with Tab', async () => {
      const el = await changePasswordFixture();
      const { email, submit, loginLink } = parts(el);
      const stops = await tabStops(email as HTMLInputElement, 2);
      expect(stops).to.deep.equal([submit, loginLink]);
    });
  });

  describe('back to log in', () => {
    it('dispatches a cancelable auth-show-login with the typed address and shows a sibling <auth-login>', async () => {
      const container = fixtureSync<HTMLDivElement>(
        html`<div>
          <auth-change-password domain="tenant.example.com" client-id="abc"></auth-change-password>
          <auth-login hidden
            ><form><input name="username" aria-label="Username" /></form
          ></auth-login>
        </div>`,
      );
      const el = container.querySelector('auth-change-password') as AuthChangePassword;
      await el.updateComplete;
      const login = container.querySelector('auth-login') as HTMLElement;
      (parts(el).email as HTMLInputElement).value = 'me@example.com';
      const event = oneEvent(el, 'auth-show-login');
      parts(el).loginLink?.click();
      const fired = await event;
      expect(fired.detail).to.deep.equal({ email: 'me@example.com' });
      expect(fired.cancelable).to.equal(true);
      expect(fired.composed).to.equal(true);
      expect(el.hidden).to.equal(true);
      expect(login.hidden).to.equal(false);
      expect(document.activeElement).to.equal(login.querySelector('input'));
    });

    it('stays when the event is canceled', async () => {
      const container = fixtureSync<HTMLDivElement>(
        html`<div>
          <auth-change-password domain="tenant.example.com" client-id="abc"></auth-change-password>
          <auth-login hidden></auth-login>
        </div>`,
      );
      const el = container.querySelector('auth-change-password') as AuthChangePassword;
      await el.updateComplete;
      el.addEventListener('auth-show-login', (event) => event.preventDefault());
      parts(el).loginLink?.click();
      expect(el.hidden).to.equal(false);
      expect((container.querySelector('auth-login') as HTMLElement).hidden).to.equal(true);
    });

    it('without a sibling goes to login-url, and renders no link when there is nowhere to go', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const el = await changePasswordFixture();
      const event = oneEvent(el, 'auth-show-login');
      parts(el).loginLink?.click();
      await event;
      expect(assign.calledOnceWith(new URL('/login.html', location.href).href)).to.equal(true);
      // <auth-login> is not defined on this page: no sibling, no page, no view to create.
      const alone = await fixture<AuthChangePassword>(
        html`<auth-change-password domain="tenant.example.com" client-id="abc"></auth-change-password>`,
      );
      expect(parts(alone).loginLink).to.equal(null);
    });
  });

  describe('against the local identity service', () => {
    it('shows the service message and the reset e-mail reaches the inbox', async () => {
      const { serviceUrl, testOrigin } = await testEnv();
      const address = uniqueEmail('reset');
      await createUser(serviceUrl, { email: address });
      const el = await fixture<AuthChangePassword>(
        html`<auth-change-password
          domain=${serviceUrl}
          client-id="demo-spa"
          redirect-uri=${`${testOrigin}/test/fixtures/callback.html`}
        ></auth-change-password>`,
      );
      const event = oneEvent(el, 'auth-password-reset-sent');
      await submitByEnter(el, address);
      const { detail } = await event;
      expect(detail).to.deep.equal({ email: address, message: SERVICE_MESSAGE });
      await elementUpdated(el);
      expect(parts(el).status.textContent?.trim()).to.equal(SERVICE_MESSAGE);
      const message = await waitForMessage(serviceUrl, { to: address, kind: 'password-reset' });
      expect(message.to).to.equal(address);
      expect(message.link).to.be.a('string');
    });
  });
});
