// The database-connection routes of the Authentication API (sign-up, password-change request) and the
// pages their e-mails link to. Errors use the /dbconnections shape (dbconnection-errors.ts). A request
// from a browser must come from an Allowed Web Origin of the client it names (else a plain-text 403, as
// /co/authenticate answers; an unknown client gets the route's 401), and only a JSON body is read: a page on any site can send a `text/plain`
// POST without asking, so neither an account nor a reset mail may follow from one.
import type { Context, Hono } from 'hono';
import type { EmulatorContext } from '../context.js';
import { mountAccountPages } from './account-pages.js';
import { CHANGE_PASSWORD_ANSWER, requestPasswordChange } from './change-password.js';
import {
  badSignup,
  DbConnectionError,
  dbConnectionErrorResponse,
  DbConnectionErrorCode,
} from './dbconnection-errors.js';
import type { JsonObject } from './request-body.js';
import { readJsonObject } from './request-body.js';
import { signUp } from './signup.js';
import { clientAllowsOrigin, originNotAllowed, webOriginCors } from './cors.js';

type JsonHandler = (c: Context, body: JsonObject) => Promise<Response>;

function isJson(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json';
}

function jsonRoute(ctx: EmulatorContext, invalidBody: () => DbConnectionError, handler: JsonHandler) {
  return async (c: Context): Promise<Response> => {
    try {
      const body = await readJsonObject(c);
      const origin = c.req.header('origin');
      // An unknown client is left to the route's own 401 (it can create nothing).
      const clientId = body?.['client_id'];
      const client = ctx.store.data.clients.find((cl) => cl.client_id === clientId);
      if (origin !== undefined && client && !clientAllowsOrigin(client, origin)) {
        return originNotAllowed(c, origin);
      }
      if (!body || !isJson(c)) throw invalidBody();
      return await handler(c, body);
    } catch (error) {
      if (error instanceof DbConnectionError) return dbConnectionErrorResponse(c, error);
      throw error;
    }
  };
}

export function mountDatabaseRoutes(app: Hono, ctx: EmulatorContext): void {
  app.use('/dbconnections/*', webOriginCors(ctx, { perClient: false, allowMethods: ['POST'] }));

  app.post(
    '/dbconnections/signup',
    jsonRoute(
      ctx,
      () => badSignup('The request body must be a JSON object'),
      async (c, body) => c.json(await signUp(ctx, body)),
    ),
  );

  app.post(
    '/dbconnections/change_password',
    jsonRoute(
      ctx,
      () =>
        new DbConnectionError(
          400,
          DbConnectionErrorCode.INVALID_REQUEST,
          'The request body must be a JSON object',
        ),
      async (c, body) => {
        await requestPasswordChange(ctx, body);
        return c.text(CHANGE_PASSWORD_ANSWER);
      },
    ),
  );

  mountAccountPages(app, ctx);
}
