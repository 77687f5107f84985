// Registers <auth-signup>.
import { AuthSignup } from './auth-signup.component.js';

export { AuthSignup } from './auth-signup.component.js';
export type { AuthSignupEventDetail, PasswordPolicy, SignupMetadataField } from './auth-signup.component.js';
export type { AuthShowLoginEventDetail } from '../../internal/switch-view.js';

if (!customElements.get('auth-signup')) customElements.define('auth-signup', AuthSignup);

declare global {
  interface HTMLElementTagNameMap {
    'auth-signup': AuthSignup;
  }
}
