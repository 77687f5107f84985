// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The part of the React typings (../react.ts) every element shares: the configuration attributes and
// the types that make an element's JSX props from its attributes, properties and events.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AuthElement } from '../../internal/auth-element.js';

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
  /** The organization to log in to: an id (`org_…`), or a name where the tenant allows names. Every flow (embedded, redirect, popup, silent) asks for it, and the ID token's `org_id` (or `org_name`) must match it. Default: the provider's. */
  organization?: AttributeValue<AuthElement['organization']>;
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

/** The properties of the configuration attributes, which every element has. */
export type AuthConfigProp =
  | 'domain'
  | 'clientId'
  | 'redirectUri'
  | 'audience'
  | 'scope'
  | 'responseType'
  | 'responseMode'
  | 'organization'
  | 'connection'
  | 'issuer'
  | 'loginUrl'
  | 'signupUrl'
  | 'resetUrl'
  | 'loginHint'
  | 'theme';

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
