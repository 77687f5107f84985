// Screenshots of the demo pages in states no other flow passes through (idle pages, the dark theme, the
// pages behind a log-in), into test-results/screenshots/ for a person to look at. The flows save the
// others: app logged in and out, login error, passwordless steps, sign-up checklist, reset sent.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_USER, TEST_TIMEOUT_MS, demoPage, screenshot, typeInto, useE2E } from './helpers.js';

/** Demo pages that other work adds; each is photographed when it is there. */
const hasPage = (name: string): boolean => existsSync(new URL(`../../demo/${name}`, import.meta.url));

/** Waits until the page's auth elements have rendered and the network has been quiet for a moment. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const elements = [...document.querySelectorAll('*')].filter((el) => el.localName.includes('-'));
    await Promise.all(
      elements.map((el) => (el as Element & { updateComplete?: Promise<unknown> }).updateComplete),
    );
  });
}

/** Logs in with the embedded form of the page and waits until its signed-in section shows. */
async function logInOn(page: Page): Promise<void> {
  await typeInto(page, 'auth-login form input[name="email"]', DEMO_USER.email);
  await typeInto(page, 'auth-login form input[name="password"]', DEMO_USER.password);
  await page.keyboard.press('Enter');
  await page.locator('#signed-in').waitFor();
}

describe('screenshots', { timeout: TEST_TIMEOUT_MS * 4 }, () => {
  const suite = useE2E();

  it('the overview, the log-in form and the sign-up form, idle', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    for (const [path, name] of [
      ['index.html', 'index'],
      ['login.html', 'login-idle'],
      ['signup.html', 'signup-idle'],
      ['change-password.html', 'change-password-idle'],
    ] as const) {
      await page.goto(demoPage(e2e, path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      await screenshot(page, name);
    }
    // The overview links to the service by its real address, not the one in the demo's source.
    const serviceLink = page.locator('main a', { hasText: 'dev inbox' }).first();
    await page.goto(demoPage(e2e, 'index.html'));
    assert.equal(await serviceLink.getAttribute('href'), `${e2e.serviceUrl}/_dev/inbox`);
    assert.deepEqual(session.pageErrors, []);
  });

  it('the log-in form in the dark theme', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    await page.goto(demoPage(e2e, 'login.html'));
    const theme = page.locator('#theme-switcher');
    if ((await theme.count()) === 0) return;
    await theme.selectOption('dark');
    await settled(page);
    await screenshot(page, 'login-dark');
  });

  for (const [path, name] of [
    ['profile.html', 'profile'],
    ['permissions.html', 'permissions'],
  ] as const) {
    it(`${path}, logged in`, { skip: !hasPage(path) && `${path} is not there yet` }, async () => {
      const { e2e } = suite;
      const session = await suite.open();
      const { page } = session;
      await page.goto(demoPage(e2e, path));
      await logInOn(page);
      await settled(page);
      await screenshot(page, name);
      assert.deepEqual(session.pageErrors, []);
    });
  }
});
