// The dev inbox's user view: `GET /_dev/users`, every user of the tenant with their connection, state,
// organizations, passkeys (name, when added and last used, RP ID, device type) and second factors
// (authenticator app, recovery code; set up or being set up), so a developer sees what a sign-up or an
// enrolment stored; then the organizations with their members, the members' roles and the pending
// invitations. Read only; the values are escaped by hono/html.
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Env, ServiceContext } from '../context.js';
import type { MfaFactor, Passkey, User } from '../tenant.js';
import { pageStyle, sendPage } from '../lib/html-response.js';
import { factorsOf } from '../mfa/factors.js';
import { invitationLive, membersOf, organizationsOf } from '../organizations.js';
import type { Organization } from '../organizations.js';
import { findRole } from '../roles.js';

function passkeyList(passkeys: readonly Passkey[]) {
  if (!passkeys.length) return html`<span class="muted">none</span>`;
  return html`<ul>
    ${passkeys.map(
      (passkey) =>
        html`<li>
          <strong>${passkey.name ?? 'Passkey'}</strong> <code>${passkey.id}</code> · RP ID
          <code>${passkey.rp_id}</code> · ${passkey.device_type === 'multiDevice' ? 'synced' : 'this device'}
          · added <time datetime="${passkey.created_at}">${passkey.created_at}</time>
          ${
            passkey.last_auth_at
              ? html`· last used <time datetime="${passkey.last_auth_at}">${passkey.last_auth_at}</time>`
              : ''
          }
        </li>`,
    )}
  </ul>`;
}

// Tables of up to seven columns: wider than the layout's reading width, lists without their indent; on a
// narrow screen each scrolls sideways (a focusable region) instead of breaking words letter by letter.
const USERS_STYLE = pageStyle(`
main { max-width: 72rem; }
td ul { margin: 0; padding-left: 1rem; }
.scroll { overflow-x: auto; }
.scroll + .scroll { margin-top: 2rem; }
.scroll table { min-width: 48rem; }
.scroll caption { text-align: left; }
.scroll th, .scroll td { overflow-wrap: normal; }
.scroll code { overflow-wrap: normal; white-space: nowrap; }
`);

const FACTOR_NAMES: Readonly<Record<MfaFactor['type'], string>> = {
  totp: 'Authenticator app',
  'recovery-code': 'Recovery code',
};

function factorList(factors: readonly MfaFactor[]) {
  if (!factors.length) return html`<span class="muted">none</span>`;
  return html`<ul>
    ${factors.map(
      (factor) =>
        html`<li>
          <strong>${FACTOR_NAMES[factor.type]}</strong>
          ${factor.confirmed ? '' : html`<span class="muted">(being set up)</span>`}
          ${
            factor.last_auth_at
              ? html`· last used <time datetime="${factor.last_auth_at}">${factor.last_auth_at}</time>`
              : ''
          }
        </li>`,
    )}
  </ul>`;
}

function usersBody(ctx: ServiceContext) {
  const { users, passkeys } = ctx.store.data;
  const row = (user: User) =>
    html`<tr>
      <th scope="row">${user.email ?? user.username ?? user.phone_number ?? user.user_id}</th>
      <td><code>${user.user_id}</code></td>
      <td>${user.identities.map((identity) => identity.connection).join(', ')}</td>
      <td>${user.blocked ? 'blocked' : user.brute_force_blocked ? 'locked (brute force)' : 'active'}</td>
      <td class="orgs">
        ${organizationsOf(ctx.store.data, user.user_id)
          .map((org) => org.name)
          .join(', ')}
      </td>
      <td>${passkeyList(passkeys.filter((passkey) => passkey.user_id === user.user_id))}</td>
      <td>${factorList(factorsOf(ctx, user))}</td>
    </tr>`;
  return html`<p class="muted"><a href="/">Home</a> · <a href="/_dev/inbox">Dev inbox</a></p>
    <div class="scroll" tabindex="0" role="region" aria-label="Users">
      <table>
        <caption>
          ${users.length} users
        </caption>
        <tr>
          <th scope="col">User</th>
          <th scope="col">ID</th>
          <th scope="col">Connections</th>
          <th scope="col">State</th>
          <th scope="col">Organizations</th>
          <th scope="col">Passkeys</th>
          <th scope="col">Second factors</th>
        </tr>
        ${users.map(row)}
      </table>
    </div>
    ${organizationsTable(ctx)}`;
}

function memberList(ctx: ServiceContext, org: Organization) {
  const members = membersOf(ctx.store.data, org.id);
  if (!members.length) return html`<span class="muted">none</span>`;
  return html`<ul>
    ${members.map((member) => {
      const user = ctx.findUserById(member.user_id);
      const roles = member.roles.map((id) => findRole(ctx.store.data, id)?.name ?? id);
      return html`<li>
        ${user?.email ?? member.user_id}
        ${roles.length ? html`<span class="muted">(${roles.join(', ')})</span>` : ''}
      </li>`;
    })}
  </ul>`;
}

function invitationList(ctx: ServiceContext, org: Organization) {
  const now = ctx.now();
  const pending = ctx.store.data.invitations.filter(
    (invitation) => invitation.organization_id === org.id && invitationLive(invitation, now),
  );
  if (!pending.length) return html`<span class="muted">none</span>`;
  return html`<ul>
    ${pending.map(
      (invitation) =>
        html`<li>
          ${invitation.invitee.email} · until
          <time datetime="${invitation.expires_at}">${invitation.expires_at}</time>
        </li>`,
    )}
  </ul>`;
}

function organizationsTable(ctx: ServiceContext) {
  const { organizations } = ctx.store.data;
  return html`<div class="scroll" tabindex="0" role="region" aria-label="Organizations">
    <table>
      <caption>
        ${organizations.length} organizations
      </caption>
      <tr>
        <th scope="col">Organization</th>
        <th scope="col">ID</th>
        <th scope="col">Members (roles)</th>
        <th scope="col">Pending invitations</th>
      </tr>
      ${organizations.map(
        (org) =>
          html`<tr>
            <th scope="row">${org.display_name ?? org.name} <span class="muted">${org.name}</span></th>
            <td><code>${org.id}</code></td>
            <td>${memberList(ctx, org)}</td>
            <td>${invitationList(ctx, org)}</td>
          </tr>`,
      )}
    </table>
  </div>`;
}

/** The user view (joined at `/_dev/users` in app.ts). */
export const devUsers = new Hono<Env>().get('/', (c) =>
  sendPage(c, 'Users', usersBody(c.var.ctx), 200, { style: USERS_STYLE }),
);
