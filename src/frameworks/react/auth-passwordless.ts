// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-passwordless>`: its attributes and JSX props.
import type {
  AuthPasswordless,
  PasswordlessChannel,
} from '../../components/auth-passwordless/auth-passwordless.component.js';
import type { AttributeValue, AuthElementProps } from './shared.js';

/** The attributes of `<auth-passwordless>`, the configuration attributes included. */
export interface AuthPasswordlessAttributes {
  /** URL of a logo image shown above the title (attribute `logo-url`); content in the `logo` slot wins. */
  'logo-url'?: AttributeValue<AuthPasswordless['logoUrl']>;
  /** The title's text instead of the element's own (the `heading` slot wins over it). */
  heading?: AttributeValue<AuthPasswordless['heading']>;
  /** `code` (the user types a one-time code) or `link` (the user opens a link). Default `code`. */
  send?: AttributeValue<AuthPasswordless['send']>;
  /** Seconds before a new code or link may be requested (attribute `resend-delay`). Default 30. */
  'resend-delay'?: AttributeValue<AuthPasswordless['resendDelay']>;
  /** What to show while the provider has a session (attribute `signed-in`): `show` (default) who is signed in and a "Log out" button; `hide` nothing (the element takes no space); `form` the form as if nobody were signed in (the page handles the signed-in state itself). */
  'signed-in'?: AttributeValue<AuthPasswordless['signedIn']>;
  /** Account domain (`tenant.example.com`) or origin (`http://localhost:4000`). Default: the provider's. */
  domain?: AttributeValue<AuthPasswordless['domain']>;
  /** Application client identifier (attribute `client-id`). Default: the provider's. */
  'client-id'?: AttributeValue<AuthPasswordless['clientId']>;
  /** Where the service returns after redirect or popup flows (attribute `redirect-uri`). Default: the provider's. */
  'redirect-uri'?: AttributeValue<AuthPasswordless['redirectUri']>;
  /** API the access token is for. Default: the provider's. */
  audience?: AttributeValue<AuthPasswordless['audience']>;
  /** Space-separated scopes to request. Default: the provider's, else the client's (`openid profile email`). */
  scope?: AttributeValue<AuthPasswordless['scope']>;
  /** `code`, `token`, `id_token` (space-separated) (attribute `response-type`). Default: the provider's. */
  'response-type'?: AttributeValue<AuthPasswordless['responseType']>;
  /** `query`, `fragment` or `form_post` (attribute `response-mode`). Default: the provider's. */
  'response-mode'?: 'query' | 'fragment' | 'form_post';
  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  connection?: PasswordlessChannel;
  /** Another OpenID Provider's issuer (`http://localhost:3000`): its endpoints come from its discovery document. Redirect and popup modes work with any provider. Default: the provider's. */
  issuer?: AttributeValue<AuthPasswordless['issuer']>;
  /** The page with the log-in form, for links to it when no sibling `<auth-login>` is there (attribute `login-url`). Default: the provider's. */
  'login-url'?: AttributeValue<AuthPasswordless['loginUrl']>;
  /** The page with the sign-up form, when no sibling `<auth-signup>` is there (attribute `signup-url`). Default: the provider's. */
  'signup-url'?: AttributeValue<AuthPasswordless['signupUrl']>;
  /** The page with the password reset form, when no sibling `<auth-change-password>` is there (attribute `reset-url`). Default: the provider's. */
  'reset-url'?: AttributeValue<AuthPasswordless['resetUrl']>;
  /** The e-mail to fill in the form (attribute `login-hint`). Default: the page address's `login_hint` query parameter, which links to `login-url` / `signup-url` / `reset-url` carry. */
  'login-hint'?: AttributeValue<AuthPasswordless['loginHint']>;
  /** Colour theme: `light`, `dark`, or `auto` (system; also any unknown value). Reflected. */
  theme?: AttributeValue<AuthPasswordless['theme']>;
}

/** `<auth-passwordless>`: Log in with a one-time code or link sent by e-mail or SMS. */
export type AuthPasswordlessProps = AuthElementProps<
  AuthPasswordless,
  AuthPasswordlessAttributes,
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
  | 'send'
  | 'resendDelay'
  | 'step'
  | 'errorScope'
  | 'signedIn'
  | 'loginHint'
  | 'theme'
  | 'strings'
  | 'session'
  | 'status'
  | 'error',
  'auth-code-sent' | 'auth-error' | 'auth-logout'
>;
