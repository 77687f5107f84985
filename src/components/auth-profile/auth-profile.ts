// Registers <auth-profile>.
import { AuthProfile } from './auth-profile.component.js';

export { AuthProfile, PROFILE_MANAGEMENT_SCOPES } from './auth-profile.component.js';
export type {
  AuthAccountLinkedEventDetail,
  AuthAccountUnlinkedEventDetail,
  AuthProfileUpdatedEventDetail,
  ProfileField,
  ProfileFieldType,
} from './auth-profile.component.js';

if (!customElements.get('auth-profile')) customElements.define('auth-profile', AuthProfile);

declare global {
  interface HTMLElementTagNameMap {
    'auth-profile': AuthProfile;
  }
}
