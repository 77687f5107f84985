// The Management API's organizations (/api/v2/organizations): create, list (offset and checkpoint paging),
// read by id and by name, update, delete (with its memberships and invitations); members and their roles;
// enabled connections; a user's organizations. Over HTTP against a running service with tokens it issued.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createUser,
  DEMO_USER_ID,
  expectManagementError,
  SAM_USER_ID,
  uniqueEmail,
  useTestService,
} from './helpers.js';
import { callManagement, empty, json } from './management-helpers.js';
import type { CallOptions } from './management-helpers.js';

const service = useTestService({ host: '127.0.0.1' });
const call = (path: string, options?: CallOptions) => callManagement(service(), path, options);

const ACME = 'org_acme0demo0seed01';
const ADMIN_ROLE = 'rol_acme0admin00001';
const MEMBER_ROLE = 'rol_acme0member0001';
const ALL =
  'read:organizations create:organizations update:organizations delete:organizations ' +
  'read:organization_members create:organization_members delete:organization_members ' +
  'read:organization_member_roles create:organization_member_roles delete:organization_member_roles ' +
  'read:organization_connections create:organization_connections update:organization_connections ' +
  'delete:organization_connections read:organization_invitations create:organization_invitations ' +
  'delete:organization_invitations read:users read:connections';

interface Org {
  id: string;
  name: string;
  display_name?: string;
  branding?: unknown;
  metadata?: Record<string, string>;
}

async function createOrg(body: Record<string, unknown>): Promise<Org> {
  return json<Org>(await call('/organizations', { method: 'POST', scope: ALL, body }), 201);
}

function databaseConnectionId(): string {
  const connection = service().store.data.connections.find(
    (c) => c.name === 'Username-Password-Authentication',
  );
  assert.ok(connection);
  return connection.id;
}

describe('organizations', () => {
  it('creates one (id org_…, name lower case) and reads it by id and by name', async () => {
    const body = {
      name: 'globex',
      display_name: 'Globex Corporation',
      branding: {
        logo_url: 'https://example.com/logo.png',
        colors: { primary: '#112233', page_background: '#ffffff' },
      },
      metadata: { tier: 'gold' },
    };
    const created = await createOrg(body);
    assert.match(created.id, /^org_[A-Za-z0-9]{16}$/);
    assert.deepEqual(created, { id: created.id, ...body });
    assert.deepEqual(await json(await call(`/organizations/${created.id}`, { scope: ALL })), created);
    assert.deepEqual(await json(await call('/organizations/name/globex', { scope: ALL })), created);
  });

  it('refuses a bad name (400), a taken one (409), unknown properties (400)', async () => {
    for (const name of ['', 'Upper', 'has space', 'x'.repeat(51), '-leading', 42]) {
      await expectManagementError(
        await call('/organizations', { method: 'POST', scope: ALL, body: { name } }),
        400,
        'invalid_body',
      );
    }
    await expectManagementError(
      await call('/organizations', { method: 'POST', scope: ALL, body: { name: 'acme' } }),
      409,
      'conflict',
      /An organization with this name already exists/,
    );
    await expectManagementError(
      await call('/organizations', { method: 'POST', scope: ALL, body: { name: 'ok', owner: 'me' } }),
      400,
      'invalid_body',
      /owner/,
    );
    await expectManagementError(
      await call('/organizations', { method: 'POST', scope: ALL, body: { name: 'ok', metadata: { n: 1 } } }),
      400,
      'invalid_body',
    );
  });

  it('needs the scopes: 401 without a token, 403 without the scope', async () => {
    await expectManagementError(await call('/organizations'), 401, 'invalid_token');
    await expectManagementError(
      await call('/organizations', { scope: 'read:users' }),
      403,
      'insufficient_scope',
      /read:organizations/,
    );
    await expectManagementError(
      await call('/organizations', { method: 'POST', scope: 'read:organizations', body: { name: 'x' } }),
      403,
      'insufficient_scope',
      /create:organizations/,
    );
    await expectManagementError(
      await call(`/organizations/${ACME}`, { method: 'DELETE', scope: 'update:organizations' }),
      403,
      'insufficient_scope',
    );
  });

  it('answers 404 for an unknown id or name', async () => {
    await expectManagementError(
      await call('/organizations/org_nothing', { scope: ALL }),
      404,
      'inexistent_organization',
      /No organization found by that id or name/,
    );
    await expectManagementError(
      await call('/organizations/name/nothing', { scope: ALL }),
      404,
      'inexistent_organization',
    );
    await expectManagementError(
      await call('/organizations/org_nothing', { method: 'PATCH', scope: ALL, body: { display_name: 'x' } }),
      404,
      'inexistent_organization',
    );
    await expectManagementError(
      await call('/organizations/org_nothing/members', { scope: ALL }),
      404,
      'inexistent_organization',
    );
  });

  it('updates display name, branding, metadata and name; a taken name is 409', async () => {
    const org = await createOrg({ name: 'initech' });
    const updated = await json<Org>(
      await call(`/organizations/${org.id}`, {
        method: 'PATCH',
        scope: ALL,
        body: { display_name: 'Initech', name: 'initech-2', metadata: { a: 'b' } },
      }),
    );
    assert.deepEqual(updated, {
      id: org.id,
      name: 'initech-2',
      display_name: 'Initech',
      metadata: { a: 'b' },
    });
    await expectManagementError(
      await call(`/organizations/${org.id}`, { method: 'PATCH', scope: ALL, body: { name: 'acme' } }),
      409,
      'conflict',
    );
    await expectManagementError(
      await call(`/organizations/${org.id}`, { method: 'PATCH', scope: ALL, body: { id: 'org_x' } }),
      400,
      'invalid_body',
    );
  });

  it('lists with page/per_page/include_totals and with from/take', async () => {
    for (let i = 0; i < 4; i += 1) await createOrg({ name: `paged-${i}` });
    const all = await json<Org[]>(await call('/organizations', { scope: ALL }));
    assert.deepEqual(
      all.map((org) => org.name),
      ['acme', 'paged-0', 'paged-1', 'paged-2', 'paged-3'],
    );
    const page = await json<{ organizations: Org[]; start: number; limit: number; total: number }>(
      await call('/organizations?page=1&per_page=2&include_totals=true', { scope: ALL }),
    );
    assert.deepEqual(
      { ...page, organizations: page.organizations.map((org) => org.name) },
      { organizations: ['paged-1', 'paged-2'], start: 2, limit: 2, total: 5 },
    );
    const names: string[] = [];
    let from: string | undefined;
    for (let round = 0; round < 5; round += 1) {
      const query = `take=2${from ? `&from=${encodeURIComponent(from)}` : ''}`;
      const answer = await json<{ organizations: Org[]; next?: string }>(
        await call(`/organizations?${query}`, { scope: ALL }),
      );
      names.push(...answer.organizations.map((org) => org.name));
      from = answer.next;
      if (!from) break;
    }
    assert.deepEqual(
      names,
      all.map((org) => org.name),
    );
    await expectManagementError(
      await call('/organizations?per_page=101', { scope: ALL }),
      400,
      'invalid_query_string',
    );
    await expectManagementError(
      await call('/organizations?take=0', { scope: ALL }),
      400,
      'invalid_query_string',
    );
  });

  it('deletes an organization with its memberships and invitations', async () => {
    const org = await createOrg({ name: 'doomed' });
    await empty(
      await call(`/organizations/${org.id}/members`, {
        method: 'POST',
        scope: ALL,
        body: { members: [SAM_USER_ID] },
      }),
    );
    await empty(await call(`/organizations/${org.id}`, { method: 'DELETE', scope: ALL }));
    await expectManagementError(
      await call(`/organizations/${org.id}`, { scope: ALL }),
      404,
      'inexistent_organization',
    );
    const data = service().store.data;
    assert.equal(data.organization_members.filter((m) => m.organization_id === org.id).length, 0);
    assert.equal(data.invitations.filter((i) => i.organization_id === org.id).length, 0);
    await expectManagementError(
      await call(`/organizations/${org.id}`, { method: 'DELETE', scope: ALL }),
      404,
      'inexistent_organization',
    );
  });

  it('two creates of one name at once: one 201, one 409', async () => {
    const answers = await Promise.all(
      [0, 1].map(() => call('/organizations', { method: 'POST', scope: ALL, body: { name: 'racing' } })),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409]);
    assert.equal(service().store.data.organizations.filter((org) => org.name === 'racing').length, 1);
  });
});

describe('organization members', () => {
  interface Member {
    user_id: string;
    email: string;
    name: string;
    picture: string;
    roles?: { id: string; name: string }[];
  }

  it('lists the seeded members (with roles when asked for)', async () => {
    const members = await json<Member[]>(await call(`/organizations/${ACME}/members`, { scope: ALL }));
    assert.deepEqual(
      members.map((m) => [m.user_id, m.email]),
      [
        [DEMO_USER_ID, 'demo@example.com'],
        [SAM_USER_ID, 'sam@example.com'],
      ],
    );
    const withRoles = await json<Member[]>(
      await call(`/organizations/${ACME}/members?fields=user_id,roles`, { scope: ALL }),
    );
    assert.deepEqual(withRoles[0], {
      user_id: DEMO_USER_ID,
      roles: [{ id: ADMIN_ROLE, name: 'Organization admin' }],
    });
    const page = await json<{ members: Member[]; next?: string }>(
      await call(`/organizations/${ACME}/members?take=1`, { scope: ALL }),
    );
    assert.equal(page.members.length, 1);
    assert.ok(page.next);
    const rest = await json<{ members: Member[]; next?: string }>(
      await call(`/organizations/${ACME}/members?take=1&from=${encodeURIComponent(page.next)}`, {
        scope: ALL,
      }),
    );
    assert.deepEqual(
      rest.members.map((m) => m.user_id),
      [SAM_USER_ID],
    );
    assert.equal(rest.next, undefined);
  });

  it('adds and removes members; unknown users 400; scopes 403', async () => {
    const user = await createUser(service().url, { email: uniqueEmail('member') });
    await empty(
      await call(`/organizations/${ACME}/members`, {
        method: 'POST',
        scope: ALL,
        body: { members: [user.userId] },
      }),
    );
    const orgs = await json<Org[]>(
      await call(`/users/${encodeURIComponent(user.userId)}/organizations`, { scope: ALL }),
    );
    assert.deepEqual(
      orgs.map((org) => org.id),
      [ACME],
    );
    await empty(
      await call(`/organizations/${ACME}/members`, {
        method: 'DELETE',
        scope: ALL,
        body: { members: [user.userId] },
      }),
    );
    assert.deepEqual(
      await json(await call(`/users/${encodeURIComponent(user.userId)}/organizations`, { scope: ALL })),
      [],
    );
    await expectManagementError(
      await call(`/organizations/${ACME}/members`, {
        method: 'POST',
        scope: ALL,
        body: { members: ['auth0|nobody'] },
      }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call(`/organizations/${ACME}/members`, { method: 'POST', scope: ALL, body: { members: [] } }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call(`/organizations/${ACME}/members`, {
        method: 'POST',
        scope: 'read:organization_members',
        body: { members: [user.userId] },
      }),
      403,
      'insufficient_scope',
    );
  });

  it('many adds of the same user at once make one membership', async () => {
    const user = await createUser(service().url, { email: uniqueEmail('parallel') });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(`/organizations/${ACME}/members`, {
          method: 'POST',
          scope: ALL,
          body: { members: [user.userId] },
        }),
      ),
    );
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([204]));
    const memberships = service().store.data.organization_members.filter((m) => m.user_id === user.userId);
    assert.equal(memberships.length, 1);
  });

  it('member roles: get, add (idempotent), remove; a non-member 404; an unknown role 400', async () => {
    const path = `/organizations/${ACME}/members/${encodeURIComponent(SAM_USER_ID)}/roles`;
    assert.deepEqual(await json(await call(path, { scope: ALL })), [
      { id: MEMBER_ROLE, name: 'Organization member', description: 'Sees an organization and its members' },
    ]);
    await empty(await call(path, { method: 'POST', scope: ALL, body: { roles: [ADMIN_ROLE, MEMBER_ROLE] } }));
    const roles = await json<{ id: string }[]>(await call(path, { scope: ALL }));
    assert.deepEqual(
      roles.map((r) => r.id),
      [MEMBER_ROLE, ADMIN_ROLE],
    );
    await empty(await call(path, { method: 'DELETE', scope: ALL, body: { roles: [MEMBER_ROLE] } }));
    assert.deepEqual(
      (await json<{ id: string }[]>(await call(path, { scope: ALL }))).map((r) => r.id),
      [ADMIN_ROLE],
    );
    await expectManagementError(
      await call(path, { method: 'POST', scope: ALL, body: { roles: ['rol_nothing'] } }),
      400,
      'invalid_body',
    );
    const user = await createUser(service().url, { email: uniqueEmail('outsider') });
    await expectManagementError(
      await call(`/organizations/${ACME}/members/${encodeURIComponent(user.userId)}/roles`, { scope: ALL }),
      404,
      'inexistent_member',
    );
    await expectManagementError(
      await call(path, { scope: 'read:organization_members' }),
      403,
      'insufficient_scope',
    );
  });

  it("a user's organizations need read:organizations; an unknown user is 404", async () => {
    await expectManagementError(
      await call(`/users/${encodeURIComponent(DEMO_USER_ID)}/organizations`, { scope: 'read:users' }),
      403,
      'insufficient_scope',
    );
    await expectManagementError(
      await call('/users/auth0%7Cnobody/organizations', { scope: ALL }),
      404,
      'inexistent_user',
    );
  });

  it('deleting a user removes their memberships', async () => {
    const user = await createUser(service().url, { email: uniqueEmail('leaving') });
    await empty(
      await call(`/organizations/${ACME}/members`, {
        method: 'POST',
        scope: ALL,
        body: { members: [user.userId] },
      }),
    );
    await empty(
      await call(`/users/${encodeURIComponent(user.userId)}`, { method: 'DELETE', scope: 'delete:users' }),
    );
    assert.equal(
      service().store.data.organization_members.filter((m) => m.user_id === user.userId).length,
      0,
    );
    await expectManagementError(
      await call(`/users/${encodeURIComponent(user.userId)}`, { method: 'DELETE', scope: 'delete:users' }),
      404,
      'inexistent_user',
    );
  });
});

describe('organization connections', () => {
  it('lists, adds, reads, patches and removes enabled connections', async () => {
    const org = await createOrg({ name: 'wired' });
    const base = `/organizations/${org.id}/enabled_connections`;
    assert.deepEqual(await json(await call(base, { scope: ALL })), []);
    const id = databaseConnectionId();
    const added = await json(
      await call(base, {
        method: 'POST',
        scope: ALL,
        body: { connection_id: id, assign_membership_on_login: true },
      }),
      201,
    );
    const expected = {
      connection_id: id,
      assign_membership_on_login: true,
      is_signup_enabled: false,
      show_as_button: true,
      connection: { name: 'Username-Password-Authentication', strategy: 'auth0' },
    };
    assert.deepEqual(added, expected);
    assert.deepEqual(await json(await call(`${base}/${id}`, { scope: ALL })), expected);
    assert.deepEqual(await json(await call(base, { scope: ALL })), [expected]);
    const patched = await json(
      await call(`${base}/${id}`, {
        method: 'PATCH',
        scope: ALL,
        body: { is_signup_enabled: true, show_as_button: false },
      }),
    );
    assert.deepEqual(patched, { ...expected, is_signup_enabled: true, show_as_button: false });
    await expectManagementError(
      await call(base, { method: 'POST', scope: ALL, body: { connection_id: id } }),
      409,
      'conflict',
    );
    await expectManagementError(
      await call(base, { method: 'POST', scope: ALL, body: { connection_id: 'con_nothing' } }),
      404,
      'inexistent_connection',
    );
    await expectManagementError(
      await call(base, { method: 'POST', scope: ALL, body: { assign_membership_on_login: true } }),
      400,
      'invalid_body',
    );
    await empty(await call(`${base}/${id}`, { method: 'DELETE', scope: ALL }));
    await expectManagementError(await call(`${base}/${id}`, { scope: ALL }), 404, 'inexistent_connection');
    await expectManagementError(await call(base, { scope: 'read:organizations' }), 403, 'insufficient_scope');
  });
});

describe('the dev user view', () => {
  it('/_dev/users shows the organizations with their members, roles and pending invitations', async () => {
    const response = await fetch(`${service().url}/_dev/users`);
    assert.equal(response.status, 200);
    const page = await response.text();
    assert.match(page, /<caption>\s*1 organizations?\s*<\/caption>/);
    assert.match(page, /Acme Inc\./);
    assert.match(page, new RegExp(ACME));
    assert.match(page, /<li>\s*demo@example\.com\s*<span class="muted">\(Organization admin\)<\/span>/);
    assert.match(page, /sam@example\.com/);
    // A user's row names their organizations.
    assert.match(page, /<td class="orgs">\s*acme\s*<\/td>/);
  });
});
