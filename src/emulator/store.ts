// The tenant store: state in memory, loaded from and saved to a JSON file (atomic: temp file + rename)
// when a data file is given, else the seeded demo tenant. reset() goes back to the seed.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TenantStore } from './context.js';
import {
  DEMO_CLIENT_ID,
  MANAGEMENT_API_ID,
  generateSigningKey,
  managementIdentifier,
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

function addMissing(list: string[], values: readonly string[]): void {
  for (const value of values) if (!list.includes(value)) list.push(value);
}

function isTenantData(value: unknown): value is TenantData {
  if (typeof value !== 'object' || value === null) return false;
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
  data.attack_protection ??= {};
  return data;
}

export class FileTenantStore implements TenantStore {
  #data: TenantData;
  readonly #options: StoreOptions;
  #saving: Promise<void> = Promise.resolve();
  /** Failed logins per client IP address (seconds since epoch), for the suspicious-behaviour guard. Not saved. */
  readonly ipFailures = new Map<string, number[]>();

  private constructor(data: TenantData, options: StoreOptions) {
    this.#data = data;
    this.#options = options;
    this.#applyOptions();
  }

  /** Loads the data file (creating it from the seed when missing) or seeds an in-memory tenant. */
  static async open(options: StoreOptions): Promise<FileTenantStore> {
    if (options.dataFile) {
      const loaded = await readTenantFile(options.dataFile);
      if (loaded) return new FileTenantStore(normalize(loaded), options);
    }
    const data = await seedTenant({ origin: options.origin, keys: [await generateSigningKey()] });
    const store = new FileTenantStore(data, options);
    await store.save();
    return store;
  }

  get data(): TenantData {
    return this.#data;
  }

  get dataFile(): string | undefined {
    return this.#options.dataFile;
  }

  async reset(): Promise<void> {
    const keys = this.#data.keys;
    this.ipFailures.clear();
    this.#data = await seedTenant({ origin: this.#options.origin, keys });
    this.#applyOptions();
    await this.save();
  }

  /** Saves are serialized; each writes the whole state to a temp file, then renames it over the data file. */
  save(): Promise<void> {
    const file = this.#options.dataFile;
    if (!file) return Promise.resolve();
    const run = async () => {
      const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      await mkdir(dirname(file), { recursive: true });
      try {
        await writeFile(temp, `${JSON.stringify(this.#data, null, 2)}\n`, { mode: 0o600 });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    };
    const next = this.#saving.then(run, run);
    this.#saving = next.catch(() => undefined);
    return next;
  }

  /** The current origin's Management API identifier and the configured app origins and callback URLs. */
  #applyOptions(): void {
    const { origin, appOrigins = [], callbackUrls = [], crossOriginLocation } = this.#options;
    const management = this.#data.resource_servers.find((rs) => rs.id === MANAGEMENT_API_ID || rs.is_system);
    if (management) management.identifier = managementIdentifier(origin);
    const client = this.#data.clients.find((c) => c.client_id === DEMO_CLIENT_ID);
    if (client) {
      addMissing(client.web_origins, appOrigins);
      addMissing(client.callbacks, callbackUrls);
      addMissing(client.allowed_logout_urls, callbackUrls);
      if (crossOriginLocation) client.cross_origin_loc = crossOriginLocation;
    }
    addMissing(this.#data.allowed_logout_urls, callbackUrls);
  }
}

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
  if (parsed.keys.length === 0) parsed.keys.push(await generateSigningKey());
  return parsed;
}
