// Logins with a linked identity's credentials: after linking, the secondary is no separate user, and its
// database, passwordless or social login signs in the primary (sub = the primary's user_id). Unlinking
// (DELETE /api/v2/users/{id}/identities/{provider}/{user_id}) gives the secondary its own login back, under
// the real service's rules.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { EmulatorHandle } from '../src/index.js';
import {
  APP_ORIGIN,
  authorizeUrl,
  CALLBACK,
  coAuthenticate,
  CookieJar,
  createUser,
  DATABASE,
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  expectManagementError,
  hiddenField,
  jwtPayload,
  PASSWORD_REALM,
  PASSWORDLESS_OTP,
  postJson,
  redirectParams,
  startTestService,
} from './helpers.js';

const PASSWORD = 'Passw0rd!x';

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

/** A new database user; returns its user_id. */
async function signup(email: string, password = PASSWORD): Promise<string> {
  return (await createUser(service.url, { email, password }, { origin: APP_ORIGIN })).userId;
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

/** Links `secondaryId` into `primaryId` with the primary's own token and the secondary's ID token. */
async function link(primaryId: string, secondaryId: string): Promise<Record<string, unknown>[]> {
  const { access_token } = await service.issueTokens({
    userId: primaryId,
    audience: `${service.url}/api/v2/`,
    scope: 'update:current_user_identities',
  });
  const { id_token } = await service.issueTokens({ userId: secondaryId });
  const response = await managementCall(
    'POST',
    `/users/${encodeURIComponent(primaryId)}/identities`,
    access_token,
    { link_with: id_token },
  );
  assert.equal(response.status, 201, await response.clone().text());
  return (await response.json()) as Record<string, unknown>[];
}

async function unlink(primaryId: string, secondaryId: string): Promise<void> {
  const { access_token } = await service.issueTokens({
    userId: primaryId,
    audience: `${service.url}/api/v2/`,
    scope: 'update:current_user_identities',
  });
  const [provider = '', id = ''] = secondaryId.split('|');
  const response = await managementCall(
    'DELETE',
    `/users/${encodeURIComponent(primaryId)}/identities/${provider}/${id}`,
    access_token,
  );
  assert.equal(response.status, 200, await response.text());
}

/** The password-realm grant at /oauth/token; returns the status and body. */
async function passwordRealm(
  username: string,
  password: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await postJson(
    `${service.url}/oauth/token`,
    {
      grant_type: PASSWORD_REALM,
      client_id: DEMO_CLIENT_ID,
      username,
      password,
      realm: DATABASE,
      scope: 'openid profile email',
    },
    { origin: APP_ORIGIN },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** /co/authenticate, then /authorize with the login ticket: the `sub` of the ID token it returns. */
async function embeddedLoginSubject(credentials: Record<string, unknown>): Promise<string> {
  const jar = new CookieJar();
  const response = await coAuthenticate(service, credentials, { jar });
  const body = (await response.json()) as Record<string, string>;
  assert.equal(response.status, 200, JSON.stringify(body));
  const redirect = await jar.fetch(
    authorizeUrl(service.url, {
      redirect_uri: CALLBACK,
      response_type: 'id_token',
      nonce: 'n',
      state: 's',
      login_ticket: body['login_ticket'] ?? '',
      realm: String(credentials['realm']),
    }),
  );
  const idToken = redirectParams(redirect).get('id_token');
  assert.ok(idToken, `no ID token in ${redirect.headers.get('location') ?? redirect.status}`);
  return String(jwtPayload(idToken)['sub']);
}

function databaseCredentials(email: string, password = PASSWORD): Record<string, unknown> {
  return { credential_type: PASSWORD_REALM, username: email, password, realm: DATABASE };
}

describe('logins with linked database identities', () => {
  it("the secondary's e-mail and password log in the primary (embedded login and /oauth/token)", async () => {
    const primary = await signup('linked-primary@example.com');
    const secondary = await signup('linked-secondary@example.com', 'Secondary1!pw');
    await link(primary, secondary);

    assert.equal(
      await embeddedLoginSubject(databaseCredentials('linked-secondary@example.com', 'Secondary1!pw')),
      primary,
    );
    const token = await passwordRealm('linked-secondary@example.com', 'Secondary1!pw');
    assert.equal(token.status, 200, JSON.stringify(token.body));
    assert.equal(jwtPayload(String(token.body['id_token']))['sub'], primary);
    // The primary's own credentials still work; no separate user was created for the secondary.
    assert.equal(await embeddedLoginSubject(databaseCredentials('linked-primary@example.com')), primary);
    assert.equal(
      service.store.data.users.filter((user) => user.email === 'linked-secondary@example.com').length,
      0,
    );
  });

  it("the secondary's session, as a linking popup leaves it, renews as the primary, also after unlinking", async () => {
    const primary = await signup('session-primary@example.com');
    const secondary = await signup('session-secondary@example.com', 'Secondary1!pw');
    const jar = new CookieJar();
    const login = await coAuthenticate(
      service,
      databaseCredentials('session-secondary@example.com', 'Secondary1!pw'),
      { jar },
    );
    const { login_ticket: ticket = '' } = (await login.json()) as Record<string, string>;
    const silent = (extra: Record<string, string>): Promise<Response> =>
      jar.fetch(
        authorizeUrl(service.url, {
          redirect_uri: CALLBACK,
          response_type: 'id_token',
          nonce: 'n',
          state: 's',
          ...extra,
        }),
      );
    const subject = (response: Response): unknown => {
      const idToken = redirectParams(response).get('id_token');
      assert.ok(idToken, `no ID token in ${response.headers.get('location') ?? response.status}`);
      return jwtPayload(idToken)['sub'];
    };
    assert.equal(subject(await silent({ login_ticket: ticket, realm: DATABASE })), secondary);

    await link(primary, secondary);
    assert.equal(subject(await silent({ prompt: 'none' })), primary);
    await unlink(primary, secondary);
    assert.equal(
      subject(await silent({ prompt: 'none' })),
      primary,
      'the page that unlinked stays signed in',
    );
  });

  it("a password reset for the secondary's e-mail changes that identity's password only", async () => {
    const primary = await signup('reset-primary@example.com', 'Primary1!pw');
    const secondary = await signup('reset-secondary@example.com', 'Secondary1!pw');
    await link(primary, secondary);

    const asked = await postJson(
      `${service.url}/dbconnections/change_password`,
      { client_id: DEMO_CLIENT_ID, email: 'reset-secondary@example.com', connection: DATABASE },
      { origin: APP_ORIGIN },
    );
    assert.equal(asked.status, 200);
    const resetLink = service.store.data.messages.find(
      (message) => message.to === 'reset-secondary@example.com',
    )?.link;
    assert.ok(resetLink, 'a reset e-mail to the secondary address');
    const ticket = new URL(resetLink).searchParams.get('ticket') ?? '';
    assert.match(await (await fetch(resetLink)).text(), /reset-secondary@example\.com/);
    const done = await fetch(`${service.url}/lo/reset`, {
      method: 'POST',
      body: new URLSearchParams({ ticket, password: 'Renewed-Se2nd!', confirm: 'Renewed-Se2nd!' }),
      redirect: 'manual',
    });
    assert.equal(done.status, 303, await done.clone().text());

    // The secondary's new password logs in the primary; its old one is gone; the primary's own is kept.
    assert.equal(
      await embeddedLoginSubject(databaseCredentials('reset-secondary@example.com', 'Renewed-Se2nd!')),
      primary,
    );
    assert.equal((await passwordRealm('reset-secondary@example.com', 'Secondary1!pw')).status, 403);
    assert.equal((await passwordRealm('reset-primary@example.com', 'Primary1!pw')).status, 200);
  });

  it('each identity keeps its own password', async () => {
    const primary = await signup('own-primary@example.com', 'Primary1!pw');
    const secondary = await signup('own-secondary@example.com', 'Secondary1!pw');
    await link(primary, secondary);

    const swapped = await passwordRealm('own-secondary@example.com', 'Primary1!pw');
    assert.equal(swapped.status, 403);
    assert.equal(swapped.body['error'], 'invalid_grant');
    const wrong = await coAuthenticate(
      service,
      databaseCredentials('own-secondary@example.com', 'Nope1!nope'),
    );
    assert.equal(wrong.status, 403);
    assert.equal(((await wrong.json()) as Record<string, unknown>)['error'], 'access_denied');
    assert.equal((await passwordRealm('own-primary@example.com', 'Secondary1!pw')).status, 403);
  });

  it('keeps the password hash out of every Management answer', async () => {
    const primary = await signup('hash-primary@example.com');
    const secondary = await signup('hash-secondary@example.com');
    const identities = await link(primary, secondary);
    assert.equal(JSON.stringify(identities).includes('scrypt'), false);
    assert.equal(
      identities.some((identity) => 'password_hash' in identity),
      false,
    );
    const stored = service.store.data.users.find((user) => user.user_id === primary);
    assert.match(stored?.identities[1]?.password_hash ?? '', /^scrypt\$/);

    const { access_token } = await service.issueTokens({
      userId: primary,
      audience: `${service.url}/api/v2/`,
      scope: 'read:current_user',
    });
    const text = await (
      await managementCall('GET', `/users/${encodeURIComponent(primary)}`, access_token)
    ).text();
    assert.equal(text.includes('password_hash'), false);
    assert.equal(text.includes('scrypt'), false);
  });

  it('signup refuses the e-mail of a linked identity (it still exists in the connection)', async () => {
    const primary = await signup('taken-primary@example.com');
    const secondary = await signup('taken-secondary@example.com');
    await link(primary, secondary);
    const response = await postJson(
      `${service.url}/dbconnections/signup`,
      {
        client_id: DEMO_CLIENT_ID,
        email: 'taken-secondary@example.com',
        password: PASSWORD,
        connection: DATABASE,
      },
      { origin: APP_ORIGIN },
    );
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as Record<string, unknown>)['code'], 'user_exists');
  });

  it('unlinking restores the secondary as a separate user that logs in as itself', async () => {
    const primary = await signup('restore-primary@example.com');
    const secondary = await signup('restore-secondary@example.com', 'Secondary1!pw');
    await link(primary, secondary);
    await unlink(primary, secondary);

    assert.equal(
      await embeddedLoginSubject(databaseCredentials('restore-secondary@example.com', 'Secondary1!pw')),
      secondary,
    );
    const token = await passwordRealm('restore-secondary@example.com', 'Secondary1!pw');
    assert.equal(jwtPayload(String(token.body['id_token']))['sub'], secondary);
    assert.equal(await embeddedLoginSubject(databaseCredentials('restore-primary@example.com')), primary);
  });
});

describe('logins with linked passwordless and social identities', () => {
  async function passwordlessSubject(email: string): Promise<string> {
    const start = await postJson(
      `${service.url}/passwordless/start`,
      { client_id: DEMO_CLIENT_ID, connection: 'email', email, send: 'code' },
      { origin: APP_ORIGIN },
    );
    assert.equal(start.status, 200, await start.clone().text());
    const code = service.store.data.messages.find((message) => message.to === email)?.code;
    assert.ok(code);
    return embeddedLoginSubject({
      credential_type: PASSWORDLESS_OTP,
      username: email,
      otp: code,
      realm: 'email',
    });
  }

  it("a linked e-mail identity's one-time code logs in the primary", async () => {
    const primary = await signup('otp-primary@example.com');
    const secondary = await passwordlessSubject('otp-secondary@example.com');
    assert.match(secondary, /^email\|/);
    await link(primary, secondary);

    assert.equal(await passwordlessSubject('otp-secondary@example.com'), primary);
    assert.equal(
      service.store.data.users.filter((user) => user.email === 'otp-secondary@example.com').length,
      0,
      'no new passwordless user',
    );
  });

  it('a linked social account logs in the primary', async () => {
    const primary = await signup('social-primary@example.com');
    const jar = new CookieJar();
    const socialLogin = async (): Promise<string> => {
      const page = await (
        await jar.fetch(
          authorizeUrl(service.url, {
            redirect_uri: CALLBACK,
            response_type: 'id_token',
            nonce: 'n',
            state: 's',
            connection: 'github',
            prompt: 'login',
          }),
        )
      ).text();
      const response = await jar.fetch(`${service.url}/u/social`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service.url },
        body: new URLSearchParams({
          authorize: hiddenField(page, 'authorize'),
          connection: 'github',
          account: '5550001',
        }),
      });
      return String(jwtPayload(redirectParams(response).get('id_token') ?? '')['sub']);
    };
    const secondary = await socialLogin();
    assert.equal(secondary, 'github|5550001');
    await link(primary, secondary);
    assert.equal(await socialLogin(), primary);
  });
});

describe('unlinking: DELETE /api/v2/users/{id}/identities/{provider}/{user_id}', () => {
  const OWN_SCOPE = 'update:current_user_identities';

  async function managementToken(userId: string, scope: string): Promise<string> {
    const { access_token } = await service.issueTokens({
      userId,
      audience: `${service.url}/api/v2/`,
      scope,
    });
    return access_token;
  }

  /** The DELETE call for the identity `secondaryId` (`provider|id`) of `primaryId`. */
  function unlinkCall(primaryId: string, secondaryId: string, token: string): Promise<Response> {
    const [provider = '', id = ''] = secondaryId.split('|');
    const path = `/users/${encodeURIComponent(primaryId)}/identities/${provider}/${encodeURIComponent(id)}`;
    return managementCall('DELETE', path, token);
  }

  /** A user read with an admin token (of the seeded demo user). */
  async function getUser(userId: string): Promise<Response> {
    const admin = await managementToken(DEMO_USER_ID, 'read:users');
    return managementCall('GET', `/users/${encodeURIComponent(userId)}`, admin);
  }

  /** The `sub` the password-realm grant gives these credentials. */
  async function loginSubject(email: string, password = PASSWORD): Promise<unknown> {
    const token = await passwordRealm(email, password);
    assert.equal(token.status, 200, JSON.stringify(token.body));
    return jwtPayload(String(token.body['id_token']))['sub'];
  }

  it('answers the remaining identities; the secondary is its own user again, without the metadata', async () => {
    const primary = await signup('unlink-primary@example.com');
    const secondary = await signup('unlink-secondary@example.com', 'Secondary1!pw');
    const other = await signup('unlink-other@example.com', 'Other1!pw');
    await link(primary, secondary);
    await link(primary, other);
    const own = await managementToken(primary, `${OWN_SCOPE} update:current_user_metadata`);
    const patch = await managementCall('PATCH', `/users/${encodeURIComponent(primary)}`, own, {
      user_metadata: { plan: 'primary-only' },
    });
    assert.equal(patch.status, 200);
    const inbox = JSON.parse(JSON.stringify(service.store.data.messages)) as unknown;

    const response = await unlinkCall(primary, secondary, own);
    assert.equal(response.status, 200);
    const remaining = (await response.json()) as Record<string, unknown>[];
    const user = (await (await getUser(primary)).json()) as Record<string, unknown>;
    assert.deepEqual(remaining, user['identities'], "the same shape as the user's identities");
    assert.deepEqual(
      remaining.map((identity) => `${String(identity['provider'])}|${String(identity['user_id'])}`),
      [primary, other],
    );
    assert.deepEqual(user['user_metadata'], { plan: 'primary-only' });

    const restoredResponse = await getUser(secondary);
    assert.equal(restoredResponse.status, 200);
    const restored = (await restoredResponse.json()) as Record<string, unknown>;
    assert.equal(restored['email'], 'unlink-secondary@example.com');
    assert.deepEqual(restored['user_metadata'], {}, "it does not keep the primary's metadata");
    assert.deepEqual(restored['app_metadata'], {});
    assert.deepEqual(restored['identities'], [
      { provider: 'auth0', connection: DATABASE, user_id: secondary.split('|')[1], isSocial: false },
    ]);
    assert.equal('password_hash' in restored, false);

    assert.equal(await loginSubject('unlink-secondary@example.com', 'Secondary1!pw'), secondary);
    assert.equal(await loginSubject('unlink-primary@example.com'), primary);
    assert.equal(await loginSubject('unlink-other@example.com', 'Other1!pw'), primary, 'still linked');
    assert.deepEqual(service.store.data.messages, inbox, 'nothing new in the dev inbox');
  });

  it("refuses another user's identities with the current-user scope; update:users may", async () => {
    const primary = await signup('target-primary@example.com');
    const secondary = await signup('target-secondary@example.com', 'Secondary1!pw');
    const stranger = await signup('stranger@example.com');
    await link(primary, secondary);

    await expectManagementError(
      await unlinkCall(primary, secondary, await managementToken(stranger, OWN_SCOPE)),
      403,
      'insufficient_scope',
      /own user/,
    );
    assert.equal((await getUser(secondary)).status, 404, 'still linked');
    const response = await unlinkCall(primary, secondary, await managementToken(stranger, 'update:users'));
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(((await response.json()) as unknown[]).length, 1);
  });

  it('refuses a token without update:current_user_identities or update:users', async () => {
    const primary = await signup('scopeless-primary@example.com');
    const secondary = await signup('scopeless-secondary@example.com', 'Secondary1!pw');
    await link(primary, secondary);
    const token = await managementToken(
      primary,
      'read:current_user update:current_user_metadata delete:current_user_metadata',
    );
    await expectManagementError(
      await unlinkCall(primary, secondary, token),
      403,
      'insufficient_scope',
      /update:users,update:current_user_identities/,
    );
    assert.equal((await getUser(secondary)).status, 404, 'still linked');
  });

  it('refuses the main identity (400), an identity that is not linked and an unknown user (404)', async () => {
    const primary = await signup('main-primary@example.com');
    const secondary = await signup('main-secondary@example.com', 'Secondary1!pw');
    const loner = await signup('loner@example.com', 'Solo-Pass-77');
    await link(primary, secondary);
    const own = await managementToken(primary, OWN_SCOPE);

    await expectManagementError(
      await unlinkCall(primary, primary, own),
      400,
      'invalid_body',
      /main identity/,
    );
    await expectManagementError(await unlinkCall(primary, loner, own), 404, 'inexistent_identity');
    await expectManagementError(
      await unlinkCall(primary, `email|${secondary.split('|')[1]}`, own),
      404,
      'inexistent_identity',
    );
    const admin = await managementToken(primary, 'update:users');
    await expectManagementError(await unlinkCall('auth0|nobody', secondary, admin), 404, 'inexistent_user');
    assert.equal((await getUser(secondary)).status, 404, 'nothing changed');
    assert.equal(await loginSubject('main-secondary@example.com', 'Secondary1!pw'), primary);
    assert.equal(await loginSubject('loner@example.com', 'Solo-Pass-77'), loner);
  });

  it('of two unlinks of the same identity at once, exactly one succeeds', async () => {
    const primary = await signup('race-primary@example.com');
    const secondary = await signup('race-secondary@example.com', 'Secondary1!pw');
    await link(primary, secondary);
    const own = await managementToken(primary, OWN_SCOPE);

    const responses = await Promise.all([
      unlinkCall(primary, secondary, own),
      unlinkCall(primary, secondary, own),
    ]);
    assert.deepEqual(responses.map((response) => response.status).sort(), [200, 404]);
    const loser = responses.find((response) => response.status === 404);
    assert.ok(loser);
    await expectManagementError(loser, 404, 'inexistent_identity');
    assert.equal(service.store.data.users.filter((user) => user.user_id === secondary).length, 1);
    const user = (await (await getUser(primary)).json()) as { identities: unknown[] };
    assert.equal(user.identities.length, 1);
    assert.equal(await loginSubject('race-secondary@example.com', 'Secondary1!pw'), secondary);
  });
});
