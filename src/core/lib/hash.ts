// parseHash: read the authorization response from the URL fragment and check it against its transaction.
import { AuthError, isAuthErrorCode } from '../errors.js';
import type { AuthResult, IdTokenPayload } from '../types.js';
import type { CoreContext } from './context.js';
import type { Transaction } from './transaction.js';
import { hasResponseType } from './validate.js';

export type ResponseParams = Record<string, string>;

/** `#/access_token=…` or `#access_token=…` or `access_token=…` → its parameters. */
export function parseFragment(hash: string): ResponseParams {
  let text = hash;
  if (text.startsWith('#')) text = text.slice(1);
  if (text.startsWith('/')) text = text.slice(1);
  return Object.fromEntries(new URLSearchParams(text));
}

/** The error the service put in the redirect (`error`, `error_description`, `state`). */
export function responseError(params: ResponseParams): AuthError {
  const error = params['error'] ?? 'request_error';
  return new AuthError({
    code: isAuthErrorCode(error) ? error : 'request_error',
    error,
    description: params['error_description'] ?? error,
    state: params['state'],
    original: { ...params },
  });
}

export const stateMismatch = (): AuthError =>
  new AuthError({ code: 'invalid_token', description: '`state` does not match.' });

function missingToken(word: 'token' | 'id_token', property: string): AuthError {
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

export interface ParseHashInput {
  hash: string;
  responseType: string;
  state?: string;
  nonce?: string;
}

export async function parseHash(ctx: CoreContext, input: ParseHashInput): Promise<AuthResult | null> {
  const params = parseFragment(input.hash);
  const has = (key: string): boolean => params[key] !== undefined;
  if (!has('error') && !has('access_token') && !has('id_token') && !has('refresh_token')) return null;

  // Read once: a second parse of the same response finds no transaction.
  const transaction: Transaction | null = ctx.transactions.take(params['state']);
  if (has('error')) throw responseError(params);

  if (hasResponseType(input.responseType, 'token') && !params['access_token']) {
    throw missingToken('token', 'access_token');
  }
  if (hasResponseType(input.responseType, 'id_token') && !params['id_token']) {
    throw missingToken('id_token', 'id_token');
  }

  const expectedState = input.state ?? transaction?.state;
  if (!expectedState || expectedState !== params['state']) throw stateMismatch();

  let payload: IdTokenPayload | null = null;
  const idToken = params['id_token'];
  if (idToken) {
    const { config } = ctx;
    payload = await ctx.verifier.verify(idToken, {
      issuer: config.issuer,
      clientID: config.clientID,
      leeway: config.leeway,
      nonce: input.nonce ?? transaction?.nonce,
      maxAge: transaction?.maxAge ?? config.maxAge,
      accessToken: params['access_token'],
    });
  }
  return toAuthResult(params, payload, transaction?.appState);
}
