// The header of every demo page: the page list (the current one marked) and the language and theme
// pickers that ./switchers.ts wires. Built here once so the pages hold only their own content.
import { BUILT_IN_LANGUAGES } from '../src/index.js';

const PAGES: readonly (readonly [file: string, label: string])[] = [
  ['/', 'Documentation'],
  ['app.html', 'App'],
  ['login.html', 'auth-login'],
  ['passwordless.html', 'auth-passwordless'],
  ['signup.html', 'auth-signup'],
  ['change-password.html', 'auth-change-password'],
  ['profile.html', 'auth-profile'],
  ['permissions.html', 'api-permissions-editor'],
  ['organization.html', 'auth-organization-members'],
  ['passkeys-elements.html', 'Passkeys'],
  ['passkeys.html', 'Passkeys (core)'],
  ['mfa.html', 'Two-step verification'],
];
/** English and every built-in language, each named in itself. */
const LANGUAGES = ['en', ...Object.keys(BUILT_IN_LANGUAGES)].map(
  (tag) => [tag, new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag] as const,
);
const THEMES = [
  ['auto', 'System'],
  ['light', 'Light'],
  ['dark', 'Dark'],
] as const;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function picker(id: string, label: string, options: readonly (readonly [string, string])[], lang = false) {
  const select = element('select', { id });
  for (const [value, text] of options) {
    const option = element('option', { value }, text);
    if (lang) option.lang = value;
    select.append(option);
  }
  return element('label', {}, `${label} `, select);
}

const header = document.querySelector('body > header');
if (header) {
  const current = location.pathname.split('/').pop() || 'index.html';
  const list = element('ul');
  for (const [file, label] of PAGES) {
    const link = element('a', { href: file.startsWith('/') ? file : `./${file}` }, label);
    if (file === current) link.setAttribute('aria-current', 'page');
    list.append(element('li', {}, link));
  }
  const nav = element('nav', {}, list);
  nav.setAttribute('aria-label', 'Demo pages');
  const switchers = element(
    'div',
    { className: 'switchers' },
    picker('lang-switcher', 'Language', LANGUAGES, true),
    picker('theme-switcher', 'Theme', THEMES),
  );
  header.replaceChildren(element('p', { className: 'brand' }, 'auth-elements demo'), nav, switchers);
}
