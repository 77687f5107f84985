// The account screen controller scoped to one <auth-profile> section that calls the My Account API
// (passkeys, two-step verification, the load of both): the AccountTask of internal/account-task.ts
// (which operation, its notice, "Grant access" when the silent My Account token needs the user's
// consent), run on the section's own OperationController: its failure is shown in the section itself (a
// `role="alert"` region that takes the focus, so the message is read where the user acted, and
// `auth-error` dispatched), and a newer operation's result wins, an older one's is dropped.
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { MyAccount } from '../../core/index.js';
import type { AuthError } from '../../core/index.js';
import { AccountTask, grantReason, renderGrantButton } from '../../internal/account-task.js';
import { errorMessage } from '../../internal/i18n.js';
import { focusAfterUpdate } from '../../internal/focus.js';
import { OperationController, Status } from '../../internal/operation-controller.js';
import type { RunOutcome } from '../../internal/operation-controller.js';
import type { ProfileSection } from './section.js';

/** Calls the My Account API with the screen's My Account token (see AccountScreen.withMyAccountToken). */
export function withMyAccount<T>(
  section: ProfileSection,
  send: (myAccount: MyAccount) => Promise<T>,
): Promise<T> {
  return section.screen.withMyAccountToken((token, origin) => send(new MyAccount({ domain: origin, token })));
}

/** How a section's operation shows its failure. */
export interface SectionRunOptions {
  /** Shows a failure itself and returns true (else the section's message region shows it). */
  readonly inline?: (error: AuthError) => boolean;
  /** Whether the message takes the focus (default true; false for a load the user did not start). */
  readonly focus?: boolean;
}

export class SectionTask<Op extends string> extends AccountTask<Op | 'grant', SectionRunOptions> {
  readonly #section: ProfileSection;
  readonly #operation: OperationController;
  /** The part of the section's message region. */
  readonly #part: string;
  /** The scope of the section's error messages (`{scope}.{code}` first). */
  readonly #scope: string;

  constructor(section: ProfileSection, part: string, scope: string) {
    const operation = new OperationController(section.host);
    super(section.host, {
      run: (task, options) => this.#run(task, options),
      pending: () => operation.status === Status.PENDING,
      tokenGiven: () => section.screen.myAccountTokenGiven,
    });
    this.#section = section;
    this.#operation = operation;
    this.#part = part;
    this.#scope = scope;
  }

  /** The operation in progress, if any. */
  get pending(): Op | 'grant' | null {
    return this.busy ? this.operation : null;
  }

  /** The failure the section's message region shows. */
  get error(): AuthError | null {
    return this.#operation.error;
  }

  /** Drops what is shown (and any result still to come). */
  clear(): void {
    this.#operation.reset();
    this.notify(null);
  }

  /**
   * Runs a task on the section's own operation. A failure is dispatched as `auth-error` and shown in the
   * section's message region, which takes the focus (not for work the user did not start, `focus:
   * false`: the focus stays where they are), unless `inline` shows it itself (it returns true: for
   * example a wrong code said under its field).
   */
  async #run<T>(
    task: () => Promise<T>,
    { inline, focus = true }: SectionRunOptions = {},
  ): Promise<RunOutcome<T>> {
    const operation = this.#operation;
    const outcome = await operation.run(task);
    if (outcome.outcome !== 'error') return outcome;
    this.#section.emit('auth-error', { error: outcome.error });
    if (inline?.(outcome.error)) {
      operation.error = null;
      this.#section.host.requestUpdate();
    } else if (focus) {
      // Once shown, unless a newer operation came first.
      await this.#section.host.updateComplete;
      if (operation.isLatest(outcome)) await this.focus(`[part~="${this.#part}"]`);
    }
    return outcome;
  }

  /**
   * Moves the focus, once the section has rendered, to its element `selector` (see focusAfterUpdate);
   * `select`: an input's text selected too (to type over it).
   */
  async focus(selector: string, select = false): Promise<void> {
    const target = await focusAfterUpdate(this.#section.host, selector);
    if (select && target instanceof HTMLInputElement) target.select();
  }

  /** "Grant access": the consent popup for the My Account token, then the section's methods again. */
  readonly #onGrant = (): void => {
    void this.run(
      'grant',
      () => this.#section.screen.grantMyAccount(this.#section.popupOptions({})),
      () => this.#section.reloadMethods(),
    );
  };

  /**
   * The message for the section's failure: a missing consent or an ended session with what to do
   * ("Grant access", or ask the page's owner for a token it gave), else the dictionary's message for
   * `{scope}.{code}`, then for the code.
   */
  #message(error: AuthError): string {
    const { t, screen } = this.#section;
    const reason = grantReason(error.code);
    if (!reason) return errorMessage(error, this.#section.strings(), this.#scope);
    const key = reason === 'consent' ? 'profileMethodsConsent' : 'profileMethodsLoginRequired';
    return `${t(key)} ${t(screen.myAccountTokenGiven ? 'profileOwnerHint' : 'grantAccessHint')}`;
  }

  /** Whether the failure shown is the silent token request's, which "Grant access" resolves. */
  get grantShown(): boolean {
    return this.offersGrant(this.error?.code);
  }

  /**
   * The section's message regions: the error (`role="alert"`, focusable) with "Grant access" when it
   * resolves the failure, and the confirmation (`role="status"`).
   */
  render(): TemplateResult {
    const { t } = this.#section;
    const error = this.error;
    const notice = this.noticeText(t);
    return html`<div
        part=${this.#part}
        class=${error ? 'section-error failed' : 'section-error'}
        role="alert"
        tabindex="-1"
      >
        ${error ? this.#message(error) : nothing}
      </div>
      ${this.grantShown ? renderGrantButton(t, this.#onGrant) : nothing}
      <p
        part="section-status"
        class=${notice ? 'section-status shown' : 'section-status'}
        role="status"
        tabindex="-1"
      >
        ${notice ?? nothing}
      </p>`;
  }
}
