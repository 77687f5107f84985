// Popup authorization. The opener opens /authorize in a popup window synchronously (so a click handler
// can call it: browsers only allow window.open during the user's gesture), then one of two answers:
// - query or fragment (the default): the service redirects the popup to redirectUri, where
//   popup.callback() posts the response to the opener. The message comes from the application's origin:
//   the callback posts only to its own origin after checking the opener is there, and the opener accepts
//   only a message from its popup window, from redirectUri's origin, carrying its state. The popup's side
//   is ./popup-callback.ts.
// - `responseMode: 'web_message'` (no callback page, as auth0-spa-js's popup): the service's own page in
//   the popup posts the response to the opener, to redirectUri's exact origin (which must be this page's
//   and an Allowed Web Origin), as in checkSession's iframe; the opener accepts only a message from its
//   popup window, from the authorization endpoint's origin, carrying its state.
// Either way the popup is closed by the opener, and the response is checked as checkSession's is (state
// and nonce single use, tokens verified; loaded when it arrives, ./posted-response.ts).
import { AuthError } from '../errors.js';
import type { AuthResult, PopupAuthorizeOptions, PopupWindowOptions } from '../types.js';
import type { CoreContext } from './context.js';
import { authorizeUrl, prepareAuthorize } from './prepared-authorize.js';
import { finishPostedResponse } from './posted-response.js';
import { absoluteUrl, checkOptions, optionalString, timeoutOption } from './validate.js';
import { awaitResponse } from './web-message.js';

/** How long the opener waits for the popup's answer. */
const DEFAULT_POPUP_TIMEOUT_MS = 5 * 60_000;
const POPUP_WINDOW_NAME = 'auth-elements-popup';
const DEFAULT_WIDTH = 500;
const DEFAULT_HEIGHT = 600;

function dimension(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new TypeError(`"popupOptions.${name}" option must be a number of pixels`);
  }
  return Math.round(value);
}

/** `width=500,height=600,left=..,top=..`: centred over the opener unless left/top are given. */
function popupFeatures(options: PopupWindowOptions | undefined): string {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError('"popupOptions" option must be an object');
  }
  const width = dimension(options?.width, 'width', DEFAULT_WIDTH);
  const height = dimension(options?.height, 'height', DEFAULT_HEIGHT);
  const screenX = globalThis.screenX ?? 0;
  const screenY = globalThis.screenY ?? 0;
  const outerWidth = globalThis.outerWidth ?? width;
  const outerHeight = globalThis.outerHeight ?? height;
  const left = dimension(options?.left, 'left', Math.max(0, screenX + (outerWidth - width) / 2));
  const top = dimension(options?.top, 'top', Math.max(0, screenY + (outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},popup=yes`;
}

const popupError = (code: 'popup_blocked' | 'popup_closed' | 'popup_timeout', description: string) =>
  new AuthError({ code, description });

/**
 * Validates the options and opens the popup before returning (no await in between), then resolves
 * with the checked result. Rejects with popup_blocked, popup_closed or popup_timeout.
 */
export function popupAuthorize(ctx: CoreContext, options: PopupAuthorizeOptions = {}): Promise<AuthResult> {
  checkOptions(options, 'popup.authorize');
  const pageOrigin = globalThis.location?.origin;
  if (typeof globalThis.open !== 'function' || !pageOrigin) {
    throw new TypeError('popup.authorize needs a browser window');
  }
  const responseMode = optionalString(options.responseMode, 'responseMode');
  const webMessage = responseMode === 'web_message';
  if (responseMode !== undefined && responseMode !== 'query' && responseMode !== 'fragment' && !webMessage) {
    throw new TypeError('"responseMode" option of popup.authorize must be query, fragment or web_message');
  }
  // With web_message no page at redirectUri runs: only its origin matters, this page's by default.
  const redirectUri =
    optionalString(options.redirectUri, 'redirectUri') ||
    ctx.config.redirectUri ||
    (webMessage ? pageOrigin : undefined);
  if (!redirectUri) throw new TypeError('"redirectUri" option is required');
  const redirectOrigin = absoluteUrl(redirectUri, 'redirectUri').origin;
  const timeoutMs = timeoutOption(options.timeout, DEFAULT_POPUP_TIMEOUT_MS);
  const features = popupFeatures(options.popupOptions);
  if (redirectOrigin !== pageOrigin) {
    return Promise.reject(
      new AuthError({
        code: 'origin_mismatch',
        description: `The origin of the redirectUri ("${redirectOrigin}") is not this page's ("${pageOrigin}"): popup.authorize receives its response there.`,
      }),
    );
  }

  const { config, transactions } = ctx;
  const { params, transaction } = prepareAuthorize(
    ctx,
    { ...options, redirectUri },
    { responseMode: config.responseMode === 'form_post' ? undefined : config.responseMode },
  );
  const responseType = params.find(([name]) => name === 'response_type')?.[1] ?? config.responseType;
  transactions.save(transaction);
  // Opened now, in the click's task; while the `issuer` option's configuration loads it shows a blank
  // page and is sent to the authorization endpoint once it is known.
  const url = ctx.provider ? authorizeUrl(ctx, params) : 'about:blank';
  const popup = globalThis.open(url, POPUP_WINDOW_NAME, features);
  if (!popup) {
    transactions.take(transaction.state);
    return Promise.reject(
      popupError(
        'popup_blocked',
        'The browser blocked the popup: open it from a click handler, before any await.',
      ),
    );
  }

  const navigated = ctx.provider
    ? undefined
    : ctx.ready().then(
        () => {
          if (!popup.closed) popup.location.href = authorizeUrl(ctx, params);
        },
        (error: unknown) => {
          popup.close();
          throw error;
        },
      );
  // web_message: the service's page posts, from the authorization endpoint's origin (known once the
  // `issuer` option's configuration is; no message is taken before).
  const origin = webMessage
    ? () => (ctx.provider ? new URL(ctx.provider.endpoints.authorize).origin : undefined)
    : () => redirectOrigin;
  const response = awaitResponse({
    origin,
    source: () => popup,
    state: transaction.state,
    timeoutMs,
    timeout: () => popupError('popup_timeout', `The popup did not answer within ${timeoutMs} ms.`),
    poll: () =>
      popup.closed
        ? popupError('popup_closed', 'The popup was closed before the login finished.')
        : undefined,
    release: () => {
      if (!popup.closed) popup.close();
    },
  });
  // A failed discovery closes the popup and rejects with its error.
  return (navigated ? Promise.all([response, navigated]).then(([posted]) => posted) : response).then(
    (response) => finishPostedResponse(ctx, response, responseType),
    (error: unknown) => {
      transactions.take(transaction.state);
      throw error;
    },
  );
}
