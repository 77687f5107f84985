// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-signup>`: its attributes and JSX props.
import type { AuthSignup } from '../../components/auth-signup/auth-signup.component.js';
import type { AttributeValue, AuthConfigAttributes, AuthConfigProp, AuthElementProps } from './shared.js';

/** The attributes of `<auth-signup>`: the configuration attributes and its own. */
export interface AuthSignupAttributes extends AuthConfigAttributes {
  /** URL of a logo image shown above the title (attribute `logo-url`); content in the `logo` slot wins. */
  'logo-url'?: AttributeValue<AuthSignup['logoUrl']>;
  /** The title's text instead of the element's own (the `heading` slot wins over it). */
  heading?: AttributeValue<AuthSignup['heading']>;
  /** Ask for a username too (the connection requires one) (attribute `requires-username`). */
  'requires-username'?: AttributeValue<AuthSignup['requiresUsername']>;
  /** Extra optional fields saved as `user_metadata` (strings). Attribute `metadata-fields`: `company:Company,role:Role` (key:label, comma-separated). */
  'metadata-fields'?: AttributeValue<AuthSignup['metadataFields']>;
  /** After creating the account, log in with it (redirects to the redirect URI) (attribute `login-after-signup`). */
  'login-after-signup'?: AttributeValue<AuthSignup['loginAfterSignup']>;
  /** Hides the "Already have an account? Log in" link (attribute `no-login-link`). */
  'no-login-link'?: AttributeValue<AuthSignup['noLoginLink']>;
  /** Offer "Create account with a passkey" (e-mail, then the browser's prompt; no password) before the password form. Its code is loaded only then. */
  passkeys?: AttributeValue<AuthSignup['passkeys']>;
  /** What to show while the provider has a session (attribute `signed-in`): `show` (default) who is signed in and a "Log out" button; `hide` nothing (the element takes no space); `form` the form as if nobody were signed in (the page handles the signed-in state itself). */
  'signed-in'?: AttributeValue<AuthSignup['signedIn']>;
}

/** `<auth-signup>`: Sign up with an e-mail and a password, or a passkey. */
export type AuthSignupProps = AuthElementProps<
  AuthSignup,
  AuthSignupAttributes,
  | AuthConfigProp
  | 'logoUrl'
  | 'heading'
  | 'requiresUsername'
  | 'metadataFields'
  | 'loginAfterSignup'
  | 'noLoginLink'
  | 'passwordPolicy'
  | 'passkeys'
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
  'auth-signup' | 'auth-show-login' | 'auth-success' | 'auth-error' | 'auth-logout'
>;
