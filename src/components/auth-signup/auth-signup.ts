// Registers <auth-signup> (and its English strings, with the plural rules its English counts with).
import { registerEnglish, usePlurals } from '../../internal/i18n.js';
import { choosePlural } from '../../internal/plural.js';
import { signupStrings, signupErrorMessages } from '../../internal/strings/en-signup.js';
import { AuthSignup } from './auth-signup.component.js';

export { AuthSignup } from './auth-signup.component.js';
export type { AuthSignupEventDetail, SignupMetadataField } from './auth-signup.component.js';
export type { PasswordPolicy } from './password-policy.js';
export type { AuthShowLoginEventDetail } from '../../internal/switch-view.js';

// <auth-signup>'s English (the password policy's too), which pages without it do not download.
registerEnglish(signupStrings, signupErrorMessages);
usePlurals(choosePlural);

if (!customElements.get('auth-signup')) customElements.define('auth-signup', AuthSignup);

declare global {
  interface HTMLElementTagNameMap {
    'auth-signup': AuthSignup;
  }
}
