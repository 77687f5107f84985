// Shared by the end-to-end tests: Debian's Chromium driven by playwright-core, the demo and the local
// identity service on free ports, the dev inbox, screenshots, and a teardown that always finishes.
import { mkdir } from 'node:fs/promises';
import { after, afterEach, before } from 'node:test';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { DEMO_USER, startDemo } from '../../scripts/demo-server.mjs';
import type { DemoHandle } from '../../scripts/demo-server.mjs';

export { DEMO_USER };

/** Where screenshots go (gitignored). */
export const SCREENSHOT_DIR = new URL('../../test-results/screenshots/', import.meta.url);

/** How long a test waits for something a user would see. */
export const UI_TIMEOUT_MS = 15_000;
/** The longest a test file's setup (Chromium and the two servers) or teardown may take. */
export const HOOK_TIMEOUT_MS = 60_000;
/** The longest one test may take. */
export const TEST_TIMEOUT_MS = 60_000;

/** What a test file works with: one browser, the demo and the service. */
export interface E2E {
  browser: Browser;
  demo: DemoHandle;
  /** The service's origin, e.g. `http://localhost:41234`. */
  serviceUrl: string;
  /** The demo's origin, e.g. `http://localhost:41235`. */
  demoUrl: string;
}

/** A fresh browser context (no cookies, no storage) with one page and a record of its traffic. */
export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every request of the context (its pages, popups and frames), in order. */
  requests: Request[];
  /** Uncaught exceptions of the context's pages. */
  pageErrors: Error[];
}

/** A message of the dev inbox (`GET /_dev/api/messages`). */
export interface InboxMessage {
  id: string;
  to: string;
  channel: 'email' | 'sms';
  kind: 'passwordless-code' | 'passwordless-link' | 'password-reset' | 'unblock';
  subject: string;
  text: string;
  code?: string;
  link?: string;
  created_at: string;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Launches headless Chromium: Debian's (or CHROME_PATH), never a downloaded one. */
export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: run `node scripts/ensure-chromium.mjs`.');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...(isRoot ? ['--no-sandbox'] : []), ...CHROMIUM_ARGS],
    timeout: 30_000,
  });
}

/** Launches headless Chromium and starts the demo and the service on free ports (with `docs`, the site too). */
export async function setUp({ docs = false }: { docs?: boolean } = {}): Promise<E2E> {
  // Both at once: Vite transforms the demo's modules while Chromium starts.
  const [demo, browser] = await Promise.allSettled([
    startDemo({ servicePort: 0, demoPort: 0, quiet: true, hmr: false, docs }),
    launchChromium(),
  ]);
  if (demo.status === 'rejected' || browser.status === 'rejected') {
    await Promise.allSettled([
      demo.status === 'fulfilled' ? demo.value.close() : undefined,
      browser.status === 'fulfilled' ? browser.value.close() : undefined,
    ]);
    throw demo.status === 'rejected' ? demo.reason : (browser as PromiseRejectedResult).reason;
  }
  return {
    browser: browser.value,
    demo: demo.value,
    serviceUrl: demo.value.serviceUrl,
    demoUrl: demo.value.demoUrl,
  };
}

/** Closes the browser and both servers, each within a bound, whatever state they are in. */
export async function tearDown(e2e: E2E | undefined): Promise<void> {
  if (!e2e) return;
  const results = await Promise.allSettled([
    withTimeout(e2e.browser.close(), 15_000, 'Closing Chromium'),
    withTimeout(e2e.demo.close(), 15_000, 'Stopping the demo and the service'),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.error(result.reason);
  }
}

/** A new, isolated browser context with one page. */
export async function openSession(e2e: E2E): Promise<Session> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(UI_TIMEOUT_MS);
  const requests: Request[] = [];
  const pageErrors: Error[] = [];
  context.on('request', (request) => requests.push(request));
  context.on('page', (page) => page.on('pageerror', (error) => pageErrors.push(error)));
  const page = await context.newPage();
  return { context, page, requests, pageErrors };
}

/** Closes a session's context without letting a stuck page hold the test. */
export async function closeSession(session: Session | undefined): Promise<void> {
  if (!session) return;
  await withTimeout(session.context.close(), 10_000, 'Closing the browser context').catch(() => undefined);
}

/** What a `describe` of end-to-end tests gets from {@link useE2E}. */
export interface E2ESuite {
  /** The browser and the servers (after the suite's `before` hook ran). */
  readonly e2e: E2E;
  /** A fresh browser context and page for the current test, closed after it. */
  open(): Promise<Session>;
}

/**
 * Registers the hooks of a test file: Chromium and the servers started once before its tests and
 * always stopped after them, and each test's browser context closed after the test.
 */
export function useE2E(options: { docs?: boolean } = {}): E2ESuite {
  let started: E2E | undefined;
  let current: Session | undefined;
  before(
    async () => {
      started = await setUp(options);
    },
    { timeout: HOOK_TIMEOUT_MS },
  );
  after(() => tearDown(started), { timeout: HOOK_TIMEOUT_MS });
  afterEach(async () => {
    await closeSession(current);
    current = undefined;
  });
  return {
    get e2e(): E2E {
      if (!started) throw new Error('The end-to-end setup did not run or failed.');
      return started;
    },
    async open(): Promise<Session> {
      current = await openSession(this.e2e);
      return current;
    },
  };
}

/** The URL of a demo page: `demoPage(e2e, 'app.html')`. */
export function demoPage(e2e: E2E, path: string): string {
  return new URL(path, `${e2e.demoUrl}/`).href;
}

/** Requests whose URL (on `origin`) has `pathname` and every query parameter given. */
export function requestsTo(
  requests: readonly Request[],
  origin: string,
  pathname: string,
  params: Record<string, string> = {},
): Request[] {
  return requests.filter((request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || url.pathname !== pathname) return false;
    return Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value);
  });
}

/** The dev inbox's messages, newest first, filtered by recipient and kind. */
export async function readInbox(
  e2e: E2E,
  filter: { to?: string; kind?: InboxMessage['kind'] } = {},
): Promise<InboxMessage[]> {
  const url = new URL('/_dev/api/messages', e2e.serviceUrl);
  if (filter.to) url.searchParams.set('to', filter.to);
  if (filter.kind) url.searchParams.set('kind', filter.kind);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
  return (await response.json()) as InboxMessage[];
}

/** Waits for the newest message to `to` of `kind` (the service records it before it answers). */
export async function waitForMessage(
  e2e: E2E,
  filter: { to: string; kind: InboxMessage['kind'] },
  timeoutMs = UI_TIMEOUT_MS,
): Promise<InboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [newest] = await readInbox(e2e, filter);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No ${filter.kind} message to ${filter.to} in the dev inbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Saves a full-page screenshot as `test-results/screenshots/<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  // Let fonts and the last render settle; no caret blinking in the picture.
  await page.evaluate(() => document.fonts.ready);
  const path = new URL(`${name}.png`, SCREENSHOT_DIR).pathname;
  await page.screenshot({ path, fullPage: true, caret: 'hide' });
  return path;
}

/** The names of the events in the demo's event log (`#event-log`), oldest first. */
export async function loggedEvents(page: Page): Promise<string[]> {
  const names = await page.locator('#event-log li > strong').allTextContents();
  return names.reverse();
}

/** Waits until the demo's event log shows an event named `name`, and returns its logged detail. */
export async function waitForLoggedEvent(page: Page, name: string): Promise<string> {
  const item = page.locator('#event-log li').filter({ has: page.locator('strong', { hasText: name }) });
  await item.first().waitFor();
  return (await item.first().locator('pre').textContent()) ?? '';
}

/** Clicks into a field and types into it with real key presses. */
export async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  const field = page.locator(selector);
  await field.click();
  await page.keyboard.type(text);
}

/** A unique e-mail address for a test that creates a user. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
