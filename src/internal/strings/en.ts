// The English dictionary of the sign-in elements (and the strings every element shares); the account
// screens' English is in ./en-account.ts, registered by those elements (so a login page never
// downloads it). Other languages are partial overrides of both (see ../i18n.ts); a key missing in a
// language falls back to the English text.
// Placeholders are written `{name}` and filled by `format()`; the values are inserted as text, never HTML.

/**
 * Messages for error codes, keyed by `AuthError['code']`. A key `scope.code` (for example
 * `passwordless.access_denied`) is preferred by elements that set that error scope.
 * `generic` is shown when a code has no message and the error has no description.
 */
export const errorMessages = {
  generic: 'Something went wrong. Please try again.',
  // Failures that are not the service's (a bug, a misconfigured page): its description is for developers.
  request_error: 'Something went wrong. Please try again.',
  invalid_response: 'The sign-in service sent an unexpected answer. Please try again.',
  // Credentials
  access_denied: 'Wrong email or password.',
  invalid_grant: 'Wrong email or password.',
  'passwordless.access_denied': 'Wrong or expired code. Check the code and try again.',
  'passwordless.invalid_grant': 'Wrong or expired code. Check the code and try again.',
  // <auth-login username-style="username">: the user typed a username (or an e-mail)
  'username.access_denied': 'Wrong username or password.',
  'username.invalid_grant': 'Wrong username or password.',
  // The service's own identifiers (`error.error`) for a malformed passwordless address
  'passwordless.bad_email': 'Enter a valid email address, such as name@example.com.',
  'passwordless.bad_phone_number': 'Enter the phone number in international format, such as +15551234567.',
  blocked_user: 'This account is blocked. Contact the site’s support to unblock it.',
  password_leaked:
    'This password appeared in a data breach on another site, so sign-in was blocked. Reset your password to continue.',
  too_many_attempts:
    'Too many attempts. Sign-in is blocked for now; check your email for how to unblock your account.',
  rate_limited: 'Too many requests. Wait a moment and try again.',
  mfa_required: 'This account needs a second sign-in step that is not available here.',
  // Configuration of the site (the user can't fix these, so say who can)
  origin_not_allowed: 'Sign-in is not allowed from this website. The site owner needs to allow it.',
  origin_mismatch: 'Sign-in is not allowed from this website. The site owner needs to allow it.',
  unauthorized_client:
    'This application is not allowed to sign in this way. The site owner needs to allow it.',
  unauthorized: 'This action is not allowed for this application.',
  // Connectivity
  network_error: 'Could not reach the sign-in service. Check your connection and try again.',
  timeout: 'The sign-in service took too long to answer. Please try again.',
  server_error: 'The sign-in service had a problem. Please try again later.',
  temporarily_unavailable: 'The sign-in service is temporarily unavailable. Please try again later.',
  // Popups and sessions
  popup_blocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  popup_closed: 'The sign-in window was closed before sign-in finished.',
  popup_timeout: 'The sign-in window took too long. Please try again.',
  login_required: 'Please log in to continue.',
  consent_required: 'Please log in again to give this application permission.',
  interaction_required: 'Please log in again to continue.',
  // Sign-up and passwords
  user_exists: 'An account with this email already exists.',
  username_exists: 'This username is already taken.',
  invalid_signup: 'Could not create the account. Check your details and try again.',
  invalid_password: 'This password does not meet the requirements.',
  password_strength_error: 'This password is too weak. Use a longer password with more kinds of characters.',
  password_dictionary_error: 'This password is too common. Choose one that is harder to guess.',
  password_no_user_info_error: 'The password must not contain your name or email address.',
  // Profile and permissions
  insufficient_scope: 'You do not have permission to do this.',
  inexistent_user: 'This user no longer exists.',
  // <api-permissions-editor>'s scoped messages: ./en-account.ts
} as const;

/** The English dictionary. Keys are camelCase; values are plain text. */
export const en = {
  // Shared
  email: 'Email',
  username: 'Username',
  emailOrUsername: 'Email or username',
  password: 'Password',
  phone: 'Phone number',
  code: 'Code',
  or: 'or',
  pending: 'Please wait…',
  // Password fields
  showPassword: 'Show password',
  capsLockOn: 'Caps Lock is on.',
  // Login
  loginTitle: 'Log in',
  loginSubmit: 'Log in',
  loginPending: 'Logging in…',
  loginDone: 'You are logged in.',
  continueWith: 'Continue with {provider}',
  forgotPassword: 'Forgot your password?',
  noAccount: 'Don’t have an account?',
  signupLink: 'Sign up',
  loginRedirecting: 'Redirecting…',
  loginPopupPending: 'Waiting for the sign-in window…',
  socialGroup: 'Log in with another account',
  // Names of social connections on the "Continue with {provider}" buttons
  providerGoogle: 'Google',
  providerGithub: 'GitHub',
  providerFacebook: 'Facebook',
  providerApple: 'Apple',
  providerMicrosoft: 'Microsoft',
  providerLinkedin: 'LinkedIn',
  providerTwitter: 'X',
  // Passwordless
  passwordlessTitle: 'Log in without a password',
  passwordlessIntroEmail: 'We send a one-time code by email.',
  passwordlessIntroSms: 'We send a one-time code by text message.',
  passwordlessIntroEmailLink: 'We send a one-time link by email.',
  passwordlessIntroSmsLink: 'We send a one-time link by text message.',
  passwordlessAddressFormCode: 'Get a login code',
  passwordlessAddressFormLink: 'Get a login link',
  passwordlessCodeForm: 'Enter your login code',
  passwordlessLinkForm: 'Didn’t get the link?',
  passwordlessEmailSubmit: 'Send me a code',
  passwordlessSmsSubmit: 'Send me a code',
  passwordlessLinkSubmit: 'Send me a link',
  passwordlessCodeSent: 'We sent a code to {destination}.',
  passwordlessLinkSent: 'We sent a link to {destination}. Open it to log in.',
  passwordlessCodeSubmit: 'Log in',
  passwordlessResend: 'Send a new code',
  passwordlessChangeEmail: 'Use a different email',
  passwordlessChangePhone: 'Use a different phone number',
  passwordlessPhoneHint: 'Include the country code, such as +15551234567.',
  passwordlessSending: 'Sending…',
  passwordlessVerifying: 'Checking the code…',
  passwordlessResendLink: 'Send a new link',
  passwordlessResendCountdown: '{label} ({seconds} s)',
  passwordlessResendWait: 'You can ask for a new one in {seconds} seconds.',
  passwordlessResendReady: 'You can now ask for a new one.',
  passwordlessRedirecting: 'Code accepted. Logging you in…',
  // Sign-up
  signupTitle: 'Sign up',
  signupSubmit: 'Sign up',
  signupPending: 'Creating your account…',
  signupDone: 'Your account was created.',
  haveAccount: 'Already have an account?',
  loginLink: 'Log in',
  loginInstead: 'Log in instead',
  signedInAs: 'Signed in as {name}',
  signupLoggingIn: 'Your account was created. Logging you in…',
  passwordPolicyTitle: 'Your password must contain:',
  passwordPolicyLength: 'At least {count} characters',
  passwordPolicyClasses: 'At least {count} of these {total} kinds of characters:',
  passwordPolicyLower: 'Lower case letters (a–z)',
  passwordPolicyUpper: 'Upper case letters (A–Z)',
  passwordPolicyDigit: 'Numbers (0–9)',
  passwordPolicySpecial: 'Special characters (such as !@#$%^&*)',
  passwordPolicyMet: 'Done:',
  passwordPolicyUnmet: 'Missing:',
  passwordPolicySatisfied: 'Your password meets every requirement.',
  // Change password
  changePasswordTitle: 'Reset your password',
  changePasswordIntro: 'Enter your email and we will send you a link to reset your password.',
  changePasswordSubmit: 'Send reset link',
  changePasswordDone: 'Check your email for a link to reset your password.',
  changePasswordPending: 'Sending…',
  backToLogin: 'Back to log in',
  // Account screens (<auth-profile>, <api-permissions-editor>): ./en-account.ts
  logout: 'Log out',
  // Errors
  errors: errorMessages,
} as const;
