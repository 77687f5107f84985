// The English dictionary every element shares, with <auth-login>'s and <auth-provider>'s; the other
// elements' English is in ./en-passwordless.ts, ./en-signup.ts, ./en-change-password.ts and
// ./en-account.ts, registered by those elements (so a login page never downloads it). Other languages are partial overrides of both (see ../i18n.ts); a key missing in a
// language falls back to the English text.
// Placeholders are written `{name}` and filled by `format()`; the values are inserted as text, never HTML.

/**
 * Messages for error codes, keyed by `AuthError['code']`. A key `scope.code` (for example
 * `passwordless.access_denied`) is preferred by elements that set that error scope.
 * `generic` is shown when a code has no message and the error has no description.
 */
export const errorMessages = {
  generic: 'Something went wrong. Please try again.',
  // An authorization response's error that no sign-in started here matches: its own words are not shown.
  unverified: 'This sign-in answer could not be verified, so it was ignored. Please try again.',
  // Failures that are not the service's (a bug, a misconfigured page): its description is for developers.
  request_error: 'Something went wrong. Please try again.',
  // A request_error caused by a TypeError: the page's configuration is wrong (its description, in the
  // auth-error event and the console, names the attribute).
  misconfigured: 'This form is not set up correctly. The site owner needs to fix it.',
  invalid_response: 'The sign-in service sent an unexpected answer. Please try again.',
  // Credentials
  access_denied: 'Wrong email or password.',
  invalid_grant: 'Wrong email or password.',
  // <auth-login username-style="username">: the user typed a username (or an e-mail)
  'username.access_denied': 'Wrong username or password.',
  'username.invalid_grant': 'Wrong username or password.',
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
  // Passwordless and sign-up messages: ./en-passwordless.ts, ./en-signup.ts
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
  enterpriseNotice: 'Your company signs you in.',
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
  // The signed-in state of every sign-in element
  signedInAs: 'Signed in as {name}',
  logout: 'Log out',
  // Passwordless, sign-up, change password: ./en-passwordless.ts, ./en-signup.ts, ./en-change-password.ts
  // Account screens (<auth-profile>, <api-permissions-editor>): ./en-account.ts
  // Errors
  errors: errorMessages,
} as const;
