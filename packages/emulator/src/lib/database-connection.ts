// Resolving the client and database connection named by a /dbconnections request.
import type { ServiceContext } from '../context.js';
import { ConnectionStrategy } from '../tenant.js';
import type { Client, Connection, User } from '../tenant.js';
import { badSignup, DbConnectionError, DbConnectionErrorCode } from './dbconnection-errors.js';

interface DatabaseTarget {
  client: Client;
  connection: Connection;
}

/** The client and the database connection enabled for it; throws a DbConnectionError otherwise. */
export function resolveDatabaseConnection(
  ctx: ServiceContext,
  clientId: string,
  connectionName: string,
  badRequest: (description: string) => DbConnectionError = badSignup,
): DatabaseTarget {
  const client = ctx.store.data.clients.find((candidate) => candidate.client_id === clientId);
  if (!client) {
    throw new DbConnectionError(401, DbConnectionErrorCode.UNAUTHORIZED, `Unknown client: ${clientId}`);
  }
  const connection = ctx.store.data.connections.find((candidate) => candidate.name === connectionName);
  if (!connection) throw badRequest(`The connection "${connectionName}" does not exist.`);
  if (connection.strategy !== ConnectionStrategy.DATABASE) {
    throw badRequest(`The connection "${connectionName}" is not a database connection.`);
  }
  if (!connection.enabled_clients.includes(client.client_id)) {
    throw new DbConnectionError(
      401,
      DbConnectionErrorCode.UNAUTHORIZED,
      `The connection "${connectionName}" is not enabled for the client "${clientId}".`,
    );
  }
  return { client, connection };
}

/** The database connection a user's password belongs to. */
export function databaseConnectionOf(ctx: ServiceContext, user: User): Connection | undefined {
  const identity = user.identities.find((candidate) => candidate.provider === ConnectionStrategy.DATABASE);
  if (!identity) return undefined;
  return ctx.store.data.connections.find((candidate) => candidate.name === identity.connection);
}
