// Errors of the Management API v2, in its shape: `{statusCode, error, message, errorCode}`.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { statusText } from './status-text.js';

export class ManagementError extends Error {
  readonly statusCode: ContentfulStatusCode;
  readonly errorCode: string;

  constructor(statusCode: ContentfulStatusCode, errorCode: string, message: string) {
    super(message);
    this.name = 'ManagementError';
    this.statusCode = statusCode;
    this.errorCode = errorCode;
  }
}

export function invalidBody(message: string): ManagementError {
  return new ManagementError(400, 'invalid_body', message);
}

export function invalidToken(message: string): ManagementError {
  return new ManagementError(401, 'invalid_token', message);
}

export function insufficientScope(expected: readonly string[], detail?: string): ManagementError {
  const message = `Insufficient scope, expected any of: ${expected.join(',')}`;
  return new ManagementError(403, 'insufficient_scope', detail ? `${message}. ${detail}` : message);
}

export function inexistentUser(message = 'The user does not exist.'): ManagementError {
  return new ManagementError(404, 'inexistent_user', message);
}

export function managementErrorResponse(c: Context, error: ManagementError): Response {
  return c.json(
    {
      statusCode: error.statusCode,
      error: statusText(error.statusCode),
      message: error.message,
      errorCode: error.errorCode,
    },
    error.statusCode,
  );
}

/** 415 for a body that is not JSON (lib/request-body.ts's `jsonOnly`). */
export function notJson(c: Context): Response {
  return managementErrorResponse(
    c,
    new ManagementError(
      415,
      'unsupported_media_type',
      'The request body must be JSON (Content-Type: application/json).',
    ),
  );
}
