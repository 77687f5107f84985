// Reading a compact JWT without verifying it: the protected header (before verification, for `alg`
// and `kid`) and the payload (the Management client's issuer guard).
import * as base64url from './base64url.js';
import { isPlainObject } from './validate.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The JSON object in part `index` of `token`: 0, the protected header (of a JWS or a JWE), 1, the
 * payload of a JWS. Throws a TypeError when that part is missing or not a base64url JSON object.
 */
export function decodeJwtPart(token: string, index: 0 | 1): Record<string, unknown> {
  const parts = token.split('.');
  const part = parts.length === 3 || (!index && parts.length === 5) ? parts[index] : '';
  if (!part) throw new TypeError('Invalid JWT');
  const value: unknown = JSON.parse(utf8.decode(base64url.decode(part)));
  if (!isPlainObject(value)) throw new TypeError('Invalid JWT');
  return value;
}
