// <auth-login>'s public types: its modes and options, and the detail of the events that switch views.

/** How `<auth-login>` signs the user in. */
export type LoginMode = 'embedded' | 'redirect' | 'popup';

/** When `<auth-login passkeys>` offers a passkey after a password log-in: see {@link AuthLogin.passkeyUpgrade}. */
export type PasskeyUpgrade = 'auto' | 'offer' | 'off';

/** What the user types to identify themselves. */
export type UsernameStyle = 'email' | 'username';

/** Detail of `auth-show-signup` and `auth-show-forgot-password`: what the user typed, to carry over. */
export interface AuthShowViewEventDetail {
  /** The e-mail address in the form (`''` when none was typed, or it is not an e-mail). */
  email: string;
}
