// What an account screen (<auth-profile>, <api-permissions-editor>), or one section of it (the profile's
// passkeys, two-step verification), is doing, in one vocabulary: the operation in progress or the last one
// (`operation`, `busy`, `busyWith`), run through the screen's runner (`run(operation, task, onSuccess)`:
// the element's own operation, or a section's), and the confirmation after a success (`notify()`,
// `noticeText()`, cleared when an operation starts). "Grant access": when the silent token request answers
// that the user has not allowed this page (`consent_required`, `interaction_required`) or must log in again
// (`login_required`), every screen explains it in the same words (`consentText()`) and offers one button
// (`offersGrant()`, `renderGrantButton()`), never for a token the page gave. AccountScreen
// (./account-screen.ts) is the element's, with its tokens; a profile section's is its SectionTask.
import { html } from 'lit';
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { StringKey } from './i18n.js';
import type { RunOptions, RunOutcome } from './operation-controller.js';

/** The element's `t`. */
export type Translate = (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;

/** Codes of the silent token request that mean the user has not allowed this page yet. */
const CONSENT_CODES: readonly (string | undefined)[] = ['consent_required', 'interaction_required'];

/** Codes of the silent token request that "Grant access" resolves. */
const GRANT_CODES: readonly (string | undefined)[] = [...CONSENT_CODES, 'login_required'];

/**
 * Why the silent token request failed, when "Grant access" resolves it: `consent` (the user has not
 * allowed this page yet) or `login` (they must log in again); else `null`.
 */
export function grantReason(code: string | undefined): 'consent' | 'login' | null {
  if (!GRANT_CODES.includes(code)) return null;
  return CONSENT_CODES.includes(code) ? 'consent' : 'login';
}

/** The "Grant access" button (part `grant-button`), in a paragraph of class `grant`. */
export function renderGrantButton(t: Translate, onGrant: () => void, disabled = false): TemplateResult {
  return html`<p class="grant">
    <button type="button" class="auth-button" part="grant-button" ?disabled=${disabled} @click=${onGrant}>
      ${t('grantAccess')}
    </button>
  </p>`;
}

/** How a screen runs an operation: its status, error and stale results (see OperationController.run). */
export type Runner<Options> = <T>(task: () => Promise<T>, options?: Options) => Promise<RunOutcome<T>>;

/** What an {@link AccountTask} reads from its screen. */
export interface AccountTaskHooks<Op extends string, Options> {
  /** Runs an operation's task: the element's `run`, or a section's. */
  readonly run: Runner<Options>;
  /** Whether an operation is in progress. */
  readonly pending: () => boolean;
  /** Whether the page gave the token (the screen then never asks for one, nor offers "Grant access"). */
  readonly tokenGiven: () => boolean;
  /** Codes for which "Grant access" is offered besides the silent request's own. */
  readonly grantCodes?: readonly string[];
  /** Called as an operation starts. */
  readonly starting?: (operation: Op) => void;
}

export class AccountTask<Op extends string, Options = RunOptions> {
  readonly #host: ReactiveControllerHost;
  readonly #hooks: AccountTaskHooks<Op, Options>;
  #operation: Op | null = null;
  #notice: {
    readonly key: StringKey;
    readonly values: Readonly<Record<string, string>>;
    readonly plain: boolean;
  } | null = null;

  constructor(host: ReactiveControllerHost, hooks: AccountTaskHooks<Op, Options>) {
    this.#host = host;
    this.#hooks = hooks;
  }

  /** The operation in progress, or the last one (whose failure or notice is shown). */
  get operation(): Op | null {
    return this.#operation;
  }

  set operation(operation: Op | null) {
    this.#operation = operation;
    this.#host.requestUpdate();
  }

  /** Whether the page gave the token (the screen then never asks for one, nor offers "Grant access"). */
  get tokenGiven(): boolean {
    return this.#hooks.tokenGiven();
  }

  /** Whether an operation is in progress. */
  get busy(): boolean {
    return this.#hooks.pending();
  }

  /** Whether `operation` is in progress. */
  busyWith(operation: Op): boolean {
    return this.busy && this.#operation === operation;
  }

  /** The confirmation the status region shows after an operation succeeded, if any. */
  noticeText(t: Translate): string | null {
    return this.#notice ? t(this.#notice.key, this.#notice.values) : null;
  }

  /** Whether the notice is an instruction (`plain`) rather than a confirmation: not shown as a success. */
  get noticePlain(): boolean {
    return this.#notice?.plain === true;
  }

  /**
   * Shows `key` (with its placeholders' `values`) as the notice; `null` clears it. `plain`: an instruction
   * (what to do by hand), not a confirmation.
   */
  notify(key: StringKey | null, values: Readonly<Record<string, string>> = {}, plain = false): void {
    if (key === null && this.#notice === null) return;
    this.#notice = key === null ? null : { key, values, plain };
    this.#host.requestUpdate();
  }

  /**
   * Runs `operation`: clears the notice, runs `task` through the screen's runner (which shows a
   * failure), gives its value to `onSuccess` and renders again. Resolves with how it settled; never
   * rejects.
   */
  async run<T>(
    operation: Op,
    task: () => Promise<T>,
    onSuccess: (value: T) => void,
    options?: Options,
  ): Promise<RunOutcome<T>> {
    this.operation = operation;
    this.notify(null);
    this.#hooks.starting?.(operation);
    const outcome = await this.#hooks.run(task, options);
    if (outcome.outcome === 'success') {
      onSuccess(outcome.value);
      // What `onSuccess` changed is shown (the runner's own update may have come first).
      this.#host.requestUpdate();
    }
    return outcome;
  }

  /** Whether "Grant access" resolves `code` (only for a token the screen got itself). */
  offersGrant(code: string | undefined): boolean {
    return (
      !this.tokenGiven && (grantReason(code) !== null || (!!code && !!this.#hooks.grantCodes?.includes(code)))
    );
  }

  /** The explanation of a missing consent (the same in every account screen, with what to do), or `null`. */
  consentText(code: string | undefined, t: Translate): string | null {
    return grantReason(code) === 'consent' && !this.tokenGiven
      ? `${t('consentRequired')} ${t('grantAccessHint')}`
      : null;
  }
}
