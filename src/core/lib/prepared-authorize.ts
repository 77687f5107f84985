// An authorization request prepared before a credential check (embedded login, passwordless) and sent
// after it: the options are validated and state, nonce and PKCE generated up front, so a caller's mistake
// is a TypeError before any request goes out, and nothing is stored unless the check succeeds.
import type { AuthorizeOptions } from '../types.js';
import { buildAuthorizeRequest, toQuery } from './authorize-params.js';
import type { AuthorizeRequest } from './authorize-params.js';
import type { CoreContext } from './context.js';

/** `buildAuthorizeRequest` with the WebAuth defaults; validates, generates, stores nothing. */
export function prepareAuthorize(ctx: CoreContext, options: AuthorizeOptions): AuthorizeRequest {
  const { config, warner } = ctx;
  return buildAuthorizeRequest(
    options,
    {
      clientID: config.clientID,
      responseType: config.responseType,
      responseMode: config.responseMode,
      redirectUri: config.redirectUri,
      scope: config.scope,
      audience: config.audience,
      maxAge: config.maxAge,
    },
    warner,
  );
}

/**
 * Stores the prepared transaction and returns the /authorize URL, with `extra` parameters (the login
 * ticket) added after the prepared ones.
 */
export function commitAuthorize(
  ctx: CoreContext,
  prepared: AuthorizeRequest,
  extra: readonly [string, string][] = [],
): string {
  const params: [string, string][] = [...prepared.params, ...extra];
  if (ctx.config.telemetry !== undefined) params.push(['auth0Client', ctx.config.telemetry]);
  ctx.transactions.save(prepared.transaction);
  return `${ctx.config.origin}/authorize?${toQuery(params)}`;
}

/** The options without the given keys (credentials never reach the authorize URL). */
export function omit<T extends object>(options: T, keys: readonly string[]): AuthorizeOptions {
  return Object.fromEntries(Object.entries(options).filter(([key]) => !keys.includes(key)));
}
