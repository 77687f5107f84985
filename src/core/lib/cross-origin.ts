// Cross-origin verification. After /co/authenticate the client keeps the `co_verifier` (15 minutes, one
// use) under a key made of the service origin and `co_id`. When the browser blocks third-party cookies,
// the service frames the app's verification page with `#origin={service origin}`; that page (which calls
// `crossOriginVerification()`) says `ready` and answers the service's `co_verifier_request`.
import { FallbackStorage, saveExpiring, takeExpiring } from './storage.js';
import type { KeyValueStore } from './storage.js';
import { isPlainObject } from './validate.js';
import type { Warner } from './warn.js';

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

/** The origin named by `#origin=...` in `hash`, normalised; null when missing or not a URL. */
function fragmentOrigin(hash: string): string | null {
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
      `crossOriginVerification: #origin (${named ?? 'none'}) is not the service origin (${serviceOrigin}); not answering.`,
    );
    return () => {};
  }
  const parent = win.parent;
  if (parent === win) {
    warner.warn('crossOriginVerification: not framed by the service; not answering.');
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
