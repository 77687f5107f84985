// The My Organization API's requests, loaded on first use through ./on-demand.ts (a page without a
// MyOrganization downloads none of it): one request with the service's RFC 7807 problem documents mapped to
// AuthErrors (./bearer-api.ts), and the lists' envelopes opened. ../my-organization.ts checks the arguments
// and builds the paths and bodies first.
import type { AuthErrorCode } from '../errors.js';
import { problemError } from './problem.js';
import type { BearerApi, BearerInit } from './bearer-api.js';

/**
 * Problem types of this API that are not AuthError codes, under the code of the same failure elsewhere:
 * a member who may no longer act is `access_denied`, a bad query `invalid_request`. The type stays as
 * `error` (`conflict`: the e-mail is a member already or has a pending invitation).
 */
const PROBLEM_CODES = new Map<unknown, AuthErrorCode>([
  ['forbidden', 'access_denied'],
  ['invalid_query', 'invalid_request'],
  ['conflict', 'request_error'],
  ['unsupported_media_type', 'request_error'],
]);

/** One request under /my-org; a DELETE or a 204 resolves with undefined. */
export async function send<T>(
  api: BearerApi,
  init: Pick<BearerInit, 'method' | 'body'>,
  path: string,
): Promise<T> {
  try {
    const answer = await api.request<T>(init, path);
    return (init.method === 'DELETE' ? undefined : answer) as T;
  } catch (error) {
    throw problemError(error, PROBLEM_CODES);
  }
}

/** GET of a list answered as `{[key]: [...]}`: the list (empty when the answer has none). */
export async function list<T>(api: BearerApi, path: string, key: string): Promise<T[]> {
  const answer = await send<Record<string, unknown> | undefined>(api, { method: 'GET' }, path);
  const items = answer?.[key];
  return Array.isArray(items) ? (items as T[]) : [];
}
