// Registers <auth-provider>.
import { AuthProvider } from './auth-provider.component.js';

export { AuthProvider } from './auth-provider.component.js';
export type { AuthSessionChangeEventDetail, ProviderLogoutOptions } from './auth-provider.component.js';
export type { AuthSession } from '../../internal/context.js';
export type { AuthSuccessEventDetail } from '../../internal/events.js';

if (!customElements.get('auth-provider')) customElements.define('auth-provider', AuthProvider);

declare global {
  interface HTMLElementTagNameMap {
    'auth-provider': AuthProvider;
  }
}
