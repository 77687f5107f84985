// The English catalog of the service's hosted pages: every text a user sees on the log-in page (and its
// script), the second-factor step, the organization pages, the password-reset, unblock and e-mail
// verification pages, the logout pages, and their error and notice messages. It is the source the other
// languages translate: a pack (./de.ts, …) is a `HostedStrings`, so a missing key fails the type check, and
// test/hosted-locale.test.ts checks that each pack's `{placeholders}` are English's. A placeholder is filled
// in by the page (an application's, organization's or connection's name, an e-mail address); the page escapes
// it. The service's API error descriptions (a wrong password, a password policy's rules) are not here: they
// stay English, as the real service's are.

export const en = {
  // Every page: the banner above the page, and the browser tab's title ({title}: the page's heading)
  banner: 'Local development identity service: not for production use. Data here is fake.',
  documentTitle: '{title} · local identity service',

  // The log-in page ({client}: the application's name)
  loginTitle: 'Log in to {client}',
  loginOrganization: 'Organization: {organization}',
  email: 'Email',
  emailOrUsername: 'Email or username',
  password: 'Password',
  loginSubmit: 'Log in',
  or: 'or',
  databaseConnection: 'Database connection: {connection}',
  // A button per social or enterprise connection ({provider}: its name); the page's script also shows it
  // when the e-mail's domain belongs to an enterprise connection, with the status line below it
  continueWith: 'Continue with {provider}',
  ssoEnabled: 'Single Sign-On enabled',
  // The log-in page's passkey button, and its script's messages when no passkey was used
  passkeySignIn: 'Sign in with a passkey',
  passkeyNotAllowed: 'No passkey was used. Try again, or log in with your password.',
  passkeyUnavailable: 'Passkeys cannot be used here right now. Log in with your password.',
  // Messages above the log-in form
  loginMissingFields: 'Enter your email and password.',
  passkeyRefused: 'This passkey cannot sign in here. Try again, or log in with your password.',

  // The simulated social provider's account picker ({connection}: the connection's name)
  providerTitle: 'Sign in with {connection}',
  providerNotice: 'This is a simulated {connection} provider. Pick the account to sign in with.',

  // The page that checks a login with the application when the browser blocks third-party cookies
  verifyTitle: 'Verifying your login',
  verifyText: 'Your browser blocks third-party cookies; checking the login with the application.',
  verifyFrameTitle: 'Login verification',

  // Error pages of the log-in flow (a title, then the message)
  unknownConnectionTitle: 'Unknown connection',
  connectionNotEnabled: 'The database connection is not enabled.',
  connectionRestricted: 'This login is restricted to another connection.',
  unknownAccountTitle: 'Unknown account',
  pickListedAccount: 'Pick one of the listed accounts.',
  noLoginMethodTitle: 'No login method',
  noDatabaseConnection: 'The application has no database connection.',

  // The second-factor step: the code page, the recovery-code page, the switch between them
  codeTitle: 'Verify it’s you',
  codeIntro: 'Enter the 6-digit code from your authenticator app to log in to {client}.',
  codeLabel: 'Code',
  continue: 'Continue',
  useRecoveryCode: 'Use a recovery code instead',
  useAuthenticator: 'Use your authenticator app instead',
  recoveryTitle: 'Use a recovery code',
  recoveryIntro: 'Enter the recovery code you saved when you set up two-step verification.',
  recoveryLabel: 'Recovery code',
  // The second-factor step's messages above the code field
  enterCode: 'Enter the code.',
  enterRecoveryCode: 'Enter your recovery code.',
  wrongCode: 'That code is not right or has expired. Enter the code your app shows now.',
  wrongRecoveryCode: 'That recovery code is not right. Check it and try again.',
  // Setting up an authenticator app during the log-in ({client}: the application's name)
  enrolTitle: 'Set up two-step verification',
  enrolIntro: '{client} asks for a second step when you log in. Set up an authenticator app:',
  enrolScan: 'Scan this QR code with the app.',
  enrolQrAlt: 'QR code for your authenticator app',
  enrolKey: 'Or type this key into the app:',
  enrolCode: 'Enter the 6-digit code the app shows.',
  // The recovery code, shown once (after one was used, or after setting up the app)
  recoveryUsedTitle: 'Your new recovery code',
  recoveryUsedIntro: 'You used your recovery code, so it no longer works. This is your new one:',
  recoveryEnrolledTitle: 'Save your recovery code',
  recoveryEnrolledIntro:
    'Two-step verification is on. If you lose your authenticator app, this code lets you log in:',
  recoveryShownOnce: 'It is shown only this once. Write it down or keep it in a password manager.',
  recoverySaved: 'I saved my recovery code',
  recoveryConfirm: 'Confirm that you saved your recovery code.',
  // The step's end pages, with a button to log in again
  logInAgain: 'Log in again',
  stepGoneTitle: 'This login step has ended',
  stepGone:
    'It expired, was already completed, or was started in another browser. Go back to the application and log in again.',
  tooManyCodesTitle: 'Too many wrong codes',
  tooManyCodes: 'You entered too many wrong codes. Log in again to try once more.',
  blockedTitle: 'Account blocked',
  blocked:
    "Your account has been blocked after too many wrong codes. We've sent you an email with instructions on how to unblock it.",
  enrolExpiredTitle: 'The set-up expired',
  enrolExpired: 'Setting up two-step verification took too long. Log in again to start over.',

  // The prompt for the organization's name before log-in ({client}: the application's name)
  organizationHint: 'Enter the name of the organization you belong to.',
  organizationLabel: 'Organization name',
  organizationEmpty: 'Enter the organization name.',
  organizationNotFound: 'We can\'t find an organization named "{name}".',
  // The list of the user's organizations after log-in
  organizationPickerTitle: 'Choose an organization',
  organizationPickerIntro: 'Continue to {client} with one of your organizations.',
  organizationPickerNone:
    'You are not a member of any organization, and {client} needs one. Ask an organization’s administrator for an invitation.',
  logInAnotherAccount: 'Log in with another account',
  // An invitee's sign-up ({organization}: its name; {inviter}: who invited them)
  invitationTitle: 'Join {organization}',
  invitationIntro: '{inviter} has invited you. Choose a password to create your account.',
  invitationAccept: 'Accept the invitation',
  // An invitation that cannot be used
  invitationRefusedTitle: 'Invitation not accepted',
  invitationUnknown: 'This invitation does not exist or has been used already.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationOtherOrganization: 'This invitation is for another organization.',
  invitationOtherEmail:
    'This invitation is for another e-mail address: log in with the account it was sent to.',
  invitationLoginWithout: 'Log in without the invitation',
  noInvitationTitle: 'No invitation',
  noInvitation: 'This page accepts an invitation.',
  signupFailedTitle: 'Sign-up failed',
  signupFailed: 'The new account could not be found.',

  // The page of a password-reset, unblock or verification link that cannot be used
  linkUnusableTitle: 'This link can no longer be used',
  resetLinkUnusable: 'This password reset link is invalid, has already been used or has expired.',
  resetLinkNext: 'Ask for a new password reset e-mail from the sign-in screen.',
  unblockLinkUnusable: 'This unblock link is invalid, has already been used or has expired.',
  unblockLinkNext: 'Try to sign in again to get a new unblock e-mail.',
  verificationLinkUnusable: 'This verification link is invalid, has already been used or has expired.',
  verificationLinkNext:
    'If your address is not verified yet, sign in and ask the application for a new verification e-mail.',
  // The password-reset page ({email}: the account's address)
  resetTitle: 'Choose a new password',
  resetAccount: 'For the account {email}.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm the new password',
  changePassword: 'Change password',
  resetEnterPassword: 'Enter a new password.',
  resetMismatch: 'The two passwords do not match.',
  passwordBreached: 'This password is too common or has appeared in a data breach. Choose another one.',
  passwordUserInfo: 'The password must not contain your e-mail address or username.',
  passwordWeak: 'The password is too weak. It needs:',
  resetDoneTitle: 'Password changed',
  resetDone: 'Your password has been changed. You can now sign in with it.',
  // The unblock page ({account}: the account's e-mail address or username)
  unblockTitle: 'Unblock your account',
  unblockText: 'Sign-in to {account} was blocked after too many failed attempts.',
  unblockTextNoName: 'Sign-in to your account was blocked after too many failed attempts.',
  unblockSubmit: 'Unblock my account',
  unblockDoneTitle: 'Account unblocked',
  unblockDone: 'Your account is unblocked. You can sign in again.',
  // The page of an e-mail verification link
  verifiedTitle: 'E-mail address verified',
  verifiedText: 'Your e-mail address {email} is verified.',
  verifiedClose: 'You can close this page and go back to the application.',

  // The page that hands the authorization's answer to the application (response_mode form_post, web_message)
  signingInTitle: 'Signing you in',
  // The logout confirmation ({client}: the application asking; {user}: who is signed in), and after it
  logoutTitle: 'Log out?',
  logoutAskClient: '{client} asks to log you out of the local identity service.',
  logoutAskClientUser: '{client} asks to log you out of the local identity service (signed in as {user}).',
  logoutAsk: 'A page asks to log you out of the local identity service.',
  logoutAskUser: 'A page asks to log you out of the local identity service (signed in as {user}).',
  logoutSubmit: 'Log out',
  logoutStay: 'To stay signed in, close this page.',
  loggedOutTitle: 'You are logged out',
  loggedOut: 'You have been logged out of the local identity service.',
} as const;

/** A key of the catalog. */
export type HostedKey = keyof typeof en;

/** A complete pack: every key of the English catalog, translated (placeholders as in English). */
export type HostedStrings = Readonly<Record<HostedKey, string>>;
