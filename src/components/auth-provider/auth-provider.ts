// Registers <auth-provider>.
import { AuthProvider } from './auth-provider.component.js';
import type { AuthSessionChangeEventDetail } from './auth-provider.component.js';

export { AuthProvider } from './auth-provider.component.js';
export type { AuthSessionChangeEventDetail, ProviderLogoutOptions } from './auth-provider.component.js';
export type { AuthSession } from '../../internal/context.js';
export type { AuthSuccessEventDetail } from '../../internal/events.js';

if (!customElements.get('auth-provider')) customElements.define('auth-provider', AuthProvider);

declare global {
  interface HTMLElementTagNameMap {
    'auth-provider': AuthProvider;
  }
  interface GlobalEventHandlersEventMap {
    /** `<auth-provider>`: the session changed (signed in, renewed or ended); `detail.session` is null when ended. */
    'auth-session-change': CustomEvent<AuthSessionChangeEventDetail>;
  }
}
