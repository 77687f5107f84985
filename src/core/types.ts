// Public types of the core client. Option names follow the identity service's browser API (auth0.js v9).
import type { AuthError } from './errors.js';

/** Node-style callback accepted by every asynchronous method. */
export type Callback<T> = (error: AuthError | null, result?: T) => void;

/** Values for `responseMode`. `web_message` is for silent authentication in an iframe. */
export type ResponseMode = 'query' | 'fragment' | 'form_post' | 'web_message';

/** Name and version sent as telemetry (`Auth0-Client` header, `auth0Client` parameter). */
export interface TelemetryInfo {
  name: string;
  version: string;
  env?: Record<string, string>;
}

/** Options of `new WebAuth(options)`. */
export interface WebAuthOptions {
  /** Account domain: `tenant.example.com`, or an origin such as `http://localhost:4000`. */
  domain: string;
  /** Application client identifier. */
  clientID: string;
  /** Default redirect URI. Default: none. */
  redirectUri?: string;
  /** Default scope, space-separated. Default `openid profile email`. */
  scope?: string;
  /** Default audience for API access. */
  audience?: string;
  /** Space-separated `code`, `token`, `id_token`. Default `token`, or `code` when `redirectUri` is set. */
  responseType?: string;
  /** `query`, `fragment` or `form_post`. Omitted by default. */
  responseMode?: 'query' | 'fragment' | 'form_post';
  /** Seconds of clock-skew tolerance for ID token time claims, 0..300. Default 60. */
  leeway?: number;
  /** Default `max_age` (seconds) for /authorize; enables the `auth_time` check. */
  maxAge?: number;
  /** Timeout of HTTP requests in milliseconds. Default 60000. */
  timeout?: number;
  /** Silences the library's warnings (deprecations, unknown parameters). Default false. */
  _disableDeprecationWarnings?: boolean;
  /** `false` drops the telemetry parameter and header. Default true. */
  _sendTelemetry?: boolean;
  /** Replaces the telemetry name and version. */
  _telemetryInfo?: TelemetryInfo;
}

/**
 * Options of `authorize` / `buildAuthorizeUrl`. Known options are mapped to their wire names
 * (clientID → client_id, maxAge → max_age, …); any other key is passed through with a warning.
 */
export interface AuthorizeOptions {
  clientID?: string;
  redirectUri?: string;
  responseType?: string;
  responseMode?: ResponseMode;
  scope?: string;
  audience?: string;
  connection?: string;
  /** Array values are joined with `,`. */
  connectionScope?: string | string[];
  realm?: string;
  organization?: string;
  invitation?: string;
  loginTicket?: string;
  /** Generated (and stored) when missing. */
  state?: string;
  /** Generated when `responseType` contains `id_token` and none is given. */
  nonce?: string;
  display?: string;
  prompt?: string;
  screen_hint?: string;
  maxAge?: number;
  uiLocales?: string;
  idTokenHint?: string;
  loginHint?: string;
  acrValues?: string;
  claims?: string | Record<string, unknown>;
  /** Kept in the transaction and returned by parseHash / handleRedirectCallback; never sent. */
  appState?: unknown;
  [parameter: string]: unknown;
}

/** Options of `parseHash`. */
export interface ParseHashOptions {
  /** Expected state. Default: the one stored by `authorize`. */
  state?: string;
  /** Expected nonce. Default: the one stored by `authorize`. */
  nonce?: string;
  /** The fragment to parse. Default: `location.hash`. */
  hash?: string;
  /** Tokens the response must contain. Default: the WebAuth `responseType`. */
  responseType?: string;
}

/** Options of `handleRedirectCallback`. */
export interface HandleRedirectCallbackOptions {
  /** The URL the service redirected to. Default: `location.href`. */
  url?: string;
  /** Expected state. Default: the one stored by `authorize`. */
  state?: string;
  /** Expected nonce. Default: the one stored by `authorize`. */
  nonce?: string;
}

/** Claims of a verified ID token. */
export interface IdTokenPayload {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nonce?: string;
  azp?: string;
  auth_time?: number;
  at_hash?: string;
  name?: string;
  nickname?: string;
  picture?: string;
  email?: string;
  email_verified?: boolean;
  [claim: string]: unknown;
}

/** Result of `parseHash`, `handleRedirectCallback` (and, later, `checkSession`). Missing values are `null`. */
export interface AuthResult {
  accessToken: string | null;
  idToken: string | null;
  idTokenPayload: IdTokenPayload | null;
  appState: unknown;
  refreshToken: string | null;
  state: string | null;
  /** Lifetime of the access token in seconds. */
  expiresIn: number | null;
  tokenType: string | null;
  scope: string | null;
}

/** Options of `logout` / `buildLogoutUrl`. Other keys are passed through as query parameters. */
export interface LogoutOptions {
  /** Default: the WebAuth `clientID`; `null` omits it (account-level Allowed Logout URLs apply). */
  clientID?: string | null;
  returnTo?: string;
  /** Also log out of the identity provider. Sent only when truthy. */
  federated?: boolean;
  [parameter: string]: unknown;
}

/** The user object returned by /userinfo (OIDC standard claims and more). */
export interface UserProfile {
  sub: string;
  name?: string;
  nickname?: string;
  picture?: string;
  email?: string;
  email_verified?: boolean;
  updated_at?: string;
  [claim: string]: unknown;
}

/** Body of a successful POST /oauth/token. */
export interface TokenResponse {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  expires_in?: number;
  token_type?: string;
  scope?: string;
  [field: string]: unknown;
}

/** Options of `client.oauthToken`: the grant's parameters in camelCase or wire names. */
export interface OAuthTokenOptions {
  grantType: string;
  [parameter: string]: unknown;
}
