// The app of the reference-client end-to-end files (the clients unmodified): a blank page with auth0-spa-js
// 2.27's production ESM build beside it at /auth0-spa-js.js and auth0.js 9's and 10's at /auth0-js-9.js and
// /auth0-js-10.js, served from a loopback origin of its own (Chromium lets a loopback page call the loopback
// service), and that page opened with a virtual authenticator and an `Auth0Client` for the test file's
// service in `window.auth0`.
import { readFile } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { CLIENT_ID } from '../shared/service.js';
import type { AuthenticatorPage } from './passkey-browser.js';
import type { ServiceBrowser } from './service-browser.js';

const resolve = createRequire(import.meta.url).resolve;
const SCRIPTS: Readonly<Record<string, string>> = {
  '/auth0-spa-js.js': resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js'),
  '/auth0-js-9.js': resolve('auth0-js/dist/auth0.min.esm.js'),
  '/auth0-js-10.js': resolve('auth0-js-10/dist/auth0.min.esm.js'),
};
const sources = new Map<string, Promise<string>>();

/** The app server's handler (`useServiceBrowser({ app: { handle: serveSpaJsApp } })`). */
export const serveSpaJsApp: RequestListener = (request, response) => {
  const file = SCRIPTS[request.url ?? ''];
  if (!file) {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>app</title>');
    return;
  }
  if (!sources.has(file)) sources.set(file, readFile(file, 'utf8'));
  sources.get(file)!.then(
    (source) => response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(source),
    () => response.writeHead(500).end(),
  );
};

/** The page's `window.auth0` (any: the test drives the unmodified client's public API). */
export type SpaWindow = { auth0: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Puts an `Auth0Client` for the suite's service in the page's `window.auth0` (again after each redirect back
 * to the app): the service's host as `domain`, the demo client, the page's origin as `redirect_uri`;
 * `options` replace any of those (`{ domain: service.url }` for a service over plain HTTP, a `clientId`).
 */
export async function startSpaJs(
  page: Page,
  suite: ServiceBrowser,
  options: Record<string, unknown> = {},
): Promise<void> {
  await page.evaluate(
    async ([domain, clientId, options]) => {
      const { Auth0Client } = (await import('/auth0-spa-js.js' as string)) as {
        Auth0Client: new (options: unknown) => unknown;
      };
      (window as unknown as { auth0: unknown }).auth0 = new Auth0Client({
        domain,
        clientId,
        authorizationParams: { redirect_uri: location.origin },
        ...options,
      });
    },
    [new URL(suite.service.url).host, CLIENT_ID, options] as const,
  );
}

/** The app's page with a virtual authenticator and `window.auth0` ({@link startSpaJs}), closed after the current test. */
export async function openSpaJsApp(
  suite: ServiceBrowser,
  options: Record<string, unknown> = {},
): Promise<AuthenticatorPage> {
  const auth = await suite.authenticator(suite.appOrigin, {}, { serve: false });
  await startSpaJs(auth.page, suite, options);
  return auth;
}
