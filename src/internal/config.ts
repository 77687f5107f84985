// The configuration every element needs: what it is, where it comes from (attributes or an enclosing
// <auth-provider>), how two sources merge, and the key that decides whether two elements share a client.

/**
 * What an element (or `<auth-provider>`) is configured with. `domain` and `clientID` are required to
 * talk to the service; the rest are defaults for the requests the element makes.
 */
export interface AuthConfig {
  /** Account domain (`tenant.example.com`) or an origin (`http://localhost:4000`). */
  domain: string;
  /** Application client identifier. */
  clientID: string;
  /** Where the service redirects back to (redirect and popup flows). */
  redirectUri?: string;
  /** API the access token is for. */
  audience?: string;
  /** Space-separated scopes. */
  scope?: string;
  /** Space-separated `code`, `token`, `id_token`. */
  responseType?: string;
  /** `query`, `fragment` or `form_post`. */
  responseMode?: 'query' | 'fragment' | 'form_post';
  /** Database, passwordless or social connection the element uses. */
  connection?: string;
  /** Another OpenID Provider's issuer: endpoints from its discovery document (core option `issuer`). */
  issuer?: string;
  /**
   * Refresh tokens (`<auth-provider refresh-tokens>`): where they are kept, `memory` or `local` (core
   * options `useRefreshTokens` and `refreshTokenStorage`).
   */
  refreshTokens?: 'memory' | 'local';
  /** The page with the log-in form, for "Log in" links when no sibling `<auth-login>` is there. */
  loginUrl?: string;
  /** The page with the sign-up form, for "Sign up" links when no sibling `<auth-signup>` is there. */
  signupUrl?: string;
  /** The page with the password reset form, for "Forgot your password?" when no sibling is there. */
  resetUrl?: string;
}

/** A configuration that may still be missing values (one layer: attributes, or a provider). */
export type PartialAuthConfig = Partial<AuthConfig>;

/** The database connection elements use when none is configured (the service's default one). */
export const DEFAULT_DATABASE_CONNECTION = 'Username-Password-Authentication';

/** The keys of {@link AuthConfig}, in a fixed order. */
export const AUTH_CONFIG_KEYS = [
  'domain',
  'clientID',
  'redirectUri',
  'audience',
  'scope',
  'responseType',
  'responseMode',
  'connection',
  'issuer',
  'refreshTokens',
  'loginUrl',
  'signupUrl',
  'resetUrl',
] as const satisfies readonly (keyof AuthConfig)[];

/** The attribute that carries each configuration key (kebab-case, as on every element). */
export const CONFIG_ATTRIBUTES = {
  domain: 'domain',
  clientID: 'client-id',
  redirectUri: 'redirect-uri',
  audience: 'audience',
  scope: 'scope',
  responseType: 'response-type',
  responseMode: 'response-mode',
  connection: 'connection',
  issuer: 'issuer',
  refreshTokens: 'refresh-tokens',
  loginUrl: 'login-url',
  signupUrl: 'signup-url',
  resetUrl: 'reset-url',
} as const satisfies Record<keyof AuthConfig, string>;

/**
 * The keys that become options of the shared `WebAuth` client. `connection` is left out on purpose:
 * it is passed per call, so elements that differ only by connection still share one client.
 */
export const CLIENT_CONFIG_KEYS = [
  'domain',
  'clientID',
  'redirectUri',
  'audience',
  'scope',
  'responseType',
  'responseMode',
  'issuer',
  'refreshTokens',
] as const satisfies readonly (keyof AuthConfig)[];

const RESPONSE_MODES: ReadonlySet<string> = new Set(['query', 'fragment', 'form_post']);

/** The raw values an element holds for its configuration attributes (strings, possibly empty). */
export type ConfigAttributeValues = { [K in keyof AuthConfig]?: string | null | undefined };

/**
 * Cleans one layer of configuration: trims every value and drops empty or missing ones, so an empty
 * attribute (`audience=""`) means "not set" and lets an enclosing provider's value through.
 * Never throws: values are checked when a client is needed ({@link requireConfig}).
 */
export function normalizeConfig(values: ConfigAttributeValues): PartialAuthConfig {
  const config: Record<string, string> = {};
  for (const key of AUTH_CONFIG_KEYS) {
    const value = values[key];
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed !== '') config[key] = trimmed;
  }
  return config as PartialAuthConfig;
}

/**
 * Merges layers of configuration, key by key: a value in a later layer wins over an earlier one.
 * Elements call it as `mergeConfig(inherited, own)` so their own attributes win over a provider's.
 */
export function mergeConfig(...layers: readonly (PartialAuthConfig | null | undefined)[]): PartialAuthConfig {
  const merged: Record<string, string> = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const key of AUTH_CONFIG_KEYS) {
      const value = layer[key];
      if (value !== undefined) merged[key] = value;
    }
  }
  return merged as PartialAuthConfig;
}

/** Whether `config` has what a client needs (`domain` and `clientID`). */
export function isCompleteConfig(config: PartialAuthConfig): config is AuthConfig {
  return typeof config.domain === 'string' && typeof config.clientID === 'string';
}

/**
 * Returns `config` as a complete {@link AuthConfig}, or throws a TypeError that tells the page author
 * which attribute to set (or fix, for an unknown `response-mode`).
 */
export function requireConfig(config: PartialAuthConfig): AuthConfig {
  if (!config.domain) {
    throw new TypeError(
      '"domain" is required: set the domain attribute or wrap the element in <auth-provider>',
    );
  }
  if (!config.clientID) {
    throw new TypeError(
      '"client-id" is required: set the client-id attribute or wrap the element in <auth-provider>',
    );
  }
  if (config.responseMode !== undefined && !RESPONSE_MODES.has(config.responseMode)) {
    throw new TypeError(
      `"response-mode" must be "query", "fragment" or "form_post", got "${String(config.responseMode)}"`,
    );
  }
  return config as AuthConfig;
}

/**
 * A stable string for the client-relevant part of `config`: the same configuration, written in any
 * key order, gives the same key. The domain is compared as an origin, so `tenant.example.com`,
 * `https://tenant.example.com` and `https://Tenant.example.com/` are one client.
 */
export function configKey(config: AuthConfig): string {
  const parts: (string | null)[] = CLIENT_CONFIG_KEYS.map((key) =>
    key === 'domain' ? domainKey(config.domain) : (config[key] ?? null),
  );
  return JSON.stringify(parts);
}

function domainKey(domain: string): string {
  const value = domain.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    return new URL(withScheme).origin;
  } catch {
    // Not a valid domain: the client will reject it; keep the key distinct and deterministic.
    return value.toLowerCase();
  }
}
