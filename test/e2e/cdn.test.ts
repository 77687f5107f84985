// The CDN bundle as a page without a build step uses it: test/fixtures/cdn.html loads only
// dist/auth-elements.min.js by one script tag and logs in with the embedded form against the local
// identity service (jose's verifier, dist/auth-elements.jose.min.js, fetched only to verify the ID
// token); a page in another language fetches that language's pack, and nothing else, on demand. Needs `npm run build` (the bundle) first.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Request } from 'playwright-core';
import {
  DEMO_USER,
  LOGIN_EMAIL_INPUT,
  LOGIN_PASSWORD_INPUT,
  TEST_TIMEOUT_MS,
  screenshot,
  typeInto,
} from './helpers.js';
import { useServiceBrowser } from './service-browser.js';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const PAGE = fileURLToPath(new URL('../fixtures/cdn.html', import.meta.url));
// The all-in file and the files it loads on demand beside it (language packs, jose, the core's chunks).
const BUNDLE_FILE = /^\/(auth-elements(?:\.[a-z-]+)?\.min\.js)$/;

/**
 * A static server for the page (`/<lang>.html`, with the service's and its own address written in) and
 * the files of the CDN bundle, straight from dist/. Everything else is a 404.
 */
function pageServer(template: () => string, serviceUrl: () => string): RequestListener {
  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const page = /^\/([a-z]{2}|profile)\.html$/.exec(path);
    const bundle = BUNDLE_FILE.exec(path);
    if (page?.[1]) {
      const html = (page[1] === 'profile' ? PROFILE_PAGE : template())
        .replaceAll('{{LANG}}', page[1])
        .replaceAll('{{SERVICE_URL}}', serviceUrl())
        .replaceAll('{{PAGE_URL}}', `http://${request.headers.host}${path}`);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else if (bundle?.[1] && existsSync(`${DIST}${bundle[1]}`)) {
      readFile(`${DIST}${bundle[1]}`).then(
        (code) => response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(code),
        () => response.writeHead(500).end(),
      );
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  };
}

/** The core's response checks, loaded on demand beside the bundle (src/core/lib/on-demand.ts). */
const RESPONSES = '/auth-elements.responses.min.js';
/** The social connections' logos, loaded when a social button is first shown. */
const SOCIAL_MARKS = '/auth-elements.social-marks.min.js';

/** A page of the all-in file with only an account screen: registered when it is on the page (src/cdn.ts). */
const PROFILE_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>profile</title><script type="module" src="/auth-elements.min.js"></script></head>
  <body><auth-profile domain="{{SERVICE_URL}}" client-id="demo-spa"></auth-profile></body>
</html>`;

/** The paths of the scripts a context fetched from `origin`. */
function scriptsFrom(requests: readonly Request[], origin: string): string[] {
  return requests
    .filter((request) => request.resourceType() === 'script' && new URL(request.url()).origin === origin)
    .map((request) => new URL(request.url()).pathname);
}

describe('the CDN bundle on a plain page', { timeout: TEST_TIMEOUT_MS * 3 }, () => {
  let template = '';
  before(async () => {
    assert.ok(
      existsSync(`${DIST}auth-elements.min.js`),
      'dist/auth-elements.min.js is missing: run `npm run build`',
    );
    template = await readFile(PAGE, 'utf8');
  });
  const suite = useServiceBrowser({
    app: {
      host: '127.0.0.1',
      handle: pageServer(
        () => template,
        () => suite.service.url,
      ),
    },
    service: (origin) => ({ host: '127.0.0.1', callbackUrls: [`${origin}/en.html`, `${origin}/fr.html`] }),
  });

  it('logs in with the embedded form, verified, with no other script than the bundle', async () => {
    const { page, requests, pageErrors: errors } = await suite.open();
    await page.goto(`${suite.appOrigin}/en.html`);
    await page.locator(LOGIN_EMAIL_INPUT).waitFor();
    // The links of the npm build (and of the autoloader) for the same markup.
    const login = page.locator('auth-login');
    await login.locator('[part~="forgot-password-link"]').getByText('Forgot your password?').waitFor();
    await login.locator('[part~="signup-link"]').getByText('Sign up').waitFor();
    await screenshot(page, 'cdn-login');
    // The provider's silent check answers login_required (awaited: the network goes quiet): no response
    // checks are needed for it, and jose waits for a token.
    await page.waitForLoadState('networkidle');
    // The social buttons' logos, on demand (the page has social connections).
    assert.deepEqual(
      scriptsFrom(requests, suite.appOrigin),
      ['/auth-elements.min.js', SOCIAL_MARKS],
      'jose waits for a token',
    );
    await typeInto(page, LOGIN_EMAIL_INPUT, DEMO_USER.email);
    await typeInto(page, LOGIN_PASSWORD_INPUT, DEMO_USER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    // The page comes back from the service; the provider verifies the ID token and sends auth-success.
    await page.locator('#who', { hasText: DEMO_USER.email }).waitFor();
    assert.equal(new URL(page.url()).hash, '', 'the provider removes the tokens from the address bar');
    assert.ok(
      requests.some((request) => request.url() === `${suite.service.url}/.well-known/jwks.json`),
      'the ID token was verified against the JWKS',
    );
    // jose's verifier is fetched when the returned ID token is verified.
    assert.deepEqual([...new Set(scriptsFrom(requests, suite.appOrigin))].sort(), [
      '/auth-elements.client-info.min.js', // the client's enterprise connections, at the e-mail's first focus
      '/auth-elements.enterprise.min.js', // the enterprise detection, at the same moment
      '/auth-elements.jose.min.js',
      '/auth-elements.min.js',
      '/auth-elements.renewal.min.js', // the provider's renewal, once signed in
      '/auth-elements.requests.min.js', // the log-in request, on demand
      RESPONSES,
      SOCIAL_MARKS,
    ]);
    assert.deepEqual(errors, []);
  });

  it('registers <auth-profile> when one is on the page, from its own file, and it renders', async () => {
    const { page, requests, pageErrors: errors } = await suite.open();
    await page.goto(`${suite.appOrigin}/profile.html`);
    await page.locator('auth-profile [part="signed-out"]', { hasText: 'not signed in' }).waitFor();
    assert.ok(await page.evaluate(() => customElements.get('auth-profile') !== undefined));
    const scripts = scriptsFrom(requests, suite.appOrigin);
    assert.equal(scripts[0], '/auth-elements.min.js');
    assert.ok(scripts.includes('/auth-elements.auth-profile.min.js'), scripts.join());
    assert.ok(!scripts.includes('/auth-elements.api-permissions-editor.min.js'), scripts.join());
    assert.deepEqual(errors, []);
  });

  it('loads the page language’s pack on demand, and only that one', async () => {
    const { page, requests, pageErrors: errors } = await suite.open();
    await page.goto(`${suite.appOrigin}/fr.html`);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    await screenshot(page, 'cdn-login-fr');
    assert.deepEqual(
      scriptsFrom(requests, suite.appOrigin)
        .filter((path) => path !== RESPONSES)
        .sort(),
      // The rules that find a language's pack, loaded for a language other than English, then its pack.
      ['/auth-elements.fr.min.js', '/auth-elements.languages.min.js', '/auth-elements.min.js', SOCIAL_MARKS],
    );
    assert.deepEqual(errors, []);
  });
});
