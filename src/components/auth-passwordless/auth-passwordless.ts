// Registers <auth-passwordless>.
import { AuthPasswordless } from './auth-passwordless.component.js';

export { AuthPasswordless, PasswordlessStep } from './auth-passwordless.component.js';
export type {
  AuthCodeSentEventDetail,
  PasswordlessChannel,
  PasswordlessSend,
} from './auth-passwordless.component.js';

if (!customElements.get('auth-passwordless')) customElements.define('auth-passwordless', AuthPasswordless);

declare global {
  interface HTMLElementTagNameMap {
    'auth-passwordless': AuthPasswordless;
  }
}
