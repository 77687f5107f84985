// The local identity service's Hono app: the authentication routes of this part, the database,
// Management and dev routes, and the headers every response gets.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { mountAuthorizeRoutes } from './routes/authorize.js';
import { limitBodies } from './routes/body-limit.js';
import { mountCrossOriginRoutes } from './routes/co-authenticate.js';
import { mountDatabaseRoutes } from './routes/dbconnections.js';
import { mountDevRoutes } from './routes/dev.js';
import { devUserRoutes } from './routes/dev-users.js';
import { errorPage } from './routes/login-views.js';
import { mountLogoutRoutes } from './routes/logout.js';
import { mountManagementRoutes } from './routes/management.js';
import { myAccountRoutes } from './routes/my-account.js';
import { passkeyRoutes, wellKnownWebauthn } from './routes/passkey.js';
import { mountPasswordlessRoutes } from './routes/passwordless.js';
import { mountTokenRoutes } from './routes/token.js';
import { mountUserinfoRoutes } from './routes/userinfo.js';
import { mountWellKnownRoutes } from './routes/well-known.js';
import type { ServiceContext } from './service.js';
import { StoreWriteError } from './store.js';
import { pageCsp } from './ui.js';

export interface AppOptions {
  /** Log unexpected errors to stderr (off with `quiet`). */
  logErrors: boolean;
  /** Host names (without port, lower case) the service answers; any other `Host` gets 421. */
  allowedHosts: ReadonlySet<string>;
}

/** The host name of a `Host` header, without its port (IPv6 addresses keep their brackets). */
function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * The answer when a change could not be saved: 503 in the service's error shape, keeping only the CORS
 * headers of the route's answer (its cookies and redirect named what was rolled back).
 */
function unsavedResponse(answer: Response, error: StoreWriteError): Response {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  for (const [name, value] of answer.headers) {
    if (name.startsWith('access-control-') || name === 'vary') headers.set(name, value);
  }
  const body = { error: 'temporarily_unavailable', error_description: error.message };
  return new Response(JSON.stringify(body), { status: 503, headers });
}

export function createApp(ctx: ServiceContext, options: AppOptions): Hono {
  const app = new Hono();

  // DNS rebinding: a page on another site can point its own name at 127.0.0.1 and so reach this service
  // as same-origin; its requests carry that name in Host, which is refused here.
  app.use(async (c, next) => {
    if (!options.allowedHosts.has(hostName(c.req.header('host') ?? ''))) {
      return c.json(
        {
          error: 'misdirected_request',
          error_description:
            'This local service answers only the host names it was started for (see its allowedHosts option).',
        },
        421,
      );
    }
    return next();
  });
  app.use(limitBodies());

  app.use(async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    // HTML pages get the strict default policy unless their route chose one (iframes, scripts, forms).
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html') && !c.res.headers.has('content-security-policy')) {
      c.header('Content-Security-Policy', pageCsp());
    }
  });

  // The one place changes are saved: after the route, before its answer leaves (see store.ts).
  app.use(async (c, next) => {
    const epoch = ctx.store.epoch;
    await next();
    try {
      await ctx.store.commit(epoch);
    } catch (error) {
      if (!(error instanceof StoreWriteError)) throw error;
      if (options.logErrors) console.error('[auth-elements-emulator]', error.message);
      const answer = unsavedResponse(c.res, error);
      // Cleared first: assigning over an answer would carry its cookies and Location over.
      c.res = undefined as unknown as Response;
      c.res = answer;
    }
  });

  mountWellKnownRoutes(app, ctx);
  mountAuthorizeRoutes(app, ctx);
  mountCrossOriginRoutes(app, ctx);
  mountPasswordlessRoutes(app, ctx);
  mountTokenRoutes(app, ctx);
  mountUserinfoRoutes(app, ctx);
  mountLogoutRoutes(app, ctx);
  mountDatabaseRoutes(app, ctx);
  mountManagementRoutes(app, ctx);
  app.route('/passkey', passkeyRoutes(ctx));
  app.route('/me', myAccountRoutes(ctx));
  app.get('/.well-known/webauthn', wellKnownWebauthn(ctx));
  app.route('/_dev/users', devUserRoutes(ctx));
  mountDevRoutes(app, ctx);

  app.notFound((c) =>
    c.json({ error: 'not_found', error_description: `No route for ${c.req.method} ${c.req.path}` }, 404),
  );
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (options.logErrors) console.error('[auth-elements-emulator]', error);
    if ((c.req.header('accept') ?? '').includes('text/html')) {
      return errorPage(
        c,
        400,
        'Something went wrong',
        'The local identity service could not handle this request.',
      );
    }
    return c.json(
      { error: 'server_error', error_description: 'The service could not handle this request.' },
      500,
    );
  });
  return app;
}
