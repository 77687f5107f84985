// Registers <auth-login>.
import { AuthLogin } from './auth-login.component.js';
import type { AuthShowViewEventDetail } from './auth-login.component.js';

export { AuthLogin, DEFAULT_LOGIN_CONNECTION } from './auth-login.component.js';
export type { AuthShowViewEventDetail, LoginMode, UsernameStyle } from './auth-login.component.js';
export type { AuthSuccessEventDetail } from '../../internal/events.js';

if (!customElements.get('auth-login')) customElements.define('auth-login', AuthLogin);

declare global {
  interface HTMLElementTagNameMap {
    'auth-login': AuthLogin;
  }
  interface GlobalEventHandlersEventMap {
    /**
     * `<auth-login>`: the user chose "Sign up". Cancelable: `preventDefault()` stops the switch to a
     * sibling `<auth-signup>`.
     */
    'auth-show-signup': CustomEvent<AuthShowViewEventDetail>;
    /**
     * `<auth-login>`: the user chose "Forgot your password?". Cancelable: `preventDefault()` stops the
     * switch to a sibling `<auth-change-password>`.
     */
    'auth-show-forgot-password': CustomEvent<AuthShowViewEventDetail>;
  }
}
