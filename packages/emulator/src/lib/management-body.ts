// Reading a Management API request body: a JSON object, only the properties the route knows, each of its
// type; every refusal is the API's 400 `invalid_body` with the property named.
import type { Context } from 'hono';
import { invalidBody } from './management-errors.js';
import type { ManagementError } from './management-errors.js';
import { isPlainObject, readJsonObject } from './request-body.js';
import type { JsonObject } from './request-body.js';

export function payloadError(message: string): ManagementError {
  return invalidBody(`Payload validation error: ${message}`);
}

/** The request's JSON object, with no property outside `allowed`. */
export async function readManagementBody(c: Context, allowed: readonly string[]): Promise<JsonObject> {
  const body = await readJsonObject(c);
  if (!body) throw invalidBody('The request body must be a JSON object');
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length) throw payloadError(`'Additional properties not allowed: ${extra.join(',')}'.`);
  return body;
}

interface TextRule {
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Says what the pattern allows. */
  patternText?: string;
}

/** A string property of `body` (undefined when absent), within `rule`. */
export function optionalText(body: JsonObject, key: string, rule: TextRule = {}): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  const { min = 1, max = 255 } = rule;
  if (typeof value !== 'string')
    throw payloadError(`'Expected type string but found type ${typeName(value)}' on property ${key}.`);
  if (value.length < min)
    throw payloadError(`'String is too short (${value.length} chars), minimum ${min}' on property ${key}.`);
  if (value.length > max)
    throw payloadError(`'String is too long (${value.length} chars), maximum ${max}' on property ${key}.`);
  if (rule.pattern && !rule.pattern.test(value)) {
    throw payloadError(
      `'String does not match pattern: ${rule.patternText ?? rule.pattern.source}' on property ${key}.`,
    );
  }
  return value;
}

export function requiredText(body: JsonObject, key: string, rule: TextRule = {}): string {
  const value = optionalText(body, key, rule);
  if (value === undefined) throw payloadError(`'Missing required property: ${key}'.`);
  return value;
}

export function optionalBoolean(body: JsonObject, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean')
    throw payloadError(`'Expected type boolean but found type ${typeName(value)}' on property ${key}.`);
  return value;
}

/** An array of non-empty strings (each once), `min` items at least. */
export function stringList(body: JsonObject, key: string, min = 1): string[] | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value))
    throw payloadError(`'Expected type array but found type ${typeName(value)}' on property ${key}.`);
  if (value.length < min)
    throw payloadError(`'Array is too short (${value.length}), minimum ${min}' on property ${key}.`);
  if (value.length > 100)
    throw payloadError(`'Array is too long (${value.length}), maximum 100' on property ${key}.`);
  for (const item of value) {
    if (typeof item !== 'string' || item === '')
      throw payloadError(`'Expected non-empty strings' on property ${key}.`);
  }
  return [...new Set(value as string[])];
}

export function requiredList(body: JsonObject, key: string, min = 1): string[] {
  const value = stringList(body, key, min);
  if (value === undefined) throw payloadError(`'Missing required property: ${key}'.`);
  return value;
}

/** An object property (undefined when absent). */
export function optionalObject(body: JsonObject, key: string): JsonObject | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (!isPlainObject(value))
    throw payloadError(`'Expected type object but found type ${typeName(value)}' on property ${key}.`);
  return value;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
