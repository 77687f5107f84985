// The elements' browser-test helpers: deferred promises, the element's shared client, shadow parts,
// focus, typing, the dev inbox, users, and users of the service with Management tokens (the account
// screens). The run's environment and fresh addresses are the runner's shared ones (../browser-helpers.ts).
import { sendKeys } from '@web/test-runner-commands';
import { PROFILE_MANAGEMENT_SCOPES } from '../../src/components/auth-profile/access.js';
import { AuthError, WebAuth } from '../../src/core/index.js';
import type { AuthErrorCode, AuthErrorInit } from '../../src/core/index.js';
import { testEnv, uniqueEmail } from '../browser-helpers.js';
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
export function clientOf(el: HTMLElement): WebAuth {
  return (el as unknown as { webAuth: WebAuth }).webAuth;
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

/** Focuses `input` and types `text` with the keyboard. */
export async function typeInto(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/** A message from the service's dev inbox. */
export interface InboxMessage {
  to: string;
  kind: string;
  subject: string;
  text: string;
  code?: string;
  link?: string;
}

/** The newest message of `kind` to `to`, waiting for it to arrive. */
export async function inboxMessage(to: string, kind: string, timeoutMs = 5000): Promise<InboxMessage> {
  const { serviceUrl } = await testEnv();
  const url = `${serviceUrl}/_dev/api/messages?to=${encodeURIComponent(to)}&kind=${encodeURIComponent(kind)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await (await fetch(url)).json()) as InboxMessage[];
    if (messages[0]) return messages[0];
    if (Date.now() > deadline) throw new Error(`No ${kind} message to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Creates a database user directly through the service (sign-up API). */
export async function createUser(email: string, password = 'Corr3ct-Horse!'): Promise<void> {
  const { serviceUrl } = await testEnv();
  const response = await fetch(`${serviceUrl}/dbconnections/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: 'demo-spa',
      email,
      password,
      connection: 'Username-Password-Authentication',
    }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
}

/** A database user of the local service with tokens for the Management API. */
export interface RealUser {
  email: string;
  sub: string;
  accessToken: string;
  idToken: string;
}

/** The password of every {@link realUser}. */
export const REAL_USER_PASSWORD = 'Sturdy-Pass-42';
const REALM = 'Username-Password-Authentication';

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
  const email = uniqueEmail(prefix);
  const response = await fetch(`${serviceUrl}/dbconnections/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: 'demo-spa',
      email,
      password: REAL_USER_PASSWORD,
      connection: REALM,
      ...signup,
    }),
  });
  if (!response.ok) throw new Error(`signup failed: ${await response.text()}`);
  return { email, ...(await tokensFor(email, REAL_USER_PASSWORD, scope)) };
}
