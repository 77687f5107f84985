// The WebAuthn side of the local identity service: the options of each ceremony, the `auth_session`
// records (single use, five minutes), the checks of a credential's answer (with @simplewebauthn/server:
// signature, challenge, origin, RP ID, user presence and verification, sign counter) and the passkey
// records and their My Account API form; a log-in with a passkey (`loginChallenge`, `passkeyLogin`), the
// one check the token grant and the hosted log-in page share. Used by routes/passkey.ts (the sign-up and
// log-in challenges), grants/webauthn.ts (the token grant), routes/authorize.ts (the hosted log-in page's
// passkey) and routes/my-account.ts (enrolment and management of a user's passkeys).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import { databaseConnection } from './authenticate.js';
import type { ServiceContext } from './context.js';
import type { Client, Passkey, PasskeySession, User } from './tenant.js';

/** The largest request body of the passkey and My Account routes (a credential's JSON is a few KB). */
export const MAX_PASSKEY_BODY_BYTES = 64 * 1024;
/** Seconds an `auth_session` (and its challenge) stays usable. */
const AUTH_SESSION_LIFETIME = 300;
/** What the browser is told to wait for the user, in milliseconds. */
const CEREMONY_TIMEOUT_MS = 60_000;
/** ES256 and RS256, the algorithms every passkey provider offers. */
const ALGORITHMS = [-7, -257];

/** Where the service's passkeys are valid: the RP ID and the name shown by the browser. */
export interface RelyingParty {
  id: string;
  name: string;
}

/** The RP ID of a service at `origin` when none is configured: its host name. */
export function defaultRpId(origin: string): string {
  return new URL(origin).hostname.replace(/^\[|\]$/g, '');
}

/** The origins a client's pages sign in from: its Allowed Web Origins (what `clientDataJSON.origin` must be). */
export function clientOrigins(client: Client): string[] {
  return client.web_origins.map((origin) => origin.replace(/\/$/, ''));
}

/** Every client's web origins, for `GET /.well-known/webauthn` (Related Origin Requests). */
export function relatedOrigins(ctx: ServiceContext): string[] {
  return [...new Set(ctx.store.data.clients.flatMap(clientOrigins))];
}

/** A new auth session, stored until it is used or expires. */
export function startSession(
  ctx: ServiceContext,
  fields: Omit<PasskeySession, 'auth_session' | 'expires_at'>,
): PasskeySession {
  const session: PasskeySession = {
    ...fields,
    auth_session: randomBytes(24).toString('base64url'),
    expires_at: ctx.now() + AUTH_SESSION_LIFETIME,
  };
  ctx.store.data.passkey_sessions.push(session);
  return session;
}

/**
 * Takes the auth session out of the store (single use: spent by the first attempt, right or wrong).
 * Synchronous, so of parallel requests with one auth session only the first gets it. Undefined when it
 * is unknown, spent or expired.
 */
export function takeSession(ctx: ServiceContext, id: string): PasskeySession | undefined {
  const data = ctx.store.data;
  const session = data.passkey_sessions.find((entry) => entry.auth_session === id);
  if (!session) return undefined;
  data.passkey_sessions = data.passkey_sessions.filter((entry) => entry.auth_session !== id);
  return session.expires_at > ctx.now() ? session : undefined;
}

/** The options of `navigator.credentials.create()` (JSON form, base64url binaries). */
export async function creationOptions(
  rp: RelyingParty,
  user: { name: string; displayName: string; handle: Uint8Array },
  exclude: readonly Passkey[] = [],
) {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: new Uint8Array(user.handle),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: exclude.map((passkey) => ({ id: passkey.credential_id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return {
    challenge: options.challenge,
    rp: { id: rp.id, name: rp.name },
    user: options.user,
    pubKeyCredParams: options.pubKeyCredParams,
    authenticatorSelection: options.authenticatorSelection,
    timeout: CEREMONY_TIMEOUT_MS,
    attestation: 'none',
    ...(options.excludeCredentials?.length ? { excludeCredentials: options.excludeCredentials } : {}),
  };
}

/** The options of `navigator.credentials.get()`: discoverable credentials, so no allow list. */
export async function requestOptions(rp: RelyingParty) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  });
  return {
    challenge: options.challenge,
    rpId: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  };
}

/** A new random user handle (the WebAuthn `user.id`), never the user's id. */
export function newUserHandle(): Uint8Array {
  return new Uint8Array(randomBytes(32));
}

/** The `authn_response` of a request: the credential as JSON (an object, or a string holding one). */
export function readCredential(value: unknown): Record<string, unknown> | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const credential = parsed as Record<string, unknown>;
  const response = credential['response'];
  if (typeof credential['id'] !== 'string' || typeof response !== 'object' || response === null) {
    return undefined;
  }
  return credential;
}

type Checked<T> = { ok: true; value: T } | { ok: false; description: string };

function failure(error: unknown): { ok: false; description: string } {
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, description: `The passkey could not be verified: ${message}` };
}

/**
 * A registration (attestation) checked against its auth session and the origins its page may be on; the
 * new passkey's fields.
 */
export async function verifyCreation(
  rp: RelyingParty,
  session: PasskeySession,
  origins: readonly string[],
  credential: Record<string, unknown>,
): Promise<Checked<Omit<Passkey, 'id' | 'user_id' | 'created_at'>>> {
  try {
    const result = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: session.challenge,
      expectedOrigin: [...origins],
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return { ok: false, description: 'The passkey could not be verified.' };
    const info = result.registrationInfo;
    const transports = info.credential.transports ?? [];
    return {
      ok: true,
      value: {
        connection: session.connection,
        credential_id: info.credential.id,
        public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        user_handle: session.user_handle ?? '',
        transports: [...transports],
        device_type: info.credentialDeviceType,
        backed_up: info.credentialBackedUp,
        aaguid: info.aaguid,
        rp_id: rp.id,
      },
    };
  } catch (error) {
    return failure(error);
  }
}

/**
 * An assertion checked against its auth session and the stored passkey; the new sign counter. A
 * counter that does not move forward (a cloned authenticator, or a replayed answer) is refused, and
 * logged.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  session: PasskeySession,
  origins: readonly string[],
  credential: Record<string, unknown>,
  passkey: Passkey,
): Promise<Checked<{ counter: number }>> {
  try {
    const result = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: session.challenge,
      expectedOrigin: [...origins],
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        // The library compares counters before the signature; ours is compared below, once the signature
        // holds (a forged answer with a low counter is not a cloned authenticator, and is not logged as one).
        counter: 0,
      },
      requireUserVerification: true,
    });
    if (!result.verified) return { ok: false, description: 'The passkey could not be verified.' };
    const counter = result.authenticationInfo.newCounter;
    // Read now, after the await: a parallel log-in with the same passkey may have moved the counter meanwhile.
    if ((counter !== 0 || passkey.counter !== 0) && counter <= passkey.counter) {
      return counterRegression(passkey, counter);
    }
    return { ok: true, value: { counter } };
  } catch (error) {
    return failure(error);
  }
}

function counterRegression(passkey: Passkey, counter: number): { ok: false; description: string } {
  console.warn(
    `[auth-elements-emulator] refused a log-in with passkey ${passkey.id} of ${passkey.user_id}: its sign ` +
      `counter went backwards (stored ${passkey.counter}, received ${counter}); ` +
      'the authenticator may have been cloned.',
  );
  return { ok: false, description: 'The passkey could not be verified: its sign counter went backwards.' };
}

/**
 * A log-in challenge for `clientId`: the request options and their auth session, or undefined when `ip`
 * is over the challenge rate limit. `connection`: the realm a passkey must belong to ('' for any of the
 * client's).
 */
export async function loginChallenge(ctx: ServiceContext, ip: string, clientId: string, connection: string) {
  if (challengeLimited(ctx, ip)) return undefined;
  const options = await requestOptions(ctx.relyingParty());
  const session = startSession(ctx, {
    kind: 'login',
    client_id: clientId,
    connection,
    challenge: options.challenge,
  });
  return { auth_session: session.auth_session, authn_params_public_key: options };
}

/**
 * A log-in with a passkey, after its (already spent) auth session of `kind: 'login'`: the credential's
 * passkey, which must belong to the session's realm and to a database connection enabled for `client`
 * (as that connection's password would be refused elsewhere), the assertion verified against `origins`
 * (the pages it may come from), the passkey's counter and last use moved, and its user. One check for the
 * token grant (origins: the client's web origins) and the hosted log-in page (the service's own origin).
 */
export async function passkeyLogin(
  ctx: ServiceContext,
  session: PasskeySession,
  client: Client,
  origins: readonly string[],
  credential: Record<string, unknown>,
): Promise<Checked<{ user: User; passkey: Passkey }>> {
  const unknown = { ok: false as const, description: 'Unknown passkey.' };
  const passkey = findPasskey(ctx, credential['id']);
  if (
    !passkey ||
    (session.connection && passkey.connection !== session.connection) ||
    !databaseConnection(ctx, passkey.connection, client.client_id)
  ) {
    return unknown;
  }
  const checked = await verifyAssertion(ctx.relyingParty(), session, origins, credential, passkey);
  if (!checked.ok) return checked;
  // Deleted meanwhile (My Account API): it no longer signs in.
  if (!ctx.store.data.passkeys.some((entry) => entry.id === passkey.id)) return unknown;
  passkey.counter = checked.value.counter;
  passkey.last_auth_at = new Date(ctx.now() * 1000).toISOString();
  const user = ctx.findUserById(passkey.user_id);
  if (!user) return { ok: false, description: 'The user no longer exists.' };
  return { ok: true, value: { user, passkey } };
}

/** The passkey whose credential id is `credentialId`. */
export function findPasskey(ctx: ServiceContext, credentialId: unknown): Passkey | undefined {
  if (typeof credentialId !== 'string') return undefined;
  return ctx.store.data.passkeys.find((passkey) => passkey.credential_id === credentialId);
}

/** Stores a verified passkey for `user`; its id is the My Account API's method id. */
export function addPasskey(
  ctx: ServiceContext,
  user: User,
  fields: Omit<Passkey, 'id' | 'user_id' | 'created_at'>,
  userAgent: string | undefined,
): Passkey {
  const passkey: Passkey = {
    ...fields,
    id: `passkey|dev_${randomBytes(12).toString('hex')}`,
    user_id: user.user_id,
    created_at: new Date(ctx.now() * 1000).toISOString(),
    ...(userAgent ? { user_agent: userAgent.slice(0, 512) } : {}),
  };
  ctx.store.data.passkeys.push(passkey);
  return passkey;
}

/** A passkey as the My Account API shows it (`PasskeyAuthenticationMethod`). */
export function toMethod(passkey: Passkey, user: User) {
  const identity = user.identities[0];
  return {
    id: passkey.id,
    type: 'passkey' as const,
    created_at: passkey.created_at,
    usage: ['primary'],
    key_id: passkey.credential_id,
    public_key: passkey.public_key,
    credential_device_type: passkey.device_type === 'multiDevice' ? 'multi_device' : 'single_device',
    credential_backed_up: passkey.backed_up,
    identity_user_id: identity?.user_id ?? user.user_id,
    user_handle: passkey.user_handle,
    transports: passkey.transports,
    ...(passkey.user_agent ? { user_agent: passkey.user_agent } : {}),
    aaguid: passkey.aaguid,
    relying_party_id: passkey.rp_id,
    ...(passkey.last_auth_at ? { last_auth_at: passkey.last_auth_at } : {}),
    ...(passkey.name ? { name: passkey.name } : {}),
  };
}

/** Challenges (of every passkey ceremony) per client IP address, for the rate limit. Not saved. */
const challengesByStore = new WeakMap<object, Map<string, number[]>>();

/**
 * Counts a challenge from `ip` and tells whether it is over the limit: the tenant's suspicious-IP
 * threshold (default 100) within its window (default 300 s), as for failed password logins.
 */
export function challengeLimited(ctx: ServiceContext, ip: string): boolean {
  const settings = ctx.store.data.attack_protection ?? {};
  const limit = settings.suspicious_ip_threshold ?? 100;
  const window = settings.suspicious_ip_window_seconds ?? 300;
  let byIp = challengesByStore.get(ctx.store);
  if (!byIp) challengesByStore.set(ctx.store, (byIp = new Map()));
  const now = ctx.now();
  const recent = (byIp.get(ip) ?? []).filter((at) => at > now - window);
  if (recent.length >= limit) {
    byIp.set(ip, recent);
    return true;
  }
  recent.push(now);
  byIp.set(ip, recent);
  return false;
}
