// The built-in languages for the languages guide (guides/languages.md, _includes/languages-table.njk), read
// from the registry when the site is built: `BUILT_IN_LANGUAGES` of src/internal/languages.ts, plus English,
// which is always there. Each language's name in English and in itself comes from Intl.DisplayNames and its
// writing direction from Intl.Locale, so a language added to the registry shows here without a list to keep.
import { tsImport } from 'tsx/esm/api';

const I18N = new URL('../../../src/internal/languages.ts', import.meta.url);

/** `ar` → `rtl`; `de` → `ltr`. */
function direction(tag) {
  const locale = new Intl.Locale(tag);
  const info = typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo;
  return info?.direction ?? 'ltr';
}

/** One row: the tag as registered, its names, its direction. */
function language(tag) {
  return {
    tag,
    english: new Intl.DisplayNames(['en'], { type: 'language' }).of(tag),
    native: new Intl.DisplayNames([tag], { type: 'language' }).of(tag),
    rtl: direction(tag) === 'rtl',
  };
}

export default async function languages() {
  const { BUILT_IN_LANGUAGES } = await tsImport(I18N.href, import.meta.url);
  const tags = Object.keys(BUILT_IN_LANGUAGES).sort();
  return {
    count: tags.length + 1,
    builtIn: [language('en'), ...tags.map(language)],
    rtl: tags.filter((tag) => direction(tag) === 'rtl'),
  };
}
