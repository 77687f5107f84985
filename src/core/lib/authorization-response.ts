// Finishing an authorization response that arrived by window message (checkSession's iframe, a popup):
// the same checks as a redirect. Tokens are checked as parseHash does (state against the stored
// transaction, ID token verified with its nonce); a code is exchanged as handleRedirectCallback does
// (PKCE verifier).
import { AuthError } from '../errors.js';
import type { AuthResult } from '../types.js';
import { exchangeCode } from './code-exchange.js';
import type { CoreContext } from './context.js';
import { checkTokenResponse } from './response-checks.js';
import { responseParameters } from './response-error.js';
import type { PostedResponse } from './web-message.js';

/**
 * Checks the response against its transaction (which is used up) and returns the result; the tokens
 * that `responseType` names must be present.
 */
export async function finishAuthorizationResponse(
  ctx: CoreContext,
  response: PostedResponse,
  responseType: string,
): Promise<AuthResult> {
  const params = responseParameters(response);
  const result =
    params['code'] !== undefined && params['error'] === undefined
      ? await exchangeCode(ctx, params, {})
      : await checkTokenResponse(ctx, params, { responseType });
  if (result === null) {
    ctx.transactions.take(params['state']);
    throw new AuthError({
      code: 'invalid_hash',
      description: 'The authorization response holds no token, no code and no error',
    });
  }
  return result;
}
