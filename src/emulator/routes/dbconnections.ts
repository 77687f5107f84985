// The database-connection routes of the Authentication API (sign-up, password-change request) and the
// pages their e-mails link to. Errors use the /dbconnections shape (dbconnection-errors.ts).
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
import { webOriginCors } from './cors.js';

type JsonHandler = (c: Context, body: JsonObject) => Promise<Response>;

function jsonRoute(invalidBody: () => DbConnectionError, handler: JsonHandler) {
  return async (c: Context): Promise<Response> => {
    try {
      const body = await readJsonObject(c);
      if (!body) throw invalidBody();
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
      () => badSignup('The request body must be a JSON object'),
      async (c, body) => c.json(await signUp(ctx, body)),
    ),
  );

  app.post(
    '/dbconnections/change_password',
    jsonRoute(
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
