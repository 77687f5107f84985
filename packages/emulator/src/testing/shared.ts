// The test kit's runner-neutral part: what a test needs from the local identity service in Node and in a
// browser alike (the demo client and its database, fresh e-mail addresses, users created with a plain
// sign-up request, the dev inbox, and the codes an authenticator app shows). Only fetch,
// `crypto.randomUUID` and otpauth: no `node:` module and no DOM. The Node kit (index.ts) builds on it, and
// so do the repository's own test helpers.
import { Secret, TOTP } from 'otpauth';

/** The service's demo application (a public SPA client). */
export const CLIENT_ID = 'demo-spa';
/** Its default database connection. */
export const DATABASE = 'Username-Password-Authentication';
/** A password the seeded policy accepts (8 characters, 3 classes), on no breached list, naming no user. */
export const PASSWORD = 'Sturdy-Pass-42';

/** An address no other test (or run) uses: tests that change a user's state never share one. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** A sign-up: the address, and any other field of `POST /dbconnections/signup` (`user_metadata`, ...). */
export interface SignUp {
  email: string;
  /** Default: {@link PASSWORD}. */
  password?: string;
  /** Default: {@link DATABASE}. */
  connection?: string;
  [field: string]: unknown;
}

/** A user the service created. */
export interface CreatedUser {
  email: string;
  password: string;
  /** `auth0|{_id}`. */
  userId: string;
}

/**
 * Signs a user up with a plain request to the demo client's sign-up API and checks the service created
 * it (200). `headers`: more request headers (in Node, an `Origin`; a browser sets its own).
 */
export async function createUser(
  serviceUrl: string,
  { email, password = PASSWORD, connection = DATABASE, ...fields }: SignUp,
  headers: Record<string, string> = {},
): Promise<CreatedUser> {
  const response = await fetch(`${serviceUrl}/dbconnections/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ client_id: CLIENT_ID, email, password, connection, ...fields }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`sign-up of ${email} answered ${response.status}: ${text}`);
  const { _id } = JSON.parse(text) as { _id: string };
  return { email, password, userId: `auth0|${_id}` };
}

/** What the service sends (`MessageKind` in ../tenant.ts). */
export type MessageKind =
  | 'passwordless-code'
  | 'passwordless-link'
  | 'password-reset'
  | 'unblock'
  | 'invitation'
  | 'email-verification';

/** A message of the dev inbox (`GET /_dev/api/messages`). */
export interface InboxMessage {
  id: string;
  /** An e-mail address or a phone number. */
  to: string;
  channel: 'email' | 'sms';
  kind: MessageKind;
  subject: string;
  text: string;
  code?: string;
  link?: string;
  created_at: string;
}

/** The dev inbox's messages, newest first, to `to` and of `kind` when given. */
export async function readInbox(
  serviceUrl: string,
  filter: { to?: string; kind?: MessageKind } = {},
): Promise<InboxMessage[]> {
  const url = new URL('/_dev/api/messages', serviceUrl);
  if (filter.to) url.searchParams.set('to', filter.to);
  if (filter.kind) url.searchParams.set('kind', filter.kind);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
  return (await response.json()) as InboxMessage[];
}

/** The newest message to `to` of `kind`, asking the inbox again until it is there. */
export async function waitForMessage(
  serviceUrl: string,
  filter: { to: string; kind: MessageKind },
  timeoutMs = 5000,
): Promise<InboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [newest] = await readInbox(serviceUrl, filter);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No ${filter.kind} message to ${filter.to} in the dev inbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The length of a TOTP time step (RFC 6238), in milliseconds. */
export const TOTP_STEP_MS = 30_000;

/** The time step of `at` (milliseconds since the epoch). */
export function timeStep(at = Date.now()): number {
  return Math.floor(at / TOTP_STEP_MS);
}

/**
 * The code an authenticator app holding the base32 `secret` shows at `at` (milliseconds since the
 * epoch): RFC 6238 with the parameters every app uses (HMAC-SHA-1, 6 digits, 30 s), named here rather
 * than taken from the service. test/core/mfa.test.ts checks it against the RFC's test vector.
 */
export function totp(secret: string, at = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_STEP_MS / 1000,
    timestamp: at,
  });
}

/** A six-digit code that no step within two of `at`'s has: certainly wrong, even a step later. */
export function wrongCode(secret: string, at = Date.now()): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => totp(secret, at + steps * TOTP_STEP_MS)));
  for (let n = 123456; ; n = (n + 1) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
