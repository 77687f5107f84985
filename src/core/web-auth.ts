// WebAuth: the public entry point. The client of ./web-auth-base.ts (every method, each validating its
// arguments and delegating to a module in ./lib) with its three facades: `popup`, `passkeys` and `mfa`,
// its popup the one `popupOf` returns for it.
import { contextOf, WebAuthBase } from './web-auth-base.js';
import type { WebAuthOptions } from './types.js';
import { Mfa } from './mfa.js';
import { Passkeys } from './passkeys.js';
import type { Popup } from './popup.js';
import { popupOf } from './popup.js';

export class WebAuth extends WebAuthBase {
  /** Authorization in a popup window: `popup.authorize()` in the page, `popup.callback()` at redirectUri. */
  readonly popup: Popup;
  /** Sign-up and log-in with a passkey, and feature detection (the ceremony code loads on first use). */
  readonly passkeys: Passkeys;
  /** The second factor: the `mfaToken` of an `mfa_required` AuthError, its authenticators, the code. */
  readonly mfa: Mfa;

  constructor(options: WebAuthOptions) {
    super(options);
    this.popup = popupOf(this);
    this.passkeys = new Passkeys(contextOf(this));
    this.mfa = new Mfa(options, contextOf(this));
  }
}
