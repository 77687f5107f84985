// `GET /client/{clientID}.js`: the client's information as Lock loads it, a script calling
// `Auth0.setClient({...})` with the client's enabled connections grouped by strategy: database connections
// with their sign-up settings, passwordless and social by name, enterprise connections with their display
// name and e-mail domains (what lets Lock send an e-mail's domain to its company). Public fields only: no
// secret, no option beyond those. Loaded by a script element, so it is JavaScript, readable from any origin.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Env, ServiceContext } from '../context.js';
import { connectionDomains, isEnterprise } from '../enterprise.js';
import { ConnectionStrategy } from '../tenant.js';
import type { Connection } from '../tenant.js';

const POLICY_OF = ['none', 'low', 'fair', 'good', 'excellent'] as const;

function connectionInfo(connection: Connection): Record<string, unknown> {
  if (connection.strategy === ConnectionStrategy.DATABASE) {
    const policy = connection.password_policy;
    return {
      name: connection.name,
      showSignup: true,
      showForgot: true,
      requires_username: connection.requires_username ?? false,
      passwordPolicy: policy ? POLICY_OF[Math.min(Math.max(policy.min_classes, 1), 4)] : 'none',
    };
  }
  if (isEnterprise(connection)) {
    // Lock matches the `domain` and every alias.
    const [domain] = connectionDomains(connection);
    return {
      name: connection.name,
      display_name: connection.display_name ?? connection.name,
      ...(domain !== undefined ? { domain } : {}),
      domain_aliases: connection.options.domain_aliases,
      ...(connection.show_as_button !== undefined ? { show_as_button: connection.show_as_button } : {}),
    };
  }
  return { name: connection.name };
}

/** The client's strategies, each with its enabled connections, in the tenant's order. */
export function clientStrategies(ctx: ServiceContext, clientId: string): Record<string, unknown>[] {
  const strategies = new Map<string, Record<string, unknown>[]>();
  for (const connection of ctx.store.data.connections) {
    if (!connection.enabled_clients.includes(clientId)) continue;
    const list = strategies.get(connection.strategy) ?? [];
    list.push(connectionInfo(connection));
    strategies.set(connection.strategy, list);
  }
  return [...strategies].map(([name, connections]) => ({ name, connections }));
}

function clientScript(c: Context, ctx: ServiceContext): Response {
  const file = c.req.param('file') ?? '';
  const clientId = file.endsWith('.js') ? file.slice(0, -3) : '';
  const client = ctx.store.data.clients.find((candidate) => candidate.client_id === clientId);
  c.header('Access-Control-Allow-Origin', '*');
  if (!client) {
    return c.text('/* There is no application with this client id. */', 404, {
      'Content-Type': 'application/javascript; charset=utf-8',
    });
  }
  const origin = ctx.origin();
  const info = {
    id: client.client_id,
    tenant: new URL(origin).hostname,
    subscription: 'free',
    authorize: `${origin}/authorize`,
    callback: client.callbacks[0] ?? '',
    hasAllowedOrigins: client.web_origins.length > 0,
    strategies: clientStrategies(ctx, client.client_id),
  };
  // `<` escaped so the JSON cannot end a script element it might be inlined in.
  const json = JSON.stringify(info).replace(/</g, '\\u003c');
  c.header('Cache-Control', 'no-cache');
  return c.body(`Auth0.setClient(${json});\n`, 200, {
    'Content-Type': 'application/javascript; charset=utf-8',
  });
}

export const clientInfo = new Hono<Env>().get('/:file', (c) => clientScript(c, c.var.ctx));
