// The database-connection routes of the Authentication API: POST /dbconnections/signup (lib/signup.ts)
// and POST /dbconnections/change_password (lib/change-password.ts). Errors use the /dbconnections shape
// (lib/dbconnection-errors.ts). A request from a browser must come from an Allowed Web Origin of the
// client it names (else a plain-text 403, as /co/authenticate answers; an unknown client gets the route's
// 401), and only a JSON body is read: a page on any site can send a `text/plain` POST without asking, so
// neither an account nor a reset mail may follow from one.
import { Hono } from 'hono';
import { sendVerificationEmail } from '../lib/email-verification.js';
import type { Context } from 'hono';
import type { Env } from '../context.js';
import { CHANGE_PASSWORD_ANSWER, requestPasswordChange } from '../lib/change-password.js';
import {
  badSignup,
  DbConnectionError,
  dbConnectionErrorResponse,
  DbConnectionErrorCode,
} from '../lib/dbconnection-errors.js';
import type { JsonObject } from '../lib/request-body.js';
import { isJsonRequest, readJsonObject } from '../lib/request-body.js';
import { signUp } from '../lib/signup.js';
import { clientAllowsOrigin, originNotAllowed, webOriginCors } from '../lib/cors.js';

type JsonHandler = (c: Context<Env>, body: JsonObject) => Promise<Response>;

function jsonRoute(invalidBody: () => DbConnectionError, handler: JsonHandler) {
  return async (c: Context<Env>): Promise<Response> => {
    try {
      const body = await readJsonObject(c);
      const origin = c.req.header('origin');
      // An unknown client is left to the route's own 401 (it can create nothing).
      const clientId = body?.['client_id'];
      const client = c.var.ctx.store.data.clients.find((cl) => cl.client_id === clientId);
      if (origin !== undefined && client && !clientAllowsOrigin(client, origin)) {
        return originNotAllowed(c, c.var.ctx, origin);
      }
      if (!body || !isJsonRequest(c)) throw invalidBody();
      return await handler(c, body);
    } catch (error) {
      if (error instanceof DbConnectionError) return dbConnectionErrorResponse(c, error);
      throw error;
    }
  };
}

/** Mounted at `/dbconnections`. */
export const dbconnections = new Hono<Env>()
  .use(webOriginCors({ perClient: false, allowMethods: ['POST'] }))
  .post(
    '/signup',
    jsonRoute(
      () => badSignup('The request body must be a JSON object'),
      async (c, body) => {
        const ctx = c.var.ctx;
        const result = await signUp(ctx, body);
        const user = ctx.findUserById(`auth0|${result._id}`);
        if (user) await sendVerificationEmail(ctx, user);
        return c.json(result);
      },
    ),
  )
  .post(
    '/change_password',
    jsonRoute(
      () =>
        new DbConnectionError(
          400,
          DbConnectionErrorCode.INVALID_REQUEST,
          'The request body must be a JSON object',
        ),
      async (c, body) => {
        await requestPasswordChange(c.var.ctx, body);
        return c.text(CHANGE_PASSWORD_ANSWER);
      },
    ),
  );
