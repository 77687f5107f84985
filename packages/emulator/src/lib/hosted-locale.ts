// The language of the service's hosted pages. Chosen once per request: the `ui_locales` of the /authorize
// request the page belongs to (space-separated, the first available wins), which every later page of that
// login keeps because it carries the request's query (the log-in form, the second-factor step, the
// organization prompt, the invitee's sign-up, their error pages); else the browser's `Accept-Language`
// (q-values honoured); else English. A language is available when its pack exists (./hosted-strings/);
// the others of HOSTED_LANGUAGES fall back to English text, `lang="en"` and left to right, until theirs is
// added. Regions fall back as the elements' do: `de-AT` → `de`, `pt`/`pt-PT` → `pt-BR`,
// `zh`/`zh-Hans`/`zh-SG` → `zh-CN`; `zh-TW`/`zh-Hant` (traditional script) match nothing.
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { HOSTED_PACKS } from './hosted-strings/index.js';
import type { HostedKey } from './hosted-strings/en.js';

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The languages the hosted pages are to speak (English included); each needs a pack to be shown. */
export const HOSTED_LANGUAGES = [
  'en', 'ar', 'bg', 'ca', 'cs', 'da', 'de', 'el', 'es', 'fa', 'fi', 'fr', 'he', 'hi', 'hu', 'id', 'it', 'ja',
  'ko', 'nb', 'nl', 'pl', 'pt-BR', 'ro', 'ru', 'sv', 'th', 'tr', 'uk', 'vi', 'zh-CN',
] as const; // prettier-ignore

export type HostedLanguage = (typeof HOSTED_LANGUAGES)[number];

/** Languages written right to left: their pages get `dir="rtl"` (the layout's CSS uses logical properties). */
const RIGHT_TO_LEFT: readonly HostedLanguage[] = ['ar', 'fa', 'he'];

/** The language of HOSTED_LANGUAGES a BCP 47 tag asks for, by the region fallback above; else undefined. */
export function hostedLanguage(tag: string): HostedLanguage | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = HOSTED_LANGUAGES.find((language) => language.toLowerCase() === lower);
  if (exact) return exact;
  const [primary, ...rest] = lower.split('-');
  if (primary === 'zh') {
    const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
    return traditional ? undefined : 'zh-CN';
  }
  if (primary === 'pt') return 'pt-BR';
  if (primary === 'no' || primary === 'nn') return 'nb';
  return HOSTED_LANGUAGES.find((language) => language === primary);
}

/** The tags of an Accept-Language header, most wanted first (q=0 and `*` dropped; ties keep their order). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The first of `tags` whose language has a pack. */
function firstAvailable(tags: readonly string[]): HostedLanguage | undefined {
  for (const tag of tags) {
    const language = hostedLanguage(tag);
    if (language && HOSTED_PACKS[language]) return language;
  }
  return undefined;
}

/** The language of a page: `ui_locales` first, then Accept-Language, then English. */
export function negotiateLanguage(
  uiLocales: string | null | undefined,
  acceptLanguage: string | null | undefined,
): HostedLanguage {
  return (
    firstAvailable((uiLocales ?? '').split(/\s+/).filter(Boolean)) ??
    firstAvailable(acceptedTags(acceptLanguage ?? '')) ??
    'en'
  );
}

/** The texts of one page in one language. */
export interface HostedText {
  readonly lang: HostedLanguage;
  readonly dir: 'ltr' | 'rtl';
  /** The text of `key` with its `{placeholders}` filled in (plain text: the page's template escapes it). */
  t(key: HostedKey, params?: Readonly<Record<string, string>>): string;
  /** The same as markup: each placeholder's value may be markup (`<strong>…</strong>`); all else is escaped. */
  markup(key: HostedKey, params: Readonly<Record<string, string | Markup>>): Markup;
}

function hostedTextOf(lang: HostedLanguage): HostedText {
  const pack = HOSTED_PACKS[lang] ?? HOSTED_PACKS.en;
  return {
    lang,
    dir: RIGHT_TO_LEFT.includes(lang) ? 'rtl' : 'ltr',
    t: (key, params = {}) => pack[key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole),
    markup(key, params) {
      const parts = pack[key].split(/\{(\w+)\}/);
      // Odd indexes are placeholder names; a part is escaped by the template unless it is markup already.
      const filled = parts.map((part, index) => (index % 2 ? (params[part] ?? `{${part}}`) : part));
      return html`${filled}`;
    },
  };
}

/** English: the pages outside a login (the dev pages) and every language without a pack. */
export const ENGLISH: HostedText = hostedTextOf('en');

const chosen = new WeakMap<Request, HostedText>();

/**
 * Fixes the language of this request's page from the /authorize query it belongs to (its `ui_locales`),
 * else Accept-Language. Called where a hosted page reads its /authorize request back.
 */
export function useAuthorizeLanguage(c: Context, authorizeParams: URLSearchParams): HostedText {
  const text = hostedTextOf(
    negotiateLanguage(authorizeParams.get('ui_locales'), c.req.header('accept-language')),
  );
  chosen.set(c.req.raw, text);
  return text;
}

/** The texts of this request's page: as fixed by `useAuthorizeLanguage`, else from the request itself. */
export function hostedText(c: Context): HostedText {
  const known = chosen.get(c.req.raw);
  if (known) return known;
  const text = hostedTextOf(negotiateLanguage(c.req.query('ui_locales'), c.req.header('accept-language')));
  chosen.set(c.req.raw, text);
  return text;
}
