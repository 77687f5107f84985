// The developer conveniences: home page, dev inbox (HTML and JSON), tenant reset, and their CORS.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Message } from '../src/tenant.js';
import { createUser, inlineCodeAllowed, useTestService } from './helpers.js';

const service = useTestService({ host: '127.0.0.1' });

function allowedOrigin(): string {
  const origin = service().store.data.clients[0]?.web_origins[0];
  assert.ok(origin);
  return origin;
}

async function requestReset(email: string, connection: string): Promise<void> {
  const response = await fetch(`${service().url}/dbconnections/change_password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: 'demo-spa', email, connection }),
  });
  assert.equal(response.status, 200);
}

async function messages(query = ''): Promise<Message[]> {
  const response = await fetch(`${service().url}/_dev/api/messages${query}`);
  assert.equal(response.status, 200);
  return (await response.json()) as Message[];
}

describe('GET /_dev/api/messages', () => {
  it('lists every message newest first, with its fields', async () => {
    assert.deepEqual(await messages(), []);
    await requestReset('demo@example.com', 'Username-Password-Authentication');
    await requestReset('sam@example.com', 'Username-Required');
    const all = await messages();
    assert.deepEqual(
      all.map((message) => message.to),
      ['sam@example.com', 'demo@example.com'],
    );
    const [newest] = all;
    assert.ok(newest);
    assert.match(newest.id, /\S/);
    assert.equal(newest.channel, 'email');
    assert.equal(newest.kind, 'password-reset');
    assert.equal(newest.subject, 'Reset your password');
    assert.match(newest.text, /\/lo\/reset\?ticket=/);
    assert.match(newest.link ?? '', /^http:\/\/127\.0\.0\.1:\d+\/lo\/reset\?ticket=/);
    assert.ok(!Number.isNaN(Date.parse(newest.created_at)));
  });

  it('filters by recipient (case-insensitive) and by kind', async () => {
    await requestReset('demo@example.com', 'Username-Password-Authentication');
    await requestReset('sam@example.com', 'Username-Required');
    assert.deepEqual(
      (await messages('?to=DEMO@Example.com')).map((message) => message.to),
      ['demo@example.com'],
    );
    assert.equal((await messages('?kind=password-reset')).length, 2);
    assert.deepEqual(await messages('?kind=unblock'), []);
    assert.deepEqual(await messages('?to=sam@example.com&kind=passwordless-code'), []);
  });

  it('answers CORS requests from an allowed web origin only', async () => {
    const allowed = await fetch(`${service().url}/_dev/api/messages`, {
      headers: { Origin: allowedOrigin() },
    });
    assert.equal(allowed.headers.get('access-control-allow-origin'), allowedOrigin());
    const other = await fetch(`${service().url}/_dev/api/messages`, {
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });
});

describe('GET /_dev/inbox', () => {
  it('shows messages newest first with code, link and escaped text, updating in place', async () => {
    await requestReset('demo@example.com', 'Username-Password-Authentication');
    service().store.data.messages.unshift({
      id: 'msg_test',
      to: '+15550100',
      channel: 'sms',
      kind: 'passwordless-code',
      subject: '<b>Your code</b>',
      text: 'Your code is 424242',
      code: '424242',
      created_at: new Date().toISOString(),
    });
    const response = await fetch(`${service().url}/_dev/inbox`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    const page = await response.text();
    // Updates in place (a script polls the page), not by reloading itself; its style and script are
    // allowed by the CSP's hashes.
    assert.doesNotMatch(page, /http-equiv="refresh"/);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.ok(inlineCodeAllowed(page, csp), csp);
    assert.match(csp, /connect-src 'self'/);
    assert.match(page, /<div id="inbox" data-version="2:msg_test"/);
    assert.match(page, /<p class="code"[^>]*>424242<\/p>/);
    assert.ok(!page.includes('<b>Your code</b>'));
    assert.match(page, /&lt;b&gt;Your code&lt;\/b&gt;/);
    assert.match(page, /<a href="http:\/\/127\.0\.0\.1:\d+\/lo\/reset\?ticket=[\w-]+">/);
    assert.ok(page.indexOf('+15550100') < page.indexOf('demo@example.com'), 'newest first');
    assert.match(page, /action="\/_dev\/reset"/);
  });
});

describe('tenant reset', () => {
  it('POST /_dev/api/reset restores the seeded users, metadata and empties the inbox', async () => {
    await createUser(service().url, { email: 'temp@example.com' });
    await requestReset('demo@example.com', 'Username-Password-Authentication');
    const demo = service().store.data.users.find((user) => user.email === 'demo@example.com');
    assert.ok(demo);
    demo.user_metadata = {};
    const seededCount = service().store.data.users.length - 1;

    const response = await fetch(`${service().url}/_dev/api/reset`, {
      method: 'POST',
      headers: { Origin: allowedOrigin() },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), allowedOrigin());
    assert.equal(service().store.data.users.length, seededCount);
    assert.equal(
      service().store.data.users.find((user) => user.email === 'temp@example.com'),
      undefined,
    );
    assert.deepEqual(
      service().store.data.users.find((user) => user.email === 'demo@example.com')?.user_metadata,
      {
        favourite_color: 'teal',
        newsletter: true,
        locale: 'en',
      },
    );
    assert.deepEqual(await messages(), []);
  });

  it('refuses a reset requested by a page of another origin', async () => {
    await requestReset('demo@example.com', 'Username-Password-Authentication');
    const response = await fetch(`${service().url}/_dev/api/reset`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(response.status, 403);
    assert.equal((await messages()).length, 1);
  });

  it('GET /_dev/reset asks for confirmation before anything is reset', async () => {
    await requestReset('demo@example.com', 'Username-Password-Authentication');
    const response = await fetch(`${service().url}/_dev/reset`);
    assert.equal(response.status, 200);
    const page = await response.text();
    assert.match(page, /<form method="post" action="\/_dev\/reset">/);
    assert.equal((await messages()).length, 1);
  });

  it("accepts the confirmation form of the service's own page (Origin null, Sec-Fetch-Site same-origin)", async () => {
    await requestReset('demo@example.com', 'Username-Password-Authentication');
    const refused = await fetch(`${service().url}/_dev/reset`, {
      method: 'POST',
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      redirect: 'manual',
    });
    assert.equal(refused.status, 403);
    assert.equal((await messages()).length, 1);
    const accepted = await fetch(`${service().url}/_dev/reset`, {
      method: 'POST',
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
      redirect: 'manual',
    });
    assert.equal(accepted.status, 303);
    assert.deepEqual(await messages(), []);
  });

  it('POST /_dev/reset from the inbox page redirects back to it', async () => {
    await requestReset('demo@example.com', 'Username-Password-Authentication');
    const response = await fetch(`${service().url}/_dev/reset`, {
      method: 'POST',
      headers: { Origin: service().url },
      redirect: 'manual',
    });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/_dev/inbox');
    assert.deepEqual(await messages(), []);
  });
});

describe('GET /', () => {
  it('links the inbox and the discovery document and names the demo client and user', async () => {
    const response = await fetch(`${service().url}/`);
    assert.equal(response.status, 200);
    const page = await response.text();
    assert.match(page, /Local development identity service/);
    assert.match(page, /href="\/_dev\/inbox"/);
    assert.match(page, /href="\/\.well-known\/openid-configuration"/);
    assert.match(page, /demo-spa/);
    assert.match(page, /demo@example\.com/);
  });
});
