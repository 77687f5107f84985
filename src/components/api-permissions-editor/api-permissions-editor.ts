// Registers <api-permissions-editor> (and the account screens' English strings).
import { registerEnglish } from '../../internal/i18n.js';
import { accountErrorMessages, accountStrings } from '../../internal/strings/en-account.js';
import { ApiPermissionsEditor } from './api-permissions-editor.component.js';

export { ApiPermissionsEditor, PERMISSIONS_EDITOR_SCOPES } from './api-permissions-editor.component.js';
export type {
  AuthPermissionsSavedEventDetail,
  AuthPermissionsUnsavedEventDetail,
} from './api-permissions-editor.component.js';

// The account screens' English, which the sign-in elements' pages do not download.
registerEnglish(accountStrings, accountErrorMessages);

if (!customElements.get('api-permissions-editor')) {
  customElements.define('api-permissions-editor', ApiPermissionsEditor);
}

declare global {
  interface HTMLElementTagNameMap {
    'api-permissions-editor': ApiPermissionsEditor;
  }
}
