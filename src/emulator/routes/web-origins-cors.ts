// CORS for the routes a browser application calls from its own origin: only the Allowed Web Origins of
// the tenant's clients get CORS headers; any other origin gets none, so the browser refuses the response.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { EmulatorContext } from '../context.js';

const ALLOWED_HEADERS = ['Content-Type', 'Authorization', 'Auth0-Client', 'Cache-Control'];

function withoutTrailingSlash(origin: string): string {
  return origin.endsWith('/') ? origin.slice(0, -1) : origin;
}

/** Whether `origin` is in some client's Allowed Web Origins. */
export function isAllowedWebOrigin(ctx: EmulatorContext, origin: string | undefined): boolean {
  if (!origin) return false;
  return ctx.store.data.clients.some((client) =>
    client.web_origins.some((allowed) => withoutTrailingSlash(allowed) === origin),
  );
}

export function webOriginsCors(ctx: EmulatorContext, allowMethods: readonly string[]): MiddlewareHandler {
  return cors({
    origin: (origin) => (isAllowedWebOrigin(ctx, origin) ? origin : null),
    allowMethods: [...allowMethods],
    allowHeaders: ALLOWED_HEADERS,
    credentials: true,
    maxAge: 600,
  });
}
