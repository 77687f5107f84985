// The verification e-mail of a database sign-up, as the real service sends it by default: a link to
// `/u/email-verification?ticket=…` (single use, five days) whose page marks the address verified
// (`verifyEmailPage` in ../routes/account-pages.ts).
import type { ServiceContext } from '../context.js';
import { MessageKind } from '../tenant.js';
import type { User } from '../tenant.js';
import { createTicket, EMAIL_VERIFICATION_TICKET_LIFETIME } from '../tickets.js';

export const EMAIL_VERIFICATION_PATH = '/u/email-verification';

/** Sends `user` the link that verifies their address; nothing for a verified or address-less user. */
export async function sendVerificationEmail(ctx: ServiceContext, user: User): Promise<void> {
  if (user.email_verified || !user.email) return;
  const ticket = createTicket(ctx, 'email-verification', user.user_id, EMAIL_VERIFICATION_TICKET_LIFETIME);
  const link = `${ctx.origin()}${EMAIL_VERIFICATION_PATH}?ticket=${encodeURIComponent(ticket.ticket)}`;
  await ctx.sendMessage({
    to: user.email,
    channel: 'email',
    kind: MessageKind.EMAIL_VERIFICATION,
    subject: 'Verify your e-mail address',
    text:
      `Welcome! Open this link within five days to verify ${user.email}: ${link}\n` +
      'If you did not create an account, ignore this message.',
    link,
  });
}
