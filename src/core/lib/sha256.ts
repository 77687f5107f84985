// Synchronous SHA-256 (FIPS 180-4), so building an authorize URL with a PKCE challenge stays
// synchronous like the rest of the URL builders. Web Crypto's digest is asynchronous only.

// The constants of FIPS 180-4 §4.2.2 and §5.3.3, derived rather than listed (smaller to ship): the
// first 32 bits of the fractional parts of the cube roots of the first 64 primes (K), and of the
// square roots of the first 8 primes (the initial hash value).
const primes: number[] = [];
for (let n = 2; primes.length < 64; n++) if (primes.every((p) => n % p)) primes.push(n);
const fraction = (x: number): number => ((x % 1) * 2 ** 32) >>> 0;
const K = primes.map((p) => fraction(Math.cbrt(p)));
const H0 = primes.slice(0, 8).map((p) => fraction(Math.sqrt(p)));

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** SHA-256 digest of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const paddedLength = Math.ceil((data.length + 9) / 64) * 64;
  const bytes = new Uint8Array(paddedLength);
  bytes.set(data);
  bytes[data.length] = 0x80;
  const view = new DataView(bytes.buffer);
  view.setUint32(paddedLength - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(paddedLength - 4, bitLength >>> 0);

  const h = new Uint32Array(H0);
  const w = new Uint32Array(64);

  for (let offset = 0; offset < paddedLength; offset += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(offset + t * 4);
    for (let t = 16; t < 64; t++) {
      const x = w[t - 15]!;
      const y = w[t - 2]!;
      const s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3);
      const s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10);
      w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) >>> 0;
    }
    // a..h of the standard, in one array: each round shifts it right by one and sets a and e.
    const v = [...h];
    for (let t = 0; t < 64; t++) {
      const [a, b, c, d, e, f, g, k] = v as [number, number, number, number, number, number, number, number];
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const choice = (e & f) ^ (~e & g);
      const t1 = k + s1 + choice + K[t]! + w[t]!;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      v.pop();
      v.unshift((t1 + s0 + majority) >>> 0);
      v[4] = (d + t1) >>> 0;
    }
    for (let i = 0; i < 8; i++) h[i] = h[i]! + v[i]!;
  }

  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]!);
  return out;
}
