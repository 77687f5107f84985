// The tenant store's journal (`<file>.journal`): one line per commit, a JSON array of idempotent
// `put`/`del`/`set` operations built from the noted changes, replayed over the snapshot on load.
import { readFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { TenantData } from '../tenant.js';
import type { Committed, CommittedRecord } from './committed.js';
import { committedRecords } from './committed.js';
import type { ChangeTracker, Json } from './tracker.js';
import { KEYED, isObject, keyOf } from './tracker.js';

type Operation =
  | [op: 'put', collection: string, key: string, index: number, record: Json]
  | [op: 'del', collection: string, key: string]
  | [op: 'set', name: string, value: unknown];

interface JournalBatch {
  /** The journal line (with its newline), or undefined when nothing changed. */
  line: string | undefined;
  /** Records the batch's changes as committed, once the line is written. */
  apply(): void;
}

/** One journal line for the changes `tracker` noted since the last commit; clears the tracker. */
export function journalBatch(tracker: ChangeTracker, data: TenantData, committed: Committed): JournalBatch {
  const raw = data as unknown as Json;
  const parts: string[] = [];
  const updates: (() => void)[] = [];
  const put = (collection: string, key: string, index: number, record: object, json: string) => {
    parts.push(`["put",${JSON.stringify(collection)},${JSON.stringify(key)},${index},${json}]`);
    const entry: CommittedRecord = { record, json };
    updates.push(() => committedRecords(committed, collection).set(key, entry));
  };
  for (const name of tracker.values) {
    const json = JSON.stringify(raw[name]) ?? 'null';
    if (committed.values.get(name) === json) continue;
    parts.push(`["set",${JSON.stringify(name)},${json}]`);
    updates.push(() => committed.values.set(name, json));
  }
  for (const name of tracker.collections) {
    const field = KEYED[name] ?? '';
    const value = raw[name];
    if (Array.isArray(value)) {
      const records = committedRecords(committed, name);
      const seen = new Set<string>();
      value.forEach((record: unknown, index) => {
        const key = keyOf(record, field);
        if (key === undefined || seen.has(key) || !isObject(record)) return;
        seen.add(key);
        const before = records.get(key);
        if (before?.record === record && !tracker.records.has(record)) return;
        const json = JSON.stringify(record);
        if (before?.json !== json) put(name, key, index, record, json);
        else if (before.record !== record) updates.push(() => records.set(key, { record, json }));
      });
      for (const key of records.keys()) {
        if (seen.has(key)) continue;
        parts.push(`["del",${JSON.stringify(name)},${JSON.stringify(key)}]`);
        updates.push(() => records.delete(key));
      }
    } else {
      parts.push(`["set",${JSON.stringify(name)},${JSON.stringify(value) ?? 'null'}]`);
    }
  }
  for (const [record, name] of tracker.records) {
    if (tracker.collections.has(name)) continue;
    const key = keyOf(record, KEYED[name] ?? '');
    const records = committedRecords(committed, name);
    // A record no longer in its collection (removed by an earlier commit) is not brought back.
    if (key === undefined || records.get(key)?.record !== record) continue;
    const json = JSON.stringify(record);
    if (records.get(key)?.json === json) continue;
    const list = raw[name];
    put(name, key, Array.isArray(list) ? list.indexOf(record) : -1, record, json);
  }
  tracker.clear();
  return {
    line: parts.length ? `[${parts.join(',')}]\n` : undefined,
    apply: () => updates.forEach((update) => update()),
  };
}

/** Writes all of `buffer` at the journal's end; a short write (a size limit reached midway) is continued, so the error says why it stopped. */
export async function appendToJournal(journal: FileHandle, buffer: Buffer): Promise<void> {
  for (let offset = 0; offset < buffer.length;) {
    const { bytesWritten } = await journal.write(buffer, offset, buffer.length - offset);
    if (bytesWritten === 0) throw Object.assign(new Error('nothing written'), { code: 'EIO' });
    offset += bytesWritten;
  }
}

/** The journal's text; empty when there is none. */
export async function readJournal(journal: string): Promise<string> {
  try {
    return await readFile(journal, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/** Applies the journal's lines to `data` (the snapshot) in order. */
export function replayJournal(data: TenantData, file: string, text: string): void {
  const raw = data as unknown as Json;
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line) continue;
    let operations: Operation[];
    try {
      operations = JSON.parse(line) as Operation[];
    } catch {
      // A line cut short by a crash was never acknowledged: the last line may be dropped, no other.
      if (index === lines.length - 1) break;
      throw new Error(`${file}.journal is damaged at line ${index + 1}; remove it to load ${file} alone.`);
    }
    for (const operation of operations) {
      if (operation[0] === 'set') {
        raw[operation[1]] = operation[2];
        continue;
      }
      const [op, name, key] = operation;
      const field = KEYED[name] ?? '';
      const list = (Array.isArray(raw[name]) ? raw[name] : (raw[name] = [])) as unknown[];
      const at = list.findIndex((record) => keyOf(record, field) === key);
      if (op === 'del') {
        if (at >= 0) list.splice(at, 1);
      } else if (at >= 0) {
        list[at] = operation[4];
      } else {
        const position = operation[3];
        list.splice(position >= 0 && position <= list.length ? position : list.length, 0, operation[4]);
      }
    }
  }
}
