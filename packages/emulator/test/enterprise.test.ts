// Enterprise connections: created through the Management API (the secret never answered), federation to a
// company's provider from /authorize and from the hosted page's e-mail (the certified test OP, back
// channel with PKCE), the ID token's checks at /login/callback (a misbehaving provider: wrong iss, aud,
// nonce, signature, an error, a token endpoint that fails, a provider that is down), the state spent once
// (in parallel too), and the client information Lock loads.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startOidcProvider } from '../../../test/servers/oidc-test-provider.mjs';
import type { EmulatorHandle } from '../src/index.js';
import { startFakeProvider } from './fake-provider.js';
import type { FakeProvider } from './fake-provider.js';
import {
  CALLBACK,
  CookieJar,
  DEMO_CLIENT_ID,
  authorizeUrl,
  hiddenField,
  jwtPayload,
  redirectParams,
  startTestService,
  useTestService,
} from './helpers.js';
import { callManagement, json } from './management-helpers.js';
import { codeFlow, createOrganization, exchange, updateDemoClient } from './organization-helpers.js';

const SECRET = 'company-secret-never-shown';
const COMPANY_DOMAIN = 'corp.test';

const service = useTestService();
let company: { issuer: string; close(): Promise<void> };
let fake: FakeProvider;

before(async () => {
  company = await startOidcProvider({
    emailDomain: COMPANY_DOMAIN,
    company: { clientId: 'corp-client', clientSecret: SECRET },
  });
  fake = await startFakeProvider();
});
after(async () => {
  await company.close();
  await fake.close();
});
beforeEach(() => {
  fake.fault = 'none';
});

async function createConnection(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await callManagement(service(), '/connections', {
    method: 'POST',
    scope: 'create:connections',
    body: { enabled_clients: [DEMO_CLIENT_ID], ...body },
  });
  return json(response, 201);
}

function corpConnection(): Promise<Record<string, unknown>> {
  return createConnection({
    name: 'corp',
    strategy: 'oidc',
    display_name: 'Corp Inc.',
    options: {
      type: 'back_channel',
      discovery_url: `${company.issuer}/.well-known/openid-configuration`,
      client_id: 'corp-client',
      client_secret: SECRET,
      tenant_domain: COMPANY_DOMAIN,
      domain_aliases: ['Corp-Alias.test'],
    },
  });
}

function fakeConnection(
  type: 'back_channel' | 'front_channel' = 'back_channel',
): Promise<Record<string, unknown>> {
  return createConnection({
    name: 'fake',
    strategy: 'okta',
    options: {
      type,
      discovery_url: `${fake.issuer}/.well-known/openid-configuration`,
      client_id: fake.clientId,
      ...(type === 'back_channel' ? { client_secret: 'fake-secret' } : {}),
      domain_aliases: ['fake.test'],
    },
  });
}

/** Follows redirects (each origin with its own cookies) until a response that is not one, or `stop` matches. */
async function follow(
  jars: Map<string, CookieJar>,
  first: Response,
  stop: (url: URL) => boolean,
): Promise<Response> {
  let response = first;
  for (let hops = 0; hops < 20; hops++) {
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400) return response;
    const url = new URL(location, response.url || 'http://localhost');
    if (stop(url)) return response;
    let jar = jars.get(url.origin);
    if (!jar) jars.set(url.origin, (jar = new CookieJar()));
    response = await jar.fetch(url.toString());
    Object.defineProperty(response, 'url', { value: url.toString() });
  }
  throw new Error('Too many redirects');
}

const toApp = (url: URL): boolean => url.toString().startsWith(CALLBACK);

describe('enterprise connections (Management API)', () => {
  it('creates an oidc connection; its secret is never answered', async () => {
    const created = await corpConnection();
    assert.match(String(created['id']), /^con_[A-Za-z0-9]{16}$/);
    assert.equal(created['strategy'], 'oidc');
    assert.equal(created['display_name'], 'Corp Inc.');
    const options = created['options'] as Record<string, unknown>;
    assert.equal(options['client_id'], 'corp-client');
    assert.deepEqual(options['domain_aliases'], ['corp-alias.test']);
    assert.equal(options['type'], 'back_channel');
    assert.ok(!JSON.stringify(created).includes(SECRET));
    const read = await json(
      await callManagement(service(), `/connections/${String(created['id'])}`, { scope: 'read:connections' }),
    );
    assert.ok(!JSON.stringify(read).includes(SECRET));
    const changed = await json(
      await callManagement(service(), `/connections/${String(created['id'])}`, {
        method: 'PATCH',
        scope: 'update:connections',
        body: {
          show_as_button: true,
          options: {
            discovery_url: `${company.issuer}/.well-known/openid-configuration`,
            client_id: 'corp-client',
            client_secret: SECRET,
            domain_aliases: ['corp2.test'],
          },
        },
      }),
    );
    assert.equal(changed['show_as_button'], true);
    // The options are replaced whole, as the real API does: the tenant domain is gone.
    assert.deepEqual(changed['options'], {
      type: 'back_channel',
      client_id: 'corp-client',
      discovery_url: `${company.issuer}/.well-known/openid-configuration`,
      scope: 'openid profile email',
      domain_aliases: ['corp2.test'],
    });
  });

  it('refuses options without the provider, and back_channel without a secret', async () => {
    for (const options of [
      { client_id: 'x', client_secret: 's' },
      { client_id: 'x', discovery_url: `${fake.issuer}/.well-known/openid-configuration` },
      { client_id: 'x', client_secret: 's', discovery_url: 'ftp://nowhere', extra: 1 },
    ]) {
      const response = await callManagement(service(), '/connections', {
        method: 'POST',
        scope: 'create:connections',
        body: { name: 'bad', strategy: 'oidc', options },
      });
      const body = await json(response, 400);
      assert.equal(body['errorCode'], 'invalid_body');
    }
  });
});

describe('federation to a company provider', () => {
  it('/authorize?connection= goes to the provider and comes back signed in as oidc|corp|{sub}', async () => {
    await corpConnection();
    const { params, verifier } = codeFlow({ connection: 'corp', login_hint: `alice@${COMPANY_DOMAIN}` });
    const jars = new Map<string, CookieJar>();
    const start = await new CookieJar().fetch(authorizeUrl(service().url, params));
    assert.equal(start.status, 302);
    const sent = new URL(start.headers.get('location') ?? '');
    assert.equal(sent.origin, company.issuer);
    assert.equal(sent.searchParams.get('client_id'), 'corp-client');
    assert.equal(sent.searchParams.get('redirect_uri'), `${service().url}/login/callback`);
    assert.equal(sent.searchParams.get('code_challenge_method'), 'S256');
    assert.equal(sent.searchParams.get('login_hint'), `alice@${COMPANY_DOMAIN}`);
    assert.ok(sent.searchParams.get('nonce'));
    assert.notEqual(sent.searchParams.get('state'), 's');
    assert.ok(!sent.toString().includes(SECRET));
    const back = await follow(jars, start, toApp);
    assert.equal(back.status, 303);
    assert.equal(redirectParams(back).get('state'), 's');
    const tokens = await exchange(service(), back, verifier);
    const claims = jwtPayload(tokens.id_token);
    assert.equal(claims['sub'], 'oidc|corp|alice');
    assert.equal(claims['email'], `alice@${COMPANY_DOMAIN}`);
    assert.equal(claims['email_verified'], true);
    const user = service().store.data.users.find((u) => u.user_id === 'oidc|corp|alice');
    assert.deepEqual(
      user?.identities.map((i) => [i.provider, i.connection, i.user_id, i.isSocial]),
      [['oidc', 'corp', 'corp|alice', false]],
    );
  });

  it('asks the provider for a fresh log-in when the application asked for one (prompt=login), only then', async () => {
    await corpConnection();
    const sentPrompt = async (extra: Record<string, string>): Promise<string | null> => {
      const { params } = codeFlow({ connection: 'corp', ...extra });
      const start = await new CookieJar().fetch(authorizeUrl(service().url, params));
      assert.equal(start.status, 302);
      return new URL(start.headers.get('location') ?? '').searchParams.get('prompt');
    };
    assert.equal(await sentPrompt({ prompt: 'login' }), 'login');
    assert.equal(await sentPrompt({}), null);
    assert.equal(await sentPrompt({ prompt: 'consent' }), null);
  });

  it('the hosted page sends an e-mail at the company domain (or an alias, any case) to the provider', async () => {
    await corpConnection();
    for (const email of [`bob@${COMPANY_DOMAIN}`, 'Carol@CORP-ALIAS.test']) {
      const jar = new CookieJar();
      const { params } = codeFlow();
      const page = await (await jar.fetch(authorizeUrl(service().url, params))).text();
      const form = new URLSearchParams({
        authorize: hiddenField(page, 'authorize'),
        connection: hiddenField(page, 'connection'),
        username: email,
        password: '',
      });
      const answer = await jar.fetch(`${service().url}/u/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service().url },
        body: form,
      });
      assert.equal(answer.status, 303);
      const sent = new URL(answer.headers.get('location') ?? '');
      assert.equal(sent.origin, company.issuer);
      assert.equal(sent.searchParams.get('login_hint'), email);
    }
  });

  it('the front channel: the ID token posted back (form_post), its e-mail unverified as the provider says', async () => {
    await fakeConnection('front_channel');
    const { params, verifier } = codeFlow({ connection: 'fake' });
    const start = await new CookieJar().fetch(authorizeUrl(service().url, params));
    const sent = new URL(start.headers.get('location') ?? '');
    assert.equal(sent.searchParams.get('response_type'), 'id_token');
    assert.equal(sent.searchParams.get('response_mode'), 'form_post');
    const page = await (await fetch(sent)).text();
    const token = /name="id_token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const back = await new CookieJar().fetch(`${service().url}/login/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id_token: token, state: sent.searchParams.get('state') ?? '' }),
    });
    const claims = jwtPayload((await exchange(service(), back, verifier)).id_token);
    assert.equal(claims['sub'], 'okta|fake|pat');
    assert.equal(claims['email_verified'], false);
  });
});

describe('the hosted log-in page', () => {
  async function loginPage(params: Record<string, string>): Promise<{ page: string; csp: string }> {
    const response = await new CookieJar().fetch(authorizeUrl(service().url, params));
    assert.equal(response.status, 200);
    return { page: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
  }

  it('lets its form go on to the provider, knows the domains, shows show_as_button connections', async () => {
    const created = await corpConnection();
    const first = await loginPage(codeFlow().params);
    let page = first.page;
    assert.match(first.csp, new RegExp(`form-action 'self' [^;]*${company.issuer}`));
    assert.match(page, /data-enterprise="[^"]*corp-alias\.test/);
    assert.ok(!page.includes('Continue with Corp Inc.'));
    assert.ok(!page.includes(SECRET));
    await callManagement(service(), `/connections/${String(created['id'])}`, {
      method: 'PATCH',
      scope: 'update:connections',
      body: { show_as_button: true },
    });
    page = (await loginPage(codeFlow().params)).page;
    assert.match(page, /href="\/authorize\?[^"]*connection=corp[^"]*">Continue with Corp Inc\./);
  });

  it('fills in the login_hint, so a company address shows its company at once', async () => {
    await corpConnection();
    const { page } = await loginPage(codeFlow({ login_hint: `gil@${COMPANY_DOMAIN}` }).params);
    assert.match(page, new RegExp(`name="username"[^>]*value="gil@${COMPANY_DOMAIN}"`));
  });

  it('for an organization: only its enabled enterprise connections, its show_as_button', async () => {
    const created = await corpConnection();
    await updateDemoClient(service(), { organization_usage: 'allow' });
    const without = await createOrganization(service(), 'plain');
    const withCorp = await createOrganization(service(), 'corpco');
    await json(
      await callManagement(service(), `/organizations/${withCorp}/enabled_connections`, {
        method: 'POST',
        scope: 'create:organization_connections',
        body: { connection_id: created['id'], assign_membership_on_login: true, show_as_button: true },
      }),
      201,
    );
    const plain = await loginPage(codeFlow({ organization: without }).params);
    assert.ok(!plain.page.includes('corp.test'));
    const corp = await loginPage(codeFlow({ organization: withCorp }).params);
    assert.match(corp.page, /Continue with Corp Inc\./);
    // The e-mail's domain is checked against the organization's connections only.
    const jar = new CookieJar();
    const page = await (
      await jar.fetch(authorizeUrl(service().url, codeFlow({ organization: without }).params))
    ).text();
    const answer = await jar.fetch(`${service().url}/u/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: service().url },
      body: new URLSearchParams({
        authorize: hiddenField(page, 'authorize'),
        connection: hiddenField(page, 'connection'),
        username: `dan@${COMPANY_DOMAIN}`,
        password: '',
      }),
    });
    assert.equal(answer.status, 401);
  });

  it('an organization log-in through its company provider makes the user a member', async () => {
    const created = await corpConnection();
    await updateDemoClient(service(), { organization_usage: 'allow' });
    const org = await createOrganization(service(), 'corpco', {});
    await json(
      await callManagement(service(), `/organizations/${org}/enabled_connections`, {
        method: 'POST',
        scope: 'create:organization_connections',
        body: { connection_id: created['id'], assign_membership_on_login: true },
      }),
      201,
    );
    const { params, verifier } = codeFlow({ organization: org, connection: 'corp', login_hint: 'erin' });
    const start = await new CookieJar().fetch(authorizeUrl(service().url, params));
    const back = await follow(new Map(), start, toApp);
    const claims = jwtPayload((await exchange(service(), back, verifier)).id_token);
    assert.equal(claims['sub'], 'oidc|corp|erin');
    assert.equal(claims['org_id'], org);
  });
});

describe('a provider that misbehaves', () => {
  const cases: [FakeProvider['fault'], RegExp][] = [
    ['iss', /iss/],
    ['aud', /aud/],
    ['nonce', /nonce mismatch/],
    ['signature', /signature/],
    ['error', /^access_denied: The user is not assigned to this application$/],
    ['token-500', /refused the request \(server_error\)/],
  ];
  for (const [fault, description] of cases) {
    it(`${fault}: the application gets access_denied, nothing is stored, the state is spent`, async () => {
      await fakeConnection();
      fake.fault = fault;
      const users = service().store.data.users.length;
      const { params } = codeFlow({ connection: 'fake' });
      const start = await new CookieJar().fetch(authorizeUrl(service().url, params));
      const answer = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
      const callback = answer.headers.get('location') ?? '';
      const back = await new CookieJar().fetch(callback);
      const result = redirectParams(back);
      assert.equal(result.get('error'), 'access_denied');
      assert.match(result.get('error_description') ?? '', description);
      assert.equal(result.get('state'), 's');
      assert.equal(back.headers.getSetCookie().length, 0);
      assert.equal(service().store.data.users.length, users);
      assert.equal(service().store.data.sessions.length, 0);
      const again = await new CookieJar().fetch(callback);
      assert.equal(again.status, 400);
    });
  }

  it('a provider that is down: the application gets access_denied at once', async () => {
    await createConnection({
      name: 'down',
      strategy: 'oidc',
      options: {
        discovery_url: 'http://localhost:9/.well-known/openid-configuration',
        client_id: 'x',
        client_secret: 'y',
      },
    });
    const { params } = codeFlow({ connection: 'down' });
    const answer = await new CookieJar().fetch(authorizeUrl(service().url, params));
    const result = redirectParams(answer);
    assert.equal(result.get('error'), 'access_denied');
    assert.match(result.get('error_description') ?? '', /could not be reached/);
    assert.equal(service().store.data.federations.length, 0);
  });

  it('one callback state used twice at once: one sign-in, one refusal', async () => {
    await fakeConnection();
    const { params } = codeFlow({ connection: 'fake' });
    const start = await new CookieJar().fetch(authorizeUrl(service().url, params));
    const callback = (await fetch(start.headers.get('location') ?? '', { redirect: 'manual' })).headers.get(
      'location',
    );
    const answers = await Promise.all([1, 2].map(() => new CookieJar().fetch(callback ?? '')));
    const statuses = answers.map((a) => a.status).sort();
    assert.deepEqual(statuses, [303, 400]);
    assert.equal(service().store.data.sessions.length, 1);
  });
});

describe('a company provider beside the service (npm start)', () => {
  it('is the demo client’s connection company-sso: listed on the dev page, never its secret', async () => {
    const local = await startTestService({
      companyProvider: {
        issuer: company.issuer,
        clientId: 'corp-client',
        clientSecret: SECRET,
        domain: COMPANY_DOMAIN,
        displayName: 'Corp Local',
      },
    });
    try {
      const home = await (await fetch(`${local.url}/`)).text();
      assert.match(home, /company-sso/);
      assert.match(home, new RegExp(`@${COMPANY_DOMAIN}`));
      assert.ok(!home.includes(SECRET));
      const info = await (await fetch(`${local.url}/client/${DEMO_CLIENT_ID}.js`)).text();
      assert.match(info, /"name":"company-sso","display_name":"Corp Local","domain":"corp.test"/);
      // Reset keeps it (the service's options apply to the fresh seed too).
      local.store.reset();
      const { params, verifier } = codeFlow({ connection: 'company-sso', login_hint: 'fay' });
      const start = await new CookieJar().fetch(
        `${local.url}/authorize?${new URLSearchParams({ client_id: DEMO_CLIENT_ID, ...params }).toString()}`,
      );
      const back = await follow(new Map(), start, toApp);
      const claims = jwtPayload((await exchange(local, back, verifier)).id_token);
      assert.equal(claims['sub'], 'oidc|company-sso|fay');
    } finally {
      await local.close();
    }
  });
});

describe('GET /client/{clientID}.js', () => {
  it('is the script Lock loads: the strategies with the enterprise domains, no secret', async () => {
    await corpConnection();
    const response = await fetch(`${service().url}/client/${DEMO_CLIENT_ID}.js?t123`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/javascript/);
    const script = await response.text();
    assert.ok(!script.includes(SECRET));
    let info: Record<string, unknown> | undefined;
    new Function('Auth0', script)({ setClient: (value: Record<string, unknown>) => (info = value) });
    assert.equal(info?.['id'], DEMO_CLIENT_ID);
    const strategies = info?.['strategies'] as { name: string; connections: Record<string, unknown>[] }[];
    const oidc = strategies.find((s) => s.name === 'oidc');
    assert.deepEqual(oidc?.connections, [
      {
        name: 'corp',
        display_name: 'Corp Inc.',
        domain: COMPANY_DOMAIN,
        domain_aliases: ['corp-alias.test'],
      },
    ]);
    assert.ok(strategies.find((s) => s.name === 'auth0')?.connections.length);
  });

  it('an unknown client: 404', async () => {
    const response = await fetch(`${service().url}/client/nobody.js`);
    assert.equal(response.status, 404);
  });
});

export type { EmulatorHandle };
