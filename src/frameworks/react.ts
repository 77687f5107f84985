// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (`npm run analyze`): do not edit.
//
// JSX typings of the elements for React 19, which supports custom elements natively: a prop the element
// has as a property (`strings`, `clientId`, `mode`) is set as that property, any other prop as an
// attribute (`client-id`, `no-signup`), and an `on<event>` prop is added as a listener for `<event>`
// (`onauth-success` listens for `auth-success`). Types only; an app loads them once with
//
//   import type {} from 'auth-elements/react';
//
// and registers the elements as usual (`import 'auth-elements'`), before React renders them: an element
// that is not defined yet has none of its properties, so React would set `strings` as an attribute.
// The types themselves are in ./react/: shared.ts and one file per element.
import type { ApiPermissionsEditorProps } from './react/api-permissions-editor.js';
import type { AuthChangePasswordProps } from './react/auth-change-password.js';
import type { AuthLoginProps } from './react/auth-login.js';
import type { AuthOrganizationSwitcherProps } from './react/auth-organization-switcher.js';
import type { AuthPasswordlessProps } from './react/auth-passwordless.js';
import type { AuthProfileProps } from './react/auth-profile.js';
import type { AuthProviderProps } from './react/auth-provider.js';
import type { AuthSignupProps } from './react/auth-signup.js';

export type {
  AttributeValue,
  AuthConfigAttributes,
  AuthConfigProp,
  AuthElementProps,
  AuthEventProps,
} from './react/shared.js';
export type {
  ApiPermissionsEditorAttributes,
  ApiPermissionsEditorProps,
} from './react/api-permissions-editor.js';
export type { AuthChangePasswordAttributes, AuthChangePasswordProps } from './react/auth-change-password.js';
export type { AuthLoginAttributes, AuthLoginProps } from './react/auth-login.js';
export type {
  AuthOrganizationSwitcherAttributes,
  AuthOrganizationSwitcherProps,
} from './react/auth-organization-switcher.js';
export type { AuthPasswordlessAttributes, AuthPasswordlessProps } from './react/auth-passwordless.js';
export type { AuthProfileAttributes, AuthProfileProps } from './react/auth-profile.js';
export type { AuthProviderAttributes, AuthProviderProps } from './react/auth-provider.js';
export type { AuthSignupAttributes, AuthSignupProps } from './react/auth-signup.js';

declare module 'react' {
  // A module augmentation can only extend React's JSX namespace by declaring into it; the lint rule
  // against namespaces (eslint.config.mjs) is about our own code.
  // eslint-disable-next-line no-restricted-syntax, @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'api-permissions-editor': ApiPermissionsEditorProps;
      'auth-change-password': AuthChangePasswordProps;
      'auth-login': AuthLoginProps;
      'auth-organization-switcher': AuthOrganizationSwitcherProps;
      'auth-passwordless': AuthPasswordlessProps;
      'auth-profile': AuthProfileProps;
      'auth-provider': AuthProviderProps;
      'auth-signup': AuthSignupProps;
    }
  }
}
