// Password-reset, unblock and e-mail verification tickets: random, single use, with an expiry.
import { randomBytes } from 'node:crypto';
import type { ServiceContext } from './context.js';
import type { Ticket, User } from './tenant.js';

export const PASSWORD_RESET_TICKET_LIFETIME = 24 * 60 * 60;
/** The real service's default for e-mail verification links: five days. */
export const EMAIL_VERIFICATION_TICKET_LIFETIME = 5 * 24 * 60 * 60;

export function createTicket(
  ctx: ServiceContext,
  kind: Ticket['kind'],
  userId: string,
  lifetimeSeconds: number,
  identityId?: string,
): Ticket {
  const now = ctx.now();
  const data = ctx.store.data;
  data.tickets = data.tickets.filter((ticket) => ticket.expires_at > now);
  const ticket: Ticket = {
    ticket: randomBytes(32).toString('base64url'),
    kind,
    user_id: userId,
    ...(identityId === undefined ? {} : { identity_id: identityId }),
    expires_at: now + lifetimeSeconds,
  };
  data.tickets.push(ticket);
  return ticket;
}

export interface RedeemableTicket {
  ticket: Ticket;
  user: User;
}

/** The unexpired ticket of `kind` and its user; `undefined` when unknown, used, expired or orphaned. */
export function findTicket(
  ctx: ServiceContext,
  kind: Ticket['kind'],
  value: string | undefined,
): RedeemableTicket | undefined {
  if (!value) return undefined;
  const ticket = ctx.store.data.tickets.find(
    (candidate) => candidate.ticket === value && candidate.kind === kind,
  );
  if (!ticket || ticket.expires_at <= ctx.now()) return undefined;
  const user = ctx.findUserById(ticket.user_id);
  return user ? { ticket, user } : undefined;
}

/** Removes the ticket so its link cannot be used again. */
export function consumeTicket(ctx: ServiceContext, ticket: Ticket): void {
  const data = ctx.store.data;
  data.tickets = data.tickets.filter((candidate) => candidate !== ticket);
}
