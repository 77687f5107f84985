// Plurals in the elements' texts: the branch of an ICU plural (`{n, plural, one {# day} other {# days}}`)
// for a number in a language, by `Intl.PluralRules`, with `#` the number as `Intl.NumberFormat` writes
// it. `format()` (./i18n.ts) uses it once handed over (`usePlurals`): by the elements whose English
// counts (sign-up, passwordless), and with every language pack (./plural-rules.ts).

/**
 * The branch of `branches` (the part of a plural after `plural,`) for `value` in `lang`: an exact match
 * (`=0`), else the category of `Intl.PluralRules`, else `other`; its `#` replaced by the number.
 */
export function choosePlural(branches: string, value: number, lang: string): string {
  const cases: Record<string, string> = {};
  for (const [, key, text] of branches.matchAll(/(=?\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g)) {
    cases[key as string] = text as string;
  }
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(lang);
  } catch {
    // Not a language tag (a page's own registration): English's rules.
    rules = new Intl.PluralRules('en');
  }
  const chosen = cases[`=${value}`] ?? cases[rules.select(value)] ?? cases['other'] ?? '';
  return chosen.replace(/#/g, new Intl.NumberFormat(rules.resolvedOptions().locale).format(value));
}
