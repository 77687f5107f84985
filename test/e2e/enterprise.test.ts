// Enterprise sign-in with the reference clients, unmodified, against the local service and a company's
// OpenID Provider (the test OP, playing the company for e-mails at company.test): Lock (the npm package,
// bundled for the page as it ships) loads the client information, sees the company's domain ("Single
// Sign-On enabled", the password field gone) and redirects there; auth0-spa-js's loginWithRedirect() goes
// to the hosted page, whose e-mail step sends the company's address to its provider. Both end signed in as
// the federated user `oidc|company-sso|{sub}`.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { startOidcProvider } from '../servers/oidc-test-provider.mjs';
import { CLIENT_ID } from '../shared/service.js';
import { serveSpaJsApp } from './auth0-spa-js-app.js';
import { TEST_TIMEOUT_MS, UI_TIMEOUT_MS } from './helpers.js';
import { useServiceBrowser } from './service-browser.js';

const COMPANY_DOMAIN = 'company.test';
const require = createRequire(import.meta.url);
const LOCK_ENTRY = require.resolve('auth0-lock/lib/index.js');
/** auth0-js's CommonJS build, as Lock's modules `require` it (its ESM build's default has no `version`). */
const AUTH0_JS = require.resolve('auth0-js/dist/auth0.min.js');
/** Lock's own React (npm nests it under Lock: the repository's React is another major). */
const LOCK_REQUIRE = createRequire(LOCK_ENTRY);

/** Lock's npm build (CommonJS modules) bundled for a page, as an application's bundler would. */
let lockBundle: Promise<string> | undefined;
function bundleLock(): Promise<string> {
  lockBundle ??= build({
    entryPoints: [LOCK_ENTRY],
    bundle: true,
    format: 'iife',
    globalName: 'Auth0LockModule',
    plugins: [
      {
        name: 'lock-dependencies',
        setup(bundler) {
          bundler.onResolve({ filter: /^auth0-js$/ }, () => ({ path: AUTH0_JS }));
          // One React for Lock and every module it renders with (react-transition-group too).
          bundler.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => ({
            path: LOCK_REQUIRE.resolve(args.path),
          }));
        },
      },
    ],
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', global: 'window' },
    logLevel: 'error',
  }).then((result) => result.outputFiles[0]!.text);
  return lockBundle;
}

/** The page that shows Lock, for the service at `serviceUrl`; `window.authResult` once signed in. */
function lockPage(serviceUrl: string): string {
  const config = JSON.stringify({ serviceUrl, clientId: CLIENT_ID });
  return `<!doctype html><html lang="en"><title>Lock</title><body><script src="/lock.js"></script><script>
    var config = ${config};
    // Lock takes a host name (https is implied): the service runs over HTTPS.
    var lock = new Auth0LockModule.default(config.clientId, new URL(config.serviceUrl).host, {
      configurationBaseUrl: config.serviceUrl,
      languageBaseUrl: location.origin,
      auth: { redirectUrl: location.origin + '/lock.html', responseType: 'token id_token', sso: false },
      allowSignUp: false,
      rememberLastLogin: false
    });
    lock.on('authenticated', function (result) { window.authResult = result; });
    lock.on('authorization_error', function (error) { window.authError = error; });
    if (!/access_token|error/.test(location.hash)) lock.show();
  </script></body></html>`;
}

let company: { issuer: string; close(): Promise<void> } | undefined;
let serviceUrl = '';
const clientSecret = randomBytes(16).toString('base64url');

const handle: RequestListener = (request, response) => {
  const path = new URL(request.url ?? '/', 'http://app').pathname;
  if (path === '/lock.js') {
    bundleLock().then(
      (source) => response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(source),
      () => response.writeHead(500).end(),
    );
    return;
  }
  if (path.startsWith('/js/lock/')) {
    // Lock's language files (languageBaseUrl): none here, so Lock keeps the English it ships with.
    response.writeHead(404, { 'Content-Type': 'text/javascript' }).end();
    return;
  }
  if (path === '/lock.html') {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(lockPage(serviceUrl));
    return;
  }
  serveSpaJsApp(request, response);
};

describe('enterprise sign-in with the reference clients', { timeout: TEST_TIMEOUT_MS * 2 }, () => {
  before(async () => {
    company = await startOidcProvider({
      emailDomain: COMPANY_DOMAIN,
      company: { clientId: 'local-identity-service', clientSecret },
    });
  });
  const suite = useServiceBrowser({
    https: true,
    app: { handle },
    service: (appOrigin) => ({
      callbackUrls: [appOrigin, `${appOrigin}/lock.html`],
      companyProvider: {
        issuer: company!.issuer,
        clientId: 'local-identity-service',
        clientSecret,
        domain: COMPANY_DOMAIN,
        displayName: 'Company Test',
      },
    }),
  });
  before(() => {
    serviceUrl = suite.service.url;
  });
  after(() => company?.close());

  it('Lock 14: the company domain turns on Single Sign-On, the log-in goes to the company, signed in', async () => {
    const { page, requests } = await suite.open();
    await page.goto(`${suite.appOrigin}/lock.html`);
    const email = page.locator('input[name="email"]');
    await email.fill(`alex@${COMPANY_DOMAIN}`);
    await page.getByText('Single Sign-On enabled').waitFor();
    await page.locator('input[name="password"]').waitFor({ state: 'hidden' });
    const info = requests.find((r) => r.url().startsWith(`${suite.service.url}/client/${CLIENT_ID}.js`));
    assert.ok(info, 'Lock loaded the client information from the service');
    await page.locator('button[type="submit"], button.auth0-lock-submit').first().click();
    await page.waitForURL(`${suite.appOrigin}/lock.html#**`, { timeout: UI_TIMEOUT_MS });
    const result = await page.waitForFunction(
      () => (window as unknown as { authResult?: unknown }).authResult,
      null,
      {
        timeout: UI_TIMEOUT_MS,
      },
    );
    const payload = (await result.jsonValue()) as { idTokenPayload: Record<string, unknown> };
    assert.equal(payload.idTokenPayload['sub'], 'oidc|company-sso|alex');
    assert.equal(payload.idTokenPayload['email'], `alex@${COMPANY_DOMAIN}`);
    const authorize = requests.find((r) => r.url().startsWith(`${suite.service.url}/authorize?`));
    const params = new URL(authorize!.url()).searchParams;
    assert.equal(params.get('connection'), 'company-sso');
    assert.equal(params.get('login_hint'), `alex@${COMPANY_DOMAIN}`);
    assert.ok(requests.some((r) => r.url().startsWith(`${company!.issuer}/authorize`)));
  });

  it('auth0-spa-js: loginWithRedirect, the hosted page takes the company e-mail, signed in', async () => {
    const { page, requests } = await suite.open();
    const create = async () =>
      page.evaluate(
        async ([domain, clientId]) => {
          const { Auth0Client } = (await import('/auth0-spa-js.js' as string)) as {
            Auth0Client: new (options: unknown) => unknown;
          };
          (window as unknown as { auth0: unknown }).auth0 = new Auth0Client({
            domain,
            clientId,
            authorizationParams: { redirect_uri: location.origin },
          });
        },
        [new URL(suite.service.url).host, CLIENT_ID] as const,
      );
    await page.goto(suite.appOrigin);
    await create();
    await page.evaluate(() => {
      const { auth0 } = window as unknown as { auth0: { loginWithRedirect(): Promise<void> } };
      void auth0.loginWithRedirect();
    });
    await page.waitForURL(`${suite.service.url}/authorize?**`);
    await page.getByLabel('Email').fill(`blake@${COMPANY_DOMAIN}`);
    await page.getByRole('status').filter({ hasText: 'Single Sign-On enabled' }).waitFor();
    assert.equal(await page.getByLabel('Password').isVisible(), false, 'the password field is hidden');
    await page.getByRole('button', { name: 'Continue with Company Test' }).click();
    await page.waitForURL(`${suite.appOrigin}/?**`);
    await create();
    const user = await page.evaluate(async () => {
      const { auth0 } = window as unknown as {
        auth0: { handleRedirectCallback(): Promise<unknown>; getUser(): Promise<Record<string, unknown>> };
      };
      await auth0.handleRedirectCallback();
      return auth0.getUser();
    });
    assert.equal(user['sub'], 'oidc|company-sso|blake');
    assert.equal(user['email'], `blake@${COMPANY_DOMAIN}`);
    assert.ok(requests.some((r) => r.url().startsWith(`${company!.issuer}/authorize`)));
  });
});
