// Parsing and checking an /authorize request. Problems found before the redirect_uri is trusted (unknown
// client, redirect_uri not allowed) are shown on an error page; later ones go back through the response mode.
// The organization rules are the client's (`organization_usage`, `organization_require_behavior`) and the
// tenant's (`allow_organization_name_in_authentication_api`).
import type { ServiceContext } from '../context.js';
import { organizationByIdOrName } from '../organizations.js';
import type { Organization } from '../organizations.js';
import type { Client, Connection } from '../tenant.js';
import { DEFAULT_SCOPE } from '../grants/token-set.js';
import { scopeList } from '../tokens.js';

type ResponseMode = 'query' | 'fragment' | 'form_post' | 'web_message';
const RESPONSE_MODES: readonly string[] = ['query', 'fragment', 'form_post', 'web_message'];
const RESPONSE_TYPES: readonly string[] = ['code', 'token', 'id_token'];

/** Where and how a response (or error) is delivered. */
export interface ResponseTarget {
  redirectUri: string;
  responseMode: ResponseMode;
  state?: string;
}

export interface AuthorizeRequest extends ResponseTarget {
  client: Client;
  responseTypes: ReadonlySet<string>;
  scope: string;
  audience?: string;
  nonce?: string;
  prompt?: string;
  maxAge?: number;
  connection?: Connection;
  codeChallenge?: string;
  loginTicket?: string;
  /** The organization the login is for (`organization`: an id, or a name where the tenant allows names). */
  organization?: Organization;
  /** An invitation's ticket (`invitation`, with `organization`): the login accepts it. */
  invitation?: string;
  /** The original parameters, to carry the request through the hosted pages. */
  params: URLSearchParams;
}

type ParsedAuthorize =
  | { ok: true; request: AuthorizeRequest }
  /** Shown as an HTML page: the redirect_uri can't be trusted. */
  | { ok: false; page: true; status: 400; title: string; message: string }
  /** Delivered to the (trusted) redirect_uri. */
  | { ok: false; page: false; target: ResponseTarget; error: string; description: string };

function optional(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null || value === '' ? undefined : value;
}

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `redirectUri` is allowed: an exact Allowed Callback URL, or for web_message an Allowed Web Origin. */
function redirectAllowed(client: Client, redirectUri: string, mode: string | undefined): boolean {
  if (client.callbacks.includes(redirectUri)) return true;
  if (mode !== 'web_message') return false;
  const origin = originOf(redirectUri);
  return origin !== undefined && client.web_origins.some((o) => o.replace(/\/$/, '') === origin);
}

const ORGANIZATION_REQUIRED = 'parameter organization is required for this client';

/**
 * The `organization` and `invitation` parameters by the client's organization settings: `deny` (the default)
 * takes neither; `require` refuses a request without an organization unless a hosted prompt asks for it
 * (never for a silent request). A name is taken only where the tenant allows names.
 */
function parseOrganization(
  ctx: ServiceContext,
  client: Client,
  params: URLSearchParams,
  prompt: string | undefined,
): { ok: true; organization?: Organization; invitation?: string } | { ok: false; description: string } {
  const value = optional(params, 'organization');
  const invitation = optional(params, 'invitation');
  const usage = client.organization_usage ?? 'deny';
  if (value === undefined) {
    if (invitation !== undefined) {
      return { ok: false, description: 'parameter organization is required with parameter invitation' };
    }
    const behavior = client.organization_require_behavior ?? 'no_prompt';
    if (usage === 'require' && (behavior === 'no_prompt' || prompt === 'none')) {
      return { ok: false, description: ORGANIZATION_REQUIRED };
    }
    return { ok: true };
  }
  if (usage === 'deny') {
    return { ok: false, description: 'parameter organization is not allowed for this client' };
  }
  const data = ctx.store.data;
  if (!value.startsWith('org_') && !data.allow_organization_name_in_authentication_api) {
    return {
      ok: false,
      description: 'authorization request parameter organization must be an organization id',
    };
  }
  const organization = organizationByIdOrName(data, value);
  if (!organization) return { ok: false, description: `no organization found for "${value}"` };
  return { ok: true, organization, ...(invitation !== undefined ? { invitation } : {}) };
}

/** The hosted organization prompt a request needs: a client that requires an organization, and none given. */
export function organizationPrompt(
  request: AuthorizeRequest,
): 'pre_login_prompt' | 'post_login_prompt' | undefined {
  if (request.organization || request.client.organization_usage !== 'require') return undefined;
  const behavior = request.client.organization_require_behavior;
  return behavior === 'pre_login_prompt' || behavior === 'post_login_prompt' ? behavior : undefined;
}

export function parseAuthorizeRequest(ctx: ServiceContext, params: URLSearchParams): ParsedAuthorize {
  const clientId = optional(params, 'client_id');
  const client = clientId ? ctx.store.data.clients.find((c) => c.client_id === clientId) : undefined;
  if (!client) {
    return {
      ok: false,
      page: true,
      status: 400,
      title: 'Unknown application',
      message: clientId
        ? `There is no application with the client id "${clientId}".`
        : 'The request has no client_id.',
    };
  }
  const redirectUri = optional(params, 'redirect_uri');
  const requestedMode = optional(params, 'response_mode');
  if (!redirectUri || !originOf(redirectUri) || !redirectAllowed(client, redirectUri, requestedMode)) {
    return {
      ok: false,
      page: true,
      status: 400,
      title: 'Callback URL mismatch',
      message: redirectUri
        ? `The redirect_uri "${redirectUri}" is not in the Allowed Callback URLs of the application "${client.name}".`
        : 'The request has no redirect_uri.',
    };
  }
  const responseTypeText = optional(params, 'response_type') ?? 'code';
  const responseTypes = new Set(scopeList(responseTypeText));
  const state = optional(params, 'state');
  const defaultMode: ResponseMode =
    responseTypes.size === 1 && responseTypes.has('code') ? 'query' : 'fragment';
  const fail = (mode: ResponseMode, error: string, description: string): ParsedAuthorize => ({
    ok: false,
    page: false,
    target: { redirectUri, responseMode: mode, ...(state !== undefined ? { state } : {}) },
    error,
    description,
  });
  if (requestedMode !== undefined && !RESPONSE_MODES.includes(requestedMode)) {
    return fail(defaultMode, 'invalid_request', `Unsupported response_mode: ${requestedMode}`);
  }
  const responseMode = (requestedMode ?? defaultMode) as ResponseMode;
  if (responseTypes.size === 0 || [...responseTypes].some((t) => !RESPONSE_TYPES.includes(t))) {
    return fail(responseMode, 'unsupported_response_type', `Unsupported response type: ${responseTypeText}`);
  }
  if (responseMode === 'query' && (responseTypes.has('token') || responseTypes.has('id_token'))) {
    return fail('fragment', 'invalid_request', 'response_mode query cannot be used to return tokens.');
  }
  const connectionName = optional(params, 'connection') ?? optional(params, 'realm');
  let connection: Connection | undefined;
  if (connectionName) {
    connection = ctx.store.data.connections.find(
      (c) => c.name === connectionName && c.enabled_clients.includes(client.client_id),
    );
    if (!connection) {
      return fail(
        responseMode,
        'invalid_request',
        `The connection "${connectionName}" is not enabled for this client.`,
      );
    }
  }
  const codeChallenge = optional(params, 'code_challenge');
  const challengeMethod = optional(params, 'code_challenge_method');
  if (codeChallenge !== undefined && challengeMethod !== 'S256') {
    return fail(responseMode, 'invalid_request', 'code_challenge_method must be S256.');
  }
  if (responseTypes.has('code') && !client.client_secret && codeChallenge === undefined) {
    return fail(
      responseMode,
      'invalid_request',
      'code_challenge is required: a public client must use PKCE (S256).',
    );
  }
  const nonce = optional(params, 'nonce');
  if (responseTypes.has('id_token') && !responseTypes.has('code') && nonce === undefined) {
    return fail(responseMode, 'invalid_request', 'nonce is required when response_type includes id_token.');
  }
  const maxAgeText = optional(params, 'max_age');
  const maxAge = maxAgeText !== undefined ? Number(maxAgeText) : undefined;
  if (maxAge !== undefined && !(Number.isInteger(maxAge) && maxAge >= 0)) {
    return fail(responseMode, 'invalid_request', 'max_age must be a whole number of seconds.');
  }
  const prompt = optional(params, 'prompt');
  const org = parseOrganization(ctx, client, params, prompt);
  if (!org.ok) return fail(responseMode, 'invalid_request', org.description);
  const audience = optional(params, 'audience');
  const loginTicket = optional(params, 'login_ticket');
  return {
    ok: true,
    request: {
      client,
      redirectUri,
      responseMode,
      ...(state !== undefined ? { state } : {}),
      responseTypes,
      scope: optional(params, 'scope') ?? DEFAULT_SCOPE,
      ...(audience !== undefined ? { audience } : {}),
      ...(nonce !== undefined ? { nonce } : {}),
      ...(prompt !== undefined ? { prompt } : {}),
      ...(maxAge !== undefined ? { maxAge } : {}),
      ...(connection ? { connection } : {}),
      ...(codeChallenge !== undefined ? { codeChallenge } : {}),
      ...(loginTicket !== undefined ? { loginTicket } : {}),
      ...(org.organization ? { organization: org.organization } : {}),
      ...(org.invitation !== undefined ? { invitation: org.invitation } : {}),
      params,
    },
  };
}

/** The request's parameters without the ones that must not survive a hosted page round trip. */
export function paramsWithout(params: URLSearchParams, ...names: string[]): URLSearchParams {
  const copy = new URLSearchParams(params);
  for (const name of names) copy.delete(name);
  return copy;
}

/** The /authorize query a login continues after its hosted pages (no prompt, no spent login ticket). */
export function continuedQuery(request: AuthorizeRequest): string {
  return paramsWithout(request.params, 'prompt', 'login_ticket').toString();
}

/** `/authorize` with the request's continued query changed by `change` (a hosted page's link). */
export function authorizeHref(request: AuthorizeRequest, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(continuedQuery(request));
  change(params);
  return `/authorize?${params.toString()}`;
}

/** The origin of the request's redirect_uri: where the hosted pages' forms may send the browser (CSP). */
export function redirectOrigin(request: AuthorizeRequest): string {
  return new URL(request.redirectUri).origin;
}
