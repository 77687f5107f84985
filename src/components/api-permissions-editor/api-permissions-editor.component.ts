// The <api-permissions-editor> element class: loading and saving an API's permissions on the shared
// AccountScreen controller, the add form, "Remove all" and the question over unsaved changes.
// Registered by api-permissions-editor.ts.
import { html, nothing } from 'lit';
import type { CSSResult, CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AuthError } from '../../core/index.js';
import type { ResourceServer, ResourceServerScope } from '../../core/index.js';
import { AccountScreen, accountSource, popupAnswer, sessionSubject } from '../../internal/account-screen.js';
import { renderGrantButton } from '../../internal/account-task.js';
import { AuthElement, Status } from '../../internal/auth-element.js';
import { ConfirmDialog, dialogStyles } from '../../internal/confirm-dialog.js';
import { formText } from '../../internal/light-form.js';
import { confirmationStyles, hostStyles } from '../../internal/styles.js';

import { permissionsLightStyles, permissionsStyles } from './api-permissions-editor.styles.js';
import { PermissionsDraft } from './draft.js';
import { copyScopes, countChanges, scopeProblem } from './scope-diff.js';
import { guardStep } from './unsaved-guard.js';
import {
  PENDING_TEXT,
  renderAddForm,
  renderConfirm,
  renderEditor,
  renderSwitchPrompt,
} from './permissions-view.js';
import type { Operation, PermissionsView } from './permissions-view.js';

/** The Management API permissions the editor asks for when it gets its own token. */
export const PERMISSIONS_EDITOR_SCOPES = 'read:resource_servers update:resource_servers';

export type { AuthPermissionsSavedEventDetail, AuthPermissionsUnsavedEventDetail } from './events.js';

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
 * @csspart signed-out - The prompt to log in, shown to a visitor who is not signed in (no token given, no session).
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

  /** The API's permissions as the service last returned them, and as edited. */
  private readonly permissions = new PermissionsDraft(this, () => this.lightForm.focus('value'));

  /** The API's name and identifier, once loaded. */
  @state() private api: Pick<ResourceServer, 'name' | 'identifier'> | null = null;

  /** Nobody is signed in (no token given, no session, and the service has none): a prompt, not an error. */
  @state() private signedOut = false;

  /** The add form's message about the permission name (empty when valid). */
  @state() private valueProblem = '';

  /** The `api-id` waiting for the user to save or discard the changes to the shown API. */
  @state() private nextApiId: string | null = null;

  /** The API the shown list belongs to (and the one a save goes to). */
  private shownApiId = '';

  /** Visibility, the Management token, operations, "Grant access" and the unload warning. */
  private readonly screen: AccountScreen<Operation> = new AccountScreen<Operation>(this, {
    scopes: PERMISSIONS_EDITOR_SCOPES,
    source: () => accountSource(this.config, this.token, this.session),
    webAuth: () => this.webAuth,
    run: (task, options) => this.run(task, options),
    pending: () => this.status === Status.PENDING,
    unsaved: () => this.dirty, // warns before unloading the page with unsaved changes
    starting: (operation) => {
      if (operation === 'load') this.errorScope = 'permissionsRead';
      else if (operation !== 'grant') this.errorScope = 'permissionsUpdate';
    },
  });

  /** The confirmation dialog of "Remove all permissions". */
  private readonly removeAllConfirm = new ConfirmDialog(this, 'confirm', 'remove-all-button');

  /** Whether there are changes that are not saved. */
  get dirty(): boolean {
    return this.permissions.dirty;
  }

  /** The permissions as edited (a copy): what "Save permissions" would send. */
  get scopes(): ResourceServerScope[] {
    return copyScopes(this.permissions.edited);
  }

  protected override get formLabel(): string {
    return this.t('permissionNew');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.screen.started) return;
    const sourceChanged = this.screen.sourceChanged();
    const facts = { dirty: this.dirty, nextApiId: this.nextApiId, saving: this.screen.operation === 'save' };
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
      ${this.signedOut ? html`<p part="signed-out">${this.t('permissionsSignedOut')}</p>` : nothing}
      ${this.renderError()}
      ${
        this.screen.offersGrant(this.error?.code)
          ? renderGrantButton(this.translator, this.onGrant, this.busy)
          : nothing
      }
      <div part="status" role="status">${this.statusText()}</div>
      <p part="dirty-indicator" aria-live="polite">${this.dirty ? this.dirtyText() : nothing}</p>
      ${renderSwitchPrompt(view)} ${this.permissions.saved === null ? nothing : renderEditor(view)}
      ${renderConfirm(view)}`;
  }

  /** A missing consent is explained as in <auth-profile> (see AccountScreen.consentText). */
  protected override get errorText(): string {
    return this.screen.consentText(this.error?.code, this.translator) ?? super.errorText;
  }

  private readonly translator: AuthElement['t'] = (key, values) => this.t(key, values);

  /** What the templates show, and their handlers. */
  private view(): PermissionsView {
    return {
      t: this.translator,
      rows: this.permissions.rows,
      busy: this.busy,
      dirty: this.dirty,
      operation: this.screen.operation,
      nothingToRemove: this.permissions.empty,
      apiName: this.api?.name ?? this.shownApiId,
      nextApiId: this.nextApiId,
      formSlot: this.renderFormSlot(),
      onSave: this.onSave,
      onDiscard: this.onDiscard,
      onRemoveAll: this.onRemoveAll,
      onRemove: (value) => this.editRow(value, 'remove'),
      onRestore: (value) => this.editRow(value, 'restore'),
      onSaveAndContinue: this.onSaveAndContinue,
      onDiscardAndContinue: this.onDiscardAndContinue,
      onConfirmCancel: this.removeAllConfirm.onCancel,
      closeConfirm: this.removeAllConfirm.close,
      onConfirmRemoveAll: this.onConfirmRemoveAll,
    };
  }

  protected override renderForm(): unknown {
    if (this.permissions.saved === null) return nothing;
    const id = (name: string): string => this.lightForm.id(name);
    return renderAddForm(this.translator, id, this.valueProblem, this.onValueInput);
  }

  protected override handleSubmit(data: FormData, form: HTMLFormElement): void {
    const value = formText(data, 'value').trim();
    const description = formText(data, 'description').trim();
    const problem = scopeProblem(value, this.permissions.edited);
    if (problem) {
      this.valueProblem = this.t(problem.key, problem.values);
      void this.updateComplete.then(() => {
        this.lightForm.setInvalid('value');
        this.lightForm.focus('value');
      });
      return;
    }
    this.valueProblem = '';
    this.permissions.set([...this.permissions.edited, { value, description }]);
    this.screen.notify(null);
    form.reset();
    this.lightForm.focus('value');
  }

  private onValueInput(): void {
    if (this.valueProblem) this.valueProblem = '';
  }

  private statusText(): string | typeof nothing {
    if (this.busy && this.screen.operation) return this.t(PENDING_TEXT[this.screen.operation]);
    return this.screen.noticeText(this.translator) ?? nothing;
  }

  private dirtyText(): string {
    return this.t('permissionsDirty', countChanges(this.permissions.rows));
  }

  private get busy(): boolean {
    return this.screen.busy;
  }

  // --- Editing ---

  /** A row's Remove or Restore. */
  private editRow(value: string, edit: 'remove' | 'restore'): void {
    if (this.busy) return;
    this.screen.notify(null);
    void this.permissions[edit](value);
  }

  private onDiscard(): void {
    if (this.busy || this.permissions.saved === null) return;
    if (this.nextApiId !== null) {
      this.loadApi(this.nextApiId);
      return;
    }
    this.permissions.discard();
    this.valueProblem = '';
  }

  private onSave(): void {
    if (this.busy || !this.dirty) return;
    void this.save(this.permissions.edited, 'save');
  }

  // --- Remove all ---

  private async onRemoveAll(): Promise<void> {
    if (this.busy || this.permissions.saved === null || this.permissions.empty) return;
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
      { apiId: this.shownApiId, nextApiId: apiId, scopes: copyScopes(this.permissions.edited) },
      { cancelable: true },
    );
    if (proceed) this.nextApiId = apiId;
    else this.loadApi(apiId);
  }

  private onSaveAndContinue(): void {
    if (this.busy) return;
    void this.save(this.permissions.edited, 'save');
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
    if (!this.screen.started) {
      this.screen.start();
      return;
    }
    const apiId = this.apiId.trim();
    if (apiId === this.shownApiId) this.loadApi(apiId);
    else this.requestUpdate();
  }

  private loadApi(apiId: string): void {
    this.shownApiId = apiId;
    this.nextApiId = null;
    this.permissions.show(null);
    this.api = null;
    this.signedOut = false;
    this.screen.notify(null);
    this.valueProblem = '';
    this.removeAllConfirm.dismiss();
    if (apiId === '') {
      this.screen.operation = null;
      this.reset();
      return;
    }
    void this.screen.perform(
      'load',
      async (call) => {
        try {
          return await call((management) => management.getResourceServer(apiId));
        } catch (caught) {
          // Nobody signed in: not a failure, the signed-out state (a prompt to log in, no auth-error).
          if (caught instanceof AuthError && caught.code === 'login_required' && this.nobodySignedIn) {
            return null;
          }
          throw caught;
        }
      },
      (server) => {
        if (server) {
          this.show(server);
          return;
        }
        this.signedOut = true;
        this.screen.operation = null;
      },
      { successStatus: Status.IDLE },
    );
  }

  /** Whether the page gave no token and the provider has no session (the service's own was asked). */
  private get nobodySignedIn(): boolean {
    return !this.token?.trim() && sessionSubject(this.session) === undefined;
  }

  /** Shows the API as the service returned it, with nothing edited. */
  private show(server: ResourceServer): void {
    this.permissions.show(server.scopes);
    this.api = { name: server.name, identifier: server.identifier };
    this.screen.operation = null;
  }

  /** Saves `scopes` as the whole permission set. */
  private async save(
    scopes: readonly ResourceServerScope[],
    operation: 'save' | 'remove-all',
  ): Promise<void> {
    const apiId = this.shownApiId;
    const body = copyScopes(scopes);
    await this.screen.perform(
      operation,
      (call) => call((management) => management.updateResourceServerScopes(apiId, body)),
      (server) => {
        this.show(server);
        this.screen.notify(operation === 'remove-all' ? 'permissionsRemovedAll' : 'permissionsSaved');
        this.emit('auth-permissions-saved', { apiId, scopes: copyScopes(server.scopes) });
        // Nothing is unsaved any more: show the API the page asked for meanwhile.
        if (this.nextApiId !== null) this.loadApi(this.nextApiId);
      },
    );
  }

  /**
   * "Grant access": logs in again in a popup (opened within the click; answered by web_message, so no
   * callback page) asking for the editor's Management scopes, then loads the API again with the token it
   * returns.
   */
  private onGrant(): void {
    const apiId = this.shownApiId;
    this.screen.grant('grant', popupAnswer(), () => this.loadApi(apiId));
  }
}
