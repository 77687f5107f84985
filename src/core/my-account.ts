// MyAccount: the client for the identity service's My Account API (`{origin}/me/v1`), the signed-in
// user's own authentication methods, created from the tenant's domain and an access token for the
// audience `{origin}/me/` (scopes `create|read|update|delete:me:authentication_methods`, `read:me:factors`).
// The passkey methods: list, read, enrol (the whole ceremony, loaded on first use from
// ./lib/webauthn.ts), rename, delete; the second factors: an authenticator app (TOTP: enrol, then
// verify with its first code) and a recovery code (enrol, shown once, then confirm); every method of
// any type: list (all, or of one type), read, delete; and the factors the tenant offers. Every method returns a
// Promise, or calls a node-style callback given as its last argument. The service's problem documents
// become AuthErrors (their `type` as `error`, `detail` as the description).
import type { Callback, TelemetryInfo } from './types.js';
import { bindMethods, settle, splitArgs } from './lib/callback.js';
import { resolveOrigin } from './lib/domain.js';
import { DEFAULT_TIMEOUT_MS, request } from './lib/http.js';
import type { HttpRequest } from './lib/http.js';
import { chunks } from './lib/on-demand.js';
import { TELEMETRY_HEADER, telemetryOption } from './lib/telemetry.js';
import { checkOptions, isPlainObject, requiredString, timeoutOption } from './lib/validate.js';
import { AuthError, isAuthErrorCode } from './errors.js';
import type { AuthErrorCode } from './errors.js';

/** Options of `new MyAccount(options)`. */
export interface MyAccountOptions {
  /** The tenant's domain (`tenant.example.com`, or an origin such as `http://localhost:4000`). */
  domain: string;
  /** An access token for the audience `{origin}/me/`. */
  token: string;
  /** Timeout of each request in milliseconds. Default 60000. */
  timeout?: number;
  /** `false` drops the telemetry header. Default true. */
  _sendTelemetry?: boolean;
  /** Replaces the telemetry name and version. */
  _telemetryInfo?: TelemetryInfo;
}

/** A factor the tenant offers. */
export interface Factor {
  type: string;
  usage?: ('primary' | 'secondary')[];
}

/** A passkey of the user, as the My Account API shows it. */
export interface PasskeyMethod {
  id: string;
  type: 'passkey';
  created_at: string;
  usage: ('primary' | 'secondary')[];
  key_id: string;
  public_key: string;
  credential_device_type: 'single_device' | 'multi_device';
  credential_backed_up: boolean;
  identity_user_id: string;
  user_handle: string;
  transports?: string[];
  user_agent?: string;
  aaguid?: string;
  relying_party_id?: string;
  last_auth_at?: string;
  /** The name the user gave it (`renamePasskey`). */
  name?: string;
  [field: string]: unknown;
}

/** The types of authentication method the My Account API knows. */
export type AuthenticationMethodType =
  | 'passkey'
  | 'password'
  | 'totp'
  | 'recovery-code'
  | 'phone'
  | 'email'
  | 'push-notification'
  | 'webauthn-platform'
  | 'webauthn-roaming';

/** Any of the user's authentication methods, as the My Account API shows it. */
export interface AuthenticationMethod {
  id: string;
  type: AuthenticationMethodType;
  created_at: string;
  usage?: ('primary' | 'secondary')[];
  /** For second factors: whether the enrolment was verified (confirmed). */
  confirmed?: boolean;
  name?: string;
  last_auth_at?: string;
  [field: string]: unknown;
}

/** An authenticator app's enrolment under way: show the key, then `verifyTotp(enrolment, firstCode)`. */
export interface TotpEnrolment {
  /** The method's id (`totp|…`), from the enrolment's location. */
  id: string;
  /** `{origin}/me/v1/authentication-methods/{id}`. */
  location: string;
  /** Single use, short-lived: what `verifyTotp` sends back. */
  authSession: string;
  /** `otpauth://totp/…`: the key for a QR code, drawn locally. */
  barcodeUri: string;
  /** The key as text (base32), for entering it by hand. */
  manualInputCode?: string;
}

/** A recovery code's enrolment under way: show `recoveryCode` once, then `confirmRecoveryCode(enrolment)`. */
export interface RecoveryCodeEnrolment {
  id: string;
  location: string;
  authSession: string;
  /** The code, shown once: the service keeps only its hash. */
  recoveryCode: string;
}

/** Options of `enrolPasskey()`. */
export interface EnrolPasskeyOptions {
  /**
   * `'conditional'`: a conditional creation, without a prompt where the browser allows it (right after
   * the user signed in with a password the browser saved; see `PublicKeyCredential.getClientCapabilities()`
   * `conditionalCreate`); else `passkey_cancelled` at once.
   */
  mediation?: 'conditional';
  /** Cancels the request (`passkey_cancelled`): a conditional creation stays pending until the browser acts. */
  signal?: AbortSignal;
}

const METHODS = '/authentication-methods';

/**
 * Problem types of the second factors' enrolment under the codes the token endpoint uses for the same
 * failure: a wrong code is `invalid_grant`, as `mfa.verify` answers it; a spent or expired enrolment is
 * `expired_token` (start again). The type stays as `error`.
 */
const PROBLEM_CODES = new Map<unknown, AuthErrorCode>([
  ['invalid_otp_code', 'invalid_grant'],
  ['invalid_auth_session', 'expired_token'],
]);

/**
 * The API's RFC 7807 problem document `{type, status, title, detail}` as an AuthError: `type` as the code
 * when it is one (or its alias above), `detail` as the description. http.ts reads other shapes; it left
 * this one as text.
 */
function problemError(error: unknown): unknown {
  if (!(error instanceof AuthError) || typeof error.original !== 'string') return error;
  let problem: unknown;
  try {
    problem = JSON.parse(error.original);
  } catch {
    return error;
  }
  if (!isPlainObject(problem) || typeof problem['title'] !== 'string') return error;
  const type = typeof problem['type'] === 'string' ? problem['type'] : undefined;
  const detail = problem['detail'];
  return new AuthError({
    code: isAuthErrorCode(type) ? type : (PROBLEM_CODES.get(type) ?? error.code),
    error: type ?? error.code,
    description: typeof detail === 'string' ? detail : problem['title'],
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    original: problem,
  });
}

function invalidEnrolment(): AuthError {
  return new AuthError({ code: 'invalid_response', description: 'The enrolment answer is not valid.' });
}

function checkCallback(callback: unknown): void {
  if (callback !== undefined && typeof callback !== 'function') {
    throw new TypeError('The callback must be a function');
  }
}

/** `/authentication-methods/{id}`: the id percent-encoded (`passkey|dev_1` stays one path segment). */
function methodPath(id: string): string {
  return `${METHODS}/${encodeURIComponent(requiredString(id, 'id'))}`;
}

export class MyAccount {
  readonly #base: string;
  readonly #token: string;
  readonly #timeoutMs: number;
  readonly #telemetry: string | undefined;

  /** Throws a TypeError when an option is missing or mistyped. */
  constructor(options: MyAccountOptions) {
    const raw = checkOptions(options, 'MyAccount');
    const origin = resolveOrigin(requiredString(raw['domain'], 'domain'));
    this.#token = requiredString(raw['token'], 'token');
    this.#timeoutMs = timeoutOption(raw['timeout'], DEFAULT_TIMEOUT_MS);
    this.#telemetry = telemetryOption(raw);
    this.#base = `${origin}/me/v1`;
    bindMethods(this, MyAccount.prototype);
  }

  /** GET /me/v1/factors: the factors the tenant offers (read:me:factors). */
  getFactors(): Promise<Factor[]>;
  getFactors(callback: Callback<Factor[]>): void;
  getFactors(callback?: Callback<Factor[]>): Promise<Factor[]> | void {
    return this.#send(
      { method: 'GET' },
      '/factors',
      callback,
      (body: { factors?: Factor[] }) => body.factors ?? [],
    );
  }

  /** GET /me/v1/authentication-methods?type=passkey: the user's passkeys (read:me:authentication_methods). */
  getPasskeys(): Promise<PasskeyMethod[]>;
  getPasskeys(callback: Callback<PasskeyMethod[]>): void;
  getPasskeys(callback?: Callback<PasskeyMethod[]>): Promise<PasskeyMethod[]> | void {
    return this.#send(
      { method: 'GET' },
      `${METHODS}?type=passkey`,
      callback,
      (body: { authentication_methods?: PasskeyMethod[] }) => body.authentication_methods ?? [],
    );
  }

  /** GET /me/v1/authentication-methods/{id}: one of the user's passkeys (`not_found` for anyone else's). */
  getPasskey(id: string): Promise<PasskeyMethod>;
  getPasskey(id: string, callback: Callback<PasskeyMethod>): void;
  getPasskey(id: string, callback?: Callback<PasskeyMethod>): Promise<PasskeyMethod> | void {
    return this.#send({ method: 'GET' }, methodPath(id), callback);
  }

  /**
   * Enrols a passkey on this device for the signed-in user: POST /me/v1/authentication-methods
   * `{type: 'passkey'}`, the browser creates the passkey, POST `{Location}/verify`. Resolves with the new
   * passkey (create:me:authentication_methods); `passkey_exists` when this device already holds one of
   * the user's passkeys, `passkey_cancelled` when the user cancels.
   */
  enrolPasskey(options?: EnrolPasskeyOptions): Promise<PasskeyMethod>;
  enrolPasskey(callback: Callback<PasskeyMethod>): void;
  enrolPasskey(options: EnrolPasskeyOptions | undefined, callback: Callback<PasskeyMethod>): void;
  enrolPasskey(
    optionsOrCallback?: EnrolPasskeyOptions | Callback<PasskeyMethod>,
    maybeCallback?: Callback<PasskeyMethod>,
  ): Promise<PasskeyMethod> | void {
    const [options = {}, callback] =
      typeof optionsOrCallback === 'function'
        ? [undefined, optionsOrCallback]
        : [optionsOrCallback, maybeCallback];
    const { mediation, signal } = checkOptions(options, 'enrolPasskey');
    if (mediation !== undefined && mediation !== 'conditional') {
      throw new TypeError('"mediation" option must be "conditional" or left out');
    }
    if (signal !== undefined && !(signal instanceof AbortSignal)) {
      throw new TypeError('"signal" option must be an AbortSignal');
    }
    if (callback !== undefined && typeof callback !== 'function') {
      throw new TypeError('The callback must be a function');
    }
    return settle(this.#enrol(mediation, signal), callback);
  }

  async #enrol(
    mediation: 'conditional' | undefined,
    signal: AbortSignal | undefined,
  ): Promise<PasskeyMethod> {
    const { createCredential } = await chunks.passkeys();
    let location: string | null = null;
    const challenge = await this.#request<{ auth_session?: unknown; authn_params_public_key?: unknown }>(
      {
        method: 'POST',
        body: { type: 'passkey' },
        onHeaders: (headers) => (location = headers.get('location')),
      },
      METHODS,
    );
    const options = challenge.authn_params_public_key;
    if (!location || typeof challenge.auth_session !== 'string' || typeof options !== 'object' || !options) {
      throw new AuthError({
        code: 'invalid_response',
        description: 'The passkey enrolment challenge is not valid.',
      });
    }
    const verifyUrl = `${new URL(location, this.#base).href}/verify`;
    if (!verifyUrl.startsWith(`${this.#base}/`)) {
      throw new AuthError({
        code: 'invalid_response',
        description: 'The enrolment location is not on the service.',
      });
    }
    const credential = await createCredential(options as Record<string, unknown>, mediation, signal);
    return this.#request<PasskeyMethod>(
      { method: 'POST', body: { auth_session: challenge.auth_session, authn_response: credential } },
      verifyUrl,
    );
  }

  /** PATCH /me/v1/authentication-methods/{id} `{name}`: renames a passkey (update:me:authentication_methods). */
  renamePasskey(id: string, name: string): Promise<PasskeyMethod>;
  renamePasskey(id: string, name: string, callback: Callback<PasskeyMethod>): void;
  renamePasskey(id: string, name: string, callback?: Callback<PasskeyMethod>): Promise<PasskeyMethod> | void {
    const path = methodPath(id);
    const body = { name: requiredString(name, 'name') };
    return this.#send({ method: 'PATCH', body }, path, callback);
  }

  /** DELETE /me/v1/authentication-methods/{id}: the passkey no longer signs in (delete:me:authentication_methods). */
  deletePasskey(id: string): Promise<void>;
  deletePasskey(id: string, callback: Callback<void>): void;
  deletePasskey(id: string, callback?: Callback<void>): Promise<void> | void {
    return this.#send({ method: 'DELETE' }, methodPath(id), callback, () => undefined);
  }

  /**
   * GET /me/v1/authentication-methods[?type=]: every method of the user, or those of one type
   * (read:me:authentication_methods).
   */
  getAuthenticationMethods(type?: AuthenticationMethodType): Promise<AuthenticationMethod[]>;
  getAuthenticationMethods(callback: Callback<AuthenticationMethod[]>): void;
  getAuthenticationMethods(
    type: AuthenticationMethodType | undefined,
    callback: Callback<AuthenticationMethod[]>,
  ): void;
  getAuthenticationMethods(
    typeOrCallback?: AuthenticationMethodType | Callback<AuthenticationMethod[]>,
    callback?: Callback<AuthenticationMethod[]>,
  ): Promise<AuthenticationMethod[]> | void {
    const [type, done] = splitArgs<AuthenticationMethodType, AuthenticationMethod[]>(
      typeOrCallback,
      callback,
    );
    const query = type === undefined ? '' : `?type=${encodeURIComponent(requiredString(type, 'type'))}`;
    return this.#send(
      { method: 'GET' },
      `${METHODS}${query}`,
      done,
      (body: { authentication_methods?: AuthenticationMethod[] }) => body.authentication_methods ?? [],
    );
  }

  /** GET /me/v1/authentication-methods/{id}: one of the user's methods (`not_found` for anyone else's). */
  getAuthenticationMethod(id: string): Promise<AuthenticationMethod>;
  getAuthenticationMethod(id: string, callback: Callback<AuthenticationMethod>): void;
  getAuthenticationMethod(
    id: string,
    callback?: Callback<AuthenticationMethod>,
  ): Promise<AuthenticationMethod> | void {
    return this.#send({ method: 'GET' }, methodPath(id), callback);
  }

  /** DELETE /me/v1/authentication-methods/{id}: any method of the user (delete:me:authentication_methods). */
  deleteAuthenticationMethod(id: string): Promise<void>;
  deleteAuthenticationMethod(id: string, callback: Callback<void>): void;
  deleteAuthenticationMethod(id: string, callback?: Callback<void>): Promise<void> | void {
    return this.#send({ method: 'DELETE' }, methodPath(id), callback, () => undefined);
  }

  /**
   * POST /me/v1/authentication-methods `{type: 'totp'}`: starts enrolling an authenticator app. Show
   * `barcodeUri` as a QR code and `manualInputCode` as text, then call `verifyTotp` with the app's first
   * code (create:me:authentication_methods).
   */
  enrolTotp(): Promise<TotpEnrolment>;
  enrolTotp(callback: Callback<TotpEnrolment>): void;
  enrolTotp(callback?: Callback<TotpEnrolment>): Promise<TotpEnrolment> | void {
    checkCallback(callback);
    const enrolment = this.#startEnrolment('totp').then(({ answer, ...started }) => {
      const barcodeUri = answer['barcode_uri'];
      const manual = answer['manual_input_code'];
      if (typeof barcodeUri !== 'string') throw invalidEnrolment();
      return { ...started, barcodeUri, ...(typeof manual === 'string' ? { manualInputCode: manual } : {}) };
    });
    return settle(enrolment, callback);
  }

  /**
   * POST `{location}/verify` `{auth_session, otp_code}`: confirms the authenticator app with a code it
   * shows. Resolves with the method; a wrong code is `invalid_grant` (the enrolment stays open until
   * it expires), an expired enrolment another error of the service.
   */
  verifyTotp(
    enrolment: Pick<TotpEnrolment, 'location' | 'authSession'>,
    otp: string,
  ): Promise<AuthenticationMethod>;
  verifyTotp(
    enrolment: Pick<TotpEnrolment, 'location' | 'authSession'>,
    otp: string,
    callback: Callback<AuthenticationMethod>,
  ): void;
  verifyTotp(
    enrolment: Pick<TotpEnrolment, 'location' | 'authSession'>,
    otp: string,
    callback?: Callback<AuthenticationMethod>,
  ): Promise<AuthenticationMethod> | void {
    const { url, authSession } = this.#verifyTarget(enrolment, 'verifyTotp');
    const body = { auth_session: authSession, otp_code: requiredString(otp, 'otp') };
    return this.#send({ method: 'POST', body }, url, callback);
  }

  /**
   * POST /me/v1/authentication-methods `{type: 'recovery-code'}`: a new recovery code, answered once.
   * Show it (copy, download), then `confirmRecoveryCode` once the user saved it.
   */
  enrolRecoveryCode(): Promise<RecoveryCodeEnrolment>;
  enrolRecoveryCode(callback: Callback<RecoveryCodeEnrolment>): void;
  enrolRecoveryCode(callback?: Callback<RecoveryCodeEnrolment>): Promise<RecoveryCodeEnrolment> | void {
    checkCallback(callback);
    const enrolment = this.#startEnrolment('recovery-code').then(({ answer, ...started }) => {
      const recoveryCode = answer['recovery_code'];
      if (typeof recoveryCode !== 'string') throw invalidEnrolment();
      return { ...started, recoveryCode };
    });
    return settle(enrolment, callback);
  }

  /** POST `{location}/verify` `{auth_session}`: the user saved the recovery code; resolves with the method. */
  confirmRecoveryCode(
    enrolment: Pick<RecoveryCodeEnrolment, 'location' | 'authSession'>,
  ): Promise<AuthenticationMethod>;
  confirmRecoveryCode(
    enrolment: Pick<RecoveryCodeEnrolment, 'location' | 'authSession'>,
    callback: Callback<AuthenticationMethod>,
  ): void;
  confirmRecoveryCode(
    enrolment: Pick<RecoveryCodeEnrolment, 'location' | 'authSession'>,
    callback?: Callback<AuthenticationMethod>,
  ): Promise<AuthenticationMethod> | void {
    const { url, authSession } = this.#verifyTarget(enrolment, 'confirmRecoveryCode');
    return this.#send({ method: 'POST', body: { auth_session: authSession } }, url, callback);
  }

  /**
   * POST /me/v1/authentication-methods `{type}`: the answer, its `auth_session`, and the method's
   * location (the `Location` header, on the service) and id.
   */
  async #startEnrolment(
    type: 'totp' | 'recovery-code',
  ): Promise<{ id: string; location: string; authSession: string; answer: Record<string, unknown> }> {
    let header: string | null = null;
    const answer = await this.#request<unknown>(
      { method: 'POST', body: { type }, onHeaders: (headers) => (header = headers.get('location')) },
      METHODS,
    );
    if (!isPlainObject(answer) || typeof answer['auth_session'] !== 'string') throw invalidEnrolment();
    const given = header ?? (typeof answer['location'] === 'string' ? answer['location'] : null);
    const location = given === null ? '' : new URL(given, this.#base).href;
    if (!location.startsWith(`${this.#base}${METHODS}/`)) {
      throw new AuthError({
        code: 'invalid_response',
        description: 'The enrolment location is not on the service.',
      });
    }
    const id = decodeURIComponent(location.slice(`${this.#base}${METHODS}/`.length));
    return { id, location, authSession: answer['auth_session'], answer };
  }

  /** `{location}/verify` for an enrolment (a TypeError when it is not one, or not on this service). */
  #verifyTarget(enrolment: unknown, method: string): { url: string; authSession: string } {
    const raw = checkOptions(enrolment, method);
    const given = requiredString(raw['location'], 'location');
    const authSession = requiredString(raw['authSession'], 'authSession');
    let location = '';
    try {
      location = new URL(given).href;
    } catch {
      // not a URL: refused below
    }
    if (!location.startsWith(`${this.#base}${METHODS}/`)) {
      throw new TypeError('"location" must be the enrolment\'s location on this service');
    }
    return { url: `${location}/verify`, authSession };
  }

  /** One request with the bearer token and telemetry, to a path under /me/v1 or an absolute URL. */
  #request<T>(init: Pick<HttpRequest, 'method' | 'body' | 'onHeaders'>, path: string): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.#token}` };
    if (this.#telemetry !== undefined) headers[TELEMETRY_HEADER] = this.#telemetry;
    const url = path.startsWith('/') ? `${this.#base}${path}` : path;
    return request<T>({ ...init, headers, url, timeoutMs: this.#timeoutMs }).catch((error: unknown) => {
      throw problemError(error);
    });
  }

  /** A request whose answer (shaped by `pick`) settles the Promise or the callback. */
  #send<T, B = T>(
    init: Pick<HttpRequest, 'method' | 'body'>,
    path: string,
    callback: Callback<T> | undefined,
    pick: (body: B) => T = (body) => body as unknown as T,
  ): Promise<T> | void {
    if (callback !== undefined && typeof callback !== 'function') {
      throw new TypeError('The callback must be a function');
    }
    return settle(this.#request<B>(init, path).then(pick), callback);
  }
}
