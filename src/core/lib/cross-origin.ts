// Cross-origin verification. After /co/authenticate the client keeps the `co_verifier` (./co-verifier.ts);
// when the browser blocks third-party cookies, the service frames the app's verification page with
// `#origin={service origin}`; that page (which calls `crossOriginVerification()`) says `ready` and
// answers the service's `co_verifier_request`. Here: the checks at the call (a warning, at once, when the
// page is not framed by the service), then the answering code, loaded with the requests (./requests.ts).
import type { CoreContext } from './context.js';

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
 * Serves the verification page in `win` for the configured service: once its code is loaded, posts
 * `{type: 'ready'}` to the parent and answers each `co_verifier_request` from the parent at the service
 * origin with the stored verifier (null when there is none), read once. Returns a function that stops
 * listening. Does nothing (and warns) when the fragment names another origin or the page is not framed.
 */
export function serveVerifierRequests(ctx: CoreContext, win: Window): () => void {
  const serviceOrigin = ctx.config.origin;
  const named = fragmentOrigin(win.location.hash);
  const parent = win.parent;
  if (named !== serviceOrigin || parent === win) {
    ctx.warner.warn(
      named !== serviceOrigin
        ? `crossOriginVerification: #origin (${named ?? 'none'}) is not the service origin (${serviceOrigin}); not answering.`
        : 'crossOriginVerification: not framed by the service; not answering.',
    );
    return () => {};
  }
  let stop: (() => void) | undefined;
  let stopped = false;
  ctx.load.requests().then(
    ({ answerVerifierRequests }) => {
      if (!stopped) stop = answerVerifierRequests(win, parent, serviceOrigin);
    },
    (error: unknown) => console.error('[auth-elements]', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
