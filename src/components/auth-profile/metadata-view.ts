// The template of the profile's metadata editor: the form, one row per key, Add and Save. The
// element owns the rows and the handlers; each row's controls carry `data-row` (the row's id).
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { keyed } from 'lit/directives/keyed.js';
import type { StringKey } from '../../internal/i18n.js';
import { secondaryButton } from './identities-view.js';
import type { FieldProblem, MetadataRow } from './metadata.js';

type Translate = (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;

/** What the metadata editor shows and does. Handlers are called with the element as `this`. */
export interface MetadataView {
  readonly rows: readonly MetadataRow[];
  readonly saving: boolean;
  /** Keys the page does not list are shown, and new ones can be added. */
  readonly generic: boolean;
  readonly t: Translate;
  readonly onSave: (event: SubmitEvent) => void;
  readonly onAddRow: () => void;
  readonly onRemoveRow: (event: Event) => void;
  readonly onKeyInput: (event: Event) => void;
  readonly onValueInput: (event: Event) => void;
  readonly onKindChange: (event: Event) => void;
}

function problemText(view: MetadataView, problem: FieldProblem): string {
  return view.t(problem.key, problem.values);
}

/**
 * The metadata editor. Each row is `keyed` by its id: a row's controls (and focus) never pass to
 * another row when one is removed or the rows are reloaded.
 */
export function renderMetadata(view: MetadataView): TemplateResult {
  const { saving, t } = view;
  return html`<section part="metadata" aria-labelledby="metadata-title">
    <h3 part="section-title" id="metadata-title">${t('profileMetadataTitle')}</h3>
    <p class="auth-hint" id="metadata-hint">${t('profileMetadataHint')}</p>
    <form
      part="metadata-form"
      novalidate
      aria-labelledby="metadata-title"
      aria-describedby="metadata-hint"
      aria-busy=${saving ? 'true' : 'false'}
      @submit=${view.onSave}
    >
      ${
        view.rows.length === 0
          ? html`<p class="empty">${t('profileMetadataEmpty')}</p>`
          : html`<ul class="rows">
              ${view.rows.map((row) => keyed(row.id, renderRow(view, row)))}
            </ul>`
      }
      <div class="actions">
        ${view.generic ? secondaryButton('add-button', t('profileAddField'), view.onAddRow) : nothing}
        <button type="submit" class="auth-button auth-button--primary" part="save-button" ?disabled=${saving}>
          <span>${t('profileSave')}</span>
          ${
            saving
              ? html`<span class="auth-progress" role="progressbar" aria-label=${t('profileSaving')}></span>`
              : nothing
          }
        </button>
      </div>
    </form>
  </section>`;
}

function renderRow(view: MetadataView, row: MetadataRow): TemplateResult {
  const { t } = view;
  const valueId = `value-${row.id}`;
  const keyId = `key-${row.id}`;
  const typeId = `type-${row.id}`;
  const keyErrorId = `key-error-${row.id}`;
  const valueErrorId = `value-error-${row.id}`;
  const removedId = `removed-${row.id}`;
  const parts = ['field', row.isNew ? 'field-new' : '', row.removed ? 'field-removed' : '']
    .filter(Boolean)
    .join(' ');
  const valueDescription =
    [row.valueError ? valueErrorId : '', row.removed ? removedId : ''].filter(Boolean).join(' ') || undefined;
  const valueInput =
    row.kind === 'text'
      ? html`<input
          class="auth-input"
          part="value-input"
          id=${valueId}
          name=${valueId}
          type=${row.field && row.field.type !== 'json' ? row.field.type : 'text'}
          autocomplete="off"
          spellcheck="false"
          .value=${row.text}
          ?disabled=${row.removed}
          aria-invalid=${row.valueError ? 'true' : 'false'}
          aria-describedby=${ifDefined(valueDescription)}
          data-row=${row.id}
          @input=${view.onValueInput}
        />`
      : html`<textarea
          class="auth-input"
          part="value-input"
          id=${valueId}
          name=${valueId}
          rows=${Math.min(8, Math.max(2, row.text.split('\n').length))}
          autocomplete="off"
          spellcheck="false"
          .value=${row.text}
          ?disabled=${row.removed}
          aria-invalid=${row.valueError ? 'true' : 'false'}
          aria-describedby=${ifDefined(valueDescription)}
          data-row=${row.id}
          @input=${view.onValueInput}
        ></textarea>`;
  const label = row.isNew ? t('profileNewField') : (row.field?.label ?? row.key);
  return html`<li part=${parts} data-key=${ifDefined(row.isNew ? undefined : row.key)}>
    ${
      row.isNew
        ? html`<div class="auth-field">
            <label class="auth-label" for=${keyId}>${t('profileFieldName')}</label>
            <input
              class="auth-input"
              part="key-input"
              id=${keyId}
              name=${keyId}
              type="text"
              autocomplete="off"
              spellcheck="false"
              .value=${row.key}
              aria-invalid=${row.keyError ? 'true' : 'false'}
              aria-describedby=${ifDefined(row.keyError ? keyErrorId : undefined)}
              data-row=${row.id}
              @input=${view.onKeyInput}
            />
            ${
              row.keyError
                ? html`<p part="field-error" id=${keyErrorId}>${problemText(view, row.keyError)}</p>`
                : nothing
            }
          </div>`
        : nothing
    }
    <div class="auth-field">
      <div class="value-head">
        <label class="auth-label" for=${valueId}>${row.isNew ? t('profileFieldValue') : label}</label>
        ${row.field ? nothing : renderRowControls(view, row, typeId, label)}
      </div>
      ${valueInput}
      ${row.removed ? html`<p class="auth-hint" id=${removedId}>${t('profileFieldRemoved')}</p>` : nothing}
      ${
        row.valueError
          ? html`<p part="field-error" id=${valueErrorId}>${problemText(view, row.valueError)}</p>`
          : nothing
      }
    </div>
  </li>`;
}

/** The Text / JSON choice and the Remove / Keep button of a key the page does not list. */
function renderRowControls(
  view: MetadataView,
  row: MetadataRow,
  typeId: string,
  label: string,
): TemplateResult {
  const { t } = view;
  return html`<label class="auth-visually-hidden" for=${typeId}
      >${row.isNew ? t('profileNewFieldType') : t('profileFieldType', { key: row.key })}</label
    >
    <select
      class="auth-input"
      part="type-select"
      id=${typeId}
      .value=${row.kind}
      ?disabled=${row.removed}
      data-row=${row.id}
      @change=${view.onKindChange}
    >
      <option value="text" ?selected=${row.kind === 'text'}>${t('profileTypeText')}</option>
      <option value="json" ?selected=${row.kind === 'json'}>${t('profileTypeJson')}</option>
    </select>
    <button
      type="button"
      class="auth-button"
      part="remove-button"
      aria-label=${t(row.removed ? 'profileKeepField' : 'profileRemoveField', { key: label })}
      data-row=${row.id}
      @click=${view.onRemoveRow}
    >
      ${t(row.removed ? 'profileKeep' : 'profileRemove')}
    </button>`;
}
