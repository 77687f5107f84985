// The elements' way into the second-factor step: which answers it completes (an `mfa_required` AuthError
// with an `mfaToken`, from a request the element made itself) and the one loader of its code
// (./mfa-step.ts), fetched only when such an answer arrives, so a page whose users never meet a second
// factor never downloads it. A failed fetch is an AuthError `network_error`, like the core's on-demand code.
import { AuthError } from '../core/index.js';
import type * as MfaStepModule from './mfa-step.js';

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

/** The step's module (`MfaStep`, its styles and strings), loaded once on first use. */
export function loadMfaStep(): Promise<typeof MfaStepModule> {
  return import('./mfa-step.js').catch((cause: unknown) => {
    throw new AuthError({
      code: 'network_error',
      description: 'The code for the second-factor step could not be loaded',
      cause,
    });
  });
}
