// The CDN autoloader (dist/cdn/autoloader.js): the one script a page without a build step includes.
// It imports only the elements whose tags are on the page, now and whenever one is added later (a
// MutationObserver on the whole document, as Shoelace's autoloader does); their chunks share one common
// chunk (Lit, the core, the shared element code), which it starts fetching at once, in parallel with
// the elements' own chunks, so a slow link pays no extra round trip. Elements inside other elements'
// shadow roots are not seen (import their entries yourself). A `hidden` element (the Quick start's
// <auth-signup hidden>, shown by the "Sign up" link) is loaded when it is first shown: the observer also
// watches `hidden` attributes. It also tells the elements which tags it loads (the global `Symbol.for('auth-elements.autoloaded')`), so a link to
// a view whose element is not on the page yet ("Sign up", "Forgot your password?") is shown as with the npm
// package, which registers every element: following it creates the element, which this loads then.
// The chunks: scripts/build-config.mjs
// (autoloaderConfig); the all-in file dist/auth-elements.min.js stays for pages that want one file.
// Watching the document: ./internal/autoload.ts.
import { autoload } from './internal/autoload.js';

/** Each tag's entry: it registers the tag. */
const ELEMENTS: Record<string, () => Promise<unknown>> = {
  'api-permissions-editor': () => import('./components/api-permissions-editor/api-permissions-editor.js'),
  'auth-change-password': () => import('./components/auth-change-password/auth-change-password.js'),
  'auth-login': () => import('./components/auth-login/auth-login.js'),
  'auth-organization-switcher': () =>
    import('./components/auth-organization-switcher/auth-organization-switcher.js'),
  'auth-passwordless': () => import('./components/auth-passwordless/auth-passwordless.js'),
  'auth-profile': () => import('./components/auth-profile/auth-profile.js'),
  'auth-provider': () => import('./components/auth-provider/auth-provider.js'),
  'auth-signup': () => import('./components/auth-signup/auth-signup.js'),
};

// Read by the elements' view links (src/internal/switch-view.ts), which share the key, not a module.
(globalThis as Record<symbol, unknown>)[Symbol.for('auth-elements.autoloaded')] = new Set(
  Object.keys(ELEMENTS),
);
// The common chunk, fetched at once: the base class of every element lives there.
import('./internal/auth-element.js').then(
  ({ AuthElement }) => AuthElement,
  () => undefined, // an element's own import reports the failure
);
autoload(ELEMENTS);
