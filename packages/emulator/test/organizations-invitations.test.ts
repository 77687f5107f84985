// The Management API's organization invitations (/api/v2/organizations/{id}/invitations): create (the
// invitation link from the client's login route, the e-mail in the dev inbox unless turned off), list,
// read, delete, expiry. Over HTTP against a running service with a test clock.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEMO_CLIENT_ID,
  expectManagementError,
  readInbox,
  TestClock,
  uniqueEmail,
  useTestService,
} from './helpers.js';
import { callManagement, empty, json } from './management-helpers.js';
import type { CallOptions } from './management-helpers.js';

const clock = new TestClock();
const service = useTestService({ host: '127.0.0.1', now: clock.now });
const call = (path: string, options?: CallOptions) => callManagement(service(), path, options);

const ACME = 'org_acme0demo0seed01';
const ADMIN_ROLE = 'rol_acme0admin00001';
const SCOPE = 'read:organization_invitations create:organization_invitations delete:organization_invitations';
const BASE = `/organizations/${ACME}/invitations`;

interface Invitation {
  id: string;
  organization_id: string;
  inviter: { name: string };
  invitee: { email: string };
  client_id: string;
  connection_id?: string;
  roles: string[];
  ticket_id: string;
  invitation_url: string;
  created_at: string;
  expires_at: string;
}

async function invite(
  body: Record<string, unknown> = {},
  email = uniqueEmail('invitee'),
): Promise<Invitation> {
  const response = await call(BASE, {
    method: 'POST',
    scope: SCOPE,
    body: { inviter: { name: 'Dana' }, invitee: { email }, client_id: DEMO_CLIENT_ID, ...body },
  });
  return json<Invitation>(response, 201);
}

describe('organization invitations', () => {
  it('creates an invitation: uinv_ id, ticket, the link from the login route, 7 days by default', async () => {
    const email = uniqueEmail('invitee');
    const invitation = await invite({ roles: [ADMIN_ROLE] }, email);
    assert.match(invitation.id, /^uinv_[A-Za-z0-9]{16}$/);
    assert.ok(invitation.ticket_id.length >= 20);
    const url = new URL(invitation.invitation_url);
    assert.equal(`${url.origin}${url.pathname}`, 'http://localhost:5173/');
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      invitation: invitation.ticket_id,
      organization: ACME,
      organization_name: 'acme',
    });
    assert.deepEqual(
      { ...invitation, id: '', ticket_id: '', invitation_url: '', created_at: '', expires_at: '' },
      {
        id: '',
        organization_id: ACME,
        inviter: { name: 'Dana' },
        invitee: { email },
        client_id: DEMO_CLIENT_ID,
        roles: [ADMIN_ROLE],
        ticket_id: '',
        invitation_url: '',
        created_at: '',
        expires_at: '',
      },
    );
    const lifetime = Date.parse(invitation.expires_at) - Date.parse(invitation.created_at);
    assert.equal(lifetime, 7 * 24 * 3600 * 1000);
    assert.deepEqual(await json(await call(`${BASE}/${invitation.id}`, { scope: SCOPE })), invitation);
  });

  it('sends the invitee an e-mail with the link, unless send_invitation_email is false', async () => {
    const email = uniqueEmail('mailed');
    const invitation = await invite({}, email);
    const [message] = await readInbox(service().url, { to: email, kind: 'invitation' });
    assert.ok(message);
    assert.equal(message.link, invitation.invitation_url);
    assert.match(message.subject, /Acme Inc\./);
    assert.match(message.text, /Dana/);
    const quiet = uniqueEmail('quiet');
    await invite({ send_invitation_email: false }, quiet);
    assert.deepEqual(await readInbox(service().url, { to: quiet }), []);
  });

  it('takes ttl_sec (at most 30 days) and connection_id', async () => {
    const connection = service().store.data.connections[0];
    assert.ok(connection);
    const invitation = await invite({ ttl_sec: 3600, connection_id: connection.id });
    assert.equal(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at), 3600 * 1000);
    assert.equal(invitation.connection_id, connection.id);
    await expectManagementError(
      await call(BASE, {
        method: 'POST',
        scope: SCOPE,
        body: {
          inviter: { name: 'D' },
          invitee: { email: uniqueEmail('x') },
          client_id: DEMO_CLIENT_ID,
          ttl_sec: 2592001,
        },
      }),
      400,
      'invalid_body',
    );
  });

  it('refuses bad bodies, unknown clients, roles and connections, a client without a login route', async () => {
    const valid = { inviter: { name: 'D' }, invitee: { email: uniqueEmail('x') }, client_id: DEMO_CLIENT_ID };
    const bad: Record<string, unknown>[] = [
      { ...valid, inviter: undefined },
      { ...valid, invitee: { email: 'not-an-address' } },
      { ...valid, client_id: undefined },
      { ...valid, roles: 'admin' },
      { ...valid, extra: true },
      { ...valid, send_invitation_email: 'no' },
    ];
    for (const body of bad) {
      await expectManagementError(
        await call(BASE, { method: 'POST', scope: SCOPE, body }),
        400,
        'invalid_body',
      );
    }
    await expectManagementError(
      await call(BASE, { method: 'POST', scope: SCOPE, body: { ...valid, client_id: 'nothing' } }),
      404,
      'inexistent_client',
    );
    await expectManagementError(
      await call(BASE, { method: 'POST', scope: SCOPE, body: { ...valid, roles: ['rol_nothing'] } }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call(BASE, { method: 'POST', scope: SCOPE, body: { ...valid, connection_id: 'con_nothing' } }),
      404,
      'inexistent_connection',
    );
    service().store.data.clients.push({
      client_id: 'no-login-route',
      name: 'No login route',
      callbacks: [],
      web_origins: [],
      allowed_logout_urls: [],
      cross_origin_auth: false,
      grant_types: ['authorization_code'],
    });
    await expectManagementError(
      await call(BASE, { method: 'POST', scope: SCOPE, body: { ...valid, client_id: 'no-login-route' } }),
      400,
      'invalid_body',
      /initiate_login_uri/,
    );
    await expectManagementError(
      await call('/organizations/org_nothing/invitations', { method: 'POST', scope: SCOPE, body: valid }),
      404,
      'inexistent_organization',
    );
    await expectManagementError(
      await call(BASE, { method: 'POST', scope: 'read:organization_invitations', body: valid }),
      403,
      'insufficient_scope',
    );
  });

  it('lists (newest first, paged), deletes; unknown ids 404', async () => {
    const first = await invite();
    clock.advance(1_000);
    const second = await invite();
    const list = await json<Invitation[]>(await call(BASE, { scope: SCOPE }));
    assert.deepEqual(
      list.map((i) => i.id),
      [second.id, first.id],
    );
    const page = await json<{ invitations: Invitation[]; start: number; limit: number; total: number }>(
      await call(`${BASE}?page=1&per_page=1&include_totals=true`, { scope: SCOPE }),
    );
    assert.deepEqual(
      { ...page, invitations: page.invitations.map((i) => i.id) },
      { invitations: [first.id], start: 1, limit: 1, total: 2 },
    );
    await empty(await call(`${BASE}/${first.id}`, { method: 'DELETE', scope: SCOPE }));
    await expectManagementError(
      await call(`${BASE}/${first.id}`, { scope: SCOPE }),
      404,
      'inexistent_invitation',
    );
    await expectManagementError(
      await call(`${BASE}/${first.id}`, { method: 'DELETE', scope: SCOPE }),
      404,
      'inexistent_invitation',
    );
    await expectManagementError(
      await call(BASE, { scope: 'create:organization_invitations' }),
      403,
      'insufficient_scope',
    );
  });

  it('an invitation is gone once it expires', async () => {
    const invitation = await invite({ ttl_sec: 60 });
    clock.advance(61_000);
    await expectManagementError(
      await call(`${BASE}/${invitation.id}`, { scope: SCOPE }),
      404,
      'inexistent_invitation',
    );
    const list = await json<Invitation[]>(await call(BASE, { scope: SCOPE }));
    assert.ok(!list.some((i) => i.id === invitation.id));
  });
});
