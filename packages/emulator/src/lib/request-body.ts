// Reading request bodies: JSON only (Management, My Account, passkeys, dbconnections) or JSON and forms (the
// Authentication API's OAuth endpoints, as the real service takes them).
import type { Context, MiddlewareHandler } from 'hono';

export type JsonObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request's JSON body when it is an object; `undefined` when it is missing, malformed or not an object. */
export async function readJsonObject(c: Context): Promise<JsonObject | undefined> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return undefined;
  }
  return isPlainObject(body) ? body : undefined;
}

export type Body = JsonObject;

/** A JSON object or form body; `undefined` when missing, malformed or not an object. */
export async function readBody(c: Context): Promise<Body | undefined> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      return (await c.req.parseBody()) as Body;
    } catch {
      return undefined;
    }
  }
  return readJsonObject(c);
}

/** Whether the request says its body is JSON (`application/json`, parameters such as a charset allowed). */
export function isJsonRequest(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * For an API that takes JSON only: a POST, PUT or PATCH whose Content-Type is not JSON gets `refuse` (415, in
 * the API's own shape) before the route reads anything. A page on another site can send text/plain or a form
 * without a CORS preflight, never JSON: so no cross-site request spends a limit or learns what a route tells.
 */
export function jsonOnly(refuse: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    if (['POST', 'PUT', 'PATCH'].includes(c.req.method) && !isJsonRequest(c)) return refuse(c);
    await next();
  };
}
