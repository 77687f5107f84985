// Small facts about user records shared by the sign-up and Management routes.

/**
 * A pragmatic e-mail check: one "@", a non-empty local part and a dotted domain, at most 254 characters,
 * no spaces, no control or invisible formatting characters (bidirectional overrides would let an address
 * read differently from what it is in the dev inbox and in the elements).
 */
export function isEmailAddress(value: string): boolean {
  return (
    value.length <= MAX_EMAIL_LENGTH &&
    !/[\p{Cc}\p{Cf}]/u.test(value) &&
    /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value)
  );
}

const MAX_EMAIL_LENGTH = 254;

/** The longest value each text attribute of a user may have (characters). */
const MAX_FIELD_LENGTH: Readonly<Record<string, number>> = {
  name: 300,
  nickname: 300,
  given_name: 150,
  family_name: 150,
  picture: 4096,
  email: MAX_EMAIL_LENGTH,
  username: 128,
  phone_number: 32,
  password: 1024,
  connection: 128,
};

/** Why the text attribute `field` is too long, or `undefined` when it fits. */
export function fieldTooLong(field: string, value: string): string | undefined {
  const max = MAX_FIELD_LENGTH[field];
  return max !== undefined && value.length > max ? `${field} must be at most ${max} characters` : undefined;
}

/** The largest a user's user_metadata or app_metadata may be, as JSON (bytes). */
const MAX_METADATA_BYTES = 16 * 1024;

/** Why a metadata object is too large, or `undefined` when it fits. */
export function metadataTooLarge(field: string, metadata: unknown): string | undefined {
  const size = Buffer.byteLength(JSON.stringify(metadata));
  return size > MAX_METADATA_BYTES
    ? `${field} must be at most ${MAX_METADATA_BYTES} bytes as JSON`
    : undefined;
}

/** An offline avatar (the service never calls out to a picture host): the first letter on a disc. */
export function defaultPicture(name: string): string {
  const initial = (name.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="#2557d6"/>` +
    `<text x="32" y="42" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${initial}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
