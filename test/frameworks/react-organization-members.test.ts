// <auth-organization-members> in a React 19 page against the local service: React sets `organization` and
// `page-size` (properties the element has) and the `token` property, and hands each change's event to the
// page's `onauth-member-…` handler, once.
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/components/auth-organization-members/auth-organization-members.js';
import type { AuthMemberInvitedEventDetail } from '../../src/components/auth-organization-members/auth-organization-members.js';
import { testEnv, uniqueEmail } from '../browser-helpers.js';
import { myOrgToken, newOrganization, organizationManagement } from '../core/organization-helpers.js';
import { flushSync, jsx, reactPage } from './react-runtime.js';

describe('React 19: <auth-organization-members> in a React page', () => {
  const page = reactPage();

  it('shows the members and calls onauth-member-invited once for an invitation', async () => {
    const env = await testEnv();
    const org = await newOrganization(await organizationManagement(), 2);
    const token = await myOrgToken(org.admin, org.id);
    const heard: CustomEvent<AuthMemberInvitedEventDetail>[] = [];
    flushSync(() =>
      page.root.render(
        jsx('auth-organization-members', {
          domain: env.serviceUrl,
          organization: org.id,
          'page-size': 2,
          token,
          'onauth-member-invited': (event) => heard.push(event),
        }),
      ),
    );
    const el = page.container.querySelector('auth-organization-members')!;
    expect(el.organization).to.equal(org.id);
    expect(el.pageSize).to.equal(2);
    expect(el.token).to.equal(token);
    await waitUntil(
      () => el.shadowRoot!.querySelectorAll('[part~="member-row"]').length === 2,
      'no members',
      {
        timeout: 8000,
      },
    );
    expect(el.shadowRoot!.querySelector('[part~="more-members-button"]')).to.not.equal(null);
    const email = uniqueEmail('react-invitee');
    const form = el.querySelector('form')!;
    form.querySelector('textarea')!.value = email;
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitUntil(() => heard.length > 0, 'onauth-member-invited was not called', { timeout: 8000 });
    expect(heard).to.have.length(1);
    expect(heard[0]!.detail.invitations.map((invitation) => invitation.invitee.email)).to.deep.equal([email]);
  });
});
