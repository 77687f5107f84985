import { html, nothing } from 'lit';
import type { CSSResult, CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AuthError, Management } from '../../core/index.js';
import type { ResourceServer, ResourceServerScope } from '../../core/index.js';
import { RESERVED_SCOPE_NAMES } from '../../core/index.js';
import { resolveOrigin } from '../../core/lib/domain.js';
import { AuthElement, Status } from '../../internal/auth-element.js';
import type { StringKey } from '../../internal/i18n.js';
import { formText } from '../../internal/light-form.js';
import { confirmationStyles, hostStyles } from '../../internal/styles.js';
import { permissionsLightStyles, permissionsStyles } from './api-permissions-editor.styles.js';

/** The Management API permissions the editor asks for when it gets its own token. */
export const PERMISSIONS_EDITOR_SCOPES = 'read:resource_servers update:resource_servers';

/** Detail of `auth-permissions-saved`. */
export interface AuthPermissionsSavedEventDetail {
  /** The `api-id` the permissions were saved to. */
  apiId: string;
  /** The API's permissions as the service returned them after the save. */
  scopes: ResourceServerScope[];
}

/** Detail of `auth-permissions-unsaved`. */
export interface AuthPermissionsUnsavedEventDetail {
  /** The API whose changes are not saved. */
  apiId: string;
  /** The `api-id` the element was asked to show instead. */
  nextApiId: string;
  /** The permissions as edited (what a save would send). */
  scopes: ResourceServerScope[];
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-permissions-saved': AuthPermissionsSavedEventDetail;
    'auth-permissions-unsaved': AuthPermissionsUnsavedEventDetail;
  }
}

/** What the element is doing: loading the API, saving the edited set, or removing every permission. */
type Operation = 'load' | 'save' | 'remove-all';

/** What the status region says while each operation is pending. */
const PENDING_TEXT: Readonly<Record<Operation, StringKey>> = {
  load: 'permissionsLoading',
  save: 'permissionsSaving',
  'remove-all': 'permissionsRemovingAll',
};

/** How a shown row differs from what the service has. */
type RowChange = 'kept' | 'added' | 'removed';

interface Row {
  readonly value: string;
  readonly description: string;
  readonly change: RowChange;
}

/** The longest permission name the service accepts. */
const VALUE_MAX_LENGTH = 280;

function copyScopes(scopes: readonly ResourceServerScope[]): ResourceServerScope[] {
  return scopes.map(({ value, description }) => ({ value, description }));
}

function sameScopes(a: readonly ResourceServerScope[], b: readonly ResourceServerScope[]): boolean {
  if (a.length !== b.length) return false;
  const byValue = new Map(a.map((scope) => [scope.value, scope.description]));
  return b.every((scope) => byValue.get(scope.value) === scope.description);
}

/**
 * The rows to show: the service's permissions in its order (those not kept, or kept with another
 * description, marked `removed`), then the new ones (`added`).
 */
function diffRows(saved: readonly ResourceServerScope[], draft: readonly ResourceServerScope[]): Row[] {
  const drafted = new Map(draft.map((scope) => [scope.value, scope.description]));
  const rows: Row[] = saved.map(({ value, description }) => ({
    value,
    description,
    change: drafted.get(value) === description ? 'kept' : 'removed',
  }));
  const kept = new Set(rows.filter((row) => row.change === 'kept').map((row) => row.value));
  for (const { value, description } of draft) {
    if (!kept.has(value)) rows.push({ value, description, change: 'added' });
  }
  return rows;
}

/**
 * Lists, adds and removes the permissions (scopes) of an API (a resource server) through the
 * Management API, and saves them with its full-replace semantics: the save sends every permission to
 * keep (`management.updateResourceServerScopes(apiId, scopes)`), and the list then shows what the
 * service returned.
 *
 * Changes stay local until saved: added rows and rows to be removed are marked, an "unsaved changes"
 * indicator is shown, and the page warns before unloading (`beforeunload`) while there are any.
 * When `api-id` changes while there are unsaved changes, the element dispatches the cancelable
 * `auth-permissions-unsaved`; unless a listener cancels it (the page then handles the question itself
 * and the changes are dropped), the element keeps showing the edited API and asks the user to save or
 * discard before it shows the next one. "Remove all permissions" asks for confirmation in a modal
 * dialog of the element, then sends an empty set at once.
 *
 * The token: the `token` property (a Management API access token with `read:resource_servers` and, to
 * save, `update:resource_servers`), else one the element gets itself with a silent `checkSession`
 * (audience `{domain's origin}/api/v2/`, scope `read:resource_servers update:resource_servers`) for the
 * configured `domain` and `client-id` (its own attributes or the enclosing `<auth-provider>`'s). The
 * Management API is always called on the configured `domain`.
 *
 * The add form (inputs `value` and `description`) is a light-DOM `<form>`, like every element's: the
 * page's styles and tools reach it, Enter adds, and its validation messages sit next to the fields.
 * The list and the actions are in the shadow root.
 *
 * @summary Edit the permissions of an API.
 *
 * @event auth-permissions-saved - The service saved the permissions (also after "Remove all"). `detail: { apiId, scopes }` (`scopes`: what the service returned).
 * @event auth-permissions-unsaved - `api-id` changed while there were unsaved changes. Cancelable: `preventDefault()` drops the changes and shows the next API at once; otherwise the element asks the user. `detail: { apiId, nextApiId, scopes }`.
 * @event auth-error - Loading or saving failed. `detail: { error: AuthError }`.
 *
 * @slot form - Filled by the element with its light-DOM add form (inputs `value` and `description`).
 *
 * @csspart title - The heading.
 * @csspart api - The API's name and identifier under the heading.
 * @csspart error - The error message region (`role="alert"`).
 * @csspart status - Loading, saving and saved messages (`role="status"`).
 * @csspart dirty-indicator - "Unsaved changes", shown while there are any.
 * @csspart switch-prompt - The question shown when `api-id` changed while there were unsaved changes.
 * @csspart table - The table of permissions.
 * @csspart row - Each permission's row; also `row-added`, `row-removed` or `row-kept`.
 * @csspart row-added - A row added since the last save.
 * @csspart row-removed - A row that the next save removes.
 * @csspart row-kept - A row the service has and the next save keeps.
 * @csspart value - The permission's name cell.
 * @csspart description - The permission's description cell.
 * @csspart marker - The "Added" / "To be removed" mark of a changed row.
 * @csspart remove-button - A row's "Remove" button.
 * @csspart restore-button - A removed row's "Restore" button.
 * @csspart empty - The text shown when the API has no permissions.
 * @csspart add-form - The box around the add form.
 * @csspart actions - The line of buttons under the table.
 * @csspart save-button - "Save permissions".
 * @csspart discard-button - "Discard changes", shown while there are any.
 * @csspart remove-all-button - "Remove all permissions".
 * @csspart confirm - The confirmation dialog of "Remove all permissions".
 * @csspart confirm-button - The dialog's "Remove all" button.
 * @csspart cancel-button - The dialog's "Cancel" button.
 *
 * Theme tokens: every `--auth-*` of src/internal/styles.ts (copied into the manifest entry).
 */
export class ApiPermissionsEditor extends AuthElement {
  static override styles: CSSResultGroup = [hostStyles, confirmationStyles, permissionsStyles];

  static override lightStyles: readonly CSSResult[] = [permissionsLightStyles];

  /** The API (resource server): its id, or its identifier such as `https://api.example.com` (attribute `api-id`). */
  @property({ attribute: 'api-id' }) apiId = '';

  /**
   * A Management API access token for the configured `domain`. Without one, the element gets a token
   * itself through the configuration's `checkSession`. Prefer setting the property to the attribute.
   */
  @property() token?: string;

  /** The API's permissions as the service last returned them; `null` until loaded. */
  @state() private saved: readonly ResourceServerScope[] | null = null;

  /** The permissions as edited: what the next save sends. */
  @state() private draft: readonly ResourceServerScope[] = [];

  /** The API's name and identifier, once loaded. */
  @state() private api: Pick<ResourceServer, 'name' | 'identifier'> | null = null;

  /** The operation in flight (or whose failure is shown). */
  @state() private operation: Operation | null = null;

  /** The message of the last successful save. */
  @state() private savedNotice: 'permissionsSaved' | 'permissionsRemovedAll' | null = null;

  /** The add form's message about the permission name (empty when valid). */
  @state() private valueProblem = '';

  /** The `api-id` waiting for the user to save or discard the changes to the shown API. */
  @state() private nextApiId: string | null = null;

  /** The API the shown list belongs to (and the one a save goes to). */
  #shownApiId = '';
  /** Configuration, token and user the last load used: a change loads again (when nothing is unsaved). */
  #sourceKey: string | null = null;
  /** The token got through checkSession for {@link #sourceKey}. */
  #ownToken: string | null = null;
  #unloadGuarded = false;

  /** The confirmation dialog of "Remove all permissions". */
  get #confirmDialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog[part~="confirm"]');
  }

  /** Whether there are changes that are not saved. */
  get dirty(): boolean {
    return this.saved !== null && !sameScopes(this.saved, this.draft);
  }

  /** The permissions as edited (a copy): what "Save permissions" would send. */
  get scopes(): ResourceServerScope[] {
    return copyScopes(this.draft);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#guardUnload(false);
  }

  protected override get formLabel(): string {
    return this.t('permissionNew');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const config = this.config;
    const sourceKey = JSON.stringify([
      config.domain ?? null,
      config.clientID ?? null,
      this.token ?? null,
      this.session?.user?.sub ?? null,
    ]);
    const sourceChanged = sourceKey !== this.#sourceKey;
    if (sourceChanged) {
      this.#sourceKey = sourceKey;
      this.#ownToken = null;
    }
    const apiId = this.apiId.trim();
    if (apiId !== this.#shownApiId) {
      this.#onApiIdChange(apiId);
    } else if (this.nextApiId !== null) {
      // Back to the API on screen: nothing to ask any more.
      this.nextApiId = null;
    } else if (sourceChanged && apiId !== '' && !this.dirty && this.operation !== 'save') {
      this.#load(apiId);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.#guardUnload(this.dirty);
  }

  protected override render(): TemplateResult {
    return html`<h2 part="title">${this.t('permissionsTitle')}</h2>
      ${
        this.api
          ? html`<p part="api">
              ${this.t('permissionsOf', { api: this.api.name, identifier: this.api.identifier })}
            </p>`
          : nothing
      }
      ${this.renderError()}
      <div part="status" role="status">${this.#statusText()}</div>
      <p part="dirty-indicator" aria-live="polite">${this.dirty ? this.#dirtyText() : nothing}</p>
      ${this.#renderSwitchPrompt()} ${this.saved === null ? nothing : this.#renderEditor()}
      ${this.#renderConfirm()}`;
  }

  protected override renderForm(): unknown {
    if (this.saved === null) return nothing;
    const valueId = this.lightForm.id('value');
    const hintId = this.lightForm.id('value-hint');
    const problemId = this.lightForm.id('value-problem');
    const descriptionId = this.lightForm.id('description');
    return html`<div class="auth-field">
        <label class="auth-label" for=${valueId}>${this.t('permissionValue')}</label>
        <input
          class="auth-input"
          id=${valueId}
          name="value"
          type="text"
          autocomplete="off"
          autocapitalize="off"
          spellcheck="false"
          maxlength=${VALUE_MAX_LENGTH}
          aria-required="true"
          aria-describedby="${problemId} ${hintId}"
          @input=${this.#onValueInput}
        />
        <div class="auth-field-problem" id=${problemId} role="alert">${this.valueProblem || nothing}</div>
        <div class="auth-hint" id=${hintId}>${this.t('permissionValueHint')}</div>
      </div>
      <div class="auth-field">
        <label class="auth-label" for=${descriptionId}>${this.t('permissionDescription')}</label>
        <input class="auth-input" id=${descriptionId} name="description" type="text" autocomplete="off" />
      </div>
      <button class="auth-button" type="submit">${this.t('permissionAdd')}</button>`;
  }

  protected override handleSubmit(data: FormData, form: HTMLFormElement): void {
    const value = formText(data, 'value').trim();
    const description = formText(data, 'description').trim();
    const problem = this.#problemWith(value);
    if (problem) {
      this.valueProblem = problem;
      void this.updateComplete.then(() => {
        this.lightForm.setInvalid('value');
        this.lightForm.focus('value');
      });
      return;
    }
    this.valueProblem = '';
    this.savedNotice = null;
    this.#setDraft([...this.draft, { value, description }]);
    form.reset();
    this.lightForm.focus('value');
  }

  /** Why `value` cannot be added, or `''`. Checked before any request. */
  #problemWith(value: string): string {
    if (value === '') return this.t('permissionValueRequired');
    if (/\s/.test(value)) return this.t('permissionValueWhitespace');
    if (RESERVED_SCOPE_NAMES.includes(value)) return this.t('permissionValueReserved', { permission: value });
    if (this.draft.some((scope) => scope.value === value)) {
      return this.t('permissionValueDuplicate', { permission: value });
    }
    return '';
  }

  #onValueInput(): void {
    if (this.valueProblem) this.valueProblem = '';
  }

  #statusText(): string | typeof nothing {
    if (this.#busy && this.operation) return this.t(PENDING_TEXT[this.operation]);
    return this.savedNotice ? this.t(this.savedNotice) : nothing;
  }

  #dirtyText(): string {
    const rows = diffRows(this.saved ?? [], this.draft);
    return this.t('permissionsDirty', {
      added: rows.filter((row) => row.change === 'added').length,
      removed: rows.filter((row) => row.change === 'removed').length,
    });
  }

  get #busy(): boolean {
    return this.status === Status.PENDING;
  }

  #renderEditor(): TemplateResult {
    const rows = diffRows(this.saved ?? [], this.draft);
    const busy = this.#busy;
    const dirty = this.dirty;
    const nothingToRemove = (this.saved?.length ?? 0) === 0 && this.draft.length === 0;
    return html`${
        rows.length === 0
          ? html`<p part="empty">${this.t('permissionsEmpty')}</p>`
          : html`<table part="table" aria-busy=${busy ? 'true' : 'false'}>
              <caption class="auth-visually-hidden">
                ${this.t('permissionsTitle')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">${this.t('permissionValue')}</th>
                  <th scope="col">${this.t('permissionDescription')}</th>
                  <th scope="col">${this.t('permissionsChange')}</th>
                  <th scope="col">
                    <span class="auth-visually-hidden">${this.t('permissionsActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                ${rows.map((row) => this.#renderRow(row, busy))}
              </tbody>
            </table>`
      }
      <div part="add-form">${this.renderFormSlot()}</div>
      <div part="actions">
        <button
          type="button"
          part="save-button"
          class="auth-button auth-button--primary"
          aria-disabled=${busy || !dirty ? 'true' : 'false'}
          @click=${this.#onSave}
        >
          <span>${this.t('permissionsSave')}</span>
          ${
            busy && this.operation === 'save'
              ? html`<span
                  class="auth-progress"
                  role="progressbar"
                  aria-label=${this.t('permissionsSaving')}
                ></span>`
              : nothing
          }
        </button>
        ${
          dirty
            ? html`<button
                type="button"
                part="discard-button"
                class="auth-button"
                aria-disabled=${busy ? 'true' : 'false'}
                @click=${this.#onDiscard}
              >
                ${this.t('permissionsDiscard')}
              </button>`
            : nothing
        }
        <button
          type="button"
          part="remove-all-button"
          class="auth-button"
          aria-disabled=${busy || nothingToRemove ? 'true' : 'false'}
          @click=${this.#onRemoveAll}
        >
          ${this.t('permissionsRemoveAll')}
        </button>
      </div>`;
  }

  #renderRow(row: Row, busy: boolean): TemplateResult {
    const marker =
      row.change === 'added'
        ? this.t('permissionAdded')
        : row.change === 'removed'
          ? this.t('permissionRemoved')
          : '';
    const action =
      row.change === 'removed'
        ? html`<button
            type="button"
            part="restore-button"
            class="auth-button"
            data-value=${row.value}
            aria-label=${this.t('permissionRestore', { permission: row.value })}
            aria-disabled=${busy ? 'true' : 'false'}
            @click=${() => this.#restore(row.value)}
          >
            ${this.t('permissionRestoreShort')}
          </button>`
        : html`<button
            type="button"
            part="remove-button"
            class="auth-button"
            data-value=${row.value}
            aria-label=${this.t('permissionRemove', { permission: row.value })}
            aria-disabled=${busy ? 'true' : 'false'}
            @click=${() => this.#remove(row.value)}
          >
            ${this.t('permissionRemoveShort')}
          </button>`;
    return html`<tr part="row row-${row.change}" data-change=${row.change} data-value=${row.value}>
      <th scope="row" part="value">${row.value}</th>
      <td part="description">${row.description}</td>
      <td>${marker ? html`<span part="marker">${marker}</span>` : nothing}</td>
      <td>${action}</td>
    </tr>`;
  }

  #renderSwitchPrompt(): TemplateResult | typeof nothing {
    if (this.nextApiId === null) return nothing;
    const text = this.t('permissionsSwitchPrompt', {
      api: this.api?.name ?? this.#shownApiId,
      next: this.nextApiId,
    });
    return html`<div part="switch-prompt" role="group" aria-labelledby="switch-prompt-text">
      <p id="switch-prompt-text" role="alert">${text}</p>
      <button
        type="button"
        class="auth-button auth-button--primary"
        aria-disabled=${this.#busy ? 'true' : 'false'}
        @click=${this.#onSaveAndContinue}
      >
        ${this.t('permissionsSaveAndContinue')}
      </button>
      <button
        type="button"
        class="auth-button"
        aria-disabled=${this.#busy ? 'true' : 'false'}
        @click=${this.#onDiscardAndContinue}
      >
        ${this.t('permissionsDiscardAndContinue')}
      </button>
    </div>`;
  }

  #renderConfirm(): TemplateResult {
    return html`<dialog
      part="confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      @cancel=${this.#onConfirmCancel}
    >
      <h3 id="confirm-title">${this.t('permissionsRemoveAllTitle')}</h3>
      <p id="confirm-text">
        ${this.t('permissionsRemoveAllText', { api: this.api?.name ?? this.#shownApiId })}
      </p>
      <div part="confirm-actions">
        <button type="button" part="cancel-button" class="auth-button" @click=${this.#closeConfirm}>
          ${this.t('permissionsCancel')}
        </button>
        <button
          type="button"
          part="confirm-button"
          class="auth-button auth-button--danger"
          @click=${this.#onConfirmRemoveAll}
        >
          ${this.t('permissionsRemoveAllConfirm')}
        </button>
      </div>
    </dialog>`;
  }

  // --- Editing ---

  /** Sets the edited set, keeping the service's order for the permissions it has. */
  #setDraft(next: readonly ResourceServerScope[]): void {
    const saved = this.saved ?? [];
    const nextByValue = new Map(next.map((scope) => [scope.value, scope]));
    const kept = saved.filter((scope) => nextByValue.get(scope.value)?.description === scope.description);
    const keptValues = new Set(kept.map((scope) => scope.value));
    this.draft = copyScopes([...kept, ...next.filter((scope) => !keptValues.has(scope.value))]);
    if (this.savedNotice !== null) this.savedNotice = null;
  }

  async #remove(value: string): Promise<void> {
    if (this.#busy) return;
    const rowsBefore = diffRows(this.saved ?? [], this.draft);
    const index = rowsBefore.findIndex((row) => row.value === value && row.change !== 'removed');
    this.#setDraft(this.draft.filter((scope) => scope.value !== value));
    await this.updateComplete;
    // A saved permission stays as a "to be removed" row whose Restore button takes the focus; an
    // added one disappears, and the focus goes to the row that took its place, else the add form.
    const rows = this.#rowButtons();
    const same = rows.find((button) => button.dataset['value'] === value);
    const target = same ?? rows[Math.min(index, rows.length - 1)];
    if (target) target.focus();
    else this.lightForm.focus('value');
  }

  async #restore(value: string): Promise<void> {
    if (this.#busy) return;
    const original = this.saved?.find((scope) => scope.value === value);
    if (!original) return;
    this.#setDraft([...this.draft.filter((scope) => scope.value !== value), original]);
    await this.updateComplete;
    this.#rowButtons()
      .find((button) => button.dataset['value'] === value && button.part.contains('remove-button'))
      ?.focus();
  }

  #rowButtons(): HTMLButtonElement[] {
    return [
      ...this.renderRoot.querySelectorAll<HTMLButtonElement>(
        '[part~="remove-button"], [part~="restore-button"]',
      ),
    ];
  }

  #onDiscard(): void {
    if (this.#busy || this.saved === null) return;
    if (this.nextApiId !== null) {
      this.#load(this.nextApiId);
      return;
    }
    this.draft = copyScopes(this.saved);
    this.valueProblem = '';
  }

  #onSave(): void {
    if (this.#busy || !this.dirty) return;
    void this.#save(this.draft, 'save');
  }

  // --- Remove all ---

  async #onRemoveAll(): Promise<void> {
    if (this.#busy || this.saved === null) return;
    if (this.saved.length === 0 && this.draft.length === 0) return;
    await this.updateComplete;
    const dialog = this.#confirmDialog;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The safe choice first: Enter or Space on the focused button cancels.
    dialog.querySelector<HTMLButtonElement>('[part~="cancel-button"]')?.focus();
  }

  #onConfirmCancel(event: Event): void {
    // Escape: close it ourselves so focus goes back to the button that opened it.
    event.preventDefault();
    this.#closeConfirm();
  }

  #closeConfirm(): void {
    this.#confirmDialog?.close();
    this.renderRoot.querySelector<HTMLElement>('[part~="remove-all-button"]')?.focus();
  }

  #onConfirmRemoveAll(): void {
    this.#closeConfirm();
    if (this.#busy) return;
    void this.#save([], 'remove-all');
  }

  // --- Changing API while there are changes ---

  #onApiIdChange(apiId: string): void {
    if (this.dirty) {
      if (this.nextApiId === apiId) return;
      const proceed = this.emit(
        'auth-permissions-unsaved',
        { apiId: this.#shownApiId, nextApiId: apiId, scopes: copyScopes(this.draft) },
        { cancelable: true },
      );
      if (proceed) {
        this.nextApiId = apiId;
        return;
      }
    }
    this.#load(apiId);
  }

  #onSaveAndContinue(): void {
    if (this.#busy) return;
    void this.#save(this.draft, 'save');
  }

  #onDiscardAndContinue(): void {
    if (this.#busy || this.nextApiId === null) return;
    this.#load(this.nextApiId);
  }

  // --- Requests ---

  #load(apiId: string): void {
    this.#shownApiId = apiId;
    this.nextApiId = null;
    this.saved = null;
    this.draft = [];
    this.api = null;
    this.savedNotice = null;
    this.valueProblem = '';
    this.#confirmDialog?.close();
    if (apiId === '') {
      this.operation = null;
      this.reset();
      return;
    }
    this.operation = 'load';
    this.errorScope = 'permissionsRead';
    void this.run(() => this.#withManagement((management) => management.getResourceServer(apiId)), {
      successStatus: Status.IDLE,
    }).then((result) => {
      if (result.outcome === 'success') this.#show(result.value);
    });
  }

  /** Shows the API as the service returned it, with nothing edited. */
  #show(server: ResourceServer): void {
    this.saved = copyScopes(server.scopes);
    this.draft = copyScopes(server.scopes);
    this.api = { name: server.name, identifier: server.identifier };
    this.operation = null;
  }

  /** Saves `scopes` as the whole permission set; resolves with whether the service accepted it. */
  async #save(scopes: readonly ResourceServerScope[], operation: 'save' | 'remove-all'): Promise<boolean> {
    const apiId = this.#shownApiId;
    const body = copyScopes(scopes);
    this.operation = operation;
    this.errorScope = 'permissionsUpdate';
    this.savedNotice = null;
    const result = await this.run(() =>
      this.#withManagement((management) => management.updateResourceServerScopes(apiId, body)),
    );
    if (result.outcome !== 'success') return false;
    const server = result.value;
    this.#show(server);
    this.savedNotice = operation === 'remove-all' ? 'permissionsRemovedAll' : 'permissionsSaved';
    this.emit('auth-permissions-saved', { apiId, scopes: copyScopes(server.scopes) });
    // Nothing is unsaved any more: show the API the page asked for meanwhile.
    if (this.nextApiId !== null) this.#load(this.nextApiId);
    return true;
  }

  /**
   * Runs `call` with a Management client for the configured domain. A token the element got itself
   * that the service no longer accepts (`invalid_token`) is replaced once by a new one.
   */
  async #withManagement<T>(call: (management: Management) => Promise<T>): Promise<T> {
    const domain = this.config.domain;
    if (!domain) {
      throw new TypeError(
        '"domain" is required: set the domain attribute or wrap the element in <auth-provider>',
      );
    }
    const given = this.token?.trim();
    if (given) return call(new Management({ domain, token: given }));
    const hadToken = this.#ownToken !== null;
    const token = await this.#obtainToken(domain);
    try {
      return await call(new Management({ domain, token }));
    } catch (caught) {
      if (!(caught instanceof AuthError) || caught.code !== 'invalid_token') throw caught;
      this.#ownToken = null;
      if (!hadToken) throw caught;
      return call(new Management({ domain, token: await this.#obtainToken(domain) }));
    }
  }

  /** A Management API token from a silent `checkSession` (kept for the next requests). */
  async #obtainToken(domain: string): Promise<string> {
    if (this.#ownToken !== null) return this.#ownToken;
    const sourceKey = this.#sourceKey;
    const webAuth = this.webAuth;
    const responseType = this.config.responseType;
    const givesAccessToken = responseType === undefined || /\b(token|code)\b/.test(responseType);
    const result = await webAuth.checkSession({
      // The origin as the Management client resolves it: a domain it refuses fails here already.
      audience: `${resolveOrigin(domain)}/api/v2/`,
      scope: PERMISSIONS_EDITOR_SCOPES,
      ...(givesAccessToken ? {} : { responseType: 'token' }),
    });
    if (!result.accessToken) {
      throw new AuthError({
        code: 'invalid_response',
        description: 'checkSession returned no access token for the Management API',
      });
    }
    if (sourceKey === this.#sourceKey) this.#ownToken = result.accessToken;
    return result.accessToken;
  }

  // --- Leaving the page ---

  #guardUnload(on: boolean): void {
    const wanted = on && this.isConnected;
    if (wanted === this.#unloadGuarded) return;
    this.#unloadGuarded = wanted;
    if (wanted) window.addEventListener('beforeunload', this.#onBeforeUnload);
    else window.removeEventListener('beforeunload', this.#onBeforeUnload);
  }

  readonly #onBeforeUnload = (event: BeforeUnloadEvent): void => {
    // Asks the browser to confirm leaving the page (its own wording; pages cannot set the text).
    event.preventDefault();
    event.returnValue = '';
  };
}
