// The pages behind the links of the password-reset and unblock messages:
//   GET/POST /lo/reset?ticket=...    choose a new password (connection policy, breached list)
//   GET/POST /lo/unblock?ticket=...  lift the brute-force block after too many failed logins
//   GET /u/email-verification?ticket=...  verify the address of a sign-up (`verifyEmailPage`)
// Tickets are single use. A successful reset also lifts the brute-force block and revokes the user's
// sessions and refresh tokens. The pages speak the browser's language (Accept-Language; lib/hosted-locale.ts).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Env, ServiceContext } from '../context.js';
import { hashPassword } from '../passwords.js';
import { profileText } from '../service.js';
import type { Connection, Ticket, User } from '../tenant.js';
import { ConnectionStrategy } from '../tenant.js';
import { databaseConnectionOf } from '../lib/database-connection.js';
import { sendPage } from '../lib/html-response.js';
import { checkNewPassword, PasswordRule } from '../password-rules.js';
import type { PasswordOwner } from '../password-rules.js';
import { consumeTicket, findTicket } from '../tickets.js';
import type { RedeemableTicket } from '../tickets.js';
import { hostedText } from '../lib/hosted-locale.js';
import type { HostedKey } from '../lib/hosted-strings/en.js';

const RESET_DONE_PATH = '/lo/reset/done';
const UNBLOCK_DONE_PATH = '/lo/unblock/done';

const INVALID_TICKET: Record<Ticket['kind'], { message: HostedKey; next: HostedKey }> = {
  'password-reset': { message: 'resetLinkUnusable', next: 'resetLinkNext' },
  unblock: { message: 'unblockLinkUnusable', next: 'unblockLinkNext' },
  'email-verification': { message: 'verificationLinkUnusable', next: 'verificationLinkNext' },
};

function invalidTicketPage(c: Context, kind: Ticket['kind']): Promise<Response> | Response {
  const { message, next } = INVALID_TICKET[kind];
  const text = hostedText(c);
  const { t } = text;
  return sendPage(
    c,
    t('linkUnusableTitle'),
    html`<p class="error" role="alert">${t(message)}</p>
      <p>${t(next)}</p>`,
    400,
    { text },
  );
}

function resetForm(
  c: Context,
  ticket: string,
  email: string | undefined,
  error?: { message: string; details: readonly string[] },
): Promise<Response> | Response {
  const text = hostedText(c);
  const { t } = text;
  return sendPage(
    c,
    t('resetTitle'),
    html`${email ? html`<p>${text.markup('resetAccount', { email: html`<strong>${email}</strong>` })}</p>` : ''}
      ${
        error
          ? html`<div class="error" role="alert" id="reset-error">
              <p>${error.message}</p>
              ${
                error.details.length
                  ? html`<ul>
                      ${error.details.map((detail) => html`<li>${detail}</li>`)}
                    </ul>`
                  : ''
              }
            </div>`
          : ''
      }
      <form method="post" action="/lo/reset">
        <input type="hidden" name="ticket" value="${ticket}" />
        <label
          >${t('newPassword')}
          <input
            type="password"
            name="password"
            autocomplete="new-password"
            required
            ${error ? html`aria-describedby="reset-error"` : ''}
        /></label>
        <label
          >${t('confirmNewPassword')}
          <input type="password" name="confirm" autocomplete="new-password" required
        /></label>
        <button type="submit">${t('changePassword')}</button>
      </form>`,
    error ? 400 : 200,
    { text },
  );
}

function strengthMessage(rule: PasswordRule): HostedKey {
  switch (rule) {
    case PasswordRule.DICTIONARY:
      return 'passwordBreached';
    case PasswordRule.USER_INFO:
      return 'passwordUserInfo';
    case PasswordRule.STRENGTH:
      return 'passwordWeak';
  }
}

/** The text fields of a posted form (files are ignored). */
async function formFields(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(await c.req.parseBody())) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/**
 * What a reset ticket resets: the user's own password, or (`identity_id`) the password of one of its
 * linked database identities, with that identity's e-mail and connection. `undefined` when it is gone.
 */
function resetTarget(
  ctx: ServiceContext,
  { ticket, user }: RedeemableTicket,
): { owner: PasswordOwner; connection: Connection; setPasswordHash(hash: string): void } | undefined {
  if (ticket.identity_id === undefined) {
    const connection = databaseConnectionOf(ctx, user);
    return connection && { owner: user, connection, setPasswordHash: (hash) => (user.password_hash = hash) };
  }
  const identity = user.identities.find(
    (candidate, index) =>
      index > 0 &&
      candidate.provider === ConnectionStrategy.DATABASE &&
      candidate.user_id === ticket.identity_id,
  );
  const connection = ctx.store.data.connections.find((candidate) => candidate.name === identity?.connection);
  if (!identity || !connection) return undefined;
  return {
    owner: { email: profileText(identity, 'email'), username: profileText(identity, 'username') },
    connection,
    setPasswordHash: (hash) => (identity.password_hash = hash),
  };
}

/**
 * A reset of the user's own password proves control of the address. Where it had not been verified, anyone
 * could have registered it (a passkey sign-up needs no e-mail): the passkeys and second factors added before
 * go with their pending ceremonies, and the address is verified.
 */
function provenAddress(ctx: ServiceContext, user: User): void {
  if (user.email_verified) return;
  const data = ctx.store.data;
  const own = (record: { user_id?: string }) => record.user_id === user.user_id;
  if (data.passkeys.some(own)) data.passkeys = data.passkeys.filter((p) => !own(p));
  if (data.passkey_sessions.some(own)) data.passkey_sessions = data.passkey_sessions.filter((s) => !own(s));
  if (data.mfa_factors.some(own)) data.mfa_factors = data.mfa_factors.filter((f) => !own(f));
  if (data.mfa_tokens.some(own)) data.mfa_tokens = data.mfa_tokens.filter((t) => !own(t));
  user.email_verified = true;
}

/** Mounted at `/lo`. */
export const accountPages = new Hono<Env>()
  .get('/reset', (c) => {
    const ctx = c.var.ctx;
    const found = findTicket(ctx, 'password-reset', c.req.query('ticket'));
    const target = found && resetTarget(ctx, found);
    if (!found || !target) return invalidTicketPage(c, 'password-reset');
    return resetForm(c, found.ticket.ticket, target.owner.email);
  })
  .post('/reset', async (c) => {
    const ctx = c.var.ctx;
    const form = await formFields(c);
    const found = findTicket(ctx, 'password-reset', form['ticket']);
    if (!found) return invalidTicketPage(c, 'password-reset');
    const target = found && resetTarget(ctx, found);
    if (!found || !target) return invalidTicketPage(c, 'password-reset');
    const { ticket, user } = found;
    const { owner, connection } = target;
    const password = form['password'] ?? '';
    const confirm = form['confirm'] ?? '';
    const { t } = hostedText(c);
    if (password === '') {
      return resetForm(c, ticket.ticket, owner.email, { message: t('resetEnterPassword'), details: [] });
    }
    if (password !== confirm) {
      return resetForm(c, ticket.ticket, owner.email, { message: t('resetMismatch'), details: [] });
    }
    const check = checkNewPassword(password, owner, connection, ctx.store.data.breached_passwords);
    if (!check.ok) {
      const details = check.rule === PasswordRule.STRENGTH ? check.failures : [];
      return resetForm(c, ticket.ticket, owner.email, { message: t(strengthMessage(check.rule)), details });
    }
    const hash = await hashPassword(password);
    // A parallel submission of the same ticket may have redeemed it while this one was hashing.
    if (!ctx.store.data.tickets.includes(ticket)) return invalidTicketPage(c, 'password-reset');
    target.setPasswordHash(hash);
    user.failed_logins = 0;
    user.brute_force_blocked = false;
    user.updated_at = new Date(ctx.now() * 1000).toISOString();
    consumeTicket(ctx, ticket);
    // Whoever knew the old password loses what it gave them: the user's sessions and refresh tokens.
    const data = ctx.store.data;
    data.sessions = data.sessions.filter((session) => session.user_id !== user.user_id);
    data.refresh_tokens = data.refresh_tokens.filter((token) => token.user_id !== user.user_id);
    if (ticket.identity_id === undefined) provenAddress(ctx, user);
    return c.redirect(RESET_DONE_PATH, 303);
  })
  .get('/reset/done', (c) => {
    const text = hostedText(c);
    return sendPage(
      c,
      text.t('resetDoneTitle'),
      html`<p class="notice" role="status">${text.t('resetDone')}</p>`,
      200,
      { text },
    );
  })
  .get('/unblock', (c) => {
    const ctx = c.var.ctx;
    const found = findTicket(ctx, 'unblock', c.req.query('ticket'));
    if (!found) return invalidTicketPage(c, 'unblock');
    const text = hostedText(c);
    const { t } = text;
    const account = found.user.email ?? found.user.username;
    return sendPage(
      c,
      t('unblockTitle'),
      html`<p>${account ? t('unblockText', { account }) : t('unblockTextNoName')}</p>
        <form method="post" action="/lo/unblock">
          <input type="hidden" name="ticket" value="${found.ticket.ticket}" />
          <button type="submit">${t('unblockSubmit')}</button>
        </form>`,
      200,
      { text },
    );
  })
  .post('/unblock', async (c) => {
    const ctx = c.var.ctx;
    const found = findTicket(ctx, 'unblock', (await formFields(c))['ticket']);
    if (!found) return invalidTicketPage(c, 'unblock');
    found.user.brute_force_blocked = false;
    found.user.failed_logins = 0;
    found.user.updated_at = new Date(ctx.now() * 1000).toISOString();
    consumeTicket(ctx, found.ticket);
    return c.redirect(UNBLOCK_DONE_PATH, 303);
  })
  .get('/unblock/done', (c) => {
    const text = hostedText(c);
    return sendPage(
      c,
      text.t('unblockDoneTitle'),
      html`<p class="notice" role="status">${text.t('unblockDone')}</p>`,
      200,
      { text },
    );
  });

/**
 * Mounted at `/u/email-verification`: opening the link of a sign-up's verification e-mail verifies the
 * address (as the real service's link does, without a further click). From the lookup to the spend
 * nothing is awaited, so two opens at once verify once and show the second the used-link page.
 */
export const verifyEmailPage = new Hono<Env>().get('/', (c) => {
  const ctx = c.var.ctx;
  const found = findTicket(ctx, 'email-verification', c.req.query('ticket'));
  if (!found) return invalidTicketPage(c, 'email-verification');
  const { ticket, user } = found;
  consumeTicket(ctx, ticket);
  user.email_verified = true;
  user.updated_at = new Date(ctx.now() * 1000).toISOString();
  const text = hostedText(c);
  return sendPage(
    c,
    text.t('verifiedTitle'),
    html`<p class="notice" role="status">${text.t('verifiedText', { email: user.email ?? '' })}</p>
      <p>${text.t('verifiedClose')}</p>`,
    200,
    { text },
  );
});
