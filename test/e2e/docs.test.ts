// The documentation site (docs/, served by `npm start`) in Chromium: every page loads without console
// errors, its examples render their elements, axe finds nothing, nothing overflows at 375 px, every
// internal link and anchor resolves, and the main example of each element does its job against the local
// identity service.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { preview } from 'vite';
import { buildStaticSite } from '../../scripts/docs-build.mjs';
import {
  DEMO_USER,
  logInWithForm,
  TEST_TIMEOUT_MS,
  typeInto,
  uniqueEmail,
  useE2E,
  waitForMessage,
} from './helpers.js';
import type { E2E } from './helpers.js';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** What a visit of one page found. */
interface Visit {
  path: string;
  ids: string[];
  links: string[];
  consoleErrors: string[];
  pageErrors: string[];
  /** Requests of the page answered 404 (a file or an address that is not there). */
  notFound: string[];
  unrendered: string[];
  axe: string[];
  /** Page widths at 375 px, light and dark (the window's width when nothing overflows). */
  narrow: { light: number; dark: number };
}

/**
 * Several examples of one element on a page give several forms with the same name ("Log in"), which axe's
 * landmark-unique rule flags; an application shows one. Only that rule, only for forms inside examples.
 */
const isExamplesFormsOnly = (id: string, targets: string[]) =>
  id === 'landmark-unique' && targets.every((target) => /\bform\b/.test(target));

/** Visits a page at 1280 px: console, rendering of every example's elements, axe, ids and links. */
async function visit(page: Page, url: string, path: string): Promise<Visit> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  await page.goto(url, { waitUntil: 'load' });
  // Every element of every example is defined and has drawn something (the provider draws nothing).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.example-live *')]
          .filter((element) => element.localName.includes('-'))
          .every(
            (element) =>
              customElements.get(element.localName) &&
              (element.localName === 'auth-provider' || (element.shadowRoot?.childElementCount ?? 0) > 0),
          ),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  const unrendered = await page.evaluate(() =>
    [...document.querySelectorAll('.example-live *')]
      .filter((element) => element.localName.includes('-') && element.localName !== 'auth-provider')
      .filter((element) => !customElements.get(element.localName) || !element.shadowRoot?.childElementCount)
      .map((element) => element.localName),
  );
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  });
  const axe = violations
    .filter(({ id, targets }) => !isExamplesFormsOnly(id, targets))
    .map(({ id, targets }) => `${id}: ${targets.join(', ')}`);
  const { ids, links } = await page.evaluate(() => ({
    ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    links: [...document.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).href),
  }));
  const narrow = { light: 0, dark: 0 };
  await page.setViewportSize({ width: 375, height: 800 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    narrow[colorScheme] = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return document.documentElement.scrollWidth;
    });
  }
  return { path, ids, links, consoleErrors, pageErrors, notFound, unrendered, axe, narrow };
}

/** The first example of an element's page. */
function mainExample(page: Page): Locator {
  return page.locator('section.example').first();
}

/** Waits until an example's event log shows an event, and returns its logged detail. */
async function waitForExampleEvent(example: Locator, name: string): Promise<string> {
  const item = example
    .locator('.event-log li')
    .filter({ has: example.page().locator('strong', { hasText: name }) });
  await item.first().waitFor();
  return (await item.first().locator('pre').textContent()) ?? '';
}

describe('documentation site', { timeout: TEST_TIMEOUT_MS * 10 }, () => {
  const suite = useE2E({ docs: true });
  let visits: Promise<Visit[]> | undefined;
  /** Every page visited once (the first test that needs them runs the visits). */
  const visitAll = (e2e: E2E) =>
    (visits ??= (async () => {
      const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        // A few pages at a time: most of a visit is waiting for the page and its modules.
        const queue = [...e2e.demo.sitePages];
        const results: Visit[] = [];
        await Promise.all(
          Array.from({ length: 3 }, async () => {
            for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
              const page = await context.newPage();
              results.push(await visit(page, new URL(path, e2e.demoUrl).href, path));
              await page.close();
            }
          }),
        );
        return results.sort((a, b) => a.path.localeCompare(b.path));
      } finally {
        await context.close();
      }
    })());

  it('builds every page: home, an overview and a page per element, the guides', () => {
    const pages = suite.e2e.demo.sitePages;
    assert.ok(pages.includes('/'));
    for (const tag of ['auth-login', 'auth-provider', 'auth-profile', 'api-permissions-editor']) {
      assert.ok(pages.includes(`/elements/${tag}/`), tag);
    }
    assert.ok(pages.filter((page) => page.startsWith('/guides/')).length >= 10, 'the guides');
  });

  it('every page loads without console errors and renders every example', async () => {
    for (const page of await visitAll(suite.e2e)) {
      assert.deepEqual(page.consoleErrors, [], `console errors on ${page.path}`);
      assert.deepEqual(page.pageErrors, [], `uncaught errors on ${page.path}`);
      assert.deepEqual(page.unrendered, [], `elements not rendered on ${page.path}`);
      assert.deepEqual(page.notFound, [], `404s on ${page.path}`);
    }
  });

  it('every full-page demo the site links to loads without console errors or 404s', async () => {
    const { e2e } = suite;
    const demos = new Set<string>();
    for (const page of await visitAll(e2e)) {
      for (const href of page.links) {
        const url = new URL(href);
        if (url.origin === e2e.demoUrl && url.pathname.endsWith('.html')) demos.add(url.pathname);
      }
    }
    assert.ok(demos.size >= 4, `the site links its full-page demos (found ${[...demos].join(', ')})`);
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      for (const path of demos) {
        const consoleErrors: string[] = [];
        const notFound: string[] = [];
        const page = await context.newPage();
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        page.on('pageerror', (error) => consoleErrors.push(error.message));
        page.on('response', (response) => {
          if (response.status() === 404) notFound.push(response.url());
        });
        const response = await page.goto(new URL(path, e2e.demoUrl).href, { waitUntil: 'load' });
        assert.equal(response?.status(), 200, path);
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        assert.deepEqual(consoleErrors, [], `console errors on ${path}`);
        assert.deepEqual(notFound, [], `404s on ${path}`);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('axe finds nothing on any page', async () => {
    for (const page of await visitAll(suite.e2e)) assert.deepEqual(page.axe, [], `axe on ${page.path}`);
  });

  it('every internal link and anchor resolves', async () => {
    const { demoUrl } = suite.e2e;
    const pages = await visitAll(suite.e2e);
    const ids = new Map(pages.map((page) => [page.path, new Set(page.ids)]));
    const broken: string[] = [];
    const checked = new Map<string, boolean>();
    for (const page of pages) {
      for (const href of page.links) {
        const url = new URL(href);
        if (url.origin !== demoUrl) continue;
        const targetIds = ids.get(url.pathname);
        if (!targetIds) {
          // Not a page of the site: a demo page (a file in demo/), or a file of the site (not a page:
          // Vite answers any other path with the demo's index page).
          if (!checked.has(url.pathname)) {
            const response = await fetch(new URL(url.pathname, demoUrl));
            await response.arrayBuffer();
            const isPage = (response.headers.get('content-type') ?? '').includes('text/html');
            checked.set(
              url.pathname,
              response.ok && (!isPage || existsSync(new URL(`../../demo${url.pathname}`, import.meta.url))),
            );
          }
          if (!checked.get(url.pathname)) broken.push(`${page.path} → ${href}`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && !targetIds.has(anchor)) broken.push(`${page.path} → ${url.pathname}#${anchor}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it('nothing overflows at 375 px, in light and dark', async () => {
    for (const page of await visitAll(suite.e2e)) {
      assert.ok(page.narrow.light <= 375, `${page.path} is ${page.narrow.light} px wide at 375 px`);
      assert.ok(page.narrow.dark <= 375, `${page.path} (dark) is ${page.narrow.dark} px wide at 375 px`);
    }
  });

  it('reads without JavaScript: the reference, the guides and both codes of each example', async () => {
    const { e2e } = suite;
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(new URL('/elements/auth-login/', e2e.demoUrl).href);
      await page.getByRole('heading', { name: 'Attributes' }).waitFor();
      assert.ok(await page.locator('table[data-ref="attributes"] tr[data-name="mode"]').isVisible());
      const example = mainExample(page);
      assert.ok(await example.locator('[data-code="html"] pre').isVisible());
      assert.ok(await example.locator('[data-code="react"] pre').isVisible());
      assert.equal(await page.locator('.site-search').isVisible(), false, 'no search box that cannot work');
      await page.goto(new URL('/guides/theming/', e2e.demoUrl).href);
      assert.ok(
        await page.locator('table[data-ref="tokens"] tr[data-name="--auth-color-primary"]').isVisible(),
      );
    } finally {
      await context.close();
    }
  });

  it('search finds a guide by its heading; an example shows its React code on its tab', async () => {
    const { page } = await suite.open();
    await page.goto(new URL('/elements/auth-login/', suite.e2e.demoUrl).href);
    await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('refresh tokens');
    const results = page.getByRole('region', { name: 'Search results' });
    await results
      .getByRole('link', { name: /Renewal without third-party cookies/ })
      .first()
      .click();
    await page.waitForURL(/\/guides\/renewal\//);

    await page.goto(new URL('/elements/auth-login/', suite.e2e.demoUrl).href);
    const example = mainExample(page);
    const react = example.getByRole('tab', { name: 'React' });
    await react.click();
    const panel = example.getByRole('tabpanel');
    assert.match(
      (await panel.textContent()) ?? '',
      /onauth-success=\{\(event\) => console\.log\(event\.detail\)\}/,
    );
    assert.equal(await react.getAttribute('aria-selected'), 'true');
  });

  it('on a phone: a Menu button opens the navigation above the page, keyboard first; an element page lists what is on it', async () => {
    const { page } = await suite.open();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(new URL('/elements/auth-profile/', suite.e2e.demoUrl).href);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    // Closed, the navigation is after the page (far below the first screen).
    assert.ok(((await nav.boundingBox())?.y ?? 0) > 2000);
    await menu.focus();
    await page.keyboard.press('Enter');
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    const current = nav.getByRole('link', { name: '<auth-profile>' });
    assert.equal(await current.evaluate((link) => link === document.activeElement), true);
    assert.ok(((await nav.boundingBox())?.y ?? Infinity) < 200, 'open, it is right under the header');
    await page.keyboard.press('Escape');
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    assert.equal(await menu.evaluate((button) => button === document.activeElement), true);
    // "On this page": each example and each part of the reference.
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Events' }).click();
    await page.waitForURL(/#events$/);
    assert.ok((await toc.getByRole('link').count()) >= 10);
    await page.setViewportSize({ width: 1280, height: 900 });
    assert.equal(await menu.isVisible(), false, 'no menu button beside the sidebar');
  });

  it('<auth-login> and <auth-provider>: the main example logs in and the session shows', async () => {
    const { e2e } = suite;
    for (const tag of ['auth-login', 'auth-provider']) {
      const { page, pageErrors } = await suite.open();
      const url = new URL(`/elements/${tag}/`, e2e.demoUrl).href;
      await page.goto(url);
      const example = mainExample(page);
      await logInWithForm(page, DEMO_USER, example);
      const detail = await waitForExampleEvent(example, 'auth-success');
      assert.match(detail, /"email": "demo@example.com"/);
      await waitForExampleEvent(example, 'auth-session-change');
      await example.locator('auth-login').getByText('demo@example.com').waitFor();
      assert.equal(page.url(), url, 'back on the page, the response gone from the address');
      assert.deepEqual(pageErrors, []);
      await page.context().close();
    }
  });

  it('<auth-signup>: the main example creates a user', async () => {
    const { page } = await suite.open();
    await page.goto(new URL('/elements/auth-signup/', suite.e2e.demoUrl).href);
    const example = mainExample(page);
    const email = uniqueEmail('docs-signup');
    await typeInto(page, 'section.example:first-of-type auth-signup form input[name="email"]', email);
    await typeInto(
      page,
      'section.example:first-of-type auth-signup form input[name="password"]',
      'Corr3ct-Horse!',
    );
    await page.keyboard.press('Enter');
    await example.locator('auth-signup').getByRole('status').getByText('Your account was created.').waitFor();
    assert.match(await waitForExampleEvent(example, 'auth-signup'), new RegExp(email));
  });

  it('<auth-passwordless>: the main example sends a code and logs in with it', async () => {
    const { e2e } = suite;
    const { page } = await suite.open();
    await page.goto(new URL('/elements/auth-passwordless/', e2e.demoUrl).href);
    const example = mainExample(page);
    const element = example.locator('auth-passwordless');
    const email = uniqueEmail('docs-otp');
    await element.locator('form input[name="email"]').click();
    await page.keyboard.type(email);
    await element.getByRole('button', { name: 'Send me a code' }).click();
    await waitForExampleEvent(example, 'auth-code-sent');
    const message = await waitForMessage(e2e, { to: email, kind: 'passwordless-code' });
    await element.locator('form input[name="code"]').click();
    await page.keyboard.type(message.code ?? '');
    await page.keyboard.press('Enter');
    assert.match(await waitForExampleEvent(mainExample(page), 'auth-success'), new RegExp(email));
  });

  it('<auth-change-password>: the main example sends a reset link', async () => {
    const { e2e } = suite;
    const { page } = await suite.open();
    await page.goto(new URL('/elements/auth-change-password/', e2e.demoUrl).href);
    const example = mainExample(page);
    await example.locator('auth-change-password form input[name="email"]').click();
    await page.keyboard.type(DEMO_USER.email);
    await example.locator('auth-change-password').getByRole('button', { name: 'Send reset link' }).click();
    await waitForExampleEvent(example, 'auth-password-reset-sent');
    await waitForMessage(e2e, { to: DEMO_USER.email, kind: 'password-reset' });
  });

  it('<auth-profile>: after logging in, the main example shows the user', async () => {
    const { page } = await suite.open();
    await page.goto(new URL('/elements/auth-profile/', suite.e2e.demoUrl).href);
    await logInWithForm(page, DEMO_USER, mainExample(page));
    await mainExample(page).locator('auth-profile [part~="email"]').getByText(DEMO_USER.email).waitFor();
  });

  it('<api-permissions-editor>: after logging in, the main example lists the API permissions', async () => {
    const { page } = await suite.open();
    await page.goto(new URL('/elements/api-permissions-editor/', suite.e2e.demoUrl).href);
    await logInWithForm(page, DEMO_USER, mainExample(page));
    const editor = mainExample(page).locator('api-permissions-editor');
    await editor.locator('tr[part~="row"]').filter({ hasText: 'read:reports' }).waitFor();
  });

  it('the static build (npm run docs:build) renders its examples against the configured domain', async () => {
    const { e2e } = suite;
    const output = await mkdtemp(join(tmpdir(), 'auth-elements-docs-static-'));
    let server: Awaited<ReturnType<typeof preview>> | undefined;
    try {
      // The preview server first, on a port the system picks: it reads the folder at each request, so the
      // site is built afterwards for the origin it got.
      server = await preview({
        configFile: false,
        logLevel: 'silent',
        build: { outDir: output },
        preview: { port: 0, host: 'localhost' },
      });
      const address = server.httpServer.address();
      assert.ok(address && typeof address === 'object', 'the preview server listens');
      const origin = `http://localhost:${address.port}`;
      await buildStaticSite({ output, domain: e2e.serviceUrl, origin });
      const { page } = await suite.open();
      await page.goto(`${origin}/elements/auth-login/`);
      const provider = mainExample(page).locator('auth-provider');
      assert.equal(await provider.getAttribute('domain'), e2e.serviceUrl);
      assert.equal(await provider.getAttribute('redirect-uri'), `${origin}/elements/auth-login/`);
      await mainExample(page).locator('auth-login').getByRole('button', { name: 'Log in' }).waitFor();
      assert.equal(await page.evaluate(() => document.querySelector('script[src="/assets/site.ts"]')), null);
    } finally {
      await server?.close();
      await rm(output, { recursive: true, force: true });
    }
  });
});
