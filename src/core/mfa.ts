// Mfa: the second factor at the identity service's MFA API, as `webAuth.mfa` or `new Mfa({ domain,
// clientID })`. A grant that needs a second factor fails with the AuthError `mfa_required`, whose
// `mfaToken` these methods take: list the user's authenticators, enrol an authenticator app, start a
// challenge, and verify a code (or a recovery code) for the tokens the grant would have answered. Each
// method checks its arguments at once (a TypeError) and loads the requests (./lib/mfa-api.ts) on first use;
// every one returns a Promise, or calls a node-style callback given as its last argument.
import type { AuthResult, Callback, WebAuthOptions } from './types.js';
import { bindMethods, settle, splitArgs } from './lib/callback.js';
import { createContext } from './lib/context.js';
import type { CoreContext } from './lib/context.js';
import { checkOptions, requiredString } from './lib/validate.js';
import { contextOf } from './web-auth-base.js';
import type { WebAuthBase } from './web-auth-base.js';

/** Options of `new Mfa(options)`: those of `new WebAuth()`; `domain` and `clientID` are required. */
export type MfaOptions = WebAuthOptions;

/** One of the user's authenticators (`GET /mfa/authenticators`). */
export interface MfaAuthenticator {
  /** `totp|dev_…`, `recovery-code|dev_…`: what `challenge({ authenticatorId })` takes. */
  id: string;
  authenticatorType: 'otp' | 'oob' | 'recovery-code';
  /** Whether the enrolment was confirmed (an unconfirmed authenticator app is not active). */
  active: boolean;
  name?: string;
  /** For `oob` authenticators: `sms`, `voice`, `auth0`, `email`. */
  oobChannel?: string;
  /** The factor, as `mfaRequirements.challenge` names it, when the service says. */
  type?: string;
  /** ISO 8601: when it was enrolled, and last used to sign in. */
  createdAt?: string;
  lastAuth?: string;
}

/** Options of `mfa.enroll()`: an authenticator app (TOTP). */
export interface MfaEnrollOptions {
  mfaToken: string;
  factorType: 'otp';
}

/** The new authenticator app (`POST /mfa/associate`): show `barcodeUri` as a QR code, or `secret` as text. */
export interface MfaOtpEnrollment {
  authenticatorType: 'otp';
  /** The shared key, base32. */
  secret: string;
  /** `otpauth://totp/…`: the same key for a QR code. */
  barcodeUri: string;
  /** When this is the user's first factor: the recovery code(s), shown once. */
  recoveryCodes?: string[];
  id?: string;
}

/** Options of `mfa.challenge()`. */
export interface MfaChallengeOptions {
  mfaToken: string;
  /** `otp` for an authenticator app. */
  challengeType: 'otp' | 'oob';
  /** One of `getAuthenticators()`'s ids; default: the service's choice. */
  authenticatorId?: string;
}

/** The started challenge (`POST /mfa/challenge`). */
export interface MfaChallenge {
  challengeType: 'otp' | 'oob';
  oobCode?: string;
  bindingMethod?: string;
}

/** Options of `mfa.verify()`: the token and either a code from the app or a recovery code. */
export type MfaVerifyOptions = { mfaToken: string } & (
  { otp: string; recoveryCode?: undefined } | { recoveryCode: string; otp?: undefined }
);

/** A verified result: the ID token checked as every other; after a recovery code, the user's new one. */
export interface MfaAuthResult extends AuthResult {
  /** After `verify({ recoveryCode })`: the recovery code that replaces the used one; show it once. */
  recoveryCode?: string;
}

/** The chunk's requests, by the facade's method names. */
type Method = 'getAuthenticators' | 'enroll' | 'challenge' | 'verify';

export class Mfa {
  readonly #ctx: CoreContext;

  /**
   * @param options The same options as `new WebAuth(options)` (`domain`, `clientID`; `useRefreshTokens`
   *   keeps a verified result's refresh token as the WebAuth's own).
   * @param context Internal: the state shared with the WebAuth that owns this client.
   */
  constructor(options: MfaOptions, context?: CoreContext) {
    this.#ctx = context ?? createContext(options);
    bindMethods(this, Mfa.prototype);
  }

  /** GET /mfa/authenticators: the user's authenticators (active or not). */
  getAuthenticators(mfaToken: string): Promise<MfaAuthenticator[]>;
  getAuthenticators(mfaToken: string, callback: Callback<MfaAuthenticator[]>): void;
  getAuthenticators(
    mfaToken: string,
    callback?: Callback<MfaAuthenticator[]>,
  ): Promise<MfaAuthenticator[]> | void {
    return this.#run('getAuthenticators', { mfaToken }, callback);
  }

  /**
   * POST /mfa/associate: enrols an authenticator app (`factorType: 'otp'`, the only one the local
   * service has). Confirm it with `verify({ mfaToken, otp })` and a first code from the app.
   */
  enroll(options: MfaEnrollOptions): Promise<MfaOtpEnrollment>;
  enroll(options: MfaEnrollOptions, callback: Callback<MfaOtpEnrollment>): void;
  enroll(options: MfaEnrollOptions, callback?: Callback<MfaOtpEnrollment>): Promise<MfaOtpEnrollment> | void {
    return this.#run('enroll', options, callback, ['factorType'], ['otp']);
  }

  /** POST /mfa/challenge: asks for a code (an authenticator app answers at once: nothing is sent). */
  challenge(options: MfaChallengeOptions): Promise<MfaChallenge>;
  challenge(options: MfaChallengeOptions, callback: Callback<MfaChallenge>): void;
  challenge(options: MfaChallengeOptions, callback?: Callback<MfaChallenge>): Promise<MfaChallenge> | void {
    return this.#run('challenge', options, callback, ['challengeType', 'authenticatorId'], ['otp', 'oob']);
  }

  /**
   * POST /oauth/token with the `mfa-otp` grant (`otp`: a code from the app) or the `mfa-recovery-code`
   * grant (`recoveryCode`): resolves with the tokens the first grant would have answered, the ID token
   * verified. After a recovery code the result carries the user's new one (`recoveryCode`). A wrong code
   * is `invalid_grant`; too many are `too_many_attempts`; a used or old token `expired_token` or
   * `invalid_grant`.
   */
  verify(options: MfaVerifyOptions): Promise<MfaAuthResult>;
  verify(options: MfaVerifyOptions, callback: Callback<MfaAuthResult>): void;
  verify(options: MfaVerifyOptions, callback?: Callback<MfaAuthResult>): Promise<MfaAuthResult> | void {
    const raw = checkOptions(options, 'mfa.verify');
    if ((raw['otp'] === undefined) === (raw['recoveryCode'] === undefined)) {
      throw new TypeError('mfa.verify takes either "otp" or "recoveryCode"');
    }
    return this.#run('verify', raw, callback, ['otp', 'recoveryCode']);
  }

  /**
   * Checks the options (a TypeError at once: `mfaToken` and the first of `names` required, the others
   * non-empty strings when given; the first one of `allowed` when that is given) and the callback, then
   * runs the chunk's request.
   */
  #run<T>(
    method: Method,
    options: unknown,
    callback: Callback<T> | undefined,
    names: string[] = [],
    allowed?: string[],
  ): Promise<T> | void {
    const raw = checkOptions(options, `mfa.${method}`);
    const fields: Record<string, string> & { mfaToken: string } = {
      mfaToken: requiredString(raw['mfaToken'], 'mfaToken'),
    };
    names.forEach((name, index) => {
      if (raw[name] !== undefined || (index === 0 && method !== 'verify')) {
        fields[name] = requiredString(raw[name], name);
      }
    });
    const first = names[0]!;
    if (allowed && !allowed.includes(fields[first]!)) {
      throw new TypeError(`"${first}" option must be ${allowed.join(' or ')}`);
    }
    const done = splitArgs(options, callback)[1];
    const ctx = this.#ctx;
    return settle(
      ctx.load.mfa().then((chunk) => chunk[method](ctx, fields) as Promise<T>),
      done,
    );
  }
}

/**
 * The elements' second-factor verification over their client: the MFA API's `verify` without this
 * facade's argument checks (the step builds the options itself), so the step's file carries no facade
 * (about 0.4 KB gzip of it, measured with the CDN autoloader).
 */
export function mfaVerify(client: WebAuthBase, options: MfaVerifyOptions): Promise<MfaAuthResult> {
  const ctx = contextOf(client);
  const fields = options as unknown as Record<string, string> & { mfaToken: string };
  return ctx.load.mfa().then((chunk) => chunk.verify(ctx, fields));
}
