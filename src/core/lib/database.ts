// Database connections: sign-up (POST /dbconnections/signup) and the password-change request
// (POST /dbconnections/change_password, answered in plain text).
import { AuthError } from '../errors.js';
import type { ChangePasswordOptions, SignupOptions, SignupResult } from '../types.js';
import { toSnakeCase } from './authorize-params.js';
import { requireServiceApi } from './context.js';
import type { CoreContext } from './context.js';
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

/** A password-strength failure keeps the service's explanation of its policy on the error. */
function withPolicy(error: unknown): unknown {
  if (!(error instanceof AuthError) || !isPlainObject(error.original)) return error;
  const policy = error.original['policy'];
  return typeof policy === 'string' && policy !== '' ? Object.assign(error, { policy }) : error;
}

export async function signup(ctx: CoreContext, body: Record<string, unknown>): Promise<SignupResult> {
  await requireServiceApi(ctx, 'sign-up (POST /dbconnections/signup)');
  let result: unknown;
  try {
    result = await ctx.fetchJson<unknown>('/dbconnections/signup', { method: 'POST', body });
  } catch (error) {
    throw withPolicy(error);
  }
  if (!isPlainObject(result) || typeof result['email'] !== 'string') {
    throw new AuthError({
      code: 'invalid_response',
      description: 'The sign-up response is not a user object',
    });
  }
  return result as SignupResult;
}

/** `changePassword` options → the request body. */
export function changePasswordBody(clientID: string, options: ChangePasswordOptions): Record<string, string> {
  if (!isPlainObject(options)) throw new TypeError('changePassword options must be an object');
  const raw = options as unknown as Record<string, unknown>;
  const email = requiredString(raw['email'], 'email');
  const connection = requiredString(raw['connection'], 'connection');
  return { client_id: clientID, email, connection };
}

/** Resolves with the service's message ("We've just sent you an email to reset your password."). */
export async function changePassword(ctx: CoreContext, body: Record<string, string>): Promise<string> {
  await requireServiceApi(ctx, 'password change (POST /dbconnections/change_password)');
  const text = await ctx.fetchJson<string>('/dbconnections/change_password', {
    method: 'POST',
    body,
    expect: 'text',
  });
  // The answer is a plain-text sentence; markup means something else answered (a proxy's error page).
  if (/^\s*</.test(text)) {
    throw new AuthError({
      code: 'invalid_response',
      description: 'Expected a plain-text message from /dbconnections/change_password, got markup',
      original: text.trim().slice(0, 200),
    });
  }
  return text;
}
