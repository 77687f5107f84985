// The languages that ship with the elements beside English: a loader per tag, each a chunk of its own
// under ./strings/. A module of its own, so the all-in file can export the table while ./languages.ts,
// which finds and loads a language's pack, stays a chunk loaded only for a language other than English.
import type { LanguageLoader } from './i18n.js';

/**
 * The languages that ship with the elements (English is built in), by tag. Each loader is a
 * dynamic `import()` with a literal path, which bundlers split into its own chunk.
 */
export const BUILT_IN_LANGUAGES: Readonly<Record<string, LanguageLoader>> = Object.freeze({
  ar: () => import('./strings/ar.js'),
  bg: () => import('./strings/bg.js'),
  ca: () => import('./strings/ca.js'),
  cs: () => import('./strings/cs.js'),
  da: () => import('./strings/da.js'),
  de: () => import('./strings/de.js'),
  el: () => import('./strings/el.js'),
  es: () => import('./strings/es.js'),
  fa: () => import('./strings/fa.js'),
  fi: () => import('./strings/fi.js'),
  fr: () => import('./strings/fr.js'),
  he: () => import('./strings/he.js'),
  hi: () => import('./strings/hi.js'),
  hu: () => import('./strings/hu.js'),
  id: () => import('./strings/id.js'),
  it: () => import('./strings/it.js'),
  ja: () => import('./strings/ja.js'),
  ko: () => import('./strings/ko.js'),
  nb: () => import('./strings/nb.js'),
  nl: () => import('./strings/nl.js'),
  pl: () => import('./strings/pl.js'),
  'pt-BR': () => import('./strings/pt-BR.js'),
  ro: () => import('./strings/ro.js'),
  ru: () => import('./strings/ru.js'),
  sv: () => import('./strings/sv.js'),
  th: () => import('./strings/th.js'),
  tr: () => import('./strings/tr.js'),
  uk: () => import('./strings/uk.js'),
  vi: () => import('./strings/vi.js'),
  'zh-CN': () => import('./strings/zh-CN.js'),
});
