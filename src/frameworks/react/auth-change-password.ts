// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-change-password>`: its attributes and JSX props.
import type { AuthChangePassword } from '../../components/auth-change-password/auth-change-password.component.js';
import type { AttributeValue, AuthConfigAttributes, AuthConfigProp, AuthElementProps } from './shared.js';

/** The attributes of `<auth-change-password>`: the configuration attributes and its own. */
export interface AuthChangePasswordAttributes extends AuthConfigAttributes {
  /** URL of a logo image shown above the title (attribute `logo-url`); content in the `logo` slot wins. */
  'logo-url'?: AttributeValue<AuthChangePassword['logoUrl']>;
  /** The title's text instead of the element's own (the `heading` slot wins over it). */
  heading?: AttributeValue<AuthChangePassword['heading']>;
  /** Hides the "Back to log in" link (attribute `no-login-link`). */
  'no-login-link'?: AttributeValue<AuthChangePassword['noLoginLink']>;
}

/** `<auth-change-password>`: Request a password-reset e-mail. */
export type AuthChangePasswordProps = AuthElementProps<
  AuthChangePassword,
  AuthChangePasswordAttributes,
  | AuthConfigProp
  | 'logoUrl'
  | 'heading'
  | 'noLoginLink'
  | 'strings'
  | 'session'
  | 'errorScope'
  | 'status'
  | 'error',
  'auth-password-reset-sent' | 'auth-show-login' | 'auth-error'
>;
