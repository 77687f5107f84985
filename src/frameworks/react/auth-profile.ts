// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-profile>`: its attributes and JSX props.
import type { AuthProfile } from '../../components/auth-profile/auth-profile.component.js';
import type { AttributeValue, AuthConfigAttributes, AuthConfigProp, AuthElementProps } from './shared.js';

/** The attributes of `<auth-profile>`: the configuration attributes and its own. */
export interface AuthProfileAttributes extends AuthConfigAttributes {
  /** The user to show (attribute `user-id`). Default: the provider session's `sub`, else the token's `sub`. */
  'user-id'?: AttributeValue<AuthProfile['userId']>;
  /** A Management API access token (for the audience `{origin}/api/v2/`). Default: none, and the element gets one with checkSession. Prefer setting the property to the attribute. */
  token?: AttributeValue<AuthProfile['token']>;
  /** Space-separated connections offered for linking, one button each (attribute `link-connections`). Default: the configured connection, else `Username-Password-Authentication`. */
  'link-connections'?: AttributeValue<AuthProfile['linkConnections']>;
  /** Where the linking and "Grant access" popups return to: a page that calls `popup.callback()` (attribute `popup-redirect-uri`), for a service without `response_mode=web_message`. Default: none needed: the service's page in the popup posts the result to this page (`web_message`). */
  'popup-redirect-uri'?: AttributeValue<AuthProfile['popupRedirectUri']>;
  /** Hides linking and unlinking: the identities are listed without "Link another account" and "Unlink" (attribute `no-link`). */
  'no-link'?: AttributeValue<AuthProfile['noLink']>;
  /** Shows only the `fields` listed: no editor for the other keys, no "Add a field" (attribute `no-generic-metadata`). Keys not listed are then kept as they are. */
  'no-generic-metadata'?: AttributeValue<AuthProfile['noGenericMetadata']>;
}

/** `<auth-profile>`: The user's profile: picture, name, e-mail, editable metadata, linked accounts, passkeys and two-step verification. */
export type AuthProfileProps = AuthElementProps<
  AuthProfile,
  AuthProfileAttributes,
  | AuthConfigProp
  | 'userId'
  | 'token'
  | 'linkConnections'
  | 'popupRedirectUri'
  | 'noLink'
  | 'fields'
  | 'noGenericMetadata'
  | 'myAccountToken'
  | 'strings'
  | 'session'
  | 'errorScope'
  | 'status'
  | 'error',
  | 'auth-profile-updated'
  | 'auth-account-linked'
  | 'auth-account-unlinked'
  | 'auth-passkey-created'
  | 'auth-passkey-deleted'
  | 'auth-mfa-enrolled'
  | 'auth-mfa-removed'
  | 'auth-error'
>;
