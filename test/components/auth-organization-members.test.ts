// <auth-organization-members> against the local identity service: an organization of each test's own
// (test/core/organization-helpers.ts), its admin's org-bound My Organization token given, or the element's
// own from a silent request in the admin's session; the members with their roles, paged and filtered;
// invitations for several e-mails (the requests, the dev inbox, the copied link), a refused one keeping
// what was typed; revoking and removing after a confirmation; changing roles; a member without the admin
// permissions; the focus after each action, the events, and axe in each state.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { executeServerCommand, sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-organization-members/auth-organization-members.js';
import type { AuthOrganizationMembers } from '../../src/components/auth-organization-members/auth-organization-members.js';
import { MyOrganization } from '../../src/core/index.js';
import type { OrganizationInvitation, OrganizationRole } from '../../src/core/index.js';
import { CLIENT_ID, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { readInbox } from '../shared/service.js';
import { englishStrings } from '../english.js';
import {
  ADMIN_ROLE,
  MEMBER_ROLE,
  MY_ORG_SCOPES,
  myOrgToken,
  newOrganization,
  organizationManagement,
} from '../core/organization-helpers.js';
import type { ManagementRequest, TestOrganization } from '../core/organization-helpers.js';
import { decodeJwt, startSession, withSession } from '../core/session-helpers.js';
import { spyFetch } from '../core/service-helpers.js';
import { deepActiveElement, layoutObserved, typeInto } from './form-element-helpers.js';

const ORG_NAME = 'Members Test Inc.';

let env: TestEnv;
let management: ManagementRequest;

const shadow = (el: AuthOrganizationMembers) => el.shadowRoot as ShadowRoot;
const part = <T extends Element = HTMLElement>(el: AuthOrganizationMembers, name: string): T | null =>
  shadow(el).querySelector<T>(`[part~="${name}"]`);
const parts = <T extends Element = HTMLElement>(el: AuthOrganizationMembers, name: string): T[] => [
  ...shadow(el).querySelectorAll<T>(`[part~="${name}"]`),
];
const text = (node: Element | null | undefined): string =>
  node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The members shown: e-mail and role names. */
function memberRows(el: AuthOrganizationMembers): { email: string; roles: string }[] {
  return parts(el, 'member-row').map((row) => ({
    email:
      text(row.querySelector('[part~="member-email"]')) || text(row.querySelector('[part~="member-name"]')),
    roles: text(row.querySelector('[part~="member-roles"]')),
  }));
}

const invitees = (el: AuthOrganizationMembers): string[] =>
  parts(el, 'invitation-row').map((row) => text(row.querySelector('[part~="invitee"]')));

function rowOf(el: AuthOrganizationMembers, email: string): HTMLElement {
  const row = parts(el, 'member-row').find((one) => text(one).includes(email));
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

const button = (row: Element, name: string): HTMLButtonElement =>
  row.querySelector<HTMLButtonElement>(`[part~="${name}"]`)!;

async function loaded(el: AuthOrganizationMembers): Promise<void> {
  await waitUntil(
    () =>
      part(el, 'members') !== null ||
      part(el, 'no-access') !== null ||
      part(el, 'signed-out') !== null ||
      text(part(el, 'error')) !== '',
    'the element did not finish loading',
    { timeout: 8000 },
  );
  await el.updateComplete;
}

async function shown(org: TestOrganization, token: string, pageSize = 20): Promise<AuthOrganizationMembers> {
  const el = await fixture<AuthOrganizationMembers>(
    html`<auth-organization-members
      domain=${env.serviceUrl}
      organization=${org.id}
      page-size=${pageSize}
      .token=${token}
    ></auth-organization-members>`,
  );
  await loaded(el);
  return el;
}

/** The requests to /my-org (method, path and query, JSON body). */
async function myOrgRequests(
  exchanges: { request: Request }[],
): Promise<{ method: string; path: string; body: unknown }[]> {
  return Promise.all(
    exchanges
      .filter(({ request }) => new URL(request.url).pathname.startsWith('/my-org/'))
      .map(async ({ request }) => {
        const url = new URL(request.url);
        const body = await request.text();
        return {
          method: request.method,
          path: url.pathname + url.search,
          body: body ? JSON.parse(body) : undefined,
        };
      }),
  );
}

describe('<auth-organization-members>', () => {
  before(async () => {
    env = await testEnv();
    management = await organizationManagement();
  });
  afterEach(() => sinon.restore());

  describe('an admin', () => {
    it('sees the members with their roles, no invitations yet, and the invite form', async () => {
      const org = await newOrganization(management, 1, ORG_NAME);
      const el = await shown(org, await myOrgToken(org.admin, org.id));
      expect(text(part(el, 'title'))).to.equal(`Members of ${ORG_NAME}`);
      expect(text(part(el, 'error'))).to.equal('');
      expect(memberRows(el)).to.have.deep.members([
        { email: org.admin.email, roles: 'Organization admin' },
        { email: org.members[0]!.email, roles: 'Organization member' },
      ]);
      expect(text(part(el, 'invitations-empty'))).to.equal('No pending invitations.');
      const form = el.querySelector('form')!;
      expect(form.querySelector('textarea[name="emails"]')).to.not.equal(null);
      const roles = [...form.querySelectorAll<HTMLInputElement>('input[name="roles"]')].map(
        (box) => box.value,
      );
      expect(roles).to.include.members([ADMIN_ROLE, MEMBER_ROLE]);
      expect(part(el, 'more-members-button')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('pages the members: "Show more" asks for the next page and focuses its first row', async () => {
      const org = await newOrganization(management, 4);
      const token = await myOrgToken(org.admin, org.id);
      const spy = spyFetch();
      const el = await shown(org, token, 2);
      expect(memberRows(el)).to.have.length(2);
      part<HTMLButtonElement>(el, 'more-members-button')!.click();
      await waitUntil(() => memberRows(el).length === 4, 'the second page did not show');
      await el.updateComplete;
      expect(deepActiveElement()).to.equal(button(parts(el, 'member-row')[2]!, 'change-roles-button'));
      part<HTMLButtonElement>(el, 'more-members-button')!.click();
      await waitUntil(() => memberRows(el).length === 5, 'the last page did not show');
      spy.restore();
      expect(part(el, 'more-members-button')).to.equal(null);
      const everyone = [org.admin, ...org.members].map((user) => user.email);
      expect(memberRows(el).map((row) => row.email)).to.have.members(everyone);
      const pages = (await myOrgRequests(spy.exchanges)).filter((r) => r.path.startsWith('/my-org/members'));
      expect(pages.map((r) => new URL(r.path, env.serviceUrl).searchParams.get('take'))).to.deep.equal([
        '2',
        '2',
        '2',
      ]);
      expect(new URL(pages[1]!.path, env.serviceUrl).searchParams.get('from')).to.be.a('string');
      await expect(el).to.be.accessible();
    });

    it('filters the members by e-mail', async () => {
      const org = await newOrganization(management, 2);
      const el = await shown(org, await myOrgToken(org.admin, org.id));
      const filter = part<HTMLInputElement>(el, 'filter')!;
      await typeInto(filter, org.members[1]!.email.slice(0, -4).toUpperCase());
      await el.updateComplete;
      expect(memberRows(el).map((row) => row.email)).to.deep.equal([org.members[1]!.email]);
      filter.value = '';
      await typeInto(filter, 'nobody-at-all');
      await el.updateComplete;
      expect(memberRows(el)).to.have.length(0);
      expect(text(part(el, 'empty'))).to.equal(
        'No member’s email contains “nobody-at-all” among the 3 loaded.',
      );
      await expect(el).to.be.accessible();
    });

    it('invites several e-mails with a role: one request, the event, the e-mails sent, the list, the link copied', async () => {
      const org = await newOrganization(management);
      const el = await shown(org, await myOrgToken(org.admin, org.id));
      const [a, b] = [uniqueEmail('invitee-a'), uniqueEmail('invitee-b')];
      const form = el.querySelector('form')!;
      await typeInto(form.querySelector('textarea')!, `${a}, ${b.toUpperCase()}`);
      form.querySelector<HTMLInputElement>(`input[name="roles"][value="${MEMBER_ROLE}"]`)!.click();
      const spy = spyFetch();
      const invited = oneEvent(el, 'auth-member-invited');
      form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      const { detail } = await invited;
      spy.restore();
      expect(detail.organization).to.equal(org.id);
      expect(
        detail.invitations.map((invitation: OrganizationInvitation) => invitation.invitee.email),
      ).to.deep.equal([a, b]);
      const posts = (await myOrgRequests(spy.exchanges)).filter((r) => r.method === 'POST');
      expect(posts).to.deep.equal([
        {
          method: 'POST',
          path: '/my-org/member-invitations',
          body: {
            invitees: [
              { email: a, roles: [MEMBER_ROLE] },
              { email: b, roles: [MEMBER_ROLE] },
            ],
          },
        },
      ]);
      await el.updateComplete;
      expect(invitees(el)).to.deep.equal([a, b]);
      expect(text(parts(el, 'invitation-row')[0]!.querySelector('[part~="invitation-roles"]'))).to.equal(
        'Organization member',
      );
      expect(text(part(el, 'status'))).to.equal(
        `Invitations sent to ${a}, ${b}. Copy a link below to send it yourself.`,
      );
      expect(deepActiveElement()).to.equal(part(el, 'status'));
      expect(form.querySelector('textarea')!.value, 'the form is emptied').to.equal('');
      const [mail] = await readInbox(env.serviceUrl, { to: b });
      expect(mail, 'the invitation e-mail').to.not.equal(undefined);

      const writeText = sinon.stub(navigator.clipboard, 'writeText').resolves();
      const copy = button(parts(el, 'invitation-row')[1]!, 'copy-button');
      expect(copy.getAttribute('aria-label')).to.equal(`Copy link for ${b}`);
      copy.click();
      await waitUntil(() => part(el, 'copied') !== null, 'no "Copied" state');
      expect(writeText.firstCall.args[0]).to.equal(detail.invitations[1]!.invitation_url);
      expect(text(part(el, 'copied'))).to.equal('✓ Copied');
      expect(part(el, 'copied')!.getAttribute('aria-label')).to.equal(`Copied link for ${b}`);
      expect(text(part(el, 'status'))).to.equal(`The invitation link for ${b} was copied.`);
      // A browser that refuses the clipboard: the link is shown to copy by hand.
      writeText.rejects(new DOMException('denied', 'NotAllowedError'));
      button(parts(el, 'invitation-row')[0]!, 'copy-button').click();
      const url = detail.invitations[0]!.invitation_url;
      await waitUntil(() => text(part(el, 'status')).includes(url), 'the link is not shown');
      expect(text(part(el, 'status'))).to.equal(
        `The link could not be copied. Your browser did not allow it: ${url}`,
      );
      // An instruction, not a success: in the text's colour, not the confirmations' green.
      expect(getComputedStyle(part(el, 'status')!).color).to.equal(
        getComputedStyle(part(el, 'title')!).color,
      );
      expect(part(el, 'copied')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('checks the e-mails before sending, and keeps what was typed when the service refuses', async () => {
      const org = await newOrganization(management, 1);
      const token = await myOrgToken(org.admin, org.id);
      const el = await shown(org, token);
      const form = el.querySelector('form')!;
      const emails = form.querySelector('textarea')!;
      const problem = form.querySelector('.auth-field-problem')!;
      const spy = spyFetch();
      await typeInto(emails, `${org.members[0]!.email}`);
      form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await el.updateComplete;
      expect(text(problem)).to.equal(`${org.members[0]!.email} is a member already.`);
      expect(emails.getAttribute('aria-invalid')).to.equal('true');
      emails.value = '';
      await typeInto(emails, 'not-an-address');
      form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await el.updateComplete;
      expect(text(problem)).to.equal('not-an-address is not an email address.');
      expect((await myOrgRequests(spy.exchanges)).filter((r) => r.method === 'POST')).to.have.length(0);
      spy.restore();

      // Invited meanwhile by someone else: the service refuses the whole request, nothing typed is lost.
      const late = uniqueEmail('late');
      await new MyOrganization({ domain: env.serviceUrl, token }).createInvitations({
        invitees: [{ email: late }],
      });
      const fresh = uniqueEmail('fresh');
      emails.value = '';
      await typeInto(emails, `${fresh} ${late}`);
      form.querySelector<HTMLInputElement>(`input[name="roles"][value="${ADMIN_ROLE}"]`)!.click();
      const failed = oneEvent(el, 'auth-error');
      form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      expect((await failed).detail.error.code).to.equal('request_error');
      await el.updateComplete;
      expect(text(part(el, 'error'))).to.equal(englishStrings.errors['membersInvite.request_error']);
      expect(emails.value).to.equal(`${fresh} ${late}`);
      expect(form.querySelector<HTMLInputElement>(`input[value="${ADMIN_ROLE}"]`)!.checked).to.equal(true);
      expect(deepActiveElement()).to.equal(emails);
      expect(invitees(el)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('revokes an invitation after a confirmation (Cancel keeps it)', async () => {
      const org = await newOrganization(management);
      const token = await myOrgToken(org.admin, org.id);
      const email = uniqueEmail('revoked');
      const [invitation] = await new MyOrganization({ domain: env.serviceUrl, token }).createInvitations({
        invitees: [{ email }],
      });
      const el = await shown(org, token);
      expect(invitees(el)).to.deep.equal([email]);
      const revoke = button(parts(el, 'invitation-row')[0]!, 'revoke-button');
      revoke.click();
      const dialog = part<HTMLDialogElement>(el, 'confirm-revoke')!;
      await waitUntil(() => dialog.open, 'the dialog did not open');
      expect(text(dialog.querySelector('h3'))).to.equal(`Revoke the invitation for ${email}?`);
      expect(deepActiveElement()).to.equal(dialog.querySelector('[part~="cancel-button"]'));
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      expect(dialog.open).to.equal(false);
      expect(deepActiveElement()).to.equal(revoke);
      revoke.click();
      await waitUntil(() => dialog.open, 'the dialog did not open again');
      const spy = spyFetch();
      const revoked = oneEvent(el, 'auth-invitation-revoked');
      dialog.querySelector<HTMLButtonElement>('[part~="confirm-button"]')!.click();
      expect((await revoked).detail.invitation.id).to.equal(invitation!.id);
      spy.restore();
      expect(await myOrgRequests(spy.exchanges)).to.deep.equal([
        { method: 'DELETE', path: `/my-org/member-invitations/${invitation!.id}`, body: undefined },
      ]);
      await el.updateComplete;
      expect(invitees(el)).to.deep.equal([]);
      expect(text(part(el, 'status'))).to.equal(`The invitation for ${email} was revoked.`);
      expect(deepActiveElement()).to.equal(part(el, 'status'));
    });

    it("changes a member's roles: the requests, the event, the row, the focus", async () => {
      const org = await newOrganization(management, 1);
      const el = await shown(org, await myOrgToken(org.admin, org.id));
      const member = org.members[0]!;
      const change = button(rowOf(el, member.email), 'change-roles-button');
      expect(change.getAttribute('aria-label')).to.equal(`Change roles of ${member.email}`);
      change.click();
      await el.updateComplete;
      const editor = part(el, 'roles-editor')!;
      expect(deepActiveElement()).to.equal(editor.querySelector('input'));
      await expect(el).to.be.accessible();
      editor.querySelector<HTMLInputElement>(`input[value="${ADMIN_ROLE}"]`)!.click();
      editor.querySelector<HTMLInputElement>(`input[value="${MEMBER_ROLE}"]`)!.click();
      const spy = spyFetch();
      const changed = oneEvent(el, 'auth-member-roles-changed');
      button(editor, 'save-roles-button').click();
      const { detail } = await changed;
      spy.restore();
      expect(detail).to.deep.include({ added: [ADMIN_ROLE], removed: [MEMBER_ROLE] });
      expect(detail.member.roles.map((role: OrganizationRole) => role.id)).to.deep.equal([ADMIN_ROLE]);
      const path = `/my-org/members/${encodeURIComponent(member.userId)}/roles`;
      expect(await myOrgRequests(spy.exchanges)).to.deep.equal([
        { method: 'POST', path, body: { role_ids: [ADMIN_ROLE] } },
        { method: 'DELETE', path, body: { role_ids: [MEMBER_ROLE] } },
      ]);
      await el.updateComplete;
      expect(memberRows(el).find((row) => row.email === member.email)?.roles).to.equal('Organization admin');
      expect(deepActiveElement()).to.equal(button(rowOf(el, member.email), 'change-roles-button'));
      const roles = await new MyOrganization({
        domain: env.serviceUrl,
        token: await myOrgToken(org.admin, org.id),
      }).getMemberRoles(member.userId);
      expect(roles.map((role) => role.id)).to.deep.equal([ADMIN_ROLE]);
    });

    it('removes a member after a confirmation that says what it means', async () => {
      const org = await newOrganization(management, 1, ORG_NAME);
      const el = await shown(org, await myOrgToken(org.admin, org.id));
      const member = org.members[0]!;
      button(rowOf(el, member.email), 'remove-button').click();
      const dialog = part<HTMLDialogElement>(el, 'confirm-remove')!;
      await waitUntil(() => dialog.open, 'the dialog did not open');
      expect(text(dialog.querySelector('h3'))).to.equal(`Remove ${member.email} from ${ORG_NAME}?`);
      expect(text(dialog.querySelector('p'))).to.equal(
        `They lose access to ${ORG_NAME} at once: its data and its apps as a member. Their account stays: they can still log in, and you can invite them again.`,
      );
      await expect(el).to.be.accessible();
      const spy = spyFetch();
      const removed = oneEvent(el, 'auth-member-removed');
      dialog.querySelector<HTMLButtonElement>('[part~="confirm-button"]')!.click();
      expect((await removed).detail.member.user_id).to.equal(member.userId);
      spy.restore();
      expect(await myOrgRequests(spy.exchanges)).to.deep.equal([
        { method: 'POST', path: '/my-org/delete-memberships', body: { members: [member.userId] } },
      ]);
      await el.updateComplete;
      expect(memberRows(el).map((row) => row.email)).to.deep.equal([org.admin.email]);
      expect(text(part(el, 'status'))).to.equal(`${member.email} was removed from the organization.`);
      expect(deepActiveElement()).to.equal(part(el, 'status'));
    });
  });

  describe('on a phone (375 px)', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('stacks each row as a card, labels the expiry, and nothing overflows', async () => {
      await setViewport({ width: 375, height: 812 });
      const org = await newOrganization(management, 1);
      const token = await myOrgToken(org.admin, org.id);
      await new MyOrganization({ domain: env.serviceUrl, token }).createInvitations({
        invitees: [{ email: uniqueEmail('a-rather-long-invitee-address') }],
      });
      const el = await shown(org, token);
      await layoutObserved();
      for (const table of parts(el, 'table')) {
        expect(getComputedStyle(table.querySelector('tr')!.parentElement!).display).to.not.equal(
          'table-row-group',
        );
        expect(table.scrollWidth, 'the table fits').to.be.at.most(table.clientWidth + 1);
      }
      expect(getComputedStyle(part(el, 'member-row')!).display).to.equal('block');
      expect(text(part(el, 'expires'))).to.match(/^Expires /);
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      await expect(el).to.be.accessible();
    });
  });

  describe('a member without the admin permissions', () => {
    it('sees "You can\'t manage this organization", no error and no auth-error', async () => {
      const org = await newOrganization(management, 1, ORG_NAME);
      const failures: Event[] = [];
      const onError = (event: Event) => failures.push(event);
      document.addEventListener('auth-error', onError);
      try {
        const el = await shown(org, await myOrgToken(org.members[0]!, org.id));
        expect(text(part(el, 'title'))).to.equal(`Members of ${ORG_NAME}`);
        expect(text(part(el, 'no-access'))).to.equal(englishStrings.membersNoAccess);
        expect(text(part(el, 'error'))).to.equal('');
        expect(part(el, 'members')).to.equal(null);
        expect(el.querySelector('form textarea')).to.equal(null);
        expect(failures).to.have.length(0);
        expect(deepActiveElement()).to.equal(part(el, 'no-access'));
        await expect(el).to.be.accessible();
      } finally {
        document.removeEventListener('auth-error', onError);
      }
    });
  });

  describe('its own token', () => {
    it('asks silently for an org-bound My Organization token with its scopes', async () => {
      const org = await newOrganization(management);
      await withSession(
        async () => {
          const spy = spyFetch();
          const el = await fixture<AuthOrganizationMembers>(
            html`<auth-organization-members
              domain=${env.serviceUrl}
              client-id=${CLIENT_ID}
              redirect-uri=${`${env.testOrigin}/`}
              organization=${org.id}
            ></auth-organization-members>`,
          );
          await loaded(el);
          spy.restore();
          expect(text(part(el, 'error'))).to.equal('');
          expect(memberRows(el).map((row) => row.email)).to.deep.equal([org.admin.email]);
          const call = spy.exchanges.find(({ request }) => request.url.includes('/my-org/members'));
          const claims = decodeJwt(
            (call?.request.headers.get('Authorization') ?? '').replace(/^Bearer /, ''),
          );
          expect(claims['aud']).to.equal(`${env.serviceUrl}/my-org/`);
          expect(claims['org_id']).to.equal(org.id);
          expect(String(claims['scope']).split(' ')).to.include.members([
            'read:my_org:members',
            'create:my_org:member_invitations',
            'delete:my_org:members',
          ]);
        },
        `openid profile email ${MY_ORG_SCOPES}`,
        org.admin,
      );
    });

    it('"Grant access" when the session has not consented: a popup for the organization, then the lists', async () => {
      const org = await newOrganization(management);
      await withSession(
        async () => {
          // The admin's session consented to none of the My Organization API: the silent request answers
          // consent_required.
          await startSession(org.admin, 'openid profile email');
          const el = await fixture<AuthOrganizationMembers>(
            html`<auth-organization-members
              domain=${env.serviceUrl}
              client-id=${CLIENT_ID}
              redirect-uri=${`${env.testOrigin}/`}
              organization=${org.id}
            ></auth-organization-members>`,
          );
          await waitUntil(() => part(el, 'grant-button'), 'no "Grant access"', { timeout: 8000 });
          expect(text(part(el, 'error'))).to.equal(
            `${englishStrings.consentRequired} ${englishStrings.grantAccessHint}`,
          );
          await expect(el).to.be.accessible();
          const open = sinon.spy(window, 'open');
          part<HTMLButtonElement>(el, 'grant-button')!.click();
          expect(open.calledOnce, 'the popup opened in the click').to.equal(true);
          const opened = new URL(String(open.firstCall.args[0]));
          expect(opened.searchParams.get('organization')).to.equal(org.id);
          expect(opened.searchParams.get('audience')).to.equal(`${env.serviceUrl}/my-org/`);
          expect(opened.searchParams.get('prompt')).to.equal('consent');
          await executeServerCommand('popup:log-in', {
            origin: env.serviceUrl,
            email: org.admin.email,
            password: org.admin.password,
          });
          await waitUntil(() => part(el, 'members') !== null, 'the members did not load', {
            timeout: 10_000,
          });
          expect(memberRows(el).map((row) => row.email)).to.deep.equal([org.admin.email]);
          expect(text(part(el, 'error'))).to.equal('');
        },
        undefined,
        org.admin,
      );
    });
  });
});
