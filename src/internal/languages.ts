// The languages beside English: the built-in packs (./built-in-languages.ts), the rules that find the
// pack that shows a language tag (`packTag`), loading a pack with the plural rules, and the console's
// hint for a language without one. A chunk of its own, loaded by ./i18n.ts's `loadPack` for a language
// other than English (or once the page registered one), so a page in English never downloads it.
import { BUILT_IN_LANGUAGES } from './built-in-languages.js';
import { chunk } from './chunk.js';
import { loaded, normalizeTag, registered, usePlurals } from './language-registry.js';
import type { LanguageLoader, StringOverrides } from './i18n.js';

export { BUILT_IN_LANGUAGES };

/** The built-in loaders, by their tags in lower case (`pt-BR` as `pt-br`), as the registry keeps tags. */
const builtIns = new Map(
  Object.entries(BUILT_IN_LANGUAGES).map(([tag, loader]) => [normalizeTag(tag), loader]),
);

/** The plural rules, loaded with every language pack. */
const loadPlurals = /* @__PURE__ */ chunk(() => import('./plural-rules.js'), 'the plural rules');

/** The languages without a pack the console was told about: once per language per page. */
const hinted = new Set<string>();

/**
 * The registered tag whose pack shows `lang` (lower case), or `undefined` for English: the tag itself,
 * then shorter forms of it (`de-at` → `de`), then the tag without its script (`zh-Hant-TW` → `zh-tw`),
 * then its language's one pack where there is one for several (see {@link FALLBACKS}). Chinese in
 * traditional characters (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`) never falls back to `zh` or `zh-CN`,
 * which are simplified. A page's registered languages count as the built-in ones do.
 */
export function packTag(lang: string): string | undefined {
  const tag = normalizeTag(lang);
  const candidates = [tag, tag.replace(/-[a-z]{4}(?=-)/, '')];
  for (let shorter = tag; shorter.includes('-');) {
    candidates.push((shorter = shorter.slice(0, shorter.lastIndexOf('-'))));
  }
  // Traditional Chinese: not `zh` (the last candidate), whose pack is simplified.
  if (/^zh-(hant|tw|hk|mo)\b/.test(tag)) candidates.pop();
  else candidates.push(FALLBACKS[tag.split('-')[0] as string] as string);
  return candidates.find((candidate) => registered.has(candidate) || builtIns.has(candidate));
}

/**
 * A language's pack when the tag has no pack of its own: Portuguese is Brazilian's (the one pack),
 * Chinese the simplified characters of `zh-CN`, Norwegian (`no`) and Nynorsk (`nn`) Bokmål's, which
 * their readers read.
 */
const FALLBACKS: Readonly<Record<string, string>> = { pt: 'pt-br', zh: 'zh-cn', no: 'nb', nn: 'nb' };

/**
 * The pack {@link packTag} names for `lang`, with its tag, else `undefined` (English, which needs no
 * pack; for another language the console says so, once per language per page). A pack is loaded once
 * and shared, with the plural rules; a loader that fails is retried next time and its failure is
 * reported to the caller.
 */
export function loadPack(lang: string): Promise<readonly [StringOverrides, string] | undefined> {
  const tag = packTag(lang);
  if (!tag) {
    const base = normalizeTag(lang).split('-')[0] as string;
    if (base && base !== 'en' && !hinted.has(base)) {
      hinted.add(base);
      console.info(`auth-elements: no "${lang}" pack, English shown; see registerLanguage`);
    }
    return Promise.resolve(undefined);
  }
  let pending = loaded.get(tag);
  if (!pending) {
    const loader = (registered.get(tag) ?? builtIns.get(tag)) as LanguageLoader;
    pending = Promise.all([Promise.resolve().then(loader), loadPlurals()]).then(([pack, plurals]) => {
      usePlurals(plurals.choosePlural);
      return 'default' in pack && typeof pack.default === 'object' ? pack.default : (pack as StringOverrides);
    });
    pending.catch(() => loaded.delete(tag));
    loaded.set(tag, pending);
  }
  return pending.then((pack) => [pack as StringOverrides, tag] as const);
}
