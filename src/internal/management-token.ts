// The one way an element gets a Management API token and calls the Management API with it.
//
// A token the page gave (`token` property) is used as is. Otherwise the element asks the service
// silently (`webAuth.checkSession({audience: '{origin}/api/v2/', scope, responseType: 'token'})`) and
// keeps the token until shortly before it expires, for the same audience and the same `key` (who and
// what the token is for: a change of user or configuration asks again). A kept token the service no
// longer accepts (`invalid_token`) is dropped and replaced once by a new one.
import { AuthError, Management, resolveOrigin } from '../core/index.js';
import type { AuthResult, WebAuth } from '../core/index.js';

/** Renew a token obtained with checkSession this long before it expires. */
export const TOKEN_MARGIN_MS = 60_000;

/** What one request for a token needs: where, for whom, and how to ask. */
export interface ManagementTokenRequest {
  /** The configured `domain` (a host or an origin). */
  readonly domain: string | undefined;
  /** The token the page gave, if any. */
  readonly token?: string | undefined;
  /** The WebAuth that asks the service with checkSession (read only when no token is given). */
  readonly webAuth: () => WebAuth;
  /** Who and what the token is for (for example the user id): a kept token serves only the same key. */
  readonly key: string;
}

/** The Management API audience of a domain: `{origin}/api/v2/` (a TypeError for a domain refused). */
export function managementAudience(domain: string): string {
  return `${resolveOrigin(domain)}/api/v2/`;
}

/** The Management API token an element uses, and the Management client built with it. */
export class ManagementToken {
  readonly #scope: string;
  #kept: { token: string; key: string; expiresAt: number } | null = null;

  /** `scope`: the permissions asked for with checkSession (space-separated). */
  constructor(scope: string) {
    this.#scope = scope;
  }

  /** The audience for `request`'s domain; a TypeError saying what to do without a domain. */
  audience(request: Pick<ManagementTokenRequest, 'domain'>): string {
    if (!request.domain) {
      throw new TypeError(
        '"domain" is required: set the domain attribute or wrap the element in <auth-provider>',
      );
    }
    return managementAudience(request.domain);
  }

  /**
   * Runs `call` with a Management client and the token it carries. A kept token refused with
   * `invalid_token` is replaced once; any other failure is `call`'s.
   */
  async call<T>(
    request: ManagementTokenRequest,
    call: (management: Management, token: string) => Promise<T>,
  ): Promise<T> {
    const audience = this.audience(request);
    const domain = audience.slice(0, -'/api/v2/'.length);
    const given = request.token?.trim();
    if (given) return call(new Management({ domain, token: given }), given);
    const keptBefore = this.#valid(audience, request.key);
    const token = keptBefore ?? (await this.#ask(request, audience));
    try {
      return await call(new Management({ domain, token }), token);
    } catch (caught) {
      if (!(caught instanceof AuthError) || caught.code !== 'invalid_token') throw caught;
      if (this.#kept?.token === token) this.#kept = null;
      if (keptBefore === null) throw caught;
      const fresh = await this.#ask(request, audience);
      return call(new Management({ domain, token: fresh }), fresh);
    }
  }

  /** Keeps the access token of `result` (checkSession or a consent popup) for `request`; returns it. */
  keep(result: AuthResult, request: ManagementTokenRequest): string {
    if (!result.accessToken) {
      throw new AuthError({
        code: 'invalid_response',
        description: 'The service returned no access token for the Management API.',
      });
    }
    const lifetime = (result.expiresIn ?? 3600) * 1000;
    this.#kept = {
      token: result.accessToken,
      key: `${this.audience(request)} ${request.key}`,
      expiresAt: Date.now() + lifetime,
    };
    return result.accessToken;
  }

  /** Forgets the kept token. */
  forget(): void {
    this.#kept = null;
  }

  /** The kept token when it serves `audience` and `key` and is not about to expire, else `null`. */
  #valid(audience: string, key: string): string | null {
    const kept = this.#kept;
    if (!kept || kept.key !== `${audience} ${key}`) return null;
    return kept.expiresAt - TOKEN_MARGIN_MS > Date.now() ? kept.token : null;
  }

  async #ask(request: ManagementTokenRequest, audience: string): Promise<string> {
    const result = await request.webAuth().checkSession({
      audience,
      scope: this.#scope,
      responseType: 'token',
    });
    return this.keep(result, request);
  }
}
