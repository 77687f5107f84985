// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-provider>`: its attributes and JSX props.
import type { AuthProvider } from '../../components/auth-provider/auth-provider.component.js';
import type { AttributeValue, AuthElementProps } from './shared.js';

/** The attributes of `<auth-provider>`, the configuration attributes included. */
export interface AuthProviderAttributes {
  /** Turns off the silent renewal of the session (attribute `no-renew`). */
  'no-renew'?: AttributeValue<AuthProvider['noRenew']>;
  /** On load, when the URL holds no redirect result, restores the session silently with `checkSession`. */
  restore?: AttributeValue<AuthProvider['restore']>;
  /** Renewal without third-party cookies (attribute `refresh-tokens`): asks for `offline_access`, keeps the refresh token in memory (`refresh-tokens="local"`: in localStorage, which survives reloads but any script on the page can read) and renews with it, falling back to `checkSession`. Needs the code flow. Nested elements share it. As a property, `true` is the attribute present and `false` its absence. */
  'refresh-tokens'?: boolean | 'memory' | 'local';
  /** Account domain (`tenant.example.com`) or origin (`http://localhost:4000`). Default: the provider's. */
  domain?: AttributeValue<AuthProvider['domain']>;
  /** Application client identifier (attribute `client-id`). Default: the provider's. */
  'client-id'?: AttributeValue<AuthProvider['clientId']>;
  /** Where the service returns after redirect or popup flows (attribute `redirect-uri`). Default: the provider's. */
  'redirect-uri'?: AttributeValue<AuthProvider['redirectUri']>;
  /** API the access token is for. Default: the provider's. */
  audience?: AttributeValue<AuthProvider['audience']>;
  /** Space-separated scopes to request. Default: the provider's, else the client's (`openid profile email`). */
  scope?: AttributeValue<AuthProvider['scope']>;
  /** `code`, `token`, `id_token` (space-separated) (attribute `response-type`). Default: the provider's. */
  'response-type'?: AttributeValue<AuthProvider['responseType']>;
  /** `query`, `fragment` or `form_post` (attribute `response-mode`). Default: the provider's. */
  'response-mode'?: 'query' | 'fragment' | 'form_post';
  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  connection?: AttributeValue<AuthProvider['connection']>;
  /** Another OpenID Provider's issuer (`http://localhost:3000`): its endpoints come from its discovery document. Redirect and popup modes work with any provider. Default: the provider's. */
  issuer?: AttributeValue<AuthProvider['issuer']>;
  /** The page with the log-in form, for links to it when no sibling `<auth-login>` is there (attribute `login-url`). Default: the provider's. */
  'login-url'?: AttributeValue<AuthProvider['loginUrl']>;
  /** The page with the sign-up form, when no sibling `<auth-signup>` is there (attribute `signup-url`). Default: the provider's. */
  'signup-url'?: AttributeValue<AuthProvider['signupUrl']>;
  /** The page with the password reset form, when no sibling `<auth-change-password>` is there (attribute `reset-url`). Default: the provider's. */
  'reset-url'?: AttributeValue<AuthProvider['resetUrl']>;
  /** The e-mail to fill in the form (attribute `login-hint`). Default: the page address's `login_hint` query parameter, which links to `login-url` / `signup-url` / `reset-url` carry. */
  'login-hint'?: AttributeValue<AuthProvider['loginHint']>;
  /** Colour theme: `light`, `dark`, or `auto` (system; also any unknown value). Reflected. */
  theme?: AttributeValue<AuthProvider['theme']>;
}

/** `<auth-provider>`: Configuration and session for the auth elements inside it. */
export type AuthProviderProps = AuthElementProps<
  AuthProvider,
  AuthProviderAttributes,
  | 'noRenew'
  | 'restore'
  | 'refreshTokens'
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
  | 'session'
  | 'loginHint'
  | 'theme'
  | 'strings'
  | 'errorScope'
  | 'status'
  | 'error',
  'auth-success' | 'auth-error' | 'auth-session-change'
>;
