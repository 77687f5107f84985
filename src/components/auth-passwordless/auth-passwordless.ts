// Registers <auth-passwordless> (and its English strings, with the plural rules its English counts with).
import { registerEnglish, usePlurals } from '../../internal/i18n.js';
import { choosePlural } from '../../internal/plural.js';
import { passwordlessStrings, passwordlessErrorMessages } from '../../internal/strings/en-passwordless.js';
import { AuthPasswordless } from './auth-passwordless.component.js';

export { AuthPasswordless, PasswordlessStep } from './auth-passwordless.component.js';
export type {
  AuthCodeSentEventDetail,
  PasswordlessChannel,
  PasswordlessSend,
} from './auth-passwordless.component.js';

// <auth-passwordless>'s English, which pages without it do not download.
registerEnglish(passwordlessStrings, passwordlessErrorMessages);
usePlurals(choosePlural);

if (!customElements.get('auth-passwordless')) customElements.define('auth-passwordless', AuthPasswordless);

declare global {
  interface HTMLElementTagNameMap {
    'auth-passwordless': AuthPasswordless;
  }
}
