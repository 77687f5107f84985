// CORS for the routes a browser application calls from its own origin (hono/cors with an origin function).
// Only Allowed Web Origins get CORS headers: any origin of any client for a preflight, and, when the body
// names a client, that client's origins for the actual request.
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Env, ServiceContext } from '../context.js';
import type { Client } from '../tenant.js';

export const CORS_ALLOWED_HEADERS: readonly string[] = [
  'Content-Type',
  'Auth0-Client',
  'Authorization',
  'Cache-Control',
];

function normalizeOrigin(origin: string): string {
  return origin.replace(/\/$/, '');
}

export function clientAllowsOrigin(client: Client, origin: string): boolean {
  return client.web_origins.some((allowed) => normalizeOrigin(allowed) === origin);
}

/** Whether `origin` is in some client's Allowed Web Origins. */
export function isAllowedWebOrigin(ctx: ServiceContext, origin: string | undefined): boolean {
  if (!origin) return false;
  return ctx.store.data.clients.some((client) => clientAllowsOrigin(client, origin));
}

/** The `client_id` of a JSON or form body (hono caches the body, so the handler can read it again). */
async function bodyClientId(c: Context): Promise<string | undefined> {
  try {
    const type = c.req.header('content-type') ?? '';
    const body: unknown = type.includes('application/json') ? await c.req.json() : await c.req.parseBody();
    if (typeof body !== 'object' || body === null) return undefined;
    const clientId = (body as Record<string, unknown>).client_id;
    return typeof clientId === 'string' ? clientId : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `origin` may call on behalf of the request's client (any client when the body names none). */
async function originAllowedFor(c: Context, ctx: ServiceContext, origin: string): Promise<boolean> {
  if (c.req.method === 'OPTIONS') return isAllowedWebOrigin(ctx, origin);
  const clientId = await bodyClientId(c);
  const client = clientId ? ctx.store.data.clients.find((cl) => cl.client_id === clientId) : undefined;
  return client ? clientAllowsOrigin(client, origin) : isAllowedWebOrigin(ctx, origin);
}

/**
 * Credentialed CORS for the Allowed Web Origins; `perClient` checks the body's client_id on POST.
 * A request from any other origin gets no CORS header at all (a preflight gets an empty 204).
 */
export function webOriginCors(options: {
  perClient: boolean;
  allowMethods?: readonly string[];
}): MiddlewareHandler<Env> {
  const allowedCors = cors({
    origin: (origin) => origin,
    allowMethods: [...(options.allowMethods ?? ['GET', 'POST']), 'OPTIONS'],
    allowHeaders: [...CORS_ALLOWED_HEADERS],
    credentials: true,
    maxAge: 600,
  });
  return async (c, next) => {
    const ctx = c.var.ctx;
    const origin = c.req.header('origin');
    const allowed =
      origin !== undefined &&
      (options.perClient ? await originAllowedFor(c, ctx, origin) : isAllowedWebOrigin(ctx, origin));
    if (allowed) return allowedCors(c, next);
    if (origin !== undefined) ctx.refusedOrigin?.(origin);
    c.header('Vary', 'Origin', { append: true });
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    await next();
  };
}

/** Plain-text refusal for a browser origin that is not allowed (no error/error_description). */
export function originNotAllowed(c: Context, ctx: ServiceContext, origin: string): Response {
  ctx.refusedOrigin?.(origin);
  return c.text(`Origin ${origin} is not allowed.`, 403);
}
