// The Management API v2 (/api/v2): users, metadata, account linking and resource servers, over HTTP
// against a running local identity service with tokens it issued.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import type { JWK } from 'jose';
import type { User } from '../src/tenant.js';
import { DEMO_USER_ID, expectManagementError, SAM_USER_ID, useTestService } from './helpers.js';

const DEMO = DEMO_USER_ID;
const SAM = SAM_USER_ID;
const DEMO_API = 'rs_demo_api';
const MANAGEMENT_API = 'rs_management_api';

const service = useTestService({ host: '127.0.0.1' });

function audience(): string {
  return `${service().url}/api/v2/`;
}

async function token(userId: string, scope: string): Promise<string> {
  const { access_token } = await service().issueTokens({ userId, audience: audience(), scope });
  return access_token;
}

interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${service().url}/api/v2${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
}

function userPath(userId: string, suffix = ''): string {
  return `/users/${encodeURIComponent(userId)}${suffix}`;
}

async function json<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, status, text);
  return JSON.parse(text) as T;
}

function storedUser(userId: string): User | undefined {
  return service().store.data.users.find((user) => user.user_id === userId);
}

async function signWithServiceKey(claims: Record<string, unknown>, exp: number): Promise<string> {
  const key = service().store.data.keys[0];
  assert.ok(key);
  const privateKey = await importJWK(key.privateJwk as JWK, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(`${service().url}/`)
    .setAudience(audience())
    .setSubject(DEMO)
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(privateKey);
}

describe('Management API authentication', () => {
  const endpoints: [string, string][] = [
    ['GET', userPath(DEMO)],
    ['PATCH', userPath(DEMO)],
    ['POST', userPath(DEMO, '/identities')],
    ['DELETE', userPath(DEMO, '/identities/auth0/000000000000000000000004')],
    ['GET', `/resource-servers/${DEMO_API}`],
    ['PATCH', `/resource-servers/${DEMO_API}`],
  ];

  for (const [method, path] of endpoints) {
    it(`${method} ${path} without a token is 401 Missing authentication`, async () => {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      await expectManagementError(
        await call(path, { method, body }),
        401,
        'invalid_token',
        /^Missing authentication$/,
      );
    });
  }

  it('refuses a malformed, expired, foreign or wrong-audience token', async () => {
    await expectManagementError(
      await call(userPath(DEMO), { headers: { Authorization: 'Basic abc' } }),
      401,
      'invalid_token',
    );
    await expectManagementError(await call(userPath(DEMO), { token: 'not.a.jwt' }), 401, 'invalid_token');

    const now = Math.floor(Date.now() / 1000);
    const expired = await signWithServiceKey({ scope: 'read:users' }, now - 600);
    await expectManagementError(
      await call(userPath(DEMO), { token: expired }),
      401,
      'invalid_token',
      /Expired/,
    );
    const valid = await signWithServiceKey({ scope: 'read:users' }, now + 600);
    assert.equal(
      (await call(userPath(DEMO), { token: valid })).status,
      200,
      'the same token, unexpired, works',
    );

    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ scope: 'read:users' })
      .setProtectedHeader({ alg: 'RS256', kid: service().store.data.keys[0]?.kid ?? 'k' })
      .setIssuer(`${service().url}/`)
      .setAudience(audience())
      .setSubject(DEMO)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await expectManagementError(await call(userPath(DEMO), { token: foreign }), 401, 'invalid_token');

    const { access_token: demoApiToken } = await service().issueTokens({
      userId: DEMO,
      audience: 'https://api.example.com',
      scope: 'read:reports',
    });
    await expectManagementError(await call(userPath(DEMO), { token: demoApiToken }), 401, 'invalid_token');
  });
});

describe('GET /api/v2/users/:id', () => {
  it('returns the own user with read:current_user, without private fields', async () => {
    const user = await json(await call(userPath(DEMO), { token: await token(DEMO, 'read:current_user') }));
    assert.equal(user['user_id'], DEMO);
    assert.equal(user['email'], 'demo@example.com');
    assert.equal(user['name'], 'Dana Demo');
    assert.deepEqual(user['user_metadata'], { favourite_color: 'teal', newsletter: true, locale: 'en' });
    assert.deepEqual(user['identities'], [
      {
        provider: 'auth0',
        connection: 'Username-Password-Authentication',
        user_id: '000000000000000000000001',
        isSocial: false,
      },
    ]);
    for (const key of [
      'created_at',
      'updated_at',
      'logins_count',
      'blocked',
      'app_metadata',
      'picture',
      'nickname',
    ]) {
      assert.ok(key in user, `missing ${key}`);
    }
    for (const key of ['password_hash', 'failed_logins', 'brute_force_blocked']) {
      assert.equal(key in user, false, `leaks ${key}`);
    }
  });

  it('accepts the id unencoded in the path', async () => {
    const response = await fetch(`${service().url}/api/v2/users/${DEMO}`, {
      headers: { Authorization: `Bearer ${await token(DEMO, 'read:current_user')}` },
    });
    assert.equal((await json(response))['user_id'], DEMO);
  });

  it('refuses another user with a current-user scope, allows it with read:users', async () => {
    const own = await token(DEMO, 'read:current_user');
    await expectManagementError(
      await call(userPath(SAM), { token: own }),
      403,
      'insufficient_scope',
      /own user/,
    );
    const admin = await token(DEMO, 'read:users');
    assert.equal((await json(await call(userPath(SAM), { token: admin })))['email'], 'sam@example.com');
  });

  it('refuses a token without a user scope (403)', async () => {
    await expectManagementError(
      await call(userPath(DEMO), { token: await token(DEMO, 'openid profile update:current_user_metadata') }),
      403,
      'insufficient_scope',
      /^Insufficient scope, expected any of: read:users,read:current_user$/,
    );
  });

  it('answers 404 inexistent_user for an unknown user', async () => {
    const body = await expectManagementError(
      await call(userPath('auth0|nope'), { token: await token(DEMO, 'read:users') }),
      404,
      'inexistent_user',
    );
    assert.equal(body.message, 'The user does not exist.');
  });
});

describe('PATCH /api/v2/users/:id', () => {
  it('merges user_metadata: keys overwritten or added, others kept, any JSON value', async () => {
    const user = await json(
      await call(userPath(DEMO), {
        method: 'PATCH',
        token: await token(DEMO, 'update:current_user_metadata'),
        body: { user_metadata: { favourite_color: 'red', address: { city: 'Oslo', lines: ['1'] }, age: 7 } },
      }),
    );
    const expected = {
      favourite_color: 'red',
      newsletter: true,
      locale: 'en',
      address: { city: 'Oslo', lines: ['1'] },
      age: 7,
    };
    assert.deepEqual(user['user_metadata'], expected);
    assert.deepEqual(storedUser(DEMO)?.user_metadata, expected);
    assert.equal('password_hash' in user, false);
  });

  it('accepts create:current_user_metadata alone for the own user', async () => {
    const user = await json(
      await call(userPath(DEMO), {
        method: 'PATCH',
        token: await token(DEMO, 'create:current_user_metadata'),
        body: { user_metadata: { added: 'yes' } },
      }),
    );
    assert.equal((user['user_metadata'] as Record<string, unknown>)['added'], 'yes');
  });

  it('removes a key set to null only with delete:current_user_metadata', async () => {
    const body = { user_metadata: { newsletter: null, locale: 'fr' } };
    await expectManagementError(
      await call(userPath(DEMO), {
        method: 'PATCH',
        token: await token(DEMO, 'update:current_user_metadata'),
        body,
      }),
      403,
      'insufficient_scope',
      /delete:current_user_metadata/,
    );
    assert.equal(storedUser(DEMO)?.user_metadata['newsletter'], true, 'nothing changed on refusal');
    const user = await json(
      await call(userPath(DEMO), {
        method: 'PATCH',
        token: await token(DEMO, 'update:current_user_metadata delete:current_user_metadata'),
        body,
      }),
    );
    assert.deepEqual(user['user_metadata'], { favourite_color: 'teal', locale: 'fr' });
  });

  it('needs update:users for other attributes, and to act on another user', async () => {
    const own = await token(DEMO, 'update:current_user_metadata read:current_user');
    await expectManagementError(
      await call(userPath(DEMO), { method: 'PATCH', token: own, body: { name: 'Renamed' } }),
      403,
      'insufficient_scope',
      /update:users/,
    );
    await expectManagementError(
      await call(userPath(SAM), { method: 'PATCH', token: own, body: { user_metadata: { a: 'b' } } }),
      403,
      'insufficient_scope',
      /own user/,
    );
    assert.deepEqual(storedUser(SAM)?.user_metadata, {});

    const admin = await token(DEMO, 'update:users');
    const sam = await json(
      await call(userPath(SAM), {
        method: 'PATCH',
        token: admin,
        body: {
          name: 'Samantha',
          nickname: 'sammy',
          blocked: true,
          app_metadata: { plan: 'pro' },
          user_metadata: { a: 'b' },
        },
      }),
    );
    assert.equal(sam['name'], 'Samantha');
    assert.equal(sam['nickname'], 'sammy');
    assert.equal(sam['blocked'], true);
    assert.deepEqual(sam['app_metadata'], { plan: 'pro' });
    assert.deepEqual(sam['user_metadata'], { a: 'b' });
    assert.equal(storedUser(SAM)?.blocked, true);
  });

  it('refuses unknown attributes and wrong types with 400 invalid_body', async () => {
    const admin = await token(DEMO, 'update:users');
    const bodies: [unknown, RegExp][] = [
      [{ favourite: 'x' }, /favourite/],
      [{ name: 5 }, /name/],
      [{ blocked: 'yes' }, /blocked/],
      [{ user_metadata: 'text' }, /user_metadata/],
      [{ user_metadata: ['a'] }, /user_metadata/],
      [{ email: 'not-an-email' }, /email/],
      [{}, /at least one/],
    ];
    for (const [body, message] of bodies) {
      await expectManagementError(
        await call(userPath(DEMO), { method: 'PATCH', token: admin, body }),
        400,
        'invalid_body',
        message,
      );
    }
    const own = await token(DEMO, 'update:current_user_metadata');
    await expectManagementError(
      await call(userPath(DEMO), { method: 'PATCH', token: own, body: { user_metadata: 3 } }),
      400,
      'invalid_body',
    );
  });

  it('answers 404 for an unknown user and 401 without a valid token', async () => {
    await expectManagementError(
      await call(userPath('auth0|nope'), {
        method: 'PATCH',
        token: await token(DEMO, 'update:users'),
        body: { name: 'x' },
      }),
      404,
      'inexistent_user',
    );
    await expectManagementError(
      await call(userPath(DEMO), { method: 'PATCH', token: 'x.y.z', body: { name: 'x' } }),
      401,
      'invalid_token',
    );
  });
});

describe('account linking', () => {
  async function samIdToken(): Promise<string> {
    const { id_token } = await service().issueTokens({ userId: SAM, clientId: 'demo-spa' });
    return id_token;
  }

  it('links: the secondary disappears, its identity joins the primary, its metadata is not merged', async () => {
    const sam = storedUser(SAM);
    assert.ok(sam);
    sam.user_metadata = { secret_of_sam: 'kept out' };
    const identities = await json<Record<string, unknown>[]>(
      await call(userPath(DEMO, '/identities'), {
        method: 'POST',
        token: await token(DEMO, 'update:current_user_identities'),
        body: { link_with: await samIdToken() },
      }),
      201,
    );
    assert.equal(identities.length, 2);
    assert.equal(identities[0]?.['user_id'], '000000000000000000000001');
    const linked = identities[1];
    assert.equal(linked?.['provider'], 'auth0');
    assert.equal(linked?.['connection'], 'Username-Required');
    assert.equal(linked?.['user_id'], '000000000000000000000004');
    const profile = linked?.['profileData'] as Record<string, unknown>;
    assert.equal(profile['email'], 'sam@example.com');
    assert.equal(profile['name'], 'Sam Username');
    assert.equal(profile['username'], 'sam');
    assert.equal('password_hash' in profile, false);

    assert.equal(storedUser(SAM), undefined, 'the secondary is no longer a separate user');
    await expectManagementError(
      await call(userPath(SAM), { token: await token(DEMO, 'read:users') }),
      404,
      'inexistent_user',
    );
    const demo = await json(await call(userPath(DEMO), { token: await token(DEMO, 'read:current_user') }));
    assert.equal((demo['identities'] as unknown[]).length, 2);
    assert.deepEqual(demo['user_metadata'], { favourite_color: 'teal', newsletter: true, locale: 'en' });
  });

  it('unlinks: the secondary comes back as a user with empty metadata', async () => {
    const manage = await token(DEMO, 'update:current_user_identities');
    const link = await call(userPath(DEMO, '/identities'), {
      method: 'POST',
      token: manage,
      body: { link_with: await samIdToken() },
    });
    assert.equal(link.status, 201);
    const remaining = await json<Record<string, unknown>[]>(
      await call(userPath(DEMO, '/identities/auth0/000000000000000000000004'), {
        method: 'DELETE',
        token: manage,
      }),
    );
    assert.deepEqual(
      remaining.map((identity) => identity['user_id']),
      ['000000000000000000000001'],
    );
    const sam = await json(await call(userPath(SAM), { token: await token(DEMO, 'read:users') }));
    assert.equal(sam['email'], 'sam@example.com');
    assert.equal(sam['username'], 'sam');
    assert.deepEqual(sam['user_metadata'], {}, 'it does not take the primary metadata');
    assert.deepEqual(sam['identities'], [
      {
        provider: 'auth0',
        connection: 'Username-Required',
        user_id: '000000000000000000000004',
        isSocial: false,
      },
    ]);
    assert.equal(storedUser(DEMO)?.identities.length, 1);
    assert.deepEqual(storedUser(DEMO)?.user_metadata, {
      favourite_color: 'teal',
      newsletter: true,
      locale: 'en',
    });
  });

  it('links by provider and user_id with update:users only', async () => {
    const body = { provider: 'auth0', user_id: '000000000000000000000004' };
    await expectManagementError(
      await call(userPath(DEMO, '/identities'), {
        method: 'POST',
        token: await token(DEMO, 'update:current_user_identities'),
        body,
      }),
      403,
      'insufficient_scope',
    );
    const identities = await json<unknown[]>(
      await call(userPath(DEMO, '/identities'), {
        method: 'POST',
        token: await token(DEMO, 'update:users'),
        body,
      }),
      201,
    );
    assert.equal(identities.length, 2);
    assert.equal(storedUser(SAM), undefined);
  });

  it('refuses linking to itself, a bad token, a missing body or a missing secondary', async () => {
    const manage = await token(DEMO, 'update:current_user_identities');
    const { id_token: ownIdToken } = await service().issueTokens({ userId: DEMO, clientId: 'demo-spa' });
    const linkWith = (body: unknown) =>
      call(userPath(DEMO, '/identities'), { method: 'POST', token: manage, body });
    await expectManagementError(await linkWith({ link_with: ownIdToken }), 400, 'invalid_body', /itself/);
    await expectManagementError(
      await linkWith({ link_with: 'not-a-token' }),
      400,
      'invalid_body',
      /link_with/,
    );
    const { access_token: notAnIdToken } = await service().issueTokens({
      userId: SAM,
      audience: audience(),
      scope: 'read:current_user',
    });
    await expectManagementError(await linkWith({ link_with: notAnIdToken }), 400, 'invalid_body');
    await expectManagementError(await linkWith({}), 400, 'invalid_body', /link_with/);
    await expectManagementError(
      await linkWith({ link_with: 'x', extra: true }),
      400,
      'invalid_body',
      /extra/,
    );

    const samToken = await samIdToken();
    service().store.data.users = service().store.data.users.filter((user) => user.user_id !== SAM);
    await expectManagementError(await linkWith({ link_with: samToken }), 404, 'inexistent_user');
    assert.equal(storedUser(DEMO)?.identities.length, 1);
  });

  it('refuses another primary with the current-user scope, and a token without the scope', async () => {
    const samToken = await samIdToken();
    await expectManagementError(
      await call(userPath(SAM, '/identities'), {
        method: 'POST',
        token: await token(DEMO, 'update:current_user_identities'),
        body: { link_with: samToken },
      }),
      403,
      'insufficient_scope',
      /own user/,
    );
    await expectManagementError(
      await call(userPath(DEMO, '/identities'), {
        method: 'POST',
        token: await token(DEMO, 'read:current_user update:current_user_metadata'),
        body: { link_with: samToken },
      }),
      403,
      'insufficient_scope',
      /update:users,update:current_user_identities/,
    );
    await expectManagementError(
      await call(userPath('auth0|nope', '/identities'), {
        method: 'POST',
        token: await token(DEMO, 'update:users'),
        body: { link_with: samToken },
      }),
      404,
      'inexistent_user',
    );
    assert.ok(storedUser(SAM));
  });

  it('refuses unlinking the main identity or an identity that is not linked', async () => {
    const manage = await token(DEMO, 'update:current_user_identities');
    await expectManagementError(
      await call(userPath(DEMO, '/identities/auth0/000000000000000000000001'), {
        method: 'DELETE',
        token: manage,
      }),
      400,
      'invalid_body',
    );
    await expectManagementError(
      await call(userPath(DEMO, '/identities/auth0/000000000000000000000004'), {
        method: 'DELETE',
        token: manage,
      }),
      404,
      'inexistent_identity',
    );
    await expectManagementError(
      await call(userPath(SAM, '/identities/auth0/000000000000000000000001'), {
        method: 'DELETE',
        token: manage,
      }),
      403,
      'insufficient_scope',
    );
  });
});

describe('resource servers', () => {
  const scopes = (server: Record<string, unknown>) =>
    server['scopes'] as { value: string; description: string }[];

  it('reads an API by id or URL-encoded identifier with read:resource_servers', async () => {
    const read = await token(DEMO, 'read:resource_servers');
    const byId = await json(await call(`/resource-servers/${DEMO_API}`, { token: read }));
    assert.equal(byId['identifier'], 'https://api.example.com');
    assert.equal(byId['name'], 'Demo API');
    assert.equal(byId['is_system'], false);
    assert.deepEqual(
      scopes(byId).map((s) => s.value),
      ['read:reports', 'write:reports'],
    );
    const byIdentifier = await json(
      await call(`/resource-servers/${encodeURIComponent('https://api.example.com')}`, { token: read }),
    );
    assert.deepEqual(byIdentifier, byId);
    await expectManagementError(
      await call(`/resource-servers/${DEMO_API}`, { token: await token(DEMO, 'update:resource_servers') }),
      403,
      'insufficient_scope',
      /read:resource_servers/,
    );
    await expectManagementError(
      await call('/resource-servers/nope', { token: read }),
      404,
      'inexistent_resource_server',
    );
  });

  it('replaces the whole permission set; [] removes every permission', async () => {
    const update = await token(DEMO, 'update:resource_servers read:resource_servers');
    const next = [
      { value: 'read:reports', description: 'Read all reports' },
      { value: 'delete:reports', description: 'Delete reports' },
    ];
    const updated = await json(
      await call(`/resource-servers/${DEMO_API}`, { method: 'PATCH', token: update, body: { scopes: next } }),
    );
    assert.deepEqual(updated['scopes'], next);
    assert.equal(updated['identifier'], 'https://api.example.com');
    assert.equal(updated['id'], DEMO_API);
    const reread = await json(await call(`/resource-servers/${DEMO_API}`, { token: update }));
    assert.deepEqual(reread['scopes'], next);

    const cleared = await json(
      await call(`/resource-servers/${DEMO_API}`, { method: 'PATCH', token: update, body: { scopes: [] } }),
    );
    assert.deepEqual(cleared['scopes'], []);
    assert.deepEqual(service().store.data.resource_servers.find((s) => s.id === DEMO_API)?.scopes, []);
  });

  it('refuses reserved names, duplicates, bad values and unknown properties, naming the value', async () => {
    const update = await token(DEMO, 'update:resource_servers');
    const bodies: [unknown, RegExp][] = [
      [{ scopes: [{ value: 'email', description: 'x' }] }, /"email"/],
      [{ scopes: [{ value: 'offline_access', description: 'x' }] }, /"offline_access"/],
      [
        {
          scopes: [
            { value: 'a:b', description: 'x' },
            { value: 'a:b', description: 'y' },
          ],
        },
        /"a:b".*more than once/,
      ],
      [{ scopes: [{ value: 'has space', description: 'x' }] }, /value/],
      [{ scopes: [{ value: '', description: 'x' }] }, /value/],
      [{ scopes: [{ value: 'ok:1', description: 3 }] }, /description/],
      [{ scopes: 'read:reports' }, /scopes/],
      [{ scopes: [{ value: 'ok:1', description: 'x', extra: 1 }] }, /extra/],
      [{ unknown_field: 1 }, /unknown_field/],
    ];
    for (const [body, message] of bodies) {
      await expectManagementError(
        await call(`/resource-servers/${DEMO_API}`, { method: 'PATCH', token: update, body }),
        400,
        'invalid_body',
        message,
      );
    }
    assert.deepEqual(
      service()
        .store.data.resource_servers.find((s) => s.id === DEMO_API)
        ?.scopes.map((s) => s.value),
      ['read:reports', 'write:reports'],
    );
  });

  it('refuses the system Management API, unknown APIs and missing scopes', async () => {
    const update = await token(DEMO, 'update:resource_servers');
    const body = { scopes: [{ value: 'x:y', description: 'x' }] };
    for (const id of [MANAGEMENT_API, encodeURIComponent(audience())]) {
      const error = await expectManagementError(
        await call(`/resource-servers/${id}`, { method: 'PATCH', token: update, body }),
        403,
        'operation_not_supported',
      );
      assert.equal(error.message, 'The resource server is a system resource server and cannot be updated');
    }
    await expectManagementError(
      await call('/resource-servers/nope', { method: 'PATCH', token: update, body }),
      404,
      'inexistent_resource_server',
    );
    await expectManagementError(
      await call(`/resource-servers/${DEMO_API}`, {
        method: 'PATCH',
        token: await token(DEMO, 'read:resource_servers'),
        body,
      }),
      403,
      'insufficient_scope',
      /^Insufficient scope, expected any of: update:resource_servers$/,
    );
  });
});

describe('Management API CORS', () => {
  it('answers preflights from an allowed web origin only', async () => {
    const allowed = service().store.data.clients[0]?.web_origins[0];
    assert.ok(allowed);
    const preflight = await call(userPath(DEMO), {
      method: 'OPTIONS',
      headers: {
        Origin: allowed,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), allowed);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /PATCH/);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /DELETE/);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/);

    const actual = await call(userPath(DEMO), {
      token: await token(DEMO, 'read:current_user'),
      headers: { Origin: allowed },
    });
    assert.equal(actual.headers.get('access-control-allow-origin'), allowed);
    const unauthorized = await call(userPath(DEMO), { headers: { Origin: allowed } });
    assert.equal(unauthorized.status, 401);
    assert.equal(unauthorized.headers.get('access-control-allow-origin'), allowed, 'errors are readable too');

    const other = await call(userPath(DEMO), {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'PATCH' },
    });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    const otherActual = await call(userPath(DEMO), {
      token: await token(DEMO, 'read:current_user'),
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(otherActual.headers.get('access-control-allow-origin'), null);
  });
});
