// Organizations, memberships, invitations and roles are kept in the data file like the rest of the tenant;
// a service on another origin moves its system APIs' role permissions along; an older file's connections
// get their ids.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createUser, DEMO_CLIENT_ID, startTestService, uniqueEmail } from './helpers.js';
import { callManagement, json } from './management-helpers.js';

const SCOPE =
  'create:organizations create:organization_members create:organization_invitations create:roles ' +
  'create:role_members';

describe('organizations in the data file', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'auth-elements-orgs-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('keeps organizations, members, invitations and roles across a restart on another origin', async () => {
    const dataFile = join(dir, 'orgs.json');
    const first = await startTestService({ dataFile });
    let orgId: string;
    let userId: string;
    let roleId: string;
    try {
      const org = await json<{ id: string }>(
        await callManagement(first, '/organizations', {
          method: 'POST',
          scope: SCOPE,
          body: { name: 'kept' },
        }),
        201,
      );
      orgId = org.id;
      userId = (await createUser(first.url, { email: uniqueEmail('kept') })).userId;
      const add = await callManagement(first, `/organizations/${orgId}/members`, {
        method: 'POST',
        scope: SCOPE,
        body: { members: [userId] },
      });
      assert.equal(add.status, 204);
      await json(
        await callManagement(first, `/organizations/${orgId}/invitations`, {
          method: 'POST',
          scope: SCOPE,
          body: { inviter: { name: 'A' }, invitee: { email: uniqueEmail('inv') }, client_id: DEMO_CLIENT_ID },
        }),
        201,
      );
      roleId = (
        await json<{ id: string }>(
          await callManagement(first, '/roles', { method: 'POST', scope: SCOPE, body: { name: 'Kept' } }),
        )
      ).id;
      const assign = await callManagement(first, `/users/${encodeURIComponent(userId)}/roles`, {
        method: 'POST',
        scope: SCOPE,
        body: { roles: [roleId] },
      });
      assert.equal(assign.status, 204);
    } finally {
      await first.close();
    }
    const second = await startTestService({ dataFile });
    try {
      const data = second.store.data;
      assert.ok(data.organizations.some((org) => org.id === orgId && org.name === 'kept'));
      assert.ok(data.organization_members.some((m) => m.organization_id === orgId && m.user_id === userId));
      assert.equal(data.invitations.filter((i) => i.organization_id === orgId).length, 1);
      assert.deepEqual(data.user_roles.find((entry) => entry.user_id === userId)?.roles, [roleId]);
      const admin = data.roles.find((role) => role.id === 'rol_acme0admin00001');
      assert.ok(admin?.permissions.length);
      for (const permission of admin.permissions) {
        assert.equal(permission.resource_server_identifier, `${second.url}/my-org/`);
      }
    } finally {
      await second.close();
    }
  });

  it("gives an older file's connections ids and empty organization lists", async () => {
    const seeded = join(dir, 'seeded.json');
    const service = await startTestService({ dataFile: seeded });
    await service.close();
    const data = JSON.parse(await readFile(seeded, 'utf8')) as Record<string, unknown>;
    for (const connection of data['connections'] as Record<string, unknown>[]) delete connection['id'];
    for (const key of ['organizations', 'organization_members', 'invitations', 'roles', 'user_roles']) {
      delete data[key];
    }
    const older = join(dir, 'older.json');
    await writeFile(older, JSON.stringify(data));
    const loaded = await startTestService({ dataFile: older });
    try {
      for (const connection of loaded.store.data.connections) assert.match(connection.id, /^con_/);
      assert.deepEqual(loaded.store.data.organizations, []);
    } finally {
      await loaded.close();
    }
  });
});
