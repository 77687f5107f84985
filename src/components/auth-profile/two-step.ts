// The profile's "Two-step verification" section, over the My Account API: the status of each factor
// (an authenticator app, a recovery code: on since when, or not set up), setting one up
// (./two-step-setup.ts), and "Remove", which first says what it means in the modal ConfirmDialog, then
// `deleteAuthenticationMethod` and `auth-mfa-removed`.
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { AuthenticationMethod } from '../../core/index.js';
import { ConfirmDialog, renderConfirmDialog } from '../../internal/confirm-dialog.js';
import type { StringKey } from '../../internal/i18n.js';
import { keyIcon, phoneIcon } from './row-icons.js';
import { SectionTask, withMyAccount } from './section-task.js';
import type { ProfileSection } from './section.js';
import { TwoStepSetup } from './two-step-setup.js';
import type { TwoStepOperation } from './two-step-setup.js';

/** The second factors this section manages. */
export type SecondFactor = 'totp' | 'recovery-code';

const FACTOR_NAMES: Record<SecondFactor, StringKey> = {
  totp: 'profileMfaTotp',
  'recovery-code': 'profileMfaRecovery',
};

export class TwoStepSection {
  readonly #section: ProfileSection;
  readonly #task: SectionTask<TwoStepOperation>;
  readonly #dialog: ConfirmDialog;
  /** Setting up an authenticator app, then a recovery code. */
  readonly #setup: TwoStepSetup;
  #methods: AuthenticationMethod[] = [];
  /** The factor the remove dialog asks about. */
  #removing: AuthenticationMethod | null = null;

  constructor(section: ProfileSection) {
    this.#section = section;
    this.#task = new SectionTask(section, 'two-step-error', 'twoStep');
    this.#dialog = new ConfirmDialog(section.host, 'factor-remove-confirm', 'factor-remove-button');
    this.#setup = new TwoStepSetup(section, this.#task, {
      show: (method) => this.show([...this.#methods.filter((other) => other.type !== method.type), method]),
      hasRecoveryCode: () => this.#method('recovery-code') !== undefined,
      focusStatus: () => void this.#focusStatus(),
    });
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
    this.#removing = null;
    this.#setup.reset();
    this.#task.clear();
  }

  #method(type: SecondFactor): AuthenticationMethod | undefined {
    return this.#methods.find((method) => method.type === type);
  }

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
        this.#setup.shown
          ? this.#setup.render()
          : html`<p class="section-actions">
              ${
                totp
                  ? nothing
                  : html`<button
                      type="button"
                      class="auth-button"
                      part="two-step-setup-button"
                      ?disabled=${busy}
                      @click=${this.#setup.start}
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
                      @click=${this.#setup.createRecovery}
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
    const { t } = this.#section;
    const name = t(FACTOR_NAMES[type]);
    return html`<li part="factor factor-${type}">
      <span class="method-icon" aria-hidden="true">${type === 'totp' ? phoneIcon : keyIcon}</span>
      <div class="method-body">
        <p part="factor-name">${name}</p>
        ${this.#renderStatus(type, method)}
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

  /** A factor's state as the user sees it: on, off, or (a recovery code on screen) not working until saved. */
  #renderStatus(type: SecondFactor, method: AuthenticationMethod | undefined): TemplateResult {
    const { t, formatDate } = this.#section;
    if (method) {
      return html`<p part="factor-status factor-on" class="method-detail">
        ${t('profileMfaStatusOn', { date: formatDate(method.created_at) })}
      </p>`;
    }
    const unsaved = type === 'recovery-code' && this.#setup.recoveryShown;
    return html`<p part="factor-status ${unsaved ? 'factor-unsaved' : 'factor-off'}" class="method-detail">
      ${unsaved ? t('profileMfaStatusUnsaved') : t('profileMfaStatusOff')}
    </p>`;
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
