// Reading request bodies of the JSON routes.
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
