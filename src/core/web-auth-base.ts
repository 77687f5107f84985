// WebAuthBase: every method of the public WebAuth (./web-auth.ts) but its three facades (`popup`,
// `passkeys`, `mfa`); each method validates its arguments and delegates to a module in ./lib, and every
// asynchronous method returns a Promise, or calls a node-style callback. The elements construct this
// class, and reach a facade's work only in the code that uses it, which they load on demand (`popupOf`,
// `passkeyCeremony`, `mfaVerify`, beside each facade's class): a log-in page without a popup, passkeys or a
// second factor downloads none of the three (about 1.1 KB gzip less on the CDN login page, measured with
// the autoloader). WebAuth adds the three to it.
import { Authentication } from './authentication.js';
import type {
  AuthorizeOptions,
  AuthResult,
  Callback,
  ChangePasswordOptions,
  HandleRedirectCallbackOptions,
  LoginOptions,
  LogoutOptions,
  ParseHashOptions,
  PasswordlessLoginOptions,
  PasswordlessStartOptions,
  PasswordlessStartResult,
  SignupOptions,
  SignupResult,
  WebAuthOptions,
} from './types.js';
import { bindMethods, settle, splitArgs } from './lib/callback.js';
import { createContext } from './lib/context.js';
import type { CoreContext } from './lib/context.js';
import { navigation } from './lib/navigate.js';
import { absoluteUrl, checkResponseType, optionalString } from './lib/validate.js';
import { prepareLogin, preparePasswordlessLogin } from './lib/embedded-login.js';
import type { EmbeddedLogin } from './lib/embedded-login.js';
import { serveVerifierRequests } from './lib/cross-origin.js';
import { preparePasswordlessStart } from './lib/passwordless.js';
import type { CheckSessionOptions, SSOData } from './types.js';
import { checkSession as startCheckSession } from './lib/check-session.js';
import { commitAuthorize, prepareAuthorize } from './lib/prepared-authorize.js';

/** The state each client shares with the facades built over it. */
const contexts = new WeakMap<WebAuthBase, CoreContext>();

/** The state of `client`, for a facade built over it (./popup.ts, ./passkeys.ts, ./mfa.ts). */
export const contextOf = (client: WebAuthBase): CoreContext => contexts.get(client)!;

export class WebAuthBase {
  /** The low-level Authentication API client (URL builders, /userinfo, /oauth/token). */
  readonly client: Authentication;
  #ctx: CoreContext;
  /** Whether `redirectUri` and `responseType` were given to the constructor (passwordlessLogin needs both). */
  #passwordlessLoginReady: boolean;

  constructor(options: WebAuthOptions) {
    this.#ctx = createContext(options);
    this.#passwordlessLoginReady = Boolean(options.redirectUri) && options.responseType !== undefined;
    contexts.set(this, this.#ctx);
    this.client = new Authentication(options, this.#ctx);
    bindMethods(this, WebAuthBase.prototype);
  }

  /** Same as `client.buildAuthorizeUrl`: the /authorize URL, with its transaction stored. */
  buildAuthorizeUrl(options?: AuthorizeOptions): string {
    return this.client.buildAuthorizeUrl(options);
  }

  /**
   * With the `issuer` option: resolves once the provider's configuration is read (the constructor
   * starts reading it), rejects with the AuthError that kept it from loading. Resolves at once
   * otherwise. The URL builders (`buildAuthorizeUrl`, `buildLogoutUrl`) need it first.
   */
  ready(): Promise<void> {
    return this.#ctx.ready().then(() => undefined);
  }

  /**
   * Redirects the page to the authorization endpoint. Needs a `redirectUri` (here or in the
   * constructor). With the `issuer` option, the redirect waits for the provider's configuration.
   */
  authorize(options?: AuthorizeOptions): void {
    const redirectUri = options?.redirectUri ?? this.#ctx.config.redirectUri;
    if (!redirectUri) throw new TypeError('"redirectUri" option is required');
    const prepared = prepareAuthorize(this.#ctx, options);
    this.#whenReady(() => navigation.assign(commitAuthorize(this.#ctx, prepared)));
  }

  /** Runs `go` now when the endpoints are known, else once they are (a failure is logged). */
  #whenReady(go: () => void): void {
    if (this.#ctx.provider) return go();
    this.#ctx.ready().then(go, (error: unknown) => console.error('[auth-elements]', error));
  }

  /**
   * Parses the authorization response in the URL fragment (default `location.hash`). Resolves with
   * null when the fragment holds no token and no error; rejects with an AuthError otherwise.
   */
  parseHash(options?: ParseHashOptions): Promise<AuthResult | null>;
  parseHash(callback: Callback<AuthResult | null>): void;
  parseHash(options: ParseHashOptions | undefined, callback: Callback<AuthResult | null>): void;
  parseHash(
    optionsOrCallback?: ParseHashOptions | Callback<AuthResult | null>,
    maybeCallback?: Callback<AuthResult | null>,
  ): Promise<AuthResult | null> | void {
    const [options = {}, callback] = splitArgs<ParseHashOptions, AuthResult | null>(
      optionsOrCallback,
      maybeCallback,
    );
    const hash = optionalString(options.hash, 'hash') ?? globalThis.location?.hash ?? '';
    const responseType = checkResponseType(
      options.responseType ?? this.#ctx.config.responseType,
      'responseType',
    );
    const state = optionalString(options.state, 'state');
    const nonce = optionalString(options.nonce, 'nonce');
    const ctx = this.#ctx;
    return settle(
      ctx.load.responses().then(({ parseHash }) => parseHash(ctx, { hash, responseType, state, nonce })),
      callback,
    );
  }

  /**
   * Finishes an authorization-code (PKCE) redirect: reads `?code=&state=` from `options.url` (default
   * `location.href`), checks the state, exchanges the code at /oauth/token with the stored verifier and
   * verifies the ID token. Same result as `parseHash`; null when the URL holds no code and no error.
   * It does not change the URL: remove the parameters with `history.replaceState` afterwards.
   */
  handleRedirectCallback(options?: HandleRedirectCallbackOptions): Promise<AuthResult | null>;
  handleRedirectCallback(callback: Callback<AuthResult | null>): void;
  handleRedirectCallback(
    options: HandleRedirectCallbackOptions | undefined,
    callback: Callback<AuthResult | null>,
  ): void;
  handleRedirectCallback(
    optionsOrCallback?: HandleRedirectCallbackOptions | Callback<AuthResult | null>,
    maybeCallback?: Callback<AuthResult | null>,
  ): Promise<AuthResult | null> | void {
    const [options = {}, callback] = splitArgs<HandleRedirectCallbackOptions, AuthResult | null>(
      optionsOrCallback,
      maybeCallback,
    );
    const url = optionalString(options.url, 'url') ?? globalThis.location?.href;
    if (!url) throw new TypeError('"url" option is required outside a browser');
    absoluteUrl(url, 'url');
    const state = optionalString(options.state, 'state');
    const nonce = optionalString(options.nonce, 'nonce');
    const ctx = this.#ctx;
    return settle(
      ctx.load
        .responses()
        .then(({ handleRedirectCallback }) => handleRedirectCallback(ctx, { url, state, nonce })),
      callback,
    );
  }

  /** Same as `client.buildLogoutUrl`. */
  buildLogoutUrl(options?: LogoutOptions): string {
    return this.client.buildLogoutUrl(options);
  }

  /**
   * Redirects the page to the logout URL (see `buildLogoutUrl`): /v2/logout, or the provider's
   * end-session endpoint with the `issuer` option (once its configuration is read). With
   * `useRefreshTokens`, the kept refresh token is first forgotten (in every tab) and revoked.
   */
  logout(options?: LogoutOptions): void {
    const go = (): void => this.#whenReady(() => navigation.assign(this.client.buildLogoutUrl(options)));
    if (!this.#ctx.config.useRefreshTokens) return go();
    // The kept refresh token is forgotten (in the renewals' lock) and revoked before the page leaves.
    void this.#ctx.load
      .refreshTokens()
      .then(({ endRefreshToken }) => endRefreshToken(this.#ctx))
      .catch(() => undefined)
      .then(go);
  }

  // --- Embedded login, sign-up, password change, passwordless (modules in ./lib) ---
  // (The Promise overload comes last, so `typeof webAuth.login` and sinon stubs see the Promise form.)

  /**
   * Embedded login against a database connection: POST /co/authenticate with `username` (or `email`),
   * `password` and `realm`, then a full-page redirect to /authorize with the login ticket. The other
   * options are authorize options for that redirect (a `redirectUri` is required, here or in the
   * constructor). The cross-origin verifier is kept 15 minutes for `crossOriginVerification`. Resolves
   * once the redirect has started; rejects with the service's error (nothing is stored then).
   */
  login(options: LoginOptions, callback: Callback<void>): void;
  login(options: LoginOptions): Promise<void>;
  login(options: LoginOptions, callback?: Callback<void>): Promise<void> | void {
    const login = prepareLogin(this.#ctx, options);
    return settle(this.#embeddedLogin(login), callback);
  }

  /**
   * Serves the cross-origin verification page (for browsers that block third-party cookies): call it
   * in a page of the app's origin that the service frames with `#origin={service origin}`. It answers
   * the service's requests for the verifier kept by `login`. Returns a function that stops answering.
   */
  crossOriginVerification(): () => void {
    const win = (globalThis as { window?: Window }).window;
    if (!win) throw new TypeError('crossOriginVerification() must be called in a browser page');
    return serveVerifierRequests(this.#ctx, win);
  }

  /** Creates a database-connection user; see `client.signup`. */
  signup(options: SignupOptions, callback: Callback<SignupResult>): void;
  signup(options: SignupOptions): Promise<SignupResult>;
  signup(options: SignupOptions, callback?: Callback<SignupResult>): Promise<SignupResult> | void {
    return callback ? this.client.signup(options, callback) : this.client.signup(options);
  }

  /** Asks the service to e-mail a password-reset link; resolves with the service's message. */
  changePassword(options: ChangePasswordOptions, callback: Callback<string>): void;
  changePassword(options: ChangePasswordOptions): Promise<string>;
  changePassword(options: ChangePasswordOptions, callback?: Callback<string>): Promise<string> | void {
    return callback ? this.client.changePassword(options, callback) : this.client.changePassword(options);
  }

  /**
   * Sends a one-time code (`send: 'code'`) or a magic link (`send: 'link'`, null or omitted) by e-mail
   * (`connection: 'email'`, `email`) or SMS (`connection: 'sms'`, `phoneNumber`). The other options are
   * sent as `authParams`; for a link, state and nonce are generated and the transaction stored as for
   * `authorize`, so the callback page verifies the redirect with `parseHash` / `handleRedirectCallback`.
   */
  passwordlessStart(options: PasswordlessStartOptions, callback: Callback<PasswordlessStartResult>): void;
  passwordlessStart(options: PasswordlessStartOptions): Promise<PasswordlessStartResult>;
  passwordlessStart(
    options: PasswordlessStartOptions,
    callback?: Callback<PasswordlessStartResult>,
  ): Promise<PasswordlessStartResult> | void {
    const ctx = this.#ctx;
    const prepared = preparePasswordlessStart(ctx, options);
    return settle(
      ctx.load.requests().then(({ startWithTransaction }) => startWithTransaction(ctx, prepared)),
      callback,
    );
  }

  /**
   * Verifies a passwordless code (POST /co/authenticate, credential type passwordless/otp) and
   * redirects to /authorize with the login ticket, like `login`. Needs `redirectUri` and
   * `responseType` given to the constructor.
   */
  passwordlessLogin(options: PasswordlessLoginOptions, callback: Callback<void>): void;
  passwordlessLogin(options: PasswordlessLoginOptions): Promise<void>;
  passwordlessLogin(options: PasswordlessLoginOptions, callback?: Callback<void>): Promise<void> | void {
    if (!this.#passwordlessLoginReady) {
      throw new TypeError(
        'passwordlessLogin needs "redirectUri" and "responseType" given to the WebAuth constructor',
      );
    }
    const login = preparePasswordlessLogin(this.#ctx, options);
    return settle(this.#embeddedLogin(login), callback);
  }

  #embeddedLogin(login: EmbeddedLogin): Promise<void> {
    const ctx = this.#ctx;
    return ctx.load.requests().then(({ embeddedLogin }) => embeddedLogin(ctx, login));
  }

  // --- Silent renewal (checkSession), popup and SSO data (modules in ./lib) ---

  /**
   * Silent authentication: /authorize with `prompt=none` and `response_mode=web_message` in a hidden
   * iframe, for a user who already has a session at the service. Options default to the construction
   * values (audience and scope may differ); `redirectUri` defaults to the configured one, else
   * `location.origin`, and must be on this page's origin (else `origin_mismatch`). Rejects at once with
   * the service's error (`login_required`, `consent_required`, ...), or with `timeout` after `timeout`
   * ms (default 60000). Call it at most once per 15 minutes; see `createSessionRenewer`.
   */
  checkSession(options?: CheckSessionOptions): Promise<AuthResult>;
  checkSession(callback: Callback<AuthResult>): void;
  checkSession(options: CheckSessionOptions | undefined, callback: Callback<AuthResult>): void;
  checkSession(
    optionsOrCallback?: CheckSessionOptions | Callback<AuthResult>,
    maybeCallback?: Callback<AuthResult>,
  ): Promise<AuthResult> | void {
    const [options, callback] = splitArgs<CheckSessionOptions, AuthResult>(optionsOrCallback, maybeCallback);
    return settle(startCheckSession(this.#ctx, options), callback);
  }

  /**
   * Renews the tokens: with the kept refresh token when `useRefreshTokens` is on (the refresh_token
   * grant; the rotated token is kept, and one renewal runs at a time across the page and, with Web
   * Locks, the browser), else, or when the provider refuses the token, with `checkSession(options)`.
   * The result carries no `refreshToken`: the core keeps it.
   */
  renewTokens(options?: CheckSessionOptions): Promise<AuthResult>;
  renewTokens(callback: Callback<AuthResult>): void;
  renewTokens(options: CheckSessionOptions | undefined, callback: Callback<AuthResult>): void;
  renewTokens(
    optionsOrCallback?: CheckSessionOptions | Callback<AuthResult>,
    maybeCallback?: Callback<AuthResult>,
  ): Promise<AuthResult> | void {
    const [options, callback] = splitArgs<CheckSessionOptions, AuthResult>(optionsOrCallback, maybeCallback);
    const ctx = this.#ctx;
    const check = (): Promise<AuthResult> => startCheckSession(ctx, options);
    const renewal = ctx.config.useRefreshTokens
      ? ctx.load.refreshTokens().then(({ renewTokens }) => renewTokens(ctx, check))
      : check();
    return settle(renewal, callback);
  }

  /**
   * Single sign-on data, from a silent checkSession with `scope: 'openid profile email'`: `{sso: true,
   * lastUsedUserID, lastUsedUsername, ...}` with a session, `{sso: false}` without one (login_required).
   * On localhost, a session that has not consented to that scope yields `{sso: false}` and a console
   * error that explains the consent rule.
   */
  getSSOData(): Promise<SSOData>;
  getSSOData(callback: Callback<SSOData>): void;
  getSSOData(callback?: Callback<SSOData>): Promise<SSOData> | void {
    if (callback !== undefined && typeof callback !== 'function') {
      throw new TypeError('The callback must be a function');
    }
    const check = (options: CheckSessionOptions): Promise<AuthResult> =>
      startCheckSession(this.#ctx, options);
    const { clientID } = this.#ctx.config;
    return settle(
      this.#ctx.load.ssoData().then(({ getSSOData }) => getSSOData(check, clientID)),
      callback,
    );
  }
}
