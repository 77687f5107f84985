// Shared helpers of the Node tests that run the local identity service (packages/emulator/test, test/node): a
// service on a free loopback port, a test clock, a tiny cookie jar, PKCE values, the hosted login round
// trip and /co/authenticate. Users, addresses, the dev inbox, authenticator codes and the clock come from
// the test kit the package ships (../src/testing/), re-exported here.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, beforeEach } from 'node:test';
import { startEmulator } from '../src/index.js';
import type { EmulatorHandle, EmulatorOptions } from '../src/index.js';
import { CLIENT_ID as DEMO_CLIENT_ID } from '../src/testing/shared.js';

export {
  createUser,
  DATABASE,
  readInbox,
  totp,
  TOTP_STEP_MS,
  uniqueEmail,
  wrongCode,
} from '../src/testing/shared.js';
export type { CreatedUser, InboxMessage } from '../src/testing/shared.js';
export { DEMO_CLIENT_ID };
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Passw0rd!';
export const DEMO_USER_ID = 'auth0|000000000000000000000001';
/** The seeded user of the Username-Required connection. */
export const SAM_USER_ID = 'auth0|000000000000000000000004';
export const APP_ORIGIN = 'http://localhost:5173';
export const CALLBACK = 'http://localhost:5173/callback.html';
export {
  PASSWORD_REALM_GRANT as PASSWORD_REALM,
  PASSWORDLESS_OTP_GRANT as PASSWORDLESS_OTP,
} from '#grant-types';

export function startTestService(options: EmulatorOptions = {}): Promise<EmulatorHandle> {
  return startEmulator({ port: 0, host: 'localhost', quiet: true, ...options });
}

export { TestClock } from '../src/testing/clock.js';

/** One service for the test file, reset to the seeded tenant before each test; call the result to reach it. */
export function useTestService(options: EmulatorOptions = {}): () => EmulatorHandle {
  let service: EmulatorHandle | undefined;
  before(async () => {
    service = await startTestService(options);
  });
  beforeEach(() => service?.store.reset());
  after(() => service?.close());
  return () => {
    if (!service) throw new Error('The test service has not started');
    return service;
  };
}

/** Cookies by name, as a browser on the service's site would keep them (no domain or path matching). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** fetch without following redirects, sending and storing cookies. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.header());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(base: string, params: Record<string, string>): string {
  return `${base}/authorize?${new URLSearchParams({ client_id: DEMO_CLIENT_ID, ...params }).toString()}`;
}

/** The parameters of a redirect's query or fragment. */
export function redirectParams(response: Response): URLSearchParams {
  const location = response.headers.get('location');
  if (!location) throw new Error(`Expected a redirect, got ${response.status}`);
  const url = new URL(location);
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
}

/** The value of a hidden input in a page. */
export function hiddenField(page: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(page);
  if (!match?.[1] && match?.[1] !== '') throw new Error(`No hidden field ${name}`);
  return match[1]
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Opens /authorize (expecting the login page) and submits the form; returns the form's response. */
export async function hostedLogin(
  service: EmulatorHandle,
  jar: CookieJar,
  params: Record<string, string>,
  credentials: { username: string; password: string } = { username: DEMO_EMAIL, password: DEMO_PASSWORD },
): Promise<Response> {
  const pageResponse = await jar.fetch(authorizeUrl(service.url, params));
  if (pageResponse.status !== 200) throw new Error(`Expected the login page, got ${pageResponse.status}`);
  const page = await pageResponse.text();
  const form = new URLSearchParams({
    authorize: hiddenField(page, 'authorize'),
    connection: hiddenField(page, 'connection'),
    username: credentials.username,
    password: credentials.password,
  });
  return jar.fetch(`${service.url}/u/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service.url },
    body: form,
  });
}

export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  jar?: CookieJar,
): Promise<Response> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
  return jar ? jar.fetch(url, init) : fetch(url, { ...init, redirect: 'manual' });
}

export function coAuthenticate(
  service: EmulatorHandle,
  body: Record<string, unknown>,
  options: { origin?: string; jar?: CookieJar } = {},
): Promise<Response> {
  return postJson(
    `${service.url}/co/authenticate`,
    { client_id: DEMO_CLIENT_ID, ...body },
    { origin: options.origin ?? APP_ORIGIN },
    options.jar,
  );
}

/** A session for the demo user through the hosted login page (code flow with PKCE). */
export async function loggedInJar(
  service: EmulatorHandle,
  scope = 'openid profile email',
): Promise<CookieJar> {
  const jar = new CookieJar();
  const { challenge } = pkce();
  const response = await hostedLogin(service, jar, {
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope,
    state: 's',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  if (response.status !== 303) throw new Error(`Login failed with ${response.status}`);
  return jar;
}

/** The decoded payload of a JWT (no verification). */
export function jwtPayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Whether every inline <style> and <script> of `page` is allowed by its hash in `csp`. */
export function inlineCodeAllowed(page: string, csp: string): boolean {
  const blocks = [...page.matchAll(/<(style|script)>([\s\S]*?)<\/\1>/g)];
  return blocks.every(([, kind, source = '']) => {
    const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
    const directive = csp.split(';').find((d) => d.trim().startsWith(`${kind}-src `)) ?? '';
    return directive.includes(hash);
  });
}

/** The Management API's error answer. */
export interface ManagementErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errorCode: string;
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
};

/** Asserts a Management API error: its status, exactly its four fields, its errorCode and message. */
export async function expectManagementError(
  response: Response,
  status: number,
  errorCode: string,
  message?: RegExp,
): Promise<ManagementErrorBody> {
  const text = await response.text();
  assert.equal(response.status, status, text);
  const body = JSON.parse(text) as ManagementErrorBody;
  assert.deepEqual(Object.keys(body).sort(), ['error', 'errorCode', 'message', 'statusCode']);
  assert.equal(body.statusCode, status);
  assert.equal(body.error, STATUS_TEXT[status]);
  assert.equal(body.errorCode, errorCode);
  if (message) assert.match(body.message, message);
  return body;
}
