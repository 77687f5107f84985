// A password-change request (POST /dbconnections/change_password in routes/dbconnections.ts): e-mails a
// password-reset link when the account exists. The answer is the same whether or not it does, so the
// endpoint cannot be used to find out who has an account.
import type { ServiceContext } from '../context.js';
import { findDatabaseLogin, loginEmail } from '../service.js';
import { MessageKind } from '../tenant.js';
import { DbConnectionError, DbConnectionErrorCode } from './dbconnection-errors.js';
import { resolveDatabaseConnection } from './database-connection.js';
import type { JsonObject } from './request-body.js';
import { createTicket, PASSWORD_RESET_TICKET_LIFETIME } from '../tickets.js';

export const CHANGE_PASSWORD_ANSWER = "We've just sent you an email to reset your password.";

function badRequest(description: string): DbConnectionError {
  return new DbConnectionError(400, DbConnectionErrorCode.INVALID_REQUEST, description);
}

function requiredString(body: JsonObject, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`Missing ${field}`);
  return value.trim();
}

export async function requestPasswordChange(ctx: ServiceContext, body: JsonObject): Promise<void> {
  const clientId = requiredString(body, 'client_id');
  const email = requiredString(body, 'email').toLowerCase();
  const connectionName = requiredString(body, 'connection');
  const { connection } = resolveDatabaseConnection(ctx, clientId, connectionName, badRequest);

  // Any database identity with this e-mail, a linked one included: its own password is reset.
  const login = findDatabaseLogin(ctx.store.data.users, connection.name, email);
  if (!login || loginEmail(login)?.toLowerCase() !== email) return;
  const ticket = createTicket(
    ctx,
    'password-reset',
    login.user.user_id,
    PASSWORD_RESET_TICKET_LIFETIME,
    login.linked ? login.identity.user_id : undefined,
  );
  const link = `${ctx.origin()}/lo/reset?ticket=${encodeURIComponent(ticket.ticket)}`;
  await ctx.sendMessage({
    to: email,
    channel: 'email',
    kind: MessageKind.PASSWORD_RESET,
    subject: 'Reset your password',
    text:
      `Someone asked to reset the password of your account ${email}. ` +
      `Open this link within 24 hours to choose a new password: ${link}\n` +
      'If you did not ask for this, ignore this message.',
    link,
  });
}
