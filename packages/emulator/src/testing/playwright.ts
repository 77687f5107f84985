// The test kit's Playwright part (`auth-elements-emulator/playwright`; `@playwright/test` is an optional
// peer dependency): a `test` whose every test gets its own local identity service and a page whose browser
// has a virtual authenticator, and the steps of a sign-in: `loginAs` (through the app's UI or a session
// put in place), `enterCode` (the code step) and `usePasskey`.
import { test as base } from '@playwright/test';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { withVirtualAuthenticator } from './authenticator.js';
import { startTestService } from './index.js';
import type { TestService, TestServiceOptions, TestUser } from './index.js';

export { expect } from '@playwright/test';
export * from './index.js';

/** The page's virtual authenticator (a platform passkey provider that answers without a prompt). */
export interface PageAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

export interface KitFixtures {
  /** This test's local identity service (`baseURL`'s origin an Allowed Web Origin, its `/` a callback). */
  service: TestService;
  /** The virtual authenticator of `page`. */
  authenticator: PageAuthenticator;
}

export interface KitOptions {
  /** How the service starts (`use: { serviceOptions: { callbacks: [...] } }`). */
  serviceOptions: TestServiceOptions;
}

const services = new WeakMap<BrowserContext, TestService>();
const authenticators = new WeakMap<Page, PageAuthenticator>();

/**
 * `@playwright/test`'s `test`, extended: each test gets `service` (started before it, closed after it) and a
 * `page` with a virtual authenticator, on which `window.authTestService` holds `{ url, domain, clientId }`
 * before any script of the app runs (an app under test reads its service from there).
 *
 * @example
 * import { test, expect, loginAs } from 'auth-elements-emulator/playwright';
 * test('shows the profile', async ({ page, service }) => {
 *   const user = await service.createUser();
 *   await loginAs(page, user, { via: 'session' });
 *   await page.goto('/');
 * });
 */
export const test = base.extend<KitFixtures & KitOptions>({
  serviceOptions: [{}, { option: true }],
  service: async ({ serviceOptions, baseURL }, use) => {
    const origins = [...(serviceOptions.origins ?? [])];
    const callbacks = [...(serviceOptions.callbacks ?? [])];
    if (baseURL) {
      const { origin } = new URL(baseURL);
      if (!origins.includes(origin)) origins.push(origin);
      if (!callbacks.includes(`${origin}/`)) callbacks.push(`${origin}/`);
    }
    const service = await startTestService({ ...serviceOptions, origins, callbacks });
    try {
      await use(service);
    } finally {
      await service.close();
    }
  },
  authenticator: async ({ page }, use) => {
    const existing = authenticators.get(page);
    await use(existing ?? (await withVirtualAuthenticator<CDPSession>(page)));
  },
  page: async ({ page, service }, use) => {
    services.set(page.context(), service);
    await page.context().addInitScript((config) => Object.assign(window, { authTestService: config }), {
      url: service.url,
      domain: service.domain,
      clientId: service.clientId,
    });
    authenticators.set(page, await withVirtualAuthenticator<CDPSession>(page));
    await use(page);
  },
});

function serviceOf(page: Page): TestService {
  const service = services.get(page.context());
  if (!service) throw new Error('This page is not the `page` fixture of auth-elements-emulator/playwright');
  return service;
}

/**
 * Signs `user` in. `via: 'ui'` (the default) types the e-mail and password into the login form the page
 * shows now (the service's hosted page, or a form of the app such as our elements'), submits it and passes
 * the code step when the user has an authenticator app; on a page that first asks to accept an invitation
 * ("Accept invitation"), it accepts it. `via: 'session'` puts a login session in place
 * (the service's cookie), so the app's silent authentication signs the user in on its next load.
 */
export async function loginAs(
  page: Page,
  user: TestUser,
  { via = 'ui' }: { via?: 'ui' | 'session' } = {},
): Promise<void> {
  const service = serviceOf(page);
  if (via === 'session') {
    await page.context().addCookies([await service.session(user)]);
    return;
  }
  // The form may still be loading (a redirect to the service's page): its password field says it is there.
  // An app page opened from an invitation link may first ask to accept it (our elements' "Join" screen).
  // (Its form may already be in the page, hidden: only a visible password field counts.)
  const password = page
    .getByLabel(/password/i)
    .and(page.locator(':visible'))
    .first();
  const accept = page.getByRole('button', { name: /^accept (the )?invitation$/i }).first();
  await password.or(accept).first().waitFor();
  if (!(await password.isVisible())) {
    await accept.click();
    await password.waitFor();
  }
  const email = page.getByLabel(/e-?mail|username/i).first();
  // An invitation's page shows the invitee's address, read-only.
  if (await email.isEditable()) await email.fill(user.email);
  await password.fill(user.password);
  await page
    .getByRole('button', { name: /^(log in|sign in|continue)$/i })
    .first()
    .click();
  if (user.totpSecret) await enterCode(page, user);
}

/** Types the code `user`'s authenticator app shows now into the code step the page shows, and goes on. */
export async function enterCode(page: Page, user: TestUser): Promise<void> {
  const input = page.getByRole('textbox', { name: /code/i }).first();
  await input.waitFor();
  await input.fill(serviceOf(page).currentCode(user));
  await page
    .getByRole('button', { name: /^(continue|verify|submit)$/i })
    .first()
    .click();
}

/**
 * Clicks the button named `name` (default: one naming a passkey) and waits until the page's virtual
 * authenticator made a passkey or signed in with one (the DevTools events `WebAuthn.credentialAdded`,
 * `WebAuthn.credentialAsserted`).
 */
export async function usePasskey(page: Page, name: string | RegExp = /passkey/i): Promise<void> {
  const auth = authenticators.get(page);
  if (!auth) throw new Error('This page has no virtual authenticator (use the `page` fixture)');
  const used = new Promise<void>((resolve) => {
    const done = () => {
      auth.cdp.off('WebAuthn.credentialAdded', done);
      auth.cdp.off('WebAuthn.credentialAsserted', done);
      resolve();
    };
    auth.cdp.on('WebAuthn.credentialAdded', done);
    auth.cdp.on('WebAuthn.credentialAsserted', done);
  });
  await page.getByRole('button', { name }).first().click();
  await used;
}
