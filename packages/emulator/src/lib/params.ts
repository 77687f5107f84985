// Fields of Authentication API request bodies and that API's error shape `{error, error_description}`.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Body } from './request-body.js';

export type { Body } from './request-body.js';
export { readBody } from './request-body.js';

/** A non-empty string field, else undefined. */
export function text(body: Body, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function oauthError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  description: string,
): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error, error_description: description }, status);
}

/** 415 in the Authentication API's shape, for a body that is not JSON (lib/request-body.ts's `jsonOnly`). */
export function notJson(c: Context): Response {
  return oauthError(
    c,
    415,
    'invalid_request',
    'The request body must be JSON (Content-Type: application/json).',
  );
}
