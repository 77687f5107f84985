// Screenshots of the demo pages in states no other flow passes through (idle pages, the dark theme, the
// pages behind a log-in), into test-results/screenshots/ for a person to look at. The flows save the
// others: app logged in and out, login error, passwordless steps, sign-up checklist, reset sent.
// Each picture is checked: the element it is taken for is visible, and a PNG was written.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { TEST_TIMEOUT_MS, demoPage, logInWithForm, screenshot, useE2E } from './helpers.js';

/** The first bytes of every PNG file. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Takes the picture `name` of `page` after checking `selector` is visible; checks a PNG was written. */
async function shoot(page: Page, name: string, selector: string): Promise<void> {
  const subject = page.locator(selector).first();
  await subject.waitFor({ state: 'visible' });
  const box = await subject.boundingBox();
  assert.ok(box && box.width > 0 && box.height > 0, `${selector} has no size in ${name}`);
  const file = readFileSync(await screenshot(page, name));
  assert.ok(file.length > PNG_SIGNATURE.length, `${name}.png is empty`);
  assert.deepEqual(file.subarray(0, PNG_SIGNATURE.length), PNG_SIGNATURE, `${name}.png is no PNG`);
}

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

describe('screenshots', { timeout: TEST_TIMEOUT_MS * 4 }, () => {
  const suite = useE2E();

  it('the overview, the log-in form and the sign-up form, idle', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    for (const [path, name, subject] of [
      ['index.html', 'index', 'main'],
      ['login.html', 'login-idle', 'auth-login form input[name="password"]'],
      ['signup.html', 'signup-idle', 'auth-signup form input[name="password"]'],
      ['change-password.html', 'change-password-idle', 'auth-change-password form input[name="email"]'],
    ] as const) {
      await page.goto(demoPage(e2e, path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      await shoot(page, name, subject);
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
    await page.locator('#theme-switcher').selectOption('dark');
    await settled(page);
    assert.equal(await page.locator('auth-login').getAttribute('theme'), 'dark');
    // The dark theme's background (styles.ts: color-background), not the light one's white.
    const background = await page
      .locator('auth-login')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(background, 'rgb(30, 31, 34)');
    await shoot(page, 'login-dark', 'auth-login form input[name="password"]');
    assert.deepEqual(session.pageErrors, []);
  });

  for (const [path, name, subject] of [
    ['profile.html', 'profile', 'auth-profile'],
    ['permissions.html', 'permissions', 'api-permissions-editor'],
  ] as const) {
    it(`${path}, logged in`, async () => {
      const { e2e } = suite;
      const session = await suite.open();
      const { page } = session;
      await page.goto(demoPage(e2e, path));
      await logInWithForm(page);
      await page.locator('#signed-in').waitFor();
      await settled(page);
      await shoot(page, name, subject);
      assert.deepEqual(session.pageErrors, []);
    });
  }
});
