// The templates of the permissions editor: the table with its diff markers and row actions, the
// actions under it, the question when `api-id` changes over unsaved changes, and the "Remove all"
// dialog. The element owns the state and the handlers (called with the element as `this`).
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { renderConfirmDialog } from '../../internal/confirm-dialog.js';
import type { StringKey } from '../../internal/i18n.js';
import type { ScopeRow } from './scope-diff.js';

/** What the element is doing: loading the API, saving the edited set, or removing every permission. */
export type Operation = 'load' | 'save' | 'remove-all' | 'grant';

/** What the status region says while each operation is pending. */
export const PENDING_TEXT: Readonly<Record<Operation, StringKey>> = {
  load: 'permissionsLoading',
  save: 'permissionsSaving',
  'remove-all': 'permissionsRemovingAll',
  grant: 'grantAccessPending',
};

/** The longest permission name the service accepts. */
const VALUE_MAX_LENGTH = 280;

/** What the editor's templates show and do. */
export interface PermissionsView {
  readonly t: (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;
  /** The rows to show (see `diffRows`). */
  readonly rows: readonly ScopeRow[];
  readonly busy: boolean;
  readonly dirty: boolean;
  /** The operation in flight, if any. */
  readonly operation: Operation | null;
  /** Neither the service nor the draft has a permission ("Remove all" is disabled). */
  readonly nothingToRemove: boolean;
  /** The API's name, else its id (in the question and the dialog). */
  readonly apiName: string;
  /** The `api-id` waiting for the user to save or discard, if any. */
  readonly nextApiId: string | null;
  /** The slot of the light-DOM add form. */
  readonly formSlot: TemplateResult;
  readonly onSave: () => void;
  readonly onDiscard: () => void;
  readonly onRemoveAll: () => void;
  readonly onRemove: (value: string) => void;
  readonly onRestore: (value: string) => void;
  readonly onSaveAndContinue: () => void;
  readonly onDiscardAndContinue: () => void;
  readonly onConfirmCancel: (event: Event) => void;
  readonly closeConfirm: () => void;
  readonly onConfirmRemoveAll: () => void;
}

/** The table of permissions, the add form's slot and the actions under them. */
export function renderEditor(view: PermissionsView): TemplateResult {
  const { t, rows, busy, dirty } = view;
  return html`${
      rows.length === 0
        ? html`<p part="empty">${t('permissionsEmpty')}</p>`
        : html`<div class="table-box">
            <table part="table" aria-busy=${busy ? 'true' : 'false'}>
              <caption class="auth-visually-hidden">
                ${t('permissionsTitle')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">${t('permissionValue')}</th>
                  <th scope="col">${t('permissionDescription')}</th>
                  <th scope="col">${t('permissionsChange')}</th>
                  <th scope="col">
                    <span class="auth-visually-hidden">${t('permissionsActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                ${rows.map((row) => renderRow(view, row, busy))}
              </tbody>
            </table>
          </div>`
    }
    <div part="add-form">${view.formSlot}</div>
    <div part="actions">
      <button
        type="button"
        part="save-button"
        class="auth-button auth-button--primary"
        aria-disabled=${busy || !dirty ? 'true' : 'false'}
        @click=${view.onSave}
      >
        <span>${t('permissionsSave')}</span>
        ${
          busy && view.operation === 'save'
            ? html`<span
                class="auth-progress"
                role="progressbar"
                aria-label=${t('permissionsSaving')}
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
              @click=${view.onDiscard}
            >
              ${t('permissionsDiscard')}
            </button>`
          : nothing
      }
      <button
        type="button"
        part="remove-all-button"
        class="auth-button"
        aria-disabled=${busy || view.nothingToRemove ? 'true' : 'false'}
        @click=${view.onRemoveAll}
      >
        ${t('permissionsRemoveAll')}
      </button>
    </div>`;
}

function renderRow(view: PermissionsView, row: ScopeRow, busy: boolean): TemplateResult {
  const { t } = view;
  const marker =
    row.change === 'added' ? t('permissionAdded') : row.change === 'removed' ? t('permissionRemoved') : '';
  const action =
    row.change === 'removed'
      ? html`<button
          type="button"
          part="restore-button"
          class="auth-button"
          data-value=${row.value}
          aria-label=${t('permissionRestore', { permission: row.value })}
          aria-disabled=${busy ? 'true' : 'false'}
          @click=${() => view.onRestore(row.value)}
        >
          ${t('permissionRestoreShort')}
        </button>`
      : html`<button
          type="button"
          part="remove-button"
          class="auth-button"
          data-value=${row.value}
          aria-label=${t('permissionRemove', { permission: row.value })}
          aria-disabled=${busy ? 'true' : 'false'}
          @click=${() => view.onRemove(row.value)}
        >
          ${t('permissionRemoveShort')}
        </button>`;
  return html`<tr part="row row-${row.change}" data-change=${row.change} data-value=${row.value}>
    <th scope="row" part="value">${breakAfterColons(row.value)}</th>
    <td part="description">${row.description}</td>
    <td>${marker ? html`<span part="marker">${marker}</span>` : nothing}</td>
    <td>${action}</td>
  </tr>`;
}

/**
 * A permission name that may wrap only after its colons (`read:<wbr>reports`): never mid-word. The
 * text stays the same (`<wbr>` adds none); a piece wider than the cell scrolls it (see the styles).
 */
export function breakAfterColons(value: string): unknown[] {
  const pieces = value.split(':');
  return pieces.map((piece, index) => (index < pieces.length - 1 ? html`${piece}:<wbr />` : piece));
}

/** The question shown when `api-id` changed while there were unsaved changes. */
export function renderSwitchPrompt(view: PermissionsView): TemplateResult | typeof nothing {
  const { t } = view;
  if (view.nextApiId === null) return nothing;
  const text = t('permissionsSwitchPrompt', {
    api: view.apiName,
    next: view.nextApiId,
  });
  return html`<div part="switch-prompt" role="group" aria-labelledby="switch-prompt-text">
    <p id="switch-prompt-text" role="alert">${text}</p>
    <button
      type="button"
      class="auth-button auth-button--primary"
      aria-disabled=${view.busy ? 'true' : 'false'}
      @click=${view.onSaveAndContinue}
    >
      ${t('permissionsSaveAndContinue')}
    </button>
    <button
      type="button"
      class="auth-button"
      aria-disabled=${view.busy ? 'true' : 'false'}
      @click=${view.onDiscardAndContinue}
    >
      ${t('permissionsDiscardAndContinue')}
    </button>
  </div>`;
}

/** The confirmation dialog of "Remove all permissions". */
export function renderConfirm(view: PermissionsView): TemplateResult {
  const { t } = view;
  return renderConfirmDialog({
    part: 'confirm',
    titleId: 'confirm-title',
    textId: 'confirm-text',
    title: t('permissionsRemoveAllTitle'),
    text: t('permissionsRemoveAllText', { api: view.apiName }),
    actionsPart: 'confirm-actions',
    cancelLabel: t('permissionsCancel'),
    confirmPart: 'confirm-button',
    confirmLabel: t('permissionsRemoveAllConfirm'),
    onCancel: view.onConfirmCancel,
    close: view.closeConfirm,
    onConfirm: view.onConfirmRemoveAll,
  });
}

/** The fields of the light-DOM add form (`id` gives each its id in the form). */
export function renderAddForm(
  t: PermissionsView['t'],
  id: (name: string) => string,
  valueProblem: string,
  onValueInput: () => void,
): TemplateResult {
  const valueId = id('value');
  const hintId = id('value-hint');
  const problemId = id('value-problem');
  const descriptionId = id('description');
  return html`<div class="auth-field">
      <label class="auth-label" for=${valueId}>${t('permissionValue')}</label>
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
        @input=${onValueInput}
      />
      <div class="auth-field-problem" id=${problemId} role="alert">${valueProblem || nothing}</div>
      <div class="auth-hint" id=${hintId}>${t('permissionValueHint')}</div>
    </div>
    <div class="auth-field">
      <label class="auth-label" for=${descriptionId}>${t('permissionDescription')}</label>
      <input class="auth-input" id=${descriptionId} name="description" type="text" autocomplete="off" />
    </div>
    <button class="auth-button" type="submit">${t('permissionAdd')}</button>`;
}

/**
 * Focuses the Remove or Restore button of `value`'s row; without one, with `index`, the button of
 * the row at `index` (or the last). Returns whether a button took the focus.
 */
export function focusRowButton(root: ParentNode, value: string, index?: number): boolean {
  const buttons = [
    ...root.querySelectorAll<HTMLButtonElement>('[part~="remove-button"], [part~="restore-button"]'),
  ];
  const target =
    buttons.find((button) => button.dataset['value'] === value) ??
    (index === undefined ? undefined : buttons[Math.min(index, buttons.length - 1)]);
  target?.focus();
  return target !== undefined;
}
