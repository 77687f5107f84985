// Reading request bodies: JSON only (Management, dbconnections) or JSON and forms (Authentication API).
import type { Context } from 'hono';

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
