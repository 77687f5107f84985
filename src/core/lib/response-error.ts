// An authorization response that carries only an error (`login_required` from a silent check, a popup's
// `access_denied`): turned into its AuthError here, on the start-up path, without loading the checks of
// tokens and codes (./responses.ts, on demand), which a page with no session would otherwise fetch just
// to say so. What carries a token, a code or an `iss` to compare goes to those checks.
import { AuthError, isAuthErrorCode } from '../errors.js';
import type { AuthResult } from '../types.js';
import type { CoreContext } from './context.js';
import { loadResponses } from './on-demand.js';
import type { PostedResponse } from './web-message.js';

export type ResponseParams = Record<string, string>;

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

/** Posted values → string parameters (a number such as `expires_in` becomes its text; others are dropped). */
export function responseParameters(response: PostedResponse): ResponseParams {
  const params: ResponseParams = {};
  for (const [name, value] of Object.entries(response)) {
    if (typeof value === 'string') params[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') params[name] = String(value);
  }
  return params;
}

const RESULT_PARAMETERS = ['code', 'access_token', 'id_token', 'refresh_token', 'iss'];

/**
 * Checks a response posted back by checkSession's iframe or a popup and returns the result: an error
 * alone rejects at once (its transaction used up); anything else loads the response checks.
 */
export function finishPostedResponse(
  ctx: CoreContext,
  response: PostedResponse,
  responseType: string,
): Promise<AuthResult> {
  const params = responseParameters(response);
  const plainError =
    params['error'] !== undefined &&
    ctx.config.issuer === undefined &&
    RESULT_PARAMETERS.every((name) => response[name] === undefined);
  if (plainError) {
    ctx.transactions.take(params['state']);
    return Promise.reject(responseError(params));
  }
  return loadResponses().then(({ finishAuthorizationResponse }) =>
    finishAuthorizationResponse(ctx, response, responseType),
  );
}
