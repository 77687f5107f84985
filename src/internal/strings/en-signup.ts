// The English strings only <auth-signup> shows (the password policy included): its entry registers
// them (`registerEnglish` in ../i18n.ts), so a page without it never downloads them. The rest of the
// English dictionary: ./en.ts.

/** Messages for sign-up and password failures. */
export const signupErrorMessages = {
  user_exists: 'An account with this email already exists.',
  username_exists: 'This username is already taken.',
  invalid_signup: 'Could not create the account. Check your details and try again.',
  invalid_password: 'This password does not meet the requirements.',
  password_strength_error: 'This password is too weak. Use a longer password with more kinds of characters.',
  password_dictionary_error: 'This password is too common. Choose one that is harder to guess.',
  password_no_user_info_error: 'The password must not contain your name or email address.',
} as const;

/** <auth-signup>'s English strings. */
export const signupStrings = {
  signupTitle: 'Sign up',
  signupSubmit: 'Sign up',
  signupEnterprise: 'Addresses at {domain} sign in with their company: no account to create here.',
  signupPending: 'Creating your account…',
  signupDone: 'Your account was created.',
  haveAccount: 'Already have an account?',
  loginLink: 'Log in',
  loginInstead: 'Log in instead',
  signupLoggingIn: 'Your account was created. Logging you in…',
  passwordPolicyTitle: 'Your password must contain:',
  passwordPolicyLength: 'At least {count, plural, one {# character} other {# characters}}',
  passwordPolicyClasses: 'At least {count} of these {total} kinds of characters:',
  passwordPolicyLower: 'Lower case letters (a–z)',
  passwordPolicyUpper: 'Upper case letters (A–Z)',
  passwordPolicyDigit: 'Numbers (0–9)',
  passwordPolicySpecial: 'Special characters (such as !@#$%^&*)',
  passwordPolicyMet: 'Done:',
  passwordPolicyUnmet: 'Missing:',
  passwordPolicySatisfied: 'Your password meets every requirement.',
} as const;
