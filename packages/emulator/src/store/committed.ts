// What the tenant store last wrote (to the snapshot or the journal): each keyed record's object and JSON,
// each other top-level value's JSON. A commit compares memory with it to write only what changed.
import type { TenantData } from '../tenant.js';
import { KEYED, isObject, keyOf } from './tracker.js';

export interface CommittedRecord {
  record: object;
  json: string;
}

export interface Committed {
  records: Map<string, Map<string, CommittedRecord>>;
  values: Map<string, string>;
}

/** The committed records of collection `name` (created empty when there are none yet). */
export function committedRecords(committed: Committed, name: string): Map<string, CommittedRecord> {
  let records = committed.records.get(name);
  if (!records) {
    records = new Map();
    committed.records.set(name, records);
  }
  return records;
}

/** Memory taken as the committed state (after loading, a reset or a rollback). */
export function committedState(raw: TenantData): Committed {
  const committed: Committed = { records: new Map(), values: new Map() };
  for (const [name, value] of Object.entries(raw)) {
    const field = KEYED[name];
    if (field && Array.isArray(value)) {
      const records = new Map<string, CommittedRecord>();
      for (const record of value as unknown[]) {
        const key = keyOf(record, field);
        if (key !== undefined && isObject(record)) records.set(key, { record, json: JSON.stringify(record) });
      }
      committed.records.set(name, records);
    } else {
      committed.values.set(name, JSON.stringify(value) ?? 'null');
    }
  }
  return committed;
}
