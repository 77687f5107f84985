// Registers <auth-login>.
import { AuthLogin } from './auth-login.component.js';

export { AuthLogin, DEFAULT_LOGIN_CONNECTION } from './auth-login.component.js';
export type { AuthShowViewEventDetail, LoginMode, UsernameStyle } from './auth-login.component.js';
export type { AuthSuccessEventDetail } from '../../internal/events.js';

if (!customElements.get('auth-login')) customElements.define('auth-login', AuthLogin);

declare global {
  interface HTMLElementTagNameMap {
    'auth-login': AuthLogin;
  }
}
