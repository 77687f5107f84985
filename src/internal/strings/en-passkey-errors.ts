// The English messages of the passkey ceremonies' failures, registered by ../passkey-errors.ts when the
// first failure is shown: a page whose passkeys work never downloads them. The rest of the passkeys'
// English: ./en-passkeys.ts.

/**
 * Messages for the passkey ceremonies' failures: the browser's (`passkey_*`), and the service's answers to a
 * passkey sign-in (scope `passkey`: a refused passkey is not a wrong password).
 */
export const passkeyErrorMessages = {
  passkey_cancelled: 'No passkey was used. Try again or use your password.',
  passkey_timeout: 'The passkey request timed out. Try again, or use your password.',
  passkey_not_allowed:
    'This browser does not allow passkeys for this sign-in service on this page. Use your password.',
  'passkey.invalid_grant':
    'This passkey was not accepted. It may have been removed from your account: use another passkey or your password.',
  'passkey.too_many_attempts':
    'Too many passkey attempts from this network. Wait a few minutes and try again.',
  passkey_exists: 'This device already has a passkey for your account.',
  passkey_not_supported: 'Passkeys do not work in this browser here. Use your password.',
} as const;
