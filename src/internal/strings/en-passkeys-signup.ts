// The English strings of `<auth-signup passkeys>`'s passkey way, registered by ../passkey-signup.ts when
// it loads. The other passkey strings: ./en-passkeys.ts.

/** The sign-up's passkey strings. */
export const passkeySignupStrings = {
  passkeySignup: 'Create account with a passkey',
  passkeySignupHint:
    'Enter your email, then confirm with your fingerprint, face or screen lock. No password.',
  passkeyPasswordInstead: 'or use a password',
} as const;
