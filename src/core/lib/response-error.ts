// An authorization response's parameters as strings, and the AuthError of one that carries `error`. A
// leaf that both the start-up path (./posted-response.ts) and the response checks (./responses.ts, on
// demand) import.
import { AuthError, isAuthErrorCode } from '../errors.js';
import type { PostedResponse } from './web-message.js';

export type ResponseParams = Record<string, string>;

/**
 * The error in an authorization response (`error`, `error_description`, `state`). `matched`: whether a
 * transaction of this WebAuth (or a state the caller gave) matches it; when not, it is `unverified`.
 */
export function responseError(params: ResponseParams, matched: boolean): AuthError {
  const error = params['error'] ?? 'request_error';
  return new AuthError({
    code: isAuthErrorCode(error) ? error : 'request_error',
    error,
    description: params['error_description'] ?? error,
    state: params['state'],
    original: { ...params },
    unverified: !matched,
  });
}

/** Posted values → string parameters (a number such as `expires_in` becomes its text; others are dropped). */
export function responseParameters(response: PostedResponse): ResponseParams {
  const params: ResponseParams = {};
  for (const [name, value] of Object.entries(response)) {
    if (typeof value === 'string') params[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') params[name] = String(value);
  }
  return params;
}
