// base64url (RFC 4648 §5, without padding) on the core's start-up path: state, nonce, PKCE, telemetry
// and reading JWT parts. jose has the same functions, but importing them would put jose's shared
// buffer helpers on every page and make its verifier's chunk (loaded on demand, ./on-demand.ts)
// import from the page's bundle; written here, that chunk stays self-contained.

const encoder = new TextEncoder();
const INVALID = 'The input to be decoded is not correctly encoded.';

/** Bytes (or a string's UTF-8 bytes) as base64url. */
export function encode(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? encoder.encode(input) : input;
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** The bytes of a base64url string (padding allowed); a TypeError when it is not one (`+`, `/`, a bad length). */
export function decode(input: string): Uint8Array {
  if (!/^[\w-]*={0,2}$/.test(input)) throw new TypeError(INVALID);
  let binary: string;
  try {
    binary = atob(input.replace(/-/g, '+').replace(/_/g, '/'));
  } catch (error) {
    throw new TypeError(INVALID, { cause: error });
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
