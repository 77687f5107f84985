// The elements' browser-test helpers: deferred promises, the element's shared client, shadow parts,
// focus, typing, and users of the service with Management tokens (the account screens). The run's
// environment is the runner's (../browser-helpers.ts); users, addresses and the dev inbox are what every
// runner shares (test/shared/service.ts).
import type { WebAuthBase } from '../../src/core/web-auth-base.js';
import { sendKeys } from '@web/test-runner-commands';
import { PROFILE_MANAGEMENT_SCOPES } from '../../src/components/auth-profile/access.js';
import { AuthError, WebAuth } from '../../src/core/index.js';
import type { AuthErrorCode, AuthErrorInit } from '../../src/core/index.js';
import { REALM, testEnv } from '../browser-helpers.js';
import { createUser, PASSWORD, uniqueEmail } from '../shared/service.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

/** A promise the test settles. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function authError(
  code: AuthErrorCode,
  description = 'The service said no.',
  extra: Partial<AuthErrorInit> = {},
): AuthError {
  return new AuthError({ code, description, ...extra });
}

/** The element's shared client (the protected `webAuth` getter), to stub its methods. */
export function clientOf(el: HTMLElement): WebAuthBase {
  return (el as unknown as { webAuth: WebAuthBase }).webAuth;
}

/** The first element of `el`'s shadow root with `part` `name` (cast: the test knows it is there). */
export function part<T extends Element = HTMLElement>(el: Element, name: string): T {
  return el.shadowRoot?.querySelector(`[part~="${name}"]`) as T;
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Focuses `start`, then presses Tab `count` times and returns where focus went each time. */
export async function tabStops(start: HTMLElement, count: number): Promise<(Element | null)[]> {
  start.focus();
  const stops: (Element | null)[] = [];
  for (let i = 0; i < count; i++) {
    await sendKeys({ press: 'Tab' });
    stops.push(deepActiveElement());
  }
  return stops;
}

/**
 * Resolves once the browser has delivered the resize observations of a rendering update: by then every
 * ResizeObserver created before the call (such as an account screen's, which asks whether the element is
 * shown) has been told about the layout. Then `await el.updateComplete` sees what the element did with
 * it: a request it would start, or "Loading…" in its status region.
 */
export function layoutObserved(): Promise<void> {
  return new Promise((resolve) => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position: fixed; width: 1px; height: 1px;';
    document.body.append(probe);
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      probe.remove();
      // Resolved in a task of its own, after the delivery: a test going on inside this callback would
      // change the layout while the browser still delivers (a "ResizeObserver loop" error).
      setTimeout(resolve);
    });
    observer.observe(probe);
  });
}

/** Focuses `input` and types `text` with the keyboard. */
export async function typeInto(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/** A database user of the local service with tokens for the Management API. */
export interface RealUser {
  email: string;
  sub: string;
  accessToken: string;
  idToken: string;
}

/** Tokens for a database user with the password-realm grant (audience: the Management API). */
export async function tokensFor(
  username: string,
  password: string,
  scope: string,
): Promise<{ sub: string; accessToken: string; idToken: string }> {
  const { serviceUrl } = await testEnv();
  const tokens = await new WebAuth({ domain: serviceUrl, clientID: 'demo-spa' }).client.oauthToken({
    grantType: PASSWORD_REALM_GRANT,
    username,
    password,
    realm: REALM,
    audience: `${serviceUrl}/api/v2/`,
    scope,
  });
  const accessToken = tokens.access_token as string;
  const part = (accessToken.split('.')[1] as string).replace(/-/g, '+').replace(/_/g, '/');
  const { sub } = JSON.parse(atob(part)) as { sub: string };
  return { sub, accessToken, idToken: tokens.id_token as string };
}

/**
 * Signs up a fresh database user (`signup`: more fields of the sign-up, such as `user_metadata`) and
 * gets tokens for them with `scope` (default: the profile's Management scopes, with `openid profile email`).
 */
export async function realUser(
  prefix: string,
  {
    scope = `openid profile email ${PROFILE_MANAGEMENT_SCOPES}`,
    signup = {},
  }: {
    scope?: string;
    signup?: Record<string, unknown>;
  } = {},
): Promise<RealUser> {
  const { serviceUrl } = await testEnv();
  const { email } = await createUser(serviceUrl, { email: uniqueEmail(prefix), ...signup });
  return { email, ...(await tokensFor(email, PASSWORD, scope)) };
}
