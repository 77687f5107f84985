// The all-in-one entry: the core re-exported and every element registered. Each element also has its
// own entry (`auth-elements/auth-login`, ...) that registers only its tag.
export * from './core/index.js';
export * from './components/auth-provider/auth-provider.js';
export * from './components/auth-login/auth-login.js';
export * from './components/auth-passwordless/auth-passwordless.js';
export * from './components/auth-signup/auth-signup.js';
export * from './components/auth-change-password/auth-change-password.js';
export * from './components/auth-profile/auth-profile.js';
export * from './components/api-permissions-editor/api-permissions-editor.js';
export * from './components/auth-organization-members/auth-organization-members.js';
export * from './components/auth-organization-switcher/auth-organization-switcher.js';
export { registerLanguage, loadLanguage } from './internal/i18n.js';
export { BUILT_IN_LANGUAGES } from './internal/built-in-languages.js';
export type { StringOverrides, Translation } from './internal/i18n.js';
export type { AuthTheme } from './internal/auth-element.js';
export type { AuthErrorEventDetail, AuthOrganization, AuthSuccessEventDetail } from './internal/events.js';
