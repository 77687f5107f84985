// Registers <auth-profile>.
import { AuthProfile } from './auth-profile.component.js';
import type {
  AuthAccountLinkedEventDetail,
  AuthProfileUpdatedEventDetail,
} from './auth-profile.component.js';

export { AuthProfile, PROFILE_MANAGEMENT_SCOPES } from './auth-profile.component.js';
export type {
  AuthAccountLinkedEventDetail,
  AuthProfileUpdatedEventDetail,
} from './auth-profile.component.js';

if (!customElements.get('auth-profile')) customElements.define('auth-profile', AuthProfile);

declare global {
  interface HTMLElementTagNameMap {
    'auth-profile': AuthProfile;
  }
  interface GlobalEventHandlersEventMap {
    /** `<auth-profile>` saved the user's metadata: `detail.user` is the user the service returned. */
    'auth-profile-updated': CustomEvent<AuthProfileUpdatedEventDetail>;
    /** `<auth-profile>` linked another account: `detail.identities` lists all of the user's identities. */
    'auth-account-linked': CustomEvent<AuthAccountLinkedEventDetail>;
  }
}
