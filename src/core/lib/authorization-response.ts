// Finishing an authorization response that arrived by window message (checkSession's iframe, a popup):
// the same checks as a redirect. Tokens go through parseHash (state against the stored transaction, ID
// token verified with its nonce); a code is exchanged as handleRedirectCallback does (PKCE verifier).
import { AuthError } from '../errors.js';
import type { AuthResult } from '../types.js';
import { handleRedirectCallback } from './code-exchange.js';
import type { CoreContext } from './context.js';
import { parseHash } from './hash.js';
import type { PostedResponse } from './web-message.js';

export interface ExpectedResponse {
  /** The response_type that was requested: the tokens it names must be present. */
  responseType: string;
  /** The redirect_uri that was sent (the code exchange repeats it). */
  redirectUri: string;
}

/** Posted values → string parameters (a number such as `expires_in` becomes its text; others are dropped). */
export function responseParameters(response: PostedResponse): [string, string][] {
  const params: [string, string][] = [];
  for (const [name, value] of Object.entries(response)) {
    if (typeof value === 'string') params.push([name, value]);
    else if (typeof value === 'number' || typeof value === 'boolean') params.push([name, String(value)]);
  }
  return params;
}

/** Checks the response against its transaction (which is used up) and returns the result. */
export async function finishAuthorizationResponse(
  ctx: CoreContext,
  response: PostedResponse,
  expected: ExpectedResponse,
): Promise<AuthResult> {
  const query = new URLSearchParams(responseParameters(response));
  let result: AuthResult | null;
  if (query.has('code') && !query.has('error')) {
    const url = new URL(expected.redirectUri);
    url.search = query.toString();
    url.hash = '';
    result = await handleRedirectCallback(ctx, { url: url.toString() });
  } else {
    result = await parseHash(ctx, { hash: `#${query.toString()}`, responseType: expected.responseType });
  }
  if (result === null) {
    ctx.transactions.take(query.get('state'));
    throw new AuthError({
      code: 'invalid_hash',
      description: 'The authorization response holds no token, no code and no error',
    });
  }
  return result;
}
