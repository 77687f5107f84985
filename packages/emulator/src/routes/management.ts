// The Management API v2 (mounted at /api/v2): its users, their linked identities and resource servers,
// each a sub-app of its own. Every call needs a bearer access token for the Management API audience
// (lib/management-auth.ts); errors use the Management shape (lib/management-errors.ts).
import { Hono } from 'hono';
import type { Env } from '../context.js';
import { webOriginCors } from '../lib/cors.js';
import { ManagementError, managementErrorResponse, notJson } from '../lib/management-errors.js';
import { jsonOnly } from '../lib/request-body.js';
import { managementIdentities } from './management-identities.js';
import { resourceServers } from './management-resource-servers.js';
import { managementUsers } from './management-users.js';

/** Mounted at `/api/v2`. */
export const management = new Hono<Env>()
  .use(webOriginCors({ perClient: false, allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'] }))
  .use(jsonOnly(notJson))
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .route('/users', managementUsers)
  .route('/users', managementIdentities)
  .route('/resource-servers', resourceServers)
  .all('*', (c) =>
    managementErrorResponse(
      c,
      new ManagementError(404, 'not_found', `The Management API has no ${c.req.method} ${c.req.path}.`),
    ),
  );
