// The one loader of the core's code that a page fetches when it first needs it. Each chunk is a
// dynamic `import()` with a literal path here, and nowhere else (but the API clients', see below), so
// bundlers (and the CDN builds, scripts/build-config.mjs) split it into a file of its own; a chunk that cannot be fetched is an
// AuthError `network_error` naming what it was for, with the browser's failure as `cause`.
// - responses: checking an authorization response (state, issuer, tokens, the code exchange), when one
//   arrives; an answer that carries only an error needs none of it (./posted-response.ts);
// - verifier: jose's signature check and the claim checks, when an ID token is verified;
// - requests: the identity service's own APIs (embedded login, sign-up, password change, passwordless);
// - ssoData: getSSOData;
// - discovery: the `issuer` option's OpenID Provider configuration;
// - refreshTokens: the `useRefreshTokens` option;
// - passkeys: the passkey ceremonies, at the first `webAuth.passkeys` or `MyAccount.enrolPasskey` call;
//   passkeyJson: their JSON conversion by hand, where the browser lacks WebAuthn's own;
// - mfa: the MFA API's requests and the second factor's token exchange, at the first `webAuth.mfa` call;
// and outside that table (which every WebAuth holds): the My Account API's requests, at a MyAccount's first
// call, and the My Organization API's, at a MyOrganization's first call, each declared by its client
// (../my-account.ts, ../my-organization.ts, with the same failure mapping), so that only the files with the
// client carry its loader; and the client information (the enterprise connections and their e-mail domains,
// ./client-info.ts), when an element first needs to know whether an e-mail's domain belongs to a company's
// provider. (The session renewer is public, exported by the core's entry: <auth-provider> loads it with its own
// renewal code, src/components/auth-provider/renewal.ts.)
// Chunks reach each other through the context (`ctx.load`, or the table a MyAccount hands its requests),
// never by importing this module, so no chunk imports the module that loads it. Every method still checks its arguments before it loads anything.
import { loaded } from './loaded.js';
import type * as ClientInfo from './client-info.js';
import type * as Discovery from './discovery.js';
import type * as MfaApi from './mfa-api.js';
import type * as Passkeys from './webauthn.js';
import type * as RefreshTokens from './refresh-tokens.js';
import type * as Requests from './requests.js';
import type * as Responses from './responses.js';
import type * as SsoData from './sso-data.js';
import type * as Verifier from './verifier.js';
import type * as PasskeyJson from './webauthn-json.js';

export { loaded };

/** The core's chunks, each loaded (and its failure mapped) on call; shared by every WebAuth as `ctx.load`. */
export const chunks = {
  responses: (): Promise<typeof Responses> => loaded(import('./responses.js'), 'the authorization response'),
  verifier: (): Promise<typeof Verifier> => loaded(import('./verifier.js'), 'the ID token verifier'),
  requests: (): Promise<typeof Requests> => loaded(import('./requests.js'), "the service's requests"),
  ssoData: (): Promise<typeof SsoData> => loaded(import('./sso-data.js'), 'getSSOData'),
  discovery: (): Promise<typeof Discovery> =>
    loaded(import('./discovery.js'), "the OpenID Provider's configuration"),
  refreshTokens: (): Promise<typeof RefreshTokens> => loaded(import('./refresh-tokens.js'), 'refresh tokens'),
  passkeys: (): Promise<typeof Passkeys> => loaded(import('./webauthn.js'), 'passkeys'),
  passkeyJson: (): Promise<typeof PasskeyJson> =>
    loaded(import('./webauthn-json.js'), 'passkeys in this browser'),
  mfa: (): Promise<typeof MfaApi> => loaded(import('./mfa-api.js'), 'the second factor'),
};

export type Chunks = typeof chunks;

/** The client information, when an element first matches an e-mail to a company (not in `chunks`: a WebAuth needs none). */
export const loadClientInfo = (): Promise<typeof ClientInfo> =>
  loaded(import('./client-info.js'), 'the client information');
