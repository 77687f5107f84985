// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-login>`: its attributes and JSX props.
import type { AuthLogin } from '../../components/auth-login/auth-login.component.js';
import type { AttributeValue, AuthElementProps } from './shared.js';

/** The attributes of `<auth-login>`, the configuration attributes included. */
export interface AuthLoginAttributes {
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
  /** What to show while the provider has a session (attribute `signed-in`): `show` (default) who is signed in and a "Log out" button; `hide` nothing (the element takes no space); `form` the form as if nobody were signed in (the page handles the signed-in state itself). */
  'signed-in'?: AttributeValue<AuthLogin['signedIn']>;
  /** Account domain (`tenant.example.com`) or origin (`http://localhost:4000`). Default: the provider's. */
  domain?: AttributeValue<AuthLogin['domain']>;
  /** Application client identifier (attribute `client-id`). Default: the provider's. */
  'client-id'?: AttributeValue<AuthLogin['clientId']>;
  /** Where the service returns after redirect or popup flows (attribute `redirect-uri`). Default: the provider's. */
  'redirect-uri'?: AttributeValue<AuthLogin['redirectUri']>;
  /** API the access token is for. Default: the provider's. */
  audience?: AttributeValue<AuthLogin['audience']>;
  /** Space-separated scopes to request. Default: the provider's, else the client's (`openid profile email`). */
  scope?: AttributeValue<AuthLogin['scope']>;
  /** `code`, `token`, `id_token` (space-separated) (attribute `response-type`). Default: the provider's. */
  'response-type'?: AttributeValue<AuthLogin['responseType']>;
  /** `query`, `fragment` or `form_post` (attribute `response-mode`). Default: the provider's. */
  'response-mode'?: 'query' | 'fragment' | 'form_post';
  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  connection?: AttributeValue<AuthLogin['connection']>;
  /** Another OpenID Provider's issuer (`http://localhost:3000`): its endpoints come from its discovery document. Redirect and popup modes work with any provider. Default: the provider's. */
  issuer?: AttributeValue<AuthLogin['issuer']>;
  /** The page with the log-in form, for links to it when no sibling `<auth-login>` is there (attribute `login-url`). Default: the provider's. */
  'login-url'?: AttributeValue<AuthLogin['loginUrl']>;
  /** The page with the sign-up form, when no sibling `<auth-signup>` is there (attribute `signup-url`). Default: the provider's. */
  'signup-url'?: AttributeValue<AuthLogin['signupUrl']>;
  /** The page with the password reset form, when no sibling `<auth-change-password>` is there (attribute `reset-url`). Default: the provider's. */
  'reset-url'?: AttributeValue<AuthLogin['resetUrl']>;
  /** The e-mail to fill in the form (attribute `login-hint`). Default: the page address's `login_hint` query parameter, which links to `login-url` / `signup-url` / `reset-url` carry. */
  'login-hint'?: AttributeValue<AuthLogin['loginHint']>;
  /** Colour theme: `light`, `dark`, or `auto` (system; also any unknown value). Reflected. */
  theme?: AttributeValue<AuthLogin['theme']>;
}

/** `<auth-login>`: Log in with an e-mail or username and a password, or a social account. */
export type AuthLoginProps = AuthElementProps<
  AuthLogin,
  AuthLoginAttributes,
  | 'logoUrl'
  | 'heading'
  | 'domain'
  | 'clientId'
  | 'redirectUri'
  | 'audience'
  | 'scope'
  | 'responseType'
  | 'responseMode'
  | 'connection'
  | 'issuer'
  | 'loginUrl'
  | 'signupUrl'
  | 'resetUrl'
  | 'mode'
  | 'usernameStyle'
  | 'social'
  | 'noSignup'
  | 'noForgotPassword'
  | 'signedIn'
  | 'loginHint'
  | 'theme'
  | 'strings'
  | 'session'
  | 'errorScope'
  | 'status'
  | 'error',
  'auth-success' | 'auth-error' | 'auth-show-signup' | 'auth-show-forgot-password' | 'auth-logout'
>;
