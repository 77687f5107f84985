// MyOrganization against the local service: an organization of the test's own (created through the Management
// API, its admin a fresh user with the seeded admin role), an org-bound token from an embedded login with
// `organization` and the My Organization audience; details, members with paging, member roles, roles,
// invitations for several invitees (the e-mails in the dev inbox), revocation; TypeErrors before any request,
// problem documents as AuthErrors, only the token's own organization, and the requests' chunk on demand.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { AuthError, MyOrganization } from '../../src/core/index.js';
import { testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { readInbox } from '../shared/service.js';
import type { CreatedUser } from '../shared/service.js';
import { rejection, thrown } from './helpers.js';
import {
  ADMIN_ROLE,
  MEMBER_ROLE,
  myOrgToken,
  newOrganization as createOrganization,
  organizationManagement,
} from './organization-helpers.js';
import type { ManagementRequest, TestOrganization } from './organization-helpers.js';
import { spyFetch } from './service-helpers.js';

describe('MyOrganization', () => {
  let env: TestEnv;
  let management: ManagementRequest;
  before(async () => {
    env = await testEnv();
    management = await organizationManagement();
  });
  afterEach(() => sinon.restore());

  type Org = TestOrganization;

  const newOrganization = (count = 0): Promise<Org> => createOrganization(management, count);

  const tokenFor = (user: CreatedUser, organization: string): Promise<string> =>
    myOrgToken(user, organization);

  async function clientFor(org: Org, user = org.admin): Promise<MyOrganization> {
    return new MyOrganization({ domain: env.serviceUrl, token: await tokenFor(user, org.id) });
  }

  it('details: read and update the display name and branding', async () => {
    const org = await newOrganization();
    const client = await clientFor(org);
    expect(await client.getDetails()).to.deep.include({ id: org.id, name: org.name, display_name: 'Before' });
    const spy = spyFetch();
    const updated = await client.updateDetails({
      displayName: 'After',
      branding: { colors: { primary: '#112233', page_background: '#ffffff' } },
    });
    spy.restore();
    expect(spy.exchanges[0]!.request.method).to.equal('PATCH');
    expect(await spy.exchanges[0]!.request.json()).to.deep.equal({
      display_name: 'After',
      branding: { colors: { primary: '#112233', page_background: '#ffffff' } },
    });
    expect(updated).to.deep.include({ display_name: 'After' });
    expect((await client.getDetails()).branding?.colors?.primary).to.equal('#112233');
  });

  it('members: pages with from/take, one member with roles, removal', async () => {
    const org = await newOrganization(2);
    const client = await clientFor(org);
    const first = await client.getMembers({ take: 2 });
    expect(first.members).to.have.length(2);
    expect(first.next).to.be.a('string');
    const second = await client.getMembers({ from: first.next!, take: 2 });
    expect(second.members).to.have.length(1);
    expect(second.next).to.equal(undefined);
    const ids = [...first.members, ...second.members].map((member) => member.user_id).sort();
    expect(ids).to.deep.equal([org.admin, ...org.members].map((user) => user.userId).sort());

    const member = await client.getMember(org.members[0]!.userId);
    expect(member).to.deep.include({ user_id: org.members[0]!.userId, email: org.members[0]!.email });
    expect(member.roles.map((role) => role.id)).to.deep.equal([MEMBER_ROLE]);

    await client.removeMembers([org.members[0]!.userId]);
    const gone = await rejection(client.getMember(org.members[0]!.userId));
    expect(gone).to.be.instanceOf(AuthError);
    expect(gone).to.include({ code: 'not_found', statusCode: 404 });
    expect((await client.getMembers()).members).to.have.length(2);
  });

  it('member roles and roles: read, add, remove', async () => {
    const org = await newOrganization(1);
    const client = await clientFor(org);
    const roles = await client.getRoles();
    expect(roles.map((role) => role.id)).to.include.members([ADMIN_ROLE, MEMBER_ROLE]);
    const userId = org.members[0]!.userId;
    await client.addMemberRoles(userId, [ADMIN_ROLE]);
    expect((await client.getMemberRoles(userId)).map((role) => role.id).sort()).to.deep.equal(
      [ADMIN_ROLE, MEMBER_ROLE].sort(),
    );
    await client.removeMemberRoles(userId, [MEMBER_ROLE]);
    expect((await client.getMemberRoles(userId)).map((role) => role.id)).to.deep.equal([ADMIN_ROLE]);
    const unknown = await rejection(client.addMemberRoles(userId, ['rol_nope']));
    expect(unknown).to.include({ code: 'not_found', statusCode: 404 });
  });

  it('invitations: several invitees with roles, listed, read, revoked; e-mailed; a second one a conflict', async () => {
    const org = await newOrganization();
    const client = await clientFor(org);
    const [a, b] = [uniqueEmail('invitee-a'), uniqueEmail('invitee-b')];
    const created = await client.createInvitations({
      invitees: [{ email: a, roles: [MEMBER_ROLE] }, { email: b }],
      inviterName: 'Dana',
    });
    expect(created.map((invitation) => invitation.invitee.email)).to.deep.equal([a, b]);
    expect(created[0]!.roles).to.deep.equal([MEMBER_ROLE]);
    expect(created[0]!.inviter).to.deep.equal({ name: 'Dana' });
    const link = new URL(created[0]!.invitation_url);
    expect(link.searchParams.get('organization')).to.equal(org.id);
    expect(link.searchParams.get('invitation')).to.be.a('string');
    const mail = await readInbox(env.serviceUrl, { to: a });
    expect(JSON.stringify(mail)).to.contain(link.searchParams.get('invitation')!);

    const listed = await client.getInvitations({ take: 1 });
    expect(listed.invitations).to.have.length(1);
    expect(listed.next).to.be.a('string');
    expect((await client.getInvitation(created[1]!.id)).invitee.email).to.equal(b);

    const conflict = (await rejection(client.createInvitations({ invitees: [{ email: a }] }))) as AuthError;
    expect(conflict).to.include({ code: 'request_error', error: 'conflict', statusCode: 409 });
    expect(conflict.description).to.contain('pending invitation');

    await client.revokeInvitation(created[1]!.id);
    expect(await rejection(client.getInvitation(created[1]!.id))).to.include({ code: 'not_found' });
    expect((await client.getInvitations()).invitations.map((i) => i.id)).to.deep.equal([created[0]!.id]);
  });

  it('only the token’s own organization; a member without the scope is insufficient_scope', async () => {
    const [mine, other] = await Promise.all([newOrganization(1), newOrganization(1)]);
    const client = await clientFor(mine);
    expect(await rejection(client.getMember(other.members[0]!.userId))).to.include({
      code: 'not_found',
      statusCode: 404,
    });
    const plain = await clientFor(mine, mine.members[0]);
    const refused = (await rejection(plain.getRoles())) as AuthError;
    expect(refused).to.include({ code: 'insufficient_scope', statusCode: 403 });
    expect(refused.description).to.contain('read:my_org:roles');
  });

  it('a token for another audience is unauthorized', async () => {
    const client = new MyOrganization({ domain: env.serviceUrl, token: 'not-a-token' });
    expect(await rejection(client.getDetails())).to.include({ code: 'unauthorized', statusCode: 401 });
  });

  it('a callback gets the result', async () => {
    const org = await newOrganization();
    const client = await clientFor(org);
    const details = await new Promise((resolve, reject) =>
      client.getDetails((error, result) => (error ? reject(error) : resolve(result))),
    );
    expect(details).to.deep.include({ id: org.id });
  });

  it('a caller mistake is a TypeError before any request', () => {
    const spy = spyFetch();
    expect(thrown(() => new MyOrganization({ domain: env.serviceUrl } as never))).to.be.instanceOf(TypeError);
    const client = new MyOrganization({ domain: env.serviceUrl, token: 't' });
    const mistakes: (() => unknown)[] = [
      () => client.getMember(''),
      () => client.getMember(7 as never),
      () => client.removeMembers([]),
      () => client.removeMembers('u' as never),
      () => client.addMemberRoles('u', []),
      () => client.removeMemberRoles('u', [1] as never),
      () => client.getMembers({ take: 0 }),
      () => client.getMembers({ take: 101 }),
      () => client.getInvitations({ from: 3 as never }),
      () => client.updateDetails({}),
      () => client.updateDetails({ displayName: 3 as never }),
      () => client.createInvitations({ invitees: [] }),
      () => client.createInvitations({ invitees: [{ email: '' }] }),
      () => client.createInvitations({ invitees: [{ email: 'a@example.com', roles: 'r' as never }] }),
      () => client.createInvitations({ invitees: [{ email: 'a@example.com' }], ttlSec: -1 }),
      () => client.revokeInvitation(''),
      () => client.getDetails('nope' as never),
    ];
    for (const mistake of mistakes) expect(thrown(mistake), String(mistake)).to.be.instanceOf(TypeError);
    spy.restore();
    expect(spy.exchanges).to.have.length(0);
  });
});
