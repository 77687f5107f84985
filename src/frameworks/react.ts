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
import type { ApiPermissionsEditor } from '../components/api-permissions-editor/api-permissions-editor.js';
import type { AuthChangePassword } from '../components/auth-change-password/auth-change-password.js';
import type { AuthLogin, LoginMode, UsernameStyle } from '../components/auth-login/auth-login.js';
import type {
  AuthPasswordless,
  PasswordlessChannel,
  PasswordlessSend,
} from '../components/auth-passwordless/auth-passwordless.js';
import type { AuthProfile } from '../components/auth-profile/auth-profile.js';
import type { AuthProvider } from '../components/auth-provider/auth-provider.js';
import type { AuthSignup } from '../components/auth-signup/auth-signup.js';
import type { AuthElement, AuthTheme } from '../internal/auth-element.js';
import type { SignedInDisplay } from '../internal/sign-in-element.js';

/** The configuration attributes every element takes (README, "Elements"), and `theme`. */
export interface AuthConfigAttributes {
  /** The service: `tenant.example.com` (https) or `http://localhost:4000`. */
  domain?: string;
  /** The application's client id. */
  'client-id'?: string;
  /** Where the service sends the browser back (an Allowed Callback URL). */
  'redirect-uri'?: string;
  /** `code`, `token`, `id_token`, or a space-separated combination. */
  'response-type'?: string;
  /** `query`, `fragment` or `form_post`. */
  'response-mode'?: 'query' | 'fragment' | 'form_post';
  /** The API the access token is for. */
  audience?: string;
  /** Space-separated scopes. */
  scope?: string;
  /** The connection the element uses. */
  connection?: string;
  /** The log-in page, for links to it when no sibling `<auth-login>` is there. */
  'login-url'?: string;
  /** The sign-up page, for links to it when no sibling `<auth-signup>` is there. */
  'signup-url'?: string;
  /** The password reset page, for links to it when no sibling `<auth-change-password>` is there. */
  'reset-url'?: string;
  /** The e-mail to fill in the form (default: the page address's `login_hint` query parameter). */
  'login-hint'?: string;
  /** `light`, `dark`, or `auto` (follows `prefers-color-scheme`). */
  theme?: AuthTheme;
}

/** The properties every element has besides the attributes' namesakes (`strings`: text overrides). */
type ConfigProperty =
  | 'domain'
  | 'clientId'
  | 'redirectUri'
  | 'responseType'
  | 'responseMode'
  | 'audience'
  | 'scope'
  | 'loginUrl'
  | 'signupUrl'
  | 'resetUrl'
  | 'loginHint'
  | 'connection'
  | 'theme'
  | 'strings';

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
 * properties `P` (and the configuration properties) in camelCase, and `on<event>` for `auth-error` and
 * the events `E`.
 */
export type AuthElementProps<
  T extends AuthElement,
  A extends object,
  P extends keyof T,
  E extends keyof GlobalEventHandlersEventMap,
> = DetailedHTMLProps<HTMLAttributes<T>, T> &
  AuthConfigAttributes &
  A &
  Partial<Pick<T, ConfigProperty | P>> &
  AuthEventProps<'auth-error' | E>;

/** `<auth-provider>`: `restore`, `no-renew`; the `session` property; `onauth-success`, `onauth-error`, `onauth-session-change`. */
export type AuthProviderProps = AuthElementProps<
  AuthProvider,
  { restore?: boolean; 'no-renew'?: boolean },
  'restore' | 'noRenew' | 'session',
  'auth-success' | 'auth-session-change'
>;

/** The branding attributes of the sign-in elements: a logo above the title, and the title's text. */
export interface BrandingAttributes {
  /** URL of a logo image above the title (content in the `logo` slot wins). */
  'logo-url'?: string;
  /** The title's text instead of the element's own. */
  heading?: string;
}

/** The branding properties of the sign-in elements. */
type BrandingProperty = 'logoUrl' | 'heading';

/** `<auth-login>`: `mode`, `username-style`, `social`, `no-signup`, `no-forgot-password`, `signed-in`, and its events. */
export type AuthLoginProps = AuthElementProps<
  AuthLogin,
  BrandingAttributes & {
    mode?: LoginMode;
    'username-style'?: UsernameStyle;
    social?: string;
    'no-signup'?: boolean;
    'no-forgot-password'?: boolean;
    'signed-in'?: SignedInDisplay;
  },
  BrandingProperty | 'mode' | 'usernameStyle' | 'social' | 'noSignup' | 'noForgotPassword' | 'signedIn',
  'auth-success' | 'auth-show-signup' | 'auth-show-forgot-password' | 'auth-logout'
>;

/** `<auth-passwordless>`: `connection` (`email` or `sms`), `send`, `resend-delay`, `signed-in`; its events. */
export type AuthPasswordlessProps = AuthElementProps<
  AuthPasswordless,
  BrandingAttributes & {
    connection?: PasswordlessChannel;
    send?: PasswordlessSend;
    'resend-delay'?: number;
    'signed-in'?: SignedInDisplay;
  },
  BrandingProperty | 'send' | 'resendDelay' | 'signedIn',
  'auth-code-sent' | 'auth-success' | 'auth-logout'
>;

/** `<auth-signup>`: its attributes, the `metadataFields` and `passwordPolicy` properties, and its events. */
export type AuthSignupProps = AuthElementProps<
  AuthSignup,
  BrandingAttributes & {
    'requires-username'?: boolean;
    /** `company:Company,role:Role` (key:label, comma-separated); or the `metadataFields` property. */
    'metadata-fields'?: string;
    'login-after-signup'?: boolean;
    'no-login-link'?: boolean;
    'signed-in'?: SignedInDisplay;
  },
  | BrandingProperty
  | 'requiresUsername'
  | 'metadataFields'
  | 'loginAfterSignup'
  | 'noLoginLink'
  | 'passwordPolicy'
  | 'signedIn',
  'auth-signup' | 'auth-show-login' | 'auth-success' | 'auth-logout'
>;

/** `<auth-change-password>`: `no-login-link`; `onauth-password-reset-sent`, `onauth-show-login`. */
export type AuthChangePasswordProps = AuthElementProps<
  AuthChangePassword,
  BrandingAttributes & { 'no-login-link'?: boolean },
  BrandingProperty | 'noLoginLink',
  'auth-password-reset-sent' | 'auth-show-login'
>;

/**
 * `<auth-profile>`: `user-id`, `token`, `link-connections`, `popup-redirect-uri`, `no-link`,
 * `no-generic-metadata`, `fields` (property), and its events.
 */
export type AuthProfileProps = AuthElementProps<
  AuthProfile,
  {
    'user-id'?: string;
    token?: string;
    'link-connections'?: string;
    'popup-redirect-uri'?: string;
    'no-link'?: boolean;
    'no-generic-metadata'?: boolean;
  },
  'userId' | 'token' | 'linkConnections' | 'popupRedirectUri' | 'noLink' | 'noGenericMetadata' | 'fields',
  'auth-profile-updated' | 'auth-account-linked' | 'auth-account-unlinked'
>;

/** `<api-permissions-editor>`: `api-id`, `token`; `onauth-permissions-saved`, `onauth-permissions-unsaved`. */
export type ApiPermissionsEditorProps = AuthElementProps<
  ApiPermissionsEditor,
  { 'api-id'?: string; token?: string },
  'apiId' | 'token',
  'auth-permissions-saved' | 'auth-permissions-unsaved'
>;

declare module 'react' {
  // A module augmentation can only extend React's JSX namespace by declaring into it; the house ban on
  // namespaces (STYLE.md) is about our own code.
  // eslint-disable-next-line no-restricted-syntax, @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'auth-provider': AuthProviderProps;
      'auth-login': AuthLoginProps;
      'auth-passwordless': AuthPasswordlessProps;
      'auth-signup': AuthSignupProps;
      'auth-change-password': AuthChangePasswordProps;
      'auth-profile': AuthProfileProps;
      'api-permissions-editor': ApiPermissionsEditorProps;
    }
  }
}
