// Registers <auth-profile> (and the account screens' English strings).
import { registerEnglish } from '../../internal/i18n.js';
import { accountErrorMessages, accountStrings } from '../../internal/strings/en-account.js';
import { AuthProfile } from './auth-profile.component.js';

export { AuthProfile } from './auth-profile.component.js';
export { PROFILE_MANAGEMENT_SCOPES } from './access.js';
export type { ProfileField, ProfileFieldType } from './metadata.js';
export type {
  AuthAccountLinkedEventDetail,
  AuthAccountUnlinkedEventDetail,
  AuthMfaEnrolledEventDetail,
  AuthMfaRemovedEventDetail,
  AuthProfileUpdatedEventDetail,
} from './events.js';

// The account screens' English, which the sign-in elements' pages do not download.
registerEnglish(accountStrings, accountErrorMessages);

if (!customElements.get('auth-profile')) customElements.define('auth-profile', AuthProfile);

declare global {
  interface HTMLElementTagNameMap {
    'auth-profile': AuthProfile;
  }
}
