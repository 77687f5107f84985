// Signing in through an enterprise connection's provider: the provider's endpoints (its discovery document,
// or the connection's explicit ones, which win), the redirect to it with a state, nonce and PKCE challenge
// of the service's own, and its answer at /login/callback: the code exchanged with the connection's secret
// (back channel) or the ID token posted back (front channel), the ID token verified with jose (signature by
// the provider's JWKS, `iss`, `aud`, `exp`, the nonce), then the login finished as every hosted login is.
// Every failure goes back to the application as `access_denied` with what went wrong, nothing stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import type { ServiceContext } from '../context.js';
import { FEDERATION_LIFETIME, addFederation, upsertFederatedUser } from '../enterprise.js';
import type { EnterpriseOptions, Federation, ProviderClaims } from '../enterprise.js';
import type { Connection } from '../tenant.js';
import { continuedQuery } from './authorize-request.js';
import type { AuthorizeRequest } from './authorize-request.js';
import { deliverError } from './authorize-response.js';
import { finishLogin } from './hosted-login.js';

/** Where the provider answers: the service's callback. */
export function callbackUrl(ctx: ServiceContext): string {
  return `${ctx.origin()}/login/callback`;
}

interface ProviderEndpoints {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint?: string;
  userinfo_endpoint?: string;
  jwks_uri: string;
  pkce: boolean;
}

/** How long a request to a provider may take (milliseconds). */
const PROVIDER_TIMEOUT = 10_000;

class ProviderProblem extends Error {}

async function fetchJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT) });
  } catch {
    throw new ProviderProblem(`The identity provider could not be reached (${new URL(url).origin}).`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ProviderProblem(`The identity provider answered ${response.status} without a JSON object.`);
  }
  const record = body as Record<string, unknown>;
  if (!response.ok) {
    const error = typeof record['error'] === 'string' ? record['error'] : `status ${response.status}`;
    const description =
      typeof record['error_description'] === 'string' ? `: ${record['error_description']}` : '';
    throw new ProviderProblem(`The identity provider refused the request (${error}${description}).`);
  }
  return record;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The provider's endpoints: the connection's explicit ones over its discovery document. */
async function providerEndpoints(options: EnterpriseOptions): Promise<ProviderEndpoints> {
  const discovered = options.discovery_url ? await fetchJson(options.discovery_url) : {};
  const issuer = options.issuer ?? text(discovered['issuer']);
  const authorization = options.authorization_endpoint ?? text(discovered['authorization_endpoint']);
  const jwks = options.jwks_uri ?? text(discovered['jwks_uri']);
  const token = options.token_endpoint ?? text(discovered['token_endpoint']);
  const userinfo = options.userinfo_endpoint ?? text(discovered['userinfo_endpoint']);
  if (!issuer || !authorization || !jwks) {
    throw new ProviderProblem('The identity provider’s configuration lacks its issuer or endpoints.');
  }
  const methods = discovered['code_challenge_methods_supported'];
  return {
    issuer,
    authorization_endpoint: authorization,
    ...(token ? { token_endpoint: token } : {}),
    ...(userinfo ? { userinfo_endpoint: userinfo } : {}),
    jwks_uri: jwks,
    pkce: Array.isArray(methods) && methods.includes('S256'),
  };
}

function randomText(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * `/authorize` with an enterprise connection: the redirect to its provider, the federation recorded (its
 * state, nonce and PKCE verifier). A provider that cannot be reached fails the application's request.
 */
export async function startFederation(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
  connection: Connection & { options: EnterpriseOptions },
  loginHint?: string,
): Promise<Response> {
  const { options } = connection;
  let endpoints: ProviderEndpoints;
  try {
    endpoints = await providerEndpoints(options);
  } catch (error) {
    if (!(error instanceof ProviderProblem)) throw error;
    return deliverError(c, request, 'access_denied', error.message);
  }
  if (options.type === 'back_channel' && !endpoints.token_endpoint) {
    return deliverError(c, request, 'access_denied', 'The identity provider has no token endpoint.');
  }
  const state = randomText(24);
  const nonce = randomText(24);
  const verifier = options.type === 'back_channel' && endpoints.pkce ? randomText(32) : undefined;
  const now = ctx.now();
  addFederation(
    ctx.store.data,
    {
      state,
      connection: connection.name,
      nonce,
      ...(verifier ? { code_verifier: verifier } : {}),
      authorize_query: continuedQuery(request),
      expires_at: now + FEDERATION_LIFETIME,
    },
    now,
  );
  const target = new URL(endpoints.authorization_endpoint);
  const params = target.searchParams;
  params.set('client_id', options.client_id);
  params.set('redirect_uri', callbackUrl(ctx));
  params.set('scope', options.scope);
  params.set('state', state);
  params.set('nonce', nonce);
  if (options.type === 'back_channel') {
    params.set('response_type', 'code');
  } else {
    params.set('response_type', 'id_token');
    params.set('response_mode', 'form_post');
  }
  if (verifier) {
    params.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
    params.set('code_challenge_method', 'S256');
  }
  const hint = loginHint ?? request.params.get('login_hint') ?? undefined;
  if (hint) params.set('login_hint', hint);
  // The application asked for a fresh log-in: the company's provider is asked for one too.
  if (request.params.get('prompt') === 'login') params.set('prompt', 'login');
  c.header('Cache-Control', 'no-store');
  return c.redirect(target.toString(), 302);
}

/**
 * The tokens the provider gave: the ID token from the token endpoint with its access token (back channel),
 * or the ID token posted back (front channel).
 */
async function providerTokens(
  ctx: ServiceContext,
  options: EnterpriseOptions,
  endpoints: ProviderEndpoints,
  federation: Federation,
  answer: URLSearchParams,
): Promise<{ idToken: string; accessToken?: string }> {
  if (options.type === 'front_channel') {
    const token = text(answer.get('id_token'));
    if (!token) throw new ProviderProblem('The identity provider’s answer has no id_token.');
    return { idToken: token };
  }
  const code = text(answer.get('code'));
  if (!code) throw new ProviderProblem('The identity provider’s answer has no code.');
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: callbackUrl(ctx),
    client_id: options.client_id,
    ...(options.client_secret ? { client_secret: options.client_secret } : {}),
    ...(federation.code_verifier ? { code_verifier: federation.code_verifier } : {}),
  });
  const tokens = await fetchJson(endpoints.token_endpoint ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  const token = text(tokens['id_token']);
  if (!token) throw new ProviderProblem('The identity provider’s token response has no id_token.');
  const accessToken = text(tokens['access_token']);
  return { idToken: token, ...(accessToken ? { accessToken } : {}) };
}

/**
 * The profile from the provider's userinfo endpoint, where it has one and gave an access token: providers
 * that put only `sub` in the ID token of a code flow answer the rest there. Its `sub` must be the token's.
 */
async function withUserinfo(
  endpoints: ProviderEndpoints,
  claims: ProviderClaims,
  accessToken: string | undefined,
): Promise<ProviderClaims> {
  if (!endpoints.userinfo_endpoint || !accessToken) return claims;
  const info = await fetchJson(endpoints.userinfo_endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (info['sub'] !== claims.sub) {
    throw new ProviderProblem('The identity provider’s userinfo is for another subject (sub).');
  }
  return { ...profileClaims(info), ...claims, sub: claims.sub };
}

/** The profile claims of a token's payload or a userinfo answer. */
function profileClaims(source: Record<string, unknown>): Omit<ProviderClaims, 'sub'> {
  const claims: Omit<ProviderClaims, 'sub'> = {};
  for (const key of ['email', 'name', 'nickname', 'given_name', 'family_name', 'picture'] as const) {
    const value = source[key];
    if (typeof value === 'string') claims[key] = value;
  }
  if (typeof source['email_verified'] === 'boolean') claims.email_verified = source['email_verified'];
  return claims;
}

/** The ID token verified: signature by the provider's keys, issuer, audience, expiry, then the nonce. */
async function verifiedClaims(
  ctx: ServiceContext,
  options: EnterpriseOptions,
  endpoints: ProviderEndpoints,
  federation: Federation,
  token: string,
): Promise<ProviderClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, createRemoteJWKSet(new URL(endpoints.jwks_uri)), {
      issuer: endpoints.issuer,
      audience: options.client_id,
      algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'],
      currentDate: new Date(ctx.now() * 1000),
      clockTolerance: 60,
    }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProviderProblem(`The identity provider’s ID token is not valid: ${reason}`);
  }
  if (payload['nonce'] !== federation.nonce) {
    throw new ProviderProblem(
      `nonce mismatch, expected ${federation.nonce}, got: ${String(payload['nonce'] ?? 'none')}`,
    );
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw new ProviderProblem('The identity provider’s ID token has no subject (sub).');
  }
  return { ...profileClaims(payload), sub: payload.sub };
}

/**
 * The provider's answer for a spent federation: an `error` from the provider, or the ID token (exchanged
 * or posted) verified; then the federated user and the login finished. A failure stores nothing.
 */
export async function finishFederation(
  c: Context,
  ctx: ServiceContext,
  request: AuthorizeRequest,
  connection: Connection & { options: EnterpriseOptions },
  federation: Federation,
  answer: URLSearchParams,
): Promise<Response> {
  const providerError = text(answer.get('error'));
  if (providerError) {
    const description = text(answer.get('error_description'));
    return deliverError(
      c,
      request,
      'access_denied',
      description ? `${providerError}: ${description}` : providerError,
    );
  }
  let claims: ProviderClaims;
  try {
    const endpoints = await providerEndpoints(connection.options);
    const tokens = await providerTokens(ctx, connection.options, endpoints, federation, answer);
    const verified = await verifiedClaims(ctx, connection.options, endpoints, federation, tokens.idToken);
    claims = await withUserinfo(endpoints, verified, tokens.accessToken);
  } catch (error) {
    if (!(error instanceof ProviderProblem)) throw error;
    return deliverError(c, request, 'access_denied', error.message);
  }
  const user = upsertFederatedUser(
    ctx.store.data,
    connection,
    claims,
    new Date(ctx.now() * 1000).toISOString(),
  );
  if (user.blocked) return deliverError(c, request, 'unauthorized', 'user is blocked');
  return finishLogin(c, ctx, request, user, connection.name);
}
