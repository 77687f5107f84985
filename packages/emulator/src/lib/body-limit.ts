// The request body limit of every route: bodies over MAX_BODY_BYTES are refused with 413 before they are
// read, in the error shape of the API the path belongs to (Management, /dbconnections, or OAuth).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  DbConnectionError,
  dbConnectionErrorResponse,
  DbConnectionErrorCode,
} from './dbconnection-errors.js';
import { ManagementError, managementErrorResponse } from './management-errors.js';

const MAX_BODY_BYTES = 1024 * 1024;
const TOO_LARGE = `The request body must be at most ${MAX_BODY_BYTES} bytes.`;

function tooLarge(c: Context): Response {
  // The rest of the body is never read: the connection cannot carry another request.
  c.header('Connection', 'close');
  if (c.req.path.startsWith('/api/v2/')) {
    return managementErrorResponse(c, new ManagementError(413, 'payload_too_large', TOO_LARGE));
  }
  if (c.req.path.startsWith('/dbconnections/')) {
    return dbConnectionErrorResponse(
      c,
      new DbConnectionError(413, DbConnectionErrorCode.PAYLOAD_TOO_LARGE, TOO_LARGE),
    );
  }
  return c.json({ error: 'payload_too_large', error_description: TOO_LARGE }, 413);
}

export function limitBodies(): MiddlewareHandler {
  return bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
}
