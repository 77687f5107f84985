// The tenant store: the state in memory, and on disk when a data file is given (else the seeded demo
// tenant, in memory only). Routes mutate `data`; app.ts commits after every request; reset() goes back to
// the seed. The modules beside this one each hold one part: change tracking (tracker.ts), the committed
// state (committed.ts), the journal (journal.ts), the snapshot and migration (snapshot.ts), the lock
// (lock.ts); the seed itself is ../seed.ts.
//
// Persistence design: a JSON snapshot (the data file) plus an append-only journal next to it
// (`<file>.journal`), folded into the snapshot now and then, as Redis's append-only file is. Rewriting the
// whole file on every change would cost time in proportion to the history (sessions, refresh tokens); a
// journal line holds only the records a change touched, so its cost stays flat.
// - Change tracking: `data` is a proxy that notes which records (users, sessions, codes, tickets,
//   refresh-token families, messages: keyed by their id) and which other top-level values changed.
//   commit() turns the noted changes into one journal line of `put`/`del`/`set` operations, each
//   idempotent, so replaying a journal over a newer snapshot is harmless.
// - Durability: a request is answered only after the line holding its changes is written (app.ts commits
//   after every request, before the answer leaves). Commits arriving while a write is under way share the
//   next write (group commit). A written line survives the process being killed (kill -9); the file is
//   also fsync'ed at most once a second, and on compaction and close (Redis's `appendfsync everysec`).
// - Failure: when a write fails (disk full, file size limit, I/O error) the journal is cut back to its
//   last whole line and memory is rebuilt from the committed state, so memory never holds what the file
//   lost; the requests waiting on that write are answered with an error.
// - Compaction: when the journal outgrows the snapshot (and at start and close), the committed state is
//   written to a temporary file, fsync'ed and renamed over the data file, then the journal is emptied.
// - One process per data file: see lock.ts.
import { mkdir, open, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TenantStore } from '../context.js';
import { seedTenant } from '../seed.js';
import { applyServiceOptions } from '../service-options.js';
import type { ServiceOptions } from '../service-options.js';
import { generateSigningKey } from '../tokens.js';
import type { TenantData } from '../tenant.js';
import type { Committed } from './committed.js';
import { committedState } from './committed.js';
import { appendToJournal, journalBatch } from './journal.js';
import { acquireLock, releaseLock } from './lock.js';
import { normalize, readTenantFile, snapshotText, writeSnapshot } from './snapshot.js';
import { ChangeTracker } from './tracker.js';

interface StoreOptions extends ServiceOptions {
  /** JSON file to load from (created when missing) and save to. */
  dataFile?: string;
  /** The service's clock (milliseconds since the epoch): the seed's timestamps. */
  now?: () => number;
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

/** The journal is folded into the snapshot once it is larger than this and than the snapshot. */
const COMPACT_MIN_BYTES = 4 * 1024 * 1024;
const FSYNC_INTERVAL_MS = 1000;

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

  private constructor(data: TenantData, options: StoreOptions) {
    this.#raw = data;
    this.#data = this.#tracker.root(data);
    this.#options = options;
    applyServiceOptions(this.#data, options);
  }

  /** Loads the data file (creating it from the seed when missing) or seeds an in-memory tenant. */
  static async open(options: StoreOptions): Promise<FileTenantStore> {
    const file = options.dataFile;
    const seed = async () =>
      seedTenant({ origin: options.origin, keys: [await generateSigningKey()], ...clock(options) });
    if (!file) return new FileTenantStore(await seed(), options);
    await mkdir(dirname(file), { recursive: true });
    const lockFile = acquireLock(file);
    try {
      const loaded = await readTenantFile(file);
      const store = new FileTenantStore(loaded ? normalize(loaded) : await seed(), options);
      store.#lockFile = lockFile;
      store.#tracker.clear();
      store.#committed = committedState(store.#raw);
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
    await this.#settled();
    const data = await seedTenant({ origin: this.#options.origin, keys, ...clock(this.#options) });
    await this.#settled();
    this.#raw = data;
    this.#data = this.#tracker.root(data);
    applyServiceOptions(this.#data, this.#options);
    this.#tracker.clear();
    if (!this.#journal) return;
    const previous = this.#committed;
    this.#committed = committedState(this.#raw);
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

  /** commit() for code outside a request (tests, scripts). */
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
    const { line, apply } = journalBatch(this.#tracker, this.#raw, this.#committed);
    if (!line) return;
    const buffer = Buffer.from(line);
    try {
      await appendToJournal(journal, buffer);
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
    const data = normalize(JSON.parse(snapshotText(this.#raw, this.#committed)) as TenantData);
    this.#raw = data;
    this.#data = this.#tracker.root(data);
    this.#tracker.clear();
    this.#committed = committedState(data);
  }

  /** Writes the committed state as the new snapshot, then empties the journal. */
  async #compact(): Promise<void> {
    const file = this.#options.dataFile;
    const journal = this.#journal;
    if (!file || !journal) return;
    const text = snapshotText(this.#raw, this.#committed);
    await writeSnapshot(file, text);
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
}

function clock(options: StoreOptions): { now?: () => number } {
  return options.now ? { now: options.now } : {};
}
