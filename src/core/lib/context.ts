// What every part of one WebAuth shares: resolved options, storage, transactions, the provider's
// endpoints (fixed paths of the identity service, or discovered for the `issuer` option), the ID token
// verifier (and its key-set cache), warnings and the HTTP helper that adds telemetry.
import type { WebAuthOptions } from '../types.js';
import { resolveOrigin } from './domain.js';
import { request, timeoutOption } from './http.js';
import type { HttpRequest } from './http.js';
import type { IdTokenVerifier } from './id-token.js';
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
  /** The `issuer` option: another OpenID Provider, whose endpoints are discovered. */
  issuer?: string;
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
  /** Ask for `offline_access`, keep refresh tokens and renew with them (`renewTokens`). */
  useRefreshTokens: boolean;
  /** Where refresh tokens are kept: `memory` (default) or `local` (localStorage). */
  refreshTokenStorage: 'memory' | 'local';
}

/** Where the core sends each request, and what the provider promises about its responses. */
export interface ProviderEndpoints {
  /** The `iss` of its ID tokens and authorization responses: `{origin}/` for the identity service. */
  issuer: string;
  authorize: string;
  token: string;
  jwks: string;
  userinfo?: string;
  /**
   * The logout URL for /v2/logout's parameters (RP-Initiated Logout at the end-session endpoint);
   * undefined for the identity service (`/v2/logout?returnTo=`) and providers without one.
   */
  logoutUrl?: (params: [string, string | null][]) => string;
  /** RFC 7009 token revocation (a provider's `revocation_endpoint`; the service's is `/oauth/revoke`). */
  revocation?: string;
  /** RFC 9207: every authorization response carries `iss`. */
  issParameter: boolean;
  /** It speaks the identity service's own APIs (embedded login, passwordless, database connections). */
  serviceApi: boolean;
}

/** The endpoints, and the verifier of their key set once a token was verified (./hash.ts makes it). */
export interface Provider {
  endpoints: ProviderEndpoints;
  verifier?: IdTokenVerifier;
}

export interface CoreContext {
  config: CoreConfig;
  warner: Warner;
  transactions: TransactionManager;
  /** Known at once for the identity service; after discovery with the `issuer` option. */
  provider: Provider | undefined;
  /** Resolves with the provider (discovery is started by the constructor; a failure is retried). */
  ready(): Promise<Provider>;
  /** `request()` against `{origin}{path}` (or an absolute URL) with the telemetry header. */
  fetchJson<T>(path: string, init: Omit<HttpRequest, 'url'>): Promise<T>;
}

/** The identity service's fixed paths under `origin`. */
export function serviceEndpoints(origin: string): ProviderEndpoints {
  return {
    issuer: `${origin}/`,
    authorize: `${origin}/authorize`,
    token: `${origin}/oauth/token`,
    jwks: `${origin}/.well-known/jwks.json`,
    userinfo: `${origin}/userinfo`,
    issParameter: false,
    serviceApi: true,
  };
}

/**
 * The provider when it is known, else a TypeError for a synchronous method that needs it (the
 * `issuer` option's configuration is still loading).
 */
export function knownProvider(ctx: CoreContext, method: string): Provider {
  if (ctx.provider) return ctx.provider;
  throw new TypeError(`${method} needs the "issuer" configuration: await webAuth.ready() first`);
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
  const issuer = optionalString(raw['issuer'], 'issuer') || undefined;
  if (issuer !== undefined && !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(issuer)) {
    throw new TypeError('"issuer" option must be an http(s) URL without query or fragment');
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
    timeoutMs,
    telemetry,
  };
}

/**
 * Rejects with `unsupported_by_provider` when the `issuer` option names a provider that lacks the
 * identity service's own API for `capability` (embedded login, passwordless, sign-up, password change).
 */
export async function requireServiceApi(ctx: CoreContext, capability: string): Promise<void> {
  if (ctx.config.issuer !== undefined)
    (await import('./discovery.js')).requireServiceApi(await ctx.ready(), capability);
}

export function createContext(options: WebAuthOptions): CoreContext {
  const config = resolveConfig(options);
  let loading: Promise<Provider> | undefined;
  const ctx: CoreContext = {
    config,
    warner: createWarner(options._disableDeprecationWarnings === true),
    transactions: new TransactionManager(new FallbackStorage()),
    provider: config.issuer === undefined ? { endpoints: serviceEndpoints(config.origin) } : undefined,
    ready() {
      if (ctx.provider) return Promise.resolve(ctx.provider);
      const issuer = config.issuer!;
      loading ??= import('./discovery.js')
        .then(({ discover }) => discover(issuer, config.timeoutMs))
        .then((endpoints) => (ctx.provider = { endpoints }))
        .finally(() => (loading = undefined));
      return loading;
    },
    fetchJson<T>(path: string, init: Omit<HttpRequest, 'url'>): Promise<T> {
      const headers: Record<string, string> = { ...init.headers };
      if (config.telemetry !== undefined) headers[TELEMETRY_HEADER] = config.telemetry;
      const url = /^https?:/.test(path) ? path : `${config.origin}${path}`;
      return request<T>({ timeoutMs: config.timeoutMs, ...init, headers, url });
    },
  };
  // Started now, not on the click path; a failure surfaces (and is retried) where the endpoints are used.
  if (!ctx.provider) ctx.ready().catch(() => undefined);
  return ctx;
}
