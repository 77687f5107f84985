// What <auth-organization-members> asks of the My Organization API: the scopes of its own token, one load
// (the organization, the first page of members and of invitations, the roles, side by side), and the codes
// that say the signed-in member may not manage the organization.
import type {
  MyOrganization,
  OrganizationDetails,
  OrganizationInvitation,
  OrganizationMember,
  OrganizationRole,
} from '../../core/my-organization.js';

/** The My Organization API scopes the element asks for when it gets its own token. */
export const ORGANIZATION_MEMBERS_SCOPES = [
  'read:my_org:details',
  'read:my_org:members',
  'delete:my_org:members',
  'create:my_org:member_roles',
  'delete:my_org:member_roles',
  'read:my_org:roles',
  'read:my_org:member_invitations',
  'create:my_org:member_invitations',
  'delete:my_org:member_invitations',
].join(' ');

/** What one load brings: the organization, the first pages and the roles. */
export interface Loaded {
  details: OrganizationDetails;
  members: OrganizationMember[];
  membersNext: string | undefined;
  invitations: OrganizationInvitation[];
  invitationsNext: string | undefined;
  roles: OrganizationRole[];
}

/** Codes that say the signed-in member may not manage the organization. */
export const NO_ACCESS_CODES: readonly string[] = ['insufficient_scope', 'access_denied'];

/** The organization, its first `take` members and pending invitations, and its roles. */
export async function loadOrganization(api: MyOrganization, take: number): Promise<Loaded> {
  const [details, members, invitations, roles] = await Promise.all([
    api.getDetails(),
    api.getMembers({ take }),
    api.getInvitations({ take }),
    api.getRoles(),
  ]);
  return {
    details,
    members: members.members,
    membersNext: members.next,
    invitations: invitations.invitations,
    invitationsNext: invitations.next,
    roles,
  };
}
