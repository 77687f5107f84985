import { html, nothing } from 'lit';
import type { CSSResult, CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Management, ResourceServer, ResourceServerScope } from '../../core/index.js';
import { AuthElement, Status } from '../../internal/auth-element.js';
import { ConfirmDialog, dialogStyles } from '../../internal/confirm-dialog.js';
import { formText } from '../../internal/light-form.js';
import { ManagementToken } from '../../internal/management-token.js';
import type { ManagementTokenRequest } from '../../internal/management-token.js';
import { UnloadGuard } from '../../internal/unload-guard.js';
import { confirmationStyles, hostStyles } from '../../internal/styles.js';
import {
  consentExplanation,
  grantAccess,
  isConsentCode,
  offersGrant,
  renderGrantButton,
} from '../../internal/grant-access.js';
import { VisibilityGate } from '../../internal/visibility-gate.js';
import { permissionsLightStyles, permissionsStyles } from './api-permissions-editor.styles.js';
import { copyScopes, countChanges, diffRows, orderDraft, sameScopes, scopeProblem } from './scope-diff.js';
import { guardStep } from './unsaved-guard.js';
import {
  focusRowButton,
  PENDING_TEXT,
  renderAddForm,
  renderConfirm,
  renderEditor,
  renderSwitchPrompt,
} from './permissions-view.js';
import type { Operation, PermissionsView } from './permissions-view.js';

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
 * @csspart grant-button - "Grant access", shown when the silent token request needs consent or a login (no `token` given).
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
  static override styles: CSSResultGroup = [hostStyles, confirmationStyles, dialogStyles, permissionsStyles];

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
  private shownApiId = '';
  /** Configuration, token and user the last load used: a change loads again (when nothing is unsaved). */
  private sourceKey: string | null = null;
  /** The Management API token the element gets itself (for {@link sourceKey}). */
  private readonly tokens = new ManagementToken(PERMISSIONS_EDITOR_SCOPES);

  /** Nothing is requested before the element is visible or {@link load} is called. */
  private readonly visibility = new VisibilityGate(this);

  /** The confirmation dialog of "Remove all permissions". */
  private readonly removeAllConfirm = new ConfirmDialog(this, 'confirm', 'remove-all-button');

  constructor() {
    super();
    new UnloadGuard(this, () => this.dirty); // warns before unloading the page with unsaved changes
  }

  /** Whether there are changes that are not saved. */
  get dirty(): boolean {
    return this.saved !== null && !sameScopes(this.saved, this.draft);
  }

  /** The permissions as edited (a copy): what "Save permissions" would send. */
  get scopes(): ResourceServerScope[] {
    return copyScopes(this.draft);
  }

  protected override get formLabel(): string {
    return this.t('permissionNew');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.visibility.started) return;
    const config = this.config;
    const sourceKey = JSON.stringify([
      config.domain ?? null,
      config.clientID ?? null,
      this.token ?? null,
      this.session?.user?.sub ?? null,
    ]);
    const sourceChanged = sourceKey !== this.sourceKey;
    if (sourceChanged) {
      this.sourceKey = sourceKey;
      this.tokens.forget();
    }
    const facts = { dirty: this.dirty, nextApiId: this.nextApiId, saving: this.operation === 'save' };
    const next = guardStep(facts, this.shownApiId, this.apiId.trim(), sourceChanged);
    if (next.step === 'load') this.loadApi(next.apiId);
    else if (next.step === 'ask') this.askBeforeSwitching(next.nextApiId);
    // Back to the API on screen: nothing to ask any more.
    else if (next.step === 'stop-asking') this.nextApiId = null;
  }

  protected override render(): TemplateResult {
    const view = this.view();
    return html`<h2 part="title">${this.t('permissionsTitle')}</h2>
      ${
        this.api
          ? html`<p part="api">
              ${this.t('permissionsOf', { api: this.api.name, identifier: this.api.identifier })}
            </p>`
          : nothing
      }
      ${this.renderError()}
      ${
        offersGrant(this.error?.code, !!this.token?.trim())
          ? renderGrantButton(this.translator, this.onGrant, this.busy)
          : nothing
      }
      <div part="status" role="status">${this.statusText()}</div>
      <p part="dirty-indicator" aria-live="polite">${this.dirty ? this.dirtyText() : nothing}</p>
      ${renderSwitchPrompt(view)} ${this.saved === null ? nothing : renderEditor(view)} ${renderConfirm(view)}`;
  }

  /** A missing consent is explained as in <auth-profile> (see internal/grant-access.ts). */
  protected override get errorText(): string {
    if (isConsentCode(this.error?.code) && !this.token?.trim()) return consentExplanation(this.translator);
    return super.errorText;
  }

  private readonly translator: AuthElement['t'] = (key, values) => this.t(key, values);

  /** What the templates show, and their handlers. */
  private view(): PermissionsView {
    return {
      t: this.translator,
      rows: diffRows(this.saved ?? [], this.draft),
      busy: this.busy,
      dirty: this.dirty,
      operation: this.operation,
      nothingToRemove: (this.saved?.length ?? 0) === 0 && this.draft.length === 0,
      apiName: this.api?.name ?? this.shownApiId,
      nextApiId: this.nextApiId,
      formSlot: this.renderFormSlot(),
      onSave: this.onSave,
      onDiscard: this.onDiscard,
      onRemoveAll: this.onRemoveAll,
      onRemove: (value) => void this.removeScope(value),
      onRestore: (value) => void this.restoreScope(value),
      onSaveAndContinue: this.onSaveAndContinue,
      onDiscardAndContinue: this.onDiscardAndContinue,
      onConfirmCancel: this.removeAllConfirm.onCancel,
      closeConfirm: this.removeAllConfirm.close,
      onConfirmRemoveAll: this.onConfirmRemoveAll,
    };
  }

  protected override renderForm(): unknown {
    if (this.saved === null) return nothing;
    const id = (name: string): string => this.lightForm.id(name);
    return renderAddForm(this.translator, id, this.valueProblem, this.onValueInput);
  }

  protected override handleSubmit(data: FormData, form: HTMLFormElement): void {
    const value = formText(data, 'value').trim();
    const description = formText(data, 'description').trim();
    const problem = scopeProblem(value, this.draft);
    if (problem) {
      this.valueProblem = this.t(problem.key, problem.values);
      void this.updateComplete.then(() => {
        this.lightForm.setInvalid('value');
        this.lightForm.focus('value');
      });
      return;
    }
    this.valueProblem = '';
    this.savedNotice = null;
    this.setDraft([...this.draft, { value, description }]);
    form.reset();
    this.lightForm.focus('value');
  }

  private onValueInput(): void {
    if (this.valueProblem) this.valueProblem = '';
  }

  private statusText(): string | typeof nothing {
    if (this.busy && this.operation) return this.t(PENDING_TEXT[this.operation]);
    return this.savedNotice ? this.t(this.savedNotice) : nothing;
  }

  private dirtyText(): string {
    return this.t('permissionsDirty', countChanges(diffRows(this.saved ?? [], this.draft)));
  }

  private get busy(): boolean {
    return this.status === Status.PENDING;
  }

  // --- Editing ---

  /** Sets the edited set, keeping the service's order for the permissions it has. */
  private setDraft(next: readonly ResourceServerScope[]): void {
    this.draft = orderDraft(this.saved ?? [], next);
    if (this.savedNotice !== null) this.savedNotice = null;
  }

  private async removeScope(value: string): Promise<void> {
    if (this.busy) return;
    const rowsBefore = diffRows(this.saved ?? [], this.draft);
    const index = rowsBefore.findIndex((row) => row.value === value && row.change !== 'removed');
    this.setDraft(this.draft.filter((scope) => scope.value !== value));
    await this.updateComplete;
    // A saved permission stays as a "to be removed" row whose Restore button takes the focus; an
    // added one disappears, and the focus goes to the row that took its place, else the add form.
    if (!focusRowButton(this.renderRoot, value, index)) this.lightForm.focus('value');
  }

  private async restoreScope(value: string): Promise<void> {
    if (this.busy) return;
    const original = this.saved?.find((scope) => scope.value === value);
    if (!original) return;
    this.setDraft([...this.draft.filter((scope) => scope.value !== value), original]);
    await this.updateComplete;
    focusRowButton(this.renderRoot, value);
  }

  private onDiscard(): void {
    if (this.busy || this.saved === null) return;
    if (this.nextApiId !== null) {
      this.loadApi(this.nextApiId);
      return;
    }
    this.draft = copyScopes(this.saved);
    this.valueProblem = '';
  }

  private onSave(): void {
    if (this.busy || !this.dirty) return;
    void this.save(this.draft, 'save');
  }

  // --- Remove all ---

  private async onRemoveAll(): Promise<void> {
    if (this.busy || this.saved === null) return;
    if (this.saved.length === 0 && this.draft.length === 0) return;
    await this.removeAllConfirm.open();
  }

  private onConfirmRemoveAll(): void {
    this.removeAllConfirm.close();
    if (this.busy) return;
    void this.save([], 'remove-all');
  }

  // --- Changing API while there are changes ---

  /** Asks the page, then the user, before showing `apiId` over unsaved changes. */
  private askBeforeSwitching(apiId: string): void {
    const proceed = this.emit(
      'auth-permissions-unsaved',
      { apiId: this.shownApiId, nextApiId: apiId, scopes: copyScopes(this.draft) },
      { cancelable: true },
    );
    if (proceed) this.nextApiId = apiId;
    else this.loadApi(apiId);
  }

  private onSaveAndContinue(): void {
    if (this.busy) return;
    void this.save(this.draft, 'save');
  }

  private onDiscardAndContinue(): void {
    if (this.busy || this.nextApiId === null) return;
    this.loadApi(this.nextApiId);
  }

  // --- Requests ---

  /**
   * Loads (or reloads) the API's permissions now, dropping unsaved changes. A hidden element requests
   * nothing until it becomes visible: call this to load it before.
   */
  load(): void {
    if (!this.visibility.started) {
      this.visibility.start();
      return;
    }
    const apiId = this.apiId.trim();
    if (apiId === this.shownApiId) this.loadApi(apiId);
    else this.requestUpdate();
  }

  private loadApi(apiId: string): void {
    this.shownApiId = apiId;
    this.nextApiId = null;
    this.saved = null;
    this.draft = [];
    this.api = null;
    this.savedNotice = null;
    this.valueProblem = '';
    this.removeAllConfirm.dismiss();
    if (apiId === '') {
      this.operation = null;
      this.reset();
      return;
    }
    this.operation = 'load';
    this.errorScope = 'permissionsRead';
    void this.run(() => this.withManagement((management) => management.getResourceServer(apiId)), {
      successStatus: Status.IDLE,
    }).then((result) => {
      if (result.outcome === 'success') this.show(result.value);
    });
  }

  /** Shows the API as the service returned it, with nothing edited. */
  private show(server: ResourceServer): void {
    this.saved = copyScopes(server.scopes);
    this.draft = copyScopes(server.scopes);
    this.api = { name: server.name, identifier: server.identifier };
    this.operation = null;
  }

  /** Saves `scopes` as the whole permission set; resolves with whether the service accepted it. */
  private async save(
    scopes: readonly ResourceServerScope[],
    operation: 'save' | 'remove-all',
  ): Promise<boolean> {
    const apiId = this.shownApiId;
    const body = copyScopes(scopes);
    this.operation = operation;
    this.errorScope = 'permissionsUpdate';
    this.savedNotice = null;
    const result = await this.run(() =>
      this.withManagement((management) => management.updateResourceServerScopes(apiId, body)),
    );
    if (result.outcome !== 'success') return false;
    const server = result.value;
    this.show(server);
    this.savedNotice = operation === 'remove-all' ? 'permissionsRemovedAll' : 'permissionsSaved';
    this.emit('auth-permissions-saved', { apiId, scopes: copyScopes(server.scopes) });
    // Nothing is unsaved any more: show the API the page asked for meanwhile.
    if (this.nextApiId !== null) this.loadApi(this.nextApiId);
    return true;
  }

  /**
   * "Grant access": logs in again in a popup (opened within the click) asking for the editor's
   * Management scopes, then loads the API again with the token it returns.
   */
  private onGrant(): void {
    if (this.busy) return;
    const request = this.tokenRequest();
    const apiId = this.shownApiId;
    this.operation = 'grant';
    void this.run(() =>
      grantAccess(
        this.webAuth,
        { audience: this.tokens.audience(request) },
        this.tokens,
        request,
        PERMISSIONS_EDITOR_SCOPES,
      ),
    ).then((result) => {
      if (result.outcome === 'success') this.loadApi(apiId);
    });
  }

  /** What the Management token is for: the configured domain, the token given, the source. */
  private tokenRequest(): ManagementTokenRequest {
    return {
      domain: this.config.domain,
      token: this.token,
      webAuth: () => this.webAuth,
      key: this.sourceKey ?? '',
    };
  }

  /** Runs `call` with a Management client for the configured domain (see {@link ManagementToken}). */
  private withManagement<T>(call: (management: Management) => Promise<T>): Promise<T> {
    return this.tokens.call(this.tokenRequest(), call);
  }
}
