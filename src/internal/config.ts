// The configuration every element takes: the one table of its keys (CONFIG), and what follows from it:
// the AuthConfig type, the elements' properties and attributes (auth-element.ts; the manifest's entries
// through scripts/build-manifest.mjs, which copies each row's comment), reading them from an element,
// how two sources merge, and the key that decides whether two elements share a client.
import { originOf } from '../core/lib/domain.js';

/** How a configuration key appears on an element. */
interface ConfigRow {
  /** The attribute (kebab-case), the same on every element. */
  readonly attribute: string;
  /** The element's property, when it is spelled otherwise than the key. */
  readonly property?: string;
  /** An option of the shared `WebAuth` client (so two elements that differ in it have two clients). */
  readonly client?: boolean;
  /** Only `<auth-provider>` takes the attribute (and declares the property itself). */
  readonly providerOnly?: boolean;
  /** The values allowed, when not any string; others are refused when a client is needed. */
  readonly values?: readonly string[];
  /** Turns the property's value into the configuration's (before trimming). */
  readonly read?: (value: string) => string;
}

/**
 * The configuration keys, one row each. A row's comment is the documentation of the element property
 * and attribute (copied into custom-elements.json). `connection` is no client option on purpose: it is
 * passed per call, so elements that differ only by connection still share one client.
 */
export const CONFIG = {
  /** Account domain (`tenant.example.com`) or origin (`http://localhost:4000`). Default: the provider's. */
  domain: { attribute: 'domain', client: true },
  /** Application client identifier (attribute `client-id`). Default: the provider's. */
  clientID: { attribute: 'client-id', property: 'clientId', client: true },
  /** Where the service returns after redirect or popup flows (attribute `redirect-uri`). Default: the provider's. */
  redirectUri: { attribute: 'redirect-uri', client: true },
  /** API the access token is for. Default: the provider's. */
  audience: { attribute: 'audience', client: true },
  /** Space-separated scopes to request. Default: the provider's, else the client's (`openid profile email`). */
  scope: { attribute: 'scope', client: true },
  /** `code`, `token`, `id_token` (space-separated) (attribute `response-type`). Default: the provider's. */
  responseType: { attribute: 'response-type', client: true },
  /** `query`, `fragment` or `form_post` (attribute `response-mode`). Default: the provider's. */
  responseMode: { attribute: 'response-mode', client: true, values: ['query', 'fragment', 'form_post'] },
  /**
   * The organization to log in to: an id (`org_…`), or a name where the tenant allows names. Every flow
   * (embedded, redirect, popup, silent) asks for it, and the ID token's `org_id` (or `org_name`) must
   * match it. Default: the provider's.
   */
  organization: { attribute: 'organization', client: true },
  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  connection: { attribute: 'connection' },
  /**
   * Another OpenID Provider's issuer (`http://localhost:3000`): its endpoints come from its discovery
   * document. Redirect and popup modes work with any provider. Default: the provider's.
   */
  issuer: { attribute: 'issuer', client: true },
  /**
   * Refresh tokens (`<auth-provider refresh-tokens>`): where they are kept, `memory` or `local` (core
   * options `useRefreshTokens` and `refreshTokenStorage`); any value but `local` means `memory`.
   */
  refreshTokens: {
    attribute: 'refresh-tokens',
    client: true,
    providerOnly: true,
    values: ['memory', 'local'],
    read: (value: string) => (value.trim() === 'local' ? 'local' : 'memory'),
  },
  /** The page with the log-in form, for links to it when no sibling `<auth-login>` is there (attribute `login-url`). Default: the provider's. */
  loginUrl: { attribute: 'login-url' },
  /** The page with the sign-up form, when no sibling `<auth-signup>` is there (attribute `signup-url`). Default: the provider's. */
  signupUrl: { attribute: 'signup-url' },
  /** The page with the password reset form, when no sibling `<auth-change-password>` is there (attribute `reset-url`). Default: the provider's. */
  resetUrl: { attribute: 'reset-url' },
} as const satisfies Record<string, ConfigRow>;

/** A configuration key. */
export type ConfigKey = keyof typeof CONFIG;

type Rows = typeof CONFIG;
type ValueOf<K extends ConfigKey> = Rows[K] extends { readonly values: readonly (infer V)[] } ? V : string;
type PropertyOf<K extends ConfigKey> = Rows[K] extends { readonly property: infer P extends string } ? P : K;

/**
 * What an element (or `<auth-provider>`) is configured with (see {@link CONFIG}). `domain` and
 * `clientID` are required to talk to the service; the rest are defaults for the requests it makes.
 */
export type AuthConfig = { [K in ConfigKey]?: ValueOf<K> } & { domain: string; clientID: string };

/** A configuration that may still be missing values (one layer: attributes, or a provider). */
export type PartialAuthConfig = { [K in ConfigKey]?: ValueOf<K> };

/** The configuration properties every element has (`<auth-provider>` adds `refreshTokens` itself). */
export type ConfigProperties = {
  [K in ConfigKey as Rows[K] extends { readonly providerOnly: true } ? never : PropertyOf<K>]?: string;
};

/** The database connection elements use when none is configured (the service's default one). */
export const DEFAULT_DATABASE_CONNECTION = 'Username-Password-Authentication';

/** The keys of {@link CONFIG}, in its order. */
export const AUTH_CONFIG_KEYS = Object.keys(CONFIG) as readonly ConfigKey[];

const row = (key: ConfigKey): ConfigRow => CONFIG[key];

/** The attribute of every configuration key (`client-id`, …). */
export const CONFIG_ATTRIBUTES: readonly string[] = AUTH_CONFIG_KEYS.map((key) => row(key).attribute);

/** The keys that become options of the shared `WebAuth` client, in a fixed order. */
export const CLIENT_CONFIG_KEYS: readonly ConfigKey[] = AUTH_CONFIG_KEYS.filter((key) => row(key).client);

/**
 * Lit's declarations of the configuration properties every element has (`static properties`): the
 * property name and its attribute, from {@link CONFIG}.
 */
export function configProperties(): Record<string, { attribute: string }> {
  const properties: Record<string, { attribute: string }> = {};
  for (const key of AUTH_CONFIG_KEYS) {
    const { attribute, property = key, providerOnly } = row(key);
    if (!providerOnly) properties[property] = { attribute };
  }
  return properties;
}

/** The raw values an element holds for its configuration attributes (strings, possibly empty). */
export type ConfigAttributeValues = { [K in ConfigKey]?: string | null | undefined };

/**
 * The configuration properties' values of `element`, by key (each row's `read` applied). For a row with
 * `read`, a property set to `true` (React's `<auth-provider refreshTokens>`) is the attribute present.
 */
export function configValues(element: object): ConfigAttributeValues {
  const values: Record<string, string> = {};
  for (const key of AUTH_CONFIG_KEYS) {
    const { property = key, read } = row(key);
    const value = (element as Record<string, unknown>)[property];
    if (typeof value === 'string') values[key] = read ? read(value) : value;
    else if (value === true && read) values[key] = read('');
  }
  return values;
}

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

/**
 * Returns `config` as a complete {@link AuthConfig}, or throws a TypeError that tells the page author
 * which attribute to set (or fix, for a value its row does not allow, as an unknown `response-mode`).
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
  for (const key of AUTH_CONFIG_KEYS) {
    const { attribute, values } = row(key);
    const value = config[key];
    if (value === undefined || !values || values.includes(value)) continue;
    const allowed = values.map((v) => `"${v}"`);
    throw new TypeError(
      `"${attribute}" must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}, got "${value}"`,
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
  // Not a valid domain: the client will reject it; keep the key distinct and deterministic.
  return originOf(domain) ?? domain.trim().toLowerCase();
}
