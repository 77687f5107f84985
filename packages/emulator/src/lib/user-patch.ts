// Validating the body of PATCH /api/v2/users/:id and applying it to a user. Metadata objects are merged
// key by key: a value replaces or adds the key, `null` removes it. Errors are 400 invalid_body.
import type { JsonObject } from './request-body.js';
import { isPlainObject } from './request-body.js';
import { invalidBody } from './management-errors.js';
import { fieldTooLong, isEmailAddress, metadataTooLarge } from '../users.js';

const STRING_ATTRIBUTES = [
  'name',
  'nickname',
  'picture',
  'given_name',
  'family_name',
  'username',
  'email',
  'phone_number',
  'password',
  'connection',
] as const;
const BOOLEAN_ATTRIBUTES = ['blocked', 'email_verified', 'phone_verified'] as const;
const METADATA_ATTRIBUTES = ['user_metadata', 'app_metadata'] as const;

type StringAttribute = (typeof STRING_ATTRIBUTES)[number];
type BooleanAttribute = (typeof BOOLEAN_ATTRIBUTES)[number];
type MetadataAttribute = (typeof METADATA_ATTRIBUTES)[number];

export type UserPatch = Partial<Record<StringAttribute, string>> &
  Partial<Record<BooleanAttribute, boolean>> &
  Partial<Record<MetadataAttribute, JsonObject>>;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Checks every attribute's name and type; throws 400 invalid_body naming the first bad one. */
export function parseUserPatch(body: JsonObject): UserPatch {
  const keys = Object.keys(body);
  if (keys.length === 0) throw invalidBody('The body must have at least one attribute to change');
  const patch: UserPatch = {};
  for (const key of keys) {
    const value = body[key];
    if (isOneOf(STRING_ATTRIBUTES, key)) {
      if (typeof value !== 'string' || value.trim() === '') {
        throw invalidBody(`Payload validation error: ${key} must be a non-empty string`);
      }
      const tooLong = fieldTooLong(key, value);
      if (tooLong) throw invalidBody(`Payload validation error: ${tooLong}`);
      patch[key] = value;
    } else if (isOneOf(BOOLEAN_ATTRIBUTES, key)) {
      if (typeof value !== 'boolean') throw invalidBody(`Payload validation error: ${key} must be a boolean`);
      patch[key] = value;
    } else if (isOneOf(METADATA_ATTRIBUTES, key)) {
      if (!isPlainObject(value)) throw invalidBody(`Payload validation error: ${key} must be an object`);
      patch[key] = value;
    } else {
      throw invalidBody(`Payload validation error: additional property ${key} is not allowed`);
    }
  }
  if (patch.email !== undefined && !isEmailAddress(patch.email.trim())) {
    throw invalidBody('Payload validation error: email must be an e-mail address');
  }
  if (patch.username !== undefined && /[\s@]/.test(patch.username)) {
    throw invalidBody('Payload validation error: username must not contain spaces or "@"');
  }
  return patch;
}

/** Whether a metadata patch removes keys (has `null` values). */
export function removesKeys(metadata: JsonObject | undefined): boolean {
  return metadata !== undefined && Object.values(metadata).some((value) => value === null);
}

/**
 * Merges a metadata patch into `current`: values replace or add keys; `null` removes a key. Throws 400
 * invalid_body when the result would be larger than the metadata cap.
 */
export function mergeMetadata(field: string, current: JsonObject, patch: JsonObject): JsonObject {
  const merged: JsonObject = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = structuredClone(value);
  }
  const tooLarge = metadataTooLarge(field, merged);
  if (tooLarge) throw invalidBody(`Payload validation error: ${tooLarge}`);
  return merged;
}
