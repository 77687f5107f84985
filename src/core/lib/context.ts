// What every part of one WebAuth shares: resolved options, storage, transactions, the ID token
// verifier (and its key-set cache), warnings and the HTTP helper that adds telemetry.
import type { WebAuthOptions } from '../types.js';
import { resolveOrigin } from './domain.js';
import { request, timeoutOption } from './http.js';
import type { HttpRequest } from './http.js';
import { IdTokenVerifier } from './id-token.js';
import { FallbackStorage } from './storage.js';
import { TELEMETRY_HEADER, telemetryOption } from './telemetry.js';
import { TransactionManager } from './transaction.js';
import {
  checkOptions,
  checkResponseType,
  maxAgeOption,
  optionalBoolean,
  optionalString,
  requiredString,
} from './validate.js';
import { createWarner } from './warn.js';
import type { Warner } from './warn.js';

export const DEFAULT_SCOPE = 'openid profile email';
export const DEFAULT_LEEWAY = 60;
export const MAX_LEEWAY = 300;
const CONSTRUCTOR_RESPONSE_MODES: ReadonlySet<string> = new Set(['query', 'fragment', 'form_post']);

export interface CoreConfig {
  /** `https://tenant.example.com` (no trailing slash). */
  origin: string;
  /** `{origin}/` */
  issuer: string;
  jwksUrl: string;
  clientID: string;
  redirectUri?: string;
  /** The scope the caller configured; /authorize requests default to {@link DEFAULT_SCOPE}. */
  scope?: string;
  audience?: string;
  responseType: string;
  responseMode?: 'query' | 'fragment' | 'form_post';
  leeway: number;
  maxAge?: number;
  timeoutMs: number;
  /** Encoded telemetry, or undefined when `_sendTelemetry: false`. */
  telemetry?: string;
}

export interface CoreContext {
  config: CoreConfig;
  warner: Warner;
  transactions: TransactionManager;
  verifier: IdTokenVerifier;
  /** `request()` against `{origin}{path}` with the telemetry header. */
  fetchJson<T>(path: string, init: Omit<HttpRequest, 'url'>): Promise<T>;
}

/** Validates the constructor options (TypeError naming the option) and applies the defaults. */
export function resolveConfig(options: WebAuthOptions): CoreConfig {
  const raw = checkOptions(options, 'WebAuth');
  const domain = requiredString(raw['domain'], 'domain');
  const clientID = requiredString(raw['clientID'], 'clientID');
  const redirectUri = optionalString(raw['redirectUri'], 'redirectUri') || undefined;
  const scope = optionalString(raw['scope'], 'scope') || undefined;
  const audience = optionalString(raw['audience'], 'audience') || undefined;
  const responseType =
    raw['responseType'] === undefined
      ? redirectUri
        ? 'code'
        : 'token'
      : checkResponseType(raw['responseType'], 'responseType');
  const responseMode = optionalString(raw['responseMode'], 'responseMode');
  if (responseMode !== undefined && !CONSTRUCTOR_RESPONSE_MODES.has(responseMode)) {
    throw new TypeError('"responseMode" option must be one of query, fragment, form_post');
  }
  const leeway = raw['leeway'] ?? DEFAULT_LEEWAY;
  if (typeof leeway !== 'number' || !Number.isInteger(leeway) || leeway < 0 || leeway > MAX_LEEWAY) {
    throw new TypeError(`"leeway" option must be an integer number of seconds from 0 to ${MAX_LEEWAY}`);
  }
  const maxAge = maxAgeOption(raw['maxAge']);
  const timeoutMs = timeoutOption(raw['timeout']);
  optionalBoolean(raw['_disableDeprecationWarnings'], '_disableDeprecationWarnings');
  const telemetry = telemetryOption(raw);

  const origin = resolveOrigin(domain);
  return {
    origin,
    issuer: `${origin}/`,
    jwksUrl: `${origin}/.well-known/jwks.json`,
    clientID,
    redirectUri,
    scope,
    audience,
    responseType,
    responseMode: responseMode as CoreConfig['responseMode'],
    leeway,
    maxAge,
    timeoutMs,
    telemetry,
  };
}

export function createContext(options: WebAuthOptions): CoreContext {
  const config = resolveConfig(options);
  return {
    config,
    warner: createWarner(options._disableDeprecationWarnings === true),
    transactions: new TransactionManager(new FallbackStorage()),
    verifier: new IdTokenVerifier(config.jwksUrl, config.timeoutMs),
    fetchJson<T>(path: string, init: Omit<HttpRequest, 'url'>): Promise<T> {
      const headers: Record<string, string> = { ...init.headers };
      if (config.telemetry !== undefined) headers[TELEMETRY_HEADER] = config.telemetry;
      return request<T>({ timeoutMs: config.timeoutMs, ...init, headers, url: `${config.origin}${path}` });
    },
  };
}
