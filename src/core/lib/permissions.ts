// An API's permissions (scopes): their shape and the names no API may define. A leaf with no imports,
// shared by the core (the Management client's checks, the permissions editor) and the local service.

/** A permission (scope) of an API. */
export interface ResourceServerScope {
  /** The permission name; not one of the reserved names. */
  value: string;
  /** A user-friendly description. */
  description: string;
}

/** Permission names no API may define (spec: "Reserved permission names"). */
export const RESERVED_SCOPE_NAMES: readonly string[] = [
  'address',
  'created_at',
  'email',
  'email_verified',
  'family_name',
  'given_name',
  'identities',
  'name',
  'nickname',
  'offline_access',
  'phone',
  'picture',
  'profile',
];
