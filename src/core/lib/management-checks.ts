// Checks the Management client makes before any request: the token belongs to the domain (the custom
// domain rule), and a new permission set is well formed. Each failure is the caller's: a TypeError.
import { RESERVED_SCOPE_NAMES } from './permissions.js';
import type { ResourceServerScope } from './permissions.js';
import { decodeJwtPart } from './jwt-part.js';

/** The `iss` claim of a JWT, read without verification; undefined when `token` is not a decodable JWT. */
function unverifiedIssuer(token: string): string | undefined {
  try {
    const { iss } = decodeJwtPart(token, 1);
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Management API works only on the tenant's own domain. A token issued through a custom domain
 * (its `iss` is that domain) is refused by it, and a Management client pointed at a custom domain reaches no
 * Management API: both show up as an issuer that differs from `{origin}/`. This is a guard, not a
 * verification: the service checks the signature; a token that is not a JWT is left to the service.
 */
export function checkTokenIssuer(token: string, origin: string): void {
  const issuer = unverifiedIssuer(token);
  const expected = `${origin}/`;
  if (issuer === undefined || issuer === expected) return;
  throw new TypeError(
    `"token" was issued by ${issuer}, not by "domain" ${origin}. The Management API works only on the ` +
      "tenant's own domain, not a custom domain: get the token through a second WebAuth on that domain.",
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A plain JSON-like object (not null, not an array, not a class instance), else a TypeError naming it. */
export function requirePlainObject(value: unknown, name: string): Record<string, unknown> {
  if (!isPlainObject(value)) throw new TypeError(`"${name}" must be a plain object`);
  return value;
}

/**
 * The permission set to send: an array of `{value, description}`; `[]` removes every permission. Values are
 * non-empty, without whitespace, unique and not reserved; descriptions are strings.
 */
export function checkScopes(scopes: unknown): ResourceServerScope[] {
  if (!Array.isArray(scopes)) {
    throw new TypeError('"scopes" must be an array of {value, description}');
  }
  const seen = new Set<string>();
  return scopes.map((scope: unknown, index) => {
    if (!isPlainObject(scope))
      throw new TypeError(`"scopes[${index}]" must be an object {value, description}`);
    const { value, description } = scope;
    if (typeof value !== 'string' || value === '' || /\s/.test(value)) {
      throw new TypeError(`"scopes[${index}].value" must be a non-empty string without whitespace`);
    }
    if (RESERVED_SCOPE_NAMES.includes(value)) {
      throw new TypeError(
        `"scopes[${index}].value" is "${value}", a reserved name (reserved: ${RESERVED_SCOPE_NAMES.join(', ')})`,
      );
    }
    if (seen.has(value)) throw new TypeError(`"scopes[${index}].value" repeats the permission "${value}"`);
    seen.add(value);
    if (typeof description !== 'string') {
      throw new TypeError(`"scopes[${index}].description" of "${value}" must be a string`);
    }
    return { value, description };
  });
}
