// Registers <api-permissions-editor>.
import { ApiPermissionsEditor } from './api-permissions-editor.component.js';

export { ApiPermissionsEditor, PERMISSIONS_EDITOR_SCOPES } from './api-permissions-editor.component.js';
export type {
  AuthPermissionsSavedEventDetail,
  AuthPermissionsUnsavedEventDetail,
} from './api-permissions-editor.component.js';

if (!customElements.get('api-permissions-editor')) {
  customElements.define('api-permissions-editor', ApiPermissionsEditor);
}

declare global {
  interface HTMLElementTagNameMap {
    'api-permissions-editor': ApiPermissionsEditor;
  }
}
