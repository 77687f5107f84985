// Logging in to an organization at /authorize: the org_id (and org_name) claims, the refusals (a non-member, a
// connection the organization has not enabled, a client that denies organizations or requires one), the
// hosted organization prompts before and after log-in, membership on login, silent requests and refresh
// tokens keeping the organization, and RBAC by the member's organization roles.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  authorizeUrl,
  CookieJar,
  createUser,
  DEMO_USER_ID,
  hostedLogin,
  jwtPayload,
  postJson,
  redirectParams,
  uniqueEmail,
  useTestService,
  DEMO_CLIENT_ID,
} from './helpers.js';
import { callManagement, json } from './management-helpers.js';
import {
  ACME,
  addMembers,
  codeFlow,
  createOrganization,
  DEMO,
  exchange,
  loginTokens,
  MEMBER_ROLE,
  submitForm,
  updateDemoClient,
} from './organization-helpers.js';

const service = useTestService();
const myOrg = () => `${service().url}/my-org/`;

/** The error a refused login is redirected with. */
async function refusal(extra: Record<string, string>, credentials = DEMO): Promise<URLSearchParams> {
  const jar = new CookieJar();
  const { params } = codeFlow(extra);
  const page = await jar.fetch(authorizeUrl(service().url, params));
  if (page.status !== 200) return redirectParams(page);
  return redirectParams(await hostedLogin(service(), jar, params, credentials));
}

describe('/authorize with an organization', () => {
  it('gives a member org_id in the ID token and the access token (no org_name unless names are allowed)', async () => {
    const tokens = await loginTokens(service(), {
      organization: ACME,
      audience: myOrg(),
      scope: 'openid profile read:my_org:members',
    });
    const id = jwtPayload(tokens.id_token);
    const access = jwtPayload(tokens.access_token);
    assert.equal(id.org_id, ACME);
    assert.equal(access.org_id, ACME);
    assert.equal(id.org_name, undefined);
    assert.equal(access.org_name, undefined);
  });

  it('takes an organization name only where the tenant allows names, then adds org_name', async () => {
    const refused = await refusal({ organization: 'ACME' });
    assert.equal(refused.get('error'), 'invalid_request');
    assert.equal(
      refused.get('error_description'),
      'authorization request parameter organization must be an organization id',
    );
    service().store.data.allow_organization_name_in_authentication_api = true;
    const tokens = await loginTokens(service(), { organization: 'ACME' });
    const id = jwtPayload(tokens.id_token);
    assert.equal(id.org_id, ACME);
    assert.equal(id.org_name, 'acme');
    assert.equal(jwtPayload(tokens.access_token).org_name, 'acme');
  });

  it('refuses a user who is not a member with the real service’s error', async () => {
    const user = await createUser(service().url, { email: uniqueEmail('outsider') });
    const refused = await refusal({ organization: ACME }, { username: user.email, password: user.password });
    assert.equal(refused.get('error'), 'access_denied');
    assert.equal(
      refused.get('error_description'),
      `user ${user.userId} is not part of the ${ACME} organization`,
    );
    assert.equal(refused.get('state'), 's');
  });

  it('refuses an unknown organization and a connection the organization has not enabled', async () => {
    const unknown = await refusal({ organization: 'org_0000000000000000' });
    assert.equal(unknown.get('error'), 'invalid_request');
    const bare = await json<{ id: string }>(
      await callManagement(service(), '/organizations', {
        method: 'POST',
        scope: 'create:organizations',
        body: { name: 'bare' },
      }),
      201,
    );
    await addMembers(service(), bare.id, [DEMO_USER_ID]);
    const refused = await refusal({ organization: bare.id });
    assert.equal(refused.get('error'), 'access_denied');
    assert.match(refused.get('error_description') ?? '', /connection .* is not enabled for the organization/);
  });

  it('refuses an organization for a client whose organization_usage is deny', async () => {
    await updateDemoClient(service(), { organization_usage: 'deny' });
    const refused = await refusal({ organization: ACME });
    assert.equal(refused.get('error'), 'invalid_request');
    assert.match(refused.get('error_description') ?? '', /organization/);
  });

  it('require + no_prompt refuses a request without an organization', async () => {
    await updateDemoClient(service(), {
      organization_usage: 'require',
      organization_require_behavior: 'no_prompt',
    });
    const refused = await refusal({});
    assert.equal(refused.get('error'), 'invalid_request');
    assert.equal(refused.get('error_description'), 'parameter organization is required for this client');
  });

  it('require + pre_login_prompt asks for the organization’s name first, then logs in to it', async () => {
    await updateDemoClient(service(), {
      organization_usage: 'require',
      organization_require_behavior: 'pre_login_prompt',
    });
    const jar = new CookieJar();
    const { params, verifier } = codeFlow();
    const prompt = await jar.fetch(authorizeUrl(service().url, params));
    assert.equal(prompt.status, 200);
    const page = await prompt.text();
    assert.match(page, /organization/i);
    assert.match(page, /action="\/u\/organization"/);

    const unknown = await submitForm(service(), jar, page, '/u/organization', { organization: 'nope' });
    assert.equal(unknown.status, 400);
    assert.match(await unknown.text(), /role="alert"/);

    const chosen = await submitForm(service(), jar, page, '/u/organization', { organization: 'Acme' });
    assert.equal(chosen.status, 303);
    const next = new URL(chosen.headers.get('location') ?? '', service().url);
    assert.equal(next.pathname, '/authorize');
    assert.equal(next.searchParams.get('organization'), ACME);
    const response = await hostedLogin(service(), jar, Object.fromEntries(next.searchParams));
    const tokens = await exchange(service(), response, verifier);
    assert.equal(jwtPayload(tokens.id_token).org_id, ACME);
  });

  it('the pre-login prompt refuses a form from another site (the hosted forms’ CSRF check)', async () => {
    const response = await fetch(`${service().url}/u/organization`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ authorize: 'client_id=x', organization: 'acme' }),
    });
    assert.equal(response.status, 403);
  });

  it('require + post_login_prompt lists the user’s organizations after log-in; one without any is told so', async () => {
    await updateDemoClient(service(), {
      organization_usage: 'require',
      organization_require_behavior: 'post_login_prompt',
    });
    const other = await createOrganization(service(), 'globex');
    await addMembers(service(), other, [DEMO_USER_ID]);
    const jar = new CookieJar();
    const { params, verifier } = codeFlow();
    const picker = await hostedLogin(service(), jar, params);
    assert.equal(picker.status, 200);
    const page = await picker.text();
    assert.match(page, /Acme Inc\./);
    assert.match(page, /GLOBEX/);
    const link = [...page.matchAll(/href="(\/authorize\?[^"]+)"/g)]
      .map((match) => new URL(match[1]!.replace(/&amp;/g, '&'), service().url))
      .find((url) => url.searchParams.get('organization') === other);
    assert.ok(link, 'a link per organization');
    const chosen = await jar.fetch(link.href);
    const tokens = await exchange(service(), chosen, verifier);
    assert.equal(jwtPayload(tokens.id_token).org_id, other);

    const loner = await createUser(service().url, { email: uniqueEmail('loner') });
    const none = await hostedLogin(service(), new CookieJar(), codeFlow().params, {
      username: loner.email,
      password: loner.password,
    });
    assert.equal(none.status, 200);
    assert.match(await none.text(), /not a member of any organization/);
  });

  it('makes users members on login through a connection with assign_membership_on_login', async () => {
    const org = await createOrganization(service(), 'initech', { assign_membership_on_login: true });
    const user = await createUser(service().url, { email: uniqueEmail('joiner') });
    const tokens = await loginTokens(
      service(),
      { organization: org },
      { username: user.email, password: user.password },
    );
    assert.equal(jwtPayload(tokens.id_token).org_id, org);
    const members = await json<{ members: { user_id: string }[] }>(
      await callManagement(service(), `/organizations/${org}/members?include_totals=true`, {
        scope: 'read:organization_members',
      }),
    );
    assert.ok(members.members.some((member) => member.user_id === user.userId));
  });

  it('keeps the organization in silent requests of a member with a session; a non-member is refused', async () => {
    const jar = new CookieJar();
    await loginTokens(service(), {}, DEMO, jar);
    const { params, verifier } = codeFlow({ prompt: 'none', organization: ACME });
    const silent = await jar.fetch(authorizeUrl(service().url, params));
    assert.equal(silent.status, 302);
    const tokens = await exchange(service(), silent, verifier);
    assert.equal(jwtPayload(tokens.id_token).org_id, ACME);

    const bare = await createOrganization(service(), 'hooli');
    const refused = await jar.fetch(
      authorizeUrl(service().url, codeFlow({ prompt: 'none', organization: bare }).params),
    );
    assert.equal(redirectParams(refused).get('error'), 'access_denied');
  });

  it('a refresh keeps the organization of its grant; a member removed since cannot refresh', async () => {
    const tokens = await loginTokens(service(), { organization: ACME, scope: 'openid offline_access' });
    assert.ok(tokens.refresh_token);
    const refresh = (refreshToken: string) =>
      postJson(`${service().url}/oauth/token`, {
        grant_type: 'refresh_token',
        client_id: DEMO_CLIENT_ID,
        refresh_token: refreshToken,
      });
    const refreshed = await json<{ id_token: string; access_token: string; refresh_token: string }>(
      await refresh(tokens.refresh_token),
    );
    assert.equal(jwtPayload(refreshed.id_token).org_id, ACME);
    assert.equal(jwtPayload(refreshed.access_token).org_id, ACME);

    const removed = await callManagement(service(), `/organizations/${ACME}/members`, {
      method: 'DELETE',
      scope: 'delete:organization_members',
      body: { members: [DEMO_USER_ID] },
    });
    assert.equal(removed.status, 204);
    const refused = await refresh(refreshed.refresh_token);
    assert.equal(refused.status, 403);
    assert.equal(((await refused.json()) as { error: string }).error, 'invalid_grant');
  });

  it('an org-bound token for an API with RBAC carries what the member’s organization roles grant', async () => {
    const user = await createUser(service().url, { email: uniqueEmail('reader') });
    await addMembers(service(), ACME, [user.userId]);
    const assigned = await callManagement(service(), `/organizations/${ACME}/members/${user.userId}/roles`, {
      method: 'POST',
      scope: 'create:organization_member_roles',
      body: { roles: [MEMBER_ROLE] },
    });
    assert.equal(assigned.status, 204);
    const scope = 'openid read:my_org:members delete:my_org:members';
    const credentials = { username: user.email, password: user.password };
    const bound = await loginTokens(service(), { organization: ACME, audience: myOrg(), scope }, credentials);
    assert.equal(jwtPayload(bound.access_token).scope, 'openid read:my_org:members');
    const unbound = await loginTokens(service(), { audience: myOrg(), scope }, credentials);
    assert.equal(jwtPayload(unbound.access_token).scope, 'openid');
  });
});
