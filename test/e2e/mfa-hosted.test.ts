// The service's hosted second-factor step in a real browser: the MFA demo user logs in on the demo's
// <auth-login> in redirect, popup and embedded mode, and types the authenticator code (computed here from
// the seeded key) into the service's own code page; a wrong code first; a recovery code. Each of the
// step's pages is checked for CSP violations, serious axe findings and phone width, and photographed at
// 1280 and 375 px, light and dark.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  MFA_EMAIL,
  MFA_PASSWORD,
  MFA_RECOVERY_CODE,
  MFA_TOTP_SECRET,
} from '../../packages/emulator/test/mfa-hosted-helpers.js';
import { totp } from '../shared/service.js';
import { startEmulator } from '../../packages/emulator/src/index.js';
import {
  TEST_TIMEOUT_MS,
  demoPage,
  logInWithForm,
  requestsTo,
  screenshot,
  seriousAxeFindings,
  typeInto,
  useE2E,
  waitForLoggedEvent,
} from './helpers.js';
import type { E2E } from './helpers.js';

const CODE_INPUT = 'input[name="code"]';

/** Back to the seeded tenant: the seeded key's codes are accepted again (each is accepted once). */
async function resetTenant(e2e: E2E): Promise<void> {
  const response = await fetch(`${e2e.serviceUrl}/_dev/api/reset`, { method: 'POST' });
  assert.equal(response.status, 204);
}

/** The code the MFA user's authenticator app shows now, as a person pastes it (with a space). */
function appCode(): string {
  const code = totp(MFA_TOTP_SECRET);
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/** Types the MFA user's e-mail and password on the service's hosted login page. */
async function hostedPassword(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Log in to Demo SPA' }).waitFor();
  await typeInto(page, 'input[name="username"]', MFA_EMAIL);
  await typeInto(page, 'input[name="password"]', MFA_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function codePage(page: Page, serviceUrl: string): Promise<void> {
  await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor();
  assert.equal(new URL(page.url()).origin, serviceUrl, 'the service’s own page');
  const field = page.getByRole('textbox', { name: 'Code' });
  assert.equal(await field.getAttribute('autocomplete'), 'one-time-code');
  assert.equal(await field.getAttribute('inputmode'), 'numeric');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('name')),
    'code',
    'focus in the code field',
  );
}

/**
 * Checks one of the step's pages as it is now, light and dark, at 1280 and 375 px, and photographs each:
 * no serious axe finding, nothing wider than the phone. Restores the page's size and scheme.
 */
async function checkAndPhotograph(page: Page, name: string, problems: string[]): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const found of await seriousAxeFindings(page))
        problems.push(`${name} ${width} ${colorScheme}: ${found}`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${name}: ${scrollWidth} px wide at ${width} px`);
      await screenshot(page, `mfa-hosted-${name}-${width}-${colorScheme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('hosted second-factor step in Chromium', { timeout: TEST_TIMEOUT_MS * 6 }, () => {
  const suite = useE2E();

  it('redirect mode: password, a wrong code, then the app’s code on the service’s page, back logged in', async () => {
    const { e2e } = suite;
    await resetTenant(e2e);
    const session = await suite.open();
    const { page, requests } = session;
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        cspViolations.push(message.text());
    });
    await page.goto(demoPage(e2e, 'login.html?mode=redirect'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await hostedPassword(page);
    await codePage(page, e2e.serviceUrl);
    const problems: string[] = [];
    await checkAndPhotograph(page, 'code', problems);

    await typeInto(page, CODE_INPUT, '000 000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('That code is not right or has expired').waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid'), 'true');
    await checkAndPhotograph(page, 'wrong-code', problems);

    await page.getByRole('textbox', { name: 'Code' }).fill(appCode());
    await page.getByRole('button', { name: 'Continue' }).click();
    const detail = await waitForLoggedEvent(page, 'auth-success');
    assert.match(detail, /"email": "mfa@example.com"/);
    // Back on the page the login's redirect_uri names, the response removed from the address.
    assert.equal(page.url(), demoPage(e2e, 'login.html'));
    // The code went in a form body to the service, never in an address.
    const posts = requestsTo(requests, e2e.serviceUrl, '/u/mfa');
    assert.ok(posts.length >= 2 && posts.every((r) => r.method() === 'POST'));
    for (const request of requests)
      assert.doesNotMatch(request.url(), /[?&]code=\d{3}(\s|%20|\+)?\d{3}(&|$)/);
    assert.deepEqual(problems, []);
    assert.deepEqual(cspViolations, []);
    assert.deepEqual(session.pageErrors, []);
  });

  it('popup mode: the code step happens inside the popup, which closes; the page gets the login', async () => {
    const { e2e } = suite;
    await resetTenant(e2e);
    const { page } = await suite.open();
    await page.goto(demoPage(e2e, 'login.html?mode=popup'));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Log in', exact: true }).click(),
    ]);
    await hostedPassword(popup);
    await codePage(popup, e2e.serviceUrl);
    await typeInto(popup, CODE_INPUT, appCode());
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue' }).click()]);
    const detail = await waitForLoggedEvent(page, 'auth-success');
    assert.match(detail, /"email": "mfa@example.com"/);
    await page.locator('auth-login').getByRole('status').getByText(`Signed in as ${MFA_EMAIL}`).waitFor();
  });

  it('embedded mode: the login ticket leads to the service’s code page; a recovery code; back logged in', async () => {
    const { e2e } = suite;
    await resetTenant(e2e);
    const { page, requests } = await suite.open();
    await page.goto(demoPage(e2e, 'login.html'));
    await logInWithForm(page, { email: MFA_EMAIL, password: MFA_PASSWORD });
    await codePage(page, e2e.serviceUrl);
    assert.equal(requestsTo(requests, e2e.serviceUrl, '/co/authenticate').length, 1, 'an embedded login');

    await page.getByRole('link', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('heading', { name: 'Use a recovery code' }).waitFor();
    const problems: string[] = [];
    await checkAndPhotograph(page, 'recovery', problems);
    await typeInto(page, CODE_INPUT, MFA_RECOVERY_CODE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your new recovery code' }).waitFor();
    const newCode = (await page.locator('#recovery-code').textContent())?.replace(/\s/g, '') ?? '';
    assert.match(newCode, /^([A-Z2-9]{4}-){5}[A-Z2-9]{4}$/);
    await checkAndPhotograph(page, 'new-recovery-code', problems);
    await page.getByRole('checkbox', { name: 'I saved my recovery code' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const detail = await waitForLoggedEvent(page, 'auth-success');
    assert.match(detail, /"email": "mfa@example.com"/);
    assert.equal(page.url(), demoPage(e2e, 'login.html'));
    assert.deepEqual(problems, []);
  });

  it('the "always" policy: a user without a factor sets up the app on the service’s page (QR code and key) first', async () => {
    const service = await startEmulator({ port: 0, host: 'localhost', quiet: true, mfaPolicy: 'always' });
    try {
      const { page } = await suite.open();
      const app = 'http://localhost:5173';
      await page
        .context()
        .route(`${app}/**`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>app</title><h1>Back in the app</h1>' }),
        );
      const query = new URLSearchParams({
        client_id: 'demo-spa',
        redirect_uri: `${app}/callback.html`,
        response_type: 'code',
        scope: 'openid profile email',
        state: 'st',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      });
      await page.goto(`${service.url}/authorize?${query.toString()}`);
      await page.getByRole('heading', { name: 'Log in to Demo SPA' }).waitFor();
      await typeInto(page, 'input[name="username"]', 'demo@example.com');
      await typeInto(page, 'input[name="password"]', 'Passw0rd!');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('heading', { name: 'Set up two-step verification' }).waitFor();
      const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
      assert.ok(
        await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
        'the QR code is drawn',
      );
      const problems: string[] = [];
      await checkAndPhotograph(page, 'enrol', problems);
      const key = (await page.locator('#totp-key').textContent())?.replace(/\s/g, '') ?? '';
      assert.match(key, /^[A-Z2-7]{16,}$/);
      const code = totp(key);
      await typeInto(page, CODE_INPUT, code);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Save your recovery code' }).waitFor();
      await checkAndPhotograph(page, 'enrolled-recovery-code', problems);
      // "I saved it" is required before the login completes.
      await page.getByRole('button', { name: 'Continue' }).click();
      assert.equal(await page.getByRole('heading', { name: 'Save your recovery code' }).isVisible(), true);
      await page.getByRole('checkbox', { name: 'I saved my recovery code' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${app}/callback.html?**`);
      const answer = new URL(page.url()).searchParams;
      assert.ok(answer.get('code'));
      assert.equal(answer.get('state'), 'st');
      assert.deepEqual(problems, []);
    } finally {
      await service.close();
    }
  });
});
