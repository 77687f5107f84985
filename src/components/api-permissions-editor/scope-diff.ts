// The permission sets of the editor, as pure functions: what the service has (`saved`), what the
// user edited (`draft`), the rows that show how they differ, and whether a new name can be added.
import { RESERVED_SCOPE_NAMES } from '../../core/index.js';
import type { ResourceServerScope } from '../../core/index.js';
import type { StringKey } from '../../internal/i18n.js';

/** How a shown row differs from what the service has. */
export type RowChange = 'kept' | 'added' | 'removed';

/** One row of the table. */
export interface ScopeRow {
  readonly value: string;
  readonly description: string;
  readonly change: RowChange;
}

/** Why a permission name cannot be added: a message key and its values. */
export interface ScopeProblem {
  readonly key: StringKey;
  readonly values?: Readonly<Record<string, string>>;
}

/** Copies of the scopes with only `value` and `description` (what the service stores). */
export function copyScopes(scopes: readonly ResourceServerScope[]): ResourceServerScope[] {
  return scopes.map(({ value, description }) => ({ value, description }));
}

/** Whether two sets hold the same permissions with the same descriptions, in any order. */
export function sameScopes(a: readonly ResourceServerScope[], b: readonly ResourceServerScope[]): boolean {
  if (a.length !== b.length) return false;
  const byValue = new Map(a.map((scope) => [scope.value, scope.description]));
  return b.every((scope) => byValue.get(scope.value) === scope.description);
}

/**
 * The rows to show: the service's permissions in its order (those not kept, or kept with another
 * description, marked `removed`), then the new ones (`added`).
 */
export function diffRows(
  saved: readonly ResourceServerScope[],
  draft: readonly ResourceServerScope[],
): ScopeRow[] {
  const drafted = new Map(draft.map((scope) => [scope.value, scope.description]));
  const rows: ScopeRow[] = saved.map(({ value, description }) => ({
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

/** How many rows are added and removed. */
export function countChanges(rows: readonly ScopeRow[]): { added: number; removed: number } {
  return {
    added: rows.filter((row) => row.change === 'added').length,
    removed: rows.filter((row) => row.change === 'removed').length,
  };
}

/** `next` as the edited set, in the service's order for the permissions it keeps, then the new ones. */
export function orderDraft(
  saved: readonly ResourceServerScope[],
  next: readonly ResourceServerScope[],
): ResourceServerScope[] {
  const nextByValue = new Map(next.map((scope) => [scope.value, scope]));
  const kept = saved.filter((scope) => nextByValue.get(scope.value)?.description === scope.description);
  const keptValues = new Set(kept.map((scope) => scope.value));
  return copyScopes([...kept, ...next.filter((scope) => !keptValues.has(scope.value))]);
}

/** Why `value` (trimmed) cannot be added to `draft`, or `null`. Checked before any request. */
export function scopeProblem(value: string, draft: readonly ResourceServerScope[]): ScopeProblem | null {
  if (value === '') return { key: 'permissionValueRequired' };
  if (/\s/.test(value)) return { key: 'permissionValueWhitespace' };
  if (RESERVED_SCOPE_NAMES.includes(value)) {
    return { key: 'permissionValueReserved', values: { permission: value } };
  }
  if (draft.some((scope) => scope.value === value)) {
    return { key: 'permissionValueDuplicate', values: { permission: value } };
  }
  return null;
}
