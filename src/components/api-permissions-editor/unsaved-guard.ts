// The editor's unsaved-changes guard as a named state and one pure decision: what to do when
// `api-id`, the token, the configuration or the user changes. The element derives the state from its
// fields (`dirty`, `nextApiId`, the operation in flight) and carries out the step.

/** Where the editor stands with the changes to the API on screen. */
type GuardState =
  /** Nothing unsaved and no save in flight: another API (or a new token) loads at once. */
  | 'clean'
  /** A save is in flight: a new token or user does not reload the list under it. */
  | 'saving'
  /** Unsaved changes: showing another API asks first. */
  | 'dirty'
  /** Unsaved changes, and the page asked for another API: waiting for the user to save or discard. */
  | 'asking';

/** What the element does after a change. */
export type GuardStep =
  | { readonly step: 'nothing' }
  /** Show `apiId` (drops anything unsaved; `''` shows nothing). */
  | { readonly step: 'load'; readonly apiId: string }
  /** Dispatch `auth-permissions-unsaved`: unless cancelled, ask the user; cancelled, load `nextApiId`. */
  | { readonly step: 'ask'; readonly nextApiId: string }
  /** The page asked for the API on screen again: the question is moot. */
  | { readonly step: 'stop-asking' };

/** The facts the guard reads. */
export interface GuardFacts {
  /** Whether the edited set differs from the service's. */
  readonly dirty: boolean;
  /** The `api-id` waiting for a save or discard, if any. */
  readonly nextApiId: string | null;
  /** Whether a save (not a "remove all") is in flight. */
  readonly saving: boolean;
}

function guardState({ dirty, nextApiId, saving }: GuardFacts): GuardState {
  if (dirty) return nextApiId === null ? 'dirty' : 'asking';
  return saving ? 'saving' : 'clean';
}

const NOTHING: GuardStep = { step: 'nothing' };

/**
 * The step for `requestedApiId` (the trimmed `api-id`) while `shownApiId` is on screen;
 * `sourceChanged` when the domain, client, token or user changed since the last check.
 */
export function guardStep(
  facts: GuardFacts,
  shownApiId: string,
  requestedApiId: string,
  sourceChanged: boolean,
): GuardStep {
  const state = guardState(facts);
  if (requestedApiId !== shownApiId) {
    if (state === 'dirty' || state === 'asking') {
      return facts.nextApiId === requestedApiId ? NOTHING : { step: 'ask', nextApiId: requestedApiId };
    }
    return { step: 'load', apiId: requestedApiId };
  }
  if (facts.nextApiId !== null) return { step: 'stop-asking' };
  if (sourceChanged && requestedApiId !== '' && state === 'clean') {
    return { step: 'load', apiId: requestedApiId };
  }
  return NOTHING;
}
