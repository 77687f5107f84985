// The English strings of organizations in the elements, registered by the code loaded on demand that shows
// them: the join screen of `<auth-login>` and `<auth-signup>` on a page opened from an invitation link
// (../invitation-join.ts), and `<auth-organization-switcher>`. The rest of the English dictionary: ./en.ts.

/** The strings of the join screen and the organization switcher. */
export const organizationStrings = {
  joinTitle: 'Join {organization}',
  joinTitleUnnamed: 'Accept your invitation',
  joinIntro:
    'You were invited to join {organization}. Continue to log in, or create your account, with the email address the invitation was sent to.',
  joinIntroUnnamed:
    'You were invited to join an organization. Continue to log in, or create your account, with the email address the invitation was sent to.',
  joinSubmit: 'Accept invitation',
  joinPending: 'Opening your invitation…',
  joinFailed:
    'This invitation could not be accepted: it may have expired, been used already, or be meant for another account.',
  joinLoginInstead: 'Log in without the invitation',
  orgSwitcherLabel: 'Organization',
  orgCurrent: 'Organization: {organization}. Switch organization',
  orgMenuLabel: 'Your organizations',
  orgPersonal: 'Personal account',
  orgChooseAnother: 'Choose another organization',
  orgSwitching: 'Switching to {organization}…',
  orgSignedOut: 'Not signed in',
} as const;

/** The organization error messages (by code, `organization.` for the switcher's). */
export const organizationErrorMessages = {
  'organization.access_denied': 'You can’t log in to this organization with this account.',
} as const;
