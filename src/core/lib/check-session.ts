// checkSession: silent authentication. /authorize with prompt=none and response_mode=web_message runs in
// a hidden iframe; the answer (tokens, a code or an error such as login_required) is checked like a
// redirect's. The transaction is stored like authorize's and used up by the answer or cleared on timeout.
import { AuthError } from '../errors.js';
import type { AuthResult, CheckSessionOptions } from '../types.js';
import type { CoreContext } from './context.js';
import { finishPostedResponse } from './posted-response.js';
import { authorizeUrl, NO_ORGANIZATION, prepareAuthorize } from './prepared-authorize.js';
import type { Provider } from './provider.js';
import { absoluteUrl, checkOptions, optionalString, timeoutOption } from './validate.js';
import { runWebMessage } from './web-message.js';
import type { PostedResponse } from './web-message.js';

const DEFAULT_CHECK_SESSION_TIMEOUT_MS = 60_000;

/**
 * Validates the options (TypeError now, naming the option) and returns the promise of the result.
 * Options left out default to the construction values; `responseMode` and `prompt` are fixed.
 */
export function checkSession(ctx: CoreContext, options: CheckSessionOptions = {}): Promise<AuthResult> {
  checkOptions(options, 'checkSession');
  const pageOrigin = globalThis.location?.origin;
  if (globalThis.document === undefined || !pageOrigin) {
    throw new TypeError('checkSession needs a browser page');
  }
  const responseMode = optionalString(options.responseMode, 'responseMode');
  if (responseMode !== undefined && responseMode !== 'web_message') {
    throw new TypeError('"responseMode" option of checkSession can only be web_message');
  }
  const prompt = optionalString(options.prompt, 'prompt');
  if (prompt !== undefined && prompt !== 'none') {
    throw new TypeError('"prompt" option of checkSession can only be none');
  }
  const timeoutMs = timeoutOption(options.timeout, DEFAULT_CHECK_SESSION_TIMEOUT_MS);
  const redirectUri =
    optionalString(options.redirectUri, 'redirectUri') || ctx.config.redirectUri || pageOrigin;
  const redirectOrigin = absoluteUrl(redirectUri, 'redirectUri').origin;
  if (redirectOrigin !== pageOrigin) {
    return Promise.reject(
      new AuthError({
        code: 'origin_mismatch',
        description: `The origin of the redirectUri ("${redirectOrigin}") is not this page's ("${pageOrigin}"): checkSession receives its response there.`,
      }),
    );
  }

  const { config, transactions } = ctx;
  const { params, transaction } = prepareAuthorize(
    ctx,
    { ...options, redirectUri, responseMode: 'web_message', prompt: 'none' },
    NO_ORGANIZATION,
  );
  const responseType = params.find(([name]) => name === 'response_type')?.[1] ?? config.responseType;
  transactions.save(transaction);

  // The answer comes from the authorization endpoint's page, so from its origin only. The iframe is
  // added at once when the endpoints are known (always for the identity service).
  const run = ({ endpoints }: Provider): Promise<PostedResponse> =>
    runWebMessage({
      url: authorizeUrl(ctx, params),
      origin: new URL(endpoints.authorize).origin,
      state: transaction.state,
      timeoutMs,
    });
  return (ctx.provider ? run(ctx.provider) : ctx.ready().then(run)).then(
    (response) => finishPostedResponse(ctx, response, responseType),
    (error: unknown) => {
      transactions.take(transaction.state);
      throw error;
    },
  );
}
