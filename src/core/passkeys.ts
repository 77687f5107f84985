// Passkeys: `webAuth.passkeys`, sign-up and log-in with a passkey at the identity service (its passkey
// API) and feature detection. Each method checks its arguments at once (a TypeError) and loads the
// ceremony code (./lib/passkeys.ts) on first use. Every asynchronous method returns a Promise, or calls
// a node-style callback.
import type { AuthResult, Callback } from './types.js';
import { bindMethods, settle, splitArgs } from './lib/callback.js';
import type { CoreContext } from './lib/context.js';
import { loadPasskeys } from './lib/on-demand.js';
import { checkOptions, optionalString, requiredString } from './lib/validate.js';

/** What a passkey log-in and sign-up may set for the tokens, as the other flows do. */
export interface PasskeyTokenOptions {
  /** A database connection with passkeys; default: the client's first one. */
  realm?: string;
  /** Default: the constructor's `scope`, else `openid profile email` (plus offline_access with refresh tokens). */
  scope?: string;
  /** Default: the constructor's `audience`. */
  audience?: string;
}

/** Options of `webAuth.passkeys.signup()`: the new user's profile. */
export interface PasskeySignupOptions extends PasskeyTokenOptions {
  email: string;
  name?: string;
  givenName?: string;
  familyName?: string;
  nickname?: string;
  picture?: string;
}

/** Options of `webAuth.passkeys.login()`. */
export interface PasskeyLoginOptions extends PasskeyTokenOptions {
  /**
   * `'conditional'`: autofill. The browser offers the passkeys in the list of an input with
   * `autocomplete="username webauthn"` and the Promise settles when one is picked. Cancel it with `signal`
   * before any other WebAuthn call (the core's own ceremonies cancel it themselves).
   */
  mediation?: 'conditional';
  /** Cancels the request (`passkey_cancelled`). */
  signal?: AbortSignal;
}

/** The options' profile fields and their wire names in `user_profile`. */
const PROFILE: Record<string, string> = {
  email: 'email',
  name: 'name',
  givenName: 'given_name',
  familyName: 'family_name',
  nickname: 'nickname',
  picture: 'picture',
};

function tokenOptions(raw: Record<string, unknown>): PasskeyTokenOptions {
  return {
    realm: optionalString(raw['realm'], 'realm'),
    scope: optionalString(raw['scope'], 'scope'),
    audience: optionalString(raw['audience'], 'audience'),
  } as PasskeyTokenOptions;
}

export class Passkeys {
  readonly #ctx: CoreContext;

  constructor(ctx: CoreContext) {
    this.#ctx = ctx;
    bindMethods(this, Passkeys.prototype);
  }

  /** Whether this browser has WebAuthn; false on a server. */
  isSupported(): boolean {
    return (
      typeof globalThis.PublicKeyCredential === 'function' &&
      typeof globalThis.navigator?.credentials?.get === 'function'
    );
  }

  /** Resolves whether the browser offers passkeys in autofill (`mediation: 'conditional'`); false on a server. */
  isConditionalSupported(): Promise<boolean> {
    const check = this.isSupported() && PublicKeyCredential.isConditionalMediationAvailable;
    return check
      ? PublicKeyCredential.isConditionalMediationAvailable().catch(() => false)
      : Promise.resolve(false);
  }

  /**
   * Signs a new user up with a passkey: POST /passkey/register, the browser creates the passkey, the
   * token exchange. Resolves with the usual AuthResult (the ID token verified); `user_exists` for a
   * known e-mail, `passkey_cancelled` when the user cancels.
   */
  signup(options: PasskeySignupOptions, callback: Callback<AuthResult>): void;
  signup(options: PasskeySignupOptions): Promise<AuthResult>;
  signup(options: PasskeySignupOptions, callback?: Callback<AuthResult>): Promise<AuthResult> | void {
    const raw = checkOptions(options, 'passkeys.signup');
    const profile: Record<string, string> = { email: requiredString(raw['email'], 'email') };
    for (const [name, wire] of Object.entries(PROFILE)) {
      const value = optionalString(raw[name], name);
      if (value) profile[wire] = value;
    }
    const input = { ...tokenOptions(raw), profile };
    if (callback !== undefined && typeof callback !== 'function') {
      throw new TypeError('The callback must be a function');
    }
    const ctx = this.#ctx;
    return settle(
      loadPasskeys().then(({ passkeySignup }) => passkeySignup(ctx, input)),
      callback,
    );
  }

  /**
   * Logs in with a passkey the browser offers (discoverable credentials): POST /passkey/challenge, the
   * browser's prompt (or autofill with `mediation: 'conditional'`), the token exchange. Resolves with the
   * usual AuthResult; `passkey_cancelled` when cancelled, timed out or no passkey is on the device.
   */
  login(options?: PasskeyLoginOptions): Promise<AuthResult>;
  login(callback: Callback<AuthResult>): void;
  login(options: PasskeyLoginOptions | undefined, callback: Callback<AuthResult>): void;
  login(
    optionsOrCallback?: PasskeyLoginOptions | Callback<AuthResult>,
    maybeCallback?: Callback<AuthResult>,
  ): Promise<AuthResult> | void {
    const [options = {}, callback] = splitArgs<PasskeyLoginOptions, AuthResult>(
      optionsOrCallback,
      maybeCallback,
    );
    const raw = checkOptions(options, 'passkeys.login');
    const { mediation, signal } = raw;
    if (mediation !== undefined && mediation !== 'conditional') {
      throw new TypeError('"mediation" option must be "conditional" or left out');
    }
    if (signal !== undefined && !(signal instanceof AbortSignal)) {
      throw new TypeError('"signal" option must be an AbortSignal');
    }
    const input = { ...tokenOptions(raw), mediation, signal } as PasskeyLoginOptions;
    const ctx = this.#ctx;
    return settle(
      loadPasskeys().then(({ passkeyLogin }) => passkeyLogin(ctx, input)),
      callback,
    );
  }
}
