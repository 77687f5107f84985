// The session of the demo app (app.html, `<auth-provider restore>`): restored silently after a reload,
// renewed silently before the access token expires, and ended by "Log out".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  TEST_TIMEOUT_MS,
  demoPage,
  loggedEvents,
  logInWithForm,
  requestsTo,
  screenshot,
  useE2E,
} from './helpers.js';
import type { E2E, Session } from './helpers.js';

/** Logs in on app.html with the embedded form and waits until the app shows the user. */
async function logInOnApp(e2e: E2E, page: Page): Promise<void> {
  await page.goto(demoPage(e2e, 'app.html'));
  await logInWithForm(page);
  await page.getByText('Logged in as Dana Demo').waitFor();
}

/** Silent authentication requests: /authorize with prompt=none answered by web message. */
function silentAuthorizeRequests(e2e: E2E, session: Session) {
  return requestsTo(session.requests, e2e.serviceUrl, '/authorize', {
    prompt: 'none',
    response_mode: 'web_message',
  });
}

/** Waits until the provider's silent check (its hidden iframe) has come and gone. */
async function silentCheckDone(page: Page): Promise<void> {
  await page.waitForRequest((request) => new URL(request.url()).searchParams.get('prompt') === 'none');
  await page.locator('iframe[title="Session check"]').waitFor({ state: 'detached' });
}

describe('the app’s session', { timeout: TEST_TIMEOUT_MS * 3 }, () => {
  const suite = useE2E();

  it('a reload restores the session silently (checkSession)', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    await logInOnApp(e2e, page);
    const before = silentAuthorizeRequests(e2e, session).length;

    await page.reload();
    await page.getByText('Logged in as Dana Demo').waitFor();
    assert.equal(await page.locator('#sub').textContent(), 'auth0|000000000000000000000001');
    const silent = silentAuthorizeRequests(e2e, session).slice(before);
    assert.equal(silent.length, 1, 'one silent /authorize?prompt=none&response_mode=web_message');
    const params = new URL(silent[0]?.url() ?? '').searchParams;
    assert.equal(params.get('client_id'), 'demo-spa');
    assert.equal(params.get('redirect_uri'), demoPage(e2e, 'app.html'));
    assert.equal(silent[0]?.frame().parentFrame(), page.mainFrame(), 'in an iframe of the page');
    // A restored session is not a new log-in: no event.
    assert.deepEqual(await loggedEvents(page), []);
  });

  it('renews the session silently before the access token expires', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    await page.clock.install();
    await logInOnApp(e2e, page);
    const before = silentAuthorizeRequests(e2e, session).length;

    // The access token lives 2 hours; the provider renews a minute before it expires.
    const renewed = silentCheckDone(page);
    await page.clock.fastForward('02:00:00');
    await renewed;
    assert.equal(silentAuthorizeRequests(e2e, session).length, before + 1, 'one renewal');
    await page.getByText('Logged in as Dana Demo').waitFor();
    assert.deepEqual(await loggedEvents(page), ['auth-success'], 'the log-in, and no error since');
  });

  it('"Log out" ends the session at the service and a reload stays logged out', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page, requests } = session;
    await logInOnApp(e2e, page);

    // Back on app.html the provider checks for a session silently: there is none.
    const checkedAfterLogout = silentCheckDone(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(demoPage(e2e, 'app.html'));
    await page.locator('auth-login').getByRole('heading', { name: 'Log in' }).waitFor();
    const [logout] = requestsTo(requests, e2e.serviceUrl, '/v2/logout');
    assert.ok(logout, 'GET /v2/logout');
    const params = new URL(logout.url()).searchParams;
    assert.equal(params.get('returnTo'), demoPage(e2e, 'app.html'));
    assert.equal(params.get('client_id'), 'demo-spa');
    await checkedAfterLogout;
    assert.equal(await page.locator('#signed-in').isVisible(), false);
    await screenshot(page, 'app-logged-out');

    await Promise.all([silentCheckDone(page), page.reload()]);
    await page.evaluate(() => document.querySelector('auth-provider')?.updateComplete);
    assert.equal(await page.locator('#signed-in').isVisible(), false, 'still logged out');
    assert.equal(await page.locator('auth-login').isVisible(), true);
    assert.deepEqual(await loggedEvents(page), [], 'login_required is not an error');
  });
});
