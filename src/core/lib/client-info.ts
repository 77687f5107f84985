// The client information the service publishes for Lock (`{origin}/client/{clientID}.js`, a script calling
// `Auth0.setClient({...})`), read as data: fetched (CORS) and its one JSON argument parsed, never run, so a
// page whose Content Security Policy forbids the service's scripts still reads it (only `connect-src`, which
// every request to the service needs, is involved). Loaded on demand (./on-demand.ts `clientInfo`), once
// per client and page. What it gives: the client's enterprise connections (Lock's enterprise strategies)
// with their e-mail domains (`domain` first, then `domain_aliases`, lower-cased, as Lock lists them).
import type { CoreContext } from './context.js';

/** An enterprise connection as the elements use it: its name, display name and e-mail domains. */
export interface EnterpriseConnection {
  /** The connection's name (`/authorize`'s `connection`). */
  name: string;
  /** What the user sees ("Continue with {display_name}"); the name when missing. */
  display_name?: string;
  /** The e-mail domains that pick it (lower-case). */
  domains: readonly string[];
  /** Also shown as a button. */
  show_as_button?: boolean;
}

/** The enterprise strategies, as Lock knows them. */
const ENTERPRISE = new Set([
  'ad',
  'adfs',
  'auth0-adldap',
  'auth0-oidc',
  'custom',
  'google-apps',
  'ip',
  'mscrm',
  'office365',
  'pingfederate',
  'samlp',
  'sharepoint',
  'waad',
  'oidc',
  'okta',
]);

interface ClientConnection {
  name?: unknown;
  display_name?: unknown;
  domain?: unknown;
  domain_aliases?: unknown;
  show_as_button?: unknown;
}

const cache = new Map<string, Promise<EnterpriseConnection[]>>();

/** The strings of a list that may not be one. */
const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

/** The enterprise connections of a client information object (`Auth0.setClient`'s argument). */
export function enterpriseConnectionsOf(info: unknown, clientID: string): EnterpriseConnection[] {
  const client = info as { id?: unknown; strategies?: unknown } | null;
  if (client?.id !== clientID || !Array.isArray(client.strategies)) throw new Error('not this client');
  const found: EnterpriseConnection[] = [];
  for (const strategy of client.strategies as { name?: unknown; connections?: unknown }[]) {
    if (!ENTERPRISE.has(String(strategy.name)) || !Array.isArray(strategy.connections)) continue;
    for (const connection of strategy.connections as ClientConnection[]) {
      if (typeof connection.name !== 'string') continue;
      const domains = [connection.domain, ...strings(connection.domain_aliases)];
      found.push({
        name: connection.name,
        ...(typeof connection.display_name === 'string' ? { display_name: connection.display_name } : {}),
        domains: strings(domains).map((domain) => domain.toLowerCase()),
        ...(connection.show_as_button === true ? { show_as_button: true } : {}),
      });
    }
  }
  return found;
}

/**
 * The client's enterprise connections, from `{origin}/client/{clientID}.js` (fetched once per client and
 * page; a failure is not kept, so a later call tries again). Rejects when it cannot be fetched or read.
 */
export function loadEnterpriseConnections(ctx: CoreContext): Promise<EnterpriseConnection[]> {
  const { origin, clientID } = ctx.config;
  const key = `${origin} ${clientID}`;
  let loading = cache.get(key);
  if (!loading) {
    loading = fetch(`${origin}/client/${encodeURIComponent(clientID)}.js`, { credentials: 'omit' })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((script) => {
        // `Auth0.setClient({...});`: the JSON between the first `(` and the last `)`.
        const json = /^\s*Auth0\.setClient\(([\s\S]*)\)\s*;?\s*$/.exec(script)?.[1];
        if (json === undefined) throw new Error('not a client information script');
        return enterpriseConnectionsOf(JSON.parse(json), clientID);
      });
    loading.catch(() => cache.delete(key));
    cache.set(key, loading);
  }
  return loading;
}
