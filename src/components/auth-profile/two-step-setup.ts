// Setting up two-step verification in the profile's section (./two-step.ts), over the My Account API:
// "Set up an authenticator app" starts the enrolment (`myAccount.enrolTotp()`) and loads the QR code's
// drawing code at that moment only (./qr-code.ts, `loadQrCode`), then shows the QR code, the key as text
// with a copy button, and a field for the app's first code (`verifyTotp`); a wrong code is said in place,
// the code kept and selected. Then, unless the user has one, a recovery code is made (`enrolRecoveryCode`)
// and shown once in groups of four (../../internal/recovery-code.ts), with copy and download, until the user
// says "I saved it" (`confirmRecoveryCode`): only then does it work (the screen says so, and so does its
// row, through `recoveryShown`); left unsaved, it never works and the row stays off. Each factor set up is
// shown in the section and dispatched as `auth-mfa-enrolled`.
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type {
  AuthError,
  AuthenticationMethod,
  RecoveryCodeEnrolment,
  TotpEnrolment,
} from '../../core/index.js';
import { chunk } from '../../internal/chunk.js';
import { copyCode, typedCode } from '../../internal/codes.js';
import { recoveryCode, recoveryCodeGroups } from '../../internal/recovery-code.js';
import type { StringKey } from '../../internal/i18n.js';
import { withMyAccount } from './section-task.js';
import type { SectionTask } from './section-task.js';
import type * as QrCode from './qr-code.js';
import type { ProfileSection } from './section.js';

/** The two-step section's operations. */
export type TwoStepOperation = 'start' | 'verify' | 'recovery' | 'saved' | 'remove';

/** The QR code's drawing (./qr-code.ts and uqr), fetched when an enrolment starts. */
const loadQrCode = /* @__PURE__ */ chunk(() => import('./qr-code.js'), 'the QR code');

/** An authenticator app's enrolment on screen, with its QR code's drawing. */
interface Enrolling {
  readonly enrolment: TotpEnrolment;
  readonly qr: typeof QrCode;
  code: string;
  /** The message under the field, if any. */
  problem: StringKey | null;
}

/** What the setting up needs of its section. */
export interface SetupHooks {
  /** Shows a factor just set up, in place of the one of its type. */
  show(method: AuthenticationMethod): void;
  /** Whether the user has a recovery code. */
  hasRecoveryCode(): boolean;
  /** Moves the focus to the section's confirmation. */
  focusStatus(): void;
}

export class TwoStepSetup {
  readonly #section: ProfileSection;
  readonly #task: SectionTask<TwoStepOperation>;
  readonly #hooks: SetupHooks;
  #enrolling: Enrolling | null = null;
  /** The recovery code shown once, until "I saved it". */
  #recovery: RecoveryCodeEnrolment | null = null;
  /** The confirmation of a copy, next to its button. */
  #copied: { readonly what: 'key' | 'code'; readonly ok: boolean } | null = null;

  constructor(section: ProfileSection, task: SectionTask<TwoStepOperation>, hooks: SetupHooks) {
    this.#section = section;
    this.#task = task;
    this.#hooks = hooks;
  }

  /** Whether a new recovery code is on screen, not saved yet (it works only once the user saved it). */
  get recoveryShown(): boolean {
    return this.#recovery !== null;
  }

  /** Whether an enrolment or a recovery code is on screen. */
  get shown(): boolean {
    return this.#enrolling !== null || this.#recovery !== null;
  }

  reset(): void {
    this.#enrolling = null;
    this.#recovery = null;
    this.#copied = null;
  }

  // --- Authenticator app ---

  /** "Set up an authenticator app". */
  readonly start = (): void => {
    if (this.#task.busy) return;
    this.#copied = null;
    void this.#task.run(
      'start',
      async () => {
        const [enrolment, qr] = await Promise.all([
          withMyAccount(this.#section, (myAccount) => myAccount.enrolTotp()),
          loadQrCode(),
        ]);
        return { enrolment, qr };
      },
      ({ enrolment, qr }) => {
        this.#enrolling = { enrolment, qr, code: '', problem: null };
        void this.#task.focus('[part~="two-step-enrol"] h4');
      },
    );
  };

  readonly #onCancel = (): void => {
    this.#enrolling = null;
    this.#copied = null;
    this.#task.clear();
    void this.#task.focus('[part~="two-step-setup-button"]');
  };

  readonly #onCodeInput = (event: Event): void => {
    if (!this.#enrolling) return;
    this.#enrolling.code = (event.target as HTMLInputElement).value;
    if (this.#enrolling.problem) {
      this.#enrolling.problem = null;
      this.#section.host.requestUpdate();
    }
  };

  readonly #onVerify = (event: SubmitEvent): void => {
    event.preventDefault();
    const enrolling = this.#enrolling;
    if (!enrolling || this.#task.busy) return;
    const code = typedCode(enrolling.code);
    if (!/^\d{6}$/.test(code)) {
      enrolling.problem = 'profileMfaCodeRequired';
      this.#section.host.requestUpdate();
      void this.#task.focus('[part~="two-step-code-input"]', true);
      return;
    }
    void this.#task.run(
      'verify',
      () => withMyAccount(this.#section, (myAccount) => myAccount.verifyTotp(enrolling.enrolment, code)),
      (method) => {
        this.#enrolling = null;
        this.#copied = null;
        this.#hooks.show(method);
        this.#section.emit('auth-mfa-enrolled', { method });
        if (this.#hooks.hasRecoveryCode()) {
          this.#task.notify('profileMfaEnrolled');
          this.#hooks.focusStatus();
        } else this.#startRecovery('profileMfaEnrolled');
      },
      {
        inline: (error) => {
          // Too many wrong codes ended this enrolment: the message says to start again later.
          if (error.code === 'too_many_attempts') this.#enrolling = null;
          const problem = codeProblem(error);
          if (!problem || this.#enrolling !== enrolling) return false;
          // Said under the field, which keeps the code (selected, to type the next one over it).
          enrolling.problem = problem;
          void this.#task.focus('[part~="two-step-code-input"]', true);
          return true;
        },
      },
    );
  };

  // --- Recovery code ---

  /** "Create a recovery code" (an authenticator app without one). */
  readonly createRecovery = (): void => {
    if (!this.#task.busy) this.#startRecovery(null);
  };

  /** Makes a recovery code and shows it once; `notice`: what to say above it (the app was just set up). */
  #startRecovery(notice: StringKey | null): void {
    void this.#task.run(
      'recovery',
      () => withMyAccount(this.#section, (myAccount) => myAccount.enrolRecoveryCode()),
      (enrolment) => {
        this.#recovery = enrolment;
        if (notice) this.#task.notify(notice);
        void this.#task.focus('[part~="recovery-code-step"] h4');
      },
    );
  }

  readonly #onSaved = (): void => {
    const recovery = this.#recovery;
    if (!recovery || this.#task.busy) return;
    void this.#task.run(
      'saved',
      () => withMyAccount(this.#section, (myAccount) => myAccount.confirmRecoveryCode(recovery)),
      (method) => {
        this.#recovery = null;
        this.#copied = null;
        this.#hooks.show(method);
        this.#task.notify('profileMfaRecoverySavedNotice');
        this.#section.emit('auth-mfa-enrolled', { method });
        this.#hooks.focusStatus();
      },
    );
  };

  readonly #onCopyKey = (): void => {
    const key = this.#enrolling?.enrolment.manualInputCode;
    if (key) void this.#copy('key', key, '[part~="two-step-key"]');
  };

  readonly #onCopyCode = (): void => {
    const code = this.#recovery?.recoveryCode;
    if (code) void this.#copy('code', recoveryCode(code), '[part~="recovery-code"]');
  };

  /** Copies `text`, shown at `selector` (selected there when the clipboard refuses), and says so. */
  async #copy(what: 'key' | 'code', text: string, selector: string): Promise<void> {
    const ok = await copyCode(text, this.#section.host.renderRoot.querySelector(selector));
    this.#copied = { what, ok };
    this.#section.host.requestUpdate();
  }

  /** "Download": the recovery code as a text file, made in the page (a `blob:` URL), never sent anywhere. */
  readonly #onDownload = (): void => {
    const code = this.#recovery?.recoveryCode;
    if (!code) return;
    const site = new URL(this.#section.origin()).host;
    const text = `${this.#section.t('profileMfaDownloadText', { site, code: recoveryCode(code) })}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-code-${site.replace(/[^\w.-]/g, '_')}.txt`;
    link.hidden = true;
    this.#section.host.renderRoot.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  render(): TemplateResult | typeof nothing {
    if (this.#recovery) return this.#renderRecovery(this.#recovery);
    return this.#enrolling ? this.#renderEnrolment(this.#enrolling) : nothing;
  }

  #renderEnrolment(enrolling: Enrolling): TemplateResult {
    const { t } = this.#section;
    const key = enrolling.enrolment.manualInputCode;
    const verifying = this.#task.pending === 'verify';
    const problem = enrolling.problem;
    return html`<div part="two-step-enrol" class="step">
      <h4 tabindex="-1">${t('profileMfaSetUp')}</h4>
      <p>${t('profileMfaScan')}</p>
      <div class="qr">${enrolling.qr.qrCode(enrolling.enrolment.barcodeUri, t('profileMfaQrLabel'))}</div>
      ${
        key
          ? html`<p id="two-step-key-label">${t('profileMfaManual')}</p>
              <p class="copy-row">
                <code part="two-step-key" aria-labelledby="two-step-key-label">${groupKey(key)}</code>
                <button
                  type="button"
                  class="auth-button"
                  part="two-step-copy-key-button"
                  @click=${this.#onCopyKey}
                >
                  ${t('profileMfaCopyKey')}
                </button>
                ${this.#renderCopied('key')}
              </p>`
          : nothing
      }
      <form part="two-step-code-form" class="code-form" novalidate @submit=${this.#onVerify}>
        <label class="auth-label" for="two-step-code">${t('profileMfaCodeLabel')}</label>
        <input
          id="two-step-code"
          class="auth-input"
          part="two-step-code-input"
          name="code"
          autocomplete="one-time-code"
          inputmode="numeric"
          maxlength="9"
          spellcheck="false"
          aria-required="true"
          aria-invalid=${problem ? 'true' : 'false'}
          aria-describedby=${problem ? 'two-step-code-hint two-step-code-error' : 'two-step-code-hint'}
          .value=${live(enrolling.code)}
          @input=${this.#onCodeInput}
        />
        <p id="two-step-code-hint" class="auth-hint">${t('profileMfaCodeHint')}</p>
        ${problem ? html`<p id="two-step-code-error" part="field-error">${t(problem)}</p>` : nothing}
        <div class="actions">
          <button
            type="submit"
            class="auth-button auth-button--primary"
            part="two-step-verify-button"
            ?disabled=${verifying}
          >
            ${verifying ? html`<span class="auth-progress" aria-hidden="true"></span> ${t('profileMfaVerifying')}` : t('profileMfaVerify')}
          </button>
          <button type="button" class="auth-button" part="two-step-cancel-button" @click=${this.#onCancel}>
            ${t('profileMfaCancel')}
          </button>
        </div>
      </form>
    </div>`;
  }

  #renderRecovery(recovery: RecoveryCodeEnrolment): TemplateResult {
    const { t } = this.#section;
    return html`<div part="recovery-code-step" class="step">
      <h4 tabindex="-1">${t('profileMfaRecoveryTitle')}</h4>
      <p id="recovery-code-text">${t('profileMfaRecoveryText')}</p>
      <p class="copy-row">
        <code part="recovery-code" aria-label=${t('profileMfaRecoveryLabel')}
          >${recoveryCodeGroups(recovery.recoveryCode)}</code
        >
      </p>
      <p class="copy-row">
        <button type="button" class="auth-button" part="recovery-code-copy-button" @click=${this.#onCopyCode}>
          ${t('profileMfaCopyCode')}
        </button>
        <button
          type="button"
          class="auth-button"
          part="recovery-code-download-button"
          @click=${this.#onDownload}
        >
          ${t('profileMfaDownload')}
        </button>
        ${this.#renderCopied('code')}
      </p>
      <p class="actions">
        <button
          type="button"
          class="auth-button auth-button--primary"
          part="recovery-code-saved-button"
          ?disabled=${this.#task.busy}
          @click=${this.#onSaved}
        >
          ${t('profileMfaSaved')}
        </button>
      </p>
    </div>`;
  }

  #renderCopied(what: 'key' | 'code'): TemplateResult {
    const copied = this.#copied?.what === what ? this.#copied : null;
    return html`<span class="copied" role="status"
      >${copied ? this.#section.t(copied.ok ? 'profileMfaCopied' : 'profileMfaCopyFailed') : nothing}</span
    >`;
  }
}

/** The message under the code field for a refused first code, if the failure is about the code. */
function codeProblem(error: AuthError | null): StringKey | null {
  if (!error) return null;
  if (error.error === 'invalid_otp_code') return 'profileMfaWrongCode';
  if (error.error === 'invalid_auth_session') return 'profileMfaExpired';
  return null;
}

/** The key in groups of four, as authenticator apps show it (copy gives it without spaces). */
function groupKey(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}
