// Request bodies (JSON or form) and the Authentication API's error shape `{error, error_description}`.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type Body = Record<string, unknown>;

/** A JSON object or form body; `undefined` when missing, malformed or not an object. */
export async function readBody(c: Context): Promise<Body | undefined> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      return (await c.req.parseBody()) as Body;
    }
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : undefined;
  } catch {
    return undefined;
  }
}

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
