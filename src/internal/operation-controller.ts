// The elements' one way to run an operation, `OperationController`, which every element, profile
// section, second-factor step and passkey offer runs its work through: `run()` sets `pending`, awaits the
// task and settles to `done` (or `idle`) or `error`, with what the task threw as an AuthError
// (`asAuthError`; what is not the service's answer, a misconfiguration or a bug, is also logged); a newer
// run (or `reset()`) makes an older run's result stale, and a stale result is dropped. It never rejects.
// An element's (with its form, `OperationHooks`) also dispatches `auth-error` on failure and moves focus
// to the field at fault (or back to where it was, when the control that had it was disabled meanwhile),
// which the message then describes (`aria-describedby`); editing any field after a failure clears the
// stale message.
// A `network_error` from a request to the service may be a CORS refusal, which the browser does not let
// the page tell apart: the developer is told so once per service (`hintNetworkError`).
import type { ReactiveControllerHost } from 'lit';
import { AuthError, toAuthError as asAuthError } from '../core/errors.js';
import type { AuthErrorCode } from '../core/index.js';
import type { LightFormController } from './light-form.js';

/** The states an element's operation goes through. */
export const Status = {
  /** Nothing in progress; the form is ready. */
  IDLE: 'idle',
  /** A request is in flight: submit is disabled and progress is shown. */
  PENDING: 'pending',
  /** The last request failed; its message is shown and announced. */
  ERROR: 'error',
  /** The last request succeeded. */
  DONE: 'done',
} as const;

/** One of {@link Status}. */
export type Status = (typeof Status)[keyof typeof Status];

/** Names of the form fields an error is about, or a function that picks them for an error. */
export type ErrorFieldSpec =
  string | readonly string[] | ((error: AuthError) => string | readonly string[] | undefined);

/** Options of {@link OperationController.run}. */
export interface RunOptions {
  /**
   * The field(s) at fault when the task fails: the first one the form has gets focus and
   * `aria-invalid`. Default: the host's `errorFields` for the error's code.
   */
  field?: ErrorFieldSpec;
  /** The status after success. Default `done`; `idle` for a step that leads to another form. */
  successStatus?: typeof Status.DONE | typeof Status.IDLE;
  /**
   * The error scope of this run's failure (`passkey`: `passkey.invalid_grant` before `invalid_grant`), over
   * the host's own; see `errorMessage` in ./i18n.ts.
   */
  scope?: string;
}

/** What {@link OperationController.run} settled with. `stale`: a newer run started; ignore this one. */
export type RunOutcome<T> =
  | { readonly outcome: 'success'; readonly value: T }
  | { readonly outcome: 'error'; readonly error: AuthError }
  | { readonly outcome: 'stale' };

const STALE = Object.freeze({ outcome: 'stale' } as const);

/** Which form fields an error code is about, by the field names the elements use. */
const DEFAULT_ERROR_FIELDS: Partial<Record<AuthErrorCode, readonly string[]>> = {
  access_denied: ['password', 'code'],
  invalid_grant: ['password', 'code'],
  password_leaked: ['password'],
  invalid_password: ['password'],
  password_strength_error: ['password'],
  password_dictionary_error: ['password'],
  password_no_user_info_error: ['password'],
  user_exists: ['email'],
  username_exists: ['username'],
  invalid_signup: ['email'],
};

/** The form fields `error` is about by default, most likely first. */
export function defaultErrorFields(error: AuthError): readonly string[] {
  return DEFAULT_ERROR_FIELDS[error.code] ?? [];
}

/** Turns anything a task rejected with into an {@link AuthError}: the core's one mapping. */
export { asAuthError };

/** The focused element, looking through open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** What an element's operation needs from its element (a section's, a step's, needs none of it). */
export interface OperationHooks {
  /** The element's light-DOM form, whose fields get `aria-invalid` and focus. */
  readonly form: LightFormController;
  /** The fields an error is about, when a run does not say ({@link RunOptions.field}). */
  errorFields(error: AuthError): readonly string[];
  /** Announces a failure (the element dispatches `auth-error`). */
  failed(error: AuthError): void;
  /** The message shown for `error`, which also describes the field at fault. */
  message?(error: AuthError): string;
}

/**
 * One operation at a time (see the header): its status, its error, and its stale results dropped; the
 * host renders again at each change. With an element's `hooks`, also its form's fields and focus.
 */
export class OperationController {
  readonly #host: ReactiveControllerHost;
  readonly #hooks: OperationHooks | undefined;
  #status: Status = Status.IDLE;
  #error: AuthError | null = null;
  #scope: string | undefined;
  /** The latest run (a marker while it runs, then what it settled with); `null` after a reset. */
  #latest: object | null = null;

  constructor(host: ReactiveControllerHost, hooks?: OperationHooks) {
    this.#host = host;
    this.#hooks = hooks;
  }

  /** The current state of the operation. */
  get status(): Status {
    return this.#status;
  }

  set status(value: Status) {
    if (value === this.#status) return;
    this.#status = value;
    this.#host.requestUpdate();
  }

  /** The last failure, while {@link status} is `error`. */
  get error(): AuthError | null {
    return this.#error;
  }

  set error(value: AuthError | null) {
    if (value === this.#error) return;
    this.#error = value;
    this.#scope = undefined;
    this.#host.requestUpdate();
  }

  /** The error scope the run that failed with {@link error} gave ({@link RunOptions.scope}), if any. */
  get errorScope(): string | undefined {
    return this.#scope;
  }

  /**
   * Runs `task`: `pending`, then `done` (or `options.successStatus`) or `error`; resolves with what it
   * settled with, or `stale` when another run started (or {@link reset}) first. Never rejects. For an
   * element, a failure is announced (`auth-error`) and the focus moves to the field at fault.
   */
  async run<T>(task: () => Promise<T>, options: RunOptions = {}): Promise<RunOutcome<T>> {
    const hooks = this.#hooks;
    const focusedBefore = deepActiveElement();
    hooks?.form.setInvalid(null);
    const run = (this.#latest = {});
    this.error = null;
    this.status = Status.PENDING;
    let outcome: RunOutcome<T>;
    try {
      const value = await task();
      if (run !== this.#latest) return STALE;
      this.status = options.successStatus ?? Status.DONE;
      outcome = { outcome: 'success', value };
    } catch (caught) {
      if (run !== this.#latest) return STALE;
      // Not the service's answer: a page misconfiguration or a bug. Tell the developer too.
      if (!(caught instanceof AuthError)) console.error(caught);
      const error = asAuthError(caught);
      this.error = error;
      this.#scope = options.scope;
      this.status = Status.ERROR;
      if (error.code === 'network_error') hintNetworkError(error);
      hooks?.failed(error);
      outcome = { outcome: 'error', error };
    }
    this.#latest = outcome;
    if (!hooks) return outcome;
    await this.#host.updateComplete;
    if (!this.isLatest(outcome)) return outcome;
    if (outcome.outcome === 'error')
      this.#focusAfterError(hooks, outcome.error, options.field, focusedBefore);
    else restoreLostFocus(focusedBefore);
    return outcome;
  }

  /**
   * Whether `outcome` is the latest run's and nothing started (or {@link reset}) since: for what follows
   * a run after an `await` (moving the focus once the host has rendered).
   */
  isLatest(outcome: RunOutcome<unknown>): boolean {
    return outcome === this.#latest;
  }

  /** Returns to `idle` and clears the error; a pending run's result will be dropped. */
  reset(): void {
    this.#latest = null;
    this.error = null;
    this.status = Status.IDLE;
    this.#hooks?.form.setInvalid(null);
  }

  /**
   * The user edited a field after a failure: the message no longer describes what is in the form, so
   * it goes (back to `idle`). Errors shown outside `error` status (after a success) stay.
   */
  clearStaleError(): void {
    if (this.status === Status.ERROR) this.reset();
  }

  #focusAfterError(
    hooks: OperationHooks,
    error: AuthError,
    spec: ErrorFieldSpec | undefined,
    focusedBefore: Element | null,
  ) {
    const lightForm = hooks.form;
    const resolved = typeof spec === 'function' ? spec(error) : spec;
    const names =
      resolved === undefined
        ? hooks.errorFields(error)
        : typeof resolved === 'string'
          ? [resolved]
          : resolved;
    const name = names.find((candidate) => lightForm.control(candidate) !== null);
    if (name !== undefined) {
      lightForm.setInvalid(name, hooks.message?.(error));
      lightForm.focus(name);
      return;
    }
    restoreLostFocus(focusedBefore);
  }
}

/**
 * When the control that had focus was disabled meanwhile (the submit button while pending), focus
 * fell to the body; put it back so keyboard users keep their place.
 */
function restoreLostFocus(focusedBefore: Element | null): void {
  if (!(focusedBefore instanceof HTMLElement) || !focusedBefore.isConnected) return;
  const active = deepActiveElement();
  if (active !== null && active !== document.body && active !== document.documentElement) return;
  if ('disabled' in focusedBefore && focusedBefore.disabled === true) return;
  focusedBefore.focus();
}

/** The services already named in a `network_error` hint on this page. */
const hintedServices = new Set<string>();

/**
 * Tells the developer, once per service, that a failed request may be the service refusing this page's
 * origin (the browser reports a CORS refusal as a plain network failure). Only for a request to a service
 * (its description names the URL), not for code that could not be loaded.
 */
function hintNetworkError(error: AuthError): void {
  const service = /\bhttps?:\/\/[^/\s:]+(?::\d+)?/.exec(error.description)?.[0];
  if (!service || hintedServices.has(service) || typeof location === 'undefined') return;
  hintedServices.add(service);
  const page = location.origin;
  console.warn(
    `auth-elements: could not reach ${service}. If it is running, it may refuse requests from ${page} ` +
      `(CORS; the browser does not say). For the local identity service, start it with ` +
      `--app-origin ${page}; for a tenant, add ${page} to the application's Allowed Web Origins.`,
  );
}
