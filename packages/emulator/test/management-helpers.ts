// What the Management API tests share: a caller of /api/v2 with a token of given scopes, and the answer's
// JSON with its status asserted.
import assert from 'node:assert/strict';
import type { EmulatorHandle } from '../src/index.js';
import { DEMO_USER_ID } from './helpers.js';

export interface CallOptions {
  method?: string;
  /** Scopes of the Management API token sent (none: no Authorization header). */
  scope?: string;
  body?: unknown;
}

/** A token of `scope` for the Management API, issued to the demo user. */
export async function managementToken(service: EmulatorHandle, scope: string): Promise<string> {
  const { access_token } = await service.issueTokens({
    userId: DEMO_USER_ID,
    audience: `${service.url}/api/v2/`,
    scope,
  });
  return access_token;
}

/** Calls `/api/v2{path}` with a token of `options.scope` and `options.body` as JSON. */
export async function callManagement(
  service: EmulatorHandle,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.scope !== undefined) {
    headers['Authorization'] = `Bearer ${await managementToken(service, options.scope)}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${service.url}/api/v2${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
}

/** The answer's JSON, after asserting its status. */
export async function json<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, status, text);
  return JSON.parse(text) as T;
}

/** Asserts an empty answer of `status` (204 by default). */
export async function empty(response: Response, status = 204): Promise<void> {
  const text = await response.text();
  assert.equal(response.status, status, text);
  assert.equal(text, '');
}
