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
  /**
   * Default organization (an id `org_…`, or a name where the tenant allows names) of `authorize`,
   * `popup.authorize` and `login`; the ID token's `org_id` (or `org_name`) must then match it.
   * `checkSession` and the passwordless methods take it only as their own option (as auth0.js does).
   */
  organization?: string;
  /** Default invitation (a ticket id, see `parseInvitation`) of `authorize`, `popup.authorize` and `login`. */
  invitation?: string;
  /** Timeout of HTTP requests in milliseconds. Default 60000. */
  timeout?: number;
  /**
   * Another OpenID Provider's issuer, e.g. `http://localhost:3000`: its endpoints are read from
   * `{issuer}/.well-known/openid-configuration` (once per page) and ID tokens must carry exactly this
   * `iss`. Without it, the identity service at `domain` is used with its fixed paths.
   */
  issuer?: string;
  /**
   * Renewal without third-party cookies: ask for `offline_access`, keep the refresh token of each
   * code exchange and renew with the refresh_token grant (`renewTokens`), keeping the rotated token.
   * Needs the code flow (`responseType: 'code'`). Default false.
   */
  useRefreshTokens?: boolean;
  /**
   * Where refresh tokens are kept: `memory` (default: gone with the page, safe from other scripts'
   * storage reads) or `local` (localStorage: survives reloads and is shared by tabs, but any script
   * on the origin, an XSS included, can read it).
   */
  refreshTokenStorage?: 'memory' | 'local';
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
  /**
   * The organization to log in to: an id (`org_…`), or a name where the tenant allows names. Kept in the
   * transaction: the ID token's `org_id` (for an id) or `org_name` (for a name, lower-cased) must match it.
   */
  organization?: string;
  /** An invitation's ticket id, with its `organization` (see `parseInvitation`). */
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

/** Result of `parseHash`, `handleRedirectCallback`, `checkSession` and `popup.authorize`. Missing values are `null`. */
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
  /** Also log out of the identity provider. Sent only when truthy (identity service only). */
  federated?: boolean;
  /** RP-Initiated Logout: the ID token of the session, sent as `id_token_hint`. */
  idTokenHint?: string;
  /** Sent back to `returnTo` by an end-session endpoint. */
  state?: string;
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

// --- Embedded login, sign-up, password change, passwordless ---

/**
 * Options of `login` (embedded login against a database connection through /co/authenticate). Keys
 * other than the credentials are authorize options for the redirect that follows (`redirectUri`,
 * `responseType`, `state`, `appState`, `scope`, …).
 */
export interface LoginOptions extends AuthorizeOptions {
  /** Either `username` or `email` is required; `username` wins when both are given. */
  username?: string;
  email?: string;
  password: string;
  /** The database connection. With it the credential type is `password-realm`, without it `password`. */
  realm?: string;
}

/**
 * Options of `client.coAuthenticate`: the body of POST /co/authenticate in camelCase (or wire names).
 * `client_id` is the configured one.
 */
export interface CoAuthenticateOptions {
  /**
   * Default: the passwordless `otp` type when `otp` is given, `password-realm` when `realm` is given,
   * else `password`.
   */
  credentialType?: string;
  username: string;
  password?: string;
  otp?: string;
  realm?: string;
}

/** Body of a successful POST /co/authenticate. */
export interface CoAuthenticateResult {
  login_ticket: string;
  co_verifier: string;
  co_id: string;
}

/** Options of `signup`. Profile fields may be camelCase (`givenName`) or wire names (`given_name`). */
export interface SignupOptions {
  email: string;
  password: string;
  /** The database connection to create the user in. */
  connection: string;
  /** Required by the service when the connection requires usernames. */
  username?: string;
  /** Stored as the user's `user_metadata`. */
  userMetadata?: Record<string, unknown>;
  /** Same as `userMetadata` (the wire name). */
  user_metadata?: Record<string, unknown>;
  givenName?: string;
  given_name?: string;
  familyName?: string;
  family_name?: string;
  name?: string;
  nickname?: string;
  picture?: string;
}

/** Body of a successful POST /dbconnections/signup. */
export interface SignupResult {
  _id: string;
  email: string;
  email_verified: boolean;
  username?: string;
  [field: string]: unknown;
}

/** Options of `changePassword`. */
export interface ChangePasswordOptions {
  connection: string;
  email: string;
}

/**
 * Options of `passwordlessStart`. Exactly one of `email` and `phoneNumber`. Other keys are authorize
 * options sent as `authParams` (`redirectUri`, `responseType`, `scope`, `state`, `appState`, …).
 */
export interface PasswordlessStartOptions extends AuthorizeOptions {
  /** `email` or `sms`. */
  connection: string;
  /** `code` or `link`; `null` or omitted sends a link. */
  send?: 'code' | 'link' | null;
  email?: string;
  phoneNumber?: string;
}

/**
 * Options of `client.passwordlessStart`: the request as sent, with `authParams` given in wire names.
 * No transaction is stored; use `WebAuth.passwordlessStart` for a link the callback page can verify.
 */
export interface PasswordlessStartRequest {
  connection: string;
  send?: 'code' | 'link' | null;
  email?: string;
  phoneNumber?: string;
  authParams?: Record<string, string>;
}

/** Body of a successful POST /passwordless/start: `{_id, email, email_verified}` or `{_id, phone_number}`. */
export interface PasswordlessStartResult {
  _id: string;
  email?: string;
  email_verified?: boolean;
  phone_number?: string;
  [field: string]: unknown;
}

/**
 * Options of `passwordlessLogin`. Exactly one of `email` and `phoneNumber`. Other keys are authorize
 * options for the redirect that follows.
 */
export interface PasswordlessLoginOptions extends AuthorizeOptions {
  /** `email` or `sms`: the same as in `passwordlessStart`. */
  connection: string;
  /** The code the user received. */
  verificationCode: string;
  email?: string;
  phoneNumber?: string;
}

// --- Silent renewal (checkSession), popup and SSO data ---

/**
 * Options of `checkSession`: any authorize option (omitted ones default to the construction values;
 * audience and scope may differ). `responseMode` is always `web_message` and `prompt` always `none`.
 * A `nonce` given here is the one the ID token's `nonce` claim must carry; otherwise one is generated.
 */
export interface CheckSessionOptions extends AuthorizeOptions {
  /** Milliseconds to wait for the service's answer. Default 60000. */
  timeout?: number;
}

/** Size and position of the popup window, in pixels. Default 500×600, centred over the page. */
export interface PopupWindowOptions {
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}

/** Options of `popup.authorize`: any authorize option, plus the window's features and a timeout. */
export interface PopupAuthorizeOptions extends AuthorizeOptions {
  popupOptions?: PopupWindowOptions;
  /** Milliseconds to wait for the popup's answer. Default 300000 (5 minutes). */
  timeout?: number;
}

/** Options of `popup.callback`. */
export interface PopupCallbackOptions {
  /** The URL holding the authorization response. Default: `location.href`. */
  url?: string;
}

/** Result of `getSSOData`. */
export interface SSOData {
  /** Whether the user has a session at the service. */
  sso: boolean;
  /** Clients the session has been used with (this one, as far as the browser can tell). */
  sessionClients?: string[];
  lastUsedClientID?: string;
  /** `sub` of the session's user. */
  lastUsedUserID?: string;
  /** The user's email, else name or nickname. */
  lastUsedUsername?: string;
}
