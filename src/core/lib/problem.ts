// The RFC 7807 problem documents `{type, status, title, detail}` of the service's account APIs (My Account,
// My Organization) as AuthErrors: `type` as the code when it is one (or under the alias the API gives),
// `detail` as the description, the type kept as `error` (./http.ts leaves that shape as text). Loaded with
// those APIs' requests (on demand), so a page that never calls them never downloads it.
import { AuthError, isAuthErrorCode } from '../errors.js';
import type { AuthErrorCode } from '../errors.js';
import { isPlainObject } from './validate.js';

/** `error` with its problem document mapped (other errors as they are); `aliases`: type → code. */
export function problemError(error: unknown, aliases: ReadonlyMap<unknown, AuthErrorCode>): unknown {
  if (!(error instanceof AuthError) || typeof error.original !== 'string') return error;
  let problem: unknown;
  try {
    problem = JSON.parse(error.original);
  } catch {
    return error;
  }
  if (!isPlainObject(problem) || typeof problem['title'] !== 'string') return error;
  const type = typeof problem['type'] === 'string' ? problem['type'] : undefined;
  const detail = problem['detail'];
  return new AuthError({
    code: isAuthErrorCode(type) ? type : (aliases.get(type) ?? error.code),
    error: type ?? error.code,
    description: typeof detail === 'string' ? detail : problem['title'],
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    original: problem,
  });
}
