// The My Organization API (`/my-org`): an org-bound token's own organization only (members with their roles,
// memberships removed, member roles, roles, invitations, details), scopes by the member's organization roles,
// RFC 7807 problems, JSON only, CORS for the Allowed Web Origins, and parallel invitations to one e-mail.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  APP_ORIGIN,
  createUser,
  DEMO_USER_ID,
  readInbox,
  SAM_USER_ID,
  uniqueEmail,
  useTestService,
} from './helpers.js';
import { callManagement } from './management-helpers.js';
import { MY_ORG_SCOPES } from '../src/system-scopes.js';
import {
  ACME,
  ADMIN_ROLE,
  addMembers,
  createOrganization,
  loginTokens,
  MEMBER_ROLE,
} from './organization-helpers.js';

const service = useTestService();

// Every scope of the My Organization API, as the service declares them.
const ALL_SCOPES = MY_ORG_SCOPES.join(' ');

/** An access token for the My Organization API, bound to `organization`, from a hosted login. */
async function myOrgToken(
  organization = ACME,
  credentials?: { username: string; password: string },
): Promise<string> {
  const tokens = await loginTokens(
    service(),
    { organization, audience: `${service().url}/my-org/`, scope: `openid ${ALL_SCOPES}` },
    credentials,
  );
  return tokens.access_token;
}

/** Calls `/my-org{path}` with `token` and a JSON body. */
function call(
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  return fetch(`${service().url}/my-org${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

async function body<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, status, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Asserts a problem document of `status` and `type`. */
async function expectProblem(response: Response, status: number, type: string): Promise<void> {
  assert.equal(response.headers.get('content-type'), 'application/problem+json');
  const problem = await body<{ type: string; status: number; title: string; detail: string }>(
    response,
    status,
  );
  assert.equal(problem.type, type);
  assert.equal(problem.status, status);
  assert.ok(problem.title && problem.detail);
}

interface Member {
  user_id: string;
  email: string;
  name: string;
  picture: string;
  roles: { id: string; name: string }[];
}

describe('the My Organization API', () => {
  it('lists the members with their roles, by checkpoint, and reads one', async () => {
    const token = await myOrgToken();
    const all = await body<{ members: Member[] }>(await call(token, '/members'));
    const demo = all.members.find((member) => member.user_id === DEMO_USER_ID);
    assert.equal(demo?.email, 'demo@example.com');
    assert.deepEqual(
      demo?.roles.map((role) => role.id),
      [ADMIN_ROLE],
    );
    assert.ok(demo?.name && demo.picture);
    const first = await body<{ members: Member[]; next?: string }>(await call(token, '/members?take=1'));
    assert.equal(first.members.length, 1);
    assert.ok(first.next);
    const second = await body<{ members: Member[]; next?: string }>(
      await call(token, `/members?take=1&from=${first.next}`),
    );
    assert.notEqual(second.members[0]?.user_id, first.members[0]?.user_id);
    const sam = await body<Member>(await call(token, `/members/${encodeURIComponent(SAM_USER_ID)}`));
    assert.deepEqual(
      sam.roles.map((role) => role.id),
      [MEMBER_ROLE],
    );
    await expectProblem(await call(token, '/members/auth0%7Cnobody'), 404, 'not_found');
  });

  it('takes only org-bound tokens of its audience, with the scopes the member’s roles grant', async () => {
    await expectProblem(await fetch(`${service().url}/my-org/members`), 401, 'unauthorized');
    const unbound = await loginTokens(service(), {
      audience: `${service().url}/my-org/`,
      scope: `openid ${ALL_SCOPES}`,
    });
    await expectProblem(await call(unbound.access_token, '/members'), 401, 'unauthorized');
    const reader = await createUser(service().url, { email: uniqueEmail('reader') });
    await addMembers(service(), ACME, [reader.userId]);
    await callManagement(service(), `/organizations/${ACME}/members/${reader.userId}/roles`, {
      method: 'POST',
      scope: 'create:organization_member_roles',
      body: { roles: [MEMBER_ROLE] },
    });
    const token = await myOrgToken(ACME, { username: reader.email, password: reader.password });
    await body(await call(token, '/members'));
    await expectProblem(
      await call(token, '/delete-memberships', { method: 'POST', body: { members: [SAM_USER_ID] } }),
      403,
      'insufficient_scope',
    );
  });

  it('removes memberships and changes a member’s roles', async () => {
    const token = await myOrgToken();
    const roles = await body<{ roles: { id: string }[] }>(await call(token, '/roles'));
    assert.deepEqual(roles.roles.map((role) => role.id).sort(), [ADMIN_ROLE, MEMBER_ROLE].sort());
    const sam = `/members/${encodeURIComponent(SAM_USER_ID)}/roles`;
    await body(await call(token, sam, { method: 'POST', body: { role_ids: [ADMIN_ROLE] } }), 204);
    const held = await body<{ roles: { id: string }[] }>(await call(token, sam));
    assert.deepEqual(held.roles.map((role) => role.id).sort(), [ADMIN_ROLE, MEMBER_ROLE].sort());
    await body(await call(token, sam, { method: 'DELETE', body: { role_ids: [MEMBER_ROLE] } }), 204);
    assert.deepEqual(
      (await body<{ roles: { id: string }[] }>(await call(token, sam))).roles.map((r) => r.id),
      [ADMIN_ROLE],
    );
    await expectProblem(
      await call(token, sam, { method: 'POST', body: { role_ids: ['rol_nope'] } }),
      404,
      'not_found',
    );
    await body(
      await call(token, '/delete-memberships', { method: 'POST', body: { members: [SAM_USER_ID] } }),
      204,
    );
    await expectProblem(await call(token, `/members/${encodeURIComponent(SAM_USER_ID)}`), 404, 'not_found');
  });

  it('invites several people with roles (links in the dev inbox), lists, reads and revokes invitations', async () => {
    const token = await myOrgToken();
    const [ana, ben] = [uniqueEmail('ana'), uniqueEmail('ben')];
    const created = await body<
      { id: string; invitation_url: string; invitee: { email: string }; roles: string[] }[]
    >(
      await call(token, '/member-invitations', {
        method: 'POST',
        body: { invitees: [{ email: ana, roles: [MEMBER_ROLE] }, { email: ben }], ttl_sec: 3600 },
      }),
      201,
    );
    assert.deepEqual(
      created.map((invitation) => invitation.invitee.email),
      [ana, ben],
    );
    assert.deepEqual(created[0]?.roles, [MEMBER_ROLE]);
    const link = new URL(created[0]!.invitation_url);
    assert.equal(link.searchParams.get('organization'), ACME);
    const inbox = await readInbox(service().url, { to: ana });
    assert.ok(inbox.some((message) => message.link === created[0]!.invitation_url));
    const list = await body<{ invitations: { id: string }[] }>(await call(token, '/member-invitations'));
    assert.deepEqual(
      list.invitations.map((invitation) => invitation.id).sort(),
      created.map((i) => i.id).sort(),
    );
    await body(await call(token, `/member-invitations/${created[1]!.id}`));
    await body(await call(token, `/member-invitations/${created[1]!.id}`, { method: 'DELETE' }), 204);
    await expectProblem(await call(token, `/member-invitations/${created[1]!.id}`), 404, 'not_found');
    await expectProblem(
      await call(token, '/member-invitations', { method: 'POST', body: { invitees: [{ email: 'nope' }] } }),
      400,
      'invalid_body',
    );
  });

  it('of two invitations to one e-mail at once, one is created and the other is a conflict', async () => {
    const token = await myOrgToken();
    const email = uniqueEmail('twice');
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(token, '/member-invitations', { method: 'POST', body: { invitees: [{ email }] } }),
      ),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409]);
    await Promise.all(answers.map((answer) => answer.body?.cancel()));
    const list = await body<{ invitations: { invitee: { email: string } }[] }>(
      await call(token, '/member-invitations'),
    );
    assert.equal(list.invitations.filter((invitation) => invitation.invitee.email === email).length, 1);
  });

  it('reads and changes the details', async () => {
    const token = await myOrgToken();
    const details = await body<{ id: string; name: string; display_name: string }>(
      await call(token, '/details'),
    );
    assert.deepEqual([details.id, details.name, details.display_name], [ACME, 'acme', 'Acme Inc.']);
    const branding = {
      logo_url: 'https://example.com/logo.png',
      colors: { primary: '#112233', page_background: '#ffffff' },
    };
    const changed = await body<{ display_name: string; branding: unknown }>(
      await call(token, '/details', { method: 'PATCH', body: { display_name: 'Acme Corp', branding } }),
    );
    assert.equal(changed.display_name, 'Acme Corp');
    assert.deepEqual(changed.branding, branding);
    await expectProblem(
      await call(token, '/details', { method: 'PATCH', body: { branding: { colors: { primary: 'red' } } } }),
      400,
      'invalid_body',
    );
  });

  it('shows and changes only the token’s own organization', async () => {
    const other = await createOrganization(service(), 'wayne');
    await addMembers(service(), other, [DEMO_USER_ID]);
    await callManagement(service(), `/organizations/${other}/members/${DEMO_USER_ID}/roles`, {
      method: 'POST',
      scope: 'create:organization_member_roles',
      body: { roles: [ADMIN_ROLE] },
    });
    const acmeToken = await myOrgToken(ACME);
    const invitation = (
      await body<{ id: string }[]>(
        await call(acmeToken, '/member-invitations', {
          method: 'POST',
          body: { invitees: [{ email: uniqueEmail('a') }] },
        }),
        201,
      )
    )[0]!;
    const token = await myOrgToken(other);
    const members = await body<{ members: Member[] }>(await call(token, '/members'));
    assert.deepEqual(
      members.members.map((member) => member.user_id),
      [DEMO_USER_ID],
    );
    const sam = encodeURIComponent(SAM_USER_ID);
    await expectProblem(await call(token, `/members/${sam}`), 404, 'not_found');
    await expectProblem(
      await call(token, `/members/${sam}/roles`, { method: 'POST', body: { role_ids: [ADMIN_ROLE] } }),
      404,
      'not_found',
    );
    await body(
      await call(token, '/delete-memberships', { method: 'POST', body: { members: [SAM_USER_ID] } }),
      204,
    );
    await body(await call(acmeToken, `/members/${sam}`));
    await expectProblem(await call(token, `/member-invitations/${invitation.id}`), 404, 'not_found');
    await expectProblem(
      await call(token, `/member-invitations/${invitation.id}`, { method: 'DELETE' }),
      404,
      'not_found',
    );
    assert.equal((await body<{ id: string }>(await call(token, '/details'))).id, other);
  });

  it('is JSON only and answers CORS for the Allowed Web Origins', async () => {
    const token = await myOrgToken();
    const form = await fetch(`${service().url}/my-org/delete-memberships`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: 'members=x',
    });
    await expectProblem(form, 415, 'unsupported_media_type');
    const preflight = await fetch(`${service().url}/my-org/members`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'PATCH' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), APP_ORIGIN);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /PATCH/);
    const stranger = await fetch(`${service().url}/my-org/members`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(stranger.headers.get('access-control-allow-origin'), null);
  });
});
