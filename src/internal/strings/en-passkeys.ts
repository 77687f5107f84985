// The English strings of passkeys in the sign-in elements (`<auth-login passkeys>`, `<auth-signup passkeys>`),
// registered by the code loaded on demand that shows them (`registerEnglish` in ../i18n.ts), so a page
// without `passkeys` never downloads them: the passkey UI (../passkey-ui.ts) registers the log-in's strings
// (the ceremonies' error messages, ./en-passkey-errors.ts, once one fails), the sign-up's part (../passkey-signup.ts) ./en-passkeys-signup.ts, the
// upgrade offer (../passkey-upgrade.ts) ./en-passkeys-upgrade.ts. `PasskeyStringKey` names all of them.
// The rest of the English dictionary: ./en.ts.
import type { passkeySignupStrings } from './en-passkeys-signup.js';
import type { passkeyUpgradeStrings } from './en-passkeys-upgrade.js';

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
