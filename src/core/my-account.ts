// MyAccount: the client for the identity service's My Account API (`{origin}/me/v1`), the signed-in
// user's own authentication methods, created from the tenant's domain and an access token for the
// audience `{origin}/me/` (scopes `create|read|update|delete:me:authentication_methods`, `read:me:factors`).
// The passkey methods: list, read, enrol (the whole ceremony), rename, delete; the second factors: an
// authenticator app (TOTP: enrol, then verify with its first code) and a recovery code (enrol, shown once,
// then confirm); every method of any type: list (all, or of one type), read, delete; and the factors the
// tenant offers. Each method checks its arguments at once (a TypeError) and loads the requests
// (./lib/my-account-api.ts) on first use; every one returns a Promise, or calls a node-style callback given
// as its last argument. The service's problem documents become AuthErrors (their `type` as `error`,
// `detail` as the description).
import type { Callback } from './types.js';
import { answer, bearerApi } from './lib/bearer-api.js';
import type { BearerApi, BearerOptions } from './lib/bearer-api.js';
import { bindMethods, splitArgs } from './lib/callback.js';
import type * as Api from './lib/my-account-api.js';
import { loaded } from './lib/loaded.js';
import { chunks } from './lib/on-demand.js';
import { checkOptions, requiredString } from './lib/validate.js';

/** The My Account API's requests, at a MyAccount's first call (see ./lib/on-demand.ts). */
const loadMyAccountApi = (): Promise<typeof Api> =>
  loaded(import('./lib/my-account-api.js'), 'the My Account API');

/** Options of `new MyAccount(options)`. */
export interface MyAccountOptions extends BearerOptions {
  /** An access token for the audience `{origin}/me/`. */
  token: string;
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

/** Where the user's methods are, under /me/v1 (the requests' chunk names it too). */
const METHODS = '/authentication-methods';

/** `/authentication-methods/{id}`: the id percent-encoded (`passkey|dev_1` stays one path segment). */
function methodPath(id: string): string {
  return `${METHODS}/${encodeURIComponent(requiredString(id, 'id'))}`;
}

export class MyAccount {
  readonly #api: BearerApi;

  /** Throws a TypeError when an option is missing or mistyped. */
  constructor(options: MyAccountOptions) {
    this.#api = bearerApi(options, 'MyAccount', '/me/v1');
    bindMethods(this, MyAccount.prototype);
  }

  /** GET /me/v1/factors: the factors the tenant offers (read:me:factors). */
  getFactors(): Promise<Factor[]>;
  getFactors(callback: Callback<Factor[]>): void;
  getFactors(callback?: Callback<Factor[]>): Promise<Factor[]> | void {
    return this.#run(callback, (api) => api.getFactors(this.#api));
  }

  /** GET /me/v1/authentication-methods?type=passkey: the user's passkeys (read:me:authentication_methods). */
  getPasskeys(): Promise<PasskeyMethod[]>;
  getPasskeys(callback: Callback<PasskeyMethod[]>): void;
  getPasskeys(callback?: Callback<PasskeyMethod[]>): Promise<PasskeyMethod[]> | void {
    return this.#run(callback, (api) => api.getMethods(this.#api, 'passkey') as Promise<PasskeyMethod[]>);
  }

  /** GET /me/v1/authentication-methods/{id}: one of the user's passkeys (`not_found` for anyone else's). */
  getPasskey(id: string): Promise<PasskeyMethod>;
  getPasskey(id: string, callback: Callback<PasskeyMethod>): void;
  getPasskey(id: string, callback?: Callback<PasskeyMethod>): Promise<PasskeyMethod> | void {
    return this.#method({ method: 'GET' }, methodPath(id), callback);
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
    return this.#run(callback, (api) => api.enrolPasskey(this.#api, chunks, mediation, signal));
  }

  /** PATCH /me/v1/authentication-methods/{id} `{name}`: renames a passkey (update:me:authentication_methods). */
  renamePasskey(id: string, name: string): Promise<PasskeyMethod>;
  renamePasskey(id: string, name: string, callback: Callback<PasskeyMethod>): void;
  renamePasskey(id: string, name: string, callback?: Callback<PasskeyMethod>): Promise<PasskeyMethod> | void {
    const path = methodPath(id);
    const body = { name: requiredString(name, 'name') };
    return this.#method({ method: 'PATCH', body }, path, callback);
  }

  /** DELETE /me/v1/authentication-methods/{id}: the passkey no longer signs in (delete:me:authentication_methods). */
  deletePasskey(id: string): Promise<void>;
  deletePasskey(id: string, callback: Callback<void>): void;
  deletePasskey(id: string, callback?: Callback<void>): Promise<void> | void {
    return this.#method({ method: 'DELETE' }, methodPath(id), callback);
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
    if (type !== undefined) requiredString(type, 'type');
    return this.#run(done, (api) => api.getMethods(this.#api, type));
  }

  /** GET /me/v1/authentication-methods/{id}: one of the user's methods (`not_found` for anyone else's). */
  getAuthenticationMethod(id: string): Promise<AuthenticationMethod>;
  getAuthenticationMethod(id: string, callback: Callback<AuthenticationMethod>): void;
  getAuthenticationMethod(
    id: string,
    callback?: Callback<AuthenticationMethod>,
  ): Promise<AuthenticationMethod> | void {
    return this.#method({ method: 'GET' }, methodPath(id), callback);
  }

  /** DELETE /me/v1/authentication-methods/{id}: any method of the user (delete:me:authentication_methods). */
  deleteAuthenticationMethod(id: string): Promise<void>;
  deleteAuthenticationMethod(id: string, callback: Callback<void>): void;
  deleteAuthenticationMethod(id: string, callback?: Callback<void>): Promise<void> | void {
    return this.#method({ method: 'DELETE' }, methodPath(id), callback);
  }

  /**
   * POST /me/v1/authentication-methods `{type: 'totp'}`: starts enrolling an authenticator app. Show
   * `barcodeUri` as a QR code and `manualInputCode` as text, then call `verifyTotp` with the app's first
   * code (create:me:authentication_methods).
   */
  enrolTotp(): Promise<TotpEnrolment>;
  enrolTotp(callback: Callback<TotpEnrolment>): void;
  enrolTotp(callback?: Callback<TotpEnrolment>): Promise<TotpEnrolment> | void {
    return this.#run(callback, (api) => api.enrolTotp(this.#api));
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
    return this.#method({ method: 'POST', body }, url, callback);
  }

  /**
   * POST /me/v1/authentication-methods `{type: 'recovery-code'}`: a new recovery code, answered once.
   * Show it (copy, download), then `confirmRecoveryCode` once the user saved it.
   */
  enrolRecoveryCode(): Promise<RecoveryCodeEnrolment>;
  enrolRecoveryCode(callback: Callback<RecoveryCodeEnrolment>): void;
  enrolRecoveryCode(callback?: Callback<RecoveryCodeEnrolment>): Promise<RecoveryCodeEnrolment> | void {
    return this.#run(callback, (api) => api.enrolRecoveryCode(this.#api));
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
    return this.#method({ method: 'POST', body: { auth_session: authSession } }, url, callback);
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
    if (!location.startsWith(`${this.#api.base}${METHODS}/`)) {
      throw new TypeError('"location" must be the enrolment\'s location on this service');
    }
    return { url: `${location}/verify`, authSession };
  }

  /** One method's request (a path under /me/v1, or a `{location}/verify` URL), once the callback is checked. */
  #method<T>(
    init: Parameters<typeof Api.method>[1],
    path: string,
    callback: Callback<T> | undefined,
  ): Promise<T> | void {
    return this.#run(callback, (api) => api.method<T>(this.#api, init, path));
  }

  /** The callback checked, then `send` with the requests' chunk (./lib/my-account-api.ts), loaded then. */
  #run<T>(callback: Callback<T> | undefined, send: (api: typeof Api) => Promise<T>): Promise<T> | void {
    return answer(callback, () => loadMyAccountApi().then(send));
  }
}
