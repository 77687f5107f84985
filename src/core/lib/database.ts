// Database connections: sign-up (POST /dbconnections/signup) and the password-change request
// (POST /dbconnections/change_password, answered in plain text). Here: their bodies, checked at the
// call; the requests are in ./requests.ts, loaded then.
import type { ChangePasswordOptions, SignupOptions } from '../types.js';
import { toSnakeCase } from './authorize-params.js';
import { isPlainObject, optionalString, requiredString } from './validate.js';
import type { Warner } from './warn.js';

/** Profile fields sign-up accepts, camelCase or as sent (`givenName` → `given_name`). */
const PROFILE_FIELDS = [
  'givenName',
  'given_name',
  'familyName',
  'family_name',
  'name',
  'nickname',
  'picture',
];
const SIGNUP_KEYS: ReadonlySet<string> = new Set([
  'email',
  'password',
  'connection',
  'username',
  'userMetadata',
  'user_metadata',
  ...PROFILE_FIELDS,
]);

/** `signup` options → the request body. Throws a TypeError naming the missing or mistyped option. */
export function signupBody(
  clientID: string,
  options: SignupOptions,
  warner: Warner,
): Record<string, unknown> {
  if (!isPlainObject(options)) throw new TypeError('signup options must be an object');
  const raw = options as unknown as Record<string, unknown>;
  const email = requiredString(raw['email'], 'email');
  const password = requiredString(raw['password'], 'password');
  const connection = requiredString(raw['connection'], 'connection');
  const username = optionalString(raw['username'], 'username') || undefined;
  const metadata = raw['userMetadata'] ?? raw['user_metadata'];
  if (metadata !== undefined && metadata !== null && !isPlainObject(metadata)) {
    throw new TypeError('"userMetadata" option must be an object');
  }

  // Sent as JSON, which leaves out the values that are undefined.
  const body: Record<string, unknown> = {
    client_id: clientID,
    email,
    password,
    connection,
    username,
    user_metadata: isPlainObject(metadata) ? metadata : undefined,
  };
  for (const option of PROFILE_FIELDS) {
    const value = optionalString(raw[option], option);
    if (value) body[toSnakeCase(option)] = value;
  }
  const ignored = Object.keys(raw).filter((key) => !SIGNUP_KEYS.has(key));
  if (ignored.length > 0) {
    warner.warn(
      `signup ignores unknown option${ignored.length > 1 ? 's' : ''} ${ignored.map((k) => `"${k}"`).join(', ')}.`,
    );
  }
  return body;
}

/** `changePassword` options → the request body. */
export function changePasswordBody(clientID: string, options: ChangePasswordOptions): Record<string, string> {
  if (!isPlainObject(options)) throw new TypeError('changePassword options must be an object');
  const raw = options as unknown as Record<string, unknown>;
  const email = requiredString(raw['email'], 'email');
  const connection = requiredString(raw['connection'], 'connection');
  return { client_id: clientID, email, connection };
}
