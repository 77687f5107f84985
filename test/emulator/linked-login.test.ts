// Logins with a linked identity's credentials: after linking, the secondary is no separate user, and its
// database, passwordless or social login signs in the primary (sub = the primary's user_id). Unlinking
// gives the secondary its own login back.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { EmulatorHandle } from '../../src/emulator/index.js';
import {
  APP_ORIGIN,
  authorizeUrl,
  CALLBACK,
  coAuthenticate,
  CookieJar,
  DEMO_CLIENT_ID,
  hiddenField,
  jwtPayload,
  PASSWORD_REALM,
  PASSWORDLESS_OTP,
  postJson,
  redirectParams,
  startTestService,
} from './helpers.js';

const CONNECTION = 'Username-Password-Authentication';
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
  const response = await postJson(
    `${service.url}/dbconnections/signup`,
    { client_id: DEMO_CLIENT_ID, email, password, connection: CONNECTION },
    { origin: APP_ORIGIN },
  );
  const body = (await response.json()) as { _id: string };
  assert.equal(response.status, 200, JSON.stringify(body));
  return `auth0|${body._id}`;
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
      realm: CONNECTION,
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
  return { credential_type: PASSWORD_REALM, username: email, password, realm: CONNECTION };
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

  it("the secondary's session, as a linking popup leaves it, renews silently as the primary", async () => {
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
    assert.equal(subject(await silent({ login_ticket: ticket, realm: CONNECTION })), secondary);

    await link(primary, secondary);
    assert.equal(subject(await silent({ prompt: 'none' })), primary);
  });

  it("a password reset for the secondary's e-mail changes that identity's password only", async () => {
    const primary = await signup('reset-primary@example.com', 'Primary1!pw');
    const secondary = await signup('reset-secondary@example.com', 'Secondary1!pw');
    await link(primary, secondary);

    const asked = await postJson(
      `${service.url}/dbconnections/change_password`,
      { client_id: DEMO_CLIENT_ID, email: 'reset-secondary@example.com', connection: CONNECTION },
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
        connection: CONNECTION,
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
