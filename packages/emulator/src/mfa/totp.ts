// Time-based one-time passwords (RFC 6238) as authenticator apps compute them: SHA-1, 6 digits, 30-second
// steps, built on `otpauth`. A new secret, its `otpauth://` URI (the QR code's content), the code of a
// moment, and which time step a typed code belongs to within one step either side of now. Whether a step
// was already used (replay) is the factor's business: factors.ts.
import { Secret, TOTP } from 'otpauth';

const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one (clock drift, a code typed as it changed). */
const TOTP_WINDOW = 1;

function totp(secret: string, label = 'user', issuer = 'auth-elements'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new shared secret: 20 random bytes (RFC 4226's recommendation), base32 without padding. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, label: string, issuer: string): string {
  return totp(secret, label, issuer).toString();
}

/** The time step of `seconds` since the epoch. */
function totpStep(seconds: number): number {
  return Math.floor(seconds / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator app shows at `seconds` since the epoch. */
export function totpCode(secret: string, seconds: number): string {
  return totp(secret).generate({ timestamp: seconds * 1000 });
}

/** A typed code without the spaces or dashes people paste with it; undefined unless six digits. */
function normalizeTotp(code: string): string | undefined {
  const digits = code.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : undefined;
}

/** The time step `code` is right for, within TOTP_WINDOW steps of `seconds`; undefined when none. */
export function matchingStep(secret: string, code: string, seconds: number): number | undefined {
  const token = normalizeTotp(code);
  if (!token) return undefined;
  const delta = totp(secret).validate({ token, timestamp: seconds * 1000, window: TOTP_WINDOW });
  return delta === null ? undefined : totpStep(seconds) + delta;
}
