// A passkey-only user's way to their profile in the demo, with Chromium's virtual authenticator (the
// DevTools protocol's WebAuthn domain): sign up with a passkey on passkeys-elements.html, follow "Manage
// your passkeys" to profile.html, sign in there with the passkey, grant the profile access in the popup's
// hosted log-in page with the same passkey (the popup gets an authenticator holding it), see the passkey
// listed and the account read "Email and passkey" without "Change password", reload and still be signed
// in (the hosted log-in left a session at the service).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { demoPage, TEST_TIMEOUT_MS, UI_TIMEOUT_MS, useE2E } from './helpers.js';
import { addVirtualAuthenticator } from './passkey-browser.js';
import { uniqueEmail } from '../shared/service.js';

type Credential = Record<string, unknown>;

/** Gives `popup` a virtual authenticator holding `credentials` (a copy of the opener's passkeys). */
async function authenticatorWith(popup: Page, credentials: readonly Credential[]): Promise<void> {
  const cdp = await popup.context().newCDPSession(popup);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const authenticatorId = await addVirtualAuthenticator(cdp);
  for (const credential of credentials) {
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential as never });
  }
}

/** Answers the profile's "Grant access" in the popup's hosted log-in page with the passkey. */
async function grantWithPasskey(page: Page, credentials: readonly Credential[]) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.locator('auth-profile').getByRole('button', { name: 'Grant access' }).first().click(),
  ]);
  await popup.waitForLoadState();
  assert.match(new URL(popup.url()).pathname, /^\/authorize$/);
  const closed = popup.waitForEvent('close', { timeout: UI_TIMEOUT_MS });
  await authenticatorWith(popup, credentials);
  // The page's autofill may take the passkey at once (and the popup closes); else its button.
  await Promise.race([
    closed,
    popup
      .getByRole('button', { name: 'Sign in with a passkey' })
      .click()
      .catch(() => undefined),
  ]);
  await closed;
}

describe('demo: a passkey-only user reaches their profile', { timeout: TEST_TIMEOUT_MS * 3 }, () => {
  const suite = useE2E();

  it('signs up with a passkey, opens the profile, grants access with the passkey, reloads signed in', async () => {
    const { page, pageErrors } = await suite.open();
    await page.goto(demoPage(suite.e2e, 'passkeys-elements.html'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const authenticatorId = await addVirtualAuthenticator(cdp);

    const login = page.locator('auth-login');
    await login.getByRole('button', { name: 'Sign up' }).click();
    const signup = page.locator('auth-signup');
    const email = uniqueEmail('profile-pk');
    await signup.getByLabel('Email').fill(email);
    await signup.getByRole('button', { name: 'Create account with a passkey' }).click();
    await signup.getByText(`Signed in as ${email}`).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    assert.equal(credentials.length, 1);

    // The profile: its log-in offers the passkey (the e-mail field's autofill signs in here).
    await page.getByRole('link', { name: 'Manage your passkeys' }).click();
    await page.waitForURL(/profile\.html/);
    const profile = page.locator('auth-profile');
    await profile.waitFor({ state: 'visible' });

    // The account APIs need a session at the service: "Grant access" in the popup, with the passkey,
    // as often as the profile asks (its Management API screen, then its sign-in methods).
    const grant = profile.getByRole('button', { name: 'Grant access' });
    const passkeyRow = profile.locator('[part="passkey"]');
    const grants: number[] = [];
    while (grants.length < 3) {
      await grant.or(passkeyRow).first().waitFor();
      if (!(await grant.count())) break;
      await grantWithPasskey(page, credentials as unknown as Credential[]);
      grants.push(grants.length);
    }
    assert.ok(grants.length >= 1, 'the profile asked for access at least once');
    await passkeyRow.waitFor();
    await profile.getByText(email).first().waitFor();
    // The account has no password: it reads as what it is, with nothing to change a password with.
    await profile.locator('[part~="identity-name"]').getByText('Email and passkey').waitFor();
    assert.equal(await profile.getByText('Email and password', { exact: true }).count(), 0);
    assert.equal(await profile.getByRole('button', { name: /Change password/ }).count(), 0);

    // Reloaded: the provider restores the session from the service; no log-in form.
    await page.reload();
    await profile.waitFor({ state: 'visible' });
    await profile.getByText(email).first().waitFor();
    assert.equal(await page.locator('#signed-out').isVisible(), false);
    assert.deepEqual(pageErrors, []);
  });
});
