// Registers <auth-change-password>.
import { AuthChangePassword } from './auth-change-password.component.js';

export { AuthChangePassword } from './auth-change-password.component.js';
export type { AuthPasswordResetSentEventDetail } from './auth-change-password.component.js';
export type { AuthShowLoginEventDetail } from '../../internal/switch-view.js';

if (!customElements.get('auth-change-password')) {
  customElements.define('auth-change-password', AuthChangePassword);
}

declare global {
  interface HTMLElementTagNameMap {
    'auth-change-password': AuthChangePassword;
  }
}
