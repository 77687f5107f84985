// /dbconnections/signup, /dbconnections/change_password and the pages their messages link to
// (/lo/reset, /lo/unblock), over HTTP against a running local identity service.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyPassword } from '../src/passwords.js';
import type { User } from '../src/tenant.js';
import {
  coAuthenticate,
  DATABASE,
  DEMO_CLIENT_ID,
  PASSWORD_REALM,
  readInbox,
  TestClock,
  useTestService,
} from './helpers.js';
import type { InboxMessage } from './helpers.js';

const USERNAME_DATABASE = 'Username-Required';
const STRONG_PASSWORD = 'Tr1cky-Horse-42';

const service = useTestService({ host: '127.0.0.1' });

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(service().url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(service().url + path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

function signup(fields: Record<string, unknown>): Promise<Response> {
  return post('/dbconnections/signup', {
    client_id: DEMO_CLIENT_ID,
    connection: DATABASE,
    email: 'new.person@example.com',
    password: STRONG_PASSWORD,
    ...fields,
  });
}

function findUser(email: string): User | undefined {
  return service().store.data.users.find((user) => user.email === email);
}

interface DbError {
  name: string;
  code: string;
  /** Text, except for PasswordStrengthError (see the test of a weak password). */
  description: string;
  message?: string;
  statusCode: number;
  policy?: string;
}

async function expectDbError(response: Response, status: number, code: string): Promise<DbError> {
  const text = await response.text();
  assert.equal(response.status, status, text);
  const body = JSON.parse(text) as DbError;
  assert.equal(body.code, code);
  assert.equal(body.statusCode, status);
  assert.equal(typeof body.name, 'string');
  if (body.name === 'PasswordStrengthError') assert.equal(typeof body.description, 'object');
  else assert.equal(typeof body.description, 'string');
  assert.ok(!text.includes(STRONG_PASSWORD), 'the error body must not carry the password');
  return body;
}

function messagesTo(to: string): Promise<InboxMessage[]> {
  return readInbox(service().url, { to });
}

/** Status of an embedded login (/co/authenticate) of a database user. */
async function loginStatus(username: string, password: string): Promise<number> {
  const response = await coAuthenticate(service(), {
    credential_type: PASSWORD_REALM,
    realm: DATABASE,
    username,
    password,
  });
  return response.status;
}

describe('POST /dbconnections/signup', () => {
  it('creates a database user and stores only a scrypt hash of the password', async () => {
    const response = await signup({
      given_name: 'New',
      family_name: 'Person',
      user_metadata: { plan: 'free', color: 'green' },
    });
    assert.equal(response.status, 200);
    const body = (await response.json()) as Record<string, unknown>;
    assert.match(String(body['_id']), /^[0-9a-f]{24}$/);
    assert.deepEqual(body, { _id: body['_id'], email: 'new.person@example.com', email_verified: false });

    const user = findUser('new.person@example.com');
    assert.ok(user);
    assert.equal(user.user_id, `auth0|${String(body['_id'])}`);
    assert.deepEqual(user.identities, [
      { provider: 'auth0', connection: DATABASE, user_id: body['_id'], isSocial: false },
    ]);
    assert.deepEqual(user.user_metadata, { plan: 'free', color: 'green' });
    assert.equal(user.given_name, 'New');
    assert.equal(user.family_name, 'Person');
    assert.equal(user.email_verified, false);
    assert.match(user.password_hash ?? '', /^scrypt\$/);
    assert.ok(!JSON.stringify(user).includes(STRONG_PASSWORD));
    assert.equal(await verifyPassword(STRONG_PASSWORD, user.password_hash), true);
  });

  it('sends a verification e-mail whose link verifies the address once', async () => {
    const response = await signup({});
    assert.equal(response.status, 200);
    const [message, ...rest] = await messagesTo('new.person@example.com');
    assert.deepEqual(rest, []);
    assert.equal(message?.kind, 'email-verification');
    assert.equal(message.subject, 'Verify your e-mail address');
    const link = new URL(message.link ?? '');
    assert.equal(`${link.origin}${link.pathname}`, `${service().url}/u/email-verification`);
    assert.equal(findUser('new.person@example.com')?.email_verified, false);

    // Two opens at once (a mail scanner and the user): one verifies, the other finds the link used.
    const [a, b] = await Promise.all([fetch(link), fetch(link)]);
    const pages = [await a.text(), await b.text()];
    assert.deepEqual([a.status, b.status].sort(), [200, 400]);
    const done = pages[a.status === 200 ? 0 : 1];
    assert.match(done, /Your e-mail address new\.person@example\.com is verified/);
    assert.match(
      pages[a.status === 200 ? 1 : 0],
      /This verification link is invalid, has already been used or has expired/,
    );
    assert.equal(findUser('new.person@example.com')?.email_verified, true);
  });

  it('stores the username on a connection that requires one and returns it', async () => {
    const response = await signup({ connection: USERNAME_DATABASE, username: 'newbie' });
    assert.equal(response.status, 200);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body['username'], 'newbie');
    assert.equal(findUser('new.person@example.com')?.username, 'newbie');
  });

  it('ignores a username on a connection that does not use usernames', async () => {
    const response = await signup({ username: 'ignored' });
    assert.equal(response.status, 200);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal('username' in body, false);
    assert.equal(findUser('new.person@example.com')?.username, undefined);
  });

  for (const field of ['email', 'password', 'connection', 'client_id']) {
    it(`refuses a request without ${field} (400 invalid_signup naming the field)`, async () => {
      const error = await expectDbError(await signup({ [field]: undefined }), 400, 'invalid_signup');
      assert.match(error.description, new RegExp(field));
    });
  }

  it('refuses a body that is not a JSON object', async () => {
    await expectDbError(await post('/dbconnections/signup', 'not json'), 400, 'invalid_signup');
  });

  it('refuses an unknown client (401 unauthorized)', async () => {
    const error = await expectDbError(await signup({ client_id: 'nope' }), 401, 'unauthorized');
    assert.equal(error.name, 'UnauthorizedError');
  });

  it('refuses a connection that is not enabled for the client (401 unauthorized)', async () => {
    service().store.data.connections.push({
      id: 'con_otherdatabase001',
      name: 'Other-Database',
      strategy: 'auth0',
      password_policy: { min_length: 8, min_classes: 3 },
      enabled_clients: [],
    });
    await expectDbError(await signup({ connection: 'Other-Database' }), 401, 'unauthorized');
    assert.equal(findUser('new.person@example.com'), undefined);
  });

  it('refuses an unknown connection and a connection that is not a database', async () => {
    const unknown = await expectDbError(await signup({ connection: 'nope' }), 400, 'invalid_signup');
    assert.match(unknown.description, /nope/);
    const passwordless = await expectDbError(await signup({ connection: 'email' }), 400, 'invalid_signup');
    assert.match(passwordless.description, /not a database connection/);
  });

  it('refuses a malformed e-mail address', async () => {
    await expectDbError(await signup({ email: 'not-an-email' }), 400, 'invalid_signup');
    await expectDbError(await signup({ email: 'a b@example.com' }), 400, 'invalid_signup');
  });

  it('requires a username when the connection does', async () => {
    const error = await expectDbError(await signup({ connection: USERNAME_DATABASE }), 400, 'invalid_signup');
    assert.match(error.description, /username/i);
    assert.match(error.description, /required/i);
  });

  it('refuses an existing e-mail address (user_exists)', async () => {
    const error = await expectDbError(await signup({ email: 'DEMO@example.com' }), 400, 'user_exists');
    assert.equal(error.description, 'The user already exists.');
  });

  it('refuses a username in use (username_exists)', async () => {
    await expectDbError(
      await signup({ connection: USERNAME_DATABASE, username: 'SAM' }),
      400,
      'username_exists',
    );
  });

  it('refuses a breached or common password (password_dictionary_error)', async () => {
    assert.ok(service().store.data.breached_passwords.includes('Welcome1!'));
    await expectDbError(await signup({ password: 'Welcome1!' }), 400, 'password_dictionary_error');
  });

  it('refuses a password that contains the e-mail local part or the username', async () => {
    await expectDbError(await signup({ password: 'X1-new.person-Y2' }), 400, 'password_no_user_info_error');
    await expectDbError(
      await signup({ connection: USERNAME_DATABASE, username: 'zebra', password: 'Zebra-Stripes-9' }),
      400,
      'password_no_user_info_error',
    );
  });

  it('refuses a weak password with invalid_password and the failed rules in policy', async () => {
    const error = await expectDbError(await signup({ password: 'short' }), 400, 'invalid_password');
    // The real service's PasswordStrengthError: a message, and the policy's rules with `verified` each.
    assert.equal(error.name, 'PasswordStrengthError');
    assert.equal(error.message, 'Password is too weak');
    assert.deepEqual(error.description as unknown, {
      rules: [
        { message: 'At least %d characters in length', format: [8], code: 'lengthAtLeast', verified: false },
        {
          message: 'Contain at least %d of the following %d types of characters:',
          format: [3, 4],
          code: 'containsAtLeast',
          items: [
            { message: 'lower case letters (a-z)', code: 'lowerCase', verified: true },
            { message: 'upper case letters (A-Z)', code: 'upperCase', verified: false },
            { message: 'numbers (0-9)', code: 'numbers', verified: false },
            { message: 'special characters (e.g. !@#$%^&*)', code: 'specialCharacters', verified: false },
          ],
          verified: false,
        },
      ],
      verified: false,
    });
    assert.match(error.policy ?? '', /At least 8 characters in length/);
    assert.match(error.policy ?? '', /At least 3 of the following 4 types of characters/);
    const classesOnly = await expectDbError(
      await signup({ password: 'alllowercase' }),
      400,
      'invalid_password',
    );
    assert.doesNotMatch(classesOnly.policy ?? '', /characters in length/);
    assert.equal(findUser('new.person@example.com'), undefined);
  });

  it('validates user_metadata: an object of at most 10 string values of at most 500 characters', async () => {
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v']));
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'v']));
    for (const user_metadata of [{ age: 42 }, eleven, { bio: 'x'.repeat(501) }, ['a'], 'text', { n: null }]) {
      await expectDbError(await signup({ user_metadata }), 400, 'invalid_signup');
    }
    assert.equal(findUser('new.person@example.com'), undefined);
    assert.equal((await signup({ user_metadata: { ...ten, k0: 'y'.repeat(500) } })).status, 200);
  });

  it('answers CORS requests from an allowed web origin only', async () => {
    const allowed = service().store.data.clients[0]?.web_origins[0];
    assert.ok(allowed);
    const preflight = await fetch(`${service().url}/dbconnections/signup`, {
      method: 'OPTIONS',
      headers: {
        Origin: allowed,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,auth0-client',
      },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), allowed);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Auth0-Client/);
    const response = await signup({});
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    const fromAllowed = await post(
      '/dbconnections/signup',
      {
        client_id: DEMO_CLIENT_ID,
        connection: DATABASE,
        email: 'cors@example.com',
        password: STRONG_PASSWORD,
      },
      { Origin: allowed },
    );
    assert.equal(fromAllowed.headers.get('access-control-allow-origin'), allowed);
    const other = await fetch(`${service().url}/dbconnections/signup`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });
});

describe('/dbconnections from a browser: the Origin and the Content-Type', () => {
  const FORGED = 'https://evil.example';
  const signupBody = {
    client_id: DEMO_CLIENT_ID,
    connection: DATABASE,
    email: 'forged@example.com',
    password: STRONG_PASSWORD,
  };
  const resetBody = { client_id: DEMO_CLIENT_ID, email: 'demo@example.com', connection: DATABASE };

  it('refuses an origin that is not an Allowed Web Origin of the client, as /co/authenticate does', async () => {
    // A "simple" cross-site POST (text/plain: no preflight) and a JSON one.
    for (const type of ['text/plain;charset=UTF-8', 'application/json']) {
      const signedUp = await post('/dbconnections/signup', signupBody, {
        'Content-Type': type,
        Origin: FORGED,
      });
      assert.equal(signedUp.status, 403);
      assert.equal(await signedUp.text(), `Origin ${FORGED} is not allowed.`);
      const reset = await post('/dbconnections/change_password', resetBody, {
        'Content-Type': type,
        Origin: FORGED,
      });
      assert.equal(reset.status, 403);
    }
    assert.equal(findUser('forged@example.com'), undefined);
    assert.deepEqual(await messagesTo('demo@example.com'), []);
    // An origin allowed for some client but not the one named is refused too.
    const other = structuredClone(service().store.data.clients[0]!);
    service().store.data.clients.push({
      ...other,
      client_id: 'other-spa',
      web_origins: ['http://other.localhost:8080'],
    });
    const wrongClient = await post('/dbconnections/signup', signupBody, {
      Origin: 'http://other.localhost:8080',
    });
    assert.equal(wrongClient.status, 403);
    assert.equal(findUser('forged@example.com'), undefined);
  });

  it('reads only a JSON body (a text/plain one from an allowed origin changes nothing)', async () => {
    const allowed = service().store.data.clients[0]!.web_origins[0]!;
    const signedUp = await post('/dbconnections/signup', signupBody, {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: allowed,
    });
    assert.equal(signedUp.status, 400);
    assert.equal(findUser('forged@example.com'), undefined);
    const reset = await post('/dbconnections/change_password', resetBody, { 'Content-Type': 'text/plain' });
    assert.equal(reset.status, 400);
    assert.deepEqual(await messagesTo('demo@example.com'), []);
    // JSON from an allowed origin works.
    assert.equal((await post('/dbconnections/signup', signupBody, { Origin: allowed })).status, 200);
  });
});

describe('POST /dbconnections/change_password', () => {
  const ANSWER = "We've just sent you an email to reset your password.";

  function changePassword(email: string, connection = DATABASE): Promise<Response> {
    return post('/dbconnections/change_password', { client_id: DEMO_CLIENT_ID, email, connection });
  }

  it('gives the same answer for an unknown and a real user, and mails only the real one', async () => {
    const unknown = await changePassword('nobody@example.com');
    const known = await changePassword('demo@example.com');
    for (const response of [unknown, known]) {
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
      assert.equal(await response.text(), ANSWER);
    }
    assert.deepEqual(await messagesTo('nobody@example.com'), []);
    const [message, ...rest] = await messagesTo('demo@example.com');
    assert.equal(rest.length, 0);
    assert.ok(message);
    assert.equal(message.kind, 'password-reset');
    assert.equal(message.channel, 'email');
    assert.match(message.link ?? '', new RegExp(`^${service().url}/lo/reset\\?ticket=[\\w-]{20,}$`));
    const ticket = service().store.data.tickets.find((t) => t.kind === 'password-reset');
    assert.ok(ticket);
    const lifetime = ticket.expires_at - Math.floor(Date.now() / 1000);
    assert.ok(lifetime > 23 * 3600 && lifetime <= 24 * 3600, `lifetime ${lifetime}`);
  });

  it('refuses a request without email or connection in the dbconnections error shape', async () => {
    await expectDbError(
      await post('/dbconnections/change_password', { client_id: DEMO_CLIENT_ID, connection: DATABASE }),
      400,
      'invalid_request',
    );
    const error = await expectDbError(
      await post('/dbconnections/change_password', { client_id: DEMO_CLIENT_ID, email: 'demo@example.com' }),
      400,
      'invalid_request',
    );
    assert.match(error.description, /connection/);
  });
});

async function resetLink(email: string): Promise<string> {
  const response = await post('/dbconnections/change_password', {
    client_id: DEMO_CLIENT_ID,
    email,
    connection: DATABASE,
  });
  assert.equal(response.status, 200);
  const [message] = await messagesTo(email);
  assert.ok(message?.link);
  return message.link;
}

function ticketOf(link: string): string {
  const ticket = new URL(link).searchParams.get('ticket');
  assert.ok(ticket);
  return ticket;
}

describe('/lo/reset', () => {
  const NEW_PASSWORD = 'Brand-New-Pa55';

  it('shows a form, changes the password, clears the block, and cannot be used twice', async () => {
    const demo = findUser('demo@example.com');
    assert.ok(demo);
    demo.brute_force_blocked = true;
    demo.failed_logins = 10;
    const link = await resetLink('demo@example.com');

    const form = await fetch(link);
    assert.equal(form.status, 200);
    assert.match(form.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    const page = await form.text();
    assert.match(page, /<form method="post" action="\/lo\/reset">/);
    assert.match(page, /type="password"\s+name="password"/);
    assert.match(page, /demo@example\.com/);

    const done = await postForm('/lo/reset', {
      ticket: ticketOf(link),
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    assert.equal(done.status, 303);
    assert.equal(done.headers.get('location'), '/lo/reset/done');
    const donePage = await fetch(service().url + '/lo/reset/done');
    assert.match(await donePage.text(), /Password changed/);

    const user = findUser('demo@example.com');
    assert.ok(user);
    assert.equal(await verifyPassword(NEW_PASSWORD, user.password_hash), true);
    assert.equal(await verifyPassword('Passw0rd!', user.password_hash), false);
    assert.equal(user.brute_force_blocked, false);
    assert.equal(user.failed_logins, 0);
    assert.equal(await loginStatus('demo@example.com', NEW_PASSWORD), 200);
    assert.equal(await loginStatus('demo@example.com', 'Passw0rd!'), 403);

    const again = await postForm('/lo/reset', {
      ticket: ticketOf(link),
      password: 'Other-Pa55-word',
      confirm: 'Other-Pa55-word',
    });
    assert.equal(again.status, 400);
    assert.match(await again.text(), /already been used or has expired/);
    assert.equal((await fetch(link)).status, 400);
    assert.equal(await verifyPassword(NEW_PASSWORD, findUser('demo@example.com')?.password_hash), true);
  });

  it('refuses mismatched, weak and breached passwords with a message, keeping the old one', async () => {
    const link = await resetLink('demo@example.com');
    const ticket = ticketOf(link);
    const cases: [Record<string, string>, RegExp][] = [
      [{ password: NEW_PASSWORD, confirm: 'different' }, /do not match/],
      [{ password: 'zq7', confirm: 'zq7' }, /too weak[\s\S]*At least 8 characters in length/],
      [{ password: 'Welcome1!', confirm: 'Welcome1!' }, /too common or has appeared in a data breach/],
      [{ password: 'demo-Secret-1', confirm: 'demo-Secret-1' }, /must not contain your e-mail address/],
    ];
    for (const [fields, message] of cases) {
      const response = await postForm('/lo/reset', { ticket, ...fields });
      assert.equal(response.status, 400);
      const page = await response.text();
      assert.match(page, message);
      assert.ok(!page.includes(fields['password'] ?? ''), 'the page must not echo the password');
    }
    assert.equal(await verifyPassword('Passw0rd!', findUser('demo@example.com')?.password_hash), true);
    assert.equal((await fetch(link)).status, 200, 'the ticket survives refused attempts');
  });

  it('shows a clear error for an unknown or expired ticket', async () => {
    const missing = await fetch(`${service().url}/lo/reset?ticket=nope`);
    assert.equal(missing.status, 400);
    assert.match(await missing.text(), /invalid, has already been used or has expired/);

    const link = await resetLink('demo@example.com');
    const ticket = service().store.data.tickets.find((t) => t.ticket === ticketOf(link));
    assert.ok(ticket);
    ticket.expires_at = Math.floor(Date.now() / 1000) - 1;
    assert.equal((await fetch(link)).status, 400);
    const post = await postForm('/lo/reset', {
      ticket: ticket.ticket,
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    assert.equal(post.status, 400);
    assert.equal(await verifyPassword('Passw0rd!', findUser('demo@example.com')?.password_hash), true);
  });

  it('escapes user data in the page', async () => {
    const demo = findUser('demo@example.com');
    assert.ok(demo);
    const link = await resetLink('demo@example.com');
    demo.email = '<img src=x onerror=alert(1)>@example.com';
    const page = await (await fetch(link)).text();
    assert.ok(!page.includes('<img src=x'));
    assert.match(page, /&lt;img src=x onerror=alert\(1\)&gt;@example\.com/);
  });
});

describe('/lo/unblock', () => {
  function blockedDemo(): { user: User; ticket: string } {
    const user = findUser('demo@example.com');
    assert.ok(user);
    user.brute_force_blocked = true;
    user.failed_logins = 10;
    const ticket = 'unblock-ticket-for-tests-0123456789';
    service().store.data.tickets.push({
      ticket,
      kind: 'unblock',
      user_id: user.user_id,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    });
    return { user, ticket };
  }

  it('confirms, then lifts the brute-force block once', async () => {
    const { ticket } = blockedDemo();
    const confirm = await fetch(`${service().url}/lo/unblock?ticket=${ticket}`);
    assert.equal(confirm.status, 200);
    assert.match(confirm.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    const page = await confirm.text();
    assert.match(page, /<form method="post" action="\/lo\/unblock">/);
    assert.match(page, /<button type="submit">Unblock my account<\/button>/);
    assert.equal(findUser('demo@example.com')?.brute_force_blocked, true, 'GET alone changes nothing');

    const done = await postForm('/lo/unblock', { ticket });
    assert.equal(done.status, 303);
    assert.equal(done.headers.get('location'), '/lo/unblock/done');
    const user = findUser('demo@example.com');
    assert.equal(user?.brute_force_blocked, false);
    assert.equal(user?.failed_logins, 0);

    assert.equal((await postForm('/lo/unblock', { ticket })).status, 400);
    assert.equal((await fetch(`${service().url}/lo/unblock?ticket=${ticket}`)).status, 400);
  });

  it('lifts the block set by repeated failed logins through the link of the unblock message', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 10; attempt++)
      status = await loginStatus('demo@example.com', 'Wrong-pass-1');
    assert.equal(status, 429);
    assert.equal(
      await loginStatus('demo@example.com', 'Passw0rd!'),
      429,
      'blocked even with the right password',
    );
    const [message] = (await messagesTo('demo@example.com')).filter((m) => m.kind === 'unblock');
    assert.ok(message?.link);
    const ticket = ticketOf(message.link);
    assert.equal((await fetch(message.link)).status, 200);
    assert.equal((await postForm('/lo/unblock', { ticket })).status, 303);
    assert.equal(await loginStatus('demo@example.com', 'Passw0rd!'), 200);
  });

  it('does not accept a password-reset ticket as an unblock ticket', async () => {
    const link = await resetLink('demo@example.com');
    const { user } = blockedDemo();
    assert.equal((await postForm('/lo/unblock', { ticket: ticketOf(link) })).status, 400);
    assert.equal(user.brute_force_blocked, true);
  });
});

describe('the verification e-mail of a sign-up', () => {
  const clock = new TestClock(Date.now(), { running: true });
  const timed = useTestService({ now: clock.now });

  it('expires after five days', async () => {
    const email = 'late@example.com';
    const response = await fetch(`${timed().url}/dbconnections/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: DEMO_CLIENT_ID,
        email,
        password: STRONG_PASSWORD,
        connection: DATABASE,
      }),
    });
    assert.equal(response.status, 200);
    const [message] = await readInbox(timed().url, { to: email });
    clock.advance(5 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await fetch(message?.link ?? '');
    assert.equal(expired.status, 400);
    const user = timed().store.data.users.find((u) => u.email === email);
    assert.equal(user?.email_verified, false);
  });
});
