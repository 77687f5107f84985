// Passkeys: `webAuth.passkeys`, sign-up and log-in with a passkey at the identity service (its passkey
// API) and feature detection. Each method checks its arguments at once (a TypeError) and loads the
// ceremony code (./lib/webauthn.ts) on first use. Every asynchronous method returns a Promise, or calls
// a node-style callback.
import type { AuthResult, Callback } from './types.js';
import { bindMethods, settle, splitArgs } from './lib/callback.js';
import type { CoreContext } from './lib/context.js';
import { checkOptions, optionalString, requiredString } from './lib/validate.js';
import { contextOf } from './web-auth-base.js';
import type { WebAuthBase } from './web-auth-base.js';

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

/**
 * The options as a copy, once every option but `signal` is checked to be a string (a TypeError naming the
 * first that is not).
 */
function checked(options: unknown, method: string): Record<string, unknown> {
  const raw = checkOptions(options, method);
  for (const [name, value] of Object.entries(raw)) if (name !== 'signal') optionalString(value, name);
  return { ...raw };
}

export class Passkeys {
  readonly #ctx: CoreContext;

  constructor(ctx: CoreContext) {
    this.#ctx = ctx;
    bindMethods(this, Passkeys.prototype);
  }

  /** Whether this browser has WebAuthn (only in secure contexts); false on a server. */
  isSupported(): boolean {
    return typeof PublicKeyCredential === 'function';
  }

  /** Resolves whether the browser offers passkeys in autofill (`mediation: 'conditional'`); false on a server. */
  isConditionalSupported(): Promise<boolean> {
    return this.#ctx.load.passkeys().then(
      ({ conditionalSupported }) => conditionalSupported(),
      () => false,
    );
  }

  /**
   * Signs a new user up with a passkey: POST /passkey/register, the browser creates the passkey, the
   * token exchange. Resolves with the usual AuthResult (the ID token verified); `user_exists` for a
   * known e-mail, `passkey_cancelled` when the user cancels.
   */
  signup(options: PasskeySignupOptions, callback: Callback<AuthResult>): void;
  signup(options: PasskeySignupOptions): Promise<AuthResult>;
  signup(options: PasskeySignupOptions, callback?: Callback<AuthResult>): Promise<AuthResult> | void {
    const raw = checked(options, 'passkeys.signup');
    requiredString(raw['email'], 'email');
    return this.#run('passkeySignup', raw, splitArgs(options, callback)[1]);
  }

  /**
   * Logs in with a passkey the browser offers (discoverable credentials): POST /passkey/challenge, the
   * browser's prompt (or autofill with `mediation: 'conditional'`), the token exchange. Resolves with the
   * usual AuthResult; `passkey_cancelled` when cancelled or no passkey is on the device, `passkey_timeout` when
   * the browser's request timed out, `passkey_not_allowed` when the browser does not allow the service's
   * passkeys on this page.
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
    const raw = checked(options, 'passkeys.login');
    const { mediation, signal } = raw;
    if (
      (mediation && mediation !== 'conditional') ||
      (signal !== undefined && !(signal instanceof AbortSignal))
    ) {
      throw new TypeError('"mediation" or "signal" option is wrong');
    }
    return this.#run('passkeyLogin', raw, callback);
  }

  /** Runs a ceremony of the passkey chunk with checked options (and a checked callback). */
  #run(
    name: Ceremony,
    options: Record<string, unknown>,
    callback: Callback<AuthResult> | undefined,
  ): Promise<AuthResult> | void {
    return settle(ceremony(this.#ctx, name, options), callback);
  }
}

type Ceremony = 'passkeySignup' | 'passkeyLogin';

/** A ceremony of the passkey chunk, loaded on first use. */
const ceremony = (ctx: CoreContext, name: Ceremony, options: object): Promise<AuthResult> =>
  ctx.load.passkeys().then((chunk) => chunk[name](ctx, options as Record<string, unknown>));

/**
 * The elements' passkey log-in and sign-up over their client: the ceremonies without this facade's
 * argument checks (the elements build the options themselves), so their passkey UI carries no facade
 * (about 0.3 KB gzip of the passkey page's growth, measured with the CDN autoloader).
 */
export const passkeyCeremony = (
  client: WebAuthBase,
  name: Ceremony,
  options: PasskeyLoginOptions | PasskeySignupOptions,
): Promise<AuthResult> => ceremony(contextOf(client), name, options);
