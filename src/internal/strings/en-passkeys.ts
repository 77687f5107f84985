// The English strings of passkeys in the sign-in elements (`<auth-login passkeys>`, `<auth-signup passkeys>`),
// registered by the code loaded on demand that shows them (`registerEnglish` in ../i18n.ts), so a page
// without `passkeys` never downloads them: the passkey UI (../passkey-ui.ts) registers the log-in's strings
// and the ceremonies' error messages, the sign-up's part (../passkey-signup.ts) ./en-passkeys-signup.ts, the
// upgrade offer (../passkey-upgrade.ts) ./en-passkeys-upgrade.ts. `PasskeyStringKey` names all of them.
// The rest of the English dictionary: ./en.ts.
import type { passkeySignupStrings } from './en-passkeys-signup.js';
import type { passkeyUpgradeStrings } from './en-passkeys-upgrade.js';

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

/** The passkey UI's English strings: the log-in's, and the label of a passkey being created (sign-up, upgrade). */
export const passkeyLoginStrings = {
  passkeyLogin: 'Sign in with a passkey',
  passkeyLoginPending: 'Waiting for your passkey…',
  passkeySignupPending: 'Creating your passkey…',
  passkeyNoneHere:
    'No passkey on this device? Use your password, or sign in on the device that has your passkey.',
  passkeyUsePassword: 'Use your password',
} as const;

/** A key of any English string of passkeys in the elements. */
export type PasskeyStringKey =
  keyof typeof passkeyLoginStrings | keyof typeof passkeySignupStrings | keyof typeof passkeyUpgradeStrings;
