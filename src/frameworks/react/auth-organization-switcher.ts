// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-organization-switcher>`: its attributes and JSX props.
import type { AuthOrganizationSwitcher } from '../../components/auth-organization-switcher/auth-organization-switcher.component.js';
import type { AttributeValue, AuthConfigAttributes, AuthConfigProp, AuthElementProps } from './shared.js';

/** The attributes of `<auth-organization-switcher>`: the configuration attributes and its own. */
export interface AuthOrganizationSwitcherAttributes extends AuthConfigAttributes {
  /** Offer "Personal account" (attribute `allow-personal`): the client allows logging in without an organization. */
  'allow-personal'?: AttributeValue<AuthOrganizationSwitcher['allowPersonal']>;
  /** `redirect` (default) or `popup`: how the switch signs in again. */
  mode?: AttributeValue<AuthOrganizationSwitcher['mode']>;
}

/** `<auth-organization-switcher>`: The current organization, and a menu to switch to another one. */
export type AuthOrganizationSwitcherProps = AuthElementProps<
  AuthOrganizationSwitcher,
  AuthOrganizationSwitcherAttributes,
  | AuthConfigProp
  | 'organizations'
  | 'allowPersonal'
  | 'mode'
  | 'myOrganizationToken'
  | 'errorScope'
  | 'strings'
  | 'session'
  | 'status'
  | 'error',
  'auth-organization-changed' | 'auth-success' | 'auth-error'
>;
