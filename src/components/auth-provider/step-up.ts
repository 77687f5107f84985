// <auth-provider>'s step-up: when a renewal with refresh tokens (or the restore on load) is answered
// `mfa_required` (an API that needs a second factor), the second-factor step in the provider's own modal
// dialog, one at a time; verified, the new tokens become the session and `auth-success` follows;
// cancelled, `auth-error` with the `mfa_required` error; "Start again", a new renewal.
import type { AuthResult } from '../../core/index.js';
import { SecondFactor } from '../../internal/second-factor.js';
import type { SecondFactorError, SecondFactorHooks } from '../../internal/second-factor.js';
import type { ReactiveElement } from 'lit';

/** What the provider gives its step-up: what its SecondFactor needs (its code fetched through `run`), and: */
export interface StepUpHooks extends Omit<SecondFactorHooks, 'dialog'> {
  /** Makes the verified tokens the session and dispatches `auth-success`. */
  readonly verified: (authResult: AuthResult) => void;
  /** Renews again (after "Start again"): a new step, or the renewal's own outcome. */
  readonly renew: () => void;
}

export class StepUp {
  readonly #hooks: StepUpHooks;
  readonly #step: SecondFactor;
  /** Being loaded or shown: a second `mfa_required` meanwhile opens nothing more. */
  #busy = false;

  constructor(host: ReactiveElement, hooks: StepUpHooks) {
    this.#hooks = hooks;
    this.#step = new SecondFactor(host, { ...hooks, dialog: true });
  }

  /** Shows the step for `error`, unless one is shown already. */
  async show(error: SecondFactorError): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    const outcome = await this.#step.show(error).finally(() => (this.#busy = false));
    if (outcome === null) return;
    if (outcome === 'restart') this.#hooks.renew();
    else if (outcome === 'cancel') this.#hooks.failed(error);
    else this.#hooks.verified(outcome);
  }

  /** The dialog while a step is shown. */
  render(): unknown {
    return this.#step.render();
  }
}
