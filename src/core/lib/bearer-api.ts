// The one base of the clients of the service's Bearer APIs (Management, MyAccount): their options checked
// once (`domain` → the origin, `token`, `timeout`, the telemetry options) and every request sent through
// ./http.ts with the token as `Authorization: Bearer` (http.ts's `bearer`, which the MFA API's requests
// set to the `mfa_token` too), the telemetry header and the timeout. The APIs' problem documents: ./problem.ts.
import type { Callback, TelemetryInfo } from '../types.js';
import { checkCallback, settle } from './callback.js';
import { resolveOrigin } from './domain.js';
import { DEFAULT_TIMEOUT_MS, request } from './http.js';
import type { HttpRequest } from './http.js';
import { telemetryOption } from './telemetry.js';
import { checkOptions, requiredString, timeoutOption } from './validate.js';

/** The options of a Bearer API client (`new Management(options)`, `new MyAccount(options)`). */
export interface BearerOptions {
  /** The tenant's domain (`tenant.example.com`, or an origin such as `http://localhost:4000`). */
  domain: string;
  /** An access token for the API's audience. */
  token: string;
  /** Timeout of each request in milliseconds. Default 60000. */
  timeout?: number;
  /** `false` drops the telemetry header. Default true. */
  _sendTelemetry?: boolean;
  /** Replaces the telemetry name and version. */
  _telemetryInfo?: TelemetryInfo;
}

/** What a request sets itself: the method, a JSON body, extra headers, a reader of the answer's headers. */
export type BearerInit = Pick<HttpRequest, 'method' | 'body' | 'headers' | 'onHeaders'>;

/** A checked client of one Bearer API. */
export interface BearerApi {
  /** The service origin, `https://tenant.example.com`. */
  readonly origin: string;
  /** Where the API's paths start: `{origin}/api/v2`, `{origin}/me/v1`. */
  readonly base: string;
  /** The access token. */
  readonly token: string;
  /** Sends one request to a path under `base` (or an absolute URL); the parsed answer, or an AuthError. */
  request<T>(init: BearerInit, path: string): Promise<T>;
}

/**
 * The options of a client named `client` (`{domain, token, timeout?, _sendTelemetry?, _telemetryInfo?}`),
 * checked (a TypeError naming the option), and its API at `{origin}{path}`.
 */
export function bearerApi(options: unknown, client: string, path: string): BearerApi {
  const raw = checkOptions(options, client);
  const origin = resolveOrigin(requiredString(raw['domain'], 'domain'));
  const token = requiredString(raw['token'], 'token');
  const timeoutMs = timeoutOption(raw['timeout'], DEFAULT_TIMEOUT_MS);
  const telemetry = telemetryOption(raw);
  const base = `${origin}${path}`;
  return {
    origin,
    base,
    token,
    request: <T>(init: BearerInit, to: string): Promise<T> =>
      request<T>({
        ...init,
        url: to.startsWith('/') ? `${base}${to}` : to,
        bearer: token,
        telemetry,
        timeoutMs,
      }),
  };
}

/** `callback` checked (a TypeError before anything is sent), then `send()`'s outcome settled into it, or returned. */
export function answer<T>(callback: Callback<T> | undefined, send: () => Promise<T>): Promise<T> | void {
  checkCallback(callback);
  return settle(send(), callback);
}
