// Shared by the core tests: keys the test controls (registered at the test server's JWKS route with
// unique kids), ID tokens signed with them, and fetch doubles.
import { base64url, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';
import sinon from 'sinon';
import { WebAuth } from '../../src/core/index.js';
import type { WebAuthOptions } from '../../src/core/index.js';

export const ORIGIN = location.origin;
export const ISSUER = `${ORIGIN}/`;
export const CLIENT_ID = 'test-client';

export interface TestKey {
  kid: string;
  privateKey: CryptoKey;
}

export function uniqueId(prefix = 'id'): string {
  return `${prefix}-${crypto.randomUUID()}`;
}

/** A fresh RS256 key pair; `register: false` keeps its public key out of the key set. */
export async function createKey({ register = true } = {}): Promise<TestKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = uniqueId('kid');
  if (register) {
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const response = await fetch('/__test/jwks', { method: 'POST', body: JSON.stringify(jwk) });
    if (!response.ok) throw new Error(`could not register the test key: ${response.status}`);
  }
  return { kid, privateKey };
}

/** Standard valid claims at `now` (seconds), for CLIENT_ID and ISSUER. */
export function claims(now: number, extra: JWTPayload = {}): JWTPayload {
  return { iss: ISSUER, sub: 'auth0|user-1', aud: CLIENT_ID, iat: now, exp: now + 3600, ...extra };
}

/** Signs `payload` as given (claims are not filled in); `kid` may be overridden. */
export function sign(key: TestKey, payload: JWTPayload, kid: string = key.kid): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key.privateKey);
}

/** An HS256 token (secret known to nobody) and an unsigned `alg: none` token. */
export async function hs256Token(payload: JWTPayload): Promise<string> {
  const secret = crypto.getRandomValues(new Uint8Array(32));
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(secret);
}

export function noneToken(payload: JWTPayload): string {
  const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return `${header}.${base64url.encode(JSON.stringify(payload))}.`;
}

/** OIDC's `at_hash` of `accessToken` (RS256): the left half of its SHA-256, base64url, by Web Crypto. */
export async function atHash(accessToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accessToken));
  return base64url.encode(new Uint8Array(digest).slice(0, 16));
}

export function newWebAuth(options: Partial<WebAuthOptions> = {}): WebAuth {
  return new WebAuth({ domain: ORIGIN, clientID: CLIENT_ID, ...options });
}

/** Query parameters of a built URL, with the raw query kept for encoding checks. */
export function paramsOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

/** Awaits a promise expected to reject, and returns the rejection. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

/** Calls `fn` and returns what it threw synchronously. */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

export type FetchHandler = (request: Request) => Response | Promise<Response> | undefined;

/**
 * Replaces fetch: `handler` answers the requests it wants (return a Response) and anything else goes
 * to the real network. Every request is recorded as a `Request` with its body readable.
 */
export function interceptFetch(handler: FetchHandler): { requests: Request[]; restore: () => void } {
  const realFetch = window.fetch.bind(window);
  const requests: Request[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const answer = await handler(request.clone());
    return answer ?? realFetch(request);
  });
  return { requests, restore: () => stub.restore() };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The fields of a token request, which must be form-encoded (RFC 6749 §4.1.3): fails on another
 * content type.
 */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    throw new Error(`expected a form-encoded body, got Content-Type "${type}"`);
  }
  return Object.fromEntries(new URLSearchParams(await request.text()));
}
