// The local service over HTTPS, as the real service is, with an application on another site: a page
// on http://127.0.0.1:<port> logs in against https://localhost:<port> in Chromium, and a reload renews
// the session silently (checkSession in a hidden iframe), which needs the service's session cookie in a
// third-party frame: `SameSite=None; Secure`, which only HTTPS allows. The same page against the
// service over plain HTTP (cookies `SameSite=Lax`) gets none of its cookies kept: the control that
// shows what HTTPS changes.
// Both run in a browser profile that allows third-party cookies (the setting "Allow third-party
// cookies"): this Chromium (Debian's, 156) blocks them by default, in a regular profile as in
// Playwright's off-the-record contexts, and then neither the cross-site login's cookie
// (`/co/authenticate`, answered from another site) nor the renewal's frame gets the service's cookies,
// with the real service too: that is what refresh tokens (`<auth-provider refresh-tokens>`) are for.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { startEmulator } from '../../packages/emulator/src/index.js';
import type { EmulatorHandle } from '../../packages/emulator/src/index.js';
import {
  chromiumOptions,
  DEMO_USER,
  HOOK_TIMEOUT_MS,
  logInWithForm,
  TEST_TIMEOUT_MS,
  trustCa,
  UI_TIMEOUT_MS,
} from './helpers.js';

const DIST = new URL('../../dist/', import.meta.url);
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.map': 'application/json',
};

/** The application: one page with a provider that restores the session and a login form. */
function appPage(serviceUrl: string, appOrigin: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Cross-site app</title><link rel="icon" href="data:," /></head>
  <body>
    <auth-provider domain="${serviceUrl}" client-id="demo-spa" redirect-uri="${appOrigin}/app.html" restore>
      <auth-login></auth-login>
    </auth-provider>
    <script type="module" src="/dist/auth-elements.min.js"></script>
  </body>
</html>`;
}

/** Serves the application page and the built library on 127.0.0.1 (another site than localhost). */
async function startApp(page: (origin: string) => string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname;
    const send = (status: number, type: string, body: string | Buffer): void => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (path === '/app.html') return send(200, TYPES['.html']!, page(origin));
    if (!path.startsWith('/dist/') || path.includes('..')) return send(404, 'text/plain', 'not found');
    readFile(new URL(path.slice('/dist/'.length), DIST)).then(
      (body) => send(200, TYPES[extname(path)] ?? 'application/octet-stream', body),
      () => send(404, 'text/plain', 'not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, server };
}

/** Chromium with a profile of its own that allows third-party cookies, trusting the HTTPS service's CA. */
async function regularProfile(dir: string, ca: string): Promise<BrowserContext> {
  // The profile's "Allow third-party cookies" setting (0: allow all), as Chromium stores it.
  await mkdir(join(dir, 'Default'), { recursive: true });
  await writeFile(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0 } }),
  );
  return chromium.launchPersistentContext(dir, chromiumOptions([trustCa(ca)]));
}

const signedIn = (page: Page) =>
  page.locator('auth-login').getByRole('status').getByText(`Signed in as ${DEMO_USER.email}`);

describe('HTTPS: an application on another site logs in and renews', { timeout: TEST_TIMEOUT_MS * 3 }, () => {
  let dir: string;
  let app: { origin: string; server: Server };
  let secure: EmulatorHandle;
  let plain: EmulatorHandle;
  let serviceFor: (origin: string) => string = () => '';

  before(
    async () => {
      dir = await mkdtemp(join(tmpdir(), 'auth-elements-https-e2e-'));
      app = await startApp((origin) => appPage(serviceFor(origin), origin));
      const clients = { appOrigins: [app.origin], callbackUrls: [`${app.origin}/app.html`] };
      [secure, plain] = await Promise.all([
        startEmulator({
          port: 0,
          host: 'localhost',
          quiet: true,
          https: true,
          tlsDirectory: join(dir, 'tls'),
          ...clients,
        }),
        startEmulator({ port: 0, host: 'localhost', quiet: true, ...clients }),
      ]);
    },
    { timeout: HOOK_TIMEOUT_MS },
  );

  after(
    async () => {
      await Promise.allSettled([
        secure?.close(),
        plain?.close(),
        new Promise((resolve) => app?.server.close(resolve)),
      ]);
      await rm(dir, { recursive: true, force: true });
    },
    { timeout: HOOK_TIMEOUT_MS },
  );

  it('over HTTPS: logs in from http://127.0.0.1, and a reload renews the session in a third-party frame', async () => {
    assert.match(secure.url, /^https:\/\/localhost:\d+$/);
    serviceFor = () => secure.url;
    const context = await regularProfile(join(dir, `profile-${Date.now()}`), secure.ca!);
    try {
      const page = await context.newPage();
      await page.goto(`${app.origin}/app.html`);
      await logInWithForm(page);
      await signedIn(page).waitFor({ timeout: UI_TIMEOUT_MS });

      const cookies = await context.cookies(secure.url);
      const session = cookies.find((cookie) => cookie.name === 'ae_session');
      assert.ok(session, 'the service set its session cookie');
      assert.equal(session.secure, true);
      assert.equal(session.sameSite, 'None');

      // A reload: the provider's `restore` asks the service in a hidden iframe (prompt=none), a
      // third-party frame on this page; the session cookie goes along, so no form is shown.
      const renewal = page.waitForRequest(
        (request) =>
          request.url().startsWith(`${secure.url}/authorize?`) && request.url().includes('prompt=none'),
      );
      await page.reload();
      const frameRequest = await renewal;
      assert.notEqual(frameRequest.frame(), page.mainFrame(), 'asked in a frame, not by navigating');
      assert.match(String(await frameRequest.headerValue('cookie')), /ae_session=/, 'the cookie went along');
      await signedIn(page).waitFor({ timeout: UI_TIMEOUT_MS });
      assert.equal(await page.locator('auth-login input[name="password"]').count(), 0);
    } finally {
      await context.close();
    }
  });

  it('over plain HTTP (the control): the service cookies are Lax, so the browser keeps none from another site', async () => {
    serviceFor = () => plain.url;
    const context = await regularProfile(join(dir, `profile-${Date.now()}`), secure.ca!);
    try {
      const page = await context.newPage();
      await page.goto(`${app.origin}/app.html`);
      const authenticated = page.waitForResponse(`${plain.url}/co/authenticate`);
      const ticket = page.waitForRequest(
        (request) =>
          request.url().startsWith(`${plain.url}/authorize?`) && request.url().includes('login_ticket='),
      );
      await logInWithForm(page);
      const setCookie = String(await (await authenticated).headerValue('set-cookie'));
      assert.match(setCookie, /^ae_co_/);
      assert.match(setCookie, /SameSite=Lax/i);
      assert.doesNotMatch(setCookie, /Secure/i);
      // Answered to a page on another site, even with third-party cookies allowed, a Lax cookie is
      // not kept: the ticket's redemption arrives without it (and the service then needs the
      // cross-origin verification page); a renewal's frame would get no session cookie either.
      assert.doesNotMatch(String(await (await ticket).headerValue('cookie')), /ae_co_/);
    } finally {
      await context.close();
    }
  });
});
