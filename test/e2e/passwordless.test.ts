// <auth-passwordless> in a real browser: a one-time code by e-mail, read from the service's dev inbox,
// typed into step 2, and the page comes back from the service logged in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  demoPage,
  requestsTo,
  screenshot,
  typeInto,
  uniqueEmail,
  waitForLoggedEvent,
  waitForMessage,
  useE2E,
} from './helpers.js';

const EMAIL_ELEMENT = 'auth-passwordless[connection="email"]';

describe('passwordless', { timeout: TEST_TIMEOUT_MS * 2 }, () => {
  const suite = useE2E();

  it('an e-mail code from the dev inbox logs the user in', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page, requests } = session;
    const email = uniqueEmail('otp');
    await page.goto(demoPage(e2e, 'passwordless.html'));
    const element = page.locator(EMAIL_ELEMENT);
    await element.getByRole('heading', { name: 'Log in without a password' }).waitFor();
    await screenshot(page, 'passwordless-step-1');

    await typeInto(page, `${EMAIL_ELEMENT} form input[name="email"]`, email);
    await element.getByRole('button', { name: 'Send me a code' }).click();

    await element.getByText(`We sent a code to ${email}.`).waitFor();
    const sent = await waitForLoggedEvent(page, 'auth-code-sent');
    assert.match(sent, new RegExp(`"email": "${email}"`));
    const [start] = requestsTo(requests, e2e.serviceUrl, '/passwordless/start');
    assert.deepEqual(
      { connection: start?.postDataJSON().connection, email: start?.postDataJSON().email },
      { connection: 'email', email },
    );
    const codeInput = page.locator(`${EMAIL_ELEMENT} form input[name="code"]`);
    await codeInput.waitFor();
    await screenshot(page, 'passwordless-step-2');

    const message = await waitForMessage(e2e, { to: email, kind: 'passwordless-code' });
    assert.match(message.code ?? '', /^\d{6}$/);
    await codeInput.click();
    await page.keyboard.type(message.code ?? '');
    await page.keyboard.press('Enter');

    // passwordlessLogin redirects through the service back to the page, where the provider finishes.
    const success = await waitForLoggedEvent(page, 'auth-success');
    assert.match(success, new RegExp(`"email": "${email}"`));
    assert.equal(page.url(), demoPage(e2e, 'passwordless.html'), 'the tokens are gone from the URL');
    const [authenticate] = requestsTo(requests, e2e.serviceUrl, '/co/authenticate');
    assert.deepEqual(
      { otp: authenticate?.postDataJSON().otp, realm: authenticate?.postDataJSON().realm },
      { otp: message.code, realm: 'email' },
    );
  });

  it('a wrong code says so and keeps the user on step 2', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    const email = uniqueEmail('otp-wrong');
    await page.goto(demoPage(e2e, 'passwordless.html'));
    const element = page.locator(EMAIL_ELEMENT);
    await typeInto(page, `${EMAIL_ELEMENT} form input[name="email"]`, email);
    await page.keyboard.press('Enter');
    const message = await waitForMessage(e2e, { to: email, kind: 'passwordless-code' });
    const wrong = message.code === '000000' ? '111111' : '000000';
    await typeInto(page, `${EMAIL_ELEMENT} form input[name="code"]`, wrong);
    await page.keyboard.press('Enter');

    await element.getByRole('alert').getByText('That code is not right.', { exact: false }).waitFor();
    assert.equal(page.url(), demoPage(e2e, 'passwordless.html'));
    assert.equal(await page.locator(`${EMAIL_ELEMENT} form input[name="code"]`).count(), 1);
  });
});
