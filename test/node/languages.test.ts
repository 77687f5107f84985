// The languages in Node: every built-in pack is complete against English (every key of every English
// part, non-empty, the same placeholder names, valid plural categories with `other`), `format` fills
// plurals and numbers in the element's language, and `packTag` resolves regions and scripts to the
// pack that shows them.
import { strict as assert } from 'node:assert';
import { describe, test } from 'node:test';
import { format, registerLanguage, usePlurals } from '../../src/internal/i18n.js';
import { BUILT_IN_LANGUAGES, packTag } from '../../src/internal/languages.js';
import { choosePlural } from '../../src/internal/plural.js';
import type { StringOverrides } from '../../src/internal/i18n.js';
import { englishStrings } from '../english.js';

/** The names a text fills: `{name}` and `{name, plural, …}` (a plural counts as its name), sorted. */
export function placeholderNames(text: string): string[] {
  return [
    ...new Set([...text.matchAll(/\{(\w+)(?=\}|,\s*plural,)/g)].map((match) => match[1] as string)),
  ].sort();
}

/** The branch keys of each plural in `text` (`one`, `other`, `=0`, …). */
export function pluralBranches(text: string): string[][] {
  const plurals = text.matchAll(/\{\w+,\s*plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/g);
  return [...plurals].map(([, branches]) =>
    [...(branches as string).matchAll(/(=?\w+)\s*\{/g)].map((match) => match[1] as string),
  );
}

/** What is wrong with `text` (the translation of `english` for `key` in `lang`), if anything. */
export function problems(lang: string, key: string, english: string, text: unknown): string[] {
  if (typeof text !== 'string' || text.trim() === '') return [`${lang}: ${key} is missing or empty`];
  const found: string[] = [];
  const own = placeholderNames(text);
  const expected = placeholderNames(english);
  if (own.join() !== expected.join()) {
    found.push(`${lang}: ${key} fills {${own.join('}, {')}}, English {${expected.join('}, {')}}`);
  }
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  for (const branches of pluralBranches(text)) {
    const invalid = branches.filter((branch) => !branch.startsWith('=') && !categories.includes(branch));
    if (invalid.length > 0) found.push(`${lang}: ${key} has plural categories ${invalid} (not ${lang}'s)`);
    if (!branches.includes('other')) found.push(`${lang}: ${key} has a plural without "other"`);
  }
  return found;
}

/** Every problem of `pack` for `lang`: each English key, the plain ones and the errors. */
export function packProblems(lang: string, pack: StringOverrides): string[] {
  const found: string[] = [];
  const translated = pack as Record<string, unknown>;
  for (const [key, english] of Object.entries(englishStrings)) {
    if (key === 'errors') continue;
    found.push(...problems(lang, key, english as string, translated[key]));
  }
  const errors = (pack.errors ?? {}) as Record<string, unknown>;
  for (const [code, english] of Object.entries(englishStrings.errors)) {
    found.push(...problems(lang, `errors.${code}`, english as string, errors[code]));
  }
  return found;
}

async function loadPack(lang: string): Promise<StringOverrides> {
  const module = await (BUILT_IN_LANGUAGES[lang] as () => Promise<{ default: StringOverrides }>)();
  return module.default;
}

describe('built-in languages: complete against English', () => {
  test('English itself uses valid plurals', () => {
    const english = englishStrings as unknown as StringOverrides;
    assert.deepEqual(packProblems('en', english), []);
  });

  for (const lang of Object.keys(BUILT_IN_LANGUAGES)) {
    test(`${lang} has every English key, non-empty, with English's placeholders and ${lang}'s plurals`, async () => {
      assert.deepEqual(packProblems(lang, await loadPack(lang)), []);
    });
  }

  test('a missing key, an empty text, another placeholder or a wrong plural is reported', async () => {
    const de = await loadPack('de');
    const broken = {
      ...de,
      loginSubmit: undefined,
      password: ' ',
      continueWith: 'Weiter mit {anbieter}',
      passwordlessResendWait: 'In {seconds, plural, few {# Sekunden}}.',
      errors: { ...de.errors, access_denied: undefined },
    } as unknown as StringOverrides;
    assert.deepEqual(packProblems('de', broken), [
      'de: password is missing or empty',
      'de: loginSubmit is missing or empty',
      'de: continueWith fills {anbieter}, English {provider}',
      "de: passwordlessResendWait has plural categories few (not de's)",
      'de: passwordlessResendWait has a plural without "other"',
      'de: errors.access_denied is missing or empty',
    ]);
  });
});

describe('format', () => {
  // As the elements whose English counts do, and every language pack loaded.
  usePlurals(choosePlural);
  const seconds = '{seconds, plural, one {# second} other {# seconds}}';

  test('fills {name} as written and leaves unknown placeholders', () => {
    assert.equal(
      format('Continue with {provider}', { provider: '<b>Google</b>' }),
      'Continue with <b>Google</b>',
    );
    assert.equal(format('{a} and {b}', { a: 1 }), '1 and {b}');
    assert.equal(format(`In ${seconds}.`), `In ${seconds}.`);
  });

  test("chooses a plural's branch by the language's rules, the number written in the language", () => {
    assert.equal(format(`In ${seconds}.`, { seconds: 1 }), 'In 1 second.');
    assert.equal(format(`In ${seconds}.`, { seconds: 0 }), 'In 0 seconds.');
    assert.equal(format(`In ${seconds}.`, { seconds: 1200 }), 'In 1,200 seconds.');
    assert.equal(
      format('{n, plural, one {# Sekunde} other {# Sekunden}}', { n: 1200 }, 'de'),
      '1.200 Sekunden',
    );
    const polish = '{n, plural, one {# sekunda} few {# sekundy} many {# sekund} other {# sekundy}}';
    assert.deepEqual(
      [1, 2, 5, 22, 25].map((n) => format(polish, { n }, 'pl')),
      ['1 sekunda', '2 sekundy', '5 sekund', '22 sekundy', '25 sekund'],
    );
    const arabicDigits = (n: number): string => new Intl.NumberFormat('ar').format(n);
    const arabic =
      '{n, plural, zero {لا ثوان} one {ثانية واحدة} two {ثانيتان} few {# ثوان} many {# ثانية} other {# ثانية}}';
    assert.deepEqual(
      [0, 1, 2, 3, 11].map((n) => format(arabic, { n }, 'ar')),
      ['لا ثوان', 'ثانية واحدة', 'ثانيتان', `${arabicDigits(3)} ثوان`, `${arabicDigits(11)} ثانية`],
    );
  });

  test('prefers an exact match, falls back to other, fills names inside a branch', () => {
    const text = '{count, plural, =0 {none of {total}} one {# of {total}} other {# of {total}}}';
    assert.equal(format(text, { count: 0, total: 4 }), 'none of 4');
    assert.equal(format(text, { count: 3, total: 4 }), '3 of 4');
    assert.equal(format('{n, plural, one {# day} other {# days}}', { n: 2 }, 'ja'), '2 days');
    // A tag that is no language (a page's own registration): English's rules, not an exception.
    assert.equal(format(seconds, { seconds: 1 }, 'not a tag!'), '1 second');
    assert.throws(() => registerLanguage(' ', async () => ({})), TypeError);
  });

  test("English says '1 second' and '1 character' where a number can be one", () => {
    assert.equal(
      format(englishStrings.passwordlessResendWait, { seconds: 1 }),
      'You can ask for a new one in 1 second.',
    );
    assert.equal(format(englishStrings.passwordPolicyLength, { count: 1 }), 'At least 1 character');
    assert.equal(format(englishStrings.passwordPolicyLength, { count: 12 }), 'At least 12 characters');
  });
});

describe('packTag: the pack that shows a language', () => {
  const cases: [string, string | undefined][] = [
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE_ch', 'de'],
    ['en', undefined],
    ['en-GB', undefined],
    ['zz', undefined],
    ['', undefined],
  ];
  for (const [lang, tag] of cases) {
    test(`${JSON.stringify(lang)} → ${tag ?? 'English'}`, () => assert.equal(packTag(lang), tag));
  }

  // Tags built in once the packs arrive; until then, the rules are checked with every tag registered.
  test('Portuguese, Chinese and Norwegian resolve to their one pack; traditional Chinese to English', async () => {
    const { registerLanguage, clearLanguages } = await import('../../src/internal/i18n.js');
    const pack = async (): Promise<StringOverrides> => ({});
    for (const tag of ['pt-BR', 'zh-CN', 'nb']) registerLanguage(tag, pack);
    try {
      const expected: [string, string | undefined][] = [
        ['pt', 'pt-br'],
        ['pt-PT', 'pt-br'],
        ['pt-BR', 'pt-br'],
        ['zh', 'zh-cn'],
        ['zh-CN', 'zh-cn'],
        ['zh-SG', 'zh-cn'],
        ['zh-Hans', 'zh-cn'],
        ['zh-Hans-CN', 'zh-cn'],
        ['zh-Hans-HK', 'zh-cn'],
        ['zh-TW', undefined],
        ['zh-HK', undefined],
        ['zh-MO', undefined],
        ['zh-Hant', undefined],
        ['zh-Hant-TW', undefined],
        ['no', 'nb'],
        ['nb-NO', 'nb'],
        ['nn', 'nb'],
      ];
      assert.deepEqual(
        expected.map(([lang]) => [lang, packTag(lang)]),
        expected,
      );
      // A page's own pack for a region wins over the fallbacks.
      registerLanguage('zh-TW', pack);
      registerLanguage('pt-PT', pack);
      assert.deepEqual(['zh-TW', 'zh-Hant-TW', 'pt-PT', 'pt'].map(packTag), [
        'zh-tw',
        'zh-tw',
        'pt-pt',
        'pt-br',
      ]);
    } finally {
      clearLanguages();
    }
  });
});
