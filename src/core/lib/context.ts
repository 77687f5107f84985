// What every part of one WebAuth shares: resolved options, storage, transactions, the provider's
// endpoints (fixed paths of the identity service, or discovered for the `issuer` option: ./provider.ts),
// the loader of the on-demand chunks, warnings and the HTTP helper that adds telemetry.
import type { WebAuthOptions } from '../types.js';
import { isSecureUrl, resolveOrigin } from './domain.js';
import { DEFAULT_TIMEOUT_MS, request } from './http.js';
import type { HttpRequest } from './http.js';
import { chunks } from './on-demand.js';
import type { Chunks } from './on-demand.js';
import { serviceEndpoints } from './provider.js';
import type { Provider } from './provider.js';
import { FallbackStorage } from './storage.js';
import { telemetryOption } from './telemetry.js';
import { TransactionManager } from './transaction.js';
import {
  absoluteUrl,
  checkOptions,
  checkResponseType,
  maxAgeOption,
  optionalBoolean,
  optionalString,
  requiredString,
  timeoutOption,
} from './validate.js';
import { createWarner } from './warn.js';
import type { Warner } from './warn.js';

const DEFAULT_LEEWAY = 60;
const MAX_LEEWAY = 300;
const CONSTRUCTOR_RESPONSE_MODES: ReadonlySet<string> = new Set(['query', 'fragment', 'form_post']);

export interface CoreConfig {
  /** `https://tenant.example.com` (no trailing slash). */
  origin: string;
  /** The `issuer` option: another OpenID Provider, whose endpoints are discovered. */
  issuer?: string;
  clientID: string;
  redirectUri?: string;
  /** The scope the caller configured; /authorize requests default to `DEFAULT_SCOPE` (./authorize-params.ts). */
  scope?: string;
  audience?: string;
  responseType: string;
  responseMode?: 'query' | 'fragment' | 'form_post';
  leeway: number;
  maxAge?: number;
  /** The default `organization` and `invitation` of authorize, popup.authorize and login. */
  organization?: string;
  invitation?: string;
  timeoutMs: number;
  /** Encoded telemetry, or undefined when `_sendTelemetry: false`. */
  telemetry?: string;
  /** Ask for `offline_access`, keep refresh tokens and renew with them (`renewTokens`). */
  useRefreshTokens: boolean;
  /** Where refresh tokens are kept: `memory` (default) or `local` (localStorage). */
  refreshTokenStorage: 'memory' | 'local';
}

export interface CoreContext {
  config: CoreConfig;
  warner: Warner;
  transactions: TransactionManager;
  /** Known at once for the identity service; after discovery with the `issuer` option. */
  provider: Provider | undefined;
  /** Resolves with the provider (discovery is started by the constructor; a failure is retried). */
  ready(): Promise<Provider>;
  /** `request()` against `{origin}{path}` (or an absolute URL) with the telemetry header (and `bearer`, given one). */
  fetchJson<T>(path: string, init: Omit<HttpRequest, 'url'>): Promise<T>;
  /** The on-demand chunks (./on-demand.ts): how one chunk reaches another without importing the loader. */
  load: Chunks;
}

/** Validates the constructor options (TypeError naming the option) and applies the defaults. */
function resolveConfig(options: WebAuthOptions): CoreConfig {
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
  const organization = optionalString(raw['organization'], 'organization') || undefined;
  const invitation = optionalString(raw['invitation'], 'invitation') || undefined;
  const timeoutMs = timeoutOption(raw['timeout'], DEFAULT_TIMEOUT_MS);
  optionalBoolean(raw['_disableDeprecationWarnings'], '_disableDeprecationWarnings');
  const issuer = optionalString(raw['issuer'], 'issuer') || undefined;
  if (
    issuer !== undefined &&
    !(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(issuer) && isSecureUrl(absoluteUrl(issuer, 'issuer')))
  ) {
    throw new TypeError(
      '"issuer" option must be an https URL (plain http only for localhost, 127.0.0.1, [::1]) without query or fragment',
    );
  }
  // Telemetry is the identity service's: another provider gets no Auth0-Client parameter or header.
  const telemetry = issuer === undefined ? telemetryOption(raw) : undefined;

  const useRefreshTokens = optionalBoolean(raw['useRefreshTokens'], 'useRefreshTokens') ?? false;
  const refreshTokenStorage = raw['refreshTokenStorage'] ?? 'memory';
  if (refreshTokenStorage !== 'memory' && refreshTokenStorage !== 'local') {
    throw new TypeError('"refreshTokenStorage" option must be memory or local');
  }

  const origin = resolveOrigin(domain);
  return {
    origin,
    issuer,
    useRefreshTokens,
    refreshTokenStorage,
    clientID,
    redirectUri,
    scope,
    audience,
    responseType,
    responseMode: responseMode as CoreConfig['responseMode'],
    leeway,
    maxAge,
    organization,
    invitation,
    timeoutMs,
    telemetry,
  };
}

export function createContext(options: WebAuthOptions): CoreContext {
  const config = resolveConfig(options);
  let loading: Promise<Provider> | undefined;
  const ctx: CoreContext = {
    config,
    warner: createWarner(options._disableDeprecationWarnings === true),
    transactions: new TransactionManager(new FallbackStorage(), {
      issuer: config.issuer ?? config.origin,
      clientID: config.clientID,
    }),
    provider: config.issuer === undefined ? { endpoints: serviceEndpoints(config.origin) } : undefined,
    ready() {
      if (ctx.provider) return Promise.resolve(ctx.provider);
      const issuer = config.issuer!;
      loading ??= chunks
        .discovery()
        .then(({ discover }) => discover(issuer, config.timeoutMs))
        .then((endpoints) => (ctx.provider = { endpoints }))
        .finally(() => (loading = undefined));
      return loading;
    },
    fetchJson<T>(path: string, init: Omit<HttpRequest, 'url'>): Promise<T> {
      const url = /^https?:/.test(path) ? path : `${config.origin}${path}`;
      return request<T>({ timeoutMs: config.timeoutMs, telemetry: config.telemetry, ...init, url });
    },
    load: chunks,
  };
  // Started now, not on the click path; a failure surfaces (and is retried) where the endpoints are used.
  if (!ctx.provider) ctx.ready().catch(() => undefined);
  return ctx;
}
