// WebAuth: the public entry point. One class; each method validates its arguments and delegates to a
// module in ./lib. Every asynchronous method returns a Promise, or calls a node-style callback.
import { Authentication } from './authentication.js';
import type {
  AuthorizeOptions,
  AuthResult,
  Callback,
  HandleRedirectCallbackOptions,
  LogoutOptions,
  ParseHashOptions,
  WebAuthOptions,
} from './types.js';
import { bindMethods, settle, splitArgs } from './lib/callback.js';
import { handleRedirectCallback as finishCodeFlow } from './lib/code-exchange.js';
import { createContext } from './lib/context.js';
import type { CoreContext } from './lib/context.js';
import { parseHash as parseResponseHash } from './lib/hash.js';
import { navigation } from './lib/navigate.js';
import { checkResponseType, optionalString } from './lib/validate.js';

export class WebAuth {
  /** The low-level Authentication API client (URL builders, /userinfo, /oauth/token). */
  readonly client: Authentication;
  #ctx: CoreContext;

  constructor(options: WebAuthOptions) {
    this.#ctx = createContext(options);
    this.client = new Authentication(options, this.#ctx);
    bindMethods(this, WebAuth.prototype);
  }

  /** Same as `client.buildAuthorizeUrl`: the /authorize URL, with its transaction stored. */
  buildAuthorizeUrl(options?: AuthorizeOptions): string {
    return this.client.buildAuthorizeUrl(options);
  }

  /** Redirects the page to /authorize. Needs a `redirectUri` (here or in the constructor). */
  authorize(options?: AuthorizeOptions): void {
    const redirectUri = options?.redirectUri ?? this.#ctx.config.redirectUri;
    if (!redirectUri) throw new TypeError('"redirectUri" option is required');
    navigation.assign(this.client.buildAuthorizeUrl(options));
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
    return settle(parseResponseHash(this.#ctx, { hash, responseType, state, nonce }), callback);
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
    try {
      new URL(url);
    } catch {
      throw new TypeError('"url" option must be an absolute URL');
    }
    const state = optionalString(options.state, 'state');
    const nonce = optionalString(options.nonce, 'nonce');
    return settle(finishCodeFlow(this.#ctx, { url, state, nonce }), callback);
  }

  /** Same as `client.buildLogoutUrl`. */
  buildLogoutUrl(options?: LogoutOptions): string {
    return this.client.buildLogoutUrl(options);
  }

  /** Redirects the page to /v2/logout (`client_id`, `returnTo`, `federated` when truthy). */
  logout(options?: LogoutOptions): void {
    navigation.assign(this.client.buildLogoutUrl(options));
  }

  // --- Embedded login, sign-up, password change, passwordless (modules in ./lib) ---

  // --- Silent renewal (checkSession), popup and SSO data (modules in ./lib) ---
}
