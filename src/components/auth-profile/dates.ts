// Dates as <auth-profile>'s language writes them (`{dateStyle: 'medium'}`, Intl): when a passkey was
// created and last used, since when a second factor is on.
import { resolveLang } from '../../internal/lang-observer.js';

/**
 * `iso` (ISO 8601) as the language of `host` writes a date (`{dateStyle: 'medium'}`); the text as given
 * when it is not a date.
 */
export function formatDate(host: Element, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const lang = resolveLang(host) || undefined;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
  } catch {
    // A `lang` that is no language tag: the browser's own.
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
  }
}
