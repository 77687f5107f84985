// handleRedirectCallback: finish an authorization-code (PKCE) redirect in the browser. Reads
// `?code=&state=`, checks the state against its transaction, exchanges the code at /oauth/token with
// the stored verifier and verifies the ID token.
import { AuthError } from '../errors.js';
import type { AuthResult, IdTokenPayload, TokenResponse } from '../types.js';
import type { CoreContext } from './context.js';
import { parseFragment, responseError, stateMismatch, toAuthResult } from './hash.js';
import type { ResponseParams } from './hash.js';

export interface CodeCallbackInput {
  url: string;
  state?: string;
  nonce?: string;
}

function responseParams(url: URL): ResponseParams {
  const query = Object.fromEntries(url.searchParams);
  if (query['code'] !== undefined || query['error'] !== undefined) return query;
  // response_mode=fragment puts the same parameters in the fragment.
  return parseFragment(url.hash);
}

export async function handleRedirectCallback(
  ctx: CoreContext,
  input: CodeCallbackInput,
): Promise<AuthResult | null> {
  const params = responseParams(new URL(input.url));
  if (params['code'] === undefined && params['error'] === undefined) return null;

  const transaction = ctx.transactions.take(params['state']);
  if (params['error'] !== undefined) throw responseError(params);
  if (input.state !== undefined && input.state !== params['state']) throw stateMismatch();
  if (!transaction) {
    throw new AuthError({
      code: 'transaction_not_found',
      description:
        'No stored transaction matches the `state` of this response: it has expired, was already used, or was started in another browser.',
    });
  }

  const { config } = ctx;
  const body: Record<string, string> = {
    grant_type: 'authorization_code',
    client_id: config.clientID,
    code: params['code'] ?? '',
  };
  if (transaction.redirectUri) body['redirect_uri'] = transaction.redirectUri;
  if (transaction.codeVerifier) body['code_verifier'] = transaction.codeVerifier;
  const tokens = await ctx.fetchJson<TokenResponse>('/oauth/token', { method: 'POST', body });
  if (typeof tokens !== 'object' || tokens === null) {
    throw new AuthError({ code: 'invalid_response', description: 'The token response is not a JSON object' });
  }

  let payload: IdTokenPayload | null = null;
  if (typeof tokens.id_token === 'string') {
    payload = await ctx.verifier.verify(tokens.id_token, {
      issuer: config.issuer,
      clientID: config.clientID,
      leeway: config.leeway,
      nonce: input.nonce ?? transaction.nonce,
      maxAge: transaction.maxAge ?? config.maxAge,
      accessToken: tokens.access_token,
    });
  }
  return toAuthResult({ ...tokens, state: params['state'] }, payload, transaction.appState);
}
