// AuthError: every failure that comes from the service, the network or a token. A caller's own
// mistake (a missing or mistyped option) is a TypeError instead. `toAuthError` is the one mapping of
// anything an asynchronous flow threw to an AuthError, for the core and the elements alike.

/** Every `code` an {@link AuthError} can carry: the ones the library produces and the service's own. */
export const AUTH_ERROR_CODES = [
  // Produced by the library
  'invalid_token',
  'invalid_hash',
  'network_error',
  'timeout',
  'invalid_response',
  'request_error',
  'rate_limited',
  'transaction_not_found',
  'origin_mismatch',
  'popup_blocked',
  'popup_closed',
  'popup_timeout',
  'unsupported_by_provider',
  // Passkeys (the browser's WebAuthn answer)
  'passkey_cancelled',
  'passkey_timeout',
  'passkey_not_allowed',
  'passkey_exists',
  'passkey_not_supported',
  // OAuth 2.0 / OpenID Connect (authorize and token endpoints)
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
  'access_denied',
  'unauthorized_client',
  'invalid_request',
  'invalid_grant',
  'invalid_client',
  'invalid_scope',
  'unsupported_grant_type',
  'unsupported_response_type',
  'temporarily_unavailable',
  'mfa_required',
  'expired_token',
  'server_error',
  // Authentication API (embedded login, passwordless)
  'unauthorized',
  'blocked_user',
  'password_leaked',
  'too_many_attempts',
  'unsupported_credential_type',
  'origin_not_allowed',
  // Database connections (signup, change password)
  'user_exists',
  'username_exists',
  'invalid_password',
  'invalid_signup',
  'password_dictionary_error',
  'password_no_user_info_error',
  'password_strength_error',
  // Management API
  'insufficient_scope',
  'invalid_body',
  'inexistent_user',
  'inexistent_resource_server',
  'operation_not_supported',
  'not_found',
] as const;

/** A stable, closed set of error codes; switch on it. */
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(AUTH_ERROR_CODES);

/** Whether `value` is one of {@link AUTH_ERROR_CODES}. */
export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/** What an `mfa_required` answer asks for: factors to challenge, or to enrol first. */
export interface MfaRequirements {
  /** Factors the user has and may be challenged with (`{type: 'otp'}`, `{type: 'recovery-code'}`). */
  challenge?: { type: string }[];
  /** Factors the user must enrol before going on (the tenant's policy `always`). */
  enroll?: { type: string }[];
}

export interface AuthErrorInit {
  code: AuthErrorCode;
  description: string;
  /** HTTP status, when there was a response. */
  statusCode?: number;
  /** The service's own error identifier when it differs from `code` (kept as `error`). */
  error?: string;
  /** The parsed response body (or text) or the underlying failure. Never holds a password. */
  original?: unknown;
  /** The `state` of the authorization response this error belongs to. */
  state?: string;
  /** The password policy the service explained, for `invalid_password` from sign-up. */
  policy?: string;
  /** An authorization response's error that matches no transaction started here (kept only when true). */
  unverified?: boolean;
  /** For `mfa_required`: the token the `Mfa` client takes (kept out of enumeration and JSON). */
  mfaToken?: string;
  /** For `mfa_required`: what the service asks for. */
  mfaRequirements?: MfaRequirements;
  cause?: unknown;
}

/**
 * A failure reported by the service, the network or a token check.
 *
 * `code` and `description` are the stable API. `error` and `errorDescription` carry the same
 * information under the names auth0.js users read.
 */
export class AuthError extends Error {
  /** One of {@link AUTH_ERROR_CODES}. */
  readonly code: AuthErrorCode;
  /** A human-readable explanation. */
  readonly description: string;
  /** HTTP status code, present when the failure came with a response. */
  readonly statusCode?: number;
  /** The raw service error or the underlying failure. */
  readonly original?: unknown;
  /** The authorization response's `state`, for errors that came back from /authorize. */
  readonly state?: string;
  /** For `invalid_password` from sign-up: the rules the password failed, as the service wrote them. */
  readonly policy?: string;
  /**
   * `true` for an error that came in an authorization response matching no transaction this page
   * started (an unknown `state`): anyone can send one, so its `description` is not the service's
   * word. Show a message of your own instead. Absent otherwise.
   */
  readonly unverified?: true;
  /**
   * For `mfa_required`: the short-lived, single-use token that `webAuth.mfa` (or `new Mfa()`) takes to
   * list, enrol, challenge and verify the user's second factor. A credential: it is not enumerable, so
   * it stays out of `JSON.stringify(error)`, `Object.keys` and spread copies; do not log it.
   */
  declare readonly mfaToken?: string;
  /** For `mfa_required`: the factors the service would challenge, or wants enrolled first. */
  readonly mfaRequirements?: MfaRequirements;
  /** auth0.js name for the error identifier: the service's own value, or `code`. */
  readonly error: string;
  /** auth0.js name for {@link AuthError.description}. */
  readonly errorDescription: string;

  constructor(init: AuthErrorInit) {
    super(init.description, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'AuthError';
    this.code = init.code;
    this.description = init.description;
    this.error = init.error ?? init.code;
    this.errorDescription = init.description;
    // Only the optional fields that were given become properties.
    for (const key of ['statusCode', 'original', 'state', 'policy', 'mfaRequirements'] as const) {
      if (init[key] !== undefined) (this as Record<typeof key, unknown>)[key] = init[key];
    }
    if (init.unverified === true) (this as { unverified?: true }).unverified = true;
    // defineProperty's defaults: not enumerable (nor writable).
    if (init.mfaToken !== undefined) Object.defineProperty(this, 'mfaToken', { value: init.mfaToken });
  }
}

/**
 * Anything an asynchronous flow threw, as an AuthError: an AuthError as it is; an AuthError-like object
 * (from another copy of the library) with its code and fields, the `mfaToken` of an `mfa_required` kept
 * (not enumerable, as on any AuthError); anything else an unexpected `request_error` with the failure as
 * `cause`. (A caller's TypeError is thrown before the flow starts, so it never reaches here.)
 */
export function toAuthError(caught: unknown): AuthError {
  if (caught instanceof AuthError) return caught;
  const like = Object(caught) as Partial<AuthErrorInit>;
  return isAuthErrorCode(like.code)
    ? new AuthError({
        ...like,
        code: like.code,
        description: typeof like.description === 'string' ? like.description : like.code,
        original: caught,
        mfaToken: like.mfaToken,
      })
    : new AuthError({
        code: 'request_error',
        description: caught instanceof Error ? caught.message : String(caught),
        cause: caught,
      });
}
