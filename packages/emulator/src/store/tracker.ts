// Change tracking for the tenant store: the state handed to routes is a proxy that notes which records and
// which top-level values may have changed since the last commit, so a commit writes only those.
import type { TenantData } from '../tenant.js';

export type Json = Record<string, unknown>;

/** Record collections journaled one record at a time, with the field naming each record. */
export const KEYED: Readonly<Record<string, string>> = {
  users: 'user_id',
  sessions: 'id',
  codes: 'code',
  login_tickets: 'ticket',
  refresh_tokens: 'family',
  tickets: 'ticket',
  messages: 'id',
  passkeys: 'id',
  passkey_sessions: 'auth_session',
  mfa_factors: 'id',
  mfa_tokens: 'token_hash',
  mfa_attempts: 'user_id',
  federations: 'state',
  organizations: 'id',
  organization_members: 'id',
  invitations: 'id',
  roles: 'id',
  user_roles: 'user_id',
};

export function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** The string naming `record` in its collection (its `field`), if it has one. */
export function keyOf(record: unknown, field: string): string | undefined {
  const key = isObject(record) ? (record as Json)[field] : undefined;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Notes which parts of the state may have changed since the last commit. The keyed collections and their
 * records are proxies: a write to a collection notes its membership, a write to a record notes the record,
 * and so does reading an object inside a record (it may be changed in place; commit compares its JSON).
 * Other top-level values (clients, connections, APIs, keys...) are small and handed out as they are: any
 * access notes them, and commit compares their JSON.
 */
export class ChangeTracker {
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
