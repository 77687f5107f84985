// The English dictionary as a page with every element has it (and every part loaded on demand: the passkey
// UI, the second-factor step, the profile's sign-in methods): the shared part and each element's part
// (src/internal/strings/en*.ts), merged as the elements register them. Tests compare what an element
// shows with it.
import type { Strings } from '../src/internal/i18n.js';
import { accountErrorMessages, accountStrings } from '../src/internal/strings/en-account.js';
import { changePasswordStrings } from '../src/internal/strings/en-change-password.js';
import { mfaErrorMessages, mfaStrings } from '../src/internal/strings/en-mfa.js';
import { passkeySignupStrings } from '../src/internal/strings/en-passkeys-signup.js';
import { passkeyUpgradeStrings } from '../src/internal/strings/en-passkeys-upgrade.js';
import { passkeyLoginStrings } from '../src/internal/strings/en-passkeys.js';
import { passkeyErrorMessages } from '../src/internal/strings/en-passkey-errors.js';
import { passwordlessErrorMessages, passwordlessStrings } from '../src/internal/strings/en-passwordless.js';
import {
  signInMethodsErrorMessages,
  signInMethodsStrings,
} from '../src/internal/strings/en-sign-in-methods.js';
import { signupErrorMessages, signupStrings } from '../src/internal/strings/en-signup.js';
import { organizationErrorMessages, organizationStrings } from '../src/internal/strings/en-organizations.js';
import { en, errorMessages } from '../src/internal/strings/en.js';

export const englishStrings = {
  ...en,
  ...passwordlessStrings,
  ...signupStrings,
  ...changePasswordStrings,
  ...accountStrings,
  ...mfaStrings,
  ...passkeyLoginStrings,
  ...passkeySignupStrings,
  ...passkeyUpgradeStrings,
  ...signInMethodsStrings,
  ...organizationStrings,
  errors: {
    ...errorMessages,
    ...passwordlessErrorMessages,
    ...signupErrorMessages,
    ...accountErrorMessages,
    ...mfaErrorMessages,
    ...passkeyErrorMessages,
    ...signInMethodsErrorMessages,
    ...organizationErrorMessages,
  },
} as unknown as Strings;
