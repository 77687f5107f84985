// What a section of <auth-profile> (linking, unlinking, the password, passkeys, two-step verification)
// gets from the element: the shared account-screen controller (operations, notice, the Management and
// My Account tokens), the user on screen, the element's words and events; and what the sections draw
// alike: dates as the element's language writes them (`formatDate`), an operation's progress
// (`progress`), a sign-in method's icon (`methodIcon`).
import { html } from 'lit';
import type { ReactiveElement, SVGTemplateResult, TemplateResult } from 'lit';
import type { ManagementIdentity, ManagementUser, PopupAuthorizeOptions, WebAuth } from '../../core/index.js';
import type { AccountScreen } from '../../internal/account-screen.js';
import type { AuthEventDetailMap, AuthEventName } from '../../internal/events.js';
import type { StringKey, Strings } from '../../internal/i18n.js';
import { resolveLang } from '../../internal/lang-observer.js';
import type { Operation } from './access.js';

export interface ProfileSection {
  readonly host: ReactiveElement;
  /** Performs the section's operations (see AccountScreen.perform). */
  readonly screen: AccountScreen<Operation>;
  /** The user id the element shows, if any. */
  userId(): string | undefined;
  /** The user as the service last returned it. */
  user(): ManagementUser | null;
  /** Shows the user's identities as the service returned them after a change. */
  showIdentities(identities: ManagementIdentity[]): void;
  /** Dispatches one of the element's events. */
  emit<K extends AuthEventName>(name: K, detail: AuthEventDetailMap[K]): void;
  /** The shared client (throws a TypeError naming a missing attribute: inside `perform`, shown). */
  webAuth(): WebAuth;
  /** `options` with the element's `popup-redirect-uri`. */
  popupOptions(options: PopupAuthorizeOptions): PopupAuthorizeOptions;
  /** The text for `key` in the element's language. */
  readonly t: (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;
  /** The element's dictionary (its language and `strings`), for the sections' error messages. */
  strings(): Strings;
  /** The service's origin (`https://tenant.example.com`), whose host name is the passkeys' RP ID. */
  origin(): string;
  /** Loads the sign-in methods again (after "Grant access"). */
  reloadMethods(): void;
}

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

/** `text` after the progress indicator (the operation under way says what it does). */
export function progress(text: string): TemplateResult {
  return html`<span class="auth-progress" aria-hidden="true"></span> ${text}`;
}

/** A sign-in method's icon: `shapes` stroked in a 24-unit box, drawn here, never fetched. */
export function methodIcon(shapes: SVGTemplateResult): TemplateResult {
  return html`<svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    stroke-width="1.75"
    stroke-linecap="round"
    stroke-linejoin="round"
    focusable="false"
  >
    ${shapes}
  </svg>`;
}
