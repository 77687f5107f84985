// The tenant store: the state in memory, and on disk when a data file is given (else the seeded demo
// tenant, in memory only). reset() goes back to the seed.
//
// Persistence design: a JSON snapshot (the data file, the same JSON users seed tenants with) plus an
// append-only journal next to it (`<file>.journal`), folded into the snapshot now and then, as Redis's
// append-only file is. Why: rewriting the whole file on every change (the former design) costs time in
// proportion to the history (sessions, refresh tokens), so logins slowed down as the file grew; a journal
// line holds only the records a change touched, so its cost stays flat.
// - Change tracking: routes mutate `data` as plain objects; `data` is a proxy that notes which records
//   (users, sessions, codes, tickets, refresh-token families, messages: keyed by their id) and which other
//   top-level values changed. commit() turns the noted changes into one journal line of `put`/`del`/`set`
//   operations, each idempotent, so replaying a journal over a newer snapshot is harmless.
// - Durability: a request is answered only after the line holding its changes is written (app.ts commits
//   after every request, before the answer leaves). Commits arriving while a write is under way share the
//   next write (group commit). A written line survives the process being killed (kill -9); the file is
//   also fsync'ed at most once a second, and on compaction and close (Redis's `appendfsync everysec`).
// - Failure: when a write fails (disk full, file size limit, I/O error) the journal is cut back to its
//   last whole line and memory is rebuilt from the committed state, so memory never holds what the file
//   lost; the requests waiting on that write are answered with an error.
// - Compaction: when the journal outgrows the snapshot (and at start and close), the committed state is
//   written to a temporary file, fsync'ed and renamed over the data file, then the journal is emptied.
// - One process per data file: a lock file `<file>.lock` holds the owner's pid; a second service on the
//   same file is refused, and a lock left by a dead process (kill -9) is taken over.
import { randomBytes } from 'node:crypto';
import { openSync, closeSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TenantStore } from './context.js';
import {
  DEMO_CLIENT_ID,
  MANAGEMENT_API_ID,
  MY_ACCOUNT_API_ID,
  generateSigningKey,
  managementIdentifier,
  myAccountApi,
  myAccountIdentifier,
  seedTenant,
} from './seed.js';
import type { TenantData } from './tenant.js';

export interface StoreOptions {
  /** The service's origin (the Management API's identifier depends on it). */
  origin: string;
  /** JSON file to load from (created when missing) and save to. */
  dataFile?: string;
  /** Added to the demo client's Allowed Web Origins. */
  appOrigins?: readonly string[];
  /** Added to the demo client's Allowed Callback URLs and Allowed Logout URLs, and the tenant's logout URLs. */
  callbackUrls?: readonly string[];
  /** The demo client's cross-origin verification page, instead of the seeded one. */
  crossOriginLocation?: string;
}

/** A commit that could not be written; the changes it held were rolled back in memory. */
export class StoreWriteError extends Error {
  readonly code: string | undefined;
  constructor(message: string, options: { cause?: unknown; code?: string | undefined } = {}) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'StoreWriteError';
    this.code = options.code;
  }
}

/** Record collections journaled one record at a time, with the field naming each record. */
const KEYED: Record<string, string> = {
  users: 'user_id',
  sessions: 'id',
  codes: 'code',
  login_tickets: 'ticket',
  refresh_tokens: 'family',
  tickets: 'ticket',
  messages: 'id',
  passkeys: 'id',
  passkey_sessions: 'auth_session',
};
/** The journal is folded into the snapshot once it is larger than this and than the snapshot. */
const COMPACT_MIN_BYTES = 4 * 1024 * 1024;
const FSYNC_INTERVAL_MS = 1000;

type Json = Record<string, unknown>;
type Operation =
  | [op: 'put', collection: string, key: string, index: number, record: Json]
  | [op: 'del', collection: string, key: string]
  | [op: 'set', name: string, value: unknown];

function addMissing(list: string[], values: readonly string[]): void {
  for (const value of values) if (!list.includes(value)) list.push(value);
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function isTenantData(value: unknown): value is TenantData {
  if (!isObject(value)) return false;
  const data = value as Partial<TenantData>;
  return (
    data.version === 1 &&
    Array.isArray(data.keys) &&
    Array.isArray(data.clients) &&
    Array.isArray(data.connections) &&
    Array.isArray(data.users) &&
    Array.isArray(data.resource_servers)
  );
}

/** Fills lists a hand-written or older file may lack, so routes can rely on them. */
function normalize(data: TenantData): TenantData {
  data.allowed_logout_urls ??= [];
  data.breached_passwords ??= [];
  data.sessions ??= [];
  data.codes ??= [];
  data.login_tickets ??= [];
  data.one_time_codes ??= [];
  // Refresh tokens of the format before rotation by family are dropped (their holders log in again).
  data.refresh_tokens = (data.refresh_tokens ?? []).filter((t) => typeof t.secret_hash === 'string');
  data.tickets ??= [];
  data.messages ??= [];
  data.passkeys ??= [];
  data.passkey_sessions ??= [];
  data.attack_protection ??= {};
  return data;
}

function keyOf(record: unknown, field: string): string | undefined {
  const key = isObject(record) ? (record as Json)[field] : undefined;
  return typeof key === 'string' ? key : undefined;
}

/** What was last written: each keyed record's object and JSON, each other top-level value's JSON. */
interface Committed {
  records: Map<string, Map<string, { record: object; json: string }>>;
  values: Map<string, string>;
}

/**
 * Notes which parts of the state may have changed since the last commit. The keyed collections and their
 * records are proxies: a write to a collection notes its membership, a write to a record notes the record,
 * and so does reading an object inside a record (it may be changed in place; commit compares its JSON).
 * Other top-level values (clients, connections, APIs, keys...) are small and handed out as they are: any
 * access notes them, and commit compares their JSON.
 */
class ChangeTracker {
  /** Keyed collections whose membership changed. */
  readonly collections = new Set<string>();
  /** Keyed records that may have changed, with their collection. */
  readonly records = new Map<object, string>();
  /** Other top-level values that may have changed. */
  readonly values = new Set<string>();
  readonly #proxies = new WeakMap<object, object>();
  readonly #targets = new WeakMap<object, object>();

  get dirty(): boolean {
    return this.collections.size > 0 || this.records.size > 0 || this.values.size > 0;
  }

  clear(): void {
    this.collections.clear();
    this.records.clear();
    this.values.clear();
  }

  /** The object behind a proxy; for a new array or record, the same with the proxies in it replaced. */
  unwrap(value: unknown, depth = 0): unknown {
    if (!isObject(value)) return value;
    const target = this.#targets.get(value);
    if (target) return target;
    if (depth > 8) return value;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = this.unwrap(value[i], depth + 1);
    } else {
      for (const [key, item] of Object.entries(value)) (value as Json)[key] = this.unwrap(item, depth + 1);
    }
    return value;
  }

  root(data: TenantData): TenantData {
    return new Proxy(data, {
      get: (object, key, receiver) => {
        const value: unknown = Reflect.get(object, key, receiver);
        if (typeof key !== 'string' || !isObject(value)) return value;
        if (key in KEYED && Array.isArray(value)) return this.#collection(value, key);
        this.values.add(key);
        return value;
      },
      set: (object, key, value) => {
        if (typeof key === 'string') this.#noteTopLevel(key);
        return Reflect.set(object, key, this.unwrap(value));
      },
      deleteProperty: (object, key) => {
        if (typeof key === 'string') this.#noteTopLevel(key);
        return Reflect.deleteProperty(object, key);
      },
    });
  }

  #noteTopLevel(key: string): void {
    if (key in KEYED) this.collections.add(key);
    else this.values.add(key);
  }

  /**
   * The proxy of `target` (one per object): reads go through `read`, writes and deletions call `note` and
   * store the objects behind any proxies written.
   */
  #tracked(
    target: object,
    note: () => void,
    read: (value: unknown, key: string | symbol) => unknown,
  ): object {
    let proxy = this.#proxies.get(target);
    if (!proxy) {
      proxy = new Proxy(target, {
        get: (object, key, receiver) => read(Reflect.get(object, key, receiver), key),
        set: (object, key, value) => {
          note();
          return Reflect.set(object, key, this.unwrap(value));
        },
        deleteProperty: (object, key) => {
          note();
          return Reflect.deleteProperty(object, key);
        },
      });
      this.#proxies.set(target, proxy);
      this.#targets.set(proxy, target);
    }
    return proxy;
  }

  #collection(list: unknown[], name: string): unknown[] {
    return this.#tracked(
      list,
      () => this.collections.add(name),
      (value, key) =>
        typeof key === 'string' && isObject(value) && typeof value !== 'function'
          ? this.#record(value, name)
          : value,
    ) as unknown[];
  }

  #record(record: object, name: string): object {
    const note = () => this.records.set(record, name);
    return this.#tracked(record, note, (value) => {
      if (isObject(value)) note();
      return value;
    });
  }
}

export class FileTenantStore implements TenantStore {
  #raw: TenantData;
  #data: TenantData;
  readonly #options: StoreOptions;
  readonly #tracker = new ChangeTracker();
  #committed: Committed = { records: new Map(), values: new Map() };
  /** Bumped by every rollback; a request that began before one cannot claim its changes were kept. */
  #epoch = 0;
  #journal: FileHandle | undefined;
  #journalBytes = 0;
  #snapshotBytes = 0;
  /** The write under way, and the commit waiting to write next (it takes whatever is dirty then). */
  #writing: Promise<void> | undefined;
  #next: Promise<void> | undefined;
  #fsyncTimer: NodeJS.Timeout | undefined;
  #broken: StoreWriteError | undefined;
  /** What the last failed write answered, for the requests its rollback also undid. */
  #lastFailure = 'The change could not be saved and was rolled back.';
  #lockFile: string | undefined;
  /** Failed logins per client IP address (seconds since epoch), for the suspicious-behaviour guard. Not saved. */
  readonly ipFailures = new Map<string, number[]>();

  private constructor(data: TenantData, options: StoreOptions) {
    this.#raw = data;
    this.#data = this.#tracker.root(data);
    this.#options = options;
    this.#applyOptions();
  }

  /** Loads the data file (creating it from the seed when missing) or seeds an in-memory tenant. */
  static async open(options: StoreOptions): Promise<FileTenantStore> {
    const file = options.dataFile;
    if (!file) {
      const data = await seedTenant({ origin: options.origin, keys: [await generateSigningKey()] });
      return new FileTenantStore(data, options);
    }
    await mkdir(dirname(file), { recursive: true });
    const lockFile = acquireLock(file);
    try {
      const loaded = await readTenantFile(file);
      const data = loaded
        ? normalize(loaded)
        : await seedTenant({ origin: options.origin, keys: [await generateSigningKey()] });
      const store = new FileTenantStore(data, options);
      store.#lockFile = lockFile;
      store.#tracker.clear();
      store.#rememberCommitted();
      // Start from one clean snapshot (the journal folded in, the options applied) and an empty journal.
      store.#journal = await open(`${file}.journal`, 'a', 0o600);
      await store.#compact();
      return store;
    } catch (error) {
      releaseLock(lockFile);
      throw error;
    }
  }

  /** The live state: mutate it; app.ts commits after every request. */
  get data(): TenantData {
    return this.#data;
  }

  get dataFile(): string | undefined {
    return this.#options.dataFile;
  }

  /** Changes when a failed write rolled memory back (see commit). */
  get epoch(): number {
    return this.#epoch;
  }

  async reset(): Promise<void> {
    const keys = this.#raw.keys;
    this.ipFailures.clear();
    await this.#settled();
    const data = await seedTenant({ origin: this.#options.origin, keys });
    await this.#settled();
    this.#raw = data;
    this.#data = this.#tracker.root(data);
    this.#applyOptions();
    this.#tracker.clear();
    if (!this.#journal) return;
    const previous = this.#committed;
    this.#rememberCommitted();
    // Written as the write under way, so commits arriving meanwhile queue behind it.
    const write = this.#compact().catch((error: unknown) => {
      this.#committed = previous;
      this.#rollback();
      throw error;
    });
    this.#writing = write;
    const done = () => {
      if (this.#writing === write) this.#writing = undefined;
    };
    write.then(done, done);
    await write;
  }

  /** The same as commit(): kept for callers of the former API. */
  save(): Promise<void> {
    return this.commit();
  }

  /**
   * Resolves once every change made so far is written; rejects with StoreWriteError when the write failed
   * (the changes are then rolled back in memory), or when `sinceEpoch` is given and a rollback happened
   * since (some change of the caller may have been rolled back).
   */
  commit(sinceEpoch?: number): Promise<void> {
    if (sinceEpoch !== undefined && sinceEpoch !== this.#epoch) {
      return Promise.reject(new StoreWriteError(this.#lastFailure));
    }
    if (!this.#journal) {
      this.#tracker.clear();
      return Promise.resolve();
    }
    if (!this.#tracker.dirty) return this.#writing ?? Promise.resolve();
    if (!this.#writing) return this.#startWrite();
    if (!this.#next) {
      const epoch = this.#epoch;
      const start = () => {
        // The write before failed and rolled back the changes this one was to hold.
        if (epoch !== this.#epoch) {
          this.#next = undefined;
          throw new StoreWriteError(this.#lastFailure);
        }
        return this.#startWrite();
      };
      this.#next = this.#writing.then(start, start);
    }
    return this.#next;
  }

  /** Folds the journal into the snapshot and releases the data file (after the last commit). */
  async close(): Promise<void> {
    if (this.#journal) {
      await this.#settled();
      let folded = false;
      try {
        if (!this.#broken) await this.#compact();
        folded = !this.#broken;
      } finally {
        clearTimeout(this.#fsyncTimer);
        await this.#journal.close();
        this.#journal = undefined;
      }
      // Everything is in the JSON file now: leave it alone, as users seed and read it.
      if (folded) await rm(`${this.#options.dataFile}.journal`, { force: true });
    }
    if (this.#lockFile) releaseLock(this.#lockFile);
  }

  /** Waits for the writes under way and queued (their failures are their callers' to handle). */
  async #settled(): Promise<void> {
    while (this.#writing || this.#next) {
      await (this.#next ?? this.#writing)?.catch(() => undefined);
    }
  }

  #startWrite(): Promise<void> {
    this.#next = undefined;
    const write = this.#write();
    this.#writing = write;
    const done = () => {
      if (this.#writing === write) this.#writing = undefined;
    };
    write.then(done, done);
    return write;
  }

  async #write(): Promise<void> {
    if (this.#broken) {
      this.#rollback();
      throw this.#broken;
    }
    const journal = this.#journal;
    if (!journal) return;
    const { line, apply } = this.#batch();
    if (!line) return;
    const buffer = Buffer.from(line);
    try {
      // A short write (a size limit reached midway) is continued, so the error says why it stopped.
      for (let offset = 0; offset < buffer.length;) {
        const { bytesWritten } = await journal.write(buffer, offset, buffer.length - offset);
        if (bytesWritten === 0) throw Object.assign(new Error('nothing written'), { code: 'EIO' });
        offset += bytesWritten;
      }
    } catch (error) {
      await this.#failed(error);
    }
    this.#journalBytes += buffer.length;
    apply();
    this.#scheduleFsync();
    if (this.#journalBytes > Math.max(COMPACT_MIN_BYTES, this.#snapshotBytes)) await this.#compactQuietly();
  }

  /** After a failed write: cut the journal back, roll memory back, and answer the callers' error. */
  async #failed(error: unknown): Promise<never> {
    const code = (error as NodeJS.ErrnoException).code;
    try {
      await this.#journal?.truncate(this.#journalBytes);
    } catch (cause) {
      this.#broken = new StoreWriteError(
        `The journal ${this.#options.dataFile}.journal could not be repaired; restart the service.`,
        { cause, code },
      );
    }
    this.#rollback();
    throw new StoreWriteError(
      `The change could not be saved (${code ?? 'write error'}) and was rolled back.`,
      {
        cause: error,
        code,
      },
    );
  }

  /** Rebuilds memory from what was last written. */
  #rollback(): void {
    this.#epoch += 1;
    const data = normalize(JSON.parse(this.#snapshotText()) as TenantData);
    this.#raw = data;
    this.#data = this.#tracker.root(data);
    this.#tracker.clear();
    this.#rememberCommitted();
  }

  /** One journal line for the changes noted since the last commit, and how to record them as committed. */
  #batch(): { line: string | undefined; apply: () => void } {
    const tracker = this.#tracker;
    const raw = this.#raw as unknown as Json;
    const parts: string[] = [];
    const updates: (() => void)[] = [];
    const put = (collection: string, key: string, index: number, record: object, json: string) => {
      parts.push(`["put",${JSON.stringify(collection)},${JSON.stringify(key)},${index},${json}]`);
      updates.push(() => this.#committedRecords(collection).set(key, { record, json }));
    };
    for (const name of tracker.values) {
      const json = JSON.stringify(raw[name]) ?? 'null';
      if (this.#committed.values.get(name) === json) continue;
      parts.push(`["set",${JSON.stringify(name)},${json}]`);
      updates.push(() => this.#committed.values.set(name, json));
    }
    for (const name of tracker.collections) {
      const field = KEYED[name] ?? '';
      const value = raw[name];
      if (Array.isArray(value)) {
        const committed = this.#committedRecords(name);
        const seen = new Set<string>();
        value.forEach((record: unknown, index) => {
          const key = keyOf(record, field);
          if (key === undefined || seen.has(key) || !isObject(record)) return;
          seen.add(key);
          const before = committed.get(key);
          if (before?.record === record && !tracker.records.has(record)) return;
          const json = JSON.stringify(record);
          if (before?.json !== json) put(name, key, index, record, json);
          else if (before.record !== record) updates.push(() => committed.set(key, { record, json }));
        });
        for (const key of committed.keys()) {
          if (seen.has(key)) continue;
          parts.push(`["del",${JSON.stringify(name)},${JSON.stringify(key)}]`);
          updates.push(() => committed.delete(key));
        }
      } else {
        parts.push(`["set",${JSON.stringify(name)},${JSON.stringify(value) ?? 'null'}]`);
      }
    }
    for (const [record, name] of tracker.records) {
      if (tracker.collections.has(name)) continue;
      const field = KEYED[name] ?? '';
      const key = keyOf(record, field);
      const committed = this.#committedRecords(name);
      // A record no longer in its collection (removed by an earlier commit) is not brought back.
      if (key === undefined || committed.get(key)?.record !== record) continue;
      const json = JSON.stringify(record);
      if (committed.get(key)?.json === json) continue;
      const list = raw[name];
      put(name, key, Array.isArray(list) ? list.indexOf(record) : -1, record, json);
    }
    tracker.clear();
    return {
      line: parts.length ? `[${parts.join(',')}]\n` : undefined,
      apply: () => updates.forEach((update) => update()),
    };
  }

  #committedRecords(name: string): Map<string, { record: object; json: string }> {
    let records = this.#committed.records.get(name);
    if (!records) {
      records = new Map();
      this.#committed.records.set(name, records);
    }
    return records;
  }

  /** Takes the current memory as the committed state (after loading, a reset or a rollback). */
  #rememberCommitted(): void {
    const committed: Committed = { records: new Map(), values: new Map() };
    for (const [name, value] of Object.entries(this.#raw)) {
      const field = KEYED[name];
      if (field && Array.isArray(value)) {
        const records = new Map<string, { record: object; json: string }>();
        for (const record of value as unknown[]) {
          const key = keyOf(record, field);
          if (key !== undefined && isObject(record))
            records.set(key, { record, json: JSON.stringify(record) });
        }
        committed.records.set(name, records);
      } else {
        committed.values.set(name, JSON.stringify(value) ?? 'null');
      }
    }
    this.#committed = committed;
  }

  /** The committed state as the data file's JSON: one line per record of the keyed collections. */
  #snapshotText(): string {
    const raw = this.#raw as unknown as Json;
    const names = new Set([
      ...Object.keys(raw),
      ...this.#committed.values.keys(),
      ...this.#committed.records.keys(),
    ]);
    const members: string[] = [];
    for (const name of names) {
      const records = this.#committed.records.get(name);
      if (records) {
        // Memory's order for the committed records, then committed ones memory no longer has.
        const lines: string[] = [];
        const written = new Set<string>();
        const list = raw[name];
        for (const record of Array.isArray(list) ? (list as unknown[]) : []) {
          const key = keyOf(record, KEYED[name] ?? '');
          const entry = key === undefined ? undefined : records.get(key);
          if (key === undefined || !entry || written.has(key)) continue;
          written.add(key);
          lines.push(entry.json);
        }
        for (const [key, entry] of records) if (!written.has(key)) lines.push(entry.json);
        members.push(
          `  ${JSON.stringify(name)}: [${lines.length ? `\n    ${lines.join(',\n    ')}\n  ` : ''}]`,
        );
      } else {
        const json = this.#committed.values.get(name);
        // Small values (clients, connections, APIs...) indented, for people who edit the file.
        const indented = json === undefined ? undefined : JSON.stringify(JSON.parse(json), null, 2);
        if (indented !== undefined)
          members.push(`  ${JSON.stringify(name)}: ${indented.replace(/\n/g, '\n  ')}`);
      }
    }
    return `{\n${members.join(',\n')}\n}\n`;
  }

  /** Writes the committed state as the new snapshot (temp file, fsync, rename), then empties the journal. */
  async #compact(): Promise<void> {
    const file = this.#options.dataFile;
    const journal = this.#journal;
    if (!file || !journal) return;
    const text = this.#snapshotText();
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const handle = await open(temp, 'w', 0o600);
      try {
        await handle.writeFile(text);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await journal.truncate(0);
    this.#journalBytes = 0;
    this.#snapshotBytes = Buffer.byteLength(text);
  }

  async #compactQuietly(): Promise<void> {
    try {
      await this.#compact();
    } catch {
      // The journal still holds everything; the next commit tries again.
    }
  }

  #scheduleFsync(): void {
    if (this.#fsyncTimer) return;
    this.#fsyncTimer = setTimeout(() => {
      this.#fsyncTimer = undefined;
      this.#journal?.datasync().catch(() => undefined);
    }, FSYNC_INTERVAL_MS);
    this.#fsyncTimer.unref();
  }

  /** The current origin's Management API identifier and the configured app origins and callback URLs. */
  #applyOptions(): void {
    const { origin, appOrigins = [], callbackUrls = [], crossOriginLocation } = this.#options;
    const data = this.#data;
    const management = data.resource_servers.find((rs) => rs.id === MANAGEMENT_API_ID || rs.is_system);
    if (management) management.identifier = managementIdentifier(origin);
    const myAccount = data.resource_servers.find((rs) => rs.id === MY_ACCOUNT_API_ID);
    if (myAccount) myAccount.identifier = myAccountIdentifier(origin);
    else data.resource_servers.push(myAccountApi(origin));
    const client = data.clients.find((c) => c.client_id === DEMO_CLIENT_ID);
    if (client) {
      addMissing(client.web_origins, appOrigins);
      addMissing(client.callbacks, callbackUrls);
      addMissing(client.allowed_logout_urls, callbackUrls);
      if (crossOriginLocation) client.cross_origin_loc = crossOriginLocation;
    }
    addMissing(data.allowed_logout_urls, callbackUrls);
  }
}

/** Lock files this process holds, removed when it exits (a kill -9 leaves them: see acquireLock). */
const heldLocks = new Set<string>();
let exitHandler = false;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<file>.lock` for this process: refuses a live owner, takes over from a dead one. */
function acquireLock(file: string): string {
  const lockFile = `${file}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldLocks.add(lockFile);
      if (!exitHandler) {
        exitHandler = true;
        process.once('exit', () => [...heldLocks].forEach(releaseLock));
      }
      return lockFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = NaN;
    try {
      owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    } catch {
      // Removed meanwhile, or unreadable: treated as stale.
    }
    if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
      throw new Error(
        `${file} is in use by another local identity service (process ${owner}). Stop that one, or give ` +
          `this one another data file. If no such service runs, remove ${lockFile}.`,
      );
    }
    try {
      unlinkSync(lockFile); // stale: its process is gone
    } catch {
      // Another process took it over first; the next attempt sees its lock.
    }
  }
  throw new Error(`Could not take the lock ${lockFile}; try again.`);
}

function releaseLock(lockFile: string): void {
  heldLocks.delete(lockFile);
  try {
    if (Number.parseInt(readFileSync(lockFile, 'utf8'), 10) === process.pid) unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}

/** The snapshot with the journal replayed over it; undefined when there is no data file yet. */
async function readTenantFile(file: string): Promise<TenantData | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON; fix it or remove it to start from the demo tenant.`);
  }
  if (!isTenantData(parsed)) {
    throw new Error(`${file} is not a tenant file (version 1 with keys, clients, connections, users).`);
  }
  replayJournal(parsed, file, await readJournal(`${file}.journal`));
  if (parsed.keys.length === 0) parsed.keys.push(await generateSigningKey());
  return parsed;
}

async function readJournal(journal: string): Promise<string> {
  try {
    return await readFile(journal, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

function replayJournal(data: TenantData, file: string, text: string): void {
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
