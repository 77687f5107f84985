// Organizations in the core: the `organization` and `invitation` options on the wire (authorize, popup,
// checkSession, embedded login), the ID token's organization check (each message, with tokens signed here and
// with tokens of the local service for another organization than the one expected) and parseInvitation.
import { expect } from '@open-wc/testing';
import type { JWTPayload } from 'jose';
import sinon from 'sinon';
import { AuthError, parseInvitation, WebAuth } from '../../src/core/index.js';
import type { AuthResult } from '../../src/core/index.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';
import { CLIENT_ID, REALM, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { createUser } from '../shared/service.js';
import { atHash, claims, createKey, newWebAuth, rejection, sign, thrown } from './helpers.js';
import type { TestKey } from './helpers.js';
import { callbackUrl, DEMO_USER, landingUrl, stubNavigation, managementClient } from './service-helpers.js';
import { withSession } from './session-helpers.js';

const NOW = 1_700_000_000;

async function expectInvalid(promise: Promise<unknown>, description: string): Promise<void> {
  const error = (await rejection(promise)) as AuthError;
  expect(error).to.be.instanceOf(AuthError);
  expect(error.code, error.description).to.equal('invalid_token');
  expect(error.description).to.equal(description);
}

describe('organizations: the ID token check', () => {
  let key: TestKey;
  before(async () => {
    key = await createKey();
  });
  beforeEach(() => {
    sinon.useFakeTimers({ now: NOW * 1000, toFake: ['Date'] });
  });
  afterEach(() => sinon.restore());

  /** parseHash of an ID token for a transaction started with `organization` (its nonce in the token). */
  async function parseFor(
    organization: string | undefined,
    extra: JWTPayload,
    options: { accessToken?: string; configured?: string } = {},
  ): Promise<AuthResult | null> {
    const webAuth = newWebAuth({
      responseType: options.accessToken ? 'token id_token' : 'id_token',
      ...(options.configured ? { organization: options.configured } : {}),
    });
    const url = new URL(webAuth.buildAuthorizeUrl(organization === undefined ? {} : { organization }));
    const state = url.searchParams.get('state')!;
    const nonce = url.searchParams.get('nonce')!;
    const idToken = await sign(key, claims(NOW, { nonce, ...extra }));
    const params = new URLSearchParams({ id_token: idToken, state });
    if (options.accessToken) params.set('access_token', options.accessToken);
    return webAuth.parseHash({ hash: `#${params}` });
  }

  it('an id (org_…): org_id present and equal', async () => {
    await expectInvalid(
      parseFor('org_a', {}),
      'Organization Id (org_id) claim must be a string present in the ID token',
    );
    await expectInvalid(
      parseFor('org_a', { org_id: 'org_b' }),
      'Organization Id (org_id) claim value mismatch in the ID token; expected "org_a", found "org_b"',
    );
    await expectInvalid(
      parseFor('org_a', { org_id: 7 }),
      'Organization Id (org_id) claim must be a string present in the ID token',
    );
    expect((await parseFor('org_a', { org_id: 'org_a' }))?.idTokenPayload?.['org_id']).to.equal('org_a');
  });

  it('a name: org_name present and equal to the name lower-cased', async () => {
    await expectInvalid(
      parseFor('Acme', { org_id: 'org_a' }),
      'Organization Name (org_name) claim must be a string present in the ID token',
    );
    await expectInvalid(
      parseFor('Acme', { org_name: 'other' }),
      'Organization Name (org_name) claim value mismatch in the ID token; expected "acme", found "other"',
    );
    expect((await parseFor('Acme', { org_name: 'acme' }))?.idTokenPayload?.['org_name']).to.equal('acme');
  });

  it('no organization asked: any org claims are accepted', async () => {
    expect((await parseFor(undefined, { org_id: 'org_z' }))?.idTokenPayload?.['org_id']).to.equal('org_z');
  });

  it('the constructor option is the default and is kept in the transaction', async () => {
    await expectInvalid(
      parseFor(undefined, { org_id: 'org_b' }, { configured: 'org_a' }),
      'Organization Id (org_id) claim value mismatch in the ID token; expected "org_a", found "org_b"',
    );
    expect(
      (await parseFor('org_b', { org_id: 'org_b' }, { configured: 'org_a' }))?.idTokenPayload?.['org_id'],
    ).to.equal('org_b');
  });

  it('comes after the nonce and before at_hash', async () => {
    const nonce = (await rejection(parseFor('org_a', { nonce: 'other' }))) as AuthError;
    expect(nonce.description).to.match(/^Nonce \(nonce\) claim value mismatch in the ID token/);
    await expectInvalid(
      parseFor('org_a', { at_hash: 'wrong' }, { accessToken: 'at-1' }),
      'Organization Id (org_id) claim must be a string present in the ID token',
    );
    const ok = await parseFor(
      'org_a',
      { org_id: 'org_a', at_hash: await atHash('at-1') },
      { accessToken: 'at-1' },
    );
    expect(ok?.accessToken).to.equal('at-1');
  });

  it('a caller mistake is a TypeError', () => {
    for (const options of [{ organization: 1 }, { invitation: {} }]) {
      expect(thrown(() => newWebAuth(options as never))).to.be.instanceOf(TypeError);
      expect(thrown(() => newWebAuth().buildAuthorizeUrl(options as never))).to.be.instanceOf(TypeError);
    }
    expect((thrown(() => newWebAuth({ organization: 1 as never })) as Error).message).to.equal(
      '"organization" option must be a string',
    );
  });
});

describe('organizations: the options on the wire', () => {
  afterEach(() => sinon.restore());

  const wire = (url: string): Record<string, string> => Object.fromEntries(new URL(url).searchParams);

  it('authorize: the call options, else the constructor defaults', () => {
    const assign = stubNavigation();
    const redirectUri = location.href;
    newWebAuth({ organization: 'org_a', invitation: 'inv_a', redirectUri }).authorize();
    expect(wire(assign.firstCall.args[0])).to.include({ organization: 'org_a', invitation: 'inv_a' });
    newWebAuth({ organization: 'org_a', redirectUri }).authorize({
      organization: 'org_b',
      invitation: 'inv_b',
    });
    expect(wire(assign.secondCall.args[0])).to.include({ organization: 'org_b', invitation: 'inv_b' });
    newWebAuth({ redirectUri }).authorize();
    expect(wire(assign.thirdCall.args[0])).not.to.have.any.keys('organization', 'invitation');
  });

  it('popup.authorize: the call options, else the constructor defaults', async () => {
    const open = sinon.stub(window, 'open').returns(null);
    const webAuth = newWebAuth({ organization: 'org_a', invitation: 'inv_a', redirectUri: location.href });
    await rejection(webAuth.popup.authorize({}));
    expect(wire(open.firstCall.args[0] as string)).to.include({ organization: 'org_a', invitation: 'inv_a' });
    await rejection(webAuth.popup.authorize({ organization: 'org_b' }));
    expect(wire(open.secondCall.args[0] as string)).to.include({ organization: 'org_b' });
  });

  it('checkSession: its own option only (as auth0.js), kept for the check', async () => {
    const SRC = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'src')!;
    const urls: string[] = [];
    Object.defineProperty(HTMLIFrameElement.prototype, 'src', {
      ...SRC,
      set(this: HTMLIFrameElement, value: string) {
        urls.push(value);
      },
    });
    try {
      const webAuth = newWebAuth({ organization: 'org_a', invitation: 'inv_a', responseType: 'id_token' });
      await rejection(webAuth.checkSession({ timeout: 10 }));
      await rejection(webAuth.checkSession({ timeout: 10, organization: 'org_b' }));
    } finally {
      Object.defineProperty(HTMLIFrameElement.prototype, 'src', SRC);
    }
    expect(wire(urls[0]!)).not.to.have.any.keys('organization', 'invitation');
    expect(wire(urls[1]!)).to.include({ organization: 'org_b' });
  });
});

describe('organizations: tokens of the local service', () => {
  let env: TestEnv;
  let management: (path: string, init?: { method?: string; body?: unknown }) => Promise<unknown>;
  before(async () => {
    env = await testEnv();
    const { access_token: token } = await new WebAuth({
      domain: env.serviceUrl,
      clientID: CLIENT_ID,
    }).client.oauthToken({
      grantType: PASSWORD_REALM_GRANT,
      username: DEMO_USER.email,
      password: DEMO_USER.password,
      realm: REALM,
      audience: `${env.serviceUrl}/api/v2/`,
      scope:
        'create:organizations create:organization_members create:organization_connections read:connections',
    });
    expect(token, 'a Management API token').to.be.a('string');
    management = managementClient(env.serviceUrl, token!);
  });
  afterEach(() => sinon.restore());

  /** A new organization with the database connection and `members` (user ids); its id. */
  async function organizationWith(members: string[]): Promise<string> {
    const name = `org-${crypto.randomUUID().slice(0, 8)}`;
    const { id } = (await management('/organizations', { method: 'POST', body: { name } })) as { id: string };
    const connections = (await management('/connections')) as { id: string; name: string }[];
    const database = connections.find((c) => c.name === REALM)!.id;
    await management(`/organizations/${id}/enabled_connections`, {
      method: 'POST',
      body: { connection_id: database },
    });
    if (members.length)
      await management(`/organizations/${id}/members`, { method: 'POST', body: { members } });
    return id;
  }

  /**
   * Embedded login of `email` with `expected` as the organization the page asked for; the redirect then
   * goes to the service naming `sent` instead (null: none), as a tampered link would, and the page parses
   * the answer.
   */
  async function loginExpecting(
    user: { email: string; password: string },
    expected: string,
    sent: string | null,
  ): Promise<AuthResult | null> {
    const assign = stubNavigation();
    const webAuth = new WebAuth({
      domain: env.serviceUrl,
      clientID: CLIENT_ID,
      responseType: 'token id_token',
      redirectUri: callbackUrl(env),
      organization: expected,
    });
    await webAuth.login({ username: user.email, password: user.password, realm: REALM });
    const url = new URL(assign.firstCall.args[0]);
    expect(url.searchParams.get('organization')).to.equal(expected);
    if (sent === null) url.searchParams.delete('organization');
    else url.searchParams.set('organization', sent);
    const landing = await landingUrl(url.href, callbackUrl(env));
    return webAuth.parseHash({ hash: new URL(landing).hash });
  }

  it('a member of org A logs in to A: org_id checked and kept', async () => {
    const user = await createUser(env.serviceUrl, { email: uniqueEmail('org-a') });
    const a = await organizationWith([user.userId]);
    const result = await loginExpecting(user, a, a);
    expect(result?.idTokenPayload?.['org_id']).to.equal(a);
  });

  it('a member of org A logs in to A while the page expected org B: invalid_token', async () => {
    const user = await createUser(env.serviceUrl, { email: uniqueEmail('org-b') });
    const a = await organizationWith([user.userId]);
    const b = await organizationWith([user.userId]);
    await expectInvalid(
      loginExpecting(user, b, a),
      `Organization Id (org_id) claim value mismatch in the ID token; expected "${b}", found "${a}"`,
    );
  });

  it('a token without an organization while the page expected one: invalid_token', async () => {
    const user = await createUser(env.serviceUrl, { email: uniqueEmail('org-c') });
    const b = await organizationWith([user.userId]);
    await expectInvalid(
      loginExpecting(user, b, null),
      'Organization Id (org_id) claim must be a string present in the ID token',
    );
  });
  it('a refresh-token renewal keeps the organization of the login it came from', async () => {
    const user = await createUser(env.serviceUrl, { email: uniqueEmail('org-renewal') });
    const scope = 'openid profile email offline_access';
    await withSession(
      async () => {
        const { userId } = user;
        const a = await organizationWith([userId]);
        const b = await organizationWith([userId]);
        const client = new WebAuth({
          domain: env.serviceUrl,
          clientID: CLIENT_ID,
          redirectUri: `${env.testOrigin}/test/fixtures/callback.html`,
          useRefreshTokens: true,
          refreshTokenStorage: 'local',
        });
        const keptToken = (): string | undefined => {
          const key = Object.keys(localStorage).find((k) =>
            k.startsWith(`auth-elements.refresh.${CLIENT_ID}.`),
          );
          return key ? (JSON.parse(localStorage.getItem(key)!) as { token: string }).token : undefined;
        };
        // A family bound to B, then the page's own login to A (whose family the page keeps).
        await client.checkSession({ organization: b, scope });
        const familyOfB = keptToken()!;
        const first = await client.checkSession({ organization: a, scope });
        expect(first.idTokenPayload?.['org_id']).to.equal(a);
        const renewed = await client.renewTokens();
        expect(renewed.idTokenPayload?.['org_id'], 'a renewal stays in A').to.equal(a);

        // The token endpoint answers B's tokens to the renewal: refused, and the kept token forgotten.
        const realFetch = window.fetch.bind(window);
        sinon.stub(window, 'fetch').callsFake((input, init) => {
          const body = init?.body;
          if (body instanceof URLSearchParams && body.get('grant_type') === 'refresh_token') {
            body.set('refresh_token', familyOfB);
          } else if (typeof body === 'string' && body.includes('grant_type=refresh_token')) {
            const form = new URLSearchParams(body);
            form.set('refresh_token', familyOfB);
            return realFetch(input, { ...init, body: form.toString() });
          }
          return realFetch(input, init);
        });
        await expectInvalid(
          client.renewTokens(),
          `Organization Id (org_id) claim value mismatch in the ID token; expected "${a}", found "${b}"`,
        );
        expect(keptToken(), 'the kept token is forgotten').to.equal(undefined);
      },
      scope,
      user,
    );
  });
});

describe('parseInvitation', () => {
  const LINK = 'https://app.example.com/login?invitation=tkt_1&organization=org_1&organization_name=acme';

  it('reads invitation, organization and organization_name', () => {
    expect(parseInvitation(LINK)).to.deep.equal({
      invitation: 'tkt_1',
      organization: 'org_1',
      organizationName: 'acme',
    });
    expect(parseInvitation(new URL('https://a.example/?organization=org_2&invitation=t%202'))).to.deep.equal({
      invitation: 't 2',
      organization: 'org_2',
    });
  });

  it('null without an invitation or an organization', () => {
    expect(parseInvitation('https://app.example.com/login?organization=org_1')).to.equal(null);
    expect(parseInvitation('https://app.example.com/login?invitation=tkt_1')).to.equal(null);
    expect(parseInvitation('https://app.example.com/login?invitation=&organization=org_1')).to.equal(null);
  });

  it('reads the page address by default', () => {
    const before = location.href;
    history.replaceState(null, '', '?invitation=tkt_9&organization=org_9');
    try {
      expect(parseInvitation()).to.deep.equal({ invitation: 'tkt_9', organization: 'org_9' });
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('a caller mistake is a TypeError', () => {
    expect(thrown(() => parseInvitation(42 as never))).to.be.instanceOf(TypeError);
    expect(thrown(() => parseInvitation('/login?invitation=x&organization=y'))).to.be.instanceOf(TypeError);
  });
});
