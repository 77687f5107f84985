// Unlinking over HTTP: DELETE /api/v2/users/{id}/identities/{provider}/{user_id} on a running local
// identity service. The secondary comes back as its own user (own profile and password, no metadata), the
// answer is the primary's remaining identities, the rules of the real service hold (own user only with the
// current-user scope, never the main identity), nothing lands in the dev inbox, and of two unlinks of the
// same identity at once exactly one succeeds.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { EmulatorHandle } from '../../src/emulator/index.js';
import {
  authorizeUrl,
  CALLBACK,
  coAuthenticate,
  CookieJar,
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  jwtPayload,
  PASSWORD_REALM,
  postJson,
  redirectParams,
  APP_ORIGIN,
  startTestService,
} from './helpers.js';

const CONNECTION = 'Username-Password-Authentication';
const OWN_SCOPE = 'update:current_user_identities';

let service: EmulatorHandle;

before(async () => {
  service = await startTestService();
});
after(async () => {
  await service.close();
});
beforeEach(async () => {
  await service.store.reset();
});

interface Account {
  email: string;
  password: string;
  userId: string;
  /** The identity's own user_id (without the provider). */
  id: string;
}

let counter = 0;

/** A new database user with its own e-mail and password. */
async function signup(tag: string): Promise<Account> {
  counter += 1;
  const email = `unlink-${tag}-${counter}@example.com`;
  const password = `Own-Pass-${tag}-${counter}`;
  const response = await postJson(
    `${service.url}/dbconnections/signup`,
    { client_id: DEMO_CLIENT_ID, email, password, connection: CONNECTION },
    { origin: APP_ORIGIN },
  );
  const body = (await response.json()) as { _id: string };
  assert.equal(response.status, 200, JSON.stringify(body));
  return { email, password, userId: `auth0|${body._id}`, id: body._id };
}

async function managementToken(userId: string, scope: string): Promise<string> {
  const { access_token } = await service.issueTokens({
    userId,
    audience: `${service.url}/api/v2/`,
    scope,
  });
  return access_token;
}

function managementCall(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${service.url}/api/v2${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function unlinkCall(primaryId: string, provider: string, id: string, token: string): Promise<Response> {
  const path = `/users/${encodeURIComponent(primaryId)}/identities/${provider}/${encodeURIComponent(id)}`;
  return managementCall('DELETE', path, token);
}

/** Links `secondary` into `primary` with the primary's own token and the secondary's ID token. */
async function link(primary: Account, secondary: Account): Promise<void> {
  const { id_token } = await service.issueTokens({ userId: secondary.userId });
  const response = await managementCall(
    'POST',
    `/users/${encodeURIComponent(primary.userId)}/identities`,
    await managementToken(primary.userId, OWN_SCOPE),
    { link_with: id_token },
  );
  assert.equal(response.status, 201, await response.text());
}

/** Reads a user with an admin token (of the seeded demo user). */
async function getUser(userId: string): Promise<Response> {
  const admin = await managementToken(DEMO_USER_ID, 'read:users');
  return managementCall('GET', `/users/${encodeURIComponent(userId)}`, admin);
}

async function expectError(response: Response, status: number, errorCode: string, message?: RegExp) {
  const text = await response.text();
  assert.equal(response.status, status, text);
  const body = JSON.parse(text) as Record<string, unknown>;
  const error = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found' }[status as 400];
  assert.deepEqual(Object.keys(body).sort(), ['error', 'errorCode', 'message', 'statusCode']);
  assert.equal(body['statusCode'], status);
  assert.equal(body['error'], error);
  assert.equal(body['errorCode'], errorCode);
  if (message) assert.match(String(body['message']), message);
}

/** The password-realm grant: the `sub` of the ID token the credentials get, or the error code. */
async function loginSubject(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const response = await postJson(
    `${service.url}/oauth/token`,
    {
      grant_type: PASSWORD_REALM,
      client_id: DEMO_CLIENT_ID,
      username: account.email,
      password: account.password,
      realm: CONNECTION,
      scope: 'openid',
    },
    { origin: APP_ORIGIN },
  );
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) return `error:${String(body['error'])}`;
  return String(jwtPayload(String(body['id_token']))['sub']);
}

/** A browser session started with `account`'s credentials (embedded login); its cookies. */
async function browserSession(account: Account): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await coAuthenticate(
    service,
    {
      credential_type: PASSWORD_REALM,
      username: account.email,
      password: account.password,
      realm: CONNECTION,
    },
    { jar },
  );
  const body = (await response.json()) as Record<string, string>;
  assert.equal(response.status, 200, JSON.stringify(body));
  await silentSubject(jar, { login_ticket: body['login_ticket'] ?? '', realm: CONNECTION });
  return jar;
}

/** The `sub` of an ID token /authorize gives this browser (silently unless extra parameters say otherwise). */
async function silentSubject(
  jar: CookieJar,
  extra: Record<string, string> = { prompt: 'none' },
): Promise<string> {
  const redirect = await jar.fetch(
    authorizeUrl(service.url, {
      redirect_uri: CALLBACK,
      response_type: 'id_token',
      nonce: 'n',
      state: 's',
      ...extra,
    }),
  );
  const params = redirectParams(redirect);
  const idToken = params.get('id_token');
  if (!idToken) return `error:${params.get('error') ?? redirect.status}`;
  return String(jwtPayload(idToken)['sub']);
}

describe('DELETE /api/v2/users/{id}/identities/{provider}/{user_id}', () => {
  it('answers the remaining identities; the secondary is its own user again, without the primary metadata', async () => {
    const primary = await signup('primary');
    const secondary = await signup('secondary');
    const other = await signup('other');
    await link(primary, secondary);
    await link(primary, other);
    const own = await managementToken(primary.userId, `${OWN_SCOPE} update:current_user_metadata`);
    const patch = await managementCall('PATCH', `/users/${encodeURIComponent(primary.userId)}`, own, {
      user_metadata: { plan: 'primary-only' },
    });
    assert.equal(patch.status, 200);
    assert.equal(await loginSubject(secondary), primary.userId, 'linked: its password signs in the primary');

    const response = await unlinkCall(primary.userId, 'auth0', secondary.id, own);
    assert.equal(response.status, 200);
    const remaining = (await response.json()) as Record<string, unknown>[];
    const user = (await (await getUser(primary.userId)).json()) as Record<string, unknown>;
    assert.deepEqual(remaining, user['identities'], 'the same shape as the user’s identities');
    assert.deepEqual(
      remaining.map((identity) => identity['user_id']),
      [primary.id, other.id],
    );
    assert.equal(JSON.stringify(remaining).includes('password_hash'), false);
    assert.deepEqual(user['user_metadata'], { plan: 'primary-only' }, 'the primary keeps its metadata');

    const restoredResponse = await getUser(secondary.userId);
    assert.equal(restoredResponse.status, 200);
    const restored = (await restoredResponse.json()) as Record<string, unknown>;
    assert.equal(restored['email'], secondary.email);
    assert.deepEqual(restored['user_metadata'], {});
    assert.deepEqual(restored['app_metadata'], {});
    assert.deepEqual(restored['identities'], [
      { provider: 'auth0', connection: CONNECTION, user_id: secondary.id, isSocial: false },
    ]);
    assert.equal('password_hash' in restored, false);

    assert.equal(await loginSubject(secondary), secondary.userId, 'its own password signs it in again');
    assert.equal(await loginSubject(primary), primary.userId);
    assert.equal(await loginSubject(other), primary.userId, 'the other linked identity stays linked');
  });

  it('keeps the browser that linked signed in as the primary, and sends no message', async () => {
    const primary = await signup('keeper');
    const secondary = await signup('linked');
    // The linking popup signs the secondary in; after linking that session belongs to the primary.
    const jar = await browserSession(secondary);
    await link(primary, secondary);
    assert.equal(await silentSubject(jar), primary.userId);
    const inbox = structuredClone(service.store.data.messages);

    const own = await managementToken(primary.userId, OWN_SCOPE);
    assert.equal((await unlinkCall(primary.userId, 'auth0', secondary.id, own)).status, 200);

    assert.equal(await silentSubject(jar), primary.userId, 'the page that unlinked stays signed in');
    assert.deepEqual(service.store.data.messages, inbox, 'nothing new in the dev inbox');
    const listed = await fetch(`${service.url}/_dev/api/messages?to=${encodeURIComponent(secondary.email)}`);
    const sent = (await listed.json()) as unknown[];
    assert.equal(sent.length, inbox.filter((message) => message.to === secondary.email).length);
  });

  it("refuses another user's identities with the current-user scope; update:users may", async () => {
    const primary = await signup('target');
    const secondary = await signup('target-linked');
    const stranger = await signup('stranger');
    await link(primary, secondary);

    await expectError(
      await unlinkCall(
        primary.userId,
        'auth0',
        secondary.id,
        await managementToken(stranger.userId, OWN_SCOPE),
      ),
      403,
      'insufficient_scope',
      /own user/,
    );
    const admin = await managementToken(stranger.userId, 'update:users');
    const response = await unlinkCall(primary.userId, 'auth0', secondary.id, admin);
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(((await response.json()) as unknown[]).length, 1);
  });

  it('refuses a token without update:current_user_identities or update:users', async () => {
    const primary = await signup('scopeless');
    const secondary = await signup('scopeless-linked');
    await link(primary, secondary);
    const token = await managementToken(
      primary.userId,
      'read:current_user update:current_user_metadata delete:current_user_metadata',
    );
    await expectError(
      await unlinkCall(primary.userId, 'auth0', secondary.id, token),
      403,
      'insufficient_scope',
      /update:users,update:current_user_identities/,
    );
    assert.equal((await getUser(secondary.userId)).status, 404, 'still linked');
  });

  it('refuses the main identity (400), an identity that is not linked and an unknown user (404)', async () => {
    const primary = await signup('main');
    const secondary = await signup('main-linked');
    const loner = await signup('loner');
    await link(primary, secondary);
    const own = await managementToken(primary.userId, OWN_SCOPE);

    await expectError(
      await unlinkCall(primary.userId, 'auth0', primary.id, own),
      400,
      'invalid_body',
      /main identity/,
    );
    await expectError(await unlinkCall(primary.userId, 'auth0', loner.id, own), 404, 'inexistent_identity');
    await expectError(
      await unlinkCall(primary.userId, 'email', secondary.id, own),
      404,
      'inexistent_identity',
    );
    const admin = await managementToken(primary.userId, 'update:users');
    await expectError(await unlinkCall('auth0|nobody', 'auth0', secondary.id, admin), 404, 'inexistent_user');
    // Nothing changed.
    assert.equal((await getUser(secondary.userId)).status, 404);
    assert.equal(await loginSubject(secondary), primary.userId);
    assert.equal(await loginSubject(loner), loner.userId);
  });

  it('of two unlinks of the same identity at once, exactly one succeeds', async () => {
    const primary = await signup('race');
    const secondary = await signup('race-linked');
    await link(primary, secondary);
    const own = await managementToken(primary.userId, OWN_SCOPE);

    const responses = await Promise.all([
      unlinkCall(primary.userId, 'auth0', secondary.id, own),
      unlinkCall(primary.userId, 'auth0', secondary.id, own),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    assert.deepEqual(statuses, [200, 404]);
    const loser = responses.find((response) => response.status === 404);
    assert.ok(loser);
    await expectError(loser, 404, 'inexistent_identity');
    assert.equal(
      service.store.data.users.filter((user) => user.user_id === secondary.userId).length,
      1,
      'the secondary is restored once',
    );
    const user = (await (await getUser(primary.userId)).json()) as { identities: unknown[] };
    assert.equal(user.identities.length, 1);
    assert.equal(await loginSubject(secondary), secondary.userId);
  });
});
