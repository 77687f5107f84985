// The English strings of `<auth-login passkeys>`'s offer to create a passkey after a password log-in,
// registered by ../passkey-upgrade.ts when it loads. The other passkey strings: ./en-passkeys.ts.

/** The upgrade offer's strings. */
export const passkeyUpgradeStrings = {
  passkeyUpgradeTitle: 'Sign in faster next time',
  passkeyUpgradeText:
    'Create a passkey: sign in with your fingerprint, face or screen lock instead of a password.',
  passkeyUpgradeCreate: 'Create a passkey',
  passkeyUpgradeNotNow: 'Not now',
  passkeyCreated: 'Your passkey was created. Next time, sign in with it.',
} as const;
