// Type test of src/frameworks/react.ts, checked by `npm run typecheck` (never run). `props(tag, {...})`
// checks an object as JSX checks `<tag {...}>`: against `React.JSX.IntrinsicElements[tag]`, with the
// event handlers' parameters typed from context. The `@ts-expect-error` lines must stay errors.
import type { JSX } from 'react';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import type { AuthErrorCode, AuthResult } from '../../src/core/index.js';
import type {
  ApiPermissionsEditorAttributes,
  ApiPermissionsEditorProps,
  AttributeValue,
  AuthChangePasswordAttributes,
  AuthChangePasswordProps,
  AuthConfigAttributes,
  AuthElementProps,
  AuthEventProps,
  AuthLoginAttributes,
  AuthLoginProps,
  AuthPasswordlessAttributes,
  AuthPasswordlessProps,
  AuthProfileAttributes,
  AuthProfileProps,
  AuthProviderAttributes,
  AuthProviderProps,
  AuthSignupAttributes,
  AuthSignupProps,
} from '../../src/frameworks/react.js';
import type { AuthSignupEventDetail } from '../../src/components/auth-signup/auth-signup.js';

declare function props<K extends keyof JSX.IntrinsicElements>(tag: K, value: JSX.IntrinsicElements[K]): void;
declare function use(...values: unknown[]): void;

// Attributes in kebab-case, properties in camelCase, events as on<event> with their detail.
props('auth-login', {
  domain: 'tenant.example.com',
  issuer: 'http://localhost:3000',
  'client-id': 'client',
  'redirect-uri': 'https://app.example.com/',
  'response-type': 'code',
  'response-mode': 'query',
  mode: 'popup',
  'username-style': 'username',
  social: 'google-oauth2 github',
  'no-signup': true,
  'no-forgot-password': false,
  theme: 'dark',
  strings: { loginTitle: 'Sign in', errors: { access_denied: 'No.' } },
  clientId: 'client',
  noSignup: true,
  className: 'login',
  hidden: false,
  lang: 'de',
  ref: (el: AuthLogin | null) => use(el?.mode),
  'onauth-success': (event) => {
    const result: AuthResult = event.detail.authResult;
    use(result.accessToken, event.currentTarget);
  },
  'onauth-error': (event) => {
    const code: AuthErrorCode = event.detail.error.code;
    use(code);
  },
  'onauth-show-signup': (event) => use(event.detail.email, event.preventDefault()),
  'onauth-show-forgot-password': (event) => use(event.detail.email),
});

props('auth-provider', {
  domain: 'tenant.example.com',
  'client-id': 'client',
  issuer: 'http://localhost:3000',
  'refresh-tokens': 'local',
  refreshTokens: 'local',
  restore: true,
  'no-renew': true,
  session: null,
  'onauth-success': (event) => use(event.detail.authResult.idTokenPayload?.sub),
});

// `<auth-provider refreshTokens>` and `<auth-provider refresh-tokens>`, as in HTML: present or not.
props('auth-provider', { refreshTokens: true, 'refresh-tokens': true });
props('auth-provider', { refreshTokens: false, 'refresh-tokens': 'memory' });
// @ts-expect-error -- the tokens are kept in `memory` or `local`
props('auth-provider', { 'refresh-tokens': 'disk' });

props('auth-signup', {
  'requires-username': true,
  'metadata-fields': 'company:Company',
  metadataFields: [{ name: 'company', label: 'Company' }],
  passwordPolicy: { minLength: 12, minClasses: 3 },
  'login-after-signup': true,
  'onauth-signup': (event) => {
    const detail: AuthSignupEventDetail = event.detail;
    use(detail.user.email);
  },
  'onauth-show-login': (event) => use(event.detail.email),
});

props('auth-passwordless', {
  connection: 'sms',
  send: 'link',
  'resend-delay': 60,
  'onauth-code-sent': (event) => use(event.detail.send),
});

props('auth-change-password', {
  'no-login-link': true,
  'onauth-password-reset-sent': (event) => use(event.detail.email, event.detail.message),
});

props('auth-profile', {
  'user-id': 'auth0|1',
  'link-connections': 'github',
  'popup-redirect-uri': 'https://app.example.com/popup',
  'no-link': true,
  token: 'token',
  'onauth-profile-updated': (event) => use(event.detail.user),
  'onauth-account-linked': (event) => use(event.detail.identities),
  'onauth-account-unlinked': (event) => use(event.detail.identities),
  'no-generic-metadata': true,
  fields: [{ key: 'company', label: 'Company', type: 'text' }],
});

props('api-permissions-editor', {
  'api-id': 'https://api.example.com',
  apiId: 'https://api.example.com',
  'onauth-permissions-saved': (event) => use(event.detail.scopes),
  'onauth-permissions-unsaved': (event) => use(event.detail.nextApiId),
});

// @ts-expect-error: not a login mode
props('auth-login', { mode: 'sideways' });
// @ts-expect-error: a boolean attribute
props('auth-login', { 'no-signup': 'yes' });
// @ts-expect-error: not a response mode
props('auth-login', { 'response-mode': 'post' });
// @ts-expect-error: strings are text
props('auth-login', { strings: { loginTitle: 3 } });
// @ts-expect-error: the detail of auth-success has no `user`
props('auth-login', { 'onauth-success': (event) => use(event.detail.user) });
// @ts-expect-error: <auth-login> emits no auth-signup
props('auth-login', { 'onauth-signup': () => {} });
// @ts-expect-error: a passwordless connection is email or sms
props('auth-passwordless', { connection: 'github' });
// @ts-expect-error: resend-delay is a number of seconds
props('auth-passwordless', { 'resend-delay': true });
// @ts-expect-error: not one of our elements
props('auth-logn', {});

// The entry names every type, and an element's props are exactly what JSX checks for its tag.
declare function same<A, B>(equal: [A] extends [B] ? ([B] extends [A] ? true : false) : false): void;
same<ApiPermissionsEditorProps, JSX.IntrinsicElements['api-permissions-editor']>(true);
same<AuthChangePasswordProps, JSX.IntrinsicElements['auth-change-password']>(true);
same<AuthLoginProps, JSX.IntrinsicElements['auth-login']>(true);
same<AuthPasswordlessProps, JSX.IntrinsicElements['auth-passwordless']>(true);
same<AuthProfileProps, JSX.IntrinsicElements['auth-profile']>(true);
same<AuthProviderProps, JSX.IntrinsicElements['auth-provider']>(true);
same<AuthSignupProps, JSX.IntrinsicElements['auth-signup']>(true);
// @ts-expect-error: two elements' props differ
same<AuthLoginProps, AuthSignupProps>(true);
use(
  { 'no-signup': true } satisfies AuthLoginAttributes,
  { 'requires-username': true } satisfies AuthSignupAttributes,
  { send: 'link' } satisfies AuthPasswordlessAttributes,
  { 'client-id': 'client' } satisfies AuthChangePasswordAttributes,
  { domain: 'tenant.example.com' } satisfies AuthProfileAttributes,
  { 'no-renew': true, 'refresh-tokens': 'local' } satisfies AuthProviderAttributes,
  { theme: 'dark' } satisfies ApiPermissionsEditorAttributes,
  { 'response-mode': 'fragment' } satisfies AuthConfigAttributes,
  true satisfies AttributeValue<boolean | undefined>,
  { 'onauth-success': () => {} } satisfies AuthEventProps<'auth-success'>,
  { mode: 'popup', 'onauth-error': () => {} } satisfies AuthElementProps<
    AuthLogin,
    AuthLoginAttributes,
    'mode',
    'auth-error'
  >,
);
