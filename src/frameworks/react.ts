// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// JSX typings of the elements for React 19, which supports custom elements natively: a prop the element
// has as a property (`strings`, `clientId`, `mode`) is set as that property, any other prop as an
// attribute (`client-id`, `no-signup`), and an `on<event>` prop is added as a listener for `<event>`
// (`onauth-success` listens for `auth-success`). Types only; an app loads them once with
//
//   import type {} from 'auth-elements/react';
//
// and registers the elements as usual (`import 'auth-elements'`), before React renders them: an element
// that is not defined yet has none of its properties, so React would set `strings` as an attribute.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ApiPermissionsEditor } from '../components/api-permissions-editor/api-permissions-editor.component.js';
import type { AuthChangePassword } from '../components/auth-change-password/auth-change-password.component.js';
import type { AuthLogin } from '../components/auth-login/auth-login.component.js';
import type { AuthPasswordless } from '../components/auth-passwordless/auth-passwordless.component.js';
import type { AuthProfile } from '../components/auth-profile/auth-profile.component.js';
import type { AuthProvider } from '../components/auth-provider/auth-provider.component.js';
import type { AuthSignup } from '../components/auth-signup/auth-signup.component.js';
import type { AuthElement } from '../internal/auth-element.js';
import type { PasswordlessChannel } from '../components/auth-passwordless/auth-passwordless.component.js';

/** The configuration attributes every element takes (README, "Elements"), and `theme`. */
export interface AuthConfigAttributes {
  /** Account domain (`tenant.example.com`) or origin (`http://localhost:4000`). Default: the provider's. */
  domain?: AttributeValue<AuthElement['domain']>;
  /** Application client identifier (attribute `client-id`). Default: the provider's. */
  'client-id'?: AttributeValue<AuthElement['clientId']>;
  /** Where the service returns after redirect or popup flows (attribute `redirect-uri`). Default: the provider's. */
  'redirect-uri'?: AttributeValue<AuthElement['redirectUri']>;
  /** API the access token is for. Default: the provider's. */
  audience?: AttributeValue<AuthElement['audience']>;
  /** Space-separated scopes to request. Default: the provider's, else the client's (`openid profile email`). */
  scope?: AttributeValue<AuthElement['scope']>;
  /** `code`, `token`, `id_token` (space-separated) (attribute `response-type`). Default: the provider's. */
  'response-type'?: AttributeValue<AuthElement['responseType']>;
  /** `query`, `fragment` or `form_post` (attribute `response-mode`). Default: the provider's. */
  'response-mode'?: 'query' | 'fragment' | 'form_post';
  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  connection?: AttributeValue<AuthElement['connection']>;
  /** Another OpenID Provider's issuer (`http://localhost:3000`): its endpoints come from its discovery document. Redirect and popup modes work with any provider. Default: the provider's. */
  issuer?: AttributeValue<AuthElement['issuer']>;
  /** The page with the log-in form, for links to it when no sibling `<auth-login>` is there (attribute `login-url`). Default: the provider's. */
  'login-url'?: AttributeValue<AuthElement['loginUrl']>;
  /** The page with the sign-up form, when no sibling `<auth-signup>` is there (attribute `signup-url`). Default: the provider's. */
  'signup-url'?: AttributeValue<AuthElement['signupUrl']>;
  /** The page with the password reset form, when no sibling `<auth-change-password>` is there (attribute `reset-url`). Default: the provider's. */
  'reset-url'?: AttributeValue<AuthElement['resetUrl']>;
  /** The e-mail to fill in the form (attribute `login-hint`). Default: the page address's `login_hint` query parameter, which links to `login-url` / `signup-url` / `reset-url` carry. */
  'login-hint'?: AttributeValue<AuthElement['loginHint']>;
  /** Colour theme: `light`, `dark`, or `auto` (system; also any unknown value). Reflected. */
  theme?: AttributeValue<AuthElement['theme']>;
}

/**
 * What an attribute takes for a property of type `V`: booleans (present or not), numbers, the property's
 * own string values (`mode="popup"`), and a string for anything else (`metadata-fields="company:Company"`).
 */
export type AttributeValue<V> = [NonNullable<V>] extends [boolean]
  ? boolean
  : [NonNullable<V>] extends [number]
    ? number
    : [NonNullable<V>] extends [string]
      ? NonNullable<V>
      : string;

/**
 * `on<event>` props for the events `E`, typed by `GlobalEventHandlersEventMap`: React 19 adds each as
 * a listener for `<event>` on the element (`onauth-error` for `auth-error`).
 */
export type AuthEventProps<E extends keyof GlobalEventHandlersEventMap> = {
  [K in E as `on${K}`]?: (event: GlobalEventHandlersEventMap[K]) => void;
};

/**
 * The props of an element `T` in JSX: React's HTML props (`id`, `className`, `hidden`, `lang`, `ref`,
 * `key`, ...), the configuration attributes and the element's own attributes `A` in kebab-case, its
 * public properties among `P` in camelCase, and `on<event>` for its events `E`.
 */
export type AuthElementProps<
  T extends AuthElement,
  A extends object,
  P extends string,
  E extends keyof GlobalEventHandlersEventMap,
> = DetailedHTMLProps<HTMLAttributes<T>, T> &
  AuthConfigAttributes &
  A &
  Partial<Pick<T, Extract<P, keyof T>>> &
  AuthEventProps<E>;

/** The attributes of `<api-permissions-editor>`, the configuration attributes included. */
export interface ApiPermissionsEditorAttributes {
  /** The API (resource server): its id, or its identifier such as `https://api.example.com` (attribute `api-id`). */
  'api-id'?: AttributeValue<ApiPermissionsEditor['apiId']>;
  /** A Management API access token for the configured `domain`. Without one, the element gets a token itself through the configuration's `checkSession`. Prefer setting the property to the attribute. */
  token?: AttributeValue<ApiPermissionsEditor['token']>;
  /** Account domain (`tenant.example.com`) or origin (`http://localhost:4000`). Default: the provider's. */
  domain?: AttributeValue<ApiPermissionsEditor['domain']>;
  /** Application client identifier (attribute `client-id`). Default: the provider's. */
  'client-id'?: AttributeValue<ApiPermissionsEditor['clientId']>;
  /** Where the service returns after redirect or popup flows (attribute `redirect-uri`). Default: the provider's. */
  'redirect-uri'?: AttributeValue<ApiPermissionsEditor['redirectUri']>;
  /** API the access token is for. Default: the provider's. */
  audience?: AttributeValue<ApiPermissionsEditor['audience']>;
  /** Space-separated scopes to request. Default: the provider's, else the client's (`openid profile email`). */
  scope?: AttributeValue<ApiPermissionsEditor['scope']>;
  /** `code`, `token`, `id_token` (space-separated) (attribute `response-type`). Default: the provider's. */
  'response-type'?: AttributeValue<ApiPermissionsEditor['responseType']>;
  /** `query`, `fragment` or `form_post` (attribute `response-mode`). Default: the provider's. */
  'response-mode'?: 'query' | 'fragment' | 'form_post';
  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  connection?: AttributeValue<ApiPermissionsEditor['connection']>;
  /** Another OpenID Provider's issuer (`http://localhost:3000`): its endpoints come from its discovery document. Redirect and popup modes work with any provider. Default: the provider's. */
  issuer?: AttributeValue<ApiPermissionsEditor['issuer']>;
  /** The page with the log-in form, for links to it when no sibling `<auth-login>` is there (attribute `login-url`). Default: the provider's. */
  'login-url'?: AttributeValue<ApiPermissionsEditor['loginUrl']>;
  /** The page with the sign-up form, when no sibling `<auth-signup>` is there (attribute `signup-url`). Default: the provider's. */
  'signup-url'?: AttributeValue<ApiPermissionsEditor['signupUrl']>;
  /** The page with the password reset form, when no sibling `<auth-change-password>` is there (attribute `reset-url`). Default: the provider's. */
  'reset-url'?: AttributeValue<ApiPermissionsEditor['resetUrl']>;
  /** The e-mail to fill in the form (attribute `login-hint`). Default: the page address's `login_hint` query parameter, which links to `login-url` / `signup-url` / `reset-url` carry. */
  'login-hint'?: AttributeValue<ApiPermissionsEditor['loginHint']>;
  /** Colour theme: `light`, `dark`, or `auto` (system; also any unknown value). Reflected. */
  theme?: AttributeValue<ApiPermissionsEditor['theme']>;
}

/** `<api-permissions-editor>`: Edit the permissions of an API. */
export type ApiPermissionsEditorProps = AuthElementProps<
  ApiPermissionsEditor,
  ApiPermissionsEditorAttributes,
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
  | 'apiId'
  | 'token'
  | 'loginHint'
  | 'theme'
  | 'strings'
  | 'session'
  | 'errorScope'
  | 'status'
  | 'error',
  'auth-permissions-saved' | 'auth-permissions-unsaved' | 'auth-error'
>;

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

/** The attributes of `<auth-provider>`, the configuration attributes included. */
export interface AuthProviderAttributes {
  /** Turns off the silent renewal of the session (attribute `no-renew`). */
  'no-renew'?: AttributeValue<AuthProvider['noRenew']>;
  /** On load, when the URL holds no redirect result, restores the session silently with `checkSession`. */
  restore?: AttributeValue<AuthProvider['restore']>;
  /** Renewal without third-party cookies (attribute `refresh-tokens`): asks for `offline_access`, keeps the refresh token in memory (`refresh-tokens="local"`: in localStorage, which survives reloads but any script on the page can read) and renews with it, falling back to `checkSession`. Needs the code flow. Nested elements share it. */
  'refresh-tokens'?: AttributeValue<AuthProvider['refreshTokens']>;
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

declare module 'react' {
  // A module augmentation can only extend React's JSX namespace by declaring into it; the house ban on
  // namespaces (STYLE.md) is about our own code.
  // eslint-disable-next-line no-restricted-syntax, @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'api-permissions-editor': ApiPermissionsEditorProps;
      'auth-change-password': AuthChangePasswordProps;
      'auth-login': AuthLoginProps;
      'auth-passwordless': AuthPasswordlessProps;
      'auth-profile': AuthProfileProps;
      'auth-provider': AuthProviderProps;
      'auth-signup': AuthSignupProps;
    }
  }
}
