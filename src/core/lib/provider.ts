// The provider a WebAuth talks to: its endpoints (the identity service's fixed paths, or those its
// OpenID Provider configuration names for the `issuer` option: ./discovery.ts) and what it promises
// about its responses.
import type { CoreContext } from './context.js';
import type { IdTokenVerifier } from './id-token.js';

/** Where the core sends each request, and what the provider promises about its responses. */
export interface ProviderEndpoints {
  /** The `iss` of its ID tokens and authorization responses: `{origin}/` for the identity service. */
  issuer: string;
  authorize: string;
  token: string;
  jwks: string;
  userinfo?: string;
  /**
   * The logout URL for /v2/logout's parameters (RP-Initiated Logout at the end-session endpoint);
   * undefined for the identity service (`/v2/logout?returnTo=`) and providers without one.
   */
  logoutUrl?: (params: [string, string | null][]) => string;
  /** RFC 7009 token revocation (a provider's `revocation_endpoint`; the service's is `/oauth/revoke`). */
  revocation?: string;
  /** RFC 9207: every authorization response carries `iss`. */
  issParameter: boolean;
}

/** The endpoints, and the verifier of their key set once a token was verified (./response-checks.ts makes it). */
export interface Provider {
  endpoints: ProviderEndpoints;
  verifier?: IdTokenVerifier;
}

/** The identity service's fixed paths under `origin`. */
export function serviceEndpoints(origin: string): ProviderEndpoints {
  return {
    issuer: `${origin}/`,
    authorize: `${origin}/authorize`,
    token: `${origin}/oauth/token`,
    jwks: `${origin}/.well-known/jwks.json`,
    userinfo: `${origin}/userinfo`,
    issParameter: false,
  };
}

/**
 * The provider when it is known, else a TypeError for a synchronous method that needs it (the
 * `issuer` option's configuration is still loading).
 */
export function knownProvider(ctx: CoreContext, method: string): Provider {
  if (ctx.provider) return ctx.provider;
  throw new TypeError(`${method} needs the "issuer" configuration: await webAuth.ready() first`);
}
