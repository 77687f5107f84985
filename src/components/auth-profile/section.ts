// What a section of <auth-profile> (linking, unlinking, the password, and sections to come) gets from
// the element: the shared account-screen controller (operations, notice), the user on screen, and
// the element's events.
import type { ReactiveElement } from 'lit';
import type { ManagementIdentity, ManagementUser, PopupAuthorizeOptions, WebAuth } from '../../core/index.js';
import type { AccountScreen } from '../../internal/account-screen.js';
import type { AuthEventDetailMap, AuthEventName } from '../../internal/events.js';
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
}
