import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { seedTenant } from '../src/seed.js';
import { createUser, DEMO_CLIENT_ID, DEMO_EMAIL, DEMO_USER_ID, startTestService } from './helpers.js';

describe('tenant store', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'auth-elements-emulator-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('seeds the demo tenant, its timestamps from the given clock', async () => {
    const at = Date.parse('2030-01-02T03:04:05.000Z');
    const data = await seedTenant({ origin: 'http://localhost:4000', keys: [], now: () => at });
    assert.ok(data.users.every((u) => u.created_at === '2030-01-02T03:04:05.000Z'));
    const client = data.clients.find((c) => c.client_id === DEMO_CLIENT_ID)!;
    assert.ok(client.callbacks.includes('http://localhost:5173/popup-callback.html'));
    assert.deepEqual(client.web_origins, ['http://localhost:5173']);
    assert.equal(client.cross_origin_loc, 'http://localhost:5173/cross-origin-verification.html');
    assert.deepEqual(
      data.connections.map((c) => c.name),
      ['Username-Password-Authentication', 'Username-Required', 'email', 'sms', 'google-oauth2', 'github'],
    );
    assert.ok(data.breached_passwords.includes('123456'));
    const management = data.resource_servers.find((rs) => rs.is_system)!;
    assert.equal(management.identifier, 'http://localhost:4000/api/v2/');
    const demo = data.users.find((u) => u.email === DEMO_EMAIL)!;
    assert.deepEqual(demo.app_metadata.roles, ['admin']);
    assert.ok(!JSON.stringify(data).includes('Passw0rd!'));
  });

  it('adds appOrigins, callbackUrls and the cross-origin location to the demo client and keeps them on reset', async () => {
    const service = await startTestService({
      appOrigins: ['http://localhost:8765'],
      callbackUrls: ['http://localhost:8765/'],
      crossOriginLocation: 'http://localhost:8765/co-verify.html',
    });
    try {
      const check = () => {
        const client = service.store.data.clients[0]!;
        assert.equal(client.cross_origin_loc, 'http://localhost:8765/co-verify.html');
        assert.ok(client.web_origins.includes('http://localhost:8765'));
        assert.ok(client.callbacks.includes('http://localhost:8765/'));
        assert.ok(client.allowed_logout_urls.includes('http://localhost:8765/'));
      };
      check();
      const kid = service.store.data.keys[0]!.kid;
      service.store.data.users = [];
      await service.store.reset();
      check();
      assert.equal(service.store.data.keys[0]!.kid, kid);
      assert.ok(service.store.data.users.length > 0);
    } finally {
      await service.close();
    }
  });

  it('persists state across a restart and keeps tokens verifiable', async () => {
    const dataFile = join(dir, 'tenant.json');
    const first = await startTestService({ dataFile });
    const { id_token } = await first.issueTokens({ userId: DEMO_USER_ID });
    first.store.data.users.find((u) => u.user_id === DEMO_USER_ID)!.user_metadata.theme = 'sepia';
    await first.store.save();
    await first.close();
    assert.equal(JSON.parse(await readFile(dataFile, 'utf8')).version, 1);
    assert.deepEqual(await readdir(dir), ['tenant.json']); // no temp files left behind

    const second = await startTestService({ dataFile });
    try {
      assert.equal(
        second.store.data.users.find((u) => u.user_id === DEMO_USER_ID)!.user_metadata.theme,
        'sepia',
      );
      const { payload } = await jwtVerify(
        id_token,
        createRemoteJWKSet(new URL(`${second.url}/.well-known/jwks.json`)),
        {
          audience: DEMO_CLIENT_ID,
        },
      );
      assert.equal(payload.sub, DEMO_USER_ID);
      const management = second.store.data.resource_servers.find((rs) => rs.is_system)!;
      assert.equal(management.identifier, `${second.url}/api/v2/`);
    } finally {
      await second.close();
    }
  });

  it('persists a user registered over HTTP', async () => {
    const dataFile = join(dir, 'signup.json');
    const first = await startTestService({ dataFile });
    try {
      await createUser(first.url, { email: 'new.person@example.com' });
    } finally {
      await first.close();
    }
    const second = await startTestService({ dataFile });
    try {
      assert.ok(second.store.data.users.some((u) => u.email === 'new.person@example.com'));
    } finally {
      await second.close();
    }
  });

  it('refuses a data file that is not a tenant', async () => {
    const bad = join(dir, 'bad.json');
    await (await import('node:fs/promises')).writeFile(bad, '{"hello": 1}');
    await assert.rejects(startTestService({ dataFile: bad }), /not a tenant file/);
  });
});
