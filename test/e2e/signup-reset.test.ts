// <auth-signup> and <auth-change-password> in a real browser: a new account, logging in with it, and a
// password reset through the link in the dev inbox and the service's reset page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  demoPage,
  logInWithForm,
  requestsTo,
  screenshot,
  typeInto,
  uniqueEmail,
  waitForLoggedEvent,
  waitForMessage,
  useE2E,
} from './helpers.js';

const PASSWORD = 'Sunny-Day-42';
const NEW_PASSWORD = 'Rainy+Night7';

describe('sign-up and password reset', { timeout: TEST_TIMEOUT_MS * 3 }, () => {
  const suite = useE2E();

  it('signs up a new e-mail with the policy checklist, then logs in with it', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page, requests } = session;
    const email = uniqueEmail('signup');
    await page.goto(demoPage(e2e, 'signup.html'));
    const signup = page.locator('auth-signup');
    await typeInto(page, 'auth-signup form input[name="email"]', email);

    // The checklist follows what is typed: 5 characters of 2 kinds meet nothing yet.
    await typeInto(page, 'auth-signup form input[name="password"]', 'sunny');
    const rules = page.locator('auth-signup .auth-policy-rule');
    await rules
      .filter({ hasText: 'At least 8 characters' })
      .and(page.locator('[data-met="false"]'))
      .waitFor();
    await rules.filter({ hasText: 'Lower case letters' }).and(page.locator('[data-met="true"]')).waitFor();
    await screenshot(page, 'signup-policy-partial');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(PASSWORD);
    await signup.getByText('Your password meets every requirement.').waitFor({ state: 'attached' });
    assert.equal(await rules.and(page.locator('[data-met="false"]')).count(), 0, 'every rule met');
    await typeInto(page, 'auth-signup form input[name="metadata-company"]', 'Acme');
    await screenshot(page, 'signup-policy-met');
    await page.keyboard.press('Enter');

    await signup.getByRole('status').getByText('Your account was created.').waitFor();
    const detail = await waitForLoggedEvent(page, 'auth-signup');
    assert.match(detail, new RegExp(`"email": "${email}"`));
    const [request] = requestsTo(requests, e2e.serviceUrl, '/dbconnections/signup');
    assert.equal(request?.postDataJSON().email, email);
    assert.deepEqual(request?.postDataJSON().user_metadata, { company: 'Acme' });

    await page.goto(demoPage(e2e, 'login.html'));
    await logInWithForm(page, { email, password: PASSWORD });
    const success = await waitForLoggedEvent(page, 'auth-success');
    assert.match(success, new RegExp(`"email": "${email}"`));
  });

  it('resets a password through the e-mailed link, then logs in with the new one', async () => {
    const { e2e } = suite;
    const email = uniqueEmail('reset');
    const created = await fetch(new URL('/dbconnections/signup', e2e.serviceUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: 'demo-spa',
        connection: 'Username-Password-Authentication',
        email,
        password: PASSWORD,
      }),
    });
    assert.equal(created.status, 200, 'the account to reset exists');

    const session = await suite.open();
    const { page } = session;
    await page.goto(demoPage(e2e, 'change-password.html'));
    const element = page.locator('auth-change-password');
    await typeInto(page, 'auth-change-password form input[name="email"]', email);
    await element.getByRole('button', { name: 'Send reset link' }).click();

    await waitForLoggedEvent(page, 'auth-password-reset-sent');
    await element
      .getByRole('status')
      .getByText(/e-?mail/i)
      .waitFor();
    await screenshot(page, 'change-password-done');

    const message = await waitForMessage(e2e, { to: email, kind: 'password-reset' });
    assert.ok(message.link, 'the message has a link');
    const link = new URL(message.link);
    assert.equal(link.origin, e2e.serviceUrl);
    await page.goto(link.href);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByText(`For the account ${email}.`).waitFor();
    await typeInto(page, 'input[name="password"]', NEW_PASSWORD);
    await typeInto(page, 'input[name="confirm"]', NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    await page.goto(demoPage(e2e, 'login.html'));
    await logInWithForm(page, { email, password: PASSWORD });
    await page.locator('auth-login').getByRole('alert').getByText('Wrong email or password.').waitFor();

    await page.goto(demoPage(e2e, 'login.html'));
    await logInWithForm(page, { email, password: NEW_PASSWORD });
    const success = await waitForLoggedEvent(page, 'auth-success');
    assert.match(success, new RegExp(`"email": "${email}"`));
  });
});
