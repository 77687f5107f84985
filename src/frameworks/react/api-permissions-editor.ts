// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// The React typings (../react.ts) of `<api-permissions-editor>`: its attributes and JSX props.
import type { ApiPermissionsEditor } from '../../components/api-permissions-editor/api-permissions-editor.component.js';
import type { AttributeValue, AuthConfigAttributes, AuthConfigProp, AuthElementProps } from './shared.js';

/** The attributes of `<api-permissions-editor>`: the configuration attributes and its own. */
export interface ApiPermissionsEditorAttributes extends AuthConfigAttributes {
  /** The API (resource server): its id, or its identifier such as `https://api.example.com` (attribute `api-id`). */
  'api-id'?: AttributeValue<ApiPermissionsEditor['apiId']>;
  /** A Management API access token for the configured `domain`. Without one, the element gets a token itself through the configuration's `checkSession`. Prefer setting the property to the attribute. */
  token?: AttributeValue<ApiPermissionsEditor['token']>;
}

/** `<api-permissions-editor>`: Edit the permissions of an API. */
export type ApiPermissionsEditorProps = AuthElementProps<
  ApiPermissionsEditor,
  ApiPermissionsEditorAttributes,
  AuthConfigProp | 'apiId' | 'token' | 'strings' | 'session' | 'errorScope' | 'status' | 'error',
  'auth-permissions-saved' | 'auth-permissions-unsaved' | 'auth-error'
>;
