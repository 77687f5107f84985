// The profile's "Two-step verification" section, over the My Account API: the status of each factor
// (an authenticator app, a recovery code: on since when, or not set up); "Set up an authenticator app"
// starts the enrolment (`myAccount.enrolTotp()`) and loads the QR code's drawing code at that moment
// only (./qr-code.ts, `loadQrCode`), then shows the QR code, the key as text with a copy
// button, and a field for the app's first code (`verifyTotp`); a wrong code is said in place, the code
// kept and selected. Then, unless the user has one, a recovery code is made (`enrolRecoveryCode`) and
// shown once, with copy and download, until the user says "I saved it" (`confirmRecoveryCode`).
// "Remove" first says what it means in the modal ConfirmDialog, then `deleteAuthenticationMethod`.
// Emits `auth-mfa-enrolled` for each factor set up and `auth-mfa-removed` for each removed.
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
import { ConfirmDialog, renderConfirmDialog } from '../../internal/confirm-dialog.js';
import type { StringKey } from '../../internal/i18n.js';
import { SectionTask, withMyAccount } from './section-task.js';
import type * as QrCode from './qr-code.js';
import type { ProfileSection } from './section.js';

type TwoStepOperation = 'start' | 'verify' | 'recovery' | 'saved' | 'remove';

/** The second factors this section manages. */
export type SecondFactor = 'totp' | 'recovery-code';

/** The QR code's drawing (./qr-code.ts and uqr), fetched when an enrolment starts. */
const loadQrCode = /* @__PURE__ */ chunk(() => import('./qr-code.js'), 'the QR code');

const FACTOR_NAMES: Record<SecondFactor, StringKey> = {
  totp: 'profileMfaTotp',
  'recovery-code': 'profileMfaRecovery',
};

/** An authenticator app's enrolment on screen, with its QR code's drawing. */
interface Enrolling {
  readonly enrolment: TotpEnrolment;
  readonly qr: typeof QrCode;
  code: string;
  /** The message under the field, if any. */
  problem: StringKey | null;
}

export class TwoStepSection {
  readonly #section: ProfileSection;
  readonly #task: SectionTask<TwoStepOperation>;
  readonly #dialog: ConfirmDialog;
  #methods: AuthenticationMethod[] = [];
  #enrolling: Enrolling | null = null;
  /** The recovery code shown once, until "I saved it". */
  #recovery: RecoveryCodeEnrolment | null = null;
  /** The factor the remove dialog asks about. */
  #removing: AuthenticationMethod | null = null;
  /** The confirmation of a copy, next to its button. */
  #copied: { readonly what: 'key' | 'code'; readonly ok: boolean } | null = null;

  constructor(section: ProfileSection) {
    this.#section = section;
    this.#task = new SectionTask(section, 'two-step-error', 'twoStep');
    this.#dialog = new ConfirmDialog(section.host, 'factor-remove-confirm', 'factor-remove-button');
  }

  /** Shows the user's second factors among `methods` (the confirmed ones). */
  show(methods: readonly AuthenticationMethod[]): void {
    this.#methods = methods.filter(
      (method) => (method.type === 'totp' || method.type === 'recovery-code') && method.confirmed !== false,
    );
    this.#section.host.requestUpdate();
  }

  reset(): void {
    this.#methods = [];
    this.#enrolling = null;
    this.#recovery = null;
    this.#removing = null;
    this.#copied = null;
    this.#task.clear();
  }

  #method(type: SecondFactor): AuthenticationMethod | undefined {
    return this.#methods.find((method) => method.type === type);
  }

  // --- Authenticator app ---

  readonly #onStart = (): void => {
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
        this.show([...this.#methods.filter((other) => other.type !== 'totp'), method]);
        this.#section.emit('auth-mfa-enrolled', { method });
        if (this.#method('recovery-code')) {
          this.#task.notify('profileMfaEnrolled');
          void this.#focusStatus();
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

  readonly #onCreateRecovery = (): void => {
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
        this.show([...this.#methods.filter((other) => other.type !== 'recovery-code'), method]);
        this.#task.notify('profileMfaRecoverySavedNotice');
        this.#section.emit('auth-mfa-enrolled', { method });
        void this.#focusStatus();
      },
    );
  };

  readonly #onCopyKey = (): void => {
    const key = this.#enrolling?.enrolment.manualInputCode;
    if (key) void this.#copy('key', key, '[part~="two-step-key"]');
  };

  readonly #onCopyCode = (): void => {
    const code = this.#recovery?.recoveryCode;
    if (code) void this.#copy('code', code, '[part~="recovery-code"]');
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
    const text = `${this.#section.t('profileMfaDownloadText', { site, code })}\n`;
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

  // --- Remove ---

  readonly #onRemove = (event: Event): void => {
    const button = event.currentTarget as HTMLElement;
    const method = this.#methods.find((candidate) => candidate.id === button.dataset['id']);
    if (!method || this.#task.busy) return;
    this.#removing = method;
    this.#section.host.requestUpdate();
    void this.#dialog.open(button);
  };

  readonly #onRemoveConfirm = (): void => {
    const method = this.#removing;
    this.#dialog.close();
    if (!method || this.#task.busy) return;
    void this.#task.run(
      'remove',
      () => withMyAccount(this.#section, (myAccount) => myAccount.deleteAuthenticationMethod(method.id)),
      () => {
        this.#removing = null;
        this.show(this.#methods.filter((other) => other.id !== method.id));
        const factor = this.#section.t(FACTOR_NAMES[method.type as SecondFactor]);
        this.#task.notify('profileMfaRemoved', { factor });
        this.#section.emit('auth-mfa-removed', { method });
        void this.#focusStatus();
      },
    );
  };

  // --- Focus ---

  #focusStatus(): Promise<void> {
    return this.#task.focus('[part~="two-step"] [part~="section-status"]');
  }

  // --- Rendering ---

  render(): TemplateResult {
    const { t } = this.#section;
    const busy = this.#task.busy;
    const totp = this.#method('totp');
    const recovery = this.#method('recovery-code');
    return html`<section
      part="two-step"
      aria-labelledby="two-step-title"
      aria-busy=${busy ? 'true' : 'false'}
    >
      <h3 part="section-title" id="two-step-title">${t('profileMfaTitle')}</h3>
      <p class="section-intro">${t('profileMfaIntro')}</p>
      <ul class="method-list">
        ${this.#renderFactor('totp', totp)} ${this.#renderFactor('recovery-code', recovery)}
      </ul>
      ${this.#task.render()}
      ${
        this.#recovery
          ? this.#renderRecovery(this.#recovery)
          : this.#enrolling
            ? this.#renderEnrolment(this.#enrolling)
            : html`<p class="section-actions">
                ${
                  totp
                    ? nothing
                    : html`<button
                        type="button"
                        class="auth-button"
                        part="two-step-setup-button"
                        ?disabled=${busy}
                        @click=${this.#onStart}
                      >
                        ${
                          this.#task.pending === 'start'
                            ? html`<span class="auth-progress" aria-hidden="true"></span>
                                ${t('profileMfaStarting')}`
                            : t('profileMfaSetUp')
                        }
                      </button>`
                }
                ${
                  totp && !recovery
                    ? html`<button
                        type="button"
                        class="auth-button"
                        part="recovery-code-create-button"
                        ?disabled=${busy}
                        @click=${this.#onCreateRecovery}
                      >
                        ${t('profileMfaRecoveryCreate')}
                      </button>`
                    : nothing
                }
              </p>`
      }
      ${this.#renderRemoveDialog()}
    </section>`;
  }

  #renderFactor(type: SecondFactor, method: AuthenticationMethod | undefined): TemplateResult {
    const { t, formatDate } = this.#section;
    const name = t(FACTOR_NAMES[type]);
    return html`<li part="factor factor-${type}">
      <span class="method-icon" aria-hidden="true">${type === 'totp' ? phoneIcon : keyIcon}</span>
      <div class="method-body">
        <p part="factor-name">${name}</p>
        <p part="factor-status ${method ? 'factor-on' : 'factor-off'}" class="method-detail">
          ${method ? t('profileMfaStatusOn', { date: formatDate(method.created_at) }) : t('profileMfaStatusOff')}
        </p>
      </div>
      ${
        method
          ? html`<div class="method-actions">
              <button
                type="button"
                class="auth-button"
                part="factor-remove-button"
                data-id=${method.id}
                aria-label=${t('profileMfaRemoveLabel', { factor: name })}
                ?disabled=${this.#task.busy}
                @click=${this.#onRemove}
              >
                ${t('profileMfaRemove')}
              </button>
            </div>`
          : nothing
      }
    </li>`;
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
            ${
              verifying
                ? html`<span class="auth-progress" aria-hidden="true"></span> ${t('profileMfaVerifying')}`
                : t('profileMfaVerify')
            }
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
        <code part="recovery-code" aria-label=${t('profileMfaRecoveryLabel')}>${recovery.recoveryCode}</code>
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

  #renderRemoveDialog(): TemplateResult {
    const { t } = this.#section;
    const type = (this.#removing?.type ?? 'totp') as SecondFactor;
    const factor = t(FACTOR_NAMES[type]);
    return renderConfirmDialog({
      part: 'factor-remove-confirm',
      titleId: 'factor-remove-title',
      textId: 'factor-remove-text',
      title: t('profileMfaRemoveTitle', { factor }),
      text: t(type === 'totp' ? 'profileMfaRemoveTotpText' : 'profileMfaRemoveRecoveryText'),
      cancelLabel: t('profileMfaCancel'),
      confirmPart: 'factor-remove-confirm-button',
      confirmLabel: t('profileMfaRemoveConfirm'),
      onCancel: this.#dialog.onCancel,
      close: this.#dialog.close,
      onConfirm: this.#onRemoveConfirm,
    });
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

/** A phone (the authenticator app), drawn here. */
const phoneIcon = html`<svg
  viewBox="0 0 24 24"
  width="20"
  height="20"
  fill="none"
  stroke="currentColor"
  stroke-width="1.75"
  stroke-linecap="round"
  stroke-linejoin="round"
  focusable="false"
>
  <rect x="6" y="2" width="12" height="20" rx="2" />
  <path d="M11 18h2" />
</svg>`;

/** A key (the recovery code), drawn here. */
const keyIcon = html`<svg
  viewBox="0 0 24 24"
  width="20"
  height="20"
  fill="none"
  stroke="currentColor"
  stroke-width="1.75"
  stroke-linecap="round"
  stroke-linejoin="round"
  focusable="false"
>
  <circle cx="8" cy="15" r="4" />
  <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" />
</svg>`;
