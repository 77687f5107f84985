// <auth-signup>'s extra fields saved in the user's `user_metadata`: their declaration, the attribute that
// lists them (`metadata-fields="company:Company,role:Role"`) and the prefix of their inputs' names.

/** An extra sign-up field whose value is saved in the user's `user_metadata`. */
export interface SignupMetadataField {
  /** The `user_metadata` key. */
  name: string;
  /** The visible label. */
  label: string;
  /** Whether the field must be filled. Default false. */
  required?: boolean;
}

/** `company:Company, role:Role` → `[{ name: 'company', label: 'Company' }, …]`; a missing label is the name. */
export function parseMetadataFields(value: string | null): SignupMetadataField[] {
  if (!value) return [];
  const fields: SignupMetadataField[] = [];
  for (const entry of value.split(',')) {
    const separator = entry.indexOf(':');
    const name = (separator === -1 ? entry : entry.slice(0, separator)).trim();
    const label = separator === -1 ? '' : entry.slice(separator + 1).trim();
    if (name && !fields.some((field) => field.name === name)) fields.push({ name, label: label || name });
  }
  return fields;
}

/** The reverse of {@link parseMetadataFields}. */
export function serializeMetadataFields(fields: readonly SignupMetadataField[]): string {
  return fields.map((field) => `${field.name}:${field.label}`).join(',');
}

/** Name prefix of the extra fields' inputs, so they never collide with email, username or password. */
export const METADATA_PREFIX = 'metadata-';
