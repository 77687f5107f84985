// The core's code that a page loads when it first needs it, each a dynamic `import()` with a literal
// path, which bundlers (and the CDN builds, scripts/build-config.mjs) split into a chunk of its own:
// - ./responses.ts: checking an authorization response (state, issuer, tokens, the code exchange, the
//   ID token verifier; jose itself comes later still, from ./id-token.ts), when one arrives;
// - ./requests.ts: the requests of the identity service's own APIs (embedded login, sign-up, password
//   change, passwordless), when a form is sent;
// - ./sso-data.ts, when getSSOData is called;
// - ./passkeys.ts, the passkey ceremonies, when `webAuth.passkeys` or `MyAccount.enrolPasskey` is called.
// Every method still checks its arguments before it loads anything (a TypeError at once), so only the
// work after the check waits for the chunk. A chunk that cannot be fetched is a `network_error`. An
// answer that carries only an error needs none of them (./response-error.ts).
import { AuthError } from '../errors.js';
import type * as Passkeys from './passkeys.js';
import type * as Requests from './requests.js';
import type * as Responses from './responses.js';
import type * as SsoData from './sso-data.js';

/** `load` (an `import()`), its failure as a `network_error` AuthError naming `what`, with the cause. */
export function loaded<T>(load: Promise<T>, what: string): Promise<T> {
  return load.catch((cause: unknown) => {
    throw new AuthError({
      code: 'network_error',
      description: `The code for ${what} could not be loaded`,
      cause,
    });
  });
}

export const loadResponses = (): Promise<typeof Responses> =>
  loaded(import('./responses.js'), 'the authorization response');
export const loadRequests = (): Promise<typeof Requests> =>
  loaded(import('./requests.js'), "the service's requests");
export const loadSsoData = (): Promise<typeof SsoData> => loaded(import('./sso-data.js'), 'getSSOData');
export const loadPasskeys = (): Promise<typeof Passkeys> => loaded(import('./passkeys.js'), 'passkeys');
