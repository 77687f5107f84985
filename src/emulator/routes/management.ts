// The Management API v2 under /api/v2: users, linked identities and resource servers. Every call needs a
// bearer access token for the Management API audience; errors use the Management shape (management-errors.ts).
import type { Context, Hono } from 'hono';
import type { EmulatorContext } from '../context.js';
import type { ManagementCaller } from './management-auth.js';
import { authenticateManagementCall } from './management-auth.js';
import { ManagementError, managementErrorResponse } from './management-errors.js';
import { linkIdentity, unlinkIdentity } from './management-identities.js';
import { getResourceServer, patchResourceServer } from './management-resource-servers.js';
import { getUser, patchUser } from './management-users.js';
import { webOriginCors } from './cors.js';

type ManagementHandler = (c: Context, caller: ManagementCaller) => Promise<Response> | Response;

/** A path parameter, percent-decoded (user ids contain "|", API identifiers are whole URLs). */
function param(c: Context, name: string): string {
  return c.req.param(name) ?? '';
}

function withCaller(ctx: EmulatorContext, handler: ManagementHandler) {
  return async (c: Context): Promise<Response> => {
    try {
      const caller = await authenticateManagementCall(c, ctx);
      return await handler(c, caller);
    } catch (error) {
      if (error instanceof ManagementError) return managementErrorResponse(c, error);
      throw error;
    }
  };
}

export function mountManagementRoutes(app: Hono, ctx: EmulatorContext): void {
  app.use(
    '/api/v2/*',
    webOriginCors(ctx, { perClient: false, allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'] }),
  );
  app.use('/api/v2/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/v2/users/:id',
    withCaller(ctx, (c, caller) => c.json(getUser(ctx, caller, param(c, 'id')))),
  );
  app.patch(
    '/api/v2/users/:id',
    withCaller(ctx, async (c, caller) => c.json(await patchUser(c, ctx, caller, param(c, 'id')))),
  );
  app.post(
    '/api/v2/users/:id/identities',
    withCaller(ctx, async (c, caller) => c.json(await linkIdentity(c, ctx, caller, param(c, 'id')), 201)),
  );
  app.delete(
    '/api/v2/users/:id/identities/:provider/:user_id',
    withCaller(ctx, async (c, caller) => {
      const identities = await unlinkIdentity(
        ctx,
        caller,
        param(c, 'id'),
        param(c, 'provider'),
        param(c, 'user_id'),
      );
      return c.json(identities);
    }),
  );
  app.get(
    '/api/v2/resource-servers/:id',
    withCaller(ctx, (c, caller) => c.json(getResourceServer(ctx, caller, param(c, 'id')))),
  );
  app.patch(
    '/api/v2/resource-servers/:id',
    withCaller(ctx, async (c, caller) => c.json(await patchResourceServer(c, ctx, caller, param(c, 'id')))),
  );

  app.all('/api/v2/*', (c) =>
    managementErrorResponse(
      c,
      new ManagementError(404, 'not_found', `The Management API has no ${c.req.method} ${c.req.path}.`),
    ),
  );
}
