// Transactions: what an authorization request needs to check its response (state, nonce, PKCE
// verifier, redirect URI, app state). Stored under `com.auth0.auth.{state}`, expiring, read once.
import { saveExpiring, takeExpiring } from './storage.js';
import type { KeyValueStore } from './storage.js';

const TRANSACTION_KEY_PREFIX = 'com.auth0.auth.';
const DEFAULT_TRANSACTION_EXPIRY_MS = 30 * 60 * 1000;

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

export class TransactionManager {
  #storage: KeyValueStore;
  #expiryMs: number;

  constructor(storage: KeyValueStore, expiryMs = DEFAULT_TRANSACTION_EXPIRY_MS) {
    this.#storage = storage;
    this.#expiryMs = expiryMs;
  }

  save(transaction: Transaction): void {
    // JSON leaves out the fields that are undefined.
    saveExpiring(this.#storage, TRANSACTION_KEY_PREFIX + transaction.state, transaction, this.#expiryMs);
  }

  /** Returns the transaction stored for `state` and deletes it; null when missing, expired or unreadable. */
  take(state: string | null | undefined): Transaction | null {
    if (!state) return null;
    const stored = takeExpiring(this.#storage, TRANSACTION_KEY_PREFIX + state);
    if (stored?.['state'] !== state) return null;
    const { expiresAt: _expiresAt, ...transaction } = stored;
    return transaction as unknown as Transaction;
  }
}
