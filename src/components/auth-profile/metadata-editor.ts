// The profile's metadata editor as a part of the element (it asks the host to update): it owns the rows
// (see `metadata.ts`), the handlers of their controls, focus while rows come and go, and the save
// (`patchUserMetadata(userId, patch)` with the changed and added keys, `null` for each removed one).
import type { ReactiveElement, TemplateResult } from 'lit';
import type { ManagementUser } from '../../core/index.js';
import { focusAfterUpdate } from '../../internal/focus.js';
import type { ProfileSection } from './section.js';
import { buildPatch, convertText, hasEdits, metadataRow, rowsFrom } from './metadata.js';
import type { MetadataRow, ProfileField, ValueKind } from './metadata.js';
import { renderMetadata } from './metadata-view.js';
import type { MetadataView } from './metadata-view.js';

/** What the element gives the editor's template besides the rows and the handlers. */
export type MetadataChrome = Pick<MetadataView, 'saving' | 't' | 'generic'>;

/** What the editor tells the element. */
export interface MetadataHooks {
  /** The user made a change (the element forgets its last notice). */
  edited(): void;
  /** Saved: the user the service returned. */
  saved(user: ManagementUser): void;
}

export class MetadataEditor {
  private readonly host: ReactiveElement;
  private readonly section: ProfileSection;
  private readonly hooks: MetadataHooks;
  private current: MetadataRow[] = [];

  constructor(section: ProfileSection, hooks: MetadataHooks) {
    this.host = section.host;
    this.section = section;
    this.hooks = hooks;
  }

  get rows(): readonly MetadataRow[] {
    return this.current;
  }

  private set rows(rows: MetadataRow[]) {
    this.current = rows;
    this.host.requestUpdate();
  }

  /**
   * Shows `metadata` (the user's, as the service returned it), with nothing edited: the page's
   * `fields` first, then the other keys unless `generic` is false.
   */
  show(
    metadata: Record<string, unknown> | undefined,
    fields?: readonly ProfileField[],
    generic = true,
  ): void {
    this.rows = rowsFrom(metadata, fields, generic);
  }

  /** Whether an edit is not saved yet. */
  get dirty(): boolean {
    return hasEdits(this.current);
  }

  /**
   * Saves the edits for the section's user; the element hears of the user the service returned
   * (`saved`). Invalid rows show their errors instead, and with nothing changed the status says so.
   */
  save(): void {
    const section = this.section;
    const userId = section.userId();
    if (!userId) return;
    const result = this.read();
    if (!result) {
      section.screen.notify(null);
      return;
    }
    const { patch, removes } = result;
    if (Object.keys(patch).length === 0) {
      section.screen.operation = 'save';
      section.screen.notify('profileNothingToSave');
      return;
    }
    void section.screen.perform(
      'save',
      (call) => call((management) => management.patchUserMetadata(userId, patch), removes),
      (user) => this.hooks.saved(user),
    );
  }

  /**
   * The patch the rows ask for (changed and added keys, `null` for removed ones) and whether it
   * removes keys; `null` when a row is invalid (its error is then shown and focused).
   */
  read(): { patch: Record<string, unknown>; removes: boolean } | null {
    const result = buildPatch(this.current);
    if (result.ok) return result;
    this.rows = result.rows;
    this.focus('[part~="metadata-form"] [aria-invalid="true"]');
    return null;
  }

  render(chrome: MetadataChrome): TemplateResult {
    return renderMetadata({
      ...chrome,
      rows: this.current,
      onSave: this.onSave,
      onAddRow: this.onAddRow,
      onRemoveRow: this.onRemoveRow,
      onKeyInput: this.onKeyInput,
      onValueInput: this.onValueInput,
      onKindChange: this.onKindChange,
    });
  }

  private rowOf(event: Event): MetadataRow | undefined {
    const id = Number((event.currentTarget as HTMLElement).dataset['row']);
    return this.current.find((row) => row.id === id);
  }

  private update(row: MetadataRow, changes: Partial<MetadataRow>): void {
    this.rows = this.current.map((candidate) => (candidate === row ? { ...row, ...changes } : candidate));
  }

  /** After the next update, focuses what `selector` finds in the host's shadow root. */
  private focus(selector: string): void {
    void focusAfterUpdate(this.host, selector);
  }

  private readonly onSave = (event: SubmitEvent): void => {
    event.preventDefault();
    if (!this.section.screen.busy) this.save();
  };

  private readonly onValueInput = (event: Event): void => {
    const row = this.rowOf(event);
    if (!row) return;
    const text = (event.currentTarget as HTMLInputElement | HTMLTextAreaElement).value;
    this.update(row, { text, valueError: null });
    this.hooks.edited();
  };

  private readonly onKeyInput = (event: Event): void => {
    const row = this.rowOf(event);
    if (!row) return;
    this.update(row, { key: (event.currentTarget as HTMLInputElement).value, keyError: null });
    this.hooks.edited();
  };

  /** Switching Text ↔ JSON keeps the value where it can (see {@link convertText}). */
  private readonly onKindChange = (event: Event): void => {
    const row = this.rowOf(event);
    if (!row) return;
    const kind: ValueKind = (event.currentTarget as HTMLSelectElement).value === 'json' ? 'json' : 'text';
    if (kind === row.kind) return;
    this.update(row, { kind, text: convertText(row.text, kind), valueError: null });
  };

  private readonly onAddRow = (): void => {
    const row = metadataRow('', '', true);
    this.rows = [...this.current, row];
    this.hooks.edited();
    this.focus(`#key-${row.id}`);
  };

  /** Removes a new row; marks (or unmarks) an existing key for removal. */
  private readonly onRemoveRow = (event: Event): void => {
    const row = this.rowOf(event);
    if (!row) return;
    this.hooks.edited();
    if (!row.isNew) {
      this.update(row, { removed: !row.removed, valueError: null });
      return;
    }
    const index = this.current.indexOf(row);
    const rows = this.current.filter((candidate) => candidate !== row);
    this.rows = rows;
    // Keep keyboard users in place: the next row's first control, else "Add a field".
    const next = rows[index] ?? rows[index - 1];
    this.focus(next ? `#${next.isNew ? 'key' : 'value'}-${next.id}` : '[part~="add-button"]');
  };
}
