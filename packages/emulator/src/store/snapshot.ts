// The tenant store's snapshot (the data file, the same JSON users seed tenants with): loading it with its
// journal replayed, bringing an older or hand-written file up to date (migration), and writing it whole.
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { connectionIdFor } from '../organizations.js';
import { generateSigningKey } from '../tokens.js';
import type { TenantData } from '../tenant.js';
import type { Committed } from './committed.js';
import { readJournal, replayJournal } from './journal.js';
import type { Json } from './tracker.js';
import { KEYED, isObject, keyOf } from './tracker.js';

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
export function normalize(data: TenantData): TenantData {
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
  data.mfa_factors ??= [];
  data.mfa_tokens ??= [];
  data.mfa_attempts ??= [];
  data.federations ??= [];
  data.attack_protection ??= {};
  data.organizations ??= [];
  data.organization_members ??= [];
  data.invitations ??= [];
  data.roles ??= [];
  data.user_roles ??= [];
  // Connections of older files get the id the Management API names them by.
  for (const connection of data.connections) connection.id ??= connectionIdFor(connection.name);
  return data;
}

/** The snapshot with the journal replayed over it; undefined when there is no data file yet. */
export async function readTenantFile(file: string): Promise<TenantData | undefined> {
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

/**
 * The committed state as the data file's JSON: one line per record of the keyed collections, in memory's
 * order (`data`), then committed ones memory no longer has.
 */
export function snapshotText(data: TenantData, committed: Committed): string {
  const raw = data as unknown as Json;
  const names = new Set([...Object.keys(raw), ...committed.values.keys(), ...committed.records.keys()]);
  const members: string[] = [];
  for (const name of names) {
    const records = committed.records.get(name);
    if (records) {
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
      const json = committed.values.get(name);
      // Small values (clients, connections, APIs...) indented, for people who edit the file.
      const indented = json === undefined ? undefined : JSON.stringify(JSON.parse(json), null, 2);
      if (indented !== undefined)
        members.push(`  ${JSON.stringify(name)}: ${indented.replace(/\n/g, '\n  ')}`);
    }
  }
  return `{\n${members.join(',\n')}\n}\n`;
}

/** Replaces the data file with `text`: a temporary file, fsync'ed, renamed over it. */
export async function writeSnapshot(file: string, text: string): Promise<void> {
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
}
