// The app of the auth0-spa-js end-to-end files (the reference client, unmodified): a blank page with
// auth0-spa-js 2.27's production ESM build beside it at /auth0-spa-js.js, served from a loopback origin
// of its own (Chromium lets a loopback page call the loopback service), and that page opened with a
// virtual authenticator and an `Auth0Client` for the test file's service in `window.auth0`.
import { readFile } from 'node:fs/promises';
import type { RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import { CLIENT_ID } from '../shared/service.js';
import type { AuthenticatorPage } from './passkey-browser.js';
import type { ServiceBrowser } from './service-browser.js';

const SPA_JS = createRequire(import.meta.url).resolve(
  '@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js',
);
let spaJs: Promise<string> | undefined;

/** The app server's handler (`useServiceBrowser({ app: { handle: serveSpaJsApp } })`). */
export const serveSpaJsApp: RequestListener = (request, response) => {
  if (request.url !== '/auth0-spa-js.js') {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>app</title>');
    return;
  }
  (spaJs ??= readFile(SPA_JS, 'utf8')).then(
    (source) => response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(source),
    () => response.writeHead(500).end(),
  );
};

/** The page's `window.auth0` (any: the test drives the unmodified client's public API). */
export type SpaWindow = { auth0: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The app's page with a virtual authenticator and `window.auth0`, closed after the current test. */
export async function openSpaJsApp(suite: ServiceBrowser): Promise<AuthenticatorPage> {
  const auth = await suite.authenticator(suite.appOrigin, {}, { serve: false });
  await auth.page.evaluate(
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
  return auth;
}
