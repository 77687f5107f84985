// Registers <auth-change-password> (and its English strings).
import { registerEnglish } from '../../internal/i18n.js';
import { changePasswordStrings } from '../../internal/strings/en-change-password.js';
import { AuthChangePassword } from './auth-change-password.component.js';

export { AuthChangePassword } from './auth-change-password.component.js';
export type { AuthPasswordResetSentEventDetail } from './auth-change-password.component.js';
export type { AuthShowLoginEventDetail } from '../../internal/switch-view.js';

// <auth-change-password>'s English, which pages without it do not download.
registerEnglish(changePasswordStrings);

if (!customElements.get('auth-change-password')) {
  customElements.define('auth-change-password', AuthChangePassword);
}

declare global {
  interface HTMLElementTagNameMap {
    'auth-change-password': AuthChangePassword;
  }
}
