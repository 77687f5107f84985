// RFC 6238 codes for tests, in the browser and in Node: HMAC-SHA-1 with Web Crypto, 6 digits, 30 s steps. An
// implementation of its own, not the service's library, so a test checks the service against the RFC.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (padding and spaces ignored, any case) to bytes. */
function base32Bytes(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(bytes);
}

/** The RFC 6238 time step (30 s) of now, or of `ms`. */
export function timeStep(ms = Date.now()): number {
  return Math.floor(ms / 30_000);
}

/** The 6-digit TOTP (HMAC-SHA-1) of a base32 `secret` at time step `step` (default: now). */
export async function totp(secret: string, step = timeStep()): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    base32Bytes(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const counter = new DataView(new ArrayBuffer(8));
  counter.setBigUint64(0, BigInt(step));
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter.buffer));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, '0');
}
