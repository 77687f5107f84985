// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<api-permissions-editor>`: its attributes and JSX props.
import type { ApiPermissionsEditor } from '../../components/api-permissions-editor/api-permissions-editor.component.js';
import type { AttributeValue, AuthElementProps } from './shared.js';

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
