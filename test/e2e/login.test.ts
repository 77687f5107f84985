// <auth-login> in a real browser against the local identity service: the embedded form (password
// sent from the page), the service's hosted page by redirect and in a popup, and a social account.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEMO_USER,
  LOGIN_EMAIL_INPUT,
  LOGIN_PASSWORD_INPUT,
  TEST_TIMEOUT_MS,
  demoPage,
  logInWithForm,
  loggedEvents,
  requestsTo,
  screenshot,
  typeInto,
  waitForLoggedEvent,
  useE2E,
} from './helpers.js';

describe('log in', { timeout: TEST_TIMEOUT_MS * 8 }, () => {
  const suite = useE2E();

  it('embedded on login.html: the password goes to the service, the page comes back logged in', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page, requests } = session;
    await page.goto(demoPage(e2e, 'login.html'));
    await logInWithForm(page);

    const detail = await waitForLoggedEvent(page, 'auth-success');
    assert.match(detail, /"email": "demo@example.com"/);
    // Back on the page, the response removed from the address bar.
    assert.equal(page.url(), demoPage(e2e, 'login.html'));
    assert.deepEqual(await loggedEvents(page), ['auth-success']);

    const [authenticate] = requestsTo(requests, e2e.serviceUrl, '/co/authenticate');
    assert.ok(authenticate, 'POST /co/authenticate');
    assert.equal(authenticate.method(), 'POST');
    assert.equal(authenticate.postDataJSON().username, DEMO_USER.email);
    // The page first asked for a session silently (`restore`), then redeemed the login ticket.
    const [restore, authorize] = requestsTo(requests, e2e.serviceUrl, '/authorize');
    assert.equal(restore && new URL(restore.url()).searchParams.get('prompt'), 'none', 'the silent check');
    assert.ok(authorize && new URL(authorize.url()).searchParams.get('login_ticket'), 'a login ticket');
    assert.equal(new URL(authorize.url()).searchParams.get('code_challenge_method'), 'S256');
    assert.equal(requestsTo(requests, e2e.serviceUrl, '/oauth/token').length, 1, 'the code exchange');
    for (const request of requests) {
      assert.ok(!request.url().includes(encodeURIComponent(DEMO_USER.password)), 'no password in a URL');
    }
    assert.deepEqual(session.pageErrors, []);
  });

  it('embedded on app.html: the app shows who is logged in', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    await page.goto(demoPage(e2e, 'app.html'));
    await typeInto(page, LOGIN_EMAIL_INPUT, DEMO_USER.email);
    await typeInto(page, LOGIN_PASSWORD_INPUT, DEMO_USER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await page.getByText('Logged in as Dana Demo').waitFor();
    assert.equal(await page.locator('#sub').textContent(), 'auth0|000000000000000000000001');
    assert.equal(await page.locator('auth-login').isVisible(), false);
    assert.equal(page.url(), demoPage(e2e, 'app.html'));
    await waitForLoggedEvent(page, 'auth-success');
    await screenshot(page, 'app-logged-in');
  });

  it('a wrong password shows the message, keeps the e-mail and moves focus to the password', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page, requests } = session;
    await page.goto(demoPage(e2e, 'login.html'));
    await logInWithForm(page, { email: DEMO_USER.email, password: 'not-the-password' });

    const alert = page.locator('auth-login').getByRole('alert');
    await alert.getByText('Wrong email or password.').waitFor();
    assert.equal(await page.locator(LOGIN_EMAIL_INPUT).inputValue(), DEMO_USER.email);
    assert.equal(await page.locator(LOGIN_PASSWORD_INPUT).getAttribute('aria-invalid'), 'true');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('name')),
      'password',
      'focus on the password',
    );
    assert.equal(page.url(), demoPage(e2e, 'login.html'), 'still on the page');
    const detail = await waitForLoggedEvent(page, 'auth-error');
    assert.match(detail, /"code": "access_denied"/);
    const navigations = requests.filter((r) => r.isNavigationRequest() && r.frame() === page.mainFrame());
    assert.deepEqual(
      navigations.map((r) => r.url()),
      [demoPage(e2e, 'login.html')],
      'no redirect: the page never left',
    );
    assert.equal(
      requestsTo(requests, e2e.serviceUrl, '/authorize').filter((r) => !r.url().includes('prompt=none'))
        .length,
      0,
      'no authorization but the silent session check',
    );
    await screenshot(page, 'login-error');
  });

  it('redirect mode: the service’s hosted page, then back to the app', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page, requests } = session;
    await page.goto(demoPage(e2e, 'login.html?mode=redirect'));
    // Redirect mode has no fields on the page: only the button.
    assert.equal(await page.locator(LOGIN_PASSWORD_INPUT).count(), 0);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await page.waitForURL((url) => url.origin === e2e.serviceUrl && url.pathname === '/authorize');
    await page.getByRole('heading', { name: 'Log in to Demo SPA' }).waitFor();
    const authorize = new URL(page.url());
    assert.equal(authorize.searchParams.get('redirect_uri'), demoPage(e2e, 'login.html'));
    assert.equal(authorize.searchParams.get('response_type'), 'code');
    assert.equal(authorize.searchParams.get('connection'), 'Username-Password-Authentication');
    await typeInto(page, 'input[name="username"]', DEMO_USER.email);
    await typeInto(page, 'input[name="password"]', DEMO_USER.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    const detail = await waitForLoggedEvent(page, 'auth-success');
    assert.match(detail, /"email": "demo@example.com"/);
    assert.equal(page.url(), demoPage(e2e, 'login.html'));
    const [login] = requestsTo(requests, e2e.serviceUrl, '/u/login');
    assert.equal(login?.method(), 'POST', 'the hosted form was posted to the service');
    assert.equal(requestsTo(requests, e2e.serviceUrl, '/co/authenticate').length, 0, 'no embedded login');
  });

  it('popup mode: logs in inside the popup, which closes, and the page gets the tokens', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    await page.goto(demoPage(e2e, 'login.html?mode=popup'));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Log in', exact: true }).click(),
    ]);
    await popup.getByRole('heading', { name: 'Log in to Demo SPA' }).waitFor();
    const authorize = new URL(popup.url());
    assert.equal(authorize.origin, e2e.serviceUrl);
    assert.equal(authorize.searchParams.get('redirect_uri'), demoPage(e2e, 'popup-callback.html'));
    await typeInto(popup, 'input[name="username"]', DEMO_USER.email);
    await typeInto(popup, 'input[name="password"]', DEMO_USER.password);
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Log in' }).click()]);

    const detail = await waitForLoggedEvent(page, 'auth-success');
    assert.match(detail, /"email": "demo@example.com"/);
    // The form gives way to who is signed in, with a way out.
    const signedIn = page.locator('auth-login').getByRole('status');
    await signedIn.getByText(`Signed in as ${DEMO_USER.email}`).waitFor();
    assert.equal(await signedIn.getByRole('button', { name: 'Log out' }).isVisible(), true);
    assert.equal(await page.locator(LOGIN_PASSWORD_INPUT).count(), 0, 'the form is gone');
    assert.equal(page.url(), demoPage(e2e, 'login.html?mode=popup'), 'the page itself never navigated');
  });

  it('social: the simulated provider’s account picker, then back to the app logged in', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    await page.goto(demoPage(e2e, 'app.html'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await page.getByRole('heading', { name: 'Sign in with google-oauth2' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('connection'), 'google-oauth2');
    await page.getByRole('button', { name: /Ada Lovelace/ }).click();

    await page.getByText('Logged in as Ada Lovelace').waitFor();
    assert.match((await page.locator('#sub').textContent()) ?? '', /^google-oauth2\|/);
    assert.equal(page.url(), demoPage(e2e, 'app.html'));
  });
});
