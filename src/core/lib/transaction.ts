// Transactions: what an authorization request needs to check its response (state, nonce, PKCE
// verifier, redirect URI, app state). Stored under `com.auth0.auth.{state}`, expiring, read once.
import type { KeyValueStore } from './storage.js';

export const TRANSACTION_KEY_PREFIX = 'com.auth0.auth.';
export const DEFAULT_TRANSACTION_EXPIRY_MS = 30 * 60 * 1000;

export interface Transaction {
  state: string;
  nonce?: string;
  appState?: unknown;
  lastUsedConnection?: string;
  redirectUri?: string;
  codeVerifier?: string;
  maxAge?: number;
  organization?: string;
}

interface StoredTransaction extends Transaction {
  /** Epoch milliseconds after which the transaction is ignored. */
  expiresAt: number;
}

export class TransactionManager {
  #storage: KeyValueStore;
  #expiryMs: number;

  constructor(storage: KeyValueStore, expiryMs = DEFAULT_TRANSACTION_EXPIRY_MS) {
    this.#storage = storage;
    this.#expiryMs = expiryMs;
  }

  save(transaction: Transaction): void {
    const stored: StoredTransaction = {
      ...dropUndefined(transaction),
      expiresAt: Date.now() + this.#expiryMs,
    };
    this.#storage.setItem(TRANSACTION_KEY_PREFIX + transaction.state, JSON.stringify(stored));
  }

  /** Returns the transaction stored for `state` and deletes it; null when missing, expired or unreadable. */
  take(state: string | null | undefined): Transaction | null {
    if (!state) return null;
    const key = TRANSACTION_KEY_PREFIX + state;
    const raw = this.#storage.getItem(key);
    if (raw === null) return null;
    this.#storage.removeItem(key);
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch {
      return null;
    }
    if (!isStoredTransaction(stored) || stored.state !== state) return null;
    if (Date.now() > stored.expiresAt) return null;
    const { expiresAt: _expiresAt, ...transaction } = stored;
    return transaction;
  }
}

function isStoredTransaction(value: unknown): value is StoredTransaction {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['state'] === 'string' && typeof record['expiresAt'] === 'number';
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
