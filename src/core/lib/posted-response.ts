// A response posted back by checkSession's iframe or a popup: one that carries only an error
// (`login_required` from a silent check, a popup's `access_denied`) is turned into its AuthError here, on
// the start-up path, without loading the response checks, which a page with no session would otherwise
// fetch just to say so. What carries a token, a code or an `iss` to compare goes to those checks
// (./responses.ts, loaded on demand).
import type { AuthResult } from '../types.js';
import type { CoreContext } from './context.js';
import { responseError, responseParameters } from './response-error.js';
import type { PostedResponse } from './web-message.js';

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
    const transaction = ctx.transactions.take(params['state']);
    return Promise.reject(responseError(params, transaction !== null));
  }
  return ctx.load
    .responses()
    .then(({ finishAuthorizationResponse }) => finishAuthorizationResponse(ctx, response, responseType));
}
