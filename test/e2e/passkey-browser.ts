// Chromium's virtual authenticator for the passkey tests (the test kit's, the DevTools protocol's WebAuthn
// domain), a page on a chosen origin served by Playwright itself, and the two ceremonies run in that page with
// options the test fetched from the service (so a test controls exactly what goes over the wire): by
// hand, or the service's challenge and the ceremony in one step (`registerPasskey`, `assertPasskey`)
// when a test only needs a credential for its token request.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { CLIENT_ID } from '../shared/service.js';
import {
  addVirtualAuthenticator,
  withVirtualAuthenticator as withAuthenticator,
} from '../../packages/emulator/src/testing/authenticator.js';
import type { AuthenticatorOptions } from '../../packages/emulator/src/testing/authenticator.js';

export { addVirtualAuthenticator } from '../../packages/emulator/src/testing/authenticator.js';
export type { AuthenticatorOptions } from '../../packages/emulator/src/testing/authenticator.js';

/** A page on `origin` with a virtual authenticator attached. */
export interface AuthenticatorPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  authenticatorId: string;
}

/** `page`'s DevTools session with the WebAuthn domain on (no browser prompt) and a virtual authenticator. */
export function withVirtualAuthenticator(
  page: Page,
  options: AuthenticatorOptions = {},
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  return withAuthenticator<CDPSession>(page, options);
}

/**
 * Opens a page at `origin` with a virtual authenticator: an empty page served by Playwright itself (no
 * server needed; such a page may not call loopback services), or with `serve: false` the origin's own.
 */
export async function openAuthenticatorPage(
  browser: Browser,
  origin: string,
  options: AuthenticatorOptions | false = {},
  { serve = true } = {},
): Promise<AuthenticatorPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (serve) {
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>app</title>' }),
    );
  }
  await page.goto(`${origin}/`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const authenticatorId = options === false ? '' : await addVirtualAuthenticator(cdp, options);
  return { context, page, cdp, authenticatorId };
}

/** The credentials the virtual authenticator holds (with their sign counts and private keys). */
export async function storedCredentials(auth: AuthenticatorPage) {
  const { credentials } = await auth.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: auth.authenticatorId,
  });
  return credentials;
}

/** Runs `navigator.credentials.create()` with creation options in JSON form; the credential as JSON. */
export function createCredential(page: Page, options: unknown): Promise<Record<string, unknown>> {
  return page.evaluate(async (json) => {
    const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(
      json as PublicKeyCredentialCreationOptionsJSON,
    );
    const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
    return credential.toJSON() as Record<string, unknown>;
  }, options);
}

/** Runs `navigator.credentials.get()` with request options in JSON form; the assertion as JSON. */
export function getCredential(page: Page, options: unknown): Promise<Record<string, unknown>> {
  return page.evaluate(async (json) => {
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(
      json as PublicKeyCredentialRequestOptionsJSON,
    );
    const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
    return credential.toJSON() as Record<string, unknown>;
  }, options);
}

/** The name of the DOMException a ceremony rejected with (`NotAllowedError`, ...), or 'resolved'. */
export function ceremonyFailure(page: Page, kind: 'create' | 'get', options: unknown): Promise<string> {
  return page.evaluate(
    async ([kind, json]) => {
      try {
        if (kind === 'create') {
          const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(
            json as PublicKeyCredentialCreationOptionsJSON,
          );
          await navigator.credentials.create({ publicKey });
        } else {
          const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(
            json as PublicKeyCredentialRequestOptionsJSON,
          );
          await navigator.credentials.get({ publicKey });
        }
        return 'resolved';
      } catch (error) {
        return (error as DOMException).name;
      }
    },
    [kind, options] as const,
  );
}

/** POSTs `body` as JSON to the service; the parsed answer, which must be a 200. */
async function challenge(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A passkey sign-up up to its token request: the service's challenge (`POST /passkey/register` for
 * `userProfile`, which must answer 200) and the credential `auth`'s authenticator makes for it.
 * `headers`: more request headers, such as the app's `Origin`.
 */
export async function registerPasskey(
  serviceUrl: string,
  auth: AuthenticatorPage,
  userProfile: Record<string, unknown>,
  { clientId = CLIENT_ID, headers = {} }: { clientId?: string; headers?: Record<string, string> } = {},
): Promise<{ authSession: string; credential: Record<string, unknown> }> {
  const answer = await challenge(
    `${serviceUrl}/passkey/register`,
    { client_id: clientId, user_profile: userProfile },
    headers,
  );
  const credential = await createCredential(auth.page, answer['authn_params_public_key']);
  return { authSession: String(answer['auth_session']), credential };
}

/**
 * A passkey log-in up to its token request: the service's challenge (`POST /passkey/challenge`, which
 * must answer 200) and the assertion `auth`'s authenticator makes for it.
 */
export async function assertPasskey(
  serviceUrl: string,
  auth: AuthenticatorPage,
  { clientId = CLIENT_ID, headers = {} }: { clientId?: string; headers?: Record<string, string> } = {},
): Promise<{ authSession: string; assertion: Record<string, unknown> }> {
  const answer = await challenge(`${serviceUrl}/passkey/challenge`, { client_id: clientId }, headers);
  const assertion = await getCredential(auth.page, answer['authn_params_public_key']);
  return { authSession: String(answer['auth_session']), assertion };
}
