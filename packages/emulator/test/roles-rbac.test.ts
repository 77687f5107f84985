// Roles and permissions (RBAC): the Management API's roles (/api/v2/roles), their permissions and users, a
// user's roles (/api/v2/users/{id}/roles), and what an API with `enforce_policies` puts in its access tokens
// (only the requested scopes the user's roles grant; `permissions` with the `access_token_authz` dialect).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { grantedPermissions } from '../src/roles.js';
import {
  APP_ORIGIN,
  createUser,
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  expectManagementError,
  jwtPayload,
  PASSWORD_REALM,
  SAM_USER_ID,
  uniqueEmail,
  useTestService,
} from './helpers.js';
import type { CreatedUser } from './helpers.js';
import { callManagement, empty, json } from './management-helpers.js';
import type { CallOptions } from './management-helpers.js';

const service = useTestService({ host: '127.0.0.1' });
const call = (path: string, options?: CallOptions) => callManagement(service(), path, options);

const SCOPE =
  'read:roles create:roles update:roles delete:roles read:role_members create:role_members ' +
  'delete:role_members read:users update:users update:resource_servers read:resource_servers';
const DEMO_API = 'https://api.example.com';
const ACME = 'org_acme0demo0seed01';

interface Role {
  id: string;
  name: string;
  description: string;
}

async function createRole(name: string, description = ''): Promise<Role> {
  return json<Role>(await call('/roles', { method: 'POST', scope: SCOPE, body: { name, description } }), 200);
}

function permissions(...names: string[]) {
  return {
    permissions: names.map((permission_name) => ({ resource_server_identifier: DEMO_API, permission_name })),
  };
}

async function tokenFor(
  user: CreatedUser,
  scope: string,
  audience = DEMO_API,
): Promise<Record<string, string>> {
  const response = await fetch(`${service().url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
    body: JSON.stringify({
      grant_type: PASSWORD_REALM,
      client_id: DEMO_CLIENT_ID,
      username: user.email,
      password: user.password,
      realm: 'Username-Password-Authentication',
      audience,
      scope,
    }),
  });
  return json<Record<string, string>>(response);
}

describe('roles', () => {
  it('creates (rol_ id), reads, lists, updates and deletes roles', async () => {
    const role = await createRole('Reporter', 'Reads reports');
    assert.match(role.id, /^rol_[A-Za-z0-9]{16}$/);
    assert.deepEqual(role, { id: role.id, name: 'Reporter', description: 'Reads reports' });
    assert.deepEqual(await json(await call(`/roles/${role.id}`, { scope: SCOPE })), role);
    const list = await json<Role[]>(await call('/roles', { scope: SCOPE }));
    assert.deepEqual(
      list.map((r) => r.name),
      ['Organization admin', 'Organization member', 'Reporter'],
    );
    const filtered = await json<{ roles: Role[]; total: number }>(
      await call('/roles?name_filter=report&include_totals=true', { scope: SCOPE }),
    );
    assert.deepEqual([filtered.roles.map((r) => r.id), filtered.total], [[role.id], 1]);
    const updated = await json(
      await call(`/roles/${role.id}`, {
        method: 'PATCH',
        scope: SCOPE,
        body: { description: 'Reads every report' },
      }),
    );
    assert.deepEqual(updated, { ...role, description: 'Reads every report' });
    await empty(await call(`/roles/${role.id}`, { method: 'DELETE', scope: SCOPE }));
    await expectManagementError(await call(`/roles/${role.id}`, { scope: SCOPE }), 404, 'inexistent_role');
  });

  it('refuses bad bodies (400), a taken name (409), missing scopes (403), unknown ids (404)', async () => {
    await expectManagementError(
      await call('/roles', { method: 'POST', scope: SCOPE, body: {} }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call('/roles', { method: 'POST', scope: SCOPE, body: { name: 'x', colour: 'red' } }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call('/roles', { method: 'POST', scope: SCOPE, body: { name: 'organization ADMIN' } }),
      409,
      'conflict',
    );
    await expectManagementError(
      await call('/roles', { scope: 'read:users' }),
      403,
      'insufficient_scope',
      /read:roles/,
    );
    await expectManagementError(
      await call('/roles', { method: 'POST', scope: 'read:roles', body: { name: 'y' } }),
      403,
      'insufficient_scope',
    );
    await expectManagementError(
      await call('/roles/rol_nothing/permissions', { scope: SCOPE }),
      404,
      'inexistent_role',
    );
  });

  it('adds, lists and removes permissions; an undefined permission is 400', async () => {
    const role = await createRole('Writer');
    await empty(
      await call(`/roles/${role.id}/permissions`, {
        method: 'POST',
        scope: SCOPE,
        body: permissions('read:reports', 'write:reports'),
      }),
      201,
    );
    const listed = await json(await call(`/roles/${role.id}/permissions`, { scope: SCOPE }));
    assert.deepEqual(listed, [
      {
        resource_server_identifier: DEMO_API,
        permission_name: 'read:reports',
        resource_server_name: 'Demo API',
        description: 'Read reports',
      },
      {
        resource_server_identifier: DEMO_API,
        permission_name: 'write:reports',
        resource_server_name: 'Demo API',
        description: 'Create and change reports',
      },
    ]);
    await empty(
      await call(`/roles/${role.id}/permissions`, {
        method: 'DELETE',
        scope: SCOPE,
        body: permissions('write:reports'),
      }),
    );
    const after = await json<{ permission_name: string }[]>(
      await call(`/roles/${role.id}/permissions`, { scope: SCOPE }),
    );
    assert.deepEqual(
      after.map((p) => p.permission_name),
      ['read:reports'],
    );
    await expectManagementError(
      await call(`/roles/${role.id}/permissions`, {
        method: 'POST',
        scope: SCOPE,
        body: permissions('delete:everything'),
      }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call(`/roles/${role.id}/permissions`, {
        method: 'POST',
        scope: SCOPE,
        body: { permissions: [{ resource_server_identifier: 'https://nowhere', permission_name: 'x' }] },
      }),
      404,
      'inexistent_resource_server',
    );
  });

  it("assigns roles to users both ways, lists a role's users and a user's roles, removes them", async () => {
    const role = await createRole('Auditor');
    await empty(
      await call(`/roles/${role.id}/users`, { method: 'POST', scope: SCOPE, body: { users: [SAM_USER_ID] } }),
      200,
    );
    await empty(
      await call(`/users/${encodeURIComponent(DEMO_USER_ID)}/roles`, {
        method: 'POST',
        scope: SCOPE,
        body: { roles: [role.id] },
      }),
    );
    const users = await json<{ user_id: string; email: string }[]>(
      await call(`/roles/${role.id}/users`, { scope: SCOPE }),
    );
    assert.deepEqual(users.map((u) => u.user_id).sort(), [DEMO_USER_ID, SAM_USER_ID].sort());
    assert.deepEqual(
      await json(await call(`/users/${encodeURIComponent(SAM_USER_ID)}/roles`, { scope: SCOPE })),
      [role],
    );
    await empty(
      await call(`/users/${encodeURIComponent(SAM_USER_ID)}/roles`, {
        method: 'DELETE',
        scope: SCOPE,
        body: { roles: [role.id] },
      }),
    );
    assert.deepEqual(
      await json(await call(`/users/${encodeURIComponent(SAM_USER_ID)}/roles`, { scope: SCOPE })),
      [],
    );
    await expectManagementError(
      await call(`/users/${encodeURIComponent(SAM_USER_ID)}/roles`, {
        method: 'POST',
        scope: SCOPE,
        body: { roles: ['rol_nothing'] },
      }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call('/users/auth0%7Cnobody/roles', { method: 'POST', scope: SCOPE, body: { roles: [role.id] } }),
      404,
      'inexistent_user',
    );
    await expectManagementError(
      await call(`/users/${encodeURIComponent(SAM_USER_ID)}/roles`, { scope: 'read:users' }),
      403,
      'insufficient_scope',
    );
  });

  it('parallel assignments of roles to one user keep every role once', async () => {
    const roles = await Promise.all(['p1', 'p2', 'p3', 'p4'].map((name) => createRole(name)));
    const path = `/users/${encodeURIComponent(SAM_USER_ID)}/roles`;
    const answers = await Promise.all(
      [...roles, ...roles].map((role) =>
        call(path, { method: 'POST', scope: SCOPE, body: { roles: [role.id] } }),
      ),
    );
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([204]));
    const held = await json<Role[]>(await call(path, { scope: SCOPE }));
    assert.deepEqual(held.map((r) => r.id).sort(), roles.map((r) => r.id).sort());
  });

  it('deleting a role takes it from its holders', async () => {
    const role = await createRole('Short-lived');
    await empty(
      await call(`/users/${encodeURIComponent(SAM_USER_ID)}/roles`, {
        method: 'POST',
        scope: SCOPE,
        body: { roles: [role.id] },
      }),
    );
    await empty(await call(`/roles/${role.id}`, { method: 'DELETE', scope: SCOPE }));
    assert.deepEqual(
      await json(await call(`/users/${encodeURIComponent(SAM_USER_ID)}/roles`, { scope: SCOPE })),
      [],
    );
  });
});

describe('RBAC in access tokens', () => {
  async function enforce(body: Record<string, unknown>): Promise<void> {
    await json(await call('/resource-servers/rs_demo_api', { method: 'PATCH', scope: SCOPE, body }));
  }

  it('without enforce_policies the demo API grants any requested scope it defines (as before)', async () => {
    const user = await createUser(service().url, { email: uniqueEmail('plain') });
    const tokens = await tokenFor(user, 'openid read:reports write:reports');
    assert.equal(tokens.scope, 'openid read:reports write:reports');
    assert.equal(jwtPayload(tokens.access_token ?? '').permissions, undefined);
  });

  it('with enforce_policies only the scopes the roles grant; access_token_authz adds permissions', async () => {
    const user = await createUser(service().url, { email: uniqueEmail('rbac') });
    await enforce({ enforce_policies: true });
    const resource = await json<Record<string, unknown>>(
      await call('/resource-servers/rs_demo_api', { scope: SCOPE }),
    );
    assert.equal(resource.enforce_policies, true);
    assert.equal(resource.token_dialect, 'access_token');
    let tokens = await tokenFor(user, 'openid read:reports write:reports');
    assert.equal(tokens.scope, 'openid');
    const role = await createRole('Report reader');
    await empty(
      await call(`/roles/${role.id}/permissions`, {
        method: 'POST',
        scope: SCOPE,
        body: permissions('read:reports'),
      }),
      201,
    );
    await empty(
      await call(`/users/${encodeURIComponent(user.userId)}/roles`, {
        method: 'POST',
        scope: SCOPE,
        body: { roles: [role.id] },
      }),
    );
    tokens = await tokenFor(user, 'openid read:reports write:reports');
    assert.equal(tokens.scope, 'openid read:reports');
    assert.equal(jwtPayload(tokens.access_token ?? '').scope, 'openid read:reports');
    assert.equal(jwtPayload(tokens.access_token ?? '').permissions, undefined);
    await enforce({ token_dialect: 'access_token_authz' });
    tokens = await tokenFor(user, 'openid');
    assert.deepEqual(jwtPayload(tokens.access_token ?? '').permissions, ['read:reports']);
    await expectManagementError(
      await call('/resource-servers/rs_demo_api', {
        method: 'PATCH',
        scope: SCOPE,
        body: { token_dialect: 'rfc9068' },
      }),
      400,
      'invalid_body',
    );
  });

  it("an organization's member roles count for that organization only (grantedPermissions)", async () => {
    const ctx = { store: service().store } as Parameters<typeof grantedPermissions>[0];
    const demo = service().store.data.users.find((u) => u.user_id === DEMO_USER_ID);
    assert.ok(demo);
    const myOrg = `${service().url}/my-org/`;
    assert.deepEqual(grantedPermissions(ctx, demo, myOrg), []);
    const granted = grantedPermissions(ctx, demo, myOrg, ACME);
    assert.ok(granted.includes('create:my_org:member_invitations'));
    assert.ok(granted.includes('read:my_org:members'));
    assert.deepEqual(grantedPermissions(ctx, demo, DEMO_API, ACME), []);
  });
});
