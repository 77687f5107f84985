// The English strings of <auth-organization-members>: its entry registers them (`registerEnglish` in
// ../i18n.ts), so a page without the element never downloads them. The rest of the English dictionary:
// ./en.ts and the other parts beside it.

/** Messages for <auth-organization-members>'s scoped error codes (see `errorMessages` in ./en.ts). */
export const organizationMembersErrorMessages = {
  'members.login_required': 'Your session has ended. Log in again to manage this organization.',
  'members.consent_required':
    'This page has not been allowed to manage the organization yet. Log in again here to allow it.',
  'members.invalid_token':
    'Your access token is not valid for this organization or has expired. Log in again.',
  'members.unauthorized':
    'Your access token is not valid for this organization or has expired. Log in again.',
  'members.not_found': 'This member or invitation was no longer there: it is gone from the list.',
  'membersInvite.request_error':
    'One of these people is a member already or has a pending invitation. Nobody was invited: take them off the list and send again.',
  'membersInvite.invalid_body':
    'The service refused these invitations. Check the email addresses and the roles, then send again.',
} as const;

/** <auth-organization-members>'s English strings. */
export const organizationMembersStrings = {
  membersTitle: 'Members',
  membersTitleOf: 'Members of {organization}',
  membersLoading: 'Loading the members…',
  membersLoadingMore: 'Loading more…',
  membersSignedOut: 'Log in to manage the members of this organization.',
  membersNoAccess:
    'You can’t manage this organization. Only its administrators can see and change its members and invitations.',
  membersListTitle: 'People in the organization',
  membersFilter: 'Filter by email',
  membersFilterNone: 'No member’s email contains “{filter}” among the {count} loaded.',
  membersEmpty: 'The organization has no members yet.',
  membersMember: 'Member',
  membersRoles: 'Roles',
  membersActions: 'Actions',
  membersNoRoles: 'No roles',
  membersShowMore: 'Show more',
  membersChangeRoles: 'Change roles',
  membersChangeRolesOf: 'Change roles of {member}',
  membersRolesOf: 'Roles of {member}',
  membersSaveRoles: 'Save roles',
  membersCancel: 'Cancel',
  membersRolesSaving: 'Saving the roles…',
  membersRolesSaved: 'The roles of {member} were saved.',
  membersRemove: 'Remove',
  membersRemoveOf: 'Remove {member} from the organization',
  membersRemoveTitle: 'Remove {member} from {organization}?',
  membersRemoveRule:
    'They lose access to {organization} at once: its data and its apps as a member. Their account stays: they can still log in, and you can invite them again.',
  membersRemoveConfirm: 'Remove member',
  membersRemoving: 'Removing the member…',
  membersRemoved: '{member} was removed from the organization.',
  membersInviteTitle: 'Invite people',
  membersInviteEmails: 'Email addresses',
  membersInviteEmailsHint: 'One or several, separated by commas, spaces or new lines (at most {max}).',
  membersInviteRoles: 'Roles they get on joining',
  membersInviteSend: 'Send invitations',
  membersInviting: 'Sending the invitations…',
  membersInvited: 'Invitations sent to {emails}. Copy a link below to send it yourself.',
  membersInviteNoEmail: 'Enter at least one email address.',
  membersInviteBadEmail: '{email} is not an email address.',
  membersInviteTooMany: 'Invite at most {max} people at once.',
  membersInviteTwice: '{email} is listed twice.',
  membersInviteIsMember: '{email} is a member already.',
  membersInviteIsInvited: '{email} has a pending invitation already.',
  membersInvitationsTitle: 'Pending invitations',
  membersInvitationsEmpty: 'No pending invitations.',
  membersInvitee: 'Email',
  membersExpires: 'Expires',
  membersCopyLink: 'Copy link',
  membersCopyLinkOf: 'Copy link for {email}',
  membersCopied: 'Copied',
  membersCopiedOf: 'Copied link for {email}',
  membersLinkCopied: 'The invitation link for {email} was copied.',
  membersCopyFailed: 'The link could not be copied. Your browser did not allow it: {url}',
  membersRevoke: 'Revoke',
  membersRevokeOf: 'Revoke the invitation for {email}',
  membersRevokeTitle: 'Revoke the invitation for {email}?',
  membersRevokeRule: 'The link in the invitation stops working. You can invite them again later.',
  membersRevokeConfirm: 'Revoke invitation',
  membersRevoking: 'Revoking the invitation…',
  membersRevoked: 'The invitation for {email} was revoked.',
} as const;
