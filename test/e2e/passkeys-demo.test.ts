// The demo's passkeys page end to end, with Chromium's virtual authenticator on the page (DevTools
// protocol): sign up with a passkey, see it listed, enrol again on the same device (refused: it already
// holds one), log out and in again, delete it, and a log-in with the deleted passkey refused.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoPage, TEST_TIMEOUT_MS, useE2E } from './helpers.js';
import { withVirtualAuthenticator } from './passkey-browser.js';
import { uniqueEmail } from '../shared/service.js';

describe('demo: passkeys.html', { timeout: TEST_TIMEOUT_MS * 2 }, () => {
  const suite = useE2E();

  it('signs up, lists, refuses a second passkey on the device, logs in, deletes', async () => {
    const { page } = await suite.open();
    // The authenticator is there before the page's scripts ask what the browser supports.
    await withVirtualAuthenticator(page);
    await page.goto(demoPage(suite.e2e, 'passkeys.html'));
    await page.getByText('This browser supports passkeys.').waitFor();

    const email = uniqueEmail('demo-pk');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
    await page.getByText(`Logged in as ${email}`).waitFor();
    const items = page.locator('#passkey-list li');
    await items.first().waitFor();
    assert.equal(await items.count(), 1);

    await page.getByRole('button', { name: 'Add a passkey on this device' }).click();
    await page
      .getByRole('alert')
      .getByText(/^passkey_exists:/)
      .waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in with a passkey' }).click();
    await page.getByText(`Logged in as ${email}`).waitFor();

    await items.first().getByRole('button', { name: 'Delete' }).click();
    await items.first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in with a passkey' }).click();
    await page
      .getByRole('alert')
      .getByText(/^invalid_grant:/)
      .waitFor();
  });
});
