// The fetch wrapper: JSON in and out, a timeout, the bearer token and telemetry headers, and every
// failure mapped to an AuthError.
import { AuthError, isAuthErrorCode } from '../errors.js';
import type { AuthErrorCode, AuthErrorInit, MfaRequirements } from '../errors.js';
import { TELEMETRY_HEADER } from './telemetry.js';
import { isPlainObject } from './validate.js';

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** An access token (or an `mfa_token`), sent as `Authorization: Bearer …`. */
  bearer?: string;
  /** The encoded telemetry, sent as the `Auth0-Client` header (none when undefined). */
  telemetry?: string;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as `application/x-www-form-urlencoded` instead of `body` (token requests, RFC 6749 §4.1.3);
   * values that are undefined are left out.
   */
  form?: Record<string, unknown>;
  /** `include` for requests that rely on the service's session cookie. */
  credentials?: RequestCredentials;
  /** HTTP cache mode, e.g. `no-cache` to revalidate. */
  cache?: RequestCache;
  /** `text` for endpoints that answer with plain text. Default `json`. */
  expect?: 'json' | 'text';
  timeoutMs?: number;
  /** Called with the headers of a successful response (the My Account API's `Location`). */
  onHeaders?: (headers: Headers) => void;
}

/** Sends a request; resolves with the parsed body, rejects with an AuthError. */
export async function request<T>(req: HttpRequest): Promise<T> {
  const timeoutMs = req.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  if (req.bearer !== undefined) headers['Authorization'] = `Bearer ${req.bearer}`;
  if (req.telemetry !== undefined) headers[TELEMETRY_HEADER] = req.telemetry;
  let body: string | URLSearchParams | undefined;
  if (req.form !== undefined) body = formBody(req.form);
  else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const target = describeTarget(req);

  let response: Response;
  let text: string;
  try {
    response = await globalThis.fetch(req.url, {
      method: req.method,
      headers,
      body,
      credentials: req.credentials,
      cache: req.cache,
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    if (timedOut) {
      throw new AuthError({
        code: 'timeout',
        description: `Timeout: no response to ${target} within ${timeoutMs} ms`,
        cause: error,
      });
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new AuthError({
      code: 'network_error',
      description: `Network error during ${target}: ${reason}`,
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) throw serviceError(response.status, text, target);
  req.onHeaders?.(response.headers);
  if (req.expect === 'text') return text as T;
  if (text === '' && response.status === 204) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new AuthError({
      code: 'invalid_response',
      description: `Expected JSON from ${target} but got: ${excerpt(text)}`,
      statusCode: response.status,
      original: excerpt(text),
      cause: error,
    });
  }
}

/** Form fields: strings as given, other values as JSON text (objects) or their string form. */
function formBody(fields: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

function describeTarget(req: HttpRequest): string {
  // Never the query string: it may carry values that do not belong in logs.
  let path = req.url;
  try {
    const url = new URL(req.url);
    path = url.origin + url.pathname;
  } catch {
    // keep as given
  }
  return `${req.method} ${path}`;
}

function excerpt(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 200)}…` : trimmed;
}

/** Maps an error response to an AuthError, whatever shape the service used. */
function serviceError(status: number, text: string, target = 'request'): AuthError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (isPlainObject(body)) {
    const record = scrub(body);
    const str = (key: string): string | undefined =>
      typeof record[key] === 'string' ? (record[key] as string) : undefined;

    // Database connections: {name, code, description, statusCode}; description may be an object (policy).
    if (str('code') !== undefined) {
      const raw = str('code');
      return new AuthError({
        code: codeFor(raw, status),
        error: raw,
        description:
          str('description') ?? str('message') ?? str('name') ?? `${target} failed with status ${status}`,
        statusCode: status,
        original: record,
      });
    }
    // Management API: {statusCode, error, message, errorCode}
    if (
      str('errorCode') !== undefined ||
      (str('message') !== undefined && typeof record['statusCode'] === 'number')
    ) {
      const raw = str('errorCode');
      return new AuthError({
        code: codeFor(raw, status),
        error: raw ?? str('error') ?? codeFor(raw, status),
        description: str('message') ?? str('error') ?? `${target} failed with status ${status}`,
        statusCode: status,
        original: record,
      });
    }
    // Authentication API: {error, error_description}; `mfa_required` adds mfa_token, mfa_requirements.
    if (str('error') !== undefined) {
      const raw = str('error');
      return new AuthError({
        code: codeFor(raw, status),
        error: raw,
        description: str('error_description') ?? str('message') ?? raw ?? '',
        statusCode: status,
        original: record,
        ...(raw === 'mfa_required' ? mfaFields(body) : {}),
      });
    }
  }
  // Plain text (for example "Origin ... is not allowed") or an unexpected JSON value.
  const message = excerpt(text);
  const originRejected = /origin/i.test(message) && /not allowed/i.test(message);
  return new AuthError({
    code: originRejected ? 'origin_not_allowed' : codeFor(undefined, status),
    description: message || `${target} failed with status ${status}`,
    statusCode: status,
    original: message,
  });
}

/** A known service code is kept; anything else becomes a code derived from the status. */
function codeFor(raw: string | undefined, status: number): AuthErrorCode {
  if (isAuthErrorCode(raw)) return raw;
  if (status === 429) return 'rate_limited';
  if (status === 404) return 'not_found';
  if (status === 401) return 'unauthorized';
  if (status >= 500) return 'server_error';
  return 'request_error';
}

/** An `mfa_required` answer's token (for the error's non-enumerable `mfaToken`) and requirements. */
function mfaFields(body: Record<string, unknown>): Pick<AuthErrorInit, 'mfaToken' | 'mfaRequirements'> {
  const token = body['mfa_token'];
  const requirements = body['mfa_requirements'];
  return {
    mfaToken: typeof token === 'string' ? token : undefined,
    mfaRequirements: isPlainObject(requirements) ? (requirements as MfaRequirements) : undefined,
  };
}

/** Error bodies never keep a password or a token (an `mfa_token`), even if a service echoes one back. */
function scrub(record: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (/password|secret|code_verifier|token$|recovery_code/i.test(key) && typeof value === 'string')
      continue;
    copy[key] = value;
  }
  return copy;
}
