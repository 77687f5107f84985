// The reference clients, unmodified: auth0.js 9.32 and 10.2 (their ES builds from npm) in Chromium against
// the local service over HTTPS (auth0.js expects the issuer https://{domain}/), logging in to an organization
// with `new WebAuth({ ..., organization })`, `authorize()` and the service's hosted log-in page: `parseHash`
// gives `idTokenPayload.org_id`; an answer for another organization than the one asked for (the /authorize
// request's organization swapped on the way, as an attacker would) is refused by auth0.js with its own
// message. The seeded demo client allows organizations and the seeded demo user is a member of `acme`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ACME } from '../../packages/emulator/test/organization-helpers.js';
import { CLIENT_ID } from '../shared/service.js';
import { serveSpaJsApp } from './auth0-spa-js-app.js';
import { DEMO_USER, TEST_TIMEOUT_MS, typeInto } from './helpers.js';
import { useServiceBrowser } from './service-browser.js';

/** Another organization's id: the demo user belongs to none but `acme`. */
const OTHER = 'org_0ther0rg0000000';

/** What `parseHash` called back with, in a form that crosses from the page. */
interface Parsed {
  orgId?: unknown;
  email?: unknown;
  error?: string;
  description?: string;
}

for (const version of ['9', '10'] as const) {
  describe(
    `auth0.js ${version} (unmodified): organizations against the local service`,
    { timeout: TEST_TIMEOUT_MS * 2 },
    () => {
      const suite = useServiceBrowser({
        https: true,
        app: { handle: serveSpaJsApp },
        service: (appOrigin) => ({ callbackUrls: [`${appOrigin}/`] }),
      });
      const script = `/auth0-js-${version}.js`;

      /** Puts `new WebAuth({ ..., organization })` for the demo client in the page's `window.webAuth`. */
      async function startWebAuth(page: Page, organization: string): Promise<void> {
        await page.evaluate(
          async ([script, domain, clientID, organization]) => {
            const { default: auth0 } = (await import(script)) as {
              default: { WebAuth: new (options: unknown) => unknown };
            };
            (window as unknown as { webAuth: unknown }).webAuth = new auth0.WebAuth({
              domain,
              clientID,
              redirectUri: `${location.origin}/`,
              responseType: 'token id_token',
              scope: 'openid profile email',
              organization,
            });
          },
          [script, new URL(suite.service.url).host, CLIENT_ID, organization] as const,
        );
      }

      /** `authorize()`, the hosted log-in as the demo user, then `parseHash` on the app's page. */
      async function logIn(page: Page, organization: string): Promise<Parsed> {
        await startWebAuth(page, organization);
        await page.evaluate(() => {
          (window as unknown as { webAuth: { authorize(): void } }).webAuth.authorize();
        });
        await page.getByRole('heading', { name: 'Log in to Demo SPA' }).waitFor();
        await typeInto(page, 'input[name="username"]', DEMO_USER.email);
        await typeInto(page, 'input[name="password"]', DEMO_USER.password);
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL((url) => url.origin === suite.appOrigin && url.hash.length > 1);
        await startWebAuth(page, organization);
        return page.evaluate(
          () =>
            new Promise<Parsed>((resolve) => {
              type Result = { idTokenPayload: Record<string, unknown> } | null;
              type Failure = { error: string; errorDescription: string };
              const { webAuth } = window as unknown as {
                webAuth: { parseHash(callback: (error: Failure | null, result: Result) => void): void };
              };
              webAuth.parseHash((error, result) =>
                resolve(
                  error
                    ? { error: error.error, description: error.errorDescription }
                    : { orgId: result?.idTokenPayload['org_id'], email: result?.idTokenPayload['email'] },
                ),
              );
            }),
        );
      }

      async function openApp(): Promise<Page> {
        const { page } = await suite.authenticator(suite.appOrigin, false, { serve: false });
        return page;
      }

      it('authorize() with the organization option: parseHash gives idTokenPayload.org_id', async () => {
        const page = await openApp();
        const loaded = await page.evaluate(
          async (script) =>
            ((await import(script)) as { default: { version: { raw: string } } }).default.version.raw,
          script,
        );
        assert.equal(loaded.split('.')[0], version, `auth0.js ${loaded}`);
        const authorize = page.waitForRequest((request) => new URL(request.url()).pathname === '/authorize');
        const parsed = logIn(page, ACME);
        assert.equal(new URL((await authorize).url()).searchParams.get('organization'), ACME);
        const { orgId, email, error, description } = await parsed;
        assert.equal(error, undefined, description);
        assert.equal(orgId, ACME);
        assert.equal(email, DEMO_USER.email);
      });

      it('an answer for another organization than the one asked for is refused by auth0.js', async () => {
        const page = await openApp();
        // auth0.js keeps OTHER in its transaction; the service is asked for (and answers for) acme.
        await page.route(
          (url) => url.pathname === '/authorize' && url.searchParams.get('organization') === OTHER,
          (route) => {
            const url = new URL(route.request().url());
            url.searchParams.set('organization', ACME);
            return route.continue({ url: url.href });
          },
        );
        const { orgId, error, description } = await logIn(page, OTHER);
        assert.equal(orgId, undefined);
        assert.equal(error, 'invalid_token');
        assert.equal(
          description,
          `Organization Id (org_id) claim value mismatch in the ID token; expected "${OTHER}", found "${ACME}"`,
        );
      });
    },
  );
}
