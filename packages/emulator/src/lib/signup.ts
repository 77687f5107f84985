// Sign-up (POST /dbconnections/signup in routes/dbconnections.ts): the request's checks (fields, e-mail,
// username, password policy, uniqueness), then the new user (../users.ts) of the database connection.
import type { ServiceContext } from '../context.js';
import { hashPassword, passwordPolicyReport } from '../passwords.js';
import { randomId } from '../service.js';
import { ConnectionStrategy } from '../tenant.js';
import type { Connection, PasswordPolicy } from '../tenant.js';
import { badSignup, DbConnectionError, DbConnectionErrorCode } from './dbconnection-errors.js';
import { resolveDatabaseConnection } from './database-connection.js';
import { checkNewPassword, PasswordRule } from '../password-rules.js';
import type { JsonObject } from './request-body.js';
import { isPlainObject } from './request-body.js';
import { defaultPicture, fieldTooLong, isEmailAddress, newUser } from '../users.js';

interface SignupResult {
  _id: string;
  email: string;
  email_verified: boolean;
  username?: string;
}

const METADATA_MAX_KEYS = 10;
const METADATA_MAX_VALUE_LENGTH = 500;
const USERNAME_MAX_LENGTH = 128;
const PROFILE_FIELDS = ['given_name', 'family_name', 'name', 'nickname', 'picture'] as const;

function requiredString(body: JsonObject, field: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw badSignup(`Missing ${field}`);
  if (typeof value !== 'string') throw badSignup(`${field} must be a string`);
  const tooLong = fieldTooLong(field, value);
  if (tooLong) throw badSignup(tooLong);
  return value;
}

function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badSignup(`${field} must be a string`);
  const tooLong = fieldTooLong(field, value);
  if (tooLong) throw badSignup(tooLong);
  return value;
}

function readUserMetadata(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw badSignup('user_metadata must be an object');
  const entries = Object.entries(value);
  if (entries.length > METADATA_MAX_KEYS) {
    throw badSignup(`user_metadata may have at most ${METADATA_MAX_KEYS} properties`);
  }
  const metadata: Record<string, string> = {};
  for (const [key, entry] of entries) {
    if (typeof entry !== 'string') throw badSignup(`user_metadata.${key} must be a string`);
    if (entry.length > METADATA_MAX_VALUE_LENGTH) {
      throw badSignup(`user_metadata.${key} must be at most ${METADATA_MAX_VALUE_LENGTH} characters`);
    }
    metadata[key] = entry;
  }
  return metadata;
}

function readUsername(body: JsonObject, connection: Connection): string | undefined {
  if (!connection.requires_username) return undefined;
  const username = optionalString(body, 'username');
  if (!username) throw badSignup('Missing username: a username is required on this connection');
  if (username.length > USERNAME_MAX_LENGTH || /[\s@]/.test(username)) {
    throw badSignup(`The username must be at most ${USERNAME_MAX_LENGTH} characters, without spaces or "@"`);
  }
  return username;
}

function passwordError(
  rule: PasswordRule,
  failures: string[],
  password: string,
  policy: PasswordPolicy | undefined,
): DbConnectionError {
  switch (rule) {
    case PasswordRule.DICTIONARY:
      return new DbConnectionError(
        400,
        DbConnectionErrorCode.PASSWORD_DICTIONARY,
        'Password is too common',
        'PasswordDictionaryError',
      );
    case PasswordRule.USER_INFO:
      return new DbConnectionError(
        400,
        DbConnectionErrorCode.PASSWORD_NO_USER_INFO,
        'Password is based on user information',
        'PasswordNoUserInfoError',
      );
    case PasswordRule.STRENGTH:
      // The real service's shape: `message`, `description` with every rule and whether it is met, and
      // `policy` (here: the rules that failed, one per line).
      return new DbConnectionError(
        400,
        DbConnectionErrorCode.INVALID_PASSWORD,
        'Password is too weak',
        'PasswordStrengthError',
        {
          message: 'Password is too weak',
          description: passwordPolicyReport(password, policy ?? { min_length: 0, min_classes: 0 }),
          policy: failures.map((failure) => `* ${failure}`).join('\n'),
        },
      );
  }
}

export async function signUp(ctx: ServiceContext, body: JsonObject): Promise<SignupResult> {
  const clientId = requiredString(body, 'client_id');
  const email = requiredString(body, 'email').trim().toLowerCase();
  const password = requiredString(body, 'password');
  const connectionName = requiredString(body, 'connection');
  const { connection } = resolveDatabaseConnection(ctx, clientId, connectionName);

  if (!isEmailAddress(email)) throw badSignup('Invalid email address');
  const username = readUsername(body, connection);
  const userMetadata = readUserMetadata(body['user_metadata']);
  const profile: Partial<Record<(typeof PROFILE_FIELDS)[number], string>> = {};
  for (const field of PROFILE_FIELDS) profile[field] = optionalString(body, field);

  const check = checkNewPassword(
    password,
    { email, username },
    connection,
    ctx.store.data.breached_passwords,
  );
  if (!check.ok) throw passwordError(check.rule, check.failures, password, connection.password_policy);

  // Hashed before the uniqueness checks: from them to the push nothing is awaited, so parallel sign-ups
  // of one e-mail cannot both pass them.
  const passwordHash = await hashPassword(password);
  if (ctx.findDatabaseUser(connection.name, email)) {
    throw new DbConnectionError(400, DbConnectionErrorCode.USER_EXISTS, 'The user already exists.');
  }
  if (username && ctx.findDatabaseUser(connection.name, username)) {
    throw new DbConnectionError(
      400,
      DbConnectionErrorCode.USERNAME_EXISTS,
      'The username provided is in use already.',
    );
  }

  const id = randomId(12);
  const user = newUser(
    {
      identity: {
        provider: ConnectionStrategy.DATABASE,
        connection: connection.name,
        user_id: id,
        isSocial: false,
      },
      email,
      ...(username ? { username } : {}),
      ...profile,
      // The picture's initial: the name's, else the nickname's, else the e-mail's.
      picture: profile.picture ?? defaultPicture(profile.name ?? profile.nickname ?? email),
      password_hash: passwordHash,
      user_metadata: userMetadata,
    },
    new Date(ctx.now() * 1000).toISOString(),
  );
  ctx.store.data.users.push(user);
  return { _id: id, email, email_verified: false, ...(username ? { username } : {}) };
}
