import { elementUpdated, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-passwordless/auth-passwordless.js';
import { testEnv } from '../browser-helpers.js';
import { uniqueEmail, waitForMessage } from '../shared/service.js';
import type { AuthPasswordless } from '../../src/components/auth-passwordless/auth-passwordless.js';
import type { PasswordlessStartResult } from '../../src/core/types.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { format } from '../../src/internal/i18n.js';
import { englishStrings } from '../english.js';
import {
  authError,
  clientOf,
  deepActiveElement,
  deferred,
  tabStops,
  typeInto,
} from './form-element-helpers.js';

const STARTED: PasswordlessStartResult = { _id: 'abc123', email: 'me@example.com', email_verified: false };

const parts = (el: AuthPasswordless) => ({
  form: el.querySelector('form') as HTMLFormElement,
  email: el.querySelector<HTMLInputElement>('input[name="email"]'),
  phone: el.querySelector<HTMLInputElement>('input[name="phone"]'),
  code: el.querySelector<HTMLInputElement>('input[name="code"]'),
  submit: el.querySelector<HTMLButtonElement>('button[type="submit"]'),
  resend: el.querySelector<HTMLButtonElement>('button[data-action="resend"]'),
  changeAddress: el.querySelector<HTMLButtonElement>('button[data-action="change-address"]'),
  error: el.shadowRoot?.querySelector('[part~="error"]') as HTMLElement,
  status: el.shadowRoot?.querySelector('[part~="status"]') as HTMLElement,
  sent: el.shadowRoot?.querySelector<HTMLElement>('[part~="sent"]') ?? null,
  notice: el.shadowRoot?.querySelector<HTMLElement>('[part~="resend-notice"]') ?? null,
});

const text = (node: Element | null | undefined): string =>
  node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function passwordlessFixture({
  connection = 'email',
  send = 'code',
  resendDelay = 30,
} = {}): Promise<AuthPasswordless> {
  return fixture<AuthPasswordless>(
    html`<auth-passwordless
      domain="tenant.example.com"
      client-id="abc"
      redirect-uri="https://app.example.com/callback"
      response-type="code"
      connection=${connection}
      send=${send}
      resend-delay=${resendDelay}
    ></auth-passwordless>`,
  );
}

/** Types the address in step 1 and presses Enter. */
async function sendTo(el: AuthPasswordless, address = 'me@example.com'): Promise<void> {
  const field = parts(el).email ?? parts(el).phone;
  await typeInto(field as HTMLInputElement, address);
  await sendKeys({ press: 'Enter' });
  await elementUpdated(el);
}

/** Goes to step 2 with a stubbed passwordlessStart. */
async function toCodeStep(el: AuthPasswordless, address = 'me@example.com'): Promise<sinon.SinonStub> {
  const start = sinon.stub(clientOf(el), 'passwordlessStart').resolves(STARTED);
  const sent = oneEvent(el, 'auth-code-sent');
  await sendTo(el, address);
  await sent;
  await elementUpdated(el);
  return start;
}

async function enterCode(el: AuthPasswordless, code: string): Promise<void> {
  await typeInto(parts(el).code as HTMLInputElement, code);
  await sendKeys({ press: 'Enter' });
  await elementUpdated(el);
}

describe('<auth-passwordless>', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  describe('step 1: the address', () => {
    it('asks for an e-mail address by default', async () => {
      const el = await fixture<AuthPasswordless>(
        html`<auth-passwordless domain="tenant.example.com" client-id="abc"></auth-passwordless>`,
      );
      const { form, email, phone, submit, code } = parts(el);
      expect(text(el.shadowRoot?.querySelector('[part~="title"]'))).to.equal(
        englishStrings.passwordlessTitle,
      );
      expect(text(el.shadowRoot?.querySelector('[part~="intro"]'))).to.equal(
        englishStrings.passwordlessIntroEmail,
      );
      expect(form.parentElement).to.equal(el);
      // Each step's form has a name of its own.
      expect(form.getAttribute('aria-label')).to.equal(englishStrings.passwordlessAddressFormCode);
      expect(email?.type).to.equal('email');
      expect(email?.autocomplete).to.equal('email');
      expect(form.querySelector(`label[for="${email?.id}"]`)?.textContent).to.equal(englishStrings.email);
      expect(phone).to.equal(null);
      expect(code).to.equal(null);
      expect(text(submit)).to.equal(englishStrings.passwordlessEmailSubmit);
      expect(el.send).to.equal('code');
      expect(el.resendDelay).to.equal(30);
      await expect(el).to.be.accessible();
    });

    it('asks for a phone number with connection="sms"', async () => {
      const el = await passwordlessFixture({ connection: 'sms' });
      const { phone, email, submit } = parts(el);
      expect(text(el.shadowRoot?.querySelector('[part~="intro"]'))).to.equal(
        englishStrings.passwordlessIntroSms,
      );
      expect(email).to.equal(null);
      expect(phone?.type).to.equal('tel');
      expect(phone?.autocomplete).to.equal('tel');
      expect(phone?.inputMode).to.equal('tel');
      const hint = el.querySelector(`#${phone?.getAttribute('aria-describedby')}`);
      expect(text(hint)).to.equal(englishStrings.passwordlessPhoneHint);
      expect(text(submit)).to.equal(englishStrings.passwordlessSmsSubmit);
      await expect(el).to.be.accessible();
    });

    it('offers a link with send="link"', async () => {
      const el = await passwordlessFixture({ send: 'link' });
      expect(text(parts(el).submit)).to.equal(englishStrings.passwordlessLinkSubmit);
    });

    it('calls passwordlessStart (Enter submits) and is pending meanwhile', async () => {
      const el = await passwordlessFixture();
      const answer = deferred<PasswordlessStartResult>();
      const start = sinon.stub(clientOf(el), 'passwordlessStart').returns(answer.promise);
      await sendTo(el, ' me@example.com ');
      expect(start).to.have.been.calledOnceWithExactly({
        connection: 'email',
        send: 'code',
        email: 'me@example.com',
      });
      const { submit, form } = parts(el);
      expect(submit?.disabled).to.equal(true);
      expect(submit?.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal(
        englishStrings.passwordlessSending,
      );
      expect(form.getAttribute('aria-busy')).to.equal('true');
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Enter' });
      expect(start.callCount).to.equal(1);
      answer.resolve(STARTED);
    });

    it('dispatches auth-code-sent and moves to the code, focused', async () => {
      const el = await passwordlessFixture();
      sinon.stub(clientOf(el), 'passwordlessStart').resolves(STARTED);
      const sent = oneEvent(el, 'auth-code-sent');
      await sendTo(el);
      const { detail, bubbles, composed } = await sent;
      expect(detail).to.deep.equal({ connection: 'email', send: 'code', email: 'me@example.com' });
      expect(bubbles && composed).to.equal(true);
      await elementUpdated(el);
      const { code, email, submit, status, sent: sentLine } = parts(el);
      expect(email).to.equal(null);
      expect(code?.autocomplete).to.equal('one-time-code');
      expect(code?.inputMode).to.equal('numeric');
      expect(el.querySelector(`label[for="${code?.id}"]`)?.textContent).to.equal(englishStrings.code);
      expect(text(submit)).to.equal(englishStrings.passwordlessCodeSubmit);
      expect(status.getAttribute('role')).to.equal('status');
      expect(text(sentLine)).to.equal(
        format(englishStrings.passwordlessCodeSent, { destination: 'me@example.com' }),
      );
      await waitUntil(() => deepActiveElement() === parts(el).code, 'the code field gets focus');
      await expect(el).to.be.accessible();
    });

    it('sends to a phone number with connection="sms"', async () => {
      const el = await passwordlessFixture({ connection: 'sms' });
      const start = sinon
        .stub(clientOf(el), 'passwordlessStart')
        .resolves({ _id: 'x', phone_number: '+15551234567' });
      const sent = oneEvent(el, 'auth-code-sent');
      await sendTo(el, '+15551234567');
      expect((await sent).detail).to.deep.equal({
        connection: 'sms',
        send: 'code',
        phoneNumber: '+15551234567',
      });
      expect(start.firstCall.args[0]).to.deep.equal({
        connection: 'sms',
        send: 'code',
        phoneNumber: '+15551234567',
      });
      await elementUpdated(el);
      expect(text(parts(el).changeAddress)).to.equal(englishStrings.passwordlessChangePhone);
    });

    it('refuses to send a code it could not verify (no redirect-uri / response-type)', async () => {
      const el = await fixture<AuthPasswordless>(
        html`<auth-passwordless domain="tenant.example.com" client-id="abc"></auth-passwordless>`,
      );
      const consoleError = sinon.stub(console, 'error');
      const start = sinon.stub(clientOf(el), 'passwordlessStart').resolves(STARTED);
      const failed = oneEvent(el, 'auth-error');
      await sendTo(el);
      expect((await failed).detail.error.code).to.equal('request_error');
      expect(start.called).to.equal(false);
      expect(String(consoleError.firstCall.args[0])).to.contain('response-type');
      await elementUpdated(el);
      expect(parts(el).error.textContent).to.equal(englishStrings.errors.misconfigured);
    });

    const rows: [string, Error, string, 'email' | 'phone'][] = [
      [
        'bad_email',
        authError('request_error', 'Please enter a valid email address.', {
          error: 'bad_email',
          statusCode: 400,
        }),
        englishStrings.errors['passwordless.bad_email'],
        'email',
      ],
      [
        'bad_phone_number',
        authError('request_error', 'Use international format.', {
          error: 'bad_phone_number',
          statusCode: 400,
        }),
        englishStrings.errors['passwordless.bad_phone_number'],
        'phone',
      ],
      [
        "bad.email (the real service's spelling)",
        authError('request_error', 'Please enter a valid email address.', {
          error: 'bad.email',
          statusCode: 400,
        }),
        englishStrings.errors['passwordless.bad_email'],
        'email',
      ],
      [
        "bad.phone_number (the real service's spelling)",
        authError('request_error', 'Use international format.', {
          error: 'bad.phone_number',
          statusCode: 400,
        }),
        englishStrings.errors['passwordless.bad_phone_number'],
        'phone',
      ],
      ['network_error', authError('network_error'), englishStrings.errors.network_error, 'email'],
      ['rate_limited', authError('rate_limited'), englishStrings.errors.rate_limited, 'email'],
    ];
    for (const [name, failure, message, field] of rows) {
      it(`shows the message for ${name} and keeps the address`, async () => {
        const el = await passwordlessFixture({ connection: field === 'phone' ? 'sms' : 'email' });
        sinon.stub(clientOf(el), 'passwordlessStart').rejects(failure);
        const failed = oneEvent(el, 'auth-error');
        await sendTo(el, field === 'phone' ? '555' : 'not-quite@valid');
        await failed;
        await elementUpdated(el);
        const { error } = parts(el);
        const input = parts(el)[field] as HTMLInputElement;
        expect(error.textContent).to.equal(message);
        expect(input.value).to.equal(field === 'phone' ? '555' : 'not-quite@valid');
        expect(deepActiveElement()).to.equal(input);
        if (name.startsWith('bad_')) expect(input.getAttribute('aria-invalid')).to.equal('true');
        await expect(el).to.be.accessible();
      });
    }
  });

  describe('step 2: the code', () => {
    it('calls passwordlessLogin with the code and the address, pending until the redirect', async () => {
      const el = await passwordlessFixture();
      await toCodeStep(el);
      const redirect = deferred<void>();
      const login = sinon.stub(clientOf(el), 'passwordlessLogin').returns(redirect.promise);
      await enterCode(el, '123 456');
      expect(login).to.have.been.calledOnceWithExactly({
        connection: 'email',
        verificationCode: '123456',
        email: 'me@example.com',
      });
      const { submit } = parts(el);
      expect(submit?.disabled).to.equal(true);
      expect(submit?.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal(
        englishStrings.passwordlessVerifying,
      );
      await expect(el).to.be.accessible();
      redirect.resolve();
      await waitUntil(() => text(parts(el).status) === englishStrings.passwordlessRedirecting);
      expect(parts(el).code).to.equal(null);
      await expect(el).to.be.accessible();
    });

    for (const code of ['access_denied', 'invalid_grant'] as const) {
      it(`shows the passwordless message for a wrong code (${code}), keeps it and focuses it`, async () => {
        const el = await passwordlessFixture();
        await toCodeStep(el);
        sinon
          .stub(clientOf(el), 'passwordlessLogin')
          .rejects(authError(code, 'Wrong email or verification code.'));
        const failed = oneEvent(el, 'auth-error');
        await enterCode(el, '000000');
        expect((await failed).detail.error.code).to.equal(code);
        await elementUpdated(el);
        const { error, code: input } = parts(el);
        expect(error.textContent).to.equal(englishStrings.errors['passwordless.access_denied']);
        expect(input?.value).to.equal('000000');
        expect(input?.getAttribute('aria-invalid')).to.equal('true');
        expect(deepActiveElement()).to.equal(input);
        await expect(el).to.be.accessible();
      });
    }

    it('an expired code: says so and to send a new one', async () => {
      const el = await passwordlessFixture();
      await toCodeStep(el);
      // The service's answer once the code's five minutes are over (its clock cannot be moved from here).
      sinon
        .stub(clientOf(el), 'passwordlessLogin')
        .rejects(authError('access_denied', 'The verification code has expired. Please try to login again.'));
      const failed = oneEvent(el, 'auth-error');
      await enterCode(el, '000000');
      await failed;
      await elementUpdated(el);
      expect(parts(el).error.textContent).to.equal('This code has expired. Send a new code and try again.');
    });

    it('goes back to step 1 keeping the address', async () => {
      const el = await passwordlessFixture();
      await toCodeStep(el, 'kept@example.com');
      sinon.stub(clientOf(el), 'passwordlessLogin').rejects(authError('access_denied'));
      await enterCode(el, '1');
      await waitUntil(() => parts(el).error.textContent !== '');
      parts(el).changeAddress?.click();
      await elementUpdated(el);
      const { email, code, error, sent } = parts(el);
      expect(code).to.equal(null);
      expect(email?.value).to.equal('kept@example.com');
      expect(error.textContent).to.equal('');
      expect(sent).to.equal(null);
      await waitUntil(() => deepActiveElement() === parts(el).email, 'the address gets focus');
      await expect(el).to.be.accessible();
    });
  });

  describe('links', () => {
    it('says to open the link and offers resending and another address', async () => {
      const el = await passwordlessFixture({ send: 'link' });
      const start = sinon.stub(clientOf(el), 'passwordlessStart').resolves(STARTED);
      const sent = oneEvent(el, 'auth-code-sent');
      await sendTo(el);
      expect((await sent).detail).to.deep.equal({
        connection: 'email',
        send: 'link',
        email: 'me@example.com',
      });
      expect(start.firstCall.args[0]).to.deep.equal({
        connection: 'email',
        send: 'link',
        email: 'me@example.com',
      });
      await elementUpdated(el);
      const { code, sent: sentLine, resend, changeAddress, status } = parts(el);
      expect(code).to.equal(null);
      expect(text(sentLine)).to.equal(
        format(englishStrings.passwordlessLinkSent, { destination: 'me@example.com' }),
      );
      expect(text(resend)).to.contain(englishStrings.passwordlessResendLink);
      expect(text(changeAddress)).to.equal(englishStrings.passwordlessChangeEmail);
      await waitUntil(() => deepActiveElement() === status, 'the message gets focus');
      await expect(el).to.be.accessible();
    });
  });

  describe('resending', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    });
    afterEach(() => clock.restore());

    it('counts down (announced politely at the start and the end), then sends again', async () => {
      const el = await passwordlessFixture({ resendDelay: 3 });
      const start = await toCodeStep(el);
      let { resend, notice } = parts(el);
      expect(resend?.disabled).to.equal(true);
      expect(text(resend)).to.equal(
        format(englishStrings.passwordlessResendCountdown, {
          label: englishStrings.passwordlessResend,
          seconds: 3,
        }),
      );
      expect(notice?.closest('[role="status"]')).to.be.instanceOf(Element);
      expect(text(notice)).to.equal(format(englishStrings.passwordlessResendWait, { seconds: 3 }));

      clock.tick(1000);
      await elementUpdated(el);
      ({ resend, notice } = parts(el));
      expect(text(resend)).to.equal(
        format(englishStrings.passwordlessResendCountdown, {
          label: englishStrings.passwordlessResend,
          seconds: 2,
        }),
      );
      // Not re-announced every second.
      expect(text(notice)).to.equal(format(englishStrings.passwordlessResendWait, { seconds: 3 }));
      resend?.click();
      expect(start.callCount).to.equal(1);

      clock.tick(2000);
      await elementUpdated(el);
      ({ resend, notice } = parts(el));
      expect(resend?.disabled).to.equal(false);
      expect(text(resend)).to.equal(englishStrings.passwordlessResend);
      expect(text(notice)).to.equal(englishStrings.passwordlessResendReady);
      await expect(el).to.be.accessible();

      const again = oneEvent(el, 'auth-code-sent');
      resend?.click();
      await again;
      await elementUpdated(el);
      expect(start.callCount).to.equal(2);
      expect(start.secondCall.args[0]).to.deep.equal(start.firstCall.args[0]);
      expect(parts(el).resend?.disabled).to.equal(true);
      expect(text(parts(el).notice)).to.equal(format(englishStrings.passwordlessResendWait, { seconds: 3 }));
      await waitUntil(() => deepActiveElement() === parts(el).code, 'focus back on the code');
    });

    it('stops counting when going back to step 1', async () => {
      const el = await passwordlessFixture({ resendDelay: 5 });
      await toCodeStep(el);
      parts(el).changeAddress?.click();
      await elementUpdated(el);
      expect(clock.countTimers()).to.equal(0);
    });

    it('reaches every control with Tab, the resend button once it is enabled', async () => {
      const el = await passwordlessFixture({ resendDelay: 1 });
      const addressStops = await tabStops(parts(el).email as HTMLInputElement, 1);
      expect(addressStops).to.deep.equal([parts(el).submit]);
      await toCodeStep(el);
      let stops = await tabStops(parts(el).code as HTMLInputElement, 2);
      expect(stops).to.deep.equal([parts(el).submit, parts(el).changeAddress]);
      clock.tick(1000);
      await elementUpdated(el);
      stops = await tabStops(parts(el).code as HTMLInputElement, 3);
      expect(stops).to.deep.equal([parts(el).submit, parts(el).resend, parts(el).changeAddress]);
    });
  });

  describe('theming', () => {
    it('exposes parts and follows the --auth-* tokens', async () => {
      const el = await passwordlessFixture();
      await toCodeStep(el);
      for (const part of ['title', 'error', 'status', 'sent', 'resend-notice']) {
        expect(el.shadowRoot?.querySelector(`[part~="${part}"]`), part).to.be.instanceOf(Element);
      }
      el.style.setProperty('--auth-color-primary', 'rgb(1, 2, 3)');
      expect(getComputedStyle(parts(el).submit as HTMLButtonElement).backgroundColor).to.equal(
        'rgb(1, 2, 3)',
      );
      expect(getComputedStyle(parts(el).changeAddress as HTMLButtonElement).color).to.equal('rgb(1, 2, 3)');
    });
  });

  describe('against the local identity service', () => {
    it('sends a code to the inbox, refuses a wrong one, and redirects with a login ticket for the right one', async () => {
      const { serviceUrl, testOrigin } = await testEnv();
      const assign = sinon.stub(navigation, 'assign');
      const el = await fixture<AuthPasswordless>(
        html`<auth-passwordless
          domain=${serviceUrl}
          client-id="demo-spa"
          redirect-uri=${`${testOrigin}/test/fixtures/callback.html`}
          response-type="code"
          connection="email"
          send="code"
        ></auth-passwordless>`,
      );
      const address = uniqueEmail('otp');
      const sent = oneEvent(el, 'auth-code-sent');
      await sendTo(el, address);
      expect((await sent).detail).to.deep.equal({ connection: 'email', send: 'code', email: address });
      const message = await waitForMessage(serviceUrl, { to: address, kind: 'passwordless-code' });
      const code = message.code as string;
      expect(code).to.match(/^\d{6}$/);

      const wrong = code === '000000' ? '111111' : '000000';
      const failed = oneEvent(el, 'auth-error');
      await elementUpdated(el);
      await enterCode(el, wrong);
      expect((await failed).detail.error.code).to.be.oneOf(['access_denied', 'invalid_grant']);
      await elementUpdated(el);
      expect(parts(el).error.textContent).to.equal(englishStrings.errors['passwordless.access_denied']);
      expect(deepActiveElement()).to.equal(parts(el).code);
      expect(assign.called).to.equal(false);

      const input = parts(el).code as HTMLInputElement;
      input.select();
      await sendKeys({ type: code });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => assign.called, 'redirects', { timeout: 5000 });
      const url = new URL(assign.firstCall.args[0]);
      expect(`${url.origin}${url.pathname}`).to.equal(`${serviceUrl}/authorize`);
      expect(url.searchParams.get('login_ticket')).to.be.a('string').and.not.equal('');
      expect(url.searchParams.get('realm')).to.equal('email');
      expect(url.searchParams.get('client_id')).to.equal('demo-spa');
    });

    it('after five wrong codes the code is spent: says so and to send a new one', async () => {
      const { serviceUrl, testOrigin } = await testEnv();
      const el = await fixture<AuthPasswordless>(
        html`<auth-passwordless
          domain=${serviceUrl}
          client-id="demo-spa"
          redirect-uri=${`${testOrigin}/test/fixtures/callback.html`}
          response-type="code"
          connection="email"
          send="code"
        ></auth-passwordless>`,
      );
      const address = uniqueEmail('otp-spent');
      await sendTo(el, address);
      const code = (await waitForMessage(serviceUrl, { to: address, kind: 'passwordless-code' }))
        .code as string;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt++) {
        const failed = oneEvent(el, 'auth-error');
        await elementUpdated(el);
        await enterCode(el, wrong);
        await failed;
        await elementUpdated(el);
        expect(parts(el).error.textContent).to.equal(
          attempt < 5
            ? 'That code is not right. Check it and try again.'
            : 'Too many wrong codes: this code no longer works. Send a new code and try again.',
        );
      }
    });
  });
});
