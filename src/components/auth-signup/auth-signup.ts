// Registers <auth-signup> (and its English strings).
import { registerEnglish } from '../../internal/i18n.js';
import { signupStrings, signupErrorMessages } from '../../internal/strings/en-signup.js';
import { AuthSignup } from './auth-signup.component.js';

export { AuthSignup } from './auth-signup.component.js';
export type { AuthSignupEventDetail, SignupMetadataField } from './auth-signup.component.js';
export type { PasswordPolicy } from './password-policy.js';
export type { AuthShowLoginEventDetail } from '../../internal/switch-view.js';

// <auth-signup>'s English (the password policy's too), which pages without it do not download.
registerEnglish(signupStrings, signupErrorMessages);

if (!customElements.get('auth-signup')) customElements.define('auth-signup', AuthSignup);

declare global {
  interface HTMLElementTagNameMap {
    'auth-signup': AuthSignup;
  }
}
