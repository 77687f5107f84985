// What the framework tests share: the <auth-login> configuration against the local identity service,
// a stub for the popup of the element's shared client, and the way a user submits.
import { popupOf } from '../../src/core/popup.js';
import type { WebAuthBase } from '../../src/core/web-auth-base.js';
import { waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { SinonSpy, SinonStub } from 'sinon';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import type { AuthResult } from '../../src/core/index.js';
import { getWebAuth } from '../../src/internal/client-registry.js';
import type { StringOverrides } from '../../src/internal/i18n.js';

export { CLIENT_ID };

/** What each framework's page passes to <auth-login>: the service, and the popup's callback page. */
export interface LoginPageConfig {
  /** `domain`: the local identity service's origin. */
  domain: string;
  /** `redirect-uri`: the test fixture that hands the popup's response to the opener. */
  redirectUri: string;
}

export async function loginPageConfig(): Promise<LoginPageConfig> {
  const env = await testEnv();
  return { domain: env.serviceUrl, redirectUri: `${env.testOrigin}/test/fixtures/popup-callback.html` };
}

/** Text overrides passed through each framework as the `strings` property. */
export const STRINGS: StringOverrides = { loginTitle: 'Welcome back', loginSubmit: 'Continue' };
export const NEW_STRINGS: StringOverrides = { loginTitle: 'Hello again', loginSubmit: 'Sign me in' };

/** A popup result (the stubbed popup's). */
export const AUTH_RESULT: AuthResult = {
  accessToken: 'access-token',
  idToken: 'id-token',
  idTokenPayload: {
    iss: 'http://localhost/',
    sub: 'auth0|framework',
    aud: CLIENT_ID,
    exp: 2_000_000_000,
    iat: 1_700_000_000,
    email: 'framework@example.com',
  },
  appState: null,
  refreshToken: null,
  state: 'state',
  expiresIn: 7200,
  tokenType: 'Bearer',
  scope: 'openid profile email',
};

/** The client every <auth-login> configured with `config` shares. */
function sharedWebAuth(config: LoginPageConfig): WebAuthBase {
  return getWebAuth({ domain: config.domain, clientID: CLIENT_ID, redirectUri: config.redirectUri });
}

/** Replaces the popup of the shared client: no window opens; the stub settles as the test says. */
export function stubPopup(config: LoginPageConfig): SinonStub {
  return sinon.stub(popupOf(sharedWebAuth(config)), 'authorize');
}

/** The submit button of the element's light-DOM form. */
export function submitButton(el: AuthLogin): HTMLButtonElement {
  const button = el.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!button) throw new Error('<auth-login> has no submit button');
  return button;
}

/** The element's heading (in its shadow root). */
export function titleText(el: AuthLogin): string {
  return el.shadowRoot?.querySelector('[part="title"]')?.textContent ?? '';
}

/** Presses Enter on the submit button, as a user does (a real activation: the popup may open). */
export async function submit(el: AuthLogin): Promise<void> {
  await el.updateComplete;
  submitButton(el).focus();
  await sendKeys({ press: 'Enter' });
}

/** Waits until `spy` (a framework's event handler) was called, for up to `timeout` ms. */
export async function calledBack(spy: SinonSpy, timeout = 2000): Promise<void> {
  await waitUntil(() => spy.called, 'the framework did not call the handler', { timeout });
}
