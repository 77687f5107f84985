// The CDN autoloader as a page without a build step uses it: test/fixtures/cdn.html, loading only
// dist/cdn/autoloader.js, holds <auth-provider> and <auth-login>. The autoloader fetches the
// common chunk at once (before the elements' chunks have arrived, so no extra round trip), then only
// the chunks of the tags on the page; the form logs in against the local identity service, jose's
// verifier arriving only to verify the ID token; an element added to the page later is loaded then.
// Needs `npm run build` (dist/cdn).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import {
  DEMO_USER,
  LOGIN_EMAIL_INPUT,
  LOGIN_PASSWORD_INPUT,
  TEST_TIMEOUT_MS,
  screenshot,
  typeInto,
} from './helpers.js';
import { useServiceBrowser } from './service-browser.js';

const CDN = fileURLToPath(new URL('../../dist/cdn/', import.meta.url));
/** The CDN bundle's test page, its one script tag pointed at the autoloader instead. */
const PAGE = fileURLToPath(new URL('../fixtures/cdn.html', import.meta.url));
/** Every chunk but the autoloader is held back this long, so that what starts early shows. */
const CHUNK_DELAY_MS = 300;

/** The page at `/` and dist/cdn/ at `/cdn/` (no favicon). Everything else is a 404. */
function pageServer(template: () => string, serviceUrl: () => string, log: ServerLog[]): RequestListener {
  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const entry: ServerLog = { path, arrived: performance.now() };
    log.push(entry);
    response.once('finish', () => (entry.answered = performance.now()));
    const chunk = /^\/cdn\/([a-z-]+\.js)$/.exec(path)?.[1];
    if (path === '/' || path === '/quick-start' || path === '/passkeys') {
      // /quick-start: the README's Quick start, with hidden <auth-signup> and <auth-change-password>;
      // /passkeys: the login with `passkeys`.
      const body =
        path === '/'
          ? template()
          : path === '/passkeys'
            ? template().replace('<auth-login social=', '<auth-login passkeys social=')
            : template().replace(
                '<auth-login social="google-oauth2 github"></auth-login>',
                '<auth-login social="google-oauth2 github"></auth-login>' +
                  '<auth-signup hidden></auth-signup><auth-change-password hidden></auth-change-password>',
              );
      assert.notEqual(body === template(), path !== '/', 'test/fixtures/cdn.html has no <auth-login>');
      const html = body
        .replaceAll('{{LANG}}', 'en')
        .replaceAll('{{SERVICE_URL}}', serviceUrl())
        .replaceAll('{{PAGE_URL}}', `http://${request.headers.host}/`);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else if (chunk && existsSync(`${CDN}${chunk}`)) {
      const send = () =>
        readFile(`${CDN}${chunk}`).then(
          (code) => response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(code),
          () => response.writeHead(500).end(),
        );
      if (chunk === 'autoloader.js') void send();
      else setTimeout(() => void send(), CHUNK_DELAY_MS);
    } else if (path === '/favicon.ico') {
      response.writeHead(204).end();
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  };
}

/** A request as the page server saw it: when it arrived, when its answer was sent. */
interface ServerLog {
  path: string;
  arrived: number;
  answered?: number;
}

describe('the CDN autoloader on a plain page', { timeout: TEST_TIMEOUT_MS * 3 }, () => {
  let template = '';
  /** The requests the page server saw since the current test's page opened. */
  const log: ServerLog[] = [];
  before(async () => {
    assert.ok(existsSync(`${CDN}autoloader.js`), 'dist/cdn/autoloader.js is missing: run `npm run build`');
    const page = await readFile(PAGE, 'utf8');
    template = page.replace('src="/auth-elements.min.js"', 'src="/cdn/autoloader.js"');
    assert.notEqual(template, page, 'test/fixtures/cdn.html has no script tag for the bundle');
  });
  const suite = useServiceBrowser({
    app: {
      host: '127.0.0.1',
      handle: pageServer(
        () => template,
        () => suite.service.url,
        log,
      ),
    },
    service: (origin) => ({ host: '127.0.0.1', callbackUrls: [`${origin}/`] }),
  });

  /** A fresh page, with the scripts it fetches from the page's origin (as the server sees them). */
  async function open(): Promise<{ page: Page; scripts: ServerLog[]; errors: Error[] }> {
    const { page, pageErrors: errors } = await suite.open();
    log.length = 0;
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(new Error(message.text()));
    });
    return { page, scripts: log, errors };
  }

  const paths = (log: ServerLog[]) =>
    [...new Set(log.filter((entry) => entry.path.endsWith('.js')).map((entry) => entry.path))].sort();

  it('fetches the common chunk at once, then only the chunks of the tags on the page, and logs in', async () => {
    const { page, scripts, errors } = await open();
    await page.goto(`${suite.appOrigin}/`);
    await page.locator(LOGIN_EMAIL_INPUT).waitFor();
    await screenshot(page, 'cdn-autoloader-login');
    // Once the provider's silent check has answered login_required, too: no response checks for that.
    await page.waitForLoadState('networkidle');
    assert.deepEqual(paths(scripts), [
      '/cdn/auth-login.js',
      '/cdn/auth-provider.js',
      '/cdn/autoloader.js',
      '/cdn/common.js',
      '/cdn/social-marks.js', // the social buttons' logos
    ]);
    const common = scripts.find((script) => script.path === '/cdn/common.js')!;
    const login = scripts.find((script) => script.path === '/cdn/auth-login.js')!;
    assert.ok(
      common.arrived < login.answered!,
      'the common chunk is requested before the element chunks that import it are sent',
    );

    await typeInto(page, LOGIN_EMAIL_INPUT, DEMO_USER.email);
    await typeInto(page, LOGIN_PASSWORD_INPUT, DEMO_USER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('#who', { hasText: DEMO_USER.email }).waitFor();
    assert.deepEqual(
      paths(scripts),
      [
        '/cdn/auth-login.js',
        '/cdn/auth-provider.js',
        '/cdn/autoloader.js',
        '/cdn/client-info.js',
        '/cdn/common.js',
        '/cdn/enterprise.js',
        '/cdn/jose.js',
        '/cdn/requests.js',
        '/cdn/responses.js',
        '/cdn/session-renewer.js',
        '/cdn/social-marks.js',
      ],
      "after the log-in: the same chunks, the enterprise detection and the client information (at the e-mail field's first focus), the request sent, the response checks, jose to verify the ID token, the renewer",
    );
    assert.deepEqual(errors, []);
  });

  it('with `passkeys` where passkeys cannot work (the page at 127.0.0.1, the RP ID localhost): no button, one console message, the password form works', async () => {
    const { page, scripts, errors } = await open();
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.goto(`${suite.appOrigin}/passkeys`);
    await page.locator(LOGIN_EMAIL_INPUT).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => customElements.get('auth-login') !== undefined);
    // The passkey UI's check ran (its chunk, nothing of the ceremonies) and said why, once (the
    // message's chunk, loaded only then).
    assert.deepEqual(paths(scripts), [
      '/cdn/auth-login.js',
      '/cdn/auth-provider.js',
      '/cdn/autoloader.js',
      '/cdn/common.js',
      '/cdn/passkey-ui.js',
      '/cdn/passkey-why.js',
      '/cdn/social-marks.js',
    ]);
    assert.equal(
      console.filter((text) => text.includes('no passkey button') && text.includes('RP ID')).length,
      1,
    );
    assert.equal(await page.getByRole('button', { name: 'Sign in with a passkey' }).count(), 0);
    assert.equal(await page.locator(LOGIN_EMAIL_INPUT).getAttribute('autocomplete'), 'username');
    assert.equal((await page.locator('auth-login [part~="error"]').textContent())?.trim(), '');
    await typeInto(page, LOGIN_EMAIL_INPUT, DEMO_USER.email);
    await typeInto(page, LOGIN_PASSWORD_INPUT, DEMO_USER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('#who', { hasText: DEMO_USER.email }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('shows "Forgot your password?" and "Sign up" as the npm build does, loading their chunks only when followed', async () => {
    const { page, scripts, errors } = await open();
    // Only <auth-login> on the page: the npm build (every element registered) links to the other views.
    await page.goto(`${suite.appOrigin}/`);
    await page.locator(LOGIN_EMAIL_INPUT).waitFor();
    const login = page.locator('auth-login');
    await login.locator('[part~="forgot-password-link"]').getByText('Forgot your password?').waitFor();
    await login.locator('[part~="signup-link"]').getByText('Sign up').waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(!paths(scripts).includes('/cdn/auth-signup.js'), 'not loaded before it is followed');
    await typeInto(page, LOGIN_EMAIL_INPUT, 'cdn-user@example.com');
    await login.locator('[part~="signup-link"]').click();
    await page.locator('auth-signup form input[name="email"]').waitFor();
    assert.equal(
      await page.locator('auth-signup form input[name="email"]').inputValue(),
      'cdn-user@example.com',
    );
    assert.ok(paths(scripts).includes('/cdn/auth-signup.js'), 'followed: its chunk is loaded');
    assert.deepEqual(errors, []);
  });

  it("loads a hidden element's chunk when it is first shown", async () => {
    const { page, scripts, errors } = await open();
    await page.goto(`${suite.appOrigin}/quick-start`);
    await page.locator(LOGIN_EMAIL_INPUT).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      paths(scripts),
      [
        '/cdn/auth-login.js',
        '/cdn/auth-provider.js',
        '/cdn/autoloader.js',
        '/cdn/common.js',
        '/cdn/social-marks.js',
      ],
      'the hidden <auth-signup> and <auth-change-password> wait',
    );
    await typeInto(page, LOGIN_EMAIL_INPUT, 'new-user@example.com');
    await page
      .getByRole('link', { name: 'Sign up' })
      .or(page.getByRole('button', { name: 'Sign up' }))
      .click();
    await page.locator('auth-signup form input[name="email"]').waitFor();
    assert.equal(
      await page.locator('auth-signup form input[name="email"]').inputValue(),
      'new-user@example.com',
    );
    assert.ok(paths(scripts).includes('/cdn/auth-signup.js'), 'shown: its chunk is loaded');
    assert.ok(!paths(scripts).includes('/cdn/auth-change-password.js'), 'still hidden: not loaded');
    assert.deepEqual(errors, []);
  });

  it('loads an element added to the page later, and only that one', async () => {
    const { page, scripts, errors } = await open();
    await page.goto(`${suite.appOrigin}/`);
    await page.locator(LOGIN_EMAIL_INPUT).waitFor();
    assert.equal(await page.evaluate(() => customElements.get('auth-signup')), undefined);
    await page.evaluate(() => {
      const signup = document.createElement('auth-signup');
      signup.hidden = false;
      document.querySelector('auth-provider')!.append(document.createElement('div'));
      document.querySelector('auth-provider div')!.append(signup);
    });
    await page.locator('auth-signup form input[name="email"]').waitFor();
    assert.deepEqual(paths(scripts), [
      '/cdn/auth-login.js',
      '/cdn/auth-provider.js',
      '/cdn/auth-signup.js',
      '/cdn/autoloader.js',
      '/cdn/common.js',
      '/cdn/plural.js', // the sign-up's English counts ("at least 8 characters")
      '/cdn/social-marks.js', // the social buttons' logos
    ]);
    assert.deepEqual(errors, []);
  });
});
