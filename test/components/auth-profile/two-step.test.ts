// <auth-profile>'s Two-step verification section against the local identity service in Chromium: the
// QR code's drawing code fetched only when an enrolment starts, enrolment with a code computed here
// from the key the element shows (as an authenticator app computes it: test/shared/service.ts), the recovery code
// shown once (in groups of four joined by dashes, wrapping only between groups) with copy and download
// until "I saved it", its row saying so meanwhile, a code left unsaved not working, a wrong first code said
// under the field, and removing a factor after a confirmation.
import { elementUpdated, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../src/components/auth-profile/auth-profile.js';
import type { AuthProfile } from '../../../src/components/auth-profile/auth-profile.js';
import { PROFILE_MANAGEMENT_SCOPES } from '../../../src/components/auth-profile/access.js';
import { MyAccount, WebAuth } from '../../../src/core/index.js';
import type { AuthError, AuthenticationMethod } from '../../../src/core/index.js';
import { clearWebAuthClients } from '../../../src/internal/client-registry.js';
import { englishStrings } from '../../english.js';
import { CLIENT_ID, REALM, testEnv } from '../../browser-helpers.js';
import { totp as appCode, TOTP_STEP_MS, wrongCode } from '../../shared/service.js';
import { withSession } from '../../core/session-helpers.js';
import type { TestUser } from '../../core/session-helpers.js';
import { deepActiveElement, part } from '../form-element-helpers.js';
import { PASSWORD_REALM_GRANT } from '../../../src/core/lib/grant-types.js';
import { MY_ACCOUNT_SCOPES } from '../mfa-helpers.js';

const BOTH_SCOPES = `openid profile email ${PROFILE_MANAGEMENT_SCOPES} ${MY_ACCOUNT_SCOPES}`;

async function myAccountFor(user: TestUser): Promise<{ sub: string; myAccount: MyAccount }> {
  const { serviceUrl } = await testEnv();
  const tokens = await new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID }).client.oauthToken({
    grantType: PASSWORD_REALM_GRANT,
    username: user.email,
    password: user.password,
    realm: REALM,
    audience: `${serviceUrl}/me/`,
    scope: `openid ${MY_ACCOUNT_SCOPES}`,
  });
  const token = tokens.access_token as string;
  const claims = JSON.parse(atob((token.split('.')[1] as string).replace(/-/g, '+').replace(/_/g, '/'))) as {
    sub: string;
  };
  return { sub: claims.sub, myAccount: new MyAccount({ domain: serviceUrl, token }) };
}

/**
 * A My Account client for `user` from a sign-in that passed the app `key` (with the next step's code: the
 * element used this one). A token of a login that passed no factor no longer reads the user's methods.
 */
async function passedMyAccount(user: TestUser, key: string): Promise<MyAccount> {
  const { serviceUrl } = await testEnv();
  const webAuth = new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID });
  const refused = await webAuth.client
    .oauthToken({
      grantType: PASSWORD_REALM_GRANT,
      username: user.email,
      password: user.password,
      realm: REALM,
      audience: `${serviceUrl}/me/`,
      scope: `openid ${MY_ACCOUNT_SCOPES}`,
    })
    .then(
      () => expect.fail('a password alone signs in once the user has an app'),
      (error: unknown) => error as AuthError,
    );
  expect(refused.code).to.equal('mfa_required');
  const result = await webAuth.mfa.verify({
    mfaToken: refused.mfaToken!,
    otp: appCode(key, Date.now() + TOTP_STEP_MS),
  });
  return new MyAccount({ domain: serviceUrl, token: result.accessToken! });
}

async function profileFor(sub: string): Promise<AuthProfile> {
  const { serviceUrl, testOrigin } = await testEnv();
  const el = await fixture<AuthProfile>(
    html`<auth-profile
      domain=${serviceUrl}
      client-id=${CLIENT_ID}
      redirect-uri=${`${testOrigin}/`}
      user-id=${sub}
      lang="en"
    ></auth-profile>`,
  );
  await waitUntil(() => part(el, 'two-step') !== null, 'the two-step section did not appear', {
    timeout: 10000,
  });
  await elementUpdated(el);
  return el;
}

const words = (node: Element | null | undefined): string =>
  node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const medium = (iso: string): string =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));
/** The modules this page fetched whose address matches `pattern`. */
const fetched = (pattern: RegExp): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => pattern.test(name));
const QR_MODULES = /\/qr-code\.(ts|js)|\/uqr\//;
/** A recovery code as every screen shows it: six groups of four, joined by dashes. */
const RECOVERY_FORMAT = /^([A-Z2-9]{4}-){5}[A-Z2-9]{4}$/;

/** Clicks "Set up an authenticator app" and waits for the QR code and the key. */
async function startEnrolment(el: AuthProfile): Promise<string> {
  part<HTMLButtonElement>(el, 'two-step-setup-button').click();
  await waitUntil(() => part(el, 'qr-code') !== null, 'the QR code did not appear', { timeout: 8000 });
  await elementUpdated(el);
  return words(part(el, 'two-step-key')).replace(/\s/g, '');
}

async function typeCode(el: AuthProfile, code: string): Promise<void> {
  const input = part<HTMLInputElement>(el, 'two-step-code-input');
  input.focus();
  input.select();
  await sendKeys({ type: code });
  await sendKeys({ press: 'Enter' });
}

describe('<auth-profile> two-step verification', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  it('fetches the QR code’s drawing only when enrolment starts, enrols with the app’s first code, and shows the recovery code once', async () => {
    await withSession(async (user) => {
      const { sub, myAccount } = await myAccountFor(user);
      const el = await profileFor(sub);
      expect(words(part(el, 'factor-totp')?.querySelector('[part~="factor-status"]'))).to.equal(
        englishStrings.profileMfaStatusOff,
      );
      await expect(el).to.be.accessible();
      expect(fetched(QR_MODULES), 'nothing of the QR code before the enrolment').to.deep.equal([]);

      const key = await startEnrolment(el);
      expect(fetched(QR_MODULES).some((name) => /\/uqr\//.test(name))).to.equal(true);
      expect(fetched(QR_MODULES).some((name) => /\/qr-code\.(ts|js)/.test(name))).to.equal(true);
      expect(key).to.match(/^[A-Z2-7]{16,}$/);
      const qr = part<SVGSVGElement>(el, 'qr-code');
      expect(qr.getAttribute('aria-label')).to.equal(englishStrings.profileMfaQrLabel);
      expect(qr.querySelector('path')?.getAttribute('d')).to.match(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
      expect(deepActiveElement()).to.equal(part(el, 'two-step-enrol').querySelector('h4'));
      expect(part(el, 'two-step-code-input').getAttribute('autocomplete')).to.equal('one-time-code');
      await expect(el).to.be.accessible();

      // The key is copied without its spaces.
      const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
      part<HTMLButtonElement>(el, 'two-step-copy-key-button').click();
      await waitUntil(() => writeText.called);
      expect(writeText.firstCall.args[0]).to.equal(key);

      const enrolled = oneEvent(el, 'auth-mfa-enrolled');
      // A code pasted with a space works.
      const code = appCode(key);
      await typeCode(el, `${code.slice(0, 3)} ${code.slice(3)}`);
      const totp = (await enrolled).detail.method as AuthenticationMethod;
      expect(totp.type).to.equal('totp');

      await waitUntil(() => part(el, 'recovery-code') !== null, 'the recovery code was not shown');
      await elementUpdated(el);
      const recoveryCode = words(part(el, 'recovery-code'));
      expect(recoveryCode).to.match(RECOVERY_FORMAT);
      // Its row says what the user sees: the code below, not working until it is saved.
      expect(words(part(el, 'factor-recovery-code')?.querySelector('[part~="factor-status"]'))).to.equal(
        englishStrings.profileMfaStatusUnsaved,
      );
      expect(words(part(el, 'recovery-code-step').querySelector('#recovery-code-text'))).to.equal(
        englishStrings.profileMfaRecoveryText,
      );
      expect(words(part(el, 'two-step').querySelector('[part~="section-status"]'))).to.equal(
        englishStrings.profileMfaEnrolled,
      );
      expect(deepActiveElement()).to.equal(part(el, 'recovery-code-step').querySelector('h4'));
      await expect(el).to.be.accessible();

      const objectUrl = sinon.spy(URL, 'createObjectURL');
      part<HTMLButtonElement>(el, 'recovery-code-download-button').click();
      const blob = objectUrl.firstCall.args[0] as Blob;
      expect(await blob.text()).to.include(recoveryCode);
      part<HTMLButtonElement>(el, 'recovery-code-copy-button').click();
      await waitUntil(() => writeText.calledTwice);
      expect(writeText.secondCall.args[0]).to.equal(recoveryCode);

      const saved = oneEvent(el, 'auth-mfa-enrolled');
      part<HTMLButtonElement>(el, 'recovery-code-saved-button').click();
      expect((await saved).detail.method.type).to.equal('recovery-code');
      await elementUpdated(el);
      expect(part(el, 'recovery-code'), 'shown once').to.equal(null);
      expect(words(part(el, 'factor-totp')?.querySelector('[part~="factor-status"]'))).to.equal(
        `On since ${medium(totp.created_at)}`,
      );
      expect(part(el, 'factor-recovery-code')?.querySelector('[part~="factor-on"]')).to.not.equal(null);
      expect(part(el, 'two-step-setup-button')).to.equal(null);
      // Another login of the user's must now pass the app to read the methods.
      await myAccount.getAuthenticationMethods().then(
        () => expect.fail('a token of a login that passed no factor is refused'),
        (error: AuthError) => expect(error.code).to.equal('unauthorized'),
      );
      const passed = await passedMyAccount(user, key);
      const methods = (await passed.getAuthenticationMethods()).filter(
        (method) => method.type !== 'passkey' && method.type !== 'password',
      );
      expect(methods.map((method) => [method.type, method.confirmed])).to.have.deep.members([
        ['totp', true],
        ['recovery-code', true],
      ]);

      // Shown once: nothing the service answers afterwards carries it.
      expect(JSON.stringify(await passed.getAuthenticationMethods())).not.to.include(recoveryCode);
    }, BOTH_SCOPES);
  });

  it('says a wrong first code under the field, keeps what was typed, and enrols nothing until the right one', async () => {
    await withSession(async (user) => {
      const { sub, myAccount } = await myAccountFor(user);
      const el = await profileFor(sub);
      const key = await startEnrolment(el);
      const failed = oneEvent(el, 'auth-error');
      const wrong = wrongCode(key);
      await typeCode(el, wrong);
      expect((await failed).detail.error.error).to.equal('invalid_otp_code');
      await elementUpdated(el);
      const input = part<HTMLInputElement>(el, 'two-step-code-input');
      expect(words(part(el, 'field-error'))).to.equal(englishStrings.profileMfaWrongCode);
      expect(input.value).to.equal(wrong);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      await waitUntil(() => deepActiveElement() === input, 'the field did not get the focus');
      expect(words(part(el, 'two-step-error'))).to.equal('');
      expect((await myAccount.getAuthenticationMethods('totp')).filter((m) => m.confirmed)).to.deep.equal([]);
      await expect(el).to.be.accessible();

      const enrolled = oneEvent(el, 'auth-mfa-enrolled');
      await typeCode(el, appCode(key));
      expect((await enrolled).detail.method.type).to.equal('totp');
    }, BOTH_SCOPES);
  });

  it('removes a factor after a confirmation that says what it means, and emits auth-mfa-removed', async () => {
    await withSession(async (user) => {
      const { sub } = await myAccountFor(user);
      // Set up in the element: its session passes the app by confirming it, and keeps getting tokens.
      const el = await profileFor(sub);
      const key = await startEnrolment(el);
      const enrolled = oneEvent(el, 'auth-mfa-enrolled');
      await typeCode(el, appCode(key));
      const totp = (await enrolled).detail.method as AuthenticationMethod;
      await waitUntil(() => part(el, 'recovery-code-saved-button') !== null);
      part<HTMLButtonElement>(el, 'recovery-code-saved-button').click();
      await waitUntil(() => part(el, 'recovery-code-step') === null);
      await elementUpdated(el);
      const button = (): HTMLButtonElement =>
        part(el, 'factor-totp').querySelector('[part~="factor-remove-button"]') as HTMLButtonElement;
      const dialog = (): HTMLDialogElement => part<HTMLDialogElement>(el, 'factor-remove-confirm');
      expect(button().getAttribute('aria-label')).to.equal('Remove Authenticator app');

      button().click();
      await waitUntil(() => dialog().open, 'the dialog did not open');
      expect(words(dialog().querySelector('h3'))).to.equal('Remove Authenticator app?');
      expect(words(dialog().querySelector('#factor-remove-text'))).to.equal(
        englishStrings.profileMfaRemoveTotpText,
      );
      await expect(el).to.be.accessible();
      (dialog().querySelector('[part~="cancel-button"]') as HTMLButtonElement).click();
      await elementUpdated(el);
      expect(deepActiveElement()).to.equal(button());
      const myAccount = await passedMyAccount(user, key);
      expect((await myAccount.getAuthenticationMethods('totp')).map((m) => m.id)).to.deep.equal([totp.id]);

      button().click();
      await waitUntil(() => dialog().open);
      const removed = oneEvent(el, 'auth-mfa-removed');
      part<HTMLButtonElement>(el, 'factor-remove-confirm-button').click();
      expect((await removed).detail.method.id).to.equal(totp.id);
      await elementUpdated(el);
      expect(words(part(el, 'two-step').querySelector('[part~="section-status"]'))).to.equal(
        'Authenticator app was removed.',
      );
      expect(words(part(el, 'factor-totp')?.querySelector('[part~="factor-status"]'))).to.equal(
        englishStrings.profileMfaStatusOff,
      );
      expect(part(el, 'two-step-setup-button')).to.not.equal(null);
      expect(await myAccount.getAuthenticationMethods('totp')).to.deep.equal([]);
    }, BOTH_SCOPES);
  });

  it('shows the recovery code in groups that a narrow screen wraps between, never inside', async () => {
    await withSession(async (user) => {
      const { sub } = await myAccountFor(user);
      const el = await profileFor(sub);
      const key = await startEnrolment(el);
      await typeCode(el, appCode(key));
      await waitUntil(() => part(el, 'recovery-code') !== null, 'the recovery code was not shown');
      await elementUpdated(el);
      const code = part(el, 'recovery-code');
      el.style.display = 'block';
      el.style.width = '200px';
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const groups = [...code.querySelectorAll('.group')];
      expect(groups.map((group) => group.textContent)).to.have.length(6);
      const lineTops = new Set(groups.map((group) => Math.round(group.getBoundingClientRect().top)));
      expect(lineTops.size, 'the code wraps at 200 px').to.be.greaterThan(1);
      for (const group of groups) expect(group.getClientRects().length, group.textContent ?? '').to.equal(1);
    }, BOTH_SCOPES);
  });

  it('a code left without "I saved it" does not work, and its row still says it is not set up', async () => {
    await withSession(async (user) => {
      const { sub } = await myAccountFor(user);
      const el = await profileFor(sub);
      const key = await startEnrolment(el);
      await typeCode(el, appCode(key));
      await waitUntil(() => part(el, 'recovery-code') !== null, 'the recovery code was not shown');
      await elementUpdated(el);
      const unsaved = words(part(el, 'recovery-code'));
      el.remove();

      // The code is refused where a recovery code is taken (the token endpoint's MFA grant).
      const { serviceUrl } = await testEnv();
      const webAuth = new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID });
      const refused = await webAuth.client
        .oauthToken({
          grantType: PASSWORD_REALM_GRANT,
          username: user.email,
          password: user.password,
          realm: REALM,
          scope: 'openid',
        })
        .then(
          () => expect.fail('a password alone signs in once the user has an app'),
          (error: unknown) => error as AuthError,
        );
      const failed = await webAuth.mfa.verify({ mfaToken: refused.mfaToken!, recoveryCode: unsaved }).then(
        () => expect.fail('an unsaved recovery code signed in'),
        (error: unknown) => error as AuthError,
      );
      expect(failed.error).to.equal('invalid_grant');

      clearWebAuthClients();
      const again = await profileFor(sub);
      await waitUntil(
        () => part(again, 'recovery-code-create-button') !== null,
        'no "Create a recovery code"',
      );
      expect(words(part(again, 'factor-recovery-code')?.querySelector('[part~="factor-status"]'))).to.equal(
        englishStrings.profileMfaStatusOff,
      );
    }, BOTH_SCOPES);
  });
});
