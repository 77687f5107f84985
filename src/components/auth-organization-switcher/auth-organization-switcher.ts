// Registers <auth-organization-switcher> (and the organizations' English strings).
import { registerEnglish } from '../../internal/i18n.js';
import { organizationErrorMessages, organizationStrings } from '../../internal/strings/en-organizations.js';
import { AuthOrganizationSwitcher } from './auth-organization-switcher.component.js';

export { AuthOrganizationSwitcher, SWITCHER_SCOPES } from './auth-organization-switcher.component.js';
export type {
  AuthOrganizationChangedEventDetail,
  SwitcherOrganization,
  SwitchMode,
} from './auth-organization-switcher.component.js';

registerEnglish(organizationStrings, organizationErrorMessages);

if (!customElements.get('auth-organization-switcher')) {
  customElements.define('auth-organization-switcher', AuthOrganizationSwitcher);
}

declare global {
  interface HTMLElementTagNameMap {
    'auth-organization-switcher': AuthOrganizationSwitcher;
  }
}
