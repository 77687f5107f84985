// The passkey ceremonies' failure messages in English (./strings/en-passkey-errors.ts), loaded by the
// passkey UI and the upgrade offer before they show a failure (`loadPasskeyErrors` in ./passkey-shared.ts).
import { registerEnglish } from './i18n.js';
import { passkeyErrorMessages } from './strings/en-passkey-errors.js';

registerEnglish({}, passkeyErrorMessages);
