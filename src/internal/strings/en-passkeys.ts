// The English strings of passkeys in the sign-in elements (`<auth-login passkeys>`, `<auth-signup passkeys>`):
// the passkey UI (../passkey-ui.ts), loaded on demand, registers them (`registerEnglish` in ../i18n.ts), so
// a page without `passkeys` never downloads them. The rest of the English dictionary: ./en.ts.

/** Messages for the passkey ceremonies' failures. */
export const passkeyErrorMessages = {
  passkey_cancelled: 'No passkey was used. Try again or use your password.',
  passkey_exists: 'This device already has a passkey for your account.',
  passkey_not_supported: 'Passkeys do not work in this browser here. Use your password.',
} as const;

/** The passkey UI's English strings. */
export const passkeyStrings = {
  passkeyLogin: 'Sign in with a passkey',
  passkeyLoginPending: 'Waiting for your passkey…',
  passkeySignup: 'Create account with a passkey',
  passkeySignupPending: 'Creating your passkey…',
  passkeySignupHint:
    'Enter your email, then confirm with your fingerprint, face or screen lock. No password.',
  passkeyPasswordInstead: 'or use a password',
  passkeyNoneHere:
    'No passkey on this device? Use your password, or sign in on the device that has your passkey.',
  passkeyUsePassword: 'Use your password',
  passkeyUpgradeTitle: 'Sign in faster next time',
  passkeyUpgradeText:
    'Create a passkey: sign in with your fingerprint, face or screen lock instead of a password.',
  passkeyUpgradeCreate: 'Create a passkey',
  passkeyUpgradeNotNow: 'Not now',
  passkeyCreated: 'Your passkey was created. Next time, sign in with it.',
} as const;
