// The test kit (`auth-elements-emulator/testing`) over HTTP: two services started at once share nothing
// (users, inbox, clock), nothing is left on disk, and every helper gives what a log-in over the wire
// then accepts: users with a password, an unverified address, metadata, an authenticator app and a
// recovery code; organizations, members and invitations; APIs and their scopes; the session cookie that
// silent authentication takes; the clock.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { startTestService } from '../src/testing/index.js';
import type { TestService, TestUser } from '../src/testing/index.js';
import { CookieJar, jwtPayload, pkce, postJson, redirectParams } from './helpers.js';
import {
  MFA_OTP_GRANT as MFA_OTP,
  MFA_RECOVERY_CODE_GRANT as MFA_RECOVERY_CODE,
  PASSWORD_REALM_GRANT as PASSWORD_REALM,
} from '#grant-types';

const APP = 'http://localhost:5399';
type Json = Record<string, unknown>;

async function token(service: TestService, body: Json): Promise<{ status: number; body: Json }> {
  const response = await postJson(
    `${service.url}/oauth/token`,
    { client_id: service.clientId, ...body },
    { origin: APP },
  );
  return { status: response.status, body: (await response.json()) as Json };
}

function passwordLogin(service: TestService, user: TestUser, extra: Json = {}) {
  return token(service, {
    grant_type: PASSWORD_REALM,
    username: user.email,
    password: user.password,
    realm: 'Username-Password-Authentication',
    scope: 'openid profile email',
    ...extra,
  });
}

/** Silent authentication with `user`'s session cookie (`prompt=none`), the code exchanged: the tokens. */
async function silentLogin(service: TestService, user: TestUser, extra: Record<string, string> = {}) {
  const cookie = await service.session(user);
  const jar = new CookieJar();
  jar.cookies.set(cookie.name, cookie.value);
  const { challenge, verifier } = pkce();
  const response = await jar.fetch(
    `${service.url}/authorize?${new URLSearchParams({
      client_id: service.clientId,
      response_type: 'code',
      redirect_uri: `${APP}/callback`,
      scope: 'openid profile email',
      prompt: 'none',
      state: 's',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    }).toString()}`,
  );
  const params = redirectParams(response);
  if (!params.get('code')) throw new Error(`error=${params.get('error')}: ${params.toString()}`);
  const exchanged = await token(service, {
    grant_type: 'authorization_code',
    code: params.get('code'),
    code_verifier: verifier,
    redirect_uri: `${APP}/callback`,
  });
  assert.equal(exchanged.status, 200, JSON.stringify(exchanged.body));
  return exchanged.body;
}

describe('two services started at once', () => {
  let a: TestService;
  let b: TestService;
  before(async () => {
    [a, b] = await Promise.all([startTestService({ origins: [APP] }), startTestService({ origins: [APP] })]);
  });
  after(() => Promise.all([a.close(), b.close()]));

  it('share no user, no message and no clock', async () => {
    assert.notEqual(a.url, b.url);
    const [onA, onB] = await Promise.all([
      a.createUser({ email: 'same@example.com' }),
      b.createUser({ email: 'same@example.com', password: 'Other-Pass-77' }),
    ]);
    assert.notEqual(onA.id, onB.id);
    assert.equal((await passwordLogin(a, onA)).status, 200);
    assert.equal((await passwordLogin(b, onB)).status, 200);
    // Each service knows only its own user's password.
    assert.equal((await passwordLogin(a, { ...onA, password: onB.password })).status, 403);
    assert.equal((await passwordLogin(b, { ...onB, password: onA.password })).status, 403);
    const only = await a.createUser();
    assert.equal((await passwordLogin(b, only)).status, 403);

    const org = await a.createOrganization({ name: 'acme-a' });
    await a.invite(org, { email: 'invitee@example.com' });
    assert.equal((await a.inbox({ to: 'invitee@example.com' })).length, 1);
    assert.deepEqual(await b.inbox({ to: 'invitee@example.com' }), []);

    const before = b.clock.now();
    a.clock.advance(3_600_000);
    assert.ok(a.clock.now() - b.clock.now() >= 3_600_000 - 1000);
    assert.ok(b.clock.now() - before < 60_000);
  });
});

describe('a service', () => {
  it('leaves no file behind: the tenant is in memory', async () => {
    const listings = () => [readdirSync(tmpdir()).sort(), readdirSync(process.cwd()).sort()];
    const before = listings();
    const service = await startTestService({ origins: [APP] });
    assert.equal((service.handle.store as { dataFile?: string }).dataFile, undefined);
    const user = await service.createUser({ totp: true, recoveryCode: true });
    await service.invite(await service.createOrganization({ name: 'files' }), { email: user.email });
    assert.equal((await passwordLogin(service, user)).status, 403); // mfa_required: the tenant works
    await service.close();
    assert.deepEqual(listings(), before);
  });
});

describe('the helpers', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ origins: [APP], callbacks: [`${APP}/callback`] });
  });
  after(() => service.close());

  it('createUser: a user who logs in with the password, verified by default, with metadata', async () => {
    const user = await service.createUser({ metadata: { plan: 'pro' }, appMetadata: { tier: 2 } });
    assert.match(user.id, /^auth0\|[0-9a-f]{24}$/);
    assert.match(user.email, /@example\.com$/);
    const login = await passwordLogin(service, user);
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const claims = jwtPayload(String(login.body['id_token']));
    assert.equal(claims['sub'], user.id);
    assert.equal(claims['email'], user.email);
    assert.equal(claims['email_verified'], true);
    const record = service.handle.store.data.users.find((u) => u.user_id === user.id);
    assert.deepEqual(record?.user_metadata, { plan: 'pro' });
    assert.deepEqual(record?.app_metadata, { tier: 2 });

    const unverified = await service.createUser({ verified: false, password: 'Another-Pass-91' });
    const second = await passwordLogin(service, unverified);
    assert.equal(second.status, 200);
    assert.equal(jwtPayload(String(second.body['id_token']))['email_verified'], false);
  });

  it('createUser({ totp }) and currentCode: the log-in asks for the code, and takes it (twice in a row)', async () => {
    const user = await service.createUser({ totp: true });
    assert.match(user.totpSecret ?? '', /^[A-Z2-7]+$/);
    for (let round = 0; round < 2; round++) {
      const login = await passwordLogin(service, user);
      assert.equal(login.status, 403);
      assert.equal(login.body['error'], 'mfa_required');
      const done = await token(service, {
        grant_type: MFA_OTP,
        mfa_token: login.body['mfa_token'],
        otp: service.currentCode(user),
      });
      assert.equal(done.status, 200, `round ${round}: ${JSON.stringify(done.body)}`);
    }
  });

  it('createUser({ recoveryCode }): the recovery code passes the second factor once', async () => {
    const user = await service.createUser({ totp: true, recoveryCode: true });
    assert.match(user.recoveryCode ?? '', /^([A-Z0-9]{4}-){5}[A-Z0-9]{4}$/);
    const login = await passwordLogin(service, user);
    const done = await token(service, {
      grant_type: MFA_RECOVERY_CODE,
      mfa_token: login.body['mfa_token'],
      recovery_code: user.recoveryCode,
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.ok(done.body['recovery_code'], 'a new recovery code replaces the spent one');
  });

  it('createOrganization, addMember and invite: a member, and the invitation link in the inbox', async () => {
    const org = await service.createOrganization({ name: 'Globex', displayName: 'Globex Corp' });
    assert.match(org.id, /^org_/);
    assert.equal(org.name, 'globex');
    const member = await service.createUser();
    await service.addMember(org, member);
    const tokens = await silentLogin(service, member, { organization: org.id });
    assert.equal(jwtPayload(String(tokens['id_token']))['org_id'], org.id);
    const outsider = await service.createUser();
    await assert.rejects(silentLogin(service, outsider, { organization: org.id }), /error=/);

    const invitation = await service.invite(org, { email: 'new-hire@example.com', inviter: 'Ada' });
    const link = new URL(invitation.url);
    assert.equal(link.origin, APP);
    assert.equal(link.searchParams.get('invitation'), invitation.ticket);
    assert.equal(link.searchParams.get('organization'), org.id);
    const message = await service.waitForMessage({ to: 'new-hire@example.com', kind: 'invitation' });
    assert.equal(message.link, invitation.url);
    assert.match(message.subject, /Globex Corp/);
  });

  it('createApi: tokens for its audience carry the scopes asked for', async () => {
    const api = await service.createApi({ identifier: 'https://api.test', scopes: ['read:things'] });
    const user = await service.createUser();
    const login = await passwordLogin(service, user, {
      audience: api.identifier,
      scope: 'openid read:things',
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const claims = jwtPayload(String(login.body['access_token']));
    assert.ok((claims['aud'] as string[]).includes(api.identifier));
    assert.match(String(claims['scope']), /\bread:things\b/);
  });

  it('inbox: a password-reset e-mail and its link', async () => {
    const user = await service.createUser();
    const response = await postJson(
      `${service.url}/dbconnections/change_password`,
      { client_id: service.clientId, email: user.email, connection: 'Username-Password-Authentication' },
      { origin: APP },
    );
    assert.equal(response.status, 200);
    const [reset] = await service.inbox({ to: user.email, kind: 'password-reset' });
    assert.ok(reset?.link?.startsWith(service.url), JSON.stringify(reset));
  });

  it('session: the cookie signs the user in silently (prompt=none answers a code)', async () => {
    const user = await service.createUser({ totp: true });
    const cookie = await service.session(user);
    assert.equal(cookie.url, service.url);
    const tokens = await silentLogin(service, user);
    assert.equal(jwtPayload(String(tokens['id_token']))['sub'], user.id);
  });

  it('clock.advance: the service’s time moves forward (tokens are issued at the new time)', async () => {
    const user = await service.createUser();
    service.clock.advance(24 * 3600_000);
    const login = await passwordLogin(service, user);
    const issuedAt = Number(jwtPayload(String(login.body['id_token']))['iat']);
    assert.ok(Math.abs(issuedAt - Date.now() / 1000 - 24 * 3600) < 60, `iat ${issuedAt}`);
    assert.throws(() => service.clock.advance(-1), RangeError);
  });
});
