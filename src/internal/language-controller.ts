// The language controller owns the texts an element shows: it resolves the element's language (its
// own `lang`, else the closest ancestor's across shadow roots, else `<html lang>`), watches for
// changes (the document's `lang` attributes, the host's own, and newly registered packs), loads the
// pack for it on demand (`de-AT` falls back to `de`, `pt` to `pt-BR`: `packTag` in languages.ts; a language
// without a pack to English, with one console hint per language per page: `loadPack`; a failed
// load to English with a warning), fills placeholders and plurals in the pack's language, and merges
// the host's `strings` overrides over it. Its `settle()` lets `updateComplete` wait for a pack being
// loaded, so after `await el.updateComplete` the element shows its language's texts.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { englishRevision, format, loadPack, onLanguagesChanged, resolveStrings } from './i18n.js';
import type { StringKey, StringOverrides, Strings } from './i18n.js';
import { observeLang, resolveLang } from './lang-observer.js';

/** The element's dictionary: English, then its language's pack, then its `strings` overrides. */
export class LanguageController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #overrides: () => StringOverrides;
  /** The loaded pack for the element's language, if one is registered. */
  #pack: StringOverrides | undefined;
  /** The language of the texts shown (plural rules, numbers): the pack's tag, `en` without one. */
  #lang = 'en';
  /** The language whose pack was last asked for (`null`: none yet). */
  #requested: string | null = null;
  #request = 0;
  /** The pack being loaded, awaited by {@link settle}. */
  #loading: Promise<void> | null = null;
  #stopWatching: (() => void) | null = null;
  #cache: {
    overrides: StringOverrides;
    pack: StringOverrides | undefined;
    english: number;
    strings: Strings;
  } | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, overrides: () => StringOverrides) {
    this.#host = host;
    this.#overrides = overrides;
    host.addController(this);
  }

  hostConnected(): void {
    if (!this.#stopWatching) {
      const stopDocument = observeLang(this.#host.ownerDocument, () => this.#load());
      const stopRegistry = onLanguagesChanged(() => {
        this.#requested = null;
        this.#load();
      });
      // The host's own `lang`, also when it lives in a shadow tree the document observer cannot see.
      const own = new MutationObserver(() => this.#load());
      own.observe(this.#host, { attributes: true, attributeFilter: ['lang'] });
      this.#stopWatching = () => {
        stopDocument();
        stopRegistry();
        own.disconnect();
      };
    }
    this.#load();
  }

  hostDisconnected(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
  }

  /** The complete dictionary (cached while the pack and the overrides are the same). */
  get strings(): Strings {
    const overrides = this.#overrides();
    const pack = this.#pack;
    const cache = this.#cache;
    const english = englishRevision();
    if (cache && cache.overrides === overrides && cache.pack === pack && cache.english === english) {
      return cache.strings;
    }
    const strings = resolveStrings(pack, overrides);
    this.#cache = { overrides, pack, english, strings };
    return strings;
  }

  /** The text for `key`, with `{name}` placeholders and plurals filled from `values`. */
  t(key: StringKey, values?: Readonly<Record<string, string | number>>): string {
    return format(this.strings[key], values, this.#lang);
  }

  /** Awaits `updateComplete` (from the host's `getUpdateComplete`) until no pack is being loaded. */
  async settle(updateComplete: () => Promise<boolean>): Promise<boolean> {
    let complete = await updateComplete();
    while (this.#loading) {
      await this.#loading;
      complete = await updateComplete();
    }
    return complete;
  }

  /** Loads the pack for the element's language, unless it is the one already asked for. */
  #load(): void {
    const lang = resolveLang(this.#host);
    if (lang === this.#requested) return;
    this.#requested = lang;
    const request = ++this.#request;
    const loading: Promise<void> = loadPack(lang)
      .then(
        (found) => {
          if (request === this.#request) this.#setPack(found?.[0], found?.[1] ?? 'en');
        },
        (error: unknown) => {
          if (request !== this.#request) return;
          this.#setPack(undefined, 'en');
          // Asked again next time the language changes back (the registry retries failed loaders).
          this.#requested = null;
          console.warn(`[auth-elements] Could not load the strings for "${lang}"; using English.`, error);
        },
      )
      .finally(() => {
        if (this.#loading === loading) this.#loading = null;
      });
    this.#loading = loading;
  }

  #setPack(pack: StringOverrides | undefined, lang: string): void {
    if (pack === this.#pack && lang === this.#lang) return;
    this.#pack = pack;
    this.#lang = lang;
    this.#host.requestUpdate();
  }
}
