// The demo's passkeys page with the elements end to end, with Chromium's virtual authenticator on the
// page (DevTools protocol): create an account with a passkey in <auth-signup passkeys>, log out through
// <auth-provider>, then sign in again from the e-mail field's autofill (a conditional request, no click on
// the passkey button); the "Manage your passkeys" link while signed in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoPage, requestsTo, TEST_TIMEOUT_MS, useE2E } from './helpers.js';
import { withVirtualAuthenticator } from './passkey-browser.js';
import { uniqueEmail } from '../shared/service.js';

describe('demo: passkeys-elements.html', { timeout: TEST_TIMEOUT_MS * 2 }, () => {
  const suite = useE2E();

  it('signs up with a passkey, logs out, and signs in again from autofill', async () => {
    const { page, requests, pageErrors } = await suite.open();
    // The authenticator is there before the page's scripts run: attaching it while the page asks whether
    // autofill can offer passkeys (isConditionalMediationAvailable) can make that answer false.
    await withVirtualAuthenticator(page);
    await page.goto(demoPage(suite.e2e, 'passkeys-elements.html'));
    const login = page.locator('auth-login');
    await login.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    // The e-mail field offers passkeys too (set once the autofill request starts, maybe an update later).
    await login.locator('input[name="email"][autocomplete="username webauthn"]').waitFor();

    // Sign up: the e-mail, then the passkey (no password).
    await login.getByRole('button', { name: 'Sign up' }).click();
    const signup = page.locator('auth-signup');
    const email = uniqueEmail('demo-el');
    await signup.getByLabel('Email').fill(email);
    await signup.getByRole('button', { name: 'Create account with a passkey' }).click();
    await signup.getByText(`Signed in as ${email}`).waitFor();
    await page.getByRole('link', { name: 'Manage your passkeys' }).waitFor();
    assert.equal(requestsTo(requests, suite.e2e.serviceUrl, '/dbconnections/signup').length, 0);

    // Log out: the provider goes to the service's logout and back to the page.
    const challengesBefore = requestsTo(requests, suite.e2e.serviceUrl, '/passkey/challenge').length;
    await signup.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/passkeys-elements\.html/);
    // Autofill: the conditional request the form starts picks the device's passkey; no click.
    await page.locator('auth-login').getByText(`Signed in as ${email}`).waitFor();
    assert.ok(requestsTo(requests, suite.e2e.serviceUrl, '/passkey/challenge').length > challengesBefore);
    await page.getByRole('link', { name: 'Manage your passkeys' }).waitFor();
    assert.deepEqual(pageErrors, []);
  });
});
