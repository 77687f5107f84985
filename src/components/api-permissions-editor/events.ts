// The events of <api-permissions-editor>: their details, declared in the global event map (see
// internal/events.ts).
import type { ResourceServerScope } from '../../core/index.js';

/** Detail of `auth-permissions-saved`. */
export interface AuthPermissionsSavedEventDetail {
  /** The `api-id` the permissions were saved to. */
  apiId: string;
  /** The API's permissions as the service returned them after the save. */
  scopes: ResourceServerScope[];
}

/** Detail of `auth-permissions-unsaved`. */
export interface AuthPermissionsUnsavedEventDetail {
  /** The API whose changes are not saved. */
  apiId: string;
  /** The `api-id` the element was asked to show instead. */
  nextApiId: string;
  /** The permissions as edited (what a save would send). */
  scopes: ResourceServerScope[];
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-permissions-saved': AuthPermissionsSavedEventDetail;
    'auth-permissions-unsaved': AuthPermissionsUnsavedEventDetail;
  }
}
