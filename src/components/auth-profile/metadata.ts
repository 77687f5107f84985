// The profile's metadata editor as pure functions: the rows for a user's metadata, switching a
// row between text and JSON, and reading the rows into the patch a save sends (or the rows' errors).
import type { StringKey } from '../../internal/i18n.js';

/** How a metadata value is edited: as plain text (a string) or as JSON text (any JSON value). */
export type ValueKind = 'text' | 'json';

/** How a field the page lists is edited: an input of that type (the value is text), or JSON. */
export type ProfileFieldType = 'text' | 'email' | 'url' | 'tel' | 'json';

/** A metadata key the page names for people (the `fields` property of <auth-profile>). */
export interface ProfileField {
  /** The `user_metadata` key. */
  key: string;
  /** Its label, shown instead of the key. */
  label: string;
  /** Default `text`. */
  type?: ProfileFieldType;
}

/** A row's error: a message key and its values. */
export interface FieldProblem {
  readonly key: StringKey;
  readonly values?: Readonly<Record<string, string>>;
}

/** One row of the metadata editor. */
export interface MetadataRow {
  /** Stable id for the DOM (ids, `keyed` rows). */
  readonly id: number;
  /** The key; typed by the user for a new row. */
  readonly key: string;
  /** Whether the key is new (not in the user's metadata when it was loaded or saved). */
  readonly isNew: boolean;
  /** For an existing key: its value as the service returned it. */
  readonly original?: unknown;
  readonly kind: ValueKind;
  /** What the value field holds. */
  readonly text: string;
  /** An existing key marked for removal (sent as `null`). */
  readonly removed: boolean;
  readonly keyError: FieldProblem | null;
  readonly valueError: FieldProblem | null;
  /** The page's field for this key, if it lists one (its label and input type). */
  readonly field?: { readonly label: string; readonly type: ProfileFieldType };
}

/** The outcome of reading the editor: the patch to send, or the rows with their errors. */
export type PatchResult =
  | { readonly ok: true; readonly patch: Record<string, unknown>; readonly removes: boolean }
  | { readonly ok: false; readonly rows: MetadataRow[] };

let nextRowId = 0;

/** JSON with object keys sorted, so two values compare equal whatever the order of their keys. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
    const sorted: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(item).sort()) sorted[key] = (item as Record<string, unknown>)[key];
    return sorted;
  });
}

/**
 * A row of the editor for `key` and its value: strings as text, everything else as indented JSON.
 * A new row (`isNew`) starts as empty text.
 */
export function metadataRow(key: string, value: unknown, isNew = false): MetadataRow {
  const isText = typeof value === 'string';
  return {
    id: ++nextRowId,
    key,
    isNew,
    original: value,
    kind: isText ? 'text' : 'json',
    text: isText ? value : JSON.stringify(value, null, 2),
    removed: false,
    keyError: null,
    valueError: null,
  };
}

/**
 * The editor's rows for a user's metadata: the page's `fields` first, in their order (empty when the
 * user has no such key), then every other key unless `generic` is false.
 */
export function rowsFrom(
  metadata: Record<string, unknown> | undefined,
  fields: readonly ProfileField[] = [],
  generic = true,
): MetadataRow[] {
  const values = metadata ?? {};
  const listed = new Set(fields.map((field) => field.key));
  const fieldRows = fields.map((field): MetadataRow => {
    const type = field.type ?? 'text';
    const present = Object.hasOwn(values, field.key);
    const row = present ? metadataRow(field.key, values[field.key]) : metadataRow(field.key, undefined);
    const kind = present ? row.kind : type === 'json' ? 'json' : 'text';
    return { ...row, kind, text: present ? row.text : '', field: { label: field.label, type } };
  });
  if (!generic) return fieldRows;
  const others = Object.entries(values).filter(([key]) => !listed.has(key));
  return [...fieldRows, ...others.map(([key, value]) => metadataRow(key, value))];
}

/** Whether the rows hold an edit that is not saved (an invalid one counts). */
export function hasEdits(rows: readonly MetadataRow[]): boolean {
  const result = buildPatch(rows);
  return !result.ok || Object.keys(result.patch).length > 0;
}

/** The text of a value switched to `kind`, kept where it can: `"a"` ↔ `a`, `42` stays `42`, empty stays empty. */
export function convertText(text: string, kind: ValueKind): string {
  if (kind === 'json') {
    try {
      JSON.parse(text);
      return text;
    } catch {
      return text.trim() === '' ? text : JSON.stringify(text);
    }
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'string' ? parsed : text;
  } catch {
    // Not JSON: keep the text as typed.
    return text;
  }
}

/** A row's value: the text itself, or the parsed JSON (never evaluated; `null` is refused). */
function parseValue(row: Pick<MetadataRow, 'kind' | 'text'>): { value: unknown } | { error: FieldProblem } {
  if (row.kind === 'text') return { value: row.text };
  if (row.text.trim() === '') return { error: { key: 'profileEmptyJson' } };
  let value: unknown;
  try {
    value = JSON.parse(row.text);
  } catch {
    return { error: { key: 'profileInvalidJson' } };
  }
  if (value === null) return { error: { key: 'profileNullValue' } };
  return { value };
}

/** Reads the rows: the patch (changed and added keys, `null` for removed ones), or the errors. */
export function buildPatch(current: readonly MetadataRow[]): PatchResult {
  const patch = Object.create(null) as Record<string, unknown>;
  const existing = new Set(current.filter((row) => !row.isNew).map((row) => row.key));
  const seen = new Set<string>();
  let removes = false;
  let valid = true;
  const rows = current.map((row): MetadataRow => {
    let keyError: FieldProblem | null = null;
    let valueError: FieldProblem | null = null;
    const key = row.isNew ? row.key.trim() : row.key;
    if (row.isNew) {
      if (key === '') keyError = { key: 'profileKeyRequired' };
      else if (existing.has(key) || seen.has(key)) keyError = { key: 'profileKeyDuplicate', values: { key } };
      seen.add(key);
    }
    if (!row.isNew && row.removed) {
      patch[key] = null;
      removes = true;
      return { ...row, keyError, valueError };
    }
    // A listed field the user does not have, left empty: nothing to send.
    if (row.original === undefined && !row.isNew && row.text.trim() === '') {
      return { ...row, keyError, valueError };
    }
    const parsed = parseValue(row);
    if ('error' in parsed) valueError = parsed.error;
    else if (row.isNew || canonicalJson(parsed.value) !== canonicalJson(row.original)) {
      patch[key] = parsed.value;
    }
    if (keyError || valueError) valid = false;
    return { ...row, keyError, valueError };
  });
  return valid ? { ok: true, patch, removes } : { ok: false, rows };
}
