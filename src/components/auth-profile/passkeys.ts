// The profile's Passkeys section, over the My Account API: each passkey with its name, when it was
// created and last used (dates in the element's language, Intl.DateTimeFormat), and whether it is
// synced across devices or bound to one (`credential_backed_up`, `credential_device_type`). "Add a
// passkey" runs the whole ceremony (`myAccount.enrolPasskey()`, the browser's prompt) and emits
// `auth-passkey-created`. "Rename" edits the name in place: Enter saves (`renamePasskey`), Escape
// cancels, the focus goes back to the passkey's Rename button. "Delete" first says what it means in the
// modal ConfirmDialog (that passkey no longer signs in; the other ways stay), then
// `deletePasskey(id)`; where the browser has the WebAuthn Signal API it is told the credential is gone
// (`PublicKeyCredential.signalUnknownCredential`), so it stops offering it; then `auth-passkey-deleted`.
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { PasskeyMethod } from '../../core/index.js';
import { ConfirmDialog, renderConfirmDialog } from '../../internal/confirm-dialog.js';
import { passkeyIcon } from './row-icons.js';
import { SectionTask, withMyAccount } from './section-task.js';
import type { ProfileSection } from './section.js';

type PasskeyOperation = 'add' | 'rename' | 'delete';

/** The browser's WebAuthn Signal API, where it has it (not yet in TypeScript's DOM types). */
type SignalUnknownCredential = (options: { rpId: string; credentialId: string }) => Promise<void>;

/** `PublicKeyCredential.signalUnknownCredential`, when this browser has it. */
function signalApi(): SignalUnknownCredential | undefined {
  const credential = (globalThis as { PublicKeyCredential?: { signalUnknownCredential?: unknown } })
    .PublicKeyCredential;
  const signal = credential?.signalUnknownCredential;
  return typeof signal === 'function' ? (signal.bind(credential) as SignalUnknownCredential) : undefined;
}

/**
 * Tells the browser (and its passkey provider) that `passkey` no longer exists, so it stops offering
 * it; resolves whether it could. A browser without the Signal API, or that refuses, changes nothing.
 */
export async function signalDeleted(passkey: PasskeyMethod, fallbackRpId: string): Promise<boolean> {
  const signal = signalApi();
  if (!signal) return false;
  try {
    await signal({ rpId: passkey.relying_party_id ?? fallbackRpId, credentialId: passkey.key_id });
    return true;
  } catch {
    return false;
  }
}

/** Whether a passkey is synced across the user's devices, rather than bound to the one that made it. */
export function isSynced(passkey: PasskeyMethod): boolean {
  return passkey.credential_backed_up || passkey.credential_device_type === 'multi_device';
}

export class PasskeysSection {
  readonly #section: ProfileSection;
  readonly #task: SectionTask<PasskeyOperation>;
  readonly #dialog: ConfirmDialog;
  #passkeys: PasskeyMethod[] = [];
  /** The passkey whose name is being edited, and the name typed so far. */
  #editing: { readonly id: string; draft: string; empty: boolean } | null = null;
  /** The passkey the delete dialog asks about. */
  #deleting: PasskeyMethod | null = null;

  constructor(section: ProfileSection) {
    this.#section = section;
    this.#task = new SectionTask(section, 'passkeys-error', 'passkeys');
    this.#dialog = new ConfirmDialog(section.host, 'passkey-delete-confirm', 'passkey-delete-button');
  }

  /** Shows `passkeys` (the list the service returned); drops an edit of a passkey no longer there. */
  show(passkeys: readonly PasskeyMethod[]): void {
    this.#passkeys = [...passkeys];
    if (this.#editing && !passkeys.some((passkey) => passkey.id === this.#editing?.id)) this.#editing = null;
    this.#section.host.requestUpdate();
  }

  /** Forgets the list and what is shown (another user, or signed out). */
  reset(): void {
    this.#passkeys = [];
    this.#editing = null;
    this.#deleting = null;
    this.#task.clear();
  }

  get busy(): boolean {
    return this.#task.busy;
  }

  // --- Add ---

  readonly #onAdd = (): void => {
    if (this.#task.busy) return;
    void this.#task.run(
      'add',
      () => withMyAccount(this.#section, (myAccount) => myAccount.enrolPasskey()),
      (passkey) => {
        this.show([...this.#passkeys, passkey]);
        this.#task.notify('profilePasskeyAdded');
        this.#section.emit('auth-passkey-created', { passkey });
        void this.#task.focus(
          `[part~="passkey"][data-id="${CSS.escape(passkey.id)}"] [part~="passkey-name"]`,
        );
      },
    );
  };

  // --- Rename ---

  readonly #onRename = (event: Event): void => {
    const id = (event.currentTarget as HTMLElement).dataset['id'];
    const passkey = this.#passkeys.find((candidate) => candidate.id === id);
    if (!passkey || this.#task.busy) return;
    this.#editing = { id: passkey.id, draft: passkey.name ?? '', empty: false };
    this.#section.host.requestUpdate();
    void this.#task.focus('[part~="passkey-name-input"]', true);
  };

  readonly #onNameInput = (event: Event): void => {
    if (!this.#editing) return;
    this.#editing.draft = (event.target as HTMLInputElement).value;
    this.#editing.empty = false;
  };

  readonly #onNameKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.#cancelRename();
    }
  };

  readonly #cancelRename = (): void => {
    const id = this.#editing?.id;
    this.#editing = null;
    this.#section.host.requestUpdate();
    if (id) void this.#focusRename(id);
  };

  /** The rename form's submit (Enter or Save). */
  readonly #onRenameSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const editing = this.#editing;
    if (!editing || this.#task.busy) return;
    const name = editing.draft.trim();
    if (name === '') {
      editing.empty = true;
      this.#section.host.requestUpdate();
      void this.#task.focus('[part~="passkey-name-input"]');
      return;
    }
    void this.#task
      .run(
        'rename',
        () => withMyAccount(this.#section, (myAccount) => myAccount.renamePasskey(editing.id, name)),
        (renamed) => {
          this.#editing = null;
          this.show(this.#passkeys.map((passkey) => (passkey.id === renamed.id ? renamed : passkey)));
          this.#task.notify('profilePasskeyRenamed');
          void this.#focusRename(renamed.id);
        },
      )
      .then(({ outcome }) => {
        // Kept open with what was typed; the focus is on the message, Tab leads back to the field.
        if (outcome !== 'success') this.#section.host.requestUpdate();
      });
  };

  // --- Delete ---

  readonly #onDelete = (event: Event): void => {
    const button = event.currentTarget as HTMLElement;
    const passkey = this.#passkeys.find((candidate) => candidate.id === button.dataset['id']);
    if (!passkey || this.#task.busy) return;
    this.#deleting = passkey;
    this.#section.host.requestUpdate();
    void this.#dialog.open(button);
  };

  readonly #onDeleteConfirm = (): void => {
    const passkey = this.#deleting;
    this.#dialog.close();
    if (!passkey || this.#task.busy) return;
    const rpId = new URL(this.#section.origin()).hostname;
    void this.#task.run(
      'delete',
      async () => {
        await withMyAccount(this.#section, (myAccount) => myAccount.deletePasskey(passkey.id));
        return signalDeleted(passkey, rpId);
      },
      (signalled) => {
        this.#deleting = null;
        this.show(this.#passkeys.filter((candidate) => candidate.id !== passkey.id));
        this.#task.notify(signalled ? 'profilePasskeyDeletedSignalled' : 'profilePasskeyDeleted');
        this.#section.emit('auth-passkey-deleted', { passkey });
        // The passkey's buttons are gone: the focus goes to the confirmation.
        void this.#task.focus('[part~="passkeys"] [part~="section-status"]');
      },
    );
  };

  // --- Focus ---

  #focusRename(id: string): Promise<void> {
    return this.#task.focus(`[part~="passkey-rename-button"][data-id="${CSS.escape(id)}"]`);
  }

  // --- Rendering ---

  render(): TemplateResult {
    const { t } = this.#section;
    const busy = this.#task.busy;
    return html`<section
      part="passkeys"
      aria-labelledby="passkeys-title"
      aria-busy=${busy ? 'true' : 'false'}
    >
      <h3 part="section-title" id="passkeys-title">${t('profilePasskeysTitle')}</h3>
      <p class="section-intro">${t('profilePasskeysIntro')}</p>
      ${
        this.#passkeys.length === 0
          ? html`<p part="passkeys-empty" class="empty">${t('profilePasskeysEmpty')}</p>`
          : html`<ul class="method-list">
              ${this.#passkeys.map((passkey) => this.#renderPasskey(passkey))}
            </ul>`
      }
      ${this.#task.render()}
      <p class="section-actions">
        <button
          type="button"
          class="auth-button"
          part="passkey-add-button"
          ?disabled=${busy}
          @click=${this.#onAdd}
        >
          ${this.#task.pending === 'add' ? html`<span class="auth-progress" aria-hidden="true"></span> ${t('profilePasskeyAdding')}` : t('profilePasskeyAdd')}
        </button>
      </p>
      ${this.#renderDeleteDialog()}
    </section>`;
  }

  #name(passkey: PasskeyMethod): string {
    return passkey.name ?? this.#section.t('profilePasskeyUnnamed');
  }

  #renderPasskey(passkey: PasskeyMethod): TemplateResult {
    const { t, formatDate } = this.#section;
    const name = this.#name(passkey);
    const editing = this.#editing?.id === passkey.id ? this.#editing : null;
    const synced = isSynced(passkey);
    const busy = this.#task.busy;
    return html`<li part="passkey" data-id=${passkey.id}>
      <span class="method-icon" aria-hidden="true">${passkeyIcon}</span>
      <div class="method-body">
        ${editing ? this.#renderRenameForm(name, editing) : html`<p part="passkey-name" tabindex="-1">${name}</p>`}
        <p part="passkey-dates" class="method-detail">
          <span>${t('profilePasskeyCreated', { date: formatDate(passkey.created_at) })}</span>
          <span
            >${
              passkey.last_auth_at
                ? t('profilePasskeyLastUsed', { date: formatDate(passkey.last_auth_at) })
                : t('profilePasskeyNeverUsed')
            }</span
          >
        </p>
        <p part="passkey-kind ${synced ? 'passkey-synced' : 'passkey-device-bound'}" class="method-detail">
          ${t(synced ? 'profilePasskeySynced' : 'profilePasskeyDeviceBound')}
        </p>
      </div>
      ${
        editing
          ? nothing
          : html`<div class="method-actions">
              <button
                type="button"
                class="auth-button"
                part="passkey-rename-button"
                data-id=${passkey.id}
                aria-label=${t('profilePasskeyRenameLabel', { name })}
                ?disabled=${busy}
                @click=${this.#onRename}
              >
                ${t('profilePasskeyRename')}
              </button>
              <button
                type="button"
                class="auth-button"
                part="passkey-delete-button"
                data-id=${passkey.id}
                aria-label=${t('profilePasskeyDeleteLabel', { name })}
                ?disabled=${busy}
                @click=${this.#onDelete}
              >
                ${t('profilePasskeyDelete')}
              </button>
            </div>`
      }
    </li>`;
  }

  #renderRenameForm(name: string, editing: { draft: string; empty: boolean }): TemplateResult {
    const { t } = this.#section;
    const saving = this.#task.pending === 'rename';
    return html`<form
      part="passkey-rename-form"
      class="rename-form"
      novalidate
      @submit=${this.#onRenameSubmit}
    >
      <label class="auth-label" for="passkey-name-input">${t('profilePasskeyNameLabel')}</label>
      <input
        id="passkey-name-input"
        class="auth-input"
        part="passkey-name-input"
        name="passkey-name"
        autocomplete="off"
        maxlength="255"
        aria-required="true"
        aria-describedby="passkey-name-hint${editing.empty ? ' passkey-name-error' : ''}"
        aria-invalid=${editing.empty ? 'true' : 'false'}
        .value=${live(editing.draft)}
        placeholder=${name}
        @input=${this.#onNameInput}
        @keydown=${this.#onNameKeydown}
      />
      <p id="passkey-name-hint" class="auth-hint">${t('profilePasskeyNameHint')}</p>
      ${
        editing.empty
          ? html`<p id="passkey-name-error" part="field-error">${t('profilePasskeyNameRequired')}</p>`
          : nothing
      }
      <div class="actions">
        <button
          type="submit"
          class="auth-button auth-button--primary"
          part="passkey-save-button"
          ?disabled=${saving}
        >
          ${t(saving ? 'profileSaving' : 'profilePasskeySave')}
        </button>
        <button type="button" class="auth-button" part="passkey-cancel-button" @click=${this.#cancelRename}>
          ${t('profilePasskeyCancel')}
        </button>
      </div>
    </form>`;
  }

  #renderDeleteDialog(): TemplateResult {
    const { t } = this.#section;
    const name = this.#deleting ? this.#name(this.#deleting) : '';
    return renderConfirmDialog({
      part: 'passkey-delete-confirm',
      titleId: 'passkey-delete-title',
      textId: 'passkey-delete-text',
      title: t('profilePasskeyDeleteTitle', { name }),
      text: t('profilePasskeyDeleteText'),
      cancelLabel: t('profilePasskeyCancel'),
      confirmPart: 'passkey-delete-confirm-button',
      confirmLabel: t('profilePasskeyDeleteConfirm'),
      onCancel: this.#dialog.onCancel,
      close: this.#dialog.close,
      onConfirm: this.#onDeleteConfirm,
    });
  }
}
