// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<auth-organization-members>`: its attributes and JSX props.
import type { AuthOrganizationMembers } from '../../components/auth-organization-members/auth-organization-members.component.js';
import type { AttributeValue, AuthConfigAttributes, AuthConfigProp, AuthElementProps } from './shared.js';

/** The attributes of `<auth-organization-members>`: the configuration attributes and its own. */
export interface AuthOrganizationMembersAttributes extends AuthConfigAttributes {
  /** A My Organization API access token bound to the organization. Without one, the element gets a token itself through the configuration's `checkSession`. Prefer setting the property to the attribute. */
  token?: AttributeValue<AuthOrganizationMembers['token']>;
  /** How many members (and invitations) a page shows; "Show more" loads the next (1 to 100). */
  'page-size'?: AttributeValue<AuthOrganizationMembers['pageSize']>;
}

/** `<auth-organization-members>`: Manage an organization's members, their roles and invitations. */
export type AuthOrganizationMembersProps = AuthElementProps<
  AuthOrganizationMembers,
  AuthOrganizationMembersAttributes,
  AuthConfigProp | 'token' | 'pageSize' | 'errorScope' | 'strings' | 'session' | 'status' | 'error',
  | 'auth-member-invited'
  | 'auth-invitation-revoked'
  | 'auth-member-roles-changed'
  | 'auth-member-removed'
  | 'auth-error'
>;
