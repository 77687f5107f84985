// The language registry's state, shared by ./i18n.ts (registering, formatting) and ./languages.ts (the
// chunk that finds and loads a pack) without either importing the other: the languages a page
// registered, the packs loaded, the tag normalisation and the plural chooser once it is loaded.
import type { LanguageLoader, StringOverrides } from './i18n.js';

/** Chooses a plural's branch for a number in a language: ./plural.ts's `choosePlural`. */
export type PluralChooser = (branches: string, value: number, lang: string) => string;

/**
 * The languages a page registered (`registerLanguage` in ./i18n.ts), by their tags in lower case
 * (`pt-BR` as `pt-br`); they replace a built-in language of the same tag (./languages.ts).
 */
export const registered = new Map<string, LanguageLoader>();
/** The packs loaded or being loaded, by tag. */
export const loaded = new Map<string, Promise<StringOverrides>>();

/** A language tag as the registry keeps it: trimmed, `_` as `-`, lower case. */
export function normalizeTag(lang: string): string {
  return lang.trim().replace(/_/g, '-').toLowerCase();
}

let chooser: PluralChooser | undefined;

/**
 * Lets `format` (./i18n.ts) fill plurals: the elements whose English counts (sign-up, passwordless) call it
 * with ./plural.ts's chooser, and every language pack loads it (./plural-rules.ts, by ./languages.ts),
 * so a page in English without them never downloads it.
 */
export function usePlurals(choose: PluralChooser): void {
  chooser = choose;
}

/** The plural chooser, once one was given. */
export const pluralChooser = (): PluralChooser | undefined => chooser;
