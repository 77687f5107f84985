// The cross-origin verifier itself, in the requests' chunk (./requests.ts, loaded on demand): after
// /co/authenticate the client keeps the `co_verifier` (15 minutes, one use) under a key made of the
// service origin and `co_id`; the verification page answers the service's `co_verifier_request` with it
// (its checks at the call, and the loading of this code: ./cross-origin.ts).
import { FallbackStorage, saveExpiring, takeExpiring } from './storage.js';
import type { KeyValueStore } from './storage.js';
import { isPlainObject } from './validate.js';

const VERIFIER_LIFETIME_MS = 15 * 60 * 1000;

/** `co/verifier/{encoded service origin}/{co_id}` */
function verifierKey(serviceOrigin: string, coId: string): string {
  return `co/verifier/${encodeURIComponent(serviceOrigin)}/${coId}`;
}

export class VerifierStore {
  #storage: KeyValueStore;

  constructor(storage: KeyValueStore = new FallbackStorage()) {
    this.#storage = storage;
  }

  save(serviceOrigin: string, coId: string, verifier: string): void {
    saveExpiring(this.#storage, verifierKey(serviceOrigin, coId), { verifier }, VERIFIER_LIFETIME_MS);
  }

  /** The verifier stored for `coId`, deleted as it is read; null when missing, expired or unreadable. */
  take(serviceOrigin: string, coId: string): string | null {
    const stored = takeExpiring(this.#storage, verifierKey(serviceOrigin, coId));
    return typeof stored?.['verifier'] === 'string' ? stored['verifier'] : null;
  }
}

/**
 * Answers each `co_verifier_request` that `parent` (the service's frame, at `serviceOrigin`) posts to
 * `win` with the stored verifier (null when there is none), read once, after saying `{type: 'ready'}`.
 * Anything else is ignored. Returns a function that stops listening.
 */
export function answerVerifierRequests(win: Window, parent: Window, serviceOrigin: string): () => void {
  const store = new VerifierStore();
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
