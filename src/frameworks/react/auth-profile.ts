// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-profile>`: its attributes and JSX props.
import type { AuthProfile } from '../../components/auth-profile/auth-profile.component.js';
import type { AttributeValue, AuthElementProps } from './shared.js';

/** The attributes of `<auth-profile>`, the configuration attributes included. */
export interface AuthProfileAttributes {
  /** The user to show (attribute `user-id`). Default: the provider session's `sub`, else the token's `sub`. */
  'user-id'?: AttributeValue<AuthProfile['userId']>;
  /** A Management API access token (for the audience `{origin}/api/v2/`). Default: none, and the element gets one with checkSession. Prefer setting the property to the attribute. */
  token?: AttributeValue<AuthProfile['token']>;
  /** Space-separated connections offered for linking, one button each (attribute `link-connections`). Default: the configured connection, else `Username-Password-Authentication`. */
  'link-connections'?: AttributeValue<AuthProfile['linkConnections']>;
  /** Where the linking and "Grant access" popups return to: a page that calls `popup.callback()` (attribute `popup-redirect-uri`). Default: the configured `redirect-uri`. */
  'popup-redirect-uri'?: AttributeValue<AuthProfile['popupRedirectUri']>;
  /** Hides linking and unlinking: the identities are listed without "Link another account" and "Unlink" (attribute `no-link`). */
  'no-link'?: AttributeValue<AuthProfile['noLink']>;
  /** Shows only the `fields` listed: no editor for the other keys, no "Add a field" (attribute `no-generic-metadata`). Keys not listed are then kept as they are. */
  'no-generic-metadata'?: AttributeValue<AuthProfile['noGenericMetadata']>;
  /** Account domain (`tenant.example.com`) or origin (`http://localhost:4000`). Default: the provider's. */
  domain?: AttributeValue<AuthProfile['domain']>;
  /** Application client identifier (attribute `client-id`). Default: the provider's. */
  'client-id'?: AttributeValue<AuthProfile['clientId']>;
  /** Where the service returns after redirect or popup flows (attribute `redirect-uri`). Default: the provider's. */
  'redirect-uri'?: AttributeValue<AuthProfile['redirectUri']>;
  /** API the access token is for. Default: the provider's. */
  audience?: AttributeValue<AuthProfile['audience']>;
  /** Space-separated scopes to request. Default: the provider's, else the client's (`openid profile email`). */
  scope?: AttributeValue<AuthProfile['scope']>;
  /** `code`, `token`, `id_token` (space-separated) (attribute `response-type`). Default: the provider's. */
  'response-type'?: AttributeValue<AuthProfile['responseType']>;
  /** `query`, `fragment` or `form_post` (attribute `response-mode`). Default: the provider's. */
  'response-mode'?: 'query' | 'fragment' | 'form_post';
  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  connection?: AttributeValue<AuthProfile['connection']>;
  /** Another OpenID Provider's issuer (`http://localhost:3000`): its endpoints come from its discovery document. Redirect and popup modes work with any provider. Default: the provider's. */
  issuer?: AttributeValue<AuthProfile['issuer']>;
  /** The page with the log-in form, for links to it when no sibling `<auth-login>` is there (attribute `login-url`). Default: the provider's. */
  'login-url'?: AttributeValue<AuthProfile['loginUrl']>;
  /** The page with the sign-up form, when no sibling `<auth-signup>` is there (attribute `signup-url`). Default: the provider's. */
  'signup-url'?: AttributeValue<AuthProfile['signupUrl']>;
  /** The page with the password reset form, when no sibling `<auth-change-password>` is there (attribute `reset-url`). Default: the provider's. */
  'reset-url'?: AttributeValue<AuthProfile['resetUrl']>;
  /** The e-mail to fill in the form (attribute `login-hint`). Default: the page address's `login_hint` query parameter, which links to `login-url` / `signup-url` / `reset-url` carry. */
  'login-hint'?: AttributeValue<AuthProfile['loginHint']>;
  /** Colour theme: `light`, `dark`, or `auto` (system; also any unknown value). Reflected. */
  theme?: AttributeValue<AuthProfile['theme']>;
}

/** `<auth-profile>`: The user's profile: picture, name, e-mail, editable metadata and linked accounts. */
export type AuthProfileProps = AuthElementProps<
  AuthProfile,
  AuthProfileAttributes,
  | 'userId'
  | 'token'
  | 'linkConnections'
  | 'popupRedirectUri'
  | 'noLink'
  | 'fields'
  | 'noGenericMetadata'
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
  'auth-profile-updated' | 'auth-account-linked' | 'auth-account-unlinked' | 'auth-error'
>;
