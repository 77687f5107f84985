// The local identity service's own pages in Chromium: no Content-Security-Policy violation, no serious or
// critical axe finding (light and dark), nothing wider than a phone; the dev inbox updating in place and
// its tenant reset asking for confirmation; the logout confirmation posting back and returning.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { CLIENT_ID, DATABASE } from '../shared/service.js';
import { seriousAxeFindings, TEST_TIMEOUT_MS } from './helpers.js';
import { useServiceBrowser } from './service-browser.js';

const CALLBACK = 'http://localhost:5173/callback.html';

const suite = useServiceBrowser({ service: { host: 'localhost' } });

function post(path: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(suite.service.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Puts a password-reset link (a long URL) and a code into the inbox; returns the reset ticket. */
async function fillInbox(): Promise<string> {
  await post('/dbconnections/change_password', {
    client_id: CLIENT_ID,
    connection: DATABASE,
    email: 'demo@example.com',
  });
  await post('/passwordless/start', {
    client_id: CLIENT_ID,
    connection: 'email',
    email: 'pat@example.com',
    send: 'code',
  });
  const reset = suite.service.store.data.messages.find((message) => message.kind === 'password-reset');
  return new URL(reset?.link ?? '').searchParams.get('ticket') ?? '';
}

function authorizePath(extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid profile',
    state: 's',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ...extra,
  });
  return `/authorize?${params.toString()}`;
}

/** Opens `path` in a fresh page that records CSP violations and console errors from the start. */
async function open(path: string, options: { width?: number; dark?: boolean } = {}): Promise<Page> {
  const { context, page } = await suite.open({
    viewport: { width: options.width ?? 1280, height: 800 },
    colorScheme: options.dark ? 'dark' : 'light',
  });
  await context.addInitScript(() => {
    const record = window as unknown as { cspViolations: string[] };
    record.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      record.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // An error page's own status (400) is reported too; only other resources count.
    if (message.type() === 'error' && message.location().url !== page.url())
      consoleErrors.push(message.text());
  });
  (page as Page & { consoleErrors?: string[] }).consoleErrors = consoleErrors;
  const response = await page.goto(suite.service.url + path);
  assert.ok(response, path);
  return page;
}

async function violations(page: Page): Promise<string[]> {
  const recorded = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  // Any console error counts: a CSP report, a missing resource (the favicon), a script failure.
  const logged = (page as Page & { consoleErrors?: string[] }).consoleErrors ?? [];
  return [...recorded, ...logged];
}

describe("the service's pages in Chromium", { timeout: TEST_TIMEOUT_MS * 4 }, () => {
  it('log no CSP violation, have no serious axe finding and fit a phone', async () => {
    const ticket = await fillInbox();
    const pages: [string, string][] = [
      ['home', '/'],
      ['dev inbox', '/_dev/inbox'],
      ['reset confirmation', '/_dev/reset'],
      ['login', authorizePath()],
      ['social picker', authorizePath({ connection: 'google-oauth2' })],
      ['password reset form', `/lo/reset?ticket=${encodeURIComponent(ticket)}`],
      ['used link', '/lo/reset?ticket=nope'],
      ['error page', '/authorize?client_id=unknown'],
    ];
    const problems: string[] = [];
    for (const [name, path] of pages) {
      for (const dark of [false, true]) {
        const page = await open(path, { dark });
        const styled = await page.evaluate(() => getComputedStyle(document.body).margin === '0px');
        if (!styled) problems.push(`${name}: the layout's style sheet is not applied`);
        for (const found of await violations(page)) problems.push(`${name}: ${found}`);
        for (const found of await seriousAxeFindings(page))
          problems.push(`${name} (${dark ? 'dark' : 'light'}): ${found}`);
        await page.context().close();
      }
      const phone = await open(path, { width: 375 });
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) problems.push(`${name}: ${width} px wide at 375 px`);
      await phone.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('the dev inbox shows a new message without reloading', async () => {
    await suite.service.store.reset();
    const page = await open('/_dev/inbox');
    assert.equal(await page.locator('meta[http-equiv="refresh"]').count(), 0);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await post('/passwordless/start', {
      client_id: CLIENT_ID,
      connection: 'email',
      email: 'new@example.com',
      send: 'code',
    });
    await page.getByText('new@example.com').waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      42,
      'not reloaded',
    );
    assert.deepEqual(await violations(page), []);
    await page.context().close();
  });

  it('asks before a bare /v2/logout link ends the session; the button logs out and returns with state', async () => {
    await suite.service.store.reset();
    const page = await open(authorizePath());
    const app = 'http://localhost:5173';
    await page
      .context()
      .route(`${app}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>app</title>' }));
    await page.locator('input[name="username"]').fill('demo@example.com');
    await page.locator('input[name="password"]').fill('Passw0rd!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${app}/callback.html?**`);
    assert.equal(suite.service.store.data.sessions.length, 1);

    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      post_logout_redirect_uri: `${app}/`,
      state: 'st',
    });
    await page.goto(`${suite.service.url}/v2/logout?${query.toString()}`);
    await page.getByRole('heading', { name: 'Log out?' }).waitFor();
    assert.equal(suite.service.store.data.sessions.length, 1, 'nothing ended before confirming');
    assert.deepEqual(await violations(page), []);
    assert.deepEqual(await seriousAxeFindings(page), []);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${app}/?state=st`);
    assert.equal(suite.service.store.data.sessions.length, 0);
    await page.context().close();
  });

  it('asks for confirmation before resetting the tenant', async () => {
    await fillInbox();
    const page = await open('/_dev/inbox');
    await page.getByRole('button', { name: /Reset the tenant/ }).click();
    await page.getByRole('heading', { name: 'Reset the tenant?' }).waitFor();
    assert.ok(suite.service.store.data.messages.length > 0, 'nothing reset before confirming');
    await page.getByRole('button', { name: 'Reset the tenant' }).click();
    await page.getByRole('heading', { name: 'Dev inbox' }).waitFor();
    assert.equal(suite.service.store.data.messages.length, 0);
    await page.context().close();
  });
});
