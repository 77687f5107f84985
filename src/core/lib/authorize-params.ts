// Options of authorize / buildAuthorizeUrl → /authorize query parameters, plus the transaction that
// the response will be checked against (state, nonce, PKCE verifier, redirect URI, app state).
import type { AuthorizeOptions } from '../types.js';
import { createPkcePair } from './pkce.js';
import { randomString } from './random.js';
import type { Transaction } from './transaction.js';
import {
  checkOptions,
  checkResponseType,
  hasResponseType,
  maxAgeOption,
  optionalString,
} from './validate.js';
import type { Warner } from './warn.js';

/** The scope of an /authorize request when neither the call nor the constructor gives one. */
export const DEFAULT_SCOPE = 'openid profile email';

/** Parameters /authorize knows; anything else is passed through with a warning. */
const KNOWN_AUTHORIZE_PARAMS: ReadonlySet<string> = new Set([
  'connection',
  'connection_scope',
  'realm',
  'organization',
  'invitation',
  'login_ticket',
  'client_id',
  'response_type',
  'response_mode',
  'redirect_uri',
  'audience',
  'scope',
  'state',
  'nonce',
  'display',
  'prompt',
  'screen_hint',
  'max_age',
  'ui_locales',
  'id_token_hint',
  'login_hint',
  'acr_values',
  'claims',
  'code_challenge',
  'code_challenge_method',
  'auth0Client',
]);

/** Options that are never sent to /authorize. */
const NEVER_SENT: ReadonlySet<string> = new Set([
  'username',
  'popupOptions',
  'domain',
  'tenant',
  'timeout',
  'appState',
]);

const RESPONSE_MODES: ReadonlySet<string> = new Set(['query', 'fragment', 'form_post', 'web_message']);

/** Defaults from the WebAuth options, used where the call does not give a value (exactly these keys). */
export interface AuthorizeDefaults {
  clientID: string;
  responseType: string;
  responseMode?: string;
  redirectUri?: string;
  scope: string;
  audience?: string;
  maxAge?: number;
  /** The configured organization and invitation (left out where a method takes only its own). */
  organization?: string;
  invitation?: string;
}

export interface AuthorizeRequest {
  /** Wire name → value, in sending order. */
  params: [string, string][];
  transaction: Transaction;
}

/** `clientID` → `client_id`, `redirectUri` → `redirect_uri`, `maxAge` → `max_age`; snake_case stays. */
export function toSnakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z]+)/g, '$1_$2').toLowerCase();
}

/** Wire name of an option: `auth0Client` and `returnTo` are kept verbatim. */
export function wireName(key: string): string {
  return key === 'auth0Client' || key === 'returnTo' ? key : toSnakeCase(key);
}

/** String form of a parameter value; undefined when the parameter is omitted. */
export function wireValue(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.map(String).join(name === 'connection_scope' ? ',' : ' ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function buildAuthorizeRequest(
  options: AuthorizeOptions | undefined,
  defaults: AuthorizeDefaults,
  warner: Warner,
): AuthorizeRequest {
  if (options !== undefined) checkOptions(options, 'authorize');
  const given = Object.fromEntries(Object.entries(options ?? {}).filter(([, value]) => value !== undefined));
  // The defaults come first, in their order: client_id, response_type, … lead the query.
  const merged: Record<string, unknown> = { ...defaults, ...given };

  const clientID = merged['clientID'];
  if (typeof clientID !== 'string' || clientID === '') throw new TypeError('"clientID" option is required');
  const responseType = checkResponseType(merged['responseType'], 'responseType');
  const responseMode = optionalString(merged['responseMode'], 'responseMode');
  if (responseMode !== undefined && !RESPONSE_MODES.has(responseMode)) {
    throw new TypeError(`"responseMode" option must be one of query, fragment, form_post, web_message`);
  }
  const redirectUri = optionalString(merged['redirectUri'], 'redirectUri');
  optionalString(merged['scope'], 'scope');
  optionalString(merged['audience'], 'audience');
  const connection = optionalString(merged['connection'], 'connection');
  const realm = optionalString(merged['realm'], 'realm');
  const organization = optionalString(merged['organization'], 'organization') || undefined;
  optionalString(merged['invitation'], 'invitation');
  const maxAge = maxAgeOption(merged['maxAge'] ?? merged['max_age']);

  const state = optionalString(merged['state'], 'state') || randomString();
  merged['state'] = state;
  let nonce = optionalString(merged['nonce'], 'nonce') || undefined;
  if (nonce === undefined && hasResponseType(responseType, 'id_token')) nonce = randomString();
  merged['nonce'] = nonce;

  let codeVerifier: string | undefined;
  const challengeGiven = merged['codeChallenge'] !== undefined || merged['code_challenge'] !== undefined;
  if (hasResponseType(responseType, 'code') && !challengeGiven) {
    const pkce = createPkcePair();
    codeVerifier = pkce.codeVerifier;
    merged['codeChallenge'] = pkce.codeChallenge;
    merged['codeChallengeMethod'] = pkce.codeChallengeMethod;
  }

  const params: [string, string][] = [];
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(merged)) {
    if (NEVER_SENT.has(key)) continue;
    const name = wireName(key);
    const text = wireValue(name, value);
    if (text === undefined) continue;
    if (!KNOWN_AUTHORIZE_PARAMS.has(name)) unknown.push(name);
    const existing = params.findIndex(([n]) => n === name);
    if (existing >= 0) params[existing] = [name, text];
    else params.push([name, text]);
  }
  if (unknown.length > 0) {
    warner.warn(
      `Unknown /authorize parameter${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')} passed through as given.`,
    );
  }

  const transaction: Transaction = {
    state,
    nonce,
    appState: merged['appState'],
    lastUsedConnection: connection ?? realm,
    redirectUri,
    codeVerifier,
    maxAge,
    organization,
  };
  return { params, transaction };
}

/** `?a=1&b=x%20y`: every key and value percent-encoded, spaces as `%20`. */
export function toQuery(params: readonly (readonly [string, string | null])[]): string {
  return params
    .map(([name, value]) =>
      value === null ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    )
    .join('&');
}
