// The all-in CDN file's entry (dist/auth-elements.min.js, scripts/build-config.mjs `cdnEntryCode`): what
// ./index.ts exports, every sign-in element registered at once, and the account screens (<auth-profile>,
// <api-permissions-editor>, <auth-organization-members>, <auth-organization-switcher>) registered when one is
// first on the page, from files of their own beside it
// (./internal/autoload.ts): a page of sign-in elements downloads none of their code (about 16 KB gzip of
// the all-in file's 55 KB, measured). Their classes are `customElements.get(tag)` once
// `customElements.whenDefined(tag)` resolves; their entries' other exports are the npm package's.
import { autoload } from './internal/autoload.js';
import { chunk } from './internal/chunk.js';

export * from './core/index.js';
export * from './components/auth-provider/auth-provider.js';
export * from './components/auth-login/auth-login.js';
export * from './components/auth-passwordless/auth-passwordless.js';
export * from './components/auth-signup/auth-signup.js';
export * from './components/auth-change-password/auth-change-password.js';
export { registerLanguage, loadLanguage } from './internal/i18n.js';
export { BUILT_IN_LANGUAGES } from './internal/built-in-languages.js';

autoload({
  'auth-profile': chunk(() => import('./components/auth-profile/auth-profile.js'), '<auth-profile>'),
  'api-permissions-editor': chunk(
    () => import('./components/api-permissions-editor/api-permissions-editor.js'),
    '<api-permissions-editor>',
  ),
  'auth-organization-members': chunk(
    () => import('./components/auth-organization-members/auth-organization-members.js'),
    '<auth-organization-members>',
  ),
  'auth-organization-switcher': chunk(
    () => import('./components/auth-organization-switcher/auth-organization-switcher.js'),
    '<auth-organization-switcher>',
  ),
});
