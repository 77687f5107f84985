// Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a passkey provider a test
// controls, which answers `navigator.credentials.create()` and `.get()` without a prompt. Typed
// structurally, so a Playwright page from `@playwright/test` or `playwright-core` both fit.

/** What `WebAuthn.addVirtualAuthenticator` gets; the defaults are a platform passkey provider. */
export interface AuthenticatorOptions {
  hasUserVerification?: boolean;
  isUserVerified?: boolean;
  hasResidentKey?: boolean;
}

/** The DevTools session of a page (Playwright's `CDPSession`). */
export interface DevToolsSession {
  send(method: string, params?: object): Promise<unknown>;
}

/** A Playwright page (its browser context opens DevTools sessions: Chromium only). */
export interface DevToolsPage {
  context(): { newCDPSession(page: never): Promise<unknown> };
}

/** A credential the virtual authenticator holds (`WebAuthn.getCredentials`). */
export interface VirtualCredential {
  credentialId: string;
  rpId?: string;
  userHandle?: string;
  signCount: number;
  isResidentCredential: boolean;
}

/** Adds a virtual authenticator through `cdp` (a platform passkey provider unless `options` say otherwise); its id. */
export async function addVirtualAuthenticator(
  cdp: DevToolsSession,
  options: AuthenticatorOptions = {},
): Promise<string> {
  const { authenticatorId } = (await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: options.hasResidentKey ?? true,
      hasUserVerification: options.hasUserVerification ?? true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: true,
    },
  })) as { authenticatorId: string };
  return authenticatorId;
}

/** `page`'s DevTools session with the WebAuthn domain on (no browser prompt) and a virtual authenticator. */
export async function withVirtualAuthenticator<Session extends DevToolsSession>(
  page: DevToolsPage,
  options: AuthenticatorOptions = {},
): Promise<{ cdp: Session; authenticatorId: string }> {
  const cdp = (await page.context().newCDPSession(page as never)) as Session;
  await cdp.send('WebAuthn.enable', { enableUI: false });
  return { cdp, authenticatorId: await addVirtualAuthenticator(cdp, options) };
}

/** The credentials the authenticator `authenticatorId` holds (with their sign counts). */
export async function virtualCredentials(
  cdp: DevToolsSession,
  authenticatorId: string,
): Promise<VirtualCredential[]> {
  const { credentials } = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })) as {
    credentials: VirtualCredential[];
  };
  return credentials;
}
