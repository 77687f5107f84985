// The service's clock in tests: pass `now` as startEmulator's `now`, and move it forward instead of
// sleeping. Frozen (it moves only when a test says so) or running (real time, plus every advance).

/** A clock for the service's `now` option: milliseconds since the epoch, moved forward by {@link advance}. */
export class TestClock {
  #start: number;
  #offset = 0;
  readonly #running: boolean;
  readonly #realStart = Date.now();

  /**
   * @param start - the time it shows first (default: now).
   * @param options.running - follow real time from `start` (default: frozen at `start`).
   */
  constructor(start = Date.now(), { running = false }: { running?: boolean } = {}) {
    this.#start = start;
    this.#running = running;
  }

  /** Milliseconds since the epoch (pass as startEmulator's `now`). */
  readonly now = (): number =>
    this.#start + this.#offset + (this.#running ? Date.now() - this.#realStart : 0);

  /** Seconds since the epoch, as the service stores expiries. */
  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Moves the clock forward by `ms` milliseconds (codes, sessions, invitations and tokens expire). */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`A clock moves forward only (advance(${ms}))`);
    this.#offset += ms;
  }
}
