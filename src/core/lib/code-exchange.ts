// handleRedirectCallback: finish an authorization-code (PKCE) redirect in the browser. Reads
// `?code=&state=`, checks the state against its transaction, exchanges the code at /oauth/token with
// the stored verifier and verifies the ID token.
import { AuthError } from '../errors.js';
import type { AuthResult, TokenResponse } from '../types.js';
import type { CoreContext } from './context.js';
import {
  checkResponseIssuer,
  redirectResponse,
  stateMismatch,
  toAuthResult,
  verifyIdToken,
} from './response-checks.js';
import { responseError } from './response-error.js';
import type { ResponseParams } from './response-error.js';

export interface CodeCallbackInput {
  url: string;
  state?: string;
  nonce?: string;
}

export function handleRedirectCallback(
  ctx: CoreContext,
  input: CodeCallbackInput,
): Promise<AuthResult | null> {
  return exchangeCode(ctx, redirectResponse(new URL(input.url)), input);
}

/**
 * Checks response parameters that carry a code (or an error) against their transaction, which is used
 * up, and exchanges the code; null when they hold no code and no error.
 */
export async function exchangeCode(
  ctx: CoreContext,
  params: ResponseParams,
  input: Omit<CodeCallbackInput, 'url'>,
): Promise<AuthResult | null> {
  if (params['code'] === undefined && params['error'] === undefined) return null;

  const transaction = ctx.transactions.take(params['state']);
  await checkResponseIssuer(ctx, params, false);
  if (params['error'] !== undefined) {
    const matched = transaction !== null || (input.state !== undefined && input.state === params['state']);
    throw responseError(params, matched);
  }
  if (input.state !== undefined && input.state !== params['state']) throw stateMismatch();
  if (!transaction) {
    throw new AuthError({
      code: 'transaction_not_found',
      description: 'No stored transaction for this `state`: expired, already used, or from another browser.',
    });
  }

  const { config } = ctx;
  // Form-encoded (RFC 6749 §4.1.3); the values that are undefined are left out.
  const form = {
    grant_type: 'authorization_code',
    client_id: config.clientID,
    code: params['code'] ?? '',
    redirect_uri: transaction.redirectUri || undefined,
    code_verifier: transaction.codeVerifier || undefined,
  };
  const { endpoints } = await ctx.ready();
  const tokens = await ctx.fetchJson<TokenResponse>(endpoints.token, { method: 'POST', form });
  if (typeof tokens !== 'object' || tokens === null) {
    throw new AuthError({ code: 'invalid_response', description: 'The token response is not a JSON object' });
  }

  const payload = await verifyIdToken(
    ctx,
    tokens.id_token,
    input.nonce ?? transaction.nonce,
    transaction.maxAge,
    tokens.access_token,
    false,
    transaction.organization,
  );
  if (ctx.config.useRefreshTokens && tokens.refresh_token) {
    const { keepRefreshToken } = await ctx.load.refreshTokens();
    keepRefreshToken(ctx, tokens, payload);
  }
  return toAuthResult({ ...tokens, state: params['state'] }, payload, transaction.appState);
}
