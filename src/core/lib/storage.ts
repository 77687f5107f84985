// Key-value storage with a fallback chain: local storage, then session storage, then memory.
// Browsers throw on access in private modes, sandboxed frames or with storage disabled; Node has none.
// Nothing here touches a global at import time.
import { isPlainObject } from './validate.js';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Shared by every instance in the page, so two WebAuth objects see the same transactions. */
const memory = new Map<string, string>();

const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

type Backend = () => KeyValueStore;

// Where the storage is missing (Node), reading it gives undefined and using it throws: unavailable.
const webStorage =
  (name: 'localStorage' | 'sessionStorage'): Backend =>
  () =>
    (globalThis as { [key: string]: unknown })[name] as KeyValueStore;

const DEFAULT_BACKENDS: readonly Backend[] = [
  webStorage('localStorage'),
  webStorage('sessionStorage'),
  () => memoryStore,
];

/**
 * Writes go to the first backend that accepts them (and stick to it afterwards); reads look through
 * every backend, so a value written by an earlier page that had to fall back is still found.
 */
export class FallbackStorage implements KeyValueStore {
  #backends: readonly Backend[];
  #writeIndex = 0;

  constructor(backends: readonly Backend[] = DEFAULT_BACKENDS) {
    this.#backends = backends;
  }

  getItem(key: string): string | null {
    for (const backend of this.#backends) {
      try {
        const value = backend().getItem(key);
        if (value !== null) return value;
      } catch {
        // Unavailable: try the next one.
      }
    }
    return null;
  }

  setItem(key: string, value: string): void {
    for (let index = this.#writeIndex; index < this.#backends.length; index++) {
      try {
        this.#backends[index]!().setItem(key, value);
        this.#writeIndex = index;
        return;
      } catch {
        // Unavailable or full: fall back.
      }
    }
  }

  removeItem(key: string): void {
    for (const backend of this.#backends) {
      try {
        backend().removeItem(key);
      } catch {
        // Unavailable: nothing stored there.
      }
    }
  }
}

/** Stores `value` as JSON with `expiresAt`, epoch milliseconds after which {@link takeExpiring} ignores it. */
export function saveExpiring(store: KeyValueStore, key: string, value: object, lifetimeMs: number): void {
  store.setItem(key, JSON.stringify({ ...value, expiresAt: Date.now() + lifetimeMs }));
}

/** The object stored under `key`, deleted as it is read (one use); null when missing, unreadable or expired. */
export function takeExpiring(store: KeyValueStore, key: string): Record<string, unknown> | null {
  const stored = readExpiring(store, key);
  store.removeItem(key);
  return stored;
}

/** The object stored under `key`, left there; null when missing, unreadable or expired. */
export function readExpiring(store: KeyValueStore, key: string): Record<string, unknown> | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  return isPlainObject(stored) && typeof stored['expiresAt'] === 'number' && Date.now() <= stored['expiresAt']
    ? stored
    : null;
}
