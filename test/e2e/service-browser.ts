// The set-up of an end-to-end test file that runs a local identity service of its own rather than the
// demo's (for that: `useE2E` in ./helpers.ts): the service on a free port (over HTTPS with a CA of its
// own when asked, and Chromium then trusts that CA and no other), optionally an app server on another
// loopback port whose origin the service allows, and headless Chromium. Each browser context or
// authenticator page a test opens is closed after that test; everything is stopped after the file, each
// part within a bound, whatever state it is in.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before } from 'node:test';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { startEmulator } from '../../packages/emulator/src/index.js';
import type { EmulatorHandle, EmulatorOptions } from '../../packages/emulator/src/index.js';
import {
  closeSession,
  HOOK_TIMEOUT_MS,
  launchChromium,
  openSession,
  trustCa,
  withTimeout,
} from './helpers.js';
import type { Session } from './helpers.js';
import { openAuthenticatorPage } from './passkey-browser.js';
import type { AuthenticatorOptions, AuthenticatorPage } from './passkey-browser.js';

/** What a test file's service, app and browser are. */
export interface ServiceBrowserOptions {
  /**
   * The service's options beyond a free port and quiet logs (with an app: its origin is an allowed web
   * origin unless these name `appOrigins`); a function of the app's origin where they depend on it.
   */
  service?: EmulatorOptions | ((appOrigin: string) => EmulatorOptions);
  /** The service over HTTPS (certificates of a CA of its own, made in a temporary directory). */
  https?: boolean;
  /** An app server: its request handler, and the loopback name it listens on (default `localhost`). */
  app?: { handle: RequestListener; host?: 'localhost' | '127.0.0.1' };
}

/** What a `describe` of such tests gets from {@link useServiceBrowser}, after its `before` hook ran. */
export interface ServiceBrowser {
  readonly service: EmulatorHandle;
  readonly browser: Browser;
  /** The app server's origin, e.g. `http://localhost:41236` (only with the `app` option). */
  readonly appOrigin: string;
  /** A fresh browser context and page with a record of their traffic, closed after the current test. */
  open(options?: BrowserContextOptions): Promise<Session>;
  /**
   * A page at `origin` with a virtual authenticator ({@link openAuthenticatorPage}; `serve: false`: the
   * origin's own page, such as the app's), closed after the current test.
   */
  authenticator(
    origin: string,
    options?: AuthenticatorOptions | false,
    serving?: { serve?: boolean },
  ): Promise<AuthenticatorPage>;
}

/** Listens on a free port of `host`; the server and its origin. */
async function listen(handle: RequestListener, host: string): Promise<{ server: Server; origin: string }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, origin: `http://${host}:${(server.address() as AddressInfo).port}` };
}

/** Stops `server` at once, open connections included. */
function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Registers the hooks of a test file that needs a local service and Chromium: started once before its
 * tests, stopped after them; what each test opened through the result is closed after that test.
 */
export function useServiceBrowser(options: ServiceBrowserOptions = {}): ServiceBrowser {
  let service: EmulatorHandle | undefined;
  let browser: Browser | undefined;
  let app: { server: Server; origin: string } | undefined;
  let dir: string | undefined;
  const opened: { close(): Promise<void> }[] = [];

  before(
    async () => {
      if (options.app) app = await listen(options.app.handle, options.app.host ?? 'localhost');
      if (options.https) dir = await mkdtemp(join(tmpdir(), 'auth-elements-e2e-'));
      const own =
        typeof options.service === 'function' ? options.service(app?.origin ?? '') : options.service;
      const starting = startEmulator({
        port: 0,
        quiet: true,
        ...(app ? { appOrigins: [app.origin] } : {}),
        ...(dir ? { https: true, tlsDirectory: join(dir, 'tls') } : {}),
        ...own,
      });
      // Chromium starts beside the service unless it must know the service's CA first.
      if (options.https) {
        service = await starting;
        browser = await launchChromium([trustCa(service.ca!)]);
      } else {
        [service, browser] = await Promise.all([starting, launchChromium()]);
      }
    },
    { timeout: HOOK_TIMEOUT_MS },
  );

  afterEach(async () => {
    await Promise.allSettled(
      opened.splice(0).map((one) => withTimeout(one.close(), 10_000, 'Closing a browser context')),
    );
  });

  after(
    async () => {
      const results = await Promise.allSettled([
        browser && withTimeout(browser.close(), 15_000, 'Closing Chromium'),
        service && withTimeout(service.close(), 15_000, 'Stopping the service'),
        app && withTimeout(closeServer(app.server), 15_000, 'Stopping the app server'),
      ]);
      for (const result of results) if (result.status === 'rejected') console.error(result.reason);
      if (dir) await rm(dir, { recursive: true, force: true });
    },
    { timeout: HOOK_TIMEOUT_MS },
  );

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The end-to-end set-up did not run or failed (${what}).`);
    return value;
  };

  return {
    get service() {
      return started(service, 'the service');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
    get appOrigin() {
      return started(app, 'the app server').origin;
    },
    async open(contextOptions) {
      const session = await openSession(this.browser, contextOptions);
      opened.push({ close: () => closeSession(session) });
      return session;
    },
    async authenticator(origin, authenticatorOptions = {}, serving = {}) {
      const page = await openAuthenticatorPage(this.browser, origin, authenticatorOptions, serving);
      opened.push({ close: () => page.context.close() });
      return page;
    },
  };
}
