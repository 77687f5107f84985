// The editor's permissions as the service last returned them (`saved`) and as edited (`edited`, what the
// next save sends): a part of the element (it asks the host to update) that keeps the service's order
// for the permissions it has and tells the rows apart (see scope-diff.ts).
import type { ReactiveElement } from 'lit';
import type { ResourceServerScope } from '../../core/index.js';
import { copyScopes, diffRows, orderDraft, sameScopes } from './scope-diff.js';
import type { ScopeRow } from './scope-diff.js';

export class PermissionsDraft {
  readonly #host: ReactiveElement;
  #saved: readonly ResourceServerScope[] | null = null;
  #edited: readonly ResourceServerScope[] = [];

  constructor(host: ReactiveElement) {
    this.#host = host;
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

  /** Removes `value`; returns the index its row had (among the rows not being removed). */
  remove(value: string): number {
    const index = this.rows.findIndex((row) => row.value === value && row.change !== 'removed');
    this.set(this.#edited.filter((scope) => scope.value !== value));
    return index;
  }

  /** Restores the saved `value`; returns whether there was one. */
  restore(value: string): boolean {
    const original = this.#saved?.find((scope) => scope.value === value);
    if (!original) return false;
    this.set([...this.#edited.filter((scope) => scope.value !== value), original]);
    return true;
  }
}
