// The Management API's applications and connections (/api/v2/clients, /api/v2/connections): create, list,
// read and update clients with their organization settings; list, read and update connections, whose id
// stays as it is.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_CLIENT_ID, expectManagementError, useTestService } from './helpers.js';
import { callManagement, json } from './management-helpers.js';
import type { CallOptions } from './management-helpers.js';

const service = useTestService({ host: '127.0.0.1' });
const call = (path: string, options?: CallOptions) => callManagement(service(), path, options);

const SCOPE = 'read:clients create:clients update:clients read:connections update:connections';

type Client = Record<string, unknown> & { client_id: string; client_secret?: string };
type Connection = Record<string, unknown> & { id: string; name: string; enabled_clients: string[] };

describe('clients', () => {
  it('lists and reads the demo SPA with its organization settings, never a secret', async () => {
    const list = await json<Client[]>(await call('/clients', { scope: SCOPE }));
    const demo = list.find((client) => client.client_id === DEMO_CLIENT_ID);
    assert.ok(demo);
    assert.equal(demo.app_type, 'spa');
    assert.equal(demo.organization_usage, 'allow');
    assert.equal(demo.organization_require_behavior, 'no_prompt');
    assert.equal(demo.initiate_login_uri, 'http://localhost:5173/');
    assert.equal(demo.client_secret, undefined);
    assert.ok(Array.isArray(demo.callbacks));
    assert.deepEqual(await json(await call(`/clients/${DEMO_CLIENT_ID}`, { scope: SCOPE })), demo);
  });

  it('creates an SPA (no secret, deny/no_prompt by default) and a regular web app (secret on creation only)', async () => {
    const spa = await json<Client>(
      await call('/clients', {
        method: 'POST',
        scope: SCOPE,
        body: { name: 'Second SPA', app_type: 'spa', callbacks: ['http://localhost:6000/cb'] },
      }),
      201,
    );
    assert.match(spa.client_id, /^[A-Za-z0-9]{32}$/);
    assert.equal(spa.client_secret, undefined);
    assert.equal(spa.organization_usage, 'deny');
    assert.equal(spa.organization_require_behavior, 'no_prompt');
    assert.equal(spa.token_endpoint_auth_method, 'none');
    const web = await json<Client>(
      await call('/clients', {
        method: 'POST',
        scope: SCOPE,
        body: { name: 'Back office', app_type: 'regular_web' },
      }),
      201,
    );
    assert.ok(typeof web.client_secret === 'string' && web.client_secret.length >= 32);
    const list = await json<Client[]>(await call('/clients', { scope: SCOPE }));
    assert.ok(list.every((client) => client.client_secret === undefined));
    assert.equal(
      (await json<Client>(await call(`/clients/${web.client_id}`, { scope: SCOPE }))).client_secret,
      undefined,
    );
  });

  it('updates organization_usage, organization_require_behavior and initiate_login_uri', async () => {
    const patched = await json<Client>(
      await call(`/clients/${DEMO_CLIENT_ID}`, {
        method: 'PATCH',
        scope: SCOPE,
        body: {
          organization_usage: 'require',
          organization_require_behavior: 'pre_login_prompt',
          initiate_login_uri: 'https://app.example.com/login',
        },
      }),
    );
    assert.equal(patched.organization_usage, 'require');
    assert.equal(patched.organization_require_behavior, 'pre_login_prompt');
    assert.equal(patched.initiate_login_uri, 'https://app.example.com/login');
    const stored = service().store.data.clients.find((client) => client.client_id === DEMO_CLIENT_ID);
    assert.equal(stored?.organization_usage, 'require');
  });

  it('refuses bad values (400), unknown fields (400), missing scopes (403), unknown ids (404)', async () => {
    const bad: Record<string, unknown>[] = [
      { organization_usage: 'sometimes' },
      { organization_require_behavior: 'ask' },
      { initiate_login_uri: 'http://app.example.com/login' },
      { initiate_login_uri: 'not a url' },
      { callbacks: 'http://x' },
      { client_id: 'mine' },
      { client_secret: 'mine' },
      { colour: 'red' },
    ];
    for (const body of bad) {
      await expectManagementError(
        await call(`/clients/${DEMO_CLIENT_ID}`, { method: 'PATCH', scope: SCOPE, body }),
        400,
        'invalid_body',
      );
    }
    await expectManagementError(
      await call('/clients', { method: 'POST', scope: SCOPE, body: {} }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call('/clients', { scope: 'read:users' }),
      403,
      'insufficient_scope',
      /read:clients/,
    );
    await expectManagementError(
      await call(`/clients/${DEMO_CLIENT_ID}`, {
        method: 'PATCH',
        scope: 'read:clients',
        body: { name: 'x' },
      }),
      403,
      'insufficient_scope',
    );
    await expectManagementError(await call('/clients/nothing', { scope: SCOPE }), 404, 'inexistent_client');
  });
});

describe('connections', () => {
  it('lists and reads connections with their con_ ids and enabled clients', async () => {
    const list = await json<Connection[]>(await call('/connections', { scope: SCOPE }));
    assert.ok(list.length >= 6);
    for (const connection of list) assert.match(connection.id, /^con_[A-Za-z0-9]{16}$/);
    const database = list.find((c) => c.name === 'Username-Password-Authentication');
    assert.ok(database);
    assert.equal(database.strategy, 'auth0');
    assert.deepEqual(database.enabled_clients, [DEMO_CLIENT_ID]);
    assert.deepEqual(await json(await call(`/connections/${database.id}`, { scope: SCOPE })), database);
    const byName = await json<Connection[]>(await call('/connections?name=github', { scope: SCOPE }));
    assert.deepEqual(
      byName.map((c) => c.name),
      ['github'],
    );
  });

  it('updates enabled_clients and options; the id stays the same', async () => {
    const created = await json<Client>(
      await call('/clients', { method: 'POST', scope: SCOPE, body: { name: 'Other', app_type: 'spa' } }),
      201,
    );
    const [database] = await json<Connection[]>(
      await call('/connections?name=Username-Password-Authentication', { scope: SCOPE }),
    );
    assert.ok(database);
    const patched = await json<Connection>(
      await call(`/connections/${database.id}`, {
        method: 'PATCH',
        scope: SCOPE,
        body: {
          enabled_clients: [DEMO_CLIENT_ID, created.client_id],
          options: {
            requires_username: true,
            passwordPolicy: 'excellent',
            password_complexity_options: { min_length: 10 },
          },
        },
      }),
    );
    assert.equal(patched.id, database.id);
    assert.deepEqual(patched.enabled_clients, [DEMO_CLIENT_ID, created.client_id]);
    assert.deepEqual(patched.options, {
      requires_username: true,
      passwordPolicy: 'excellent',
      password_complexity_options: { min_length: 10 },
    });
    const stored = service().store.data.connections.find((c) => c.id === database.id);
    assert.deepEqual(stored?.password_policy, { min_length: 10, min_classes: 4 });
    assert.equal(
      (await json<Connection>(await call(`/connections/${database.id}`, { scope: SCOPE }))).id,
      database.id,
    );
    await expectManagementError(
      await call(`/connections/${database.id}`, {
        method: 'PATCH',
        scope: SCOPE,
        body: { enabled_clients: ['nothing'] },
      }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call(`/connections/${database.id}`, { method: 'PATCH', scope: SCOPE, body: { name: 'renamed' } }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call('/connections/con_nothing', { scope: SCOPE }),
      404,
      'inexistent_connection',
    );
    await expectManagementError(
      await call('/connections', { scope: 'read:clients' }),
      403,
      'insufficient_scope',
    );
  });
});
