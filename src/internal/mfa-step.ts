// The second-factor step an element shows itself when the service answers `mfa_required` to a request
// the element made (a passkey's grant in <auth-login>, a refresh-token renewal in <auth-provider>): one
// code field (an authenticator app's code, or a recovery code instead), its messages (a wrong code, an
// expired step, too many attempts: focus on the message, what was typed kept), and after a recovery code
// the new one the service answered, shown once with Copy and "I saved it". Its host renders it
// (`render()`) in its shadow root and finishes the sign-in with the verified AuthResult (`result`).
// Loaded on demand by ./second-factor.ts; it registers its English strings (./strings/en-mfa.ts) then.
import { html, nothing } from 'lit';
import type { ReactiveElement, TemplateResult } from 'lit';
import type { AuthError, AuthResult } from '../core/index.js';
import { mfaVerify } from '../core/mfa.js';
import type { WebAuthBase } from '../core/web-auth-base.js';
import { copyCode, typedCode } from './codes.js';
import { recoveryCode, recoveryCodeGroups } from './recovery-code.js';
import { focusAfterUpdate } from './focus.js';
import { errorMessage, format, registerEnglish } from './i18n.js';
import type { StringKey, Strings } from './i18n.js';
import { submitButton } from './light-form.js';
import { OperationController, Status } from './operation-controller.js';
import { mfaDialogStyles, mfaStepStyles } from './mfa-step.styles.js';
import type { SecondFactorError } from './second-factor.js';
import { mfaErrorMessages, mfaStrings } from './strings/en-mfa.js';

registerEnglish(mfaStrings, mfaErrorMessages);

/** What the step shows: the code field, the recovery-code field, or the new recovery code. */
export type MfaStepView = 'code' | 'recovery' | 'new-recovery-code';

/** What the step needs of its element (the hooks its SecondFactor was given, ./second-factor.ts). */
export interface MfaStepOptions {
  /** The element's client (`webAuth.mfa.verify`). */
  readonly webAuth: () => WebAuthBase;
  /** The element's dictionary (its language and `strings` overrides). */
  readonly strings: () => Strings;
  /** A prefix for the ids of the step's labels and messages, unique in the host's shadow root. */
  readonly idPrefix: string;
  /** A verification failed (the element dispatches `auth-error`); the message is shown by the step. */
  readonly failed: (error: AuthError) => void;
  /**
   * Shown in a modal dialog of its own (part `mfa-dialog`, for a host without a look of its own:
   * `<auth-provider>`): its title, the step-up's explanation and a Cancel button (Escape too).
   */
  readonly dialog?: boolean;
}

/**
 * How the step ended: verified (the AuthResult, without the new recovery code, once the user saved
 * it), `restart` ("Start again" after an expired step or too many attempts), or `cancel` (the dialog's
 * Cancel, or {@link MfaStep.stop}).
 */
export type MfaStepOutcome = AuthResult | 'restart' | 'cancel';

/**
 * How a failed verification ends the step: a wrong code (try again); this step spent (expired, used,
 * too many wrong codes for it: start again); the account locked (too many wrong codes: the unblock
 * e-mail); anything else (its own message, try again).
 */
type Failure = 'wrong' | 'expired' | 'step-locked' | 'locked' | 'other';

/** The message key of each failure (scope `mfa`), or none: the error's own message. */
const FAILURE_MESSAGES: Readonly<Record<Failure, string | undefined>> = {
  wrong: 'mfa.invalid_grant',
  expired: 'mfa.expired',
  'step-locked': 'mfa.too_many_codes',
  locked: 'mfa.too_many_attempts',
  other: undefined,
};

function classify(error: AuthError): Failure {
  const mentionsToken = /mfa_token/i.test(error.description);
  if (error.code === 'too_many_attempts') return mentionsToken ? 'step-locked' : 'locked';
  if (error.code === 'blocked_user' || /blocked/i.test(error.description)) return 'locked';
  if (error.code === 'expired_token' || mentionsToken) return 'expired';
  if (error.code === 'invalid_grant' || error.code === 'access_denied') return 'wrong';
  return 'other';
}

/** Shadow roots the step's styles were added to. */
const styledRoots = new WeakSet<ShadowRoot>();

function adoptStepStyles(root: HTMLElement | DocumentFragment, inDialog: boolean): void {
  if (!(root instanceof ShadowRoot) || styledRoots.has(root)) return;
  const sheets = [...(inDialog ? mfaDialogStyles : []), mfaStepStyles].flatMap((style) =>
    style.styleSheet ? [style.styleSheet] : [],
  );
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  styledRoots.add(root);
}

/**
 * The step for one `mfa_required` answer. The host renders {@link render} instead of its form while
 * the step is shown, and calls {@link focus} once it is on screen.
 */
export class MfaStep {
  readonly #host: ReactiveElement;
  readonly #options: MfaStepOptions;
  /** The service's `mfa_required` answer (its `mfaToken` is what the step verifies with). */
  readonly error: SecondFactorError;
  #view: MfaStepView = 'code';
  /** What the user typed in each field: kept across errors, re-renders and switching fields. */
  readonly #typed: Record<'code' | 'recovery', string> = { code: '', recovery: '' };
  /** The verification in flight, if any: {@link stop} drops its result. */
  readonly #verification: OperationController;
  #message = '';
  /** The step can no longer verify (expired, too many attempts): only "Start again" helps. */
  #ended = false;
  #copyStatus = '';
  #verified: AuthResult | null = null;
  #newRecoveryCode = '';
  #settle!: (outcome: MfaStepOutcome) => void;

  /** How the step ended; settles once. */
  readonly result: Promise<MfaStepOutcome>;

  constructor(host: ReactiveElement, error: SecondFactorError, options: MfaStepOptions) {
    this.#host = host;
    this.error = error;
    this.#options = options;
    this.#verification = new OperationController(host);
    adoptStepStyles(host.renderRoot, options.dialog === true);
    this.result = new Promise((resolve) => (this.#settle = resolve));
  }

  /** Whether a verification is in flight. */
  get #verifying(): boolean {
    return this.#verification.status === Status.PENDING;
  }

  /** What the step shows now. */
  get view(): MfaStepView {
    return this.#view;
  }

  /** Ends the step (`outcome`, default `cancel`): a verification in flight is dropped; its dialog closes. */
  stop(outcome: MfaStepOutcome = 'cancel'): void {
    this.#verification.reset();
    this.#dialogElement()?.close();
    this.#settle(outcome);
  }

  /** Moves focus into the step (opening its dialog first): its field, or the new recovery code's heading. */
  async focus(): Promise<void> {
    await this.#host.updateComplete;
    const dialog = this.#dialogElement();
    if (dialog && !dialog.open) dialog.showModal();
    await focusAfterUpdate(
      this.#host,
      this.#view === 'new-recovery-code' ? '[part~="mfa-new-recovery-title"]' : '[part~="mfa-input"]',
    );
  }

  #t(key: StringKey, values?: Readonly<Record<string, string | number>>): string {
    return format(this.#options.strings()[key] ?? '', values);
  }

  #query(selector: string): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>(selector);
  }

  #dialogElement(): HTMLDialogElement | null {
    return this.#options.dialog ? this.#host.renderRoot.querySelector('dialog[part~="mfa-dialog"]') : null;
  }

  #id(name: string): string {
    return `${this.#options.idPrefix}-mfa-${name}`;
  }

  #update(): void {
    this.#host.requestUpdate();
  }

  /** The step's content (in its dialog, with `dialog`), for the host's shadow root. */
  render(): TemplateResult {
    const step = html`<div part="mfa-step">
      ${this.#view === 'new-recovery-code' ? this.#renderNewRecoveryCode() : this.#renderCodeForm()}
    </div>`;
    if (!this.#options.dialog) return step;
    const titleId = this.#id('title');
    const cancel = (event: Event): void => {
      event.preventDefault();
      this.stop();
    };
    return html`<dialog
      part="mfa-dialog"
      class="auth-mfa-dialog"
      aria-labelledby=${titleId}
      @cancel=${cancel}
    >
      <h2 part="mfa-dialog-title" id=${titleId}>${this.#t('mfaTitle')}</h2>
      <p part="mfa-step-up-intro">${this.#t('mfaStepUpIntro')}</p>
      ${step}
      ${
        this.#view === 'new-recovery-code'
          ? nothing
          : html`<button type="button" class="auth-link" part="mfa-cancel-button" @click=${cancel}>
              ${this.#t('mfaCancel')}
            </button>`
      }
    </dialog>`;
  }

  #renderCodeForm(): TemplateResult {
    const byCode = this.#view === 'code';
    const messageId = this.#id('message');
    const introId = this.#id('intro');
    const inputId = this.#id(byCode ? 'code' : 'recovery');
    return html`<p part="mfa-intro" id=${introId}>
        ${byCode ? this.#t('mfaCodeIntro') : this.#t('mfaRecoveryIntro')}
      </p>
      <div part="error mfa-error" role="alert" tabindex="-1" id=${messageId}>${this.#message || nothing}</div>
      <form
        part="mfa-form"
        novalidate
        aria-labelledby=${introId}
        aria-busy=${this.#verifying ? 'true' : 'false'}
        @submit=${this.#onSubmit}
      >
        <div class="auth-field">
          <label class="auth-label" for=${inputId}>
            ${byCode ? this.#t('mfaCodeLabel') : this.#t('mfaRecoveryLabel')}
          </label>
          ${
            byCode
              ? html`<input
                  class="auth-input"
                  part="mfa-input"
                  id=${inputId}
                  name="otp"
                  type="text"
                  autocomplete="one-time-code"
                  inputmode="numeric"
                  spellcheck="false"
                  autocapitalize="off"
                  aria-invalid=${this.#message ? 'true' : 'false'}
                  aria-describedby=${messageId}
                  .value=${this.#typed.code}
                  @input=${this.#onInput}
                />`
              : html`<input
                  class="auth-input"
                  part="mfa-input"
                  id=${inputId}
                  name="recovery_code"
                  type="text"
                  autocomplete="off"
                  spellcheck="false"
                  autocapitalize="characters"
                  aria-invalid=${this.#message ? 'true' : 'false'}
                  aria-describedby=${messageId}
                  .value=${this.#typed.recovery}
                  @input=${this.#onInput}
                />`
          }
        </div>
        ${
          this.#ended
            ? nothing
            : submitButton({
                label: this.#t('mfaSubmit'),
                pending: this.#verifying,
                pendingLabel: this.#t('mfaPending'),
              })
        }
      </form>
      <div part="mfa-links">
        ${
          this.#ended
            ? html`<button
                type="button"
                class="auth-button auth-button--primary"
                part="mfa-restart-button"
                @click=${this.#onRestart}
              >
                ${this.#t('mfaRestart')}
              </button>`
            : html`<button
                type="button"
                class="auth-link"
                part="mfa-switch-button"
                ?disabled=${this.#verifying}
                @click=${this.#onSwitch}
              >
                ${byCode ? this.#t('mfaUseRecovery') : this.#t('mfaUseCode')}
              </button>`
        }
      </div>`;
  }

  #renderNewRecoveryCode(): TemplateResult {
    return html`<h3 part="mfa-new-recovery-title" tabindex="-1">${this.#t('mfaNewRecoveryTitle')}</h3>
      <p part="mfa-intro">${this.#t('mfaNewRecoveryIntro')}</p>
      <code part="mfa-recovery-code">${recoveryCodeGroups(this.#newRecoveryCode)}</code>
      <button type="button" class="auth-button" part="mfa-copy-button" @click=${this.#onCopy}>
        ${this.#t('mfaCopy')}
      </button>
      <p part="mfa-copy-status" role="status">${this.#copyStatus}</p>
      <button
        type="button"
        class="auth-button auth-button--primary"
        part="mfa-saved-button"
        @click=${this.#onSaved}
      >
        ${this.#t('mfaSaved')}
      </button>`;
  }

  readonly #onInput = (event: Event): void => {
    const field = this.#view === 'recovery' ? 'recovery' : 'code';
    this.#typed[field] = (event.target as HTMLInputElement).value;
    // The message described what was typed before; an ended step keeps its message (start again).
    if (this.#message && !this.#ended) {
      this.#message = '';
      this.#update();
    }
  };

  readonly #onSwitch = (): void => {
    this.#view = this.#view === 'code' ? 'recovery' : 'code';
    this.#message = '';
    this.#update();
    void this.focus();
  };

  readonly #onRestart = (): void => {
    this.stop('restart');
  };

  readonly #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    if (this.#verifying || this.#ended) return;
    void this.#verify();
  };

  async #verify(): Promise<void> {
    const byCode = this.#view === 'code';
    const value = typedCode(byCode ? this.#typed.code : this.#typed.recovery);
    if (value === '' || (byCode && !/^\d+$/.test(value))) {
      await this.#showMessage(this.#t('mfaCodeFormat'));
      return;
    }
    const mfaToken = this.error.mfaToken;
    this.#message = '';
    const verified = await this.#verification.run(() =>
      mfaVerify(
        this.#options.webAuth(),
        byCode ? { mfaToken, otp: value } : { mfaToken, recoveryCode: value },
      ),
    );
    if (verified.outcome === 'stale') return;
    if (verified.outcome === 'error') {
      const { error } = verified;
      const failure = classify(error);
      this.#ended = failure !== 'wrong' && failure !== 'other';
      const strings = this.#options.strings();
      // A wrong recovery code has words of its own (it may also be one used already).
      const key = failure === 'wrong' && !byCode ? 'mfaRecovery.invalid_grant' : FAILURE_MESSAGES[failure];
      const message = (key && strings.errors[key]) || errorMessage(error, strings);
      this.#options.failed(error);
      await this.#showMessage(message);
      return;
    }
    const { recoveryCode, ...authResult } = verified.value;
    if (typeof recoveryCode === 'string' && recoveryCode !== '') {
      // Shown once: the result is finished only after "I saved it".
      this.#verified = authResult;
      this.#newRecoveryCode = recoveryCode;
      this.#view = 'new-recovery-code';
      this.#update();
      await this.focus();
      return;
    }
    this.stop(authResult);
  }

  async #showMessage(message: string): Promise<void> {
    this.#message = message;
    this.#update();
    await focusAfterUpdate(this.#host, '[part~="mfa-error"]');
  }

  readonly #onCopy = async (): Promise<void> => {
    const copied = await copyCode(
      recoveryCode(this.#newRecoveryCode),
      this.#query('[part~="mfa-recovery-code"]'),
    );
    this.#copyStatus = this.#t(copied ? 'mfaCopied' : 'mfaCopyFailed');
    this.#update();
  };

  readonly #onSaved = (): void => {
    const verified = this.#verified;
    if (!verified) return;
    this.#verified = null;
    this.#newRecoveryCode = '';
    this.stop(verified);
  };
}
