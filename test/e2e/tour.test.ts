// The newcomer's tour of the documentation site, by links only from its home page, as a person with a
// passkey manager would take it (Chromium's virtual authenticator, DevTools protocol): sign up with a
// passkey, open the profile as that passkey-only user (granting the account screens access on the service's
// log-in page, with the same passkey), set up two-step verification with a code computed from the key the
// profile shows, log out, and sign in again with the passkey and a code. No console error, no 404.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CDPSession, Page } from 'playwright-core';
import { TEST_TIMEOUT_MS, useE2E } from './helpers.js';
import { addVirtualAuthenticator, withVirtualAuthenticator } from './passkey-browser.js';
import { totp, uniqueEmail } from '../shared/service.js';

/** Console errors, uncaught errors and 404 answers of a page (and of the popups it opens). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  const watch = (target: Page) => {
    target.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${target.url()}: ${message.text()}`);
    });
    target.on('pageerror', (error) => problems.push(`${target.url()}: ${error.message}`));
    target.on('response', (response) => {
      if (response.status() === 404) problems.push(`404 ${response.url()}`);
    });
  };
  watch(page);
  page.on('popup', watch);
  return problems;
}

/** Gives `popup` a virtual authenticator holding the passkeys of the one `from` has (the same device). */
async function sameDevice(from: { cdp: CDPSession; authenticatorId: string }, popup: Page): Promise<void> {
  const { credentials } = await from.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: from.authenticatorId,
  });
  const cdp = await popup.context().newCDPSession(popup);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const authenticatorId = await addVirtualAuthenticator(cdp);
  for (const credential of credentials) {
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
  }
}

describe('the tour of the documentation site', { timeout: TEST_TIMEOUT_MS * 5 }, () => {
  const suite = useE2E({ docs: true });

  it('passkey sign-up → the profile as that user → two-step set-up → log-out → passkey and code', async () => {
    const { page } = await suite.open();
    const problems = watchProblems(page);
    const device = await withVirtualAuthenticator(page);
    await page.goto(new URL('/', suite.e2e.demoUrl).href);
    await page.getByRole('main').getByRole('link', { name: 'Try the whole path' }).first().click();
    await page.waitForURL(/\/guides\/whole-path\/$/);

    // 1. Sign up with a passkey: no password.
    await page.getByRole('link', { name: /auth-signup>.s passkey example/ }).click();
    await page.waitForURL(/\/elements\/auth-signup\/#example-passkey$/);
    const signup = page.getByRole('region', { name: 'Sign up with a passkey', exact: true });
    const email = uniqueEmail('tour');
    await signup.locator('auth-signup').getByLabel('Email').fill(email);
    await signup.getByRole('button', { name: 'Create account with a passkey' }).click();
    await signup.locator('auth-signup').getByText(`Signed in as ${email}`).waitFor();

    // 2. The profile, as that passkey-only user.
    await page.goBack();
    await page.waitForURL(/\/guides\/whole-path\/$/);
    await page.getByRole('link', { name: /auth-profile>.s passkey-user example/ }).click();
    await page.waitForURL(/\/elements\/auth-profile\/#example-passkey-user$/);
    const example = page.getByRole('region', { name: /^A passkey user.s profile$/ });
    const profile = example.locator('auth-profile');
    const login = example.locator('auth-login');
    // The e-mail field's autofill offers the device's passkey, which the browser picks (no click); the
    // profile's account screens then ask for their own token: the first time, the service's log-in page in
    // a popup, where the same device's passkey signs in.
    const shown = profile.locator('[part~="email"]').getByText(email);
    const grant = profile.getByRole('button', { name: 'Grant access' }).first();
    await grant.or(shown).first().waitFor();
    if (await grant.isVisible()) {
      const [popup] = await Promise.all([page.waitForEvent('popup'), grant.click()]);
      await sameDevice(device, popup);
      await popup
        .getByRole('button', { name: /passkey/i })
        .first()
        .click();
      await popup.waitForEvent('close');
    }
    await shown.waitFor();
    const passkeys = profile.getByRole('region', { name: 'Passkeys' });
    await passkeys
      .getByText(/Passkey|Chrome|This device/)
      .first()
      .waitFor();

    // 3. Two-step verification with an authenticator app (the test computes its codes from the key).
    await profile.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const key = ((await profile.locator('[part~="two-step-key"]').textContent()) ?? '').replace(/\s/g, '');
    assert.match(key, /^[A-Z2-7]{16,}$/);
    await profile.getByLabel('Code from the app').fill(totp(key));
    await profile.getByRole('button', { name: 'Turn on' }).click();
    await profile.getByRole('button', { name: 'I saved it' }).click();
    await profile.getByText('Two-step verification is on', { exact: false }).first().waitFor();

    // 4. Log out.
    await example.getByRole('button', { name: 'Log out' }).first().click();
    await login.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();

    // 5. The passkey, then the code the account now asks for.
    await page.goBack();
    await page.waitForURL(/\/guides\/whole-path\/$/);
    await page.getByRole('link', { name: /auth-login>.s passkey example/ }).click();
    await page.waitForURL(/\/elements\/auth-login\/#example-passkeys$/);
    const passkeyLogin = page.getByRole('region', { name: 'Passkeys', exact: true }).locator('auth-login');
    // Autofill offers the passkey (the browser picks it), or the button asks for it.
    const codeField = passkeyLogin.getByLabel('Authentication code');
    const button = passkeyLogin.getByRole('button', { name: 'Sign in with a passkey' });
    await codeField.or(button).first().waitFor();
    if (!(await codeField.isVisible())) await button.click();
    await codeField.fill(totp(key, Date.now() + 30_000));
    await passkeyLogin.getByRole('button', { name: 'Verify' }).click();
    await passkeyLogin.getByText(`Signed in as ${email}`).waitFor();

    assert.deepEqual(problems, []);
  });
});
