// Registers <auth-organization-members> (and its English strings, with the account screens' shared ones:
// "Grant access" and its explanation).
import { registerEnglish } from '../../internal/i18n.js';
import { accountErrorMessages, accountStrings } from '../../internal/strings/en-account.js';
import {
  organizationMembersErrorMessages,
  organizationMembersStrings,
} from '../../internal/strings/en-organization-members.js';
import { AuthOrganizationMembers } from './auth-organization-members.component.js';

export {
  AuthOrganizationMembers,
  ORGANIZATION_MEMBERS_SCOPES,
} from './auth-organization-members.component.js';
export type {
  AuthInvitationRevokedEventDetail,
  AuthMemberInvitedEventDetail,
  AuthMemberRemovedEventDetail,
  AuthMemberRolesChangedEventDetail,
} from './auth-organization-members.component.js';

// The element's English, which pages without it do not download.
registerEnglish(accountStrings, accountErrorMessages);
registerEnglish(organizationMembersStrings, organizationMembersErrorMessages);

if (!customElements.get('auth-organization-members')) {
  customElements.define('auth-organization-members', AuthOrganizationMembers);
}

declare global {
  interface HTMLElementTagNameMap {
    'auth-organization-members': AuthOrganizationMembers;
  }
}
