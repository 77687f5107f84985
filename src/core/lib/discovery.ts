// OpenID Connect Discovery for the `issuer` option: `{issuer}/.well-known/openid-configuration` is read
// once per page per issuer (a failure is not kept: the next use asks again), its `issuer` must equal
// the option exactly, and the endpoints the core uses are taken from it (https, or plain http on a
// loopback host). Loaded only when the option
// is set, so pages that talk to the identity service do not carry it.
import { AuthError } from '../errors.js';
import { toQuery } from './authorize-params.js';
import { isSecureUrl } from './domain.js';
import type { ProviderEndpoints } from './provider.js';
import { request } from './http.js';
import { isPlainObject } from './validate.js';

const documents = new Map<string, Promise<ProviderEndpoints>>();

/** The endpoints of the OpenID Provider `issuer` (exactly as configured). */
export function discover(issuer: string, timeoutMs: number): Promise<ProviderEndpoints> {
  let loading = documents.get(issuer);
  if (!loading) {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    loading = request<unknown>({ method: 'GET', url, timeoutMs }).then((body) =>
      readConfiguration(issuer, url, body),
    );
    documents.set(issuer, loading);
    loading.catch(() => {
      if (documents.get(issuer) === loading) documents.delete(issuer);
    });
  }
  return loading;
}

/** An absolute https URL, or plain http on a loopback host. */
function secure(value: string): boolean {
  try {
    return isSecureUrl(new URL(value));
  } catch {
    return false;
  }
}

function readConfiguration(issuer: string, url: string, body: unknown): ProviderEndpoints {
  const fail = (problem: string): AuthError =>
    new AuthError({
      code: 'invalid_response',
      description: `The OpenID Provider configuration at ${url} ${problem}`,
    });
  if (!isPlainObject(body)) throw fail('is not a JSON object');
  if (body['issuer'] !== issuer) {
    throw fail(
      `names the issuer "${String(body['issuer'])}", not "${issuer}" (the "issuer" option must be exactly the provider's issuer)`,
    );
  }
  const endpoint = (name: string, required: boolean): string | undefined => {
    const value = body[name];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string' || !secure(value)) {
      throw fail(`has no usable "${name}" (an https URL; plain http only on localhost, 127.0.0.1, [::1])`);
    }
    return value;
  };
  const endSession = endpoint('end_session_endpoint', false);
  return {
    issuer,
    authorize: endpoint('authorization_endpoint', true)!,
    token: endpoint('token_endpoint', true)!,
    jwks: endpoint('jwks_uri', true)!,
    userinfo: endpoint('userinfo_endpoint', false),
    logoutUrl: endSession ? (params) => logoutUrl(endSession, params) : undefined,
    revocation: endpoint('revocation_endpoint', false),
    issParameter: body['authorization_response_iss_parameter_supported'] === true,
  };
}

/**
 * RP-Initiated Logout: /v2/logout's parameters at the end-session endpoint, `returnTo` sent as
 * `post_logout_redirect_uri` and `federated` (the identity service's own) left out.
 */
function logoutUrl(endSession: string, params: [string, string | null][]): string {
  const query = toQuery(
    params
      .filter(([name]) => name !== 'federated')
      .map(([name, value]) => [name === 'returnTo' ? 'post_logout_redirect_uri' : name, value]),
  );
  return `${endSession}${endSession.includes('?') ? '&' : '?'}${query}`;
}
