// The checks of an authorization response: its parameters read from a redirect URL (query or
// fragment), the state against its transaction, the RFC 9207 `iss` parameter, the tokens the response
// type names, and the ID token's verification; parseHash is built on them.
import { AuthError } from '../errors.js';
import type { AuthResult, IdTokenPayload } from '../types.js';
import type { CoreContext } from './context.js';
import { IdTokenVerifier } from './id-token.js';
import type { Transaction } from './transaction.js';
import { hasResponseType } from './validate.js';
import { responseError } from './response-error.js';
import type { ResponseParams } from './response-error.js';

/** `#/access_token=…` or `#access_token=…` or `access_token=…` → its parameters. */
function parseFragment(hash: string): ResponseParams {
  let text = hash;
  if (text.startsWith('#')) text = text.slice(1);
  if (text.startsWith('/')) text = text.slice(1);
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * The response in a redirect URL: the query when it holds a code or an error, else the fragment
 * (response_mode=fragment puts the same parameters there).
 */
export function redirectResponse(url: URL): ResponseParams {
  const query = Object.fromEntries(url.searchParams);
  if (query['code'] !== undefined || query['error'] !== undefined) return query;
  return parseFragment(url.hash);
}

export const stateMismatch = (): AuthError =>
  new AuthError({ code: 'invalid_token', description: '`state` does not match.' });

function missingToken(word: 'token' | 'id_token'): AuthError {
  const property = word === 'token' ? 'access_token' : word;
  return new AuthError({
    code: 'invalid_hash',
    description: `response_type contains \`${word}\`, but the parsed hash does not contain an \`${property}\` property`,
  });
}

/** The result object with every field present; missing values are null, expiresIn a number. */
export function toAuthResult(
  params: Record<string, unknown>,
  idTokenPayload: IdTokenPayload | null,
  appState: unknown,
): AuthResult {
  const text = (key: string): string | null => {
    const value = params[key];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const rawExpiresIn = params['expires_in'];
  const expiresIn =
    rawExpiresIn === undefined || rawExpiresIn === null || rawExpiresIn === '' ? NaN : Number(rawExpiresIn);
  return {
    accessToken: text('access_token'),
    idToken: text('id_token'),
    idTokenPayload,
    appState: appState ?? null,
    refreshToken: text('refresh_token'),
    state: text('state'),
    expiresIn: Number.isFinite(expiresIn) ? expiresIn : null,
    tokenType: text('token_type'),
    scope: text('scope'),
  };
}

/**
 * The verified claims of `idToken` (null when there is none), checked against the provider's issuer,
 * the configuration, the request's nonce and max_age (the configured one by default), the organization
 * it named, and the access token that came with it (whose `at_hash` is required when `requireAtHash`).
 */
export async function verifyIdToken(
  ctx: CoreContext,
  idToken: unknown,
  nonce: string | undefined,
  maxAge: number | undefined,
  accessToken: string | undefined,
  requireAtHash = false,
  organization?: string,
): Promise<IdTokenPayload | null> {
  if (typeof idToken !== 'string') return null;
  const { config } = ctx;
  const provider = await ctx.ready();
  const { endpoints } = provider;
  // One verifier per provider: it caches the key set.
  const verifier = (provider.verifier ??= new IdTokenVerifier(
    endpoints.jwks,
    config.timeoutMs,
    ctx.load.verifier,
  ));
  return verifier.verify(idToken, {
    issuer: endpoints.issuer,
    clientID: config.clientID,
    leeway: config.leeway,
    nonce,
    maxAge: maxAge ?? config.maxAge,
    organization,
    accessToken,
    requireAtHash,
  });
}

/**
 * RFC 9207: an authorization response's `iss` must be the provider's issuer, and must be there when
 * the provider says it sends it, unless `idTokenFollows`: the response carries a non-empty ID token
 * that is verified (its `iss` checked) before any result is returned, which does the same job, and
 * which providers such as oidc-provider send instead. A response from another provider is refused.
 */
export async function checkResponseIssuer(
  ctx: CoreContext,
  params: ResponseParams,
  idTokenFollows: boolean,
): Promise<void> {
  const { endpoints } = await ctx.ready();
  const iss = params['iss'];
  const required = endpoints.issParameter && !idTokenFollows;
  if (iss === undefined ? required : iss !== endpoints.issuer) {
    throw new AuthError({
      code: 'invalid_token',
      description: `Issuer (iss) parameter mismatch in the authorization response; expected "${endpoints.issuer}", found "${iss ?? ''}"`,
    });
  }
}

export interface ParseHashInput {
  hash: string;
  responseType: string;
  state?: string;
  nonce?: string;
}

export function parseHash(ctx: CoreContext, input: ParseHashInput): Promise<AuthResult | null> {
  return checkTokenResponse(ctx, parseFragment(input.hash), input);
}

/**
 * Checks response parameters that carry tokens (or an error) against their transaction, which is used
 * up; null when they hold no token and no error.
 */
export async function checkTokenResponse(
  ctx: CoreContext,
  params: ResponseParams,
  input: Omit<ParseHashInput, 'hash'>,
): Promise<AuthResult | null> {
  const has = (key: string): boolean => params[key] !== undefined;
  if (!has('error') && !has('access_token') && !has('id_token') && !has('refresh_token')) return null;

  // Read once: a second parse of the same response finds no transaction.
  const transaction: Transaction | null = ctx.transactions.take(params['state']);
  // A missing iss is waived only for an ID token, verified below before any result is returned.
  await checkResponseIssuer(ctx, params, !has('error') && Boolean(params['id_token']));
  if (has('error')) {
    const matched = transaction !== null || (input.state !== undefined && input.state === params['state']);
    throw responseError(params, matched);
  }

  if (hasResponseType(input.responseType, 'token') && !params['access_token']) {
    throw missingToken('token');
  }
  if (hasResponseType(input.responseType, 'id_token') && !params['id_token']) {
    throw missingToken('id_token');
  }

  const expectedState = input.state ?? transaction?.state;
  if (!expectedState || expectedState !== params['state']) throw stateMismatch();

  const payload = await verifyIdToken(
    ctx,
    params['id_token'] || undefined,
    input.nonce ?? transaction?.nonce,
    transaction?.maxAge,
    params['access_token'],
    // OpenID Connect Core 3.2.2.9: an implicit response with both tokens binds them with at_hash.
    params['access_token'] !== undefined,
    transaction?.organization,
  );
  return toAuthResult(params, payload, transaction?.appState);
}
