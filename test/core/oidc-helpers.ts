// Shared by the tests against the certified OpenID Provider (oidc-provider, started by
// web-test-runner.config.mjs): its issuer, its client, and flows driven in hidden iframes that land on a
// fixture page of the test origin. The provider signs in whoever `login_hint` names by itself.
import type { WebAuthBase } from '../../src/core/web-auth-base.js';
import type { AuthorizeOptions } from '../../src/core/index.js';

export const CLIENT_ID = 'oidc-spa';
export const CALLBACK = `${location.origin}/test/fixtures/callback.html`;

/** The provider's issuer, from the test server's /__env.json. */
export async function oidcIssuer(): Promise<string> {
  const env = (await (await fetch('/__env.json')).json()) as { oidcIssuer: string };
  return env.oidcIssuer;
}

/** Loads `url` in a hidden iframe until it lands on `landing` (same origin); resolves with that URL. */
export function landOn(url: string, landing = CALLBACK): Promise<string> {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  return new Promise<string>((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      let href = '';
      try {
        href = frame.contentWindow?.location.href ?? '';
      } catch {
        // still at the provider (cross-origin)
      }
      if (href.startsWith(landing)) {
        clearInterval(poll);
        frame.remove();
        resolve(href);
      } else if (Date.now() - started > 8000) {
        clearInterval(poll);
        frame.remove();
        reject(new Error(`the flow did not reach ${landing} within 8 s`));
      }
    }, 30);
    frame.src = url;
    document.body.append(frame);
  });
}

/** An interactive sign-in at the provider as `user`; resolves with the URL the browser came back to. */
export async function signIn(
  client: WebAuthBase,
  user: string,
  options: AuthorizeOptions = {},
): Promise<string> {
  await client.ready();
  return landOn(client.buildAuthorizeUrl({ prompt: 'login', loginHint: user, ...options }));
}

export const uniqueUser = (): string => `user-${crypto.randomUUID().slice(0, 8)}`;

/** Held by each test that uses the provider's session: test files running at once share the cookie jar. */
const OIDC_SESSION_LOCK = 'auth-elements-test-oidc-session';

/** `it`, holding {@link OIDC_SESSION_LOCK} throughout the test. */
export function itWithSession(title: string, test: () => Promise<void>): void {
  it(title, () => navigator.locks.request(OIDC_SESSION_LOCK, test));
}
