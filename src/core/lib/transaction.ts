// Transactions: what an authorization request needs to check its response (state, nonce, PKCE
// verifier, redirect URI, app state). Stored under `com.auth0.auth.{state}`, expiring, read once, and
// bound to the issuer and client of the WebAuth that started it: another WebAuth on the page (another
// client or provider) finds none for that state, and leaves it for its owner.
import { readExpiring, saveExpiring } from './storage.js';
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

/** Whose transactions a manager keeps: the provider's issuer (as configured) and the client id. */
export interface TransactionOwner {
  issuer: string;
  clientID: string;
}

export class TransactionManager {
  #storage: KeyValueStore;
  #owner: TransactionOwner;
  #expiryMs: number;

  constructor(storage: KeyValueStore, owner: TransactionOwner, expiryMs = DEFAULT_TRANSACTION_EXPIRY_MS) {
    this.#storage = storage;
    this.#owner = owner;
    this.#expiryMs = expiryMs;
  }

  save(transaction: Transaction): void {
    // JSON leaves out the fields that are undefined.
    const { issuer, clientID } = this.#owner;
    const stored = { ...transaction, issuer, clientID };
    saveExpiring(this.#storage, TRANSACTION_KEY_PREFIX + transaction.state, stored, this.#expiryMs);
  }

  /**
   * Returns this owner's transaction stored for `state` and deletes it; null when missing, expired,
   * unreadable, or another owner's (left in place for it).
   */
  take(state: string | null | undefined): Transaction | null {
    if (!state) return null;
    const key = TRANSACTION_KEY_PREFIX + state;
    const stored = readExpiring(this.#storage, key);
    if (stored && (stored['issuer'] !== this.#owner.issuer || stored['clientID'] !== this.#owner.clientID)) {
      return null;
    }
    this.#storage.removeItem(key);
    if (stored?.['state'] !== state) return null;
    const { expiresAt: _expiresAt, issuer: _issuer, clientID: _clientID, ...transaction } = stored;
    return transaction as unknown as Transaction;
  }
}
