// Strings: the English dictionary's shape, per-element overrides, interpolation, the messages for
// error codes, and the registry of the languages a page adds, loaded on demand (by the element's
// `lang`). The built-in languages and the rules that find a tag's pack are ./languages.ts, a chunk
// loaded only for a language other than English; each pack is a chunk of its own under ./strings/.
import { loaded, normalizeTag, pluralChooser, registered } from './language-registry.js';
import type { AuthError } from '../core/index.js';
import { chunk } from './chunk.js';
import { en, errorMessages } from './strings/en.js';
import type { accountErrorMessages, accountStrings } from './strings/en-account.js';
import type { changePasswordStrings } from './strings/en-change-password.js';
import type { mfaErrorMessages, mfaStrings } from './strings/en-mfa.js';
import type { passwordlessErrorMessages, passwordlessStrings } from './strings/en-passwordless.js';
import type { PasskeyStringKey } from './strings/en-passkeys.js';
import type { passkeyErrorMessages } from './strings/en-passkey-errors.js';
import type { organizationErrorMessages, organizationStrings } from './strings/en-organizations.js';
import type { signupErrorMessages, signupStrings } from './strings/en-signup.js';
import type { signInMethodsErrorMessages, signInMethodsStrings } from './strings/en-sign-in-methods.js';
import type {
  organizationMembersErrorMessages,
  organizationMembersStrings,
} from './strings/en-organization-members.js';

/** Keys of the error-message table: `generic`, codes, and `scope.code` variants. */
export type ErrorMessageKey =
  | keyof typeof errorMessages
  | keyof typeof passwordlessErrorMessages
  | keyof typeof signupErrorMessages
  | keyof typeof accountErrorMessages
  | keyof typeof mfaErrorMessages
  | keyof typeof passkeyErrorMessages
  | keyof typeof signInMethodsErrorMessages
  | keyof typeof organizationMembersErrorMessages
  | keyof typeof organizationErrorMessages;

/** Every message for error codes: the English keys, plus any a language or a page adds. */
export type ErrorMessages = { readonly [K in ErrorMessageKey]: string } & {
  readonly [key: string]: string | undefined;
};

/** A key of a plain (non-error) string. */
export type StringKey = Exclude<
  | keyof typeof en
  | keyof typeof passwordlessStrings
  | keyof typeof signupStrings
  | keyof typeof changePasswordStrings
  | keyof typeof accountStrings
  | keyof typeof mfaStrings
  | PasskeyStringKey
  | keyof typeof signInMethodsStrings
  | keyof typeof organizationMembersStrings
  | keyof typeof organizationStrings,
  'errors'
>;

/** A complete dictionary: every key of the English one, as text. */
export type Strings = { readonly [K in StringKey]: string } & { readonly errors: ErrorMessages };

/**
 * A partial dictionary: what a page sets on an element's `strings` property, and what a language
 * pack contains. Missing keys fall back (element override → language → English).
 */
export type StringOverrides = { readonly [K in StringKey]?: string } & {
  readonly errors?: { readonly [key: string]: string | undefined };
};

/**
 * A complete translation: every key of the English dictionary, errors included. The built-in
 * languages are typed with it, so a key added to English without a translation fails to compile.
 */
export type Translation = { readonly [K in StringKey]: string } & {
  readonly errors: { readonly [K in ErrorMessageKey]: string } & {
    readonly [key: string]: string | undefined;
  };
};

/** A language pack module: the overrides themselves, or a module whose default export they are. */
export type LanguagePack = StringOverrides | { readonly default: StringOverrides };

/** Loads a language pack, typically `() => import('./strings/fr.js')`. */
export type LanguageLoader = () => Promise<LanguagePack>;

/**
 * The English dictionary: the shared part with <auth-login>'s (./strings/en.ts) and the parts the
 * other elements register (./strings/en-passwordless.ts, en-signup.ts, en-change-password.ts,
 * en-account.ts, en-organization-members.ts; en-mfa.ts, registered by the second-factor step when it is loaded), so that a page downloads only the English of its elements. Complete once every
 * element is imported.
 */
const english: Record<string, unknown> & { errors: Record<string, string> } = {
  ...en,
  errors: { ...errorMessages },
};

/** Bumped by each {@link registerEnglish}, so a dictionary resolved before it is resolved again. */
let englishVersion = 0;

/** How many times English was extended (part of a cached dictionary's key). */
export const englishRevision = (): number => englishVersion;

/**
 * Adds an element's English strings and error messages to the dictionary (its entry calls it, or code
 * loaded on demand, such as the passkey UI).
 */
export function registerEnglish(
  strings: Readonly<Record<string, string>>,
  errors: Readonly<Record<string, string>> = {},
): void {
  Object.assign(english, strings);
  Object.assign(english.errors, errors);
  englishVersion++;
}

export type { PluralChooser } from './language-registry.js';
export { normalizeTag, usePlurals } from './language-registry.js';

/**
 * Fills `template` from `values`: `{name}` takes the value as written; `{name, plural, one {# day}
 * other {# days}}` (ICU plural syntax) the branch the plural rules choose for the number in `lang`
 * (see {@link usePlurals}), its own `{name}`s filled too. Unknown placeholders are left as written.
 * The result is plain text: render it with a Lit binding, which never parses it as HTML.
 */
export function format(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
  lang = 'en',
): string {
  return template.replace(
    /\{(\w+)(?:,\s*plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*))?\}/g,
    (placeholder, name: string, branches?: string) =>
      !Object.hasOwn(values, name)
        ? placeholder
        : branches && pluralChooser()
          ? format(pluralChooser()!(branches, Number(values[name]), lang), values, lang)
          : String(values[name]),
  );
}

/**
 * Layers dictionaries: English, then each override in order (a later one wins). Only string values
 * are taken, so a stray `undefined` in an override never blanks a message.
 */
export function resolveStrings(...layers: readonly (StringOverrides | null | undefined)[]): Strings {
  const result: Record<string, unknown> = { ...english };
  const errors: Record<string, string> = { ...english.errors };
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (key === 'errors') continue;
      if (typeof value === 'string' && Object.hasOwn(english, key)) result[key] = value;
    }
    for (const [key, value] of Object.entries(layer.errors ?? {})) {
      if (typeof value === 'string') errors[key] = value;
    }
  }
  result['errors'] = errors;
  return result as Strings;
}

/**
 * The message to show for `error`: the dictionary's message for `scope.code`, then for `code`; the
 * service's own description only when the dictionary has no message for the code; `generic` last.
 * An `unverified` error (an authorization response nobody here asked for) gets `unverified`, whatever
 * its code and description say; a `request_error` caused by a TypeError (the page's configuration is
 * wrong, which the description names for the developer) gets `misconfigured`.
 */
export function errorMessage(
  error: Pick<AuthError, 'code' | 'description' | 'unverified'> & { readonly cause?: unknown },
  strings: Strings,
  scope = '',
): string {
  const errors = strings.errors;
  if (error.unverified) return errors.unverified ?? errors.generic;
  // A TypeError is the page's mistake (a missing or wrong attribute): trying again cannot help.
  if (error.code === 'request_error' && error.cause instanceof TypeError) {
    return errors.misconfigured;
  }
  const scoped = scope ? errors[`${scope}.${error.code}`] : undefined;
  const message = scoped ?? errors[error.code];
  if (message) return message;
  const description = typeof error.description === 'string' ? error.description.trim() : '';
  return description || errors.generic;
}

const registryListeners = new Set<() => void>();

/** The built-in languages, the rules that find a language's pack and the loading: ./languages.ts. */
const loadLanguages = /* @__PURE__ */ chunk(() => import('./languages.js'), 'the languages');

function registryChanged(): void {
  for (const listener of [...registryListeners]) listener();
}

/**
 * Calls `listener` whenever the registry changes ({@link registerLanguage}, {@link clearLanguages}),
 * so connected elements can load a pack registered after them. Returns the unsubscribe function.
 */
export function onLanguagesChanged(listener: () => void): () => void {
  registryListeners.add(listener);
  return () => registryListeners.delete(listener);
}

/**
 * Registers a language pack for `lang` (a BCP 47 tag such as `fr` or `pt-BR`), loaded the first time
 * an element needs it. Registering again (a built-in language too) replaces the loader and forgets
 * what was loaded; connected elements showing that language load the new pack.
 */
export function registerLanguage(lang: string, loader: LanguageLoader): void {
  const tag = normalizeTag(lang);
  if (!tag) throw new TypeError('registerLanguage(lang, loader): "lang" must be a language tag such as "fr"');
  if (typeof loader !== 'function')
    throw new TypeError('registerLanguage(lang, loader): "loader" must be a function');
  registered.set(tag, loader);
  loaded.delete(tag);
  registryChanged();
}

/**
 * The pack that shows `lang` and its tag (./languages.ts's `loadPack`), or `undefined` for English.
 * English (`en`, `en-*`, no tag) needs no pack, so while the page registered no language it needs
 * neither the built-in languages nor the rules that find one, and nothing is loaded.
 */
export function loadPack(lang: string): Promise<readonly [StringOverrides, string] | undefined> {
  const base = normalizeTag(lang).split('-')[0];
  return !registered.size && (!base || base === 'en')
    ? Promise.resolve(undefined)
    : loadLanguages().then((languages) => languages.loadPack(lang));
}

/**
 * The overrides for `lang`: the pack ./languages.ts's `packTag` names, else `undefined` (English, which
 * needs no pack; for another language the console says so, once per language per page). A pack is
 * loaded once and shared, with the plural rules; a loader that fails is retried next time and its
 * failure is reported to the caller.
 */
export function loadLanguage(lang: string): Promise<StringOverrides | undefined> {
  return loadPack(lang).then((found) => found?.[0]);
}

/** Forgets the languages a page registered and every loaded pack; the built-in ones stay (tests). */
export function clearLanguages(): void {
  registered.clear();
  loaded.clear();
  registryChanged();
}
