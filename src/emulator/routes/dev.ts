// Developer conveniences of the local identity service:
//   GET  /                    home page: where things are, the demo client and user
//   GET  /_dev/inbox          every e-mail and SMS the service "sent", newest first (refreshes itself)
//   GET  /_dev/api/messages   the same as JSON; ?to= (case-insensitive) and ?kind= filter
//   POST /_dev/api/reset      restores the seeded tenant (204); POST /_dev/reset does it from the inbox page
// /_dev/api/* answers CORS requests from the Allowed Web Origins, so browser tests can read codes.
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { EmulatorContext } from '../context.js';
import { DEMO_CLIENT_ID, DEMO_USER } from '../seed.js';
import type { Message } from '../tenant.js';
import { pageStyle, sendPage } from './html-response.js';
import { isAllowedWebOrigin, webOriginCors } from './cors.js';

const INBOX_REFRESH_SECONDS = 3;
const INBOX_STYLE = pageStyle(`
main { max-width: 48rem; }
ol.inbox { list-style: none; padding: 0; display: grid; gap: 1rem; }
ol.inbox article { border: 1px solid GrayText; border-radius: .5rem; padding: .75rem 1rem; }
ol.inbox h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
.code { font: 700 2.25rem/1.2 ui-monospace, monospace; letter-spacing: .2em; margin: .5rem 0; }
pre { white-space: pre-wrap; font-size: .9rem; }
`);

export function filterMessages(messages: readonly Message[], to?: string, kind?: string): Message[] {
  const wanted = to?.trim().toLowerCase();
  return messages
    .filter((message) => !wanted || message.to.toLowerCase() === wanted)
    .filter((message) => !kind || message.kind === kind)
    .map((message) => ({ ...message }));
}

function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

function inboxBody(messages: readonly Message[]) {
  const list = messages.length
    ? html`<ol class="inbox" reversed>
        ${messages.map(
          (message) =>
            html`<li>
              <article aria-label="${message.subject}">
                <h2>${message.subject}</h2>
                <p class="muted">
                  ${message.channel === 'sms' ? 'SMS' : 'E-mail'} to <strong>${message.to}</strong> ·
                  <code>${message.kind}</code> ·
                  <time datetime="${message.created_at}">${message.created_at}</time>
                </p>
                ${message.code ? html`<p class="code" aria-label="Code">${message.code}</p>` : ''}
                ${
                  message.link && isWebLink(message.link)
                    ? html`<p><a href="${message.link}">${message.link}</a></p>`
                    : ''
                }
                <pre>${message.text}</pre>
              </article>
            </li>`,
        )}
      </ol>`
    : html`<p class="notice">
        No messages yet. Codes, magic links, password-reset and unblock links appear here.
      </p>`;
  return html`<meta http-equiv="refresh" content="${INBOX_REFRESH_SECONDS}" />
    <p class="muted">Refreshes every ${INBOX_REFRESH_SECONDS} seconds. <a href="/">Home</a></p>
    <form method="post" action="/_dev/reset">
      <button type="submit">Reset the tenant to its seeded state</button>
    </form>
    ${list}`;
}

function homeBody(ctx: EmulatorContext) {
  const clients = ctx.store.data.clients;
  return html`<p>
      A local identity service speaking the browser API of the hosted service, for development and tests.
    </p>
    <ul>
      <li><a href="/_dev/inbox">Dev inbox</a>: the e-mails and SMS the service sent</li>
      <li><a href="/.well-known/openid-configuration">OpenID Connect discovery document</a></li>
      <li><a href="/.well-known/jwks.json">Signing keys (JWKS)</a></li>
    </ul>
    <h2>Demo tenant</h2>
    <table>
      <tr>
        <th scope="row">Domain</th>
        <td><code>${ctx.origin()}</code></td>
      </tr>
      <tr>
        <th scope="row">Client ID</th>
        <td><code>${DEMO_CLIENT_ID}</code></td>
      </tr>
      <tr>
        <th scope="row">Demo user</th>
        <td><code>${DEMO_USER.email}</code> / <code>${DEMO_USER.password}</code></td>
      </tr>
      <tr>
        <th scope="row">Management API audience</th>
        <td><code>${ctx.managementAudience()}</code></td>
      </tr>
    </table>
    <h2>Clients</h2>
    <ul>
      ${clients.map(
        (client) =>
          html`<li>
            <code>${client.client_id}</code> (${client.name}), web origins:
            ${client.web_origins.length ? client.web_origins.join(', ') : 'none'}
          </li>`,
      )}
    </ul>`;
}

/** Refuses a browser request from an origin that is neither this service nor an allowed web origin. */
function isTrustedCaller(c: Context, ctx: EmulatorContext): boolean {
  const origin = c.req.header('Origin');
  return origin === undefined || origin === ctx.origin() || isAllowedWebOrigin(ctx, origin);
}

export function mountDevRoutes(app: Hono, ctx: EmulatorContext): void {
  app.use('/_dev/api/*', webOriginCors(ctx, { perClient: false, allowMethods: ['GET', 'POST'] }));

  app.get('/', (c) => sendPage(c, 'Local identity service', homeBody(ctx)));

  app.get('/_dev/inbox', (c) =>
    sendPage(c, 'Dev inbox', inboxBody(ctx.store.data.messages), 200, INBOX_STYLE),
  );

  app.get('/_dev/api/messages', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(filterMessages(ctx.store.data.messages, c.req.query('to'), c.req.query('kind')));
  });

  app.post('/_dev/api/reset', async (c) => {
    if (!isTrustedCaller(c, ctx)) return c.text('This origin may not reset the tenant.', 403);
    await ctx.store.reset();
    return c.body(null, 204);
  });

  app.post('/_dev/reset', async (c) => {
    if (!isTrustedCaller(c, ctx)) return c.text('This origin may not reset the tenant.', 403);
    await ctx.store.reset();
    return c.redirect('/_dev/inbox', 303);
  });
}
