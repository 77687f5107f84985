// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-signup>`: its attributes and JSX props.
import type { AuthSignup } from '../../components/auth-signup/auth-signup.component.js';
import type { AttributeValue, AuthElementProps } from './shared.js';

/** The attributes of `<auth-signup>`, the configuration attributes included. */
export interface AuthSignupAttributes {
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
  /** What to show while the provider has a session (attribute `signed-in`): `show` (default) who is signed in and a "Log out" button; `hide` nothing (the element takes no space); `form` the form as if nobody were signed in (the page handles the signed-in state itself). */
  'signed-in'?: AttributeValue<AuthSignup['signedIn']>;
  /** Account domain (`tenant.example.com`) or origin (`http://localhost:4000`). Default: the provider's. */
  domain?: AttributeValue<AuthSignup['domain']>;
  /** Application client identifier (attribute `client-id`). Default: the provider's. */
  'client-id'?: AttributeValue<AuthSignup['clientId']>;
  /** Where the service returns after redirect or popup flows (attribute `redirect-uri`). Default: the provider's. */
  'redirect-uri'?: AttributeValue<AuthSignup['redirectUri']>;
  /** API the access token is for. Default: the provider's. */
  audience?: AttributeValue<AuthSignup['audience']>;
  /** Space-separated scopes to request. Default: the provider's, else the client's (`openid profile email`). */
  scope?: AttributeValue<AuthSignup['scope']>;
  /** `code`, `token`, `id_token` (space-separated) (attribute `response-type`). Default: the provider's. */
  'response-type'?: AttributeValue<AuthSignup['responseType']>;
  /** `query`, `fragment` or `form_post` (attribute `response-mode`). Default: the provider's. */
  'response-mode'?: 'query' | 'fragment' | 'form_post';
  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  connection?: AttributeValue<AuthSignup['connection']>;
  /** Another OpenID Provider's issuer (`http://localhost:3000`): its endpoints come from its discovery document. Redirect and popup modes work with any provider. Default: the provider's. */
  issuer?: AttributeValue<AuthSignup['issuer']>;
  /** The page with the log-in form, for links to it when no sibling `<auth-login>` is there (attribute `login-url`). Default: the provider's. */
  'login-url'?: AttributeValue<AuthSignup['loginUrl']>;
  /** The page with the sign-up form, when no sibling `<auth-signup>` is there (attribute `signup-url`). Default: the provider's. */
  'signup-url'?: AttributeValue<AuthSignup['signupUrl']>;
  /** The page with the password reset form, when no sibling `<auth-change-password>` is there (attribute `reset-url`). Default: the provider's. */
  'reset-url'?: AttributeValue<AuthSignup['resetUrl']>;
  /** The e-mail to fill in the form (attribute `login-hint`). Default: the page address's `login_hint` query parameter, which links to `login-url` / `signup-url` / `reset-url` carry. */
  'login-hint'?: AttributeValue<AuthSignup['loginHint']>;
  /** Colour theme: `light`, `dark`, or `auto` (system; also any unknown value). Reflected. */
  theme?: AttributeValue<AuthSignup['theme']>;
}

/** `<auth-signup>`: Sign up with an e-mail and a password. */
export type AuthSignupProps = AuthElementProps<
  AuthSignup,
  AuthSignupAttributes,
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
  | 'requiresUsername'
  | 'metadataFields'
  | 'loginAfterSignup'
  | 'noLoginLink'
  | 'passwordPolicy'
  | 'signedIn'
  | 'loginHint'
  | 'theme'
  | 'strings'
  | 'session'
  | 'errorScope'
  | 'status'
  | 'error',
  'auth-signup' | 'auth-show-login' | 'auth-error' | 'auth-logout'
>;
