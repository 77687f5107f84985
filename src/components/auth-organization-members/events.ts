// The events of <auth-organization-members>: their details, declared in the global event map (see
// internal/events.ts). One event per change the service made.
import type { OrganizationInvitation, OrganizationMember } from '../../core/index.js';

/** Detail of `auth-member-invited`: the invitations one "Send invitations" created (one per e-mail). */
export interface AuthMemberInvitedEventDetail {
  organization: string;
  invitations: OrganizationInvitation[];
}

/** Detail of `auth-invitation-revoked`: the invitation whose link no longer works. */
export interface AuthInvitationRevokedEventDetail {
  organization: string;
  invitation: OrganizationInvitation;
}

/** Detail of `auth-member-roles-changed`: the member with the roles they have now. */
export interface AuthMemberRolesChangedEventDetail {
  organization: string;
  member: OrganizationMember;
  /** The role ids given and taken away by this change. */
  added: string[];
  removed: string[];
}

/** Detail of `auth-member-removed`: the member who left the organization (as they were listed). */
export interface AuthMemberRemovedEventDetail {
  organization: string;
  member: OrganizationMember;
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-member-invited': AuthMemberInvitedEventDetail;
    'auth-invitation-revoked': AuthInvitationRevokedEventDetail;
    'auth-member-roles-changed': AuthMemberRolesChangedEventDetail;
    'auth-member-removed': AuthMemberRemovedEventDetail;
  }
}
