// The local identity service's Hono app: the headers and checks every request gets (allowed hosts, body
// limit, security headers, the commit after each request), the CSRF check of the hosted pages' forms, then
// every API's sub-app, joined here.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Env, ServiceContext } from './context.js';
import { limitBodies } from './lib/body-limit.js';
import { HOSTED_FORMS, hostedFormsOnly } from './lib/csrf.js';
import { errorPage } from './lib/login-views.js';
import { loopbackOnly } from './lib/client-ip.js';
import { accountPages, verifyEmailPage } from './routes/account-pages.js';
import { authorization } from './routes/authorize.js';
import { crossOriginAuthentication } from './routes/co-authenticate.js';
import { dbconnections } from './routes/dbconnections.js';
import { clientInfo } from './routes/client-info.js';
import { dev } from './routes/dev.js';
import { federation } from './routes/federation.js';
import { devUsers } from './routes/dev-users.js';
import { logout } from './routes/logout.js';
import { management } from './routes/management.js';
import { mfaStep } from './routes/mfa-step.js';
import { myAccount } from './routes/my-account.js';
import { myOrganization } from './routes/my-org.js';
import { passkeys, relatedOrigins } from './routes/passkey.js';
import { mfaApi } from './routes/mfa.js';
import { passwordless } from './routes/passwordless.js';
import { oauthRevoke } from './routes/revoke.js';
import { oauthToken } from './routes/token.js';
import { userinfo } from './routes/userinfo.js';
import { wellKnown } from './routes/well-known.js';
import { StoreWriteError } from './store/index.js';
import { pageCsp } from './lib/page-layout.js';
import { EMAIL_VERIFICATION_PATH } from './lib/email-verification.js';

interface AppOptions {
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

export function createApp(ctx: ServiceContext, options: AppOptions): Hono<Env> {
  const app = new Hono<Env>();

  // Every route reads the service's context as c.var.ctx.
  app.use(async (c, next) => {
    c.set('ctx', ctx);
    await next();
  });

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

  // The one place changes are saved: after the route, before its answer leaves (see store/index.ts).
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

  // The forms of the hosted pages: from the service's own pages only.
  app.on('POST', HOSTED_FORMS, hostedFormsOnly);
  app.use('/_dev', loopbackOnly());
  app.use('/_dev/*', loopbackOnly());
  app.route('/.well-known', wellKnown);
  app.route('/', authorization);
  app.route('/u/mfa', mfaStep);
  app.route('/co/authenticate', crossOriginAuthentication);
  app.route('/passwordless', passwordless);
  app.route('/oauth/token', oauthToken);
  app.route('/oauth/revoke', oauthRevoke);
  app.route('/userinfo', userinfo);
  app.route('/v2/logout', logout);
  app.route('/dbconnections', dbconnections);
  app.route('/lo', accountPages);
  app.route(EMAIL_VERIFICATION_PATH, verifyEmailPage);
  app.route('/api/v2', management);
  app.route('/passkey', passkeys);
  app.route('/mfa', mfaApi);
  app.route('/me', myAccount);
  app.route('/my-org', myOrganization);
  app.route('/.well-known/webauthn', relatedOrigins);
  app.route('/login', federation);
  app.route('/client', clientInfo);
  app.route('/_dev/users', devUsers);
  app.route('/', dev);

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
