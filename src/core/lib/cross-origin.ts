// Cross-origin verification. After /co/authenticate the client keeps the `co_verifier` (15 minutes, one
// use) under a key made of the service origin and `co_id`. When the browser blocks third-party cookies,
// the service frames the app's verification page with `#origin={service origin}`; that page (which calls
// `crossOriginVerification()`) says `ready` and answers the service's `co_verifier_request`.
import { FallbackStorage } from './storage.js';
import type { KeyValueStore } from './storage.js';
import { isPlainObject } from './validate.js';
import type { Warner } from './warn.js';

export const VERIFIER_LIFETIME_MS = 15 * 60 * 1000;

/** `co/verifier/{encoded service origin}/{co_id}` */
export function verifierKey(serviceOrigin: string, coId: string): string {
  return `co/verifier/${encodeURIComponent(serviceOrigin)}/${coId}`;
}

interface StoredVerifier {
  verifier: string;
  /** Epoch milliseconds after which the verifier is ignored. */
  expiresAt: number;
}

function isStoredVerifier(value: unknown): value is StoredVerifier {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['verifier'] === 'string' && typeof record['expiresAt'] === 'number';
}

export class VerifierStore {
  #storage: KeyValueStore;

  constructor(storage: KeyValueStore = new FallbackStorage()) {
    this.#storage = storage;
  }

  save(serviceOrigin: string, coId: string, verifier: string): void {
    const stored: StoredVerifier = { verifier, expiresAt: Date.now() + VERIFIER_LIFETIME_MS };
    this.#storage.setItem(verifierKey(serviceOrigin, coId), JSON.stringify(stored));
  }

  /** The verifier stored for `coId`, deleted as it is read; null when missing, expired or unreadable. */
  take(serviceOrigin: string, coId: string): string | null {
    const key = verifierKey(serviceOrigin, coId);
    const raw = this.#storage.getItem(key);
    if (raw === null) return null;
    this.#storage.removeItem(key);
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch {
      return null;
    }
    if (!isStoredVerifier(stored) || Date.now() > stored.expiresAt) return null;
    return stored.verifier;
  }
}

/** The origin named by `#origin=...` in `hash`, normalised; null when missing or not a URL. */
export function fragmentOrigin(hash: string): string | null {
  const named = new URLSearchParams(hash.replace(/^#/, '')).get('origin');
  if (!named) return null;
  try {
    const origin = new URL(named).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Serves the verification page in `win` for the service at `serviceOrigin`: posts `{type: 'ready'}` to
 * the parent and answers each `co_verifier_request` from the parent at that origin with the stored
 * verifier (null when there is none), read once. Anything else is ignored. Returns a function that
 * stops listening. Does nothing (and warns) when the fragment names another origin or the page is not
 * framed.
 */
export function serveVerifierRequests(
  win: Window,
  serviceOrigin: string,
  store: VerifierStore,
  warner: Warner,
): () => void {
  const named = fragmentOrigin(win.location.hash);
  if (named !== serviceOrigin) {
    warner.warn(
      `crossOriginVerification: the page's #origin (${named ?? 'none'}) is not the configured service origin (${serviceOrigin}); not answering.`,
    );
    return () => {};
  }
  const parent = win.parent;
  if (parent === win) {
    warner.warn('crossOriginVerification: the page is not framed by the service; not answering.');
    return () => {};
  }
  const onMessage = (event: MessageEvent): void => {
    if (event.origin !== serviceOrigin || event.source !== parent) return;
    const data: unknown = event.data;
    if (!isPlainObject(data) || data['type'] !== 'co_verifier_request') return;
    const request = data['request'];
    if (!isPlainObject(request) || typeof request['id'] !== 'string' || request['id'] === '') return;
    const verifier = store.take(serviceOrigin, request['id']);
    parent.postMessage({ type: 'co_verifier_response', response: { verifier } }, serviceOrigin);
  };
  win.addEventListener('message', onMessage);
  parent.postMessage({ type: 'ready' }, serviceOrigin);
  return () => win.removeEventListener('message', onMessage);
}
