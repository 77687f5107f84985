// Shared by the end-to-end tests: Debian's Chromium driven by playwright-core, the demo and the local
// identity service on free ports, the dev inbox, screenshots, and a teardown that always finishes. Users,
// addresses, the inbox and authenticator codes are what every runner shares (test/shared/service.ts).
import { createHash, X509Certificate } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, afterEach, before } from 'node:test';
import { chromium } from 'playwright-core';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  LaunchOptions,
  Locator,
  Page,
  Request,
} from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { DEMO_USER, startDemo } from '../../scripts/demo-server.mjs';
import type { DemoHandle } from '../../scripts/demo-server.mjs';
import { waitForMessage as waitForInboxMessage } from '../shared/service.js';
import type { InboxMessage, MessageKind } from '../shared/service.js';

export { DEMO_USER };
export { uniqueEmail } from '../shared/service.js';

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

/** `promise`, or a rejection saying `what` did not finish within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How the tests launch Chromium: Debian's (or CHROME_PATH), never a downloaded one; `args`: more switches. */
export function chromiumOptions(args: string[] = []): LaunchOptions {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: run `node scripts/ensure-chromium.mjs`.');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return {
    executablePath,
    headless: true,
    args: [...(isRoot ? ['--no-sandbox'] : []), ...CHROMIUM_ARGS, ...args],
    timeout: 30_000,
  };
}

/** Launches headless Chromium ({@link chromiumOptions}). */
export function launchChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch(chromiumOptions(args));
}

/**
 * Launches headless Chromium and starts the demo and the service on free ports (with `docs`, the site too;
 * with `company`, the local company provider of the demo client's enterprise connection).
 */
export async function setUp({
  docs = false,
  company = false,
}: { docs?: boolean; company?: boolean } = {}): Promise<E2E> {
  // Both at once: Vite transforms the demo's modules while Chromium starts.
  const [demo, browser] = await Promise.allSettled([
    startDemo({ servicePort: 0, demoPort: 0, quiet: true, hmr: false, docs, company, companyPort: 0 }),
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

/**
 * The Chromium switch that makes it trust the certificates of one CA (a local service's `ca.pem`) and no
 * other: Base64 SHA-256 of the CA's public key (SubjectPublicKeyInfo), closer to a developer trusting
 * `ca.pem` than switching every certificate check off (`ignoreHTTPSErrors`).
 */
export function trustCa(pem: string): string {
  const der = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(der).digest('base64')}`;
}

/** A new, isolated browser context (1280 × 900 unless `options` say otherwise) with one page. */
export async function openSession(browser: Browser, options: BrowserContextOptions = {}): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
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
export function useE2E(options: { docs?: boolean; company?: boolean } = {}): E2ESuite {
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
      current = await openSession(this.e2e.browser);
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

/** Waits for the newest message to `to` of `kind` in the dev inbox (the service records it before it answers). */
export function waitForMessage(
  e2e: E2E,
  filter: { to: string; kind: MessageKind },
  timeoutMs = UI_TIMEOUT_MS,
): Promise<InboxMessage> {
  return waitForInboxMessage(e2e.serviceUrl, filter, timeoutMs);
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

/** The e-mail and password inputs of the embedded <auth-login> form (its light DOM). */
export const LOGIN_EMAIL_INPUT = 'auth-login form input[name="email"]';
export const LOGIN_PASSWORD_INPUT = 'auth-login form input[name="password"]';

/**
 * Logs in with the page's embedded <auth-login> form as a person does: clicks into each field, types with
 * real key presses, and presses Enter. `within`: the part of the page holding the form, when it has
 * several. Resolves once Enter is pressed; the caller waits for what the page then shows.
 */
export async function logInWithForm(
  page: Page,
  { email, password }: { email: string; password: string } = DEMO_USER,
  within: Page | Locator = page,
): Promise<void> {
  await within.locator(LOGIN_EMAIL_INPUT).click();
  await page.keyboard.type(email);
  await within.locator(LOGIN_PASSWORD_INPUT).click();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
}

let axeSource: Promise<string> | undefined;

/**
 * What axe-core finds serious or critical on `page` as it is now, one line a finding (rule: targets).
 * Evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(await axeSource);
  const result = await page.evaluate(
    () => (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run() as Promise<AxeResult>,
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
