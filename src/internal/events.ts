// The elements' events: their detail types, one place that creates them (bubbles + composed, so they
// reach listeners outside any shadow root), and their declarations for typed addEventListener.
import type { AuthError, AuthResult, PasskeyMethod } from '../core/index.js';

/** Detail of `auth-error`: the failure, with its stable `code` and the service's `description`. */
export interface AuthErrorEventDetail {
  error: AuthError;
}

/** The organization a sign-in is bound to, from the ID token's `org_id` and `org_name`. */
export interface AuthOrganization {
  /** The organization's id (`org_…`). */
  id: string;
  /** Its name, where the tenant puts names in tokens (lower case). */
  name?: string;
}

/**
 * Detail of `auth-success`: the tokens of a finished sign-in (a redirect result finished by
 * `<auth-provider>`, or a popup sign-in finished by the element that opened it), and the organization
 * it is bound to (`null` for none).
 */
export interface AuthSuccessEventDetail {
  authResult: AuthResult;
  organization: AuthOrganization | null;
}

/** The organization of a sign-in's ID token (`org_id`, `org_name`), `null` when it names none. */
export function organizationOf(authResult: AuthResult | null | undefined): AuthOrganization | null {
  const { org_id: id, org_name: name } = authResult?.idTokenPayload ?? ({} as Record<string, unknown>);
  return typeof id === 'string' && id ? { id, ...(typeof name === 'string' && name ? { name } : {}) } : null;
}

/** The detail of `auth-success` for `authResult`. */
export function successDetail(authResult: AuthResult): AuthSuccessEventDetail {
  return { authResult, organization: organizationOf(authResult) };
}

/** Detail of `auth-passkey-created`: the new passkey as the service returned it. */
export interface AuthPasskeyCreatedEventDetail {
  passkey: PasskeyMethod;
}

/** Detail of `auth-passkey-deleted`: the passkey that was deleted (as it was listed). */
export interface AuthPasskeyDeletedEventDetail {
  passkey: PasskeyMethod;
}

/**
 * Every event an element emits, by name, with its detail: the one declaration of each event. Elements
 * add theirs by augmenting this interface, which types {@link createAuthEvent}, `AuthElement.emit`
 * and, through {@link AuthEventMap}, `addEventListener` everywhere:
 *
 * ```ts
 * declare module '../../internal/events.js' {
 *   interface AuthEventDetailMap { 'auth-login': AuthLoginEventDetail }
 * }
 * ```
 */
export interface AuthEventDetailMap {
  'auth-error': AuthErrorEventDetail;
  'auth-success': AuthSuccessEventDetail;
  'auth-passkey-created': AuthPasskeyCreatedEventDetail;
  'auth-passkey-deleted': AuthPasskeyDeletedEventDetail;
}

/** The name of an event an element may emit. */
export type AuthEventName = keyof AuthEventDetailMap;

/** Options of {@link createAuthEvent} besides bubbling and composition, which are always on. */
export interface AuthEventOptions {
  /** Whether a listener may call `preventDefault()` to stop the element's default action. */
  cancelable?: boolean;
}

/** A `CustomEvent` that bubbles and crosses shadow roots (`composed`), with a typed detail. */
export function createAuthEvent<K extends AuthEventName>(
  name: K,
  detail: AuthEventDetailMap[K],
  options: AuthEventOptions = {},
): CustomEvent<AuthEventDetailMap[K]> {
  return new CustomEvent(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  });
}

/** Every element event as the `CustomEvent` it is dispatched as, by name. */
export type AuthEventMap = { [K in AuthEventName]: CustomEvent<AuthEventDetailMap[K]> };

// Each event is declared once, in AuthEventDetailMap: this derives the typed `addEventListener`
// (and `on…` props in the React typings) for all of them.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends AuthEventMap {}
}
