// What a section of <auth-profile> (linking, unlinking, the password, passkeys, two-step verification)
// gets from the element: the shared account-screen controller (operations, notice, the Management and
// My Account tokens), the user on screen, the element's words, dates and events.
import type { ReactiveElement } from 'lit';
import type { ManagementIdentity, ManagementUser, PopupAuthorizeOptions } from '../../core/index.js';
import type { WebAuthBase } from '../../core/web-auth-base.js';
import type { AccountScreen } from '../../internal/account-screen.js';
import type { AuthEventDetailMap, AuthEventName } from '../../internal/events.js';
import type { StringKey, Strings } from '../../internal/i18n.js';
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
  webAuth(): WebAuthBase;
  /** `options` with the element's `popup-redirect-uri`. */
  popupOptions(options: PopupAuthorizeOptions): PopupAuthorizeOptions;
  /** The text for `key` in the element's language. */
  readonly t: (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;
  /** The element's dictionary (its language and `strings`), for the sections' error messages. */
  strings(): Strings;
  /** A date (ISO 8601) as the element's language writes it; the text as given when it is not a date. */
  formatDate(iso: string): string;
  /** The service's origin (`https://tenant.example.com`), whose host name is the passkeys' RP ID. */
  origin(): string;
  /** Loads the sign-in methods again (after "Grant access"). */
  reloadMethods(): void;
}
