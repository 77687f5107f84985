// Registers <api-permissions-editor>.
import { ApiPermissionsEditor } from './api-permissions-editor.component.js';
import type {
  AuthPermissionsSavedEventDetail,
  AuthPermissionsUnsavedEventDetail,
} from './api-permissions-editor.component.js';

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
  interface GlobalEventHandlersEventMap {
    /** `<api-permissions-editor>`: the service saved the API's permissions; `detail.scopes` is what it returned. */
    'auth-permissions-saved': CustomEvent<AuthPermissionsSavedEventDetail>;
    /** `<api-permissions-editor>`: `api-id` changed while there were unsaved changes (cancelable). */
    'auth-permissions-unsaved': CustomEvent<AuthPermissionsUnsavedEventDetail>;
  }
}
