// The passkey ceremonies, loaded on first use through ./on-demand.ts (a page that never calls
// `webAuth.passkeys` or `MyAccount.enrolPasskey` downloads none of it): the service's challenge, the
// browser's `navigator.credentials` call, the credential as JSON, the token exchange (grant
// `urn:okta:params:oauth:grant-type:webauthn`) and the ID token verified as every other result is.
// Browser errors become AuthErrors: NotAllowedError/AbortError `passkey_cancelled` (`passkey_timeout` when
// it came once the ceremony's timeout was over), SecurityError `passkey_not_allowed` (the RP ID does not
// fit the page), InvalidStateError `passkey_exists`, no WebAuthn `passkey_not_supported`. Nothing about the credential goes into a URL
// or an error's text.
//
// The conversion between the wire's JSON (base64url) and WebAuthn's objects is the browser's own
// (`PublicKeyCredential.parse…FromJSON`, `credential.toJSON()`); a browser without them loads
// ./webauthn-json.ts, the same conversion by hand, when a ceremony starts (through the on-demand table,
// `ctx.load`, or the `load` a MyAccount passes: no chunk calls `import()` itself).
import { AuthError } from '../errors.js';
import type { AuthResult, TokenResponse } from '../types.js';
import { DEFAULT_SCOPE } from './authorize-params.js';
import type { CoreContext } from './context.js';
import { WEBAUTHN_GRANT } from './grant-types.js';
import type { Chunks } from './on-demand.js';
import type * as JsonCodec from './webauthn-json.js';

/** A service's challenge: the auth session to send back and the ceremony's options (JSON form). */
export interface PasskeyChallenge {
  auth_session: string;
  authn_params_public_key: Record<string, unknown>;
}

/** The checked options of `passkeys.signup` / `passkeys.login` (see ../passkeys.ts). */
type Options = Record<string, unknown>;
const option = (options: Options, name: string): string | undefined =>
  (options[name] as string | undefined) || undefined;

/** The options' profile fields and their wire names in `user_profile`. */
const PROFILE: Record<string, string> = {
  email: 'email',
  name: 'name',
  givenName: 'given_name',
  familyName: 'family_name',
  nickname: 'nickname',
  picture: 'picture',
};

/**
 * The conditional (autofill) request under way, if any: the browser refuses a second WebAuthn call while
 * one is pending, so every other ceremony cancels it first.
 */
let pendingConditional: AbortController | undefined;

/** Whether the browser offers passkeys in autofill (conditional mediation). */
export async function conditionalSupported(): Promise<boolean> {
  if (!webAuthnAvailable()) return false;
  try {
    return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

/** Whether this browser has WebAuthn (false in Node and in browsers without it). */
export function webAuthnAvailable(): boolean {
  return (
    typeof globalThis.PublicKeyCredential === 'function' &&
    typeof globalThis.navigator?.credentials?.get === 'function'
  );
}

/** The conversions between the wire's JSON and WebAuthn's objects. */
type Codec = typeof JsonCodec;

/** WebAuthn's own JSON methods (by the release notes: Chromium 129, Firefox 119, Safari 18.4). */
const native: Codec = {
  toCreationOptions: (json) =>
    PublicKeyCredential.parseCreationOptionsFromJSON(
      json as unknown as PublicKeyCredentialCreationOptionsJSON,
    ),
  toRequestOptions: (json) =>
    PublicKeyCredential.parseRequestOptionsFromJSON(json as unknown as PublicKeyCredentialRequestOptionsJSON),
  credentialJson: (credential) => credential.toJSON() as Record<string, unknown>,
};

/**
 * The browser's JSON methods where it has all three, else ./webauthn-json.ts (the same conversions, by
 * hand), loaded then through `load` (the on-demand table: this chunk imports no chunk itself).
 */
function codec(load: Chunks): Promise<Codec> {
  const Pkc = globalThis.PublicKeyCredential;
  return typeof Pkc?.parseCreationOptionsFromJSON === 'function' &&
    typeof Pkc.parseRequestOptionsFromJSON === 'function' &&
    typeof Pkc.prototype.toJSON === 'function'
    ? Promise.resolve(native)
    : load.passkeyJson();
}

/** With the `issuer` option: the passkey API is the identity service's, which another provider lacks. */
function requireServiceApi(ctx: CoreContext): void {
  const { issuer } = ctx.config;
  if (issuer === undefined) return;
  throw new AuthError({
    code: 'unsupported_by_provider',
    description: `The OpenID Provider "${issuer}" does not offer passkeys, an API of the identity service.`,
  });
}

function notSupported(): AuthError {
  return new AuthError({
    code: 'passkey_not_supported',
    description: 'This browser does not support passkeys (WebAuthn).',
  });
}

/**
 * The browser's refusal as an AuthError (its name and message say nothing about the credential). A
 * NotAllowedError once the options' `timeout` (ms) has passed since `started` (ms) is a timeout.
 */
export function ceremonyError(
  error: unknown,
  kind: 'create' | 'get',
  started = 0,
  timeout?: unknown,
): AuthError {
  const name = error instanceof Error ? error.name : '';
  if (
    name === 'NotAllowedError' &&
    typeof timeout === 'number' &&
    timeout > 0 &&
    started > 0 &&
    Date.now() - started >= timeout
  ) {
    return new AuthError({
      code: 'passkey_timeout',
      description: 'The passkey request timed out.',
      cause: error,
    });
  }
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new AuthError({
      code: 'passkey_cancelled',
      description: 'The passkey request was cancelled, or found no passkey for this site.',
      cause: error,
    });
  }
  if (name === 'SecurityError') {
    return new AuthError({
      code: 'passkey_not_allowed',
      description: "The passkey's RP ID does not fit this page.",
      cause: error,
    });
  }
  if (name === 'InvalidStateError' && kind === 'create') {
    return new AuthError({
      code: 'passkey_exists',
      description: 'This device already holds a passkey for this account.',
      cause: error,
    });
  }
  if (name === 'NotSupportedError') return notSupported();
  return new AuthError({
    code: 'request_error',
    description: `The browser refused the passkey request (${name || 'unknown error'}).`,
    cause: error,
  });
}

/**
 * Runs `navigator.credentials.create()` for creation options in JSON form; the credential as JSON.
 * `mediation: 'conditional'` asks for a conditional creation (no prompt, where the browser allows it: a
 * passkey upgrade right after a password sign-in; until then it stays pending, so `signal` cancels it).
 */
export async function createCredential(
  load: Chunks,
  options: Record<string, unknown>,
  mediation?: 'conditional',
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  if (!webAuthnAvailable()) throw notSupported();
  const { toCreationOptions, credentialJson } = await codec(load);
  pendingConditional?.abort();
  const started = Date.now();
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.create({
      publicKey: toCreationOptions(options),
      ...(mediation ? { mediation } : {}),
      ...(signal ? { signal } : {}),
    } as CredentialCreationOptions);
  } catch (error) {
    throw ceremonyError(error, 'create', started, options['timeout']);
  }
  if (!credential) throw ceremonyError(new DOMException('', 'NotAllowedError'), 'create');
  return credentialJson(credential as PublicKeyCredential);
}

/** Runs `navigator.credentials.get()` (modal, or conditional with a signal); the assertion as JSON. */
async function getCredential(
  load: Chunks,
  options: Record<string, unknown>,
  input: Options,
): Promise<Record<string, unknown>> {
  const { toRequestOptions, credentialJson } = await codec(load);
  pendingConditional?.abort();
  const controller = new AbortController();
  const signal = input['signal'] as AbortSignal | undefined;
  const mediation = option(input, 'mediation') as CredentialMediationRequirement | undefined;
  const cancel = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  if (mediation === 'conditional') pendingConditional = controller;
  const started = Date.now();
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.get({
      publicKey: toRequestOptions(options),
      signal: controller.signal,
      ...(mediation ? { mediation } : {}),
    });
  } catch (error) {
    throw ceremonyError(error, 'get', started, options['timeout']);
  } finally {
    signal?.removeEventListener('abort', cancel);
    if (pendingConditional === controller) pendingConditional = undefined;
  }
  if (!credential) throw ceremonyError(new DOMException('', 'NotAllowedError'), 'get');
  return credentialJson(credential as PublicKeyCredential);
}

function challengeOf(value: unknown): PasskeyChallenge {
  const challenge = value as Partial<PasskeyChallenge> | null;
  if (
    typeof challenge?.auth_session !== 'string' ||
    typeof challenge.authn_params_public_key !== 'object' ||
    challenge.authn_params_public_key === null
  ) {
    throw new AuthError({ code: 'invalid_response', description: 'The passkey challenge is not valid.' });
  }
  return challenge as PasskeyChallenge;
}

/** The scope asked for: the call's, else the configured one, else the default; offline_access with refresh tokens. */
function grantScope(ctx: CoreContext, scope: string | undefined): string {
  const wanted = scope ?? ctx.config.scope ?? DEFAULT_SCOPE;
  return ctx.config.useRefreshTokens && !wanted.split(' ').includes('offline_access')
    ? `${wanted} offline_access`
    : wanted;
}

/** Exchanges the credential for tokens and verifies the ID token; the usual AuthResult. */
async function exchange(
  ctx: CoreContext,
  authSession: string,
  credential: Record<string, unknown>,
  input: Options,
): Promise<AuthResult> {
  const { config } = ctx;
  const realm = option(input, 'realm');
  const audience = option(input, 'audience') ?? config.audience;
  const tokens = await ctx.fetchJson<TokenResponse>('/oauth/token', {
    method: 'POST',
    body: {
      grant_type: WEBAUTHN_GRANT,
      client_id: config.clientID,
      auth_session: authSession,
      authn_response: credential,
      scope: grantScope(ctx, option(input, 'scope')),
      ...(realm ? { realm } : {}),
      ...(audience ? { audience } : {}),
    },
  });
  if (typeof tokens !== 'object' || tokens === null) {
    throw new AuthError({ code: 'invalid_response', description: 'The token response is not a JSON object' });
  }
  const { verifyIdToken, toAuthResult } = await ctx.load.responses();
  const payload = await verifyIdToken(ctx, tokens.id_token, undefined, undefined, tokens.access_token);
  if (config.useRefreshTokens && tokens.refresh_token) {
    const { keepRefreshToken } = await ctx.load.refreshTokens();
    keepRefreshToken(ctx, tokens, payload);
  }
  return toAuthResult({ ...tokens }, payload, undefined);
}

/** Sign-up with a passkey: /passkey/register, `navigator.credentials.create()`, the token exchange. */
export async function passkeySignup(ctx: CoreContext, input: Options): Promise<AuthResult> {
  requireServiceApi(ctx);
  if (!webAuthnAvailable()) throw notSupported();
  const profile: Record<string, string> = {};
  for (const [name, wire] of Object.entries(PROFILE)) {
    const value = option(input, name);
    if (value) profile[wire] = value;
  }
  void codec(ctx.load).catch(() => undefined); // the fallback, if needed, downloads beside the challenge
  const realm = option(input, 'realm');
  const challenge = challengeOf(
    await ctx.fetchJson('/passkey/register', {
      method: 'POST',
      body: { client_id: ctx.config.clientID, user_profile: profile, ...(realm ? { realm } : {}) },
    }),
  );
  const credential = await createCredential(ctx.load, challenge.authn_params_public_key);
  return exchange(ctx, challenge.auth_session, credential, input);
}

/** Log-in with a passkey (modal, or conditional for autofill): /passkey/challenge, `get()`, the exchange. */
export async function passkeyLogin(ctx: CoreContext, input: Options): Promise<AuthResult> {
  requireServiceApi(ctx);
  if (!webAuthnAvailable()) throw notSupported();
  if ((input['signal'] as AbortSignal | undefined)?.aborted) {
    throw ceremonyError(new DOMException('', 'AbortError'), 'get');
  }
  void codec(ctx.load).catch(() => undefined); // the fallback, if needed, downloads beside the challenge
  const realm = option(input, 'realm');
  const challenge = challengeOf(
    await ctx.fetchJson('/passkey/challenge', {
      method: 'POST',
      body: { client_id: ctx.config.clientID, ...(realm ? { realm } : {}) },
    }),
  );
  const credential = await getCredential(ctx.load, challenge.authn_params_public_key, input);
  return exchange(ctx, challenge.auth_session, credential, input);
}
