// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-change-password>`: its attributes and JSX props.
import type { AuthChangePassword } from '../../components/auth-change-password/auth-change-password.component.js';
import type { AttributeValue, AuthElementProps } from './shared.js';

/** The attributes of `<auth-change-password>`, the configuration attributes included. */
export interface AuthChangePasswordAttributes {
  /** URL of a logo image shown above the title (attribute `logo-url`); content in the `logo` slot wins. */
  'logo-url'?: AttributeValue<AuthChangePassword['logoUrl']>;
  /** The title's text instead of the element's own (the `heading` slot wins over it). */
  heading?: AttributeValue<AuthChangePassword['heading']>;
  /** Hides the "Back to log in" link (attribute `no-login-link`). */
  'no-login-link'?: AttributeValue<AuthChangePassword['noLoginLink']>;
  /** Account domain (`tenant.example.com`) or origin (`http://localhost:4000`). Default: the provider's. */
  domain?: AttributeValue<AuthChangePassword['domain']>;
  /** Application client identifier (attribute `client-id`). Default: the provider's. */
  'client-id'?: AttributeValue<AuthChangePassword['clientId']>;
  /** Where the service returns after redirect or popup flows (attribute `redirect-uri`). Default: the provider's. */
  'redirect-uri'?: AttributeValue<AuthChangePassword['redirectUri']>;
  /** API the access token is for. Default: the provider's. */
  audience?: AttributeValue<AuthChangePassword['audience']>;
  /** Space-separated scopes to request. Default: the provider's, else the client's (`openid profile email`). */
  scope?: AttributeValue<AuthChangePassword['scope']>;
  /** `code`, `token`, `id_token` (space-separated) (attribute `response-type`). Default: the provider's. */
  'response-type'?: AttributeValue<AuthChangePassword['responseType']>;
  /** `query`, `fragment` or `form_post` (attribute `response-mode`). Default: the provider's. */
  'response-mode'?: 'query' | 'fragment' | 'form_post';
  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  connection?: AttributeValue<AuthChangePassword['connection']>;
  /** Another OpenID Provider's issuer (`http://localhost:3000`): its endpoints come from its discovery document. Redirect and popup modes work with any provider. Default: the provider's. */
  issuer?: AttributeValue<AuthChangePassword['issuer']>;
  /** The page with the log-in form, for links to it when no sibling `<auth-login>` is there (attribute `login-url`). Default: the provider's. */
  'login-url'?: AttributeValue<AuthChangePassword['loginUrl']>;
  /** The page with the sign-up form, when no sibling `<auth-signup>` is there (attribute `signup-url`). Default: the provider's. */
  'signup-url'?: AttributeValue<AuthChangePassword['signupUrl']>;
  /** The page with the password reset form, when no sibling `<auth-change-password>` is there (attribute `reset-url`). Default: the provider's. */
  'reset-url'?: AttributeValue<AuthChangePassword['resetUrl']>;
  /** The e-mail to fill in the form (attribute `login-hint`). Default: the page address's `login_hint` query parameter, which links to `login-url` / `signup-url` / `reset-url` carry. */
  'login-hint'?: AttributeValue<AuthChangePassword['loginHint']>;
  /** Colour theme: `light`, `dark`, or `auto` (system; also any unknown value). Reflected. */
  theme?: AttributeValue<AuthChangePassword['theme']>;
}

/** `<auth-change-password>`: Request a password-reset e-mail. */
export type AuthChangePasswordProps = AuthElementProps<
  AuthChangePassword,
  AuthChangePasswordAttributes,
  | 'logoUrl'
  | 'heading'
  | 'noLoginLink'
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
  | 'loginHint'
  | 'theme'
  | 'strings'
  | 'session'
  | 'errorScope'
  | 'status'
  | 'error',
  'auth-password-reset-sent' | 'auth-show-login' | 'auth-error'
>;
