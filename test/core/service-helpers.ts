// Shared by the embedded-login, sign-up, password-change and passwordless suites: the local identity
// service's clients, a fetch spy that passes requests through, following an /authorize redirect in an
// iframe, and the fault servers. Users and the dev inbox: test/shared/service.ts.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { AuthError, WebAuth } from '../../src/core/index.js';
import type { WebAuthOptions } from '../../src/core/index.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import type { FaultName, TestEnv } from '../browser-helpers.js';
import { PASSWORD as GOOD_PASSWORD } from '../shared/service.js';
import { rejection } from './helpers.js';

export const USERNAME_REALM = 'Username-Required';
export const DEMO_USER = { email: 'demo@example.com', password: 'Passw0rd!' } as const;
/** The password of the users the tests create (test/shared/service.ts). */
export { GOOD_PASSWORD };

/** Where the service redirects back to (registered as an Allowed Callback URL of the demo client). */
export function callbackUrl(env: TestEnv): string {
  return `${env.testOrigin}/test/fixtures/callback.html`;
}

export function newClient(env: TestEnv, options: Partial<WebAuthOptions> = {}): WebAuth {
  return new WebAuth({ domain: env.serviceUrl, clientID: CLIENT_ID, ...options });
}

/** A fresh phone number in international format. */
export function uniquePhone(): string {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000_000;
  return `+1555${String(digits).padStart(7, '0')}`;
}

export interface Exchange {
  request: Request;
  response: Response;
}

/** A fetch spy that lets every request through and keeps a copy of each request and response. */
export function spyFetch(): { exchanges: Exchange[]; restore: () => void } {
  const realFetch = window.fetch.bind(window);
  const exchanges: Exchange[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const copy = request.clone();
    const response = await realFetch(request);
    exchanges.push({ request: copy, response: response.clone() });
    return response;
  });
  return { exchanges, restore: () => stub.restore() };
}

/** Replaces the full-page redirect; the URLs the page would have gone to. */
export function stubNavigation(): sinon.SinonStub<[string], void> {
  return sinon.stub(navigation, 'assign');
}

/** Loads `url` in an iframe and resolves with the URL it lands on under `prefix` (the test origin). */
export function landingUrl(url: string, prefix: string): Promise<string> {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  document.body.append(frame);
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the redirect did not come back to the test origin')),
      8000,
    );
    frame.addEventListener('load', () => {
      let href: string;
      try {
        href = frame.contentWindow!.location.href;
      } catch {
        return; // still on the service's origin
      }
      if (!href.startsWith(prefix)) return;
      clearTimeout(timer);
      resolve(href);
    });
    frame.src = url;
  }).finally(() => frame.remove());
}

/** Local-storage keys that start with `prefix`. */
export function storedKeys(prefix: string): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(prefix));
}

/**
 * Records the keys this page writes to web storage (a spy on this realm's Storage.prototype, so test
 * files running in other pages at the same time do not interfere).
 */
export function watchStorageWrites(): { keys: () => string[]; restore: () => void } {
  const spy = sinon.spy(Storage.prototype, 'setItem');
  return { keys: () => spy.getCalls().map((call) => call.args[0]), restore: () => spy.restore() };
}

/** `co/verifier/{service origin}/` keys */
export function verifierPrefix(origin: string): string {
  return `co/verifier/${encodeURIComponent(origin)}/`;
}

/** Awaits a rejection that must be an AuthError and must not mention `secret` anywhere. */
export async function authError(promise: Promise<unknown>, secret?: string): Promise<AuthError> {
  const error = await rejection(promise);
  expect(error).to.be.instanceOf(AuthError);
  if (secret !== undefined) {
    expect(JSON.stringify(error)).not.to.include(secret);
    expect(String((error as Error).message)).not.to.include(secret);
    expect(JSON.stringify((error as AuthError).original ?? null)).not.to.include(secret);
  }
  return error as AuthError;
}

export interface FaultExpectation {
  fault: FaultName;
  code: string;
  statusCode?: number;
}

/** The code each fault server must produce: five distinct ones. */
export const FAULTS: readonly FaultExpectation[] = [
  { fault: 'serverError', code: 'server_error', statusCode: 500 },
  { fault: 'rateLimited', code: 'rate_limited', statusCode: 429 },
  { fault: 'notJson', code: 'invalid_response', statusCode: 200 },
  { fault: 'slow', code: 'timeout' },
  { fault: 'unreachable', code: 'network_error' },
];

/** Milliseconds the `slow` fault is given before the client gives up. */
export const SHORT_TIMEOUT = 400;

/**
 * One test per fault server: `call` runs against a WebAuth whose domain is the fault server (with a short
 * timeout) and must reject with the fault's code. `state` is a fresh value for calls that take one: no
 * transaction may stay stored under it, no verifier may be kept and the page must not be redirected.
 */
export function describeFaults(
  name: string,
  call: (webAuth: WebAuth, state: string) => Promise<unknown>,
  statusCodes: Partial<Record<FaultName, number | undefined>> = {},
): void {
  describe(`${name} against misbehaving services`, () => {
    afterEach(() => sinon.restore());

    for (const expected of FAULTS) {
      it(`${expected.fault}: ${expected.code}`, async () => {
        const env = await testEnv();
        const origin = env.faults[expected.fault];
        const assign = stubNavigation();
        const writes = watchStorageWrites();
        const state = `fault-${crypto.randomUUID()}`;
        const webAuth = new WebAuth({
          domain: origin,
          clientID: CLIENT_ID,
          redirectUri: callbackUrl(env),
          responseType: 'code',
          timeout: SHORT_TIMEOUT,
        });
        const error = await authError(call(webAuth, state), GOOD_PASSWORD);
        expect(error.code).to.equal(expected.code);
        const statusCode = expected.fault in statusCodes ? statusCodes[expected.fault] : expected.statusCode;
        expect(error.statusCode).to.equal(statusCode);
        expect(error.description).to.be.a('string').and.not.equal('');
        expect(assign.called, 'no redirect').to.equal(false);
        writes.restore();
        expect(
          writes.keys().filter((key) => key.startsWith('co/verifier/')),
          'no verifier kept',
        ).to.deep.equal([]);
        expect(storedKeys(verifierPrefix(origin)), 'no verifier kept').to.deep.equal([]);
        expect(localStorage.getItem(`com.auth0.auth.${state}`), 'no transaction kept').to.equal(null);
      });
    }
  });
}

/** Management API requests with `token` (JSON in and out; a refusal throws with the service's answer). */
export function managementClient(
  serviceUrl: string,
  token: string,
): (path: string, init?: { method?: string; body?: unknown }) => Promise<unknown> {
  return async (path, init = {}) => {
    const response = await fetch(`${serviceUrl}/api/v2${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}
