// `webAuth.popup`: authorization in a popup window. `authorize` runs in the application page (the opener),
// `callback` in the popup at redirectUri. See ./lib/popup.ts for the message and origin rules.
import type { AuthResult, Callback, PopupAuthorizeOptions, PopupCallbackOptions } from './types.js';
import { bindMethods, settle, splitArgs } from './lib/callback.js';
import type { CoreContext } from './lib/context.js';
import { popupAuthorize } from './lib/popup.js';
import { absoluteUrl, checkOptions, optionalString } from './lib/validate.js';
import { contextOf } from './web-auth-base.js';
import type { WebAuthBase } from './web-auth-base.js';

export class Popup {
  #ctx: CoreContext;

  /** @param context Internal: the state shared with the WebAuth that owns this object. */
  constructor(context: CoreContext) {
    this.#ctx = context;
    bindMethods(this, Popup.prototype);
  }

  /**
   * Opens /authorize in a popup window before it returns (call it straight from a click handler, with no
   * `await` before it) and resolves with the checked result that `callback()` posts back from
   * redirectUri, which must be on this page's origin and in the Allowed Callback URLs. With
   * `responseMode: 'web_message'` no callback page is needed: the service's page in the popup posts the
   * result to this page (redirectUri, default this page's origin, must then be on this page's origin and an
   * Allowed Web Origin), as auth0-spa-js's popup does. Rejects with
   * `popup_blocked` (window.open refused), `popup_closed` (closed by the user) or `popup_timeout`
   * (`timeout` option, default 5 minutes); the popup is closed in every case.
   */
  authorize(options?: PopupAuthorizeOptions): Promise<AuthResult>;
  authorize(callback: Callback<AuthResult>): void;
  authorize(options: PopupAuthorizeOptions | undefined, callback: Callback<AuthResult>): void;
  authorize(
    optionsOrCallback?: PopupAuthorizeOptions | Callback<AuthResult>,
    maybeCallback?: Callback<AuthResult>,
  ): Promise<AuthResult> | void {
    const [options, callback] = splitArgs<PopupAuthorizeOptions, AuthResult>(
      optionsOrCallback,
      maybeCallback,
    );
    return settle(popupAuthorize(this.#ctx, options), callback);
  }

  /**
   * Call in the page at redirectUri, inside the popup: reads the response from `url` (default
   * `location.href`: the query for a code or an error, else the fragment) and posts it to the opener,
   * after checking that the opener is on this page's origin (else `origin_mismatch`). The opener checks
   * the state and the tokens and closes the popup.
   */
  callback(options?: PopupCallbackOptions): Promise<void>;
  callback(callback: Callback<void>): void;
  callback(options: PopupCallbackOptions | undefined, callback: Callback<void>): void;
  callback(
    optionsOrCallback?: PopupCallbackOptions | Callback<void>,
    maybeCallback?: Callback<void>,
  ): Promise<void> | void {
    const [options = {}, callback] = splitArgs<PopupCallbackOptions, void>(optionsOrCallback, maybeCallback);
    checkOptions(options, 'popup.callback');
    const url = optionalString(options.url, 'url') ?? globalThis.location?.href;
    if (!url) throw new TypeError('"url" option is required outside a browser');
    absoluteUrl(url, 'url');
    return settle(
      this.#ctx.load.responses().then(({ postToOpener }) => postToOpener(url)),
      callback,
    );
  }
}

const popups = new WeakMap<WebAuthBase, Popup>();

/**
 * `client.popup`: the one Popup of a client, made at the first call (the elements' clients, WebAuthBase,
 * get theirs only in the code that opens a popup; a test stubs that same one).
 */
export function popupOf(client: WebAuthBase): Popup {
  let popup = popups.get(client);
  if (!popup) popups.set(client, (popup = new Popup(contextOf(client))));
  return popup;
}
