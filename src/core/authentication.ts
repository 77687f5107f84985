// Authentication: the low-level client for the service's Authentication API, exposed as
// `webAuth.client` (URL builders, /userinfo, /oauth/token, and the single requests of embedded login,
// sign-up, password change and passwordless). WebAuth builds the flows on top of it.
import type {
  AuthorizeOptions,
  Callback,
  ChangePasswordOptions,
  CoAuthenticateOptions,
  CoAuthenticateResult,
  LogoutOptions,
  OAuthTokenOptions,
  PasswordlessStartRequest,
  PasswordlessStartResult,
  SignupOptions,
  SignupResult,
  TokenResponse,
  UserProfile,
  WebAuthOptions,
} from './types.js';
import { AuthError } from './errors.js';
import { toQuery, wireName, wireValue } from './lib/authorize-params.js';
import { bindMethods, settle } from './lib/callback.js';
import { createContext } from './lib/context.js';
import type { CoreContext } from './lib/context.js';
import { knownProvider } from './lib/provider.js';
import { checkOptions, requiredString } from './lib/validate.js';
import { changePasswordBody, signupBody } from './lib/database.js';
import { coAuthenticateBody } from './lib/embedded-login.js';
import { passwordlessStartBody } from './lib/passwordless.js';
import { commitAuthorize, prepareAuthorize } from './lib/prepared-authorize.js';

export class Authentication {
  #ctx: CoreContext;

  /**
   * @param options The same options as `new WebAuth(options)`.
   * @param context Internal: the state shared with the WebAuth that owns this client.
   */
  constructor(options: WebAuthOptions, context?: CoreContext) {
    this.#ctx = context ?? createContext(options);
    bindMethods(this, Authentication.prototype);
  }

  /**
   * The /authorize URL for these options (defaults from the constructor). Generates and stores the
   * transaction: `state` when missing, `nonce` for `id_token`, a PKCE pair for `code`.
   */
  buildAuthorizeUrl(options?: AuthorizeOptions): string {
    return commitAuthorize(this.#ctx, prepareAuthorize(this.#ctx, options));
  }

  /**
   * The logout URL. For the identity service, /v2/logout: `client_id` (the configured one unless
   * `clientID: null`), `returnTo`, and `federated` only when truthy; other keys are passed through.
   * With the `issuer` option, the provider's `end_session_endpoint` (RP-Initiated Logout):
   * `post_logout_redirect_uri` (from `returnTo`), `id_token_hint`, `client_id`, `state`.
   */
  buildLogoutUrl(options?: LogoutOptions): string {
    if (options !== undefined) checkOptions(options, 'logout');
    const { config } = this.#ctx;
    const { clientID, returnTo, federated, ...rest } = options ?? {};
    const params: [string, string | null][] = [];
    if (clientID !== null) {
      if (clientID !== undefined && typeof clientID !== 'string') {
        throw new TypeError('"clientID" option must be a string');
      }
      params.push(['client_id', clientID ?? config.clientID]);
    }
    if (returnTo !== undefined) {
      if (typeof returnTo !== 'string') throw new TypeError('"returnTo" option must be a string');
      params.push(['returnTo', returnTo]);
    }
    for (const [key, value] of Object.entries(rest)) {
      const name = wireName(key);
      const text = wireValue(name, value);
      if (text !== undefined) params.push([name, text]);
    }
    if (config.telemetry !== undefined) params.push(['auth0Client', config.telemetry]);
    if (federated) params.push(['federated', null]);
    const endSession = config.issuer && knownProvider(this.#ctx, 'buildLogoutUrl').endpoints.logoutUrl;
    if (endSession) return endSession(params);
    const query = toQuery(params);
    return `${config.origin}/v2/logout${query ? `?${query}` : ''}`;
  }

  /**
   * GET /userinfo (the provider's userinfo endpoint) with `Authorization: Bearer <accessToken>`;
   * `unsupported_by_provider` for an `issuer` whose configuration names no userinfo endpoint.
   */
  userInfo(accessToken: string): Promise<UserProfile>;
  userInfo(accessToken: string, callback: Callback<UserProfile>): void;
  userInfo(accessToken: string, callback?: Callback<UserProfile>): Promise<UserProfile> | void {
    const token = requiredString(accessToken, 'accessToken');
    const ctx = this.#ctx;
    // A provider without a userinfo_endpoint is asked nothing: the token goes nowhere else.
    const profile = ctx.ready().then(({ endpoints }) => {
      if (endpoints.userinfo === undefined) {
        throw new AuthError({
          code: 'unsupported_by_provider',
          description: `The OpenID Provider "${endpoints.issuer}" names no userinfo_endpoint`,
        });
      }
      return ctx.fetchJson<UserProfile>(endpoints.userinfo, { method: 'GET', bearer: token });
    });
    return settle(profile, callback);
  }

  /**
   * POST /oauth/token, form-encoded. Options in camelCase (`grantType`, `codeVerifier`, `redirectUri`, …) or wire
   * names; `client_id`, and `scope` and `audience` when the constructor set them, default to the
   * configured ones (as auth0.js does). Returns the raw token response.
   */
  oauthToken(options: OAuthTokenOptions): Promise<TokenResponse>;
  oauthToken(options: OAuthTokenOptions, callback: Callback<TokenResponse>): void;
  oauthToken(options: OAuthTokenOptions, callback?: Callback<TokenResponse>): Promise<TokenResponse> | void {
    checkOptions(options, 'oauthToken');
    requiredString(options.grantType, 'grantType');
    const { clientID, scope, audience } = this.#ctx.config;
    const form: Record<string, unknown> = { client_id: clientID, scope, audience };
    for (const [key, value] of Object.entries(options)) {
      if (value !== undefined) form[wireName(key)] = value;
    }
    const ctx = this.#ctx;
    const tokens = ctx
      .ready()
      .then(({ endpoints }) => ctx.fetchJson<TokenResponse>(endpoints.token, { method: 'POST', form }));
    return settle(tokens, callback);
  }

  // --- Embedded login, sign-up, password change, passwordless: the single requests (flows on WebAuth) ---

  /**
   * POST /co/authenticate with the service's cookies: `{client_id, credential_type, username, password
   * | otp, realm}`. Resolves with `{login_ticket, co_verifier, co_id}` and stores nothing; `webAuth.login`
   * and `webAuth.passwordlessLogin` are the flows that keep the verifier and redirect with the ticket.
   */
  coAuthenticate(options: CoAuthenticateOptions, callback: Callback<CoAuthenticateResult>): void;
  coAuthenticate(options: CoAuthenticateOptions): Promise<CoAuthenticateResult>;
  coAuthenticate(
    options: CoAuthenticateOptions,
    callback?: Callback<CoAuthenticateResult>,
  ): Promise<CoAuthenticateResult> | void {
    const body = coAuthenticateBody(this.#ctx.config.clientID, options);
    return settle(
      this.#ctx.load.requests().then(({ coAuthenticate }) => coAuthenticate(this.#ctx, body)),
      callback,
    );
  }

  /**
   * POST /dbconnections/signup: creates a user in a database connection. `email`, `password` and
   * `connection` are required; `userMetadata` is sent as `user_metadata`. Resolves with
   * `{_id, email, email_verified, username?}`. A failed password policy is an `invalid_password`
   * AuthError whose `policy` holds the rules as the service wrote them.
   */
  signup(options: SignupOptions, callback: Callback<SignupResult>): void;
  signup(options: SignupOptions): Promise<SignupResult>;
  signup(options: SignupOptions, callback?: Callback<SignupResult>): Promise<SignupResult> | void {
    const body = signupBody(this.#ctx.config.clientID, options, this.#ctx.warner);
    return settle(
      this.#ctx.load.requests().then(({ signup }) => signup(this.#ctx, body)),
      callback,
    );
  }

  /** POST /dbconnections/change_password (`connection`, `email`): resolves with the service's message. */
  changePassword(options: ChangePasswordOptions, callback: Callback<string>): void;
  changePassword(options: ChangePasswordOptions): Promise<string>;
  changePassword(options: ChangePasswordOptions, callback?: Callback<string>): Promise<string> | void {
    const body = changePasswordBody(this.#ctx.config.clientID, options);
    return settle(
      this.#ctx.load.requests().then(({ changePassword }) => changePassword(this.#ctx, body)),
      callback,
    );
  }

  /**
   * POST /passwordless/start with `authParams` as given (wire names) and no transaction stored; see
   * `webAuth.passwordlessStart` for the flow that builds and keeps them.
   */
  passwordlessStart(request: PasswordlessStartRequest, callback: Callback<PasswordlessStartResult>): void;
  passwordlessStart(request: PasswordlessStartRequest): Promise<PasswordlessStartResult>;
  passwordlessStart(
    request: PasswordlessStartRequest,
    callback?: Callback<PasswordlessStartResult>,
  ): Promise<PasswordlessStartResult> | void {
    const body = passwordlessStartBody(this.#ctx.config.clientID, request);
    return settle(
      this.#ctx.load.requests().then(({ passwordlessStart }) => passwordlessStart(this.#ctx, body)),
      callback,
    );
  }
}
