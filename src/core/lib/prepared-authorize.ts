// An authorization request prepared before a credential check (embedded login, passwordless) and sent
// after it: the options are validated and state, nonce and PKCE generated up front, so a caller's mistake
// is a TypeError before any request goes out, and nothing is stored unless the check succeeds.
import type { AuthorizeOptions } from '../types.js';
import { buildAuthorizeRequest, DEFAULT_SCOPE, toQuery } from './authorize-params.js';
import type { AuthorizeDefaults, AuthorizeRequest } from './authorize-params.js';
import type { CoreContext } from './context.js';
import { knownProvider } from './provider.js';

/**
 * `buildAuthorizeRequest` with the WebAuth defaults (`defaults` replaces some of them; `NO_ORGANIZATION`
 * leaves out the configured organization and invitation); validates, generates, stores nothing.
 */
export function prepareAuthorize(
  ctx: CoreContext,
  options: AuthorizeOptions | undefined,
  defaults?: Partial<AuthorizeDefaults>,
): AuthorizeRequest {
  const { config, warner } = ctx;
  const request = buildAuthorizeRequest(
    options,
    {
      clientID: config.clientID,
      responseType: config.responseType,
      responseMode: config.responseMode,
      redirectUri: config.redirectUri,
      scope: config.scope ?? DEFAULT_SCOPE,
      audience: config.audience,
      maxAge: config.maxAge,
      organization: config.organization,
      invitation: config.invitation,
      ...defaults,
    },
    warner,
  );
  if (config.useRefreshTokens) {
    // Refresh tokens are issued for offline_access, whatever scope the call asked for.
    const scope = request.params.find(([name]) => name === 'scope');
    if (scope && !scope[1].split(' ').includes('offline_access')) scope[1] += ' offline_access';
  }
  return request;
}

/**
 * The defaults of the methods that take `organization` and `invitation` only as their own options
 * (checkSession, the passwordless methods), as auth0.js does.
 */
export const NO_ORGANIZATION: Partial<AuthorizeDefaults> = { organization: undefined, invitation: undefined };

/**
 * The authorization endpoint's URL for a request already built, with telemetry when it is on. With the
 * `issuer` option it needs the discovered configuration (a TypeError naming `method` until then).
 */
export function authorizeUrl(
  ctx: CoreContext,
  params: readonly [string, string][],
  method = 'buildAuthorizeUrl',
): string {
  const all = [...params];
  if (ctx.config.telemetry !== undefined) all.push(['auth0Client', ctx.config.telemetry]);
  // Joined as text, not through URL: the endpoint's own query and encoding are kept exactly.
  const endpoint = knownProvider(ctx, method).endpoints.authorize;
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${toQuery(all)}`;
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
  ctx.transactions.save(prepared.transaction);
  return authorizeUrl(ctx, [...prepared.params, ...extra]);
}

/** The options without the given keys (credentials never reach the authorize URL). */
export function omit<T extends object>(options: T, keys: readonly string[]): AuthorizeOptions {
  return Object.fromEntries(Object.entries(options).filter(([key]) => !keys.includes(key)));
}
