// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-provider>`: its attributes and JSX props.
import type { AuthProvider } from '../../components/auth-provider/auth-provider.component.js';
import type { AttributeValue, AuthConfigAttributes, AuthConfigProp, AuthElementProps } from './shared.js';

/** The attributes of `<auth-provider>`: the configuration attributes and its own. */
export interface AuthProviderAttributes extends AuthConfigAttributes {
  /** Turns off the silent renewal of the session (attribute `no-renew`). */
  'no-renew'?: AttributeValue<AuthProvider['noRenew']>;
  /** On load, when the URL holds no redirect result, restores the session silently with `checkSession`. */
  restore?: AttributeValue<AuthProvider['restore']>;
  /** Renewal without third-party cookies (attribute `refresh-tokens`): asks for `offline_access`, keeps the refresh token in memory (`refresh-tokens="local"`: in localStorage, which survives reloads but any script on the page can read) and renews with it, falling back to `checkSession`. Needs the code flow. Nested elements share it. As a property, `true` is the attribute present and `false` its absence. */
  'refresh-tokens'?: boolean | 'memory' | 'local';
}

/** `<auth-provider>`: Configuration and session for the auth elements inside it. */
export type AuthProviderProps = AuthElementProps<
  AuthProvider,
  AuthProviderAttributes,
  | AuthConfigProp
  | 'noRenew'
  | 'restore'
  | 'refreshTokens'
  | 'session'
  | 'strings'
  | 'errorScope'
  | 'status'
  | 'error',
  'auth-success' | 'auth-error' | 'auth-session-change'
>;
