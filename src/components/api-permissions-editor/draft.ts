// The editor's permissions as the service last returned them (`saved`) and as edited (`edited`, what the
// next save sends): a part of the element (it asks the host to update) that keeps the service's order
// for the permissions it has, tells the rows apart (see scope-diff.ts) and moves the focus as rows are
// removed and restored.
import type { ReactiveElement } from 'lit';
import { focusRowButton } from './permissions-view.js';
import type { ResourceServerScope } from '../../core/index.js';
import { copyScopes, diffRows, orderDraft, sameScopes } from './scope-diff.js';
import type { ScopeRow } from './scope-diff.js';

export class PermissionsDraft {
  readonly #host: ReactiveElement;
  readonly #focusAddForm: () => void;
  #saved: readonly ResourceServerScope[] | null = null;
  #edited: readonly ResourceServerScope[] = [];

  /** `focusAddForm` focuses the add form's permission name. */
  constructor(host: ReactiveElement, focusAddForm: () => void) {
    this.#host = host;
    this.#focusAddForm = focusAddForm;
  }

  /** The permissions as the service last returned them; `null` until loaded. */
  get saved(): readonly ResourceServerScope[] | null {
    return this.#saved;
  }

  /** The permissions as edited. */
  get edited(): readonly ResourceServerScope[] {
    return this.#edited;
  }

  /** Whether there are changes that are not saved. */
  get dirty(): boolean {
    return this.#saved !== null && !sameScopes(this.#saved, this.#edited);
  }

  /** Every row: kept, added or to be removed. */
  get rows(): ScopeRow[] {
    return diffRows(this.#saved ?? [], this.#edited);
  }

  /** Whether there is nothing a "Remove all" would remove. */
  get empty(): boolean {
    return (this.#saved?.length ?? 0) === 0 && this.#edited.length === 0;
  }

  /** Shows `scopes` (the service's; `null`: nothing loaded), with nothing edited. */
  show(scopes: readonly ResourceServerScope[] | null): void {
    this.#saved = scopes && copyScopes(scopes);
    this.#edited = scopes ? copyScopes(scopes) : [];
    this.#host.requestUpdate();
  }

  /** Drops the edits. */
  discard(): void {
    this.show(this.#saved);
  }

  /** Sets the edited set, keeping the service's order for the permissions it has. */
  set(next: readonly ResourceServerScope[]): void {
    this.#edited = orderDraft(this.#saved ?? [], next);
    this.#host.requestUpdate();
  }

  /**
   * Removes `value`. A saved permission stays as a "to be removed" row whose Restore button takes the
   * focus; an added one disappears, and the focus goes to the row that took its place, else the add form.
   */
  async remove(value: string): Promise<void> {
    const index = this.rows.findIndex((row) => row.value === value && row.change !== 'removed');
    this.set(this.#edited.filter((scope) => scope.value !== value));
    await this.#host.updateComplete;
    if (!focusRowButton(this.#host.renderRoot, value, index)) this.#focusAddForm();
  }

  /** Restores the saved `value`, and focuses its row's button. */
  async restore(value: string): Promise<void> {
    const original = this.#saved?.find((scope) => scope.value === value);
    if (!original) return;
    this.set([...this.#edited.filter((scope) => scope.value !== value), original]);
    await this.#host.updateComplete;
    focusRowButton(this.#host.renderRoot, value);
  }
}
