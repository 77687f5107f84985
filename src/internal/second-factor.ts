// The elements' way into the second-factor step: which answers it completes (an `mfa_required` AuthError
// with an `mfaToken`, from a request the element made itself), and `SecondFactor`, what a host holds: the
// step it shows now, one at a time, and how it ended. The step's code (./mfa-step.ts) is the elements'
// chunk `mfaStep` (./chunks.ts), fetched only when such an answer arrives, so a page whose users never
// meet a second factor never downloads it.
import { nothing } from 'lit';
import type { ReactiveElement } from 'lit';
import { AuthError } from '../core/index.js';
import { loadMfaStep } from './chunks.js';
import { Status } from './operation-controller.js';
import type { RunOptions, RunOutcome } from './operation-controller.js';
import type { MfaStep, MfaStepOptions, MfaStepOutcome } from './mfa-step.js';

/** An `mfa_required` answer the step can complete: it carries the `mfaToken` the verification needs. */
export type SecondFactorError = AuthError & { readonly code: 'mfa_required'; readonly mfaToken: string };

/**
 * Whether `error` asks for a second factor the step can complete: an `mfaToken` to verify with, and a
 * factor the user has (a user who must enrol one first gets the `mfa_required` message instead).
 */
export function needsSecondFactor(error: unknown): error is SecondFactorError {
  if (!(error instanceof AuthError) || error.code !== 'mfa_required') return false;
  const { mfaToken, mfaRequirements } = error;
  if (typeof mfaToken !== 'string' || mfaToken === '') return false;
  return !mfaRequirements || (mfaRequirements.challenge?.length ?? 0) > 0 || !mfaRequirements.enroll;
}

/**
 * `task` (a request that signs in in the page, such as a passkey's grant), whose `mfa_required` answer
 * goes to `complete` (the step) instead of failing; `task` then never settles.
 */
export function orSecondFactor<T>(
  task: () => Promise<T>,
  complete: (error: SecondFactorError) => unknown,
): () => Promise<T> {
  return () =>
    task().catch((caught: unknown) => {
      if (!needsSecondFactor(caught)) throw caught;
      void complete(caught);
      return new Promise<never>(() => {});
    });
}

/** What a host gives its {@link SecondFactor}: what the step needs, and the host's `run`. */
export interface SecondFactorHooks extends MfaStepOptions {
  /** The host's `run`, through which the step's code is fetched (a failed fetch is the host's failure). */
  readonly run: <T>(task: () => Promise<T>, options?: RunOptions) => Promise<RunOutcome<T>>;
}

/** The step a host shows for one `mfa_required` answer at a time. */
export class SecondFactor {
  readonly #host: ReactiveElement;
  readonly #hooks: SecondFactorHooks;
  #step: MfaStep | null = null;
  #request = 0;

  constructor(host: ReactiveElement, hooks: SecondFactorHooks) {
    this.#host = host;
    this.#hooks = hooks;
  }

  /** Whether a step is shown (or being loaded) now. */
  get active(): boolean {
    return this.#step !== null;
  }

  /**
   * Shows the step for `error` (ending any other; its code fetched first, through the host's `run`) and
   * answers how it ended; `null` when the step could not be loaded, or another one replaced it (`show`
   * again, {@link stop}).
   */
  async show(error: SecondFactorError): Promise<MfaStepOutcome | null> {
    this.stop();
    const request = this.#request;
    const loading = await this.#hooks.run(loadMfaStep, { successStatus: Status.IDLE });
    if (loading.outcome !== 'success' || request !== this.#request) return null;
    const step = new loading.value.MfaStep(this.#host, error, this.#hooks);
    this.#step = step;
    this.#host.requestUpdate();
    void step.focus();
    const outcome = await step.result;
    if (this.#step !== step) return null;
    this.#step = null;
    this.#host.requestUpdate();
    return outcome;
  }

  /** Ends the shown step, if any (its `show` answers null). */
  stop(): void {
    this.#request++;
    const step = this.#step;
    this.#step = null;
    step?.stop();
    if (step) this.#host.requestUpdate();
  }

  /** The step (in its dialog, for a dialog host), or nothing. */
  render(): unknown {
    return this.#step?.render() ?? nothing;
  }
}
