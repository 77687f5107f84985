// The events of <auth-profile>: their details, declared in the global event map (see internal/events.ts).
import type { AuthenticationMethod, ManagementIdentity, ManagementUser } from '../../core/index.js';

/** Detail of `auth-profile-updated`: the user as the service returned it after the save. */
export interface AuthProfileUpdatedEventDetail {
  user: ManagementUser;
}

/** Detail of `auth-account-linked`: every identity of the user after the link (the primary's first). */
export interface AuthAccountLinkedEventDetail {
  identities: ManagementIdentity[];
}

/** Detail of `auth-account-unlinked`: the identities the user still has after the unlink. */
export interface AuthAccountUnlinkedEventDetail {
  identities: ManagementIdentity[];
}

/**
 * Detail of `auth-mfa-enrolled`: the second factor just set up (`method.type`: `totp` for an
 * authenticator app, `recovery-code`), as the service returned it.
 */
export interface AuthMfaEnrolledEventDetail {
  method: AuthenticationMethod;
}

/** Detail of `auth-mfa-removed`: the second factor removed (as it was listed). */
export interface AuthMfaRemovedEventDetail {
  method: AuthenticationMethod;
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-profile-updated': AuthProfileUpdatedEventDetail;
    'auth-account-linked': AuthAccountLinkedEventDetail;
    'auth-account-unlinked': AuthAccountUnlinkedEventDetail;
    'auth-mfa-enrolled': AuthMfaEnrolledEventDetail;
    'auth-mfa-removed': AuthMfaRemovedEventDetail;
  }
}
