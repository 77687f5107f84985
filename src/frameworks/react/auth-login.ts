// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-login>`: its attributes and JSX props.
import type { AuthLogin } from '../../components/auth-login/auth-login.component.js';
import type { AttributeValue, AuthConfigAttributes, AuthConfigProp, AuthElementProps } from './shared.js';

/** The attributes of `<auth-login>`: the configuration attributes and its own. */
export interface AuthLoginAttributes extends AuthConfigAttributes {
  /** URL of a logo image shown above the title (attribute `logo-url`); content in the `logo` slot wins. */
  'logo-url'?: AttributeValue<AuthLogin['logoUrl']>;
  /** The title's text instead of the element's own (the `heading` slot wins over it). */
  heading?: AttributeValue<AuthLogin['heading']>;
  /** `embedded` (password sent from the page), `redirect` (the service's page) or `popup`. Default `embedded`. */
  mode?: AttributeValue<AuthLogin['mode']>;
  /** `email` (an e-mail field) or `username` (a field for a username or an e-mail) (attribute `username-style`). Default `email`. */
  'username-style'?: AttributeValue<AuthLogin['usernameStyle']>;
  /** Space-separated social connections, one button each (`google-oauth2 github`). Default none. */
  social?: AttributeValue<AuthLogin['social']>;
  /** Hides the "Sign up" link (attribute `no-signup`). */
  'no-signup'?: AttributeValue<AuthLogin['noSignup']>;
  /** Hides the "Forgot your password?" link (attribute `no-forgot-password`). */
  'no-forgot-password'?: AttributeValue<AuthLogin['noForgotPassword']>;
  /** Offer passkeys: the "Sign in with a passkey" button, autofill in the e-mail field, and the offer to create one after a password log-in. Its code is loaded only then. */
  passkeys?: AttributeValue<AuthLogin['passkeys']>;
  /** With `passkeys`, after a password log-in when the user has no passkey yet (attribute `passkey-upgrade`): `offer` (default) shows the offer to create one; `auto` creates one without a prompt where the browser can (conditional creation), else shows the offer; `off` never. */
  'passkey-upgrade'?: AttributeValue<AuthLogin['passkeyUpgrade']>;
  /** What to show while the provider has a session (attribute `signed-in`): `show` (default) who is signed in and a "Log out" button; `hide` nothing (the element takes no space); `form` the form as if nobody were signed in (the page handles the signed-in state itself). */
  'signed-in'?: AttributeValue<AuthLogin['signedIn']>;
}

/** `<auth-login>`: Log in with an e-mail or username and a password, or a social account. */
export type AuthLoginProps = AuthElementProps<
  AuthLogin,
  AuthLoginAttributes,
  | AuthConfigProp
  | 'logoUrl'
  | 'heading'
  | 'mode'
  | 'usernameStyle'
  | 'social'
  | 'noSignup'
  | 'noForgotPassword'
  | 'passkeys'
  | 'passkeyUpgrade'
  | 'enterpriseConnections'
  | 'joinsInvitations'
  | 'signedIn'
  | 'invitationJoin'
  | 'joinFailure'
  | 'strings'
  | 'session'
  | 'errorScope'
  | 'status'
  | 'error',
  | 'auth-success'
  | 'auth-passkey-created'
  | 'auth-error'
  | 'auth-show-signup'
  | 'auth-show-forgot-password'
  | 'auth-logout'
>;
