// <auth-login>'s second-factor step against the local identity service: a user with an authenticator
// app and a recovery code, whose password the service answers with `mfa_required`; the step completes
// it (`completeSecondFactor`, the hook a request the element makes itself calls). Codes are computed
// from the user's key as an app would; what the user sees, where focus goes, what went over the wire.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import type { AuthErrorEventDetail, AuthSuccessEventDetail } from '../../src/internal/events.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { AuthError } from '../../src/core/index.js';
import type { AuthResult } from '../../src/core/index.js';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import { uniqueEmail, waitForMessage } from '../shared/service.js';
import { deepActiveElement, part } from './form-element-helpers.js';
import { addAuthenticator, removeAuthenticators } from '../core/passkey-helpers.js';
import { appCode, enrolApp, ME_SCOPES, mfaRequired, mfaUser, wrongCode } from './mfa-helpers.js';
import type { MfaUser } from './mfa-helpers.js';

async function loginFixture(lang = 'en'): Promise<AuthLogin> {
  const { serviceUrl, testOrigin } = await testEnv();
  return fixture<AuthLogin>(
    html`<auth-login
      lang=${lang}
      domain=${serviceUrl}
      client-id=${CLIENT_ID}
      redirect-uri=${`${testOrigin}/`}
    ></auth-login>`,
  );
}

const stepInput = (el: AuthLogin): HTMLInputElement => part<HTMLInputElement>(el, 'mfa-input');
const message = (el: AuthLogin): string => part(el, 'mfa-error').textContent?.trim() ?? '';

/** Token-endpoint requests of the page since `since` (the resource timing entries). */
function tokenRequests(serviceUrl: string, since = 0): number {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since && entry.name === `${serviceUrl}/oauth/token`).length;
}

/** Types `text` into the focused step field and presses Enter. */
async function typeCode(el: AuthLogin, text: string): Promise<void> {
  stepInput(el).focus();
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}

/** Waits until the step shows a message (after a refused code). */
async function messageShown(el: AuthLogin): Promise<string> {
  await waitUntil(() => message(el) !== '', 'no message', { timeout: 5000 });
  return message(el);
}

describe('<auth-login> second-factor step', () => {
  let user: MfaUser;

  before(async () => {
    user = await mfaUser('login-step');
  });
  afterEach(() => clearWebAuthClients());

  it('is loaded only when mfa_required arrives: the login page alone never fetches it', async () => {
    const el = await loginFixture();
    const loadedStep = () =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/internal/mfa-step.'));
    expect(loadedStep()).to.equal(false);
    const error = await mfaRequired(user);
    void el.completeSecondFactor(error);
    await waitUntil(() => part(el, 'mfa-step') !== null, 'the step is not shown');
    expect(loadedStep()).to.equal(true);
  });

  it('asks for the app’s code in one field, focused; a wrong code: message focused, typed text kept, auth-error; then a pasted code with spaces signs in', async () => {
    const { serviceUrl } = await testEnv();
    const el = await loginFixture();
    const result = el.completeSecondFactor(await mfaRequired(user));
    await waitUntil(() => stepInput(el) !== null, 'the step is not shown');
    await el.updateComplete;
    expect(part(el, 'title').textContent?.trim()).to.equal('Two-step verification');
    // The login form stays in the page (what was typed is kept) but is not shown.
    expect(el.querySelector('form')?.assignedSlot ?? null).to.equal(null);
    const input = stepInput(el);
    expect(input.getAttribute('autocomplete')).to.equal('one-time-code');
    expect(input.getAttribute('inputmode')).to.equal('numeric');
    expect(deepActiveElement()).to.equal(input);
    expect(part(el, 'mfa-switch-button').textContent?.trim()).to.equal('Use a recovery code instead');
    await expect(el).to.be.accessible();

    const wrong = wrongCode(user);
    const failed = oneEvent(el, 'auth-error');
    await typeCode(el, wrong);
    const { detail } = (await failed) as CustomEvent<AuthErrorEventDetail>;
    expect(detail.error.code).to.equal('invalid_grant');
    expect(await messageShown(el)).to.equal('That code is not right. Check it and try again.');
    expect(deepActiveElement()).to.equal(part(el, 'mfa-error'));
    expect(stepInput(el).value).to.equal(wrong);
    expect(stepInput(el).getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();

    // A code pasted from an app that groups its digits: "123 456".
    const right = appCode(user);
    const since = performance.now();
    const signedIn = oneEvent(el, 'auth-success');
    stepInput(el).focus();
    stepInput(el).select();
    await sendKeys({ press: 'Backspace' });
    expect(message(el)).to.equal('', 'editing the field clears the stale message');
    await sendKeys({ type: `${right.slice(0, 3)} ${right.slice(3)}` });
    await sendKeys({ press: 'Enter' });
    const success = (await signedIn) as CustomEvent<AuthSuccessEventDetail>;
    const authResult = success.detail.authResult as AuthResult & { recoveryCode?: string };
    expect(authResult.idTokenPayload?.['email']).to.equal(user.email);
    expect(authResult.idTokenPayload?.['amr']).to.deep.equal(['mfa']);
    expect('recoveryCode' in authResult).to.equal(false);
    expect(await result).to.equal(success.detail.authResult);
    expect(tokenRequests(serviceUrl, since)).to.equal(1);
    await el.updateComplete;
    expect(part(el, 'mfa-step')).to.equal(null);
    expect(part(el, 'status').textContent?.trim()).to.equal('You are logged in.');
    expect(deepActiveElement()).to.equal(part(el, 'status'));
    await expect(el).to.be.accessible();
  });

  it('sends one verification for a double Enter (pending: the button is disabled, progress shown)', async () => {
    const { serviceUrl } = await testEnv();
    const el = await loginFixture();
    void el.completeSecondFactor(await mfaRequired(user));
    await waitUntil(() => stepInput(el) !== null, 'the step is not shown');
    const since = performance.now();
    stepInput(el).focus();
    await sendKeys({ type: wrongCode(user) });
    const failed = oneEvent(el, 'auth-error');
    stepInput(el).form?.requestSubmit();
    stepInput(el).form?.requestSubmit();
    await el.updateComplete;
    const button = part(el, 'mfa-form').querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).to.equal(true);
    expect(button.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal('Verifying…');
    await failed;
    await messageShown(el);
    expect(tokenRequests(serviceUrl, since)).to.equal(1);
  });

  it('takes a recovery code instead (and back, keeping what was typed); shows the new one once, with Copy and “I saved it”, then auth-success', async () => {
    const recoveryUser = await mfaUser('login-recovery');
    const el = await loginFixture();
    const result = el.completeSecondFactor(await mfaRequired(recoveryUser));
    await waitUntil(() => stepInput(el) !== null, 'the step is not shown');
    stepInput(el).focus();
    await sendKeys({ type: '12' });
    part(el, 'mfa-switch-button').click();
    await el.updateComplete;
    expect(stepInput(el).name).to.equal('recovery_code');
    expect(stepInput(el).getAttribute('autocomplete')).to.equal('off');
    expect(part(el, 'mfa-switch-button').textContent?.trim()).to.equal('Use your authenticator app instead');
    await waitUntil(() => deepActiveElement() === stepInput(el), 'focus stays in the step');
    part(el, 'mfa-switch-button').click();
    await el.updateComplete;
    expect(stepInput(el).value).to.equal('12');
    part(el, 'mfa-switch-button').click();
    await el.updateComplete;

    let successes = 0;
    el.addEventListener('auth-success', () => successes++);
    // Typed in lower case and grouped differently: the code is the same.
    await typeCode(el, recoveryUser.recoveryCode.toLowerCase().replace(/-/g, ' '));
    await waitUntil(() => part(el, 'mfa-recovery-code') !== null, 'no new recovery code', { timeout: 5000 });
    await el.updateComplete;
    const fresh = part(el, 'mfa-recovery-code').textContent?.trim() ?? '';
    expect(fresh).to.match(/\w{4}/);
    expect(fresh.replace(/\W/g, '')).not.to.equal(recoveryUser.recoveryCode.replace(/\W/g, ''));
    expect(part(el, 'mfa-new-recovery-title').textContent?.trim()).to.equal('Save your new recovery code');
    expect(deepActiveElement()).to.equal(part(el, 'mfa-new-recovery-title'));
    expect(successes).to.equal(0, 'not finished before the user saved the code');
    await expect(el).to.be.accessible();

    part(el, 'mfa-copy-button').click();
    await waitUntil(() => (part(el, 'mfa-copy-status').textContent ?? '') !== '', 'no copy status');
    expect(['Copied.', 'Could not copy. Select the code and copy it yourself.']).to.include(
      part(el, 'mfa-copy-status').textContent?.trim(),
    );

    const signedIn = oneEvent(el, 'auth-success');
    part(el, 'mfa-saved-button').click();
    const { detail } = (await signedIn) as CustomEvent<AuthSuccessEventDetail>;
    expect(detail.authResult.idTokenPayload?.['email']).to.equal(recoveryUser.email);
    expect(JSON.stringify(detail.authResult)).not.to.contain(fresh);
    expect(await result).to.equal(detail.authResult);
    expect(successes).to.equal(1);

    // The used code is spent; the new one signs in.
    const again = await loginFixture();
    void again.completeSecondFactor(await mfaRequired(recoveryUser));
    await waitUntil(() => stepInput(again) !== null, 'the step is not shown');
    part(again, 'mfa-switch-button').click();
    await again.updateComplete;
    await typeCode(again, recoveryUser.recoveryCode);
    expect(await messageShown(again)).to.equal(
      'That recovery code is not right, or it was used already. Check it and try again.',
    );
    const secondSuccess = oneEvent(again, 'auth-success');
    stepInput(again).select();
    await sendKeys({ type: fresh });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => part(again, 'mfa-saved-button') !== null, 'no new recovery code');
    part(again, 'mfa-saved-button').click();
    await secondSuccess;
  });

  it('after five wrong codes the step is locked: the message says so, “Start again” brings the form back', async () => {
    const locked = await mfaUser('login-lock');
    const el = await loginFixture();
    const result = el.completeSecondFactor(await mfaRequired(locked));
    await waitUntil(() => stepInput(el) !== null, 'the step is not shown');
    const wrong = wrongCode(locked);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await typeCode(el, attempt === 1 ? wrong : '');
      expect(await messageShown(el)).to.equal('That code is not right. Check it and try again.');
      stepInput(el).focus();
      await sendKeys({ type: ' ' }); // an edit: the stale message goes
      await sendKeys({ press: 'Backspace' });
    }
    const refused = oneEvent(el, 'auth-error');
    await typeCode(el, '');
    const { detail } = (await refused) as CustomEvent<AuthErrorEventDetail>;
    expect(detail.error.code).to.equal('too_many_attempts');
    expect(await messageShown(el)).to.equal(
      'Too many wrong codes for this sign-in. Start again to get a new step.',
    );
    expect(deepActiveElement()).to.equal(part(el, 'mfa-error'));
    expect(stepInput(el).value).to.equal(wrong);
    expect(part(el, 'mfa-form').querySelector('button[type="submit"]')).to.equal(null);
    await expect(el).to.be.accessible();

    part(el, 'mfa-restart-button').click();
    expect(await result).to.equal(null);
    await el.updateComplete;
    expect(part(el, 'mfa-step')).to.equal(null);
    expect(part(el, 'title').textContent?.trim()).to.equal('Log in');
    await waitUntil(
      () => deepActiveElement() === el.querySelector('input[name="email"]'),
      'focus on the form',
    );
  });

  it('after ten wrong codes in a quarter of an hour the account is locked: the message says to check the e-mail, which came', async () => {
    const locked = await mfaUser('login-user-lock');
    const el = await loginFixture();
    const wrong = wrongCode(locked);
    for (const round of [1, 2]) {
      void el.completeSecondFactor(await mfaRequired(locked));
      // A fresh step: its field is empty (the last one's held the wrong code).
      await waitUntil(() => stepInput(el)?.value === '', `round ${round}: no fresh step`);
      stepInput(el).focus();
      await sendKeys({ type: wrong });
      for (let attempt = 1; attempt <= 5; attempt++) {
        stepInput(el).form?.requestSubmit();
        expect(await messageShown(el)).to.equal('That code is not right. Check it and try again.');
        stepInput(el).focus();
        await sendKeys({ type: ' ' });
        await sendKeys({ press: 'Backspace' });
      }
    }
    const refused = oneEvent(el, 'auth-error');
    stepInput(el).form?.requestSubmit();
    const { detail } = (await refused) as CustomEvent<AuthErrorEventDetail>;
    expect(detail.error.code).to.equal('too_many_attempts');
    expect(await messageShown(el)).to.equal(
      'Too many wrong codes. Sign-in is blocked for now; check your email for how to unblock your account.',
    );
    expect(part(el, 'mfa-restart-button')).not.to.equal(null);
    const { serviceUrl } = await testEnv();
    const unblock = await waitForMessage(serviceUrl, { to: locked.email, kind: 'unblock' });
    expect(unblock.to).to.equal(locked.email);
  });

  it('a spent step (its token used already) says so and offers to start again', async () => {
    const { serviceUrl } = await testEnv();
    const spent = await mfaUser('login-spent');
    const error = await mfaRequired(spent);
    const el = await loginFixture();
    // The same mfa_token verified elsewhere first (another tab): it is single use.
    const { WebAuth } = await import('../../src/core/index.js');
    await new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID }).mfa.verify({
      mfaToken: (error as AuthError & { mfaToken: string }).mfaToken,
      otp: appCode(spent),
    });
    void el.completeSecondFactor(error);
    await waitUntil(() => stepInput(el) !== null, 'the step is not shown');
    await typeCode(el, appCode(spent, 1));
    expect(await messageShown(el)).to.equal('This step has expired. Start again to get a new one.');
    expect(part(el, 'mfa-restart-button').textContent?.trim()).to.equal('Start again');
  });

  it('says a code must be digits without asking the service', async () => {
    const { serviceUrl } = await testEnv();
    const el = await loginFixture();
    void el.completeSecondFactor(await mfaRequired(user));
    await waitUntil(() => stepInput(el) !== null, 'the step is not shown');
    const since = performance.now();
    await typeCode(el, 'abc');
    expect(await messageShown(el)).to.equal('Enter the code: digits only.');
    expect(tokenRequests(serviceUrl, since)).to.equal(0);
  });

  it('speaks the element’s language', async () => {
    const el = await loginFixture('de');
    void el.completeSecondFactor(await mfaRequired(user));
    await waitUntil(() => stepInput(el) !== null, 'the step is not shown');
    await el.updateComplete;
    expect(part(el, 'title').textContent?.trim()).to.equal('Bestätigung in zwei Schritten');
    expect(part(el, 'mfa-switch-button').textContent?.trim()).to.equal(
      'Stattdessen einen Wiederherstellungscode verwenden',
    );
  });

  it('a passkey log-in the service answers mfa_required goes on to the step; then one auth-success, no auth-error', async () => {
    const { serviceUrl, testOrigin } = await testEnv();
    await addAuthenticator();
    try {
      const { WebAuth } = await import('../../src/core/index.js');
      const webAuth = new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID });
      const email = uniqueEmail('passkey-mfa');
      await webAuth.passkeys.signup({ email });
      const me = await webAuth.passkeys.login({ audience: `${serviceUrl}/me/`, scope: ME_SCOPES });
      const secret = await enrolApp(me.accessToken as string);

      const el = await fixture<AuthLogin>(
        html`<auth-login
          passkeys
          domain=${serviceUrl}
          client-id=${CLIENT_ID}
          redirect-uri=${`${testOrigin}/`}
        ></auth-login>`,
      );
      const events: string[] = [];
      el.addEventListener('auth-success', () => events.push('auth-success'));
      el.addEventListener('auth-error', () => events.push('auth-error'));
      // The passkey is on this browser's authenticator, so the autofill request that starts with the form
      // may sign in first; else the button does. Either passkey sign-in is answered mfa_required.
      await waitUntil(
        () => stepInput(el) !== null || part(el, 'passkey-button') !== null,
        'neither the passkey button nor the step',
        { timeout: 5000 },
      );
      if (stepInput(el) === null) part(el, 'passkey-button').click();
      await waitUntil(() => stepInput(el) !== null, 'the step is not shown', { timeout: 5000 });
      expect(events).to.deep.equal([]);
      const signedIn = oneEvent(el, 'auth-success');
      await typeCode(el, appCode({ secret }));
      const { detail } = (await signedIn) as CustomEvent<AuthSuccessEventDetail>;
      expect(detail.authResult.idTokenPayload?.['email']).to.equal(email);
      expect(detail.authResult.idTokenPayload?.['amr']).to.deep.equal(['mfa']);
      await el.updateComplete;
      expect(events).to.deep.equal(['auth-success']);
      expect(part(el, 'mfa-step')).to.equal(null);
    } finally {
      await removeAuthenticators();
    }
  });

  it('refuses anything but an mfa_required error with its token (a TypeError)', async () => {
    const el = await loginFixture();
    let thrown: unknown;
    try {
      await el.completeSecondFactor(new AuthError({ code: 'mfa_required', description: 'no token' }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(TypeError);
  });
});
