// Developer conveniences of the local identity service:
//   GET  /                    home page: where things are, the demo client and user (and an empty favicon)
//   GET  /_dev/inbox          every e-mail and SMS the service "sent", newest first (updates in place: a
//                             small script polls the page and swaps the list when it changed)
//   GET  /_dev/api/messages   the same as JSON; ?to= (case-insensitive) and ?kind= filter
//   POST /_dev/api/reset      restores the seeded tenant (204)
//   GET  /_dev/reset          asks to confirm the reset; its form POSTs /_dev/reset (back to the inbox)
// /_dev/api/* answers CORS requests from the Allowed Web Origins, so browser tests can read codes.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Env, ServiceContext } from '../context.js';
import { DEMO_CLIENT_ID, DEMO_USER } from '../seed.js';
import type { Message } from '../tenant.js';
import { inlineScript } from '../ui.js';
import { pageStyle, sendPage } from '../lib/html-response.js';
import { isAllowedWebOrigin, webOriginCors } from '../lib/cors.js';

const INBOX_POLL_MS = 2000;
const INBOX_STYLE = pageStyle(`
main { max-width: 48rem; }
ol.inbox { list-style: none; padding: 0; display: grid; gap: 1rem; }
ol.inbox article { border: 1px solid GrayText; border-radius: .5rem; padding: .75rem 1rem; }
ol.inbox h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
ol.inbox a { overflow-wrap: anywhere; }
.code { font: 700 2.25rem/1.2 ui-monospace, monospace; letter-spacing: .2em; margin: .5rem 0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: .9rem; }
`);

// Fetches the inbox page and swaps in its list when its version (count and newest id) changed: no reload,
// so focus, scroll and selection stay. The fetched page is this service's own, already escaped markup.
const INBOX_SCRIPT = inlineScript(`
(function () {
  var status = document.getElementById('inbox-status');
  function poll() {
    if (document.hidden) return;
    fetch(location.pathname, { cache: 'no-store', credentials: 'same-origin' })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (text) {
        if (!text) return;
        var fresh = new DOMParser().parseFromString(text, 'text/html').getElementById('inbox');
        var current = document.getElementById('inbox');
        if (!fresh || !current || fresh.dataset.version === current.dataset.version) return;
        current.replaceWith(document.importNode(fresh, true));
        status.textContent = fresh.dataset.count === '1' ? '1 message' : fresh.dataset.count + ' messages';
      })
      .catch(function () {});
  }
  setInterval(poll, ${INBOX_POLL_MS});
  document.addEventListener('visibilitychange', poll);
})();
`);

function filterMessages(messages: readonly Message[], to?: string, kind?: string): Message[] {
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
  const version = `${messages.length}:${messages[0]?.id ?? ''}`;
  return html`<p class="muted">
      New messages appear here by themselves. <a href="/">Home</a> · <a href="/_dev/users">Users</a>
      <span id="inbox-status" role="status" class="visually-hidden"></span>
    </p>
    <form method="get" action="/_dev/reset">
      <button type="submit">Reset the tenant to its seeded state…</button>
    </form>
    <div id="inbox" data-version="${version}" data-count="${messages.length}">${list}</div>`;
}

function homeBody(ctx: ServiceContext) {
  const clients = ctx.store.data.clients;
  return html`<p>
      A local identity service speaking the browser API of the hosted service, for development and tests.
    </p>
    <ul>
      <li><a href="/_dev/inbox">Dev inbox</a>: the e-mails and SMS the service sent</li>
      <li><a href="/_dev/users">Users</a>: every user, with their passkeys</li>
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
function isTrustedCaller(c: Context, ctx: ServiceContext): boolean {
  // A form on this service's own pages: under `Referrer-Policy: no-referrer` browsers send `Origin: null`
  // with it, but Sec-Fetch-Site (which no page can set) says same-origin.
  if (c.req.header('Sec-Fetch-Site') === 'same-origin') return true;
  const origin = c.req.header('Origin');
  return origin === undefined || origin === ctx.origin() || isAllowedWebOrigin(ctx, origin);
}

/** Mounted at `/`. */
export const dev = new Hono<Env>()
  .use('/_dev/api/*', webOriginCors({ perClient: false, allowMethods: ['GET', 'POST'] }))
  .get('/', (c) => sendPage(c, 'Local identity service', homeBody(c.var.ctx)))
  // Browsers ask every site for one; an empty answer keeps a 404 out of the pages' consoles.
  .get('/favicon.ico', (c) => c.body(null, 204))
  .get('/_dev/inbox', (c) =>
    sendPage(c, 'Dev inbox', inboxBody(c.var.ctx.store.data.messages), 200, {
      style: INBOX_STYLE,
      script: INBOX_SCRIPT,
      connectSelf: true,
    }),
  )
  .get('/_dev/reset', (c) =>
    sendPage(
      c,
      'Reset the tenant?',
      html`<p>
          This deletes every user, session and message created since the start and restores the seeded demo
          tenant. The signing keys stay.
        </p>
        <form method="post" action="/_dev/reset">
          <button type="submit">Reset the tenant</button>
          <a href="/_dev/inbox">Cancel</a>
        </form>`,
    ),
  )
  .get('/_dev/api/messages', (c) => {
    c.header('Cache-Control', 'no-store');
    const messages = c.var.ctx.store.data.messages;
    return c.json(filterMessages(messages, c.req.query('to'), c.req.query('kind')));
  })
  .post('/_dev/api/reset', async (c) => {
    if (!isTrustedCaller(c, c.var.ctx)) return c.text('This origin may not reset the tenant.', 403);
    await c.var.ctx.store.reset();
    return c.body(null, 204);
  })
  .post('/_dev/reset', async (c) => {
    if (!isTrustedCaller(c, c.var.ctx)) return c.text('This origin may not reset the tenant.', 403);
    await c.var.ctx.store.reset();
    return c.redirect('/_dev/inbox', 303);
  });
