// Automatic session renewal: checkSession on a timer, never more often than once per 15 minutes (the
// service's limit for this call). The limit is kept per WebAuth object, so several renewers sharing one
// WebAuth (say, two <auth-provider> elements with the same configuration) share it too.
import type { AuthError } from './errors.js';
import type { AuthResult, CheckSessionOptions } from './types.js';
import { toAuthError } from './errors.js';
import { checkOptions } from './lib/validate.js';

/** 15 minutes: the shortest interval allowed between two automatic checkSession calls. */
export const MIN_RENEWAL_INTERVAL_MS = 15 * 60_000;

/** What the renewer needs of a WebAuth. */
export interface SessionRenewalTarget {
  checkSession(options?: CheckSessionOptions): Promise<AuthResult>;
  renewTokens?(options?: CheckSessionOptions): Promise<AuthResult>;
}

export interface SessionRenewerOptions {
  /** Milliseconds between renewals. Default and minimum {@link MIN_RENEWAL_INTERVAL_MS} (15 minutes). */
  interval?: number;
  /** Renew as soon as `start()` is called (when the last renewal is old enough). Default false. */
  immediate?: boolean;
  /** The options of each checkSession call (audience, scope, timeout, ...). */
  checkSessionOptions?: CheckSessionOptions;
  /**
   * Renew with `webAuth.renewTokens` (refresh tokens of a WebAuth with `useRefreshTokens`, falling
   * back to checkSession) instead of `checkSession`. Default false.
   */
  refreshTokens?: boolean;
  /** Called with each renewed result. */
  onRenew?: (result: AuthResult) => void;
  /**
   * Called with each failure (for example `login_required` once the session has ended). Renewal goes
   * on; call `stop()` here to end it.
   */
  onError?: (error: AuthError) => void;
}

export interface SessionRenewer {
  /** Schedules renewals. Calling it while running does nothing. */
  start(): void;
  /** Cancels the next renewal; the result of a call in flight is dropped. */
  stop(): void;
  readonly running: boolean;
  /** Epoch milliseconds of the next scheduled renewal; null when stopped or while a call is in flight. */
  readonly nextRenewalAt: number | null;
}

/** When each WebAuth last started an automatic renewal (epoch ms). */
const lastRenewal = new WeakMap<SessionRenewalTarget, number>();

/**
 * Renews the session with `webAuth.checkSession` every `interval` (at least 15 minutes) while started.
 *
 * ```ts
 * const renewer = createSessionRenewer(webAuth, { onRenew: store, onError: (e) => e.code === 'login_required' && renewer.stop() });
 * renewer.start();
 * ```
 */
export function createSessionRenewer(
  webAuth: SessionRenewalTarget,
  options: SessionRenewerOptions = {},
): SessionRenewer {
  if (typeof webAuth !== 'object' || webAuth === null || typeof webAuth.checkSession !== 'function') {
    throw new TypeError('createSessionRenewer needs a WebAuth (an object with checkSession)');
  }
  checkOptions(options, 'createSessionRenewer');
  const interval = options.interval ?? MIN_RENEWAL_INTERVAL_MS;
  if (typeof interval !== 'number' || !Number.isFinite(interval) || interval < MIN_RENEWAL_INTERVAL_MS) {
    throw new TypeError(
      `"interval" option must be at least ${MIN_RENEWAL_INTERVAL_MS} ms (15 minutes): checkSession is rate limited`,
    );
  }
  if (options.refreshTokens && typeof webAuth.renewTokens !== 'function') {
    throw new TypeError('"refreshTokens" option needs a WebAuth with renewTokens');
  }
  for (const name of ['onRenew', 'onError'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'function') {
      throw new TypeError(`"${name}" option must be a function`);
    }
  }

  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextAt: number | null = null;
  // Bumped by stop(): a call started before it does not report or reschedule.
  let generation = 0;

  const schedule = (earliest: number): void => {
    const last = lastRenewal.get(webAuth);
    nextAt = last === undefined ? earliest : Math.max(earliest, last + interval);
    timer = setTimeout(() => void renew(), Math.max(0, nextAt - Date.now()));
  };

  const renew = async (): Promise<void> => {
    timer = undefined;
    const now = Date.now();
    const last = lastRenewal.get(webAuth);
    if (last !== undefined && now - last < interval) {
      // Another renewer of the same WebAuth renewed meanwhile.
      schedule(now);
      return;
    }
    lastRenewal.set(webAuth, now);
    nextAt = null;
    const current = generation;
    let result: AuthResult | undefined;
    let failure: AuthError | undefined;
    try {
      result = await (options.refreshTokens
        ? webAuth.renewTokens!(options.checkSessionOptions)
        : webAuth.checkSession(options.checkSessionOptions));
    } catch (error) {
      failure = toAuthError(error);
    }
    if (current !== generation || !running) return;
    schedule(Date.now());
    if (failure) options.onError?.(failure);
    else options.onRenew?.(result!);
  };

  return {
    start() {
      if (running) return;
      running = true;
      const now = Date.now();
      schedule(options.immediate ? now : now + interval);
    },
    stop() {
      if (!running) return;
      running = false;
      generation += 1;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      nextAt = null;
    },
    get running() {
      return running;
    },
    get nextRenewalAt() {
      return nextAt;
    },
  };
}
