// Developer conveniences of the local identity service:
//   GET  /                    home page: where things are, the demo client and users, the MFA policy, the
//                             enterprise connections and their domains (never a secret) (and an empty favicon)
//   GET  /_dev/inbox          every e-mail and SMS the service "sent", newest first (updates in place: a
//                             small script polls the page and swaps the list when it changed)
//                             and, above them, the current code of every user's authenticator app (the dev
//                             machine is the authenticator app of the seeded and enrolled users)
//   GET  /_dev/api/messages   the same as JSON; ?to= (case-insensitive) and ?kind= filter
//   GET  /_dev/api/authenticators  the current authenticator-app codes as JSON; ?to= filter
//   POST /_dev/api/reset      restores the seeded tenant (204)
//   GET  /_dev/reset          asks to confirm the reset; its form POSTs /_dev/reset (back to the inbox)
// /_dev/api/* answers CORS requests from the Allowed Web Origins, so browser tests can read codes.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Env, ServiceContext } from '../context.js';
import { DEMO_CLIENT_ID, DEMO_USER, MFA_DEMO_USER } from '../seed.js';
import { currentTotpCode, factorsOf, mfaPolicy } from '../mfa/factors.js';
import type { Message } from '../tenant.js';
import { connectionDomains, isEnterprise } from '../enterprise.js';
import { inlineScript } from '../lib/page-layout.js';
import { pageStyle, sendPage } from '../lib/html-response.js';
import { isAllowedWebOrigin, webOriginCors } from '../lib/cors.js';

const INBOX_POLL_MS = 2000;
const INBOX_STYLE = pageStyle(`
main { max-width: 48rem; }
ol.inbox { list-style: none; padding: 0; display: grid; gap: 1rem; }
ol.inbox article { border: 1px solid GrayText; border-radius: .5rem; padding: .75rem 1rem; }
ol.inbox h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
ol.inbox a { overflow-wrap: anywhere; }
ul.authenticators { list-style: none; padding: 0; display: grid; gap: .5rem;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
ul.authenticators li { border: 1px solid GrayText; border-radius: .5rem; padding: .5rem .75rem; overflow-wrap: anywhere; }
.code { font: 700 2.25rem/1.2 ui-monospace, monospace; letter-spacing: .2em; margin: .5rem 0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: .9rem; }
`);

// Fetches the inbox page and swaps in its list when its version (count and newest id) changed, and the
// authenticator codes when their time step did: no reload, so focus, scroll and selection stay. The
// fetched page is this service's own, already escaped markup.
const INBOX_SCRIPT = inlineScript(`
(function () {
  var status = document.getElementById('inbox-status');
  function swap(page, id) {
    var fresh = page.getElementById(id);
    var current = document.getElementById(id);
    if (!fresh || !current || fresh.dataset.version === current.dataset.version) return null;
    current.replaceWith(document.importNode(fresh, true));
    return fresh;
  }
  function poll() {
    if (document.hidden) return;
    fetch(location.pathname, { cache: 'no-store', credentials: 'same-origin' })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (text) {
        if (!text) return;
        var page = new DOMParser().parseFromString(text, 'text/html');
        swap(page, 'authenticators');
        var fresh = swap(page, 'inbox');
        if (!fresh) return;
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

/** The authenticator app of each user who has one (confirmed, or being set up), and its code now. */
function authenticatorCodes(ctx: ServiceContext) {
  return ctx.store.data.users.flatMap((user) => {
    const factors = factorsOf(ctx, user).filter((factor) => factor.type === 'totp');
    const code = factors.length ? currentTotpCode(ctx, user) : undefined;
    if (!code) return [];
    const confirmed = factors.some((factor) => factor.confirmed);
    return [{ user, code, confirmed }];
  });
}

function authenticatorsSection(ctx: ServiceContext) {
  const codes = authenticatorCodes(ctx);
  const step = Math.floor(ctx.now() / 30);
  if (!codes.length) return html`<div id="authenticators" data-version="none"></div>`;
  return html`<section
    id="authenticators"
    data-version="${step}:${codes.length}"
    aria-labelledby="codes-title"
  >
    <h2 id="codes-title">Authenticator app codes</h2>
    <p class="muted">
      This machine is the authenticator app of these users: their current code, new every 30 seconds.
    </p>
    <ul class="authenticators">
      ${codes.map(
        ({ user, code, confirmed }) =>
          html`<li>
            <strong>${user.email ?? user.username ?? user.user_id}</strong>
            ${confirmed ? '' : html`<span class="muted">(being set up)</span>`}
            <p class="code" aria-label="Current code for ${user.email ?? user.user_id}">${code}</p>
          </li>`,
      )}
    </ul>
  </section>`;
}

function inboxBody(ctx: ServiceContext, messages: readonly Message[]) {
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
        No messages yet. Codes, magic links, verification, invitation, password-reset and unblock links appear
        here.
      </p>`;
  const version = `${messages.length}:${messages[0]?.id ?? ''}`;
  return html`<p class="muted">
      New messages appear here by themselves. <a href="/">Home</a> · <a href="/_dev/users">Users</a>
      <span id="inbox-status" role="status" class="visually-hidden"></span>
    </p>
    <form method="get" action="/_dev/reset">
      <button type="submit">Reset the tenant to its seeded state…</button>
    </form>
    ${authenticatorsSection(ctx)}
    <div id="inbox" data-version="${version}" data-count="${messages.length}">${list}</div>`;
}

function homeBody(ctx: ServiceContext) {
  const clients = ctx.store.data.clients;
  const enterprise = ctx.store.data.connections.filter(isEnterprise);
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
        <th scope="row">MFA demo user</th>
        <td>
          <code>${MFA_DEMO_USER.email}</code> / <code>${MFA_DEMO_USER.password}</code>; authenticator key
          <code>${MFA_DEMO_USER.totpSecret}</code> (its codes are in the <a href="/_dev/inbox">dev inbox</a>),
          recovery code <code>${MFA_DEMO_USER.recoveryCode}</code>
        </td>
      </tr>
      <tr>
        <th scope="row">MFA policy</th>
        <td><code>${mfaPolicy(ctx)}</code> (<code>--mfa never|enrolled|always</code>)</td>
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
    </ul>
    <h2>Enterprise connections</h2>
    ${
      enterprise.length
        ? html`<p>
              An e-mail at one of these domains signs in at the company's own provider (on the hosted log-in
              page, and in Lock and the elements through <code>/client/{client id}.js</code>).
            </p>
            <ul>
              ${enterprise.map(
                (connection) =>
                  html`<li>
                    <code>${connection.name}</code> (${connection.display_name ?? connection.strategy}):
                    ${connectionDomains(connection).map((d, i) => html`${i ? ', ' : ''}<code>@${d}</code>`)};
                    provider
                    <code>${connection.options.discovery_url ?? connection.options.issuer ?? ''}</code>
                  </li>`,
              )}
            </ul>`
        : html`<p>
            None: create one with <code>POST /api/v2/connections</code> (strategy <code>oidc</code>).
          </p>`
    }`;
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
    sendPage(c, 'Dev inbox', inboxBody(c.var.ctx, c.var.ctx.store.data.messages), 200, {
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
  .get('/_dev/api/authenticators', (c) => {
    c.header('Cache-Control', 'no-store');
    const ctx = c.var.ctx;
    const wanted = c.req.query('to')?.trim().toLowerCase();
    const expiresIn = 30 - (ctx.now() % 30);
    return c.json(
      authenticatorCodes(ctx)
        .filter(({ user }) => !wanted || user.email?.toLowerCase() === wanted)
        .map(({ user, code, confirmed }) => ({
          user_id: user.user_id,
          ...(user.email !== undefined ? { email: user.email } : {}),
          code,
          confirmed,
          expires_in: expiresIn,
        })),
    );
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
