// The reason phrase of each HTTP status the service's error bodies name: the Management API's `error`, the
// problem `title` of the My Account and My Organization APIs, whose RFC 7807 problem documents are written here.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/** The reason phrase of `status`; `Error` for one no answer of the service uses. */
export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

/** An RFC 7807 problem document `{type, status, title, detail}` (the My Account and My Organization APIs). */
export function problem(c: Context, status: ContentfulStatusCode, type: string, detail: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.body(JSON.stringify({ type, status, title: statusText(status), detail }), status, {
    'Content-Type': 'application/problem+json',
  });
}
