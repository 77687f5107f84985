// Chromium's virtual authenticator for the passkey tests (the DevTools protocol's WebAuthn domain), a
// page on a chosen origin served by Playwright itself, and the two ceremonies run in that page with
// options the test fetched from the service (so a test controls exactly what goes over the wire).
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** What `WebAuthn.addVirtualAuthenticator` gets; the defaults are a platform passkey provider. */
export interface AuthenticatorOptions {
  hasUserVerification?: boolean;
  isUserVerified?: boolean;
  hasResidentKey?: boolean;
}

/** A page on `origin` with a virtual authenticator attached. */
export interface AuthenticatorPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  authenticatorId: string;
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
  let authenticatorId = '';
  if (options !== false) {
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: options.hasResidentKey ?? true,
        hasUserVerification: options.hasUserVerification ?? true,
        isUserVerified: options.isUserVerified ?? true,
        automaticPresenceSimulation: true,
      },
    }));
  }
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
