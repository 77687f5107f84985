// Registers <auth-change-password>.
import { AuthChangePassword } from './auth-change-password.component.js';
import type { AuthPasswordResetSentEventDetail } from './auth-change-password.component.js';

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
  interface GlobalEventHandlersEventMap {
    /** `<auth-change-password>`: the service accepted the request and sent the reset e-mail. */
    'auth-password-reset-sent': CustomEvent<AuthPasswordResetSentEventDetail>;
  }
}
