// Errors of the /dbconnections routes, in that API's shape: `{name, code, description, statusCode}`
// (a password-strength failure has `message`, `description` as the policy's rules, and `policy`). Never carries the submitted password.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const DbConnectionErrorCode = {
  INVALID_REQUEST: 'invalid_request',
  INVALID_SIGNUP: 'invalid_signup',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  INVALID_PASSWORD: 'invalid_password',
  PASSWORD_DICTIONARY: 'password_dictionary_error',
  PASSWORD_NO_USER_INFO: 'password_no_user_info_error',
  UNAUTHORIZED: 'unauthorized',
  USER_EXISTS: 'user_exists',
  USERNAME_EXISTS: 'username_exists',
} as const;
export type DbConnectionErrorCode = (typeof DbConnectionErrorCode)[keyof typeof DbConnectionErrorCode];

export class DbConnectionError extends Error {
  readonly code: DbConnectionErrorCode;
  readonly statusCode: ContentfulStatusCode;
  readonly errorName: string;
  readonly extra: Record<string, unknown>;

  constructor(
    statusCode: ContentfulStatusCode,
    code: DbConnectionErrorCode,
    description: string,
    errorName = statusCode === 401
      ? 'UnauthorizedError'
      : statusCode === 413
        ? 'PayloadTooLargeError'
        : 'BadRequestError',
    extra: Record<string, unknown> = {},
  ) {
    super(description);
    this.name = 'DbConnectionError';
    this.statusCode = statusCode;
    this.code = code;
    this.errorName = errorName;
    this.extra = extra;
  }
}

export function badSignup(description: string): DbConnectionError {
  return new DbConnectionError(400, DbConnectionErrorCode.INVALID_SIGNUP, description);
}

export function dbConnectionErrorResponse(c: Context, error: DbConnectionError): Response {
  return c.json(
    {
      name: error.errorName,
      code: error.code,
      description: error.message,
      statusCode: error.statusCode,
      ...error.extra,
    },
    error.statusCode,
  );
}
