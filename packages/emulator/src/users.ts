// The user record: a new one (`newUser`, the one place its defaults are decided, for every way a user comes
// to be: sign-up, passkey sign-up, passwordless, social, the seed, an unlinked identity), the limits of its
// fields, the e-mail check, the offline pictures, and a user's removal with what only they held.
import { removeUserMemberships } from './organizations.js';
import { forgetUserRoles } from './roles.js';
import type { Identity, TenantData, User } from './tenant.js';

/** What a new user starts from: the first identity and the profile; everything else is the record's default. */
export interface NewUser {
  /** The user's first identity; the user's id is `{provider}|{user_id}`. */
  identity: Pick<Identity, 'provider' | 'connection' | 'user_id' | 'isSocial'>;
  email?: string;
  /** Default false. */
  email_verified?: boolean;
  username?: string;
  phone_number?: string;
  phone_verified?: boolean;
  /** Default: the e-mail, else the phone number, else the user's id. */
  name?: string;
  /** Default: the e-mail's local part, else the name. */
  nickname?: string;
  /** Default: the name's initial on a disc (`defaultPicture`). */
  picture?: string;
  given_name?: string;
  family_name?: string;
  /** Database users with a password. */
  password_hash?: string;
  /** Default false. */
  blocked?: boolean;
  /** Default empty. */
  user_metadata?: Record<string, unknown>;
  /** Default empty. */
  app_metadata?: Record<string, unknown>;
}

/** A new user record, created at `createdAt` (ISO time): never logged in, no failed logins. The caller stores it. */
export function newUser(fields: NewUser, createdAt: string): User {
  const { identity, email, username, phone_number, phone_verified, given_name, family_name, password_hash } =
    fields;
  const user_id = `${identity.provider}|${identity.user_id}`;
  const name = fields.name ?? email ?? phone_number ?? user_id;
  return {
    user_id,
    ...(email !== undefined ? { email } : {}),
    email_verified: fields.email_verified ?? false,
    ...(username !== undefined ? { username } : {}),
    ...(phone_number !== undefined ? { phone_number } : {}),
    ...(phone_verified !== undefined ? { phone_verified } : {}),
    name,
    nickname: fields.nickname ?? email?.split('@')[0] ?? name,
    picture: fields.picture ?? defaultPicture(name),
    ...(given_name !== undefined ? { given_name } : {}),
    ...(family_name !== undefined ? { family_name } : {}),
    ...(password_hash !== undefined ? { password_hash } : {}),
    blocked: fields.blocked ?? false,
    user_metadata: fields.user_metadata ?? {},
    app_metadata: fields.app_metadata ?? {},
    identities: [
      {
        provider: identity.provider,
        connection: identity.connection,
        user_id: identity.user_id,
        isSocial: identity.isSocial,
      },
    ],
    created_at: createdAt,
    updated_at: createdAt,
    logins_count: 0,
    failed_logins: 0,
    brute_force_blocked: false,
  };
}

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

/** An avatar of initials on a coloured disc, as an SVG data URI (the seeded, social and passwordless users). */
export function avatar(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${color}"/>` +
    `<text x="48" y="58" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Removes a user and what only they held: sessions, refresh tokens, passkeys, second factors, organization
 * memberships and roles (the Management API's user deletion).
 */
export function removeUser(data: TenantData, userId: string): void {
  const theirs = (record: { user_id: string }) => record.user_id === userId;
  data.users = data.users.filter((user) => user.user_id !== userId);
  if (data.sessions.some(theirs)) data.sessions = data.sessions.filter((r) => !theirs(r));
  if (data.refresh_tokens.some(theirs)) data.refresh_tokens = data.refresh_tokens.filter((r) => !theirs(r));
  if (data.passkeys.some(theirs)) data.passkeys = data.passkeys.filter((r) => !theirs(r));
  if (data.mfa_factors.some(theirs)) data.mfa_factors = data.mfa_factors.filter((r) => !theirs(r));
  removeUserMemberships(data, userId);
  forgetUserRoles(data, userId);
}
