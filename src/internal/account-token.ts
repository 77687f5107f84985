// An access token an element gets for itself for one of the service's APIs about the signed-in user
// (the Management API's current-user scopes, the My Account API): the one way every element gets one.
// The token the page gave is used as is; else one is asked silently with `webAuth.checkSession({audience,
// scope, responseType: 'token'})`, kept for one source (a key the element makes of its domain, client and
// session) until shortly before it expires, replaced once when the API no longer accepts a kept token,
// and got again in a popup that asks for the consent ("Grant access": `popup.authorize({audience, scope,
// responseType: 'token', prompt: 'consent'})`). <auth-profile> and <api-permissions-editor> use it
// through AccountScreen; `<auth-login passkeys>`'s upgrade offer (./passkey-upgrade.ts) with the My
// Account scopes it asked for at log-in: `new SilentToken(myAccountApi(scopes), () => webAuth)`.
import { AuthError, resolveOrigin } from '../core/index.js';
import type { AuthResult, PopupAuthorizeOptions } from '../core/index.js';
import { popupOf } from '../core/popup.js';
import type { WebAuthBase } from '../core/web-auth-base.js';

/** Renew a token obtained with checkSession this long before it expires. */
export const TOKEN_MARGIN_MS = 60_000;

/** One of the service's APIs about the signed-in user, as a token is asked for it. */
export interface TokenApi {
  /** The API's audience for `domain` (a TypeError without a domain, or for one refused). */
  readonly audience: (domain: string | undefined) => string;
  /** The scopes asked for (space-separated). */
  readonly scopes: string;
  /** Whether `error` says the API no longer accepts the token it was sent (a kept one is then replaced once). */
  readonly refused: (error: AuthError) => boolean;
  /** The API's name in an error's description. */
  readonly name: string;
  /** The organization a token must be bound to (the My Organization API), asked for with it. */
  readonly organization?: () => string | undefined;
}

/** The scopes of the user's own authentication methods and the factors the tenant offers (My Account API). */
const MY_ACCOUNT_SCOPES = [
  'create:me:authentication_methods',
  'read:me:authentication_methods',
  'update:me:authentication_methods',
  'delete:me:authentication_methods',
  'read:me:factors',
].join(' ');

function requireDomain(domain: string | undefined): string {
  if (!domain) {
    throw new TypeError(
      '"domain" is required: set the domain attribute or wrap the element in <auth-provider>',
    );
  }
  return domain;
}

/** The Management API audience of `domain`: `{origin}/api/v2/` (a TypeError without one, or for one refused). */
export function managementAudience(domain: string | undefined): string {
  return `${resolveOrigin(requireDomain(domain))}/api/v2/`;
}

/** The My Account API audience of `domain`: `{origin}/me/` (a TypeError without one, or for one refused). */
export function myAccountAudience(domain: string | undefined): string {
  return `${resolveOrigin(requireDomain(domain))}/me/`;
}

/** The My Organization API audience of `domain`: `{origin}/my-org/` (a TypeError without one, or for one refused). */
export function myOrganizationAudience(domain: string | undefined): string {
  return `${resolveOrigin(requireDomain(domain))}/my-org/`;
}

/** The My Organization API with `scopes`, its tokens bound to the organization `organization()` names. */
export function myOrganizationApi(scopes: string, organization: () => string | undefined): TokenApi {
  return {
    audience: myOrganizationAudience,
    scopes,
    refused: (error) => error.statusCode === 401 || error.code === 'invalid_token',
    name: 'the My Organization API',
    organization,
  };
}

/** The Management API with the current-user `scopes` an element asks for. */
export function managementApi(scopes: string): TokenApi {
  return {
    audience: managementAudience,
    scopes,
    refused: (error) => error.code === 'invalid_token',
    name: 'the Management API',
  };
}

/**
 * The My Account API with `scopes` (default: all of {@link MY_ACCOUNT_SCOPES}). It refuses a token it no
 * longer accepts with a 401 problem document (`unauthorized`).
 */
export function myAccountApi(scopes: string = MY_ACCOUNT_SCOPES): TokenApi {
  return {
    audience: myAccountAudience,
    scopes,
    refused: (error) => error.statusCode === 401 || error.code === 'invalid_token',
    name: 'the My Account API',
  };
}

/** A token of one {@link TokenApi}, got silently and kept for one source (see the header). */
export class SilentToken {
  readonly #api: TokenApi;
  readonly #webAuth: () => WebAuthBase;
  #kept: { readonly token: string; readonly key: string; readonly expiresAt: number } | null = null;

  constructor(api: TokenApi, webAuth: () => WebAuthBase) {
    this.#api = api;
    this.#webAuth = webAuth;
  }

  get api(): TokenApi {
    return this.#api;
  }

  /** Forgets the kept token (the source changed). */
  forget(): void {
    this.#kept = null;
  }

  /**
   * Runs `send` with the token the page gave (`given`, used as is), else the one kept for `key`, else
   * one asked silently. A kept token the API refuses ({@link TokenApi.refused}) is replaced once; a
   * token just asked for is not asked again; any other failure is `send`'s. `send` gets the token and
   * the service's origin.
   */
  async use<T>(
    domain: string | undefined,
    key: string,
    send: (token: string, origin: string) => Promise<T>,
    given?: string,
  ): Promise<T> {
    const audience = this.#api.audience(domain);
    const origin = new URL(audience).origin;
    if (given?.trim()) return send(given.trim(), origin);
    const kept = this.#kept;
    const keptBefore = kept?.key === key && kept.expiresAt - TOKEN_MARGIN_MS > Date.now() ? kept.token : null;
    const token = keptBefore ?? (await this.#ask(audience, key));
    try {
      return await send(token, origin);
    } catch (caught) {
      if (!(caught instanceof AuthError) || !this.#api.refused(caught)) throw caught;
      if (this.#kept?.token === token) this.#kept = null;
      if (keptBefore === null) throw caught;
      return send(await this.#ask(audience, key), origin);
    }
  }

  /**
   * "Grant access" (call it within the click: browsers block popups opened after an `await`): logs in
   * again in a popup asking for the API's scopes, which the service records as consented, and keeps
   * the token it returns for `key`.
   */
  async grant(domain: string | undefined, key: string, popup: PopupAuthorizeOptions): Promise<string> {
    const audience = this.#api.audience(domain);
    const result = await popupOf(this.#webAuth()).authorize({
      ...popup,
      ...this.#organization(),
      audience,
      scope: `openid profile email ${this.#api.scopes}`,
      responseType: 'token',
      prompt: 'consent',
    });
    return this.keep(result, key);
  }

  async #ask(audience: string, key: string): Promise<string> {
    const result = await this.#webAuth().checkSession({
      ...this.#organization(),
      audience,
      scope: this.#api.scopes,
      responseType: 'token',
    });
    return this.keep(result, key);
  }

  #organization(): { organization?: string } {
    const organization = this.#api.organization?.();
    return organization ? { organization } : {};
  }

  /** Keeps the access token of `result` (checkSession or the consent popup) for `key`. */
  keep(result: AuthResult, key: string): string {
    if (!result.accessToken) {
      throw new AuthError({
        code: 'invalid_response',
        description: `The service returned no access token for ${this.#api.name}.`,
      });
    }
    this.#kept = {
      token: result.accessToken,
      key,
      expiresAt: Date.now() + (result.expiresIn ?? 3600) * 1000,
    };
    return result.accessToken;
  }
}
