// The popup's side of popup authorization (see ./popup.ts): at redirectUri, the response goes to the
// opener, on this page's origin only. Loaded on demand with the response checks (./responses.ts).
import { AuthError } from '../errors.js';
import { redirectResponse } from './response-checks.js';
import { absoluteUrl } from './validate.js';
import { AUTHORIZATION_RESPONSE } from './web-message.js';

const originMismatch = (description: string): AuthError =>
  new AuthError({ code: 'origin_mismatch', description });

/**
 * In the popup at redirectUri: posts the response in `url` to `window.opener`, with this page's origin
 * as targetOrigin, after checking that the opener is on that origin. Tokens are not checked here: the
 * opener holds the transaction and checks state, nonce and signature.
 */
export function postToOpener(url: string): void {
  const own = globalThis.location?.origin;
  if (!own) throw new TypeError('popup.callback needs a browser window');
  const parsed = absoluteUrl(url, 'url');
  const response = redirectResponse(parsed);
  if (response['state'] === undefined) {
    throw new AuthError({
      code: 'invalid_hash',
      description: 'No authorization response (no `state`) in the popup URL',
    });
  }
  const opener = globalThis.opener as Window | null | undefined;
  if (!opener || opener.closed) {
    throw originMismatch(
      `popup.callback() has no opener: open this page with popup.authorize() from "${own}".`,
    );
  }
  let openerOrigin: string | undefined;
  try {
    openerOrigin = opener.location.origin;
  } catch {
    // A cross-origin opener: its location cannot be read.
  }
  if (openerOrigin !== own) {
    throw originMismatch(
      `The popup's opener is not on "${own}"${openerOrigin ? ` but on "${openerOrigin}"` : ''}; nothing was posted.`,
    );
  }
  opener.postMessage({ type: AUTHORIZATION_RESPONSE, response }, own);
}
