// An organization's whole membership path in the demo, as its people do it, each in their own browser:
// the seeded admin invites an e-mail with <auth-organization-members> on organization.html; the invitee
// opens the link from the dev inbox, lands on the app page whose <auth-login> shows "Join {organization}",
// signs up on the service's page with that e-mail and comes back to `auth-success` with the organization,
// no invitation left in the address bar, and the switcher showing the organization; the admin then sees
// them as a member, changes their roles and removes them. What the service holds is read back from Node
// through its Management API after each of the admin's steps.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';
import { CLIENT_ID, DATABASE } from '../shared/service.js';
import {
  TEST_TIMEOUT_MS,
  UI_TIMEOUT_MS,
  closeSession,
  demoPage,
  logInWithForm,
  openSession,
  screenshot,
  uniqueEmail,
  useE2E,
  waitForLoggedEvent,
  waitForMessage,
  DEMO_USER,
} from './helpers.js';
import type { E2E, Session } from './helpers.js';

const ACME = { id: 'org_acme0demo0seed01', displayName: 'Acme Inc.' };
const MEMBER_ROLE = 'Organization member';
const ADMIN_ROLE = 'Organization admin';

/** A Management API request as the seeded admin, from Node. */
async function management(e2e: E2E, path: string): Promise<unknown> {
  const token = (await (
    await fetch(`${e2e.serviceUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: PASSWORD_REALM_GRANT,
        client_id: CLIENT_ID,
        username: DEMO_USER.email,
        password: DEMO_USER.password,
        realm: DATABASE,
        audience: `${e2e.serviceUrl}/api/v2/`,
        scope:
          'read:organizations read:organization_members read:organization_member_roles read:organization_invitations',
      }),
    })
  ).json()) as { access_token: string };
  const response = await fetch(`${e2e.serviceUrl}/api/v2${path}`, {
    headers: { authorization: `Bearer ${token.access_token}` },
  });
  assert.equal(response.status, 200, `GET ${path}: ${response.status}`);
  return response.json();
}

/** The organization's members as the service holds them: e-mail → user id. */
async function members(e2e: E2E): Promise<Map<string, string>> {
  const list = (await management(e2e, `/organizations/${ACME.id}/members?fields=user_id,email`)) as {
    user_id: string;
    email: string;
  }[];
  return new Map(list.map((member) => [member.email, member.user_id]));
}

/** The names of a member's roles in the organization, as the service holds them, sorted. */
async function roleNames(e2e: E2E, userId: string): Promise<string[]> {
  const roles = (await management(
    e2e,
    `/organizations/${ACME.id}/members/${encodeURIComponent(userId)}/roles`,
  )) as { name: string }[];
  return roles.map((role) => role.name).sort();
}

/** The members element's row for `email`. */
function memberRow(page: Page, email: string): Locator {
  return page.locator('auth-organization-members [part~="member-row"]').filter({ hasText: email });
}

/** The members element's live status line (what a screen reader announces after each change). */
function status(page: Page): Locator {
  return page.locator('auth-organization-members [part~="status"]');
}

describe(
  'an organization’s members, from the invitation to the removal',
  { timeout: TEST_TIMEOUT_MS * 3 },
  () => {
    const suite = useE2E();

    it('the admin invites, the invitee joins from the dev inbox, the admin changes their roles and removes them', async () => {
      const { e2e } = suite;
      const email = uniqueEmail('e2e-invitee');
      let admin: Session | undefined;
      let invitee: Session | undefined;
      try {
        // The admin logs in on the organization page and invites the e-mail as a member.
        admin = await openSession(e2e.browser);
        const adminPage = admin.page;
        await adminPage.goto(demoPage(e2e, 'organization.html'));
        await logInWithForm(adminPage);
        await adminPage.getByRole('heading', { name: `Members of ${ACME.displayName}` }).waitFor();
        await adminPage.getByRole('textbox', { name: 'Email addresses' }).fill(email);
        await adminPage.getByRole('checkbox', { name: MEMBER_ROLE }).check();
        await adminPage.getByRole('button', { name: 'Send invitations' }).click();
        await status(adminPage)
          .filter({ hasText: `Invitations sent to ${email}.` })
          .waitFor({ timeout: UI_TIMEOUT_MS });
        const pending = adminPage.locator('auth-organization-members [part~="invitation-row"]').filter({
          hasText: email,
        });
        assert.equal(await pending.locator('[part~="invitation-roles"]').textContent(), MEMBER_ROLE);
        await screenshot(adminPage, 'organization-invited');

        // The invitee opens the link of the e-mail the service sent, in their own browser.
        const message = await waitForMessage(e2e, { to: email, kind: 'invitation' });
        assert.ok(message.link, 'the invitation e-mail has a link');
        // The seeded client's login route is the demo's usual origin; this run's demo has its own port.
        const link = new URL(message.link);
        assert.equal(link.searchParams.get('organization'), ACME.id);
        invitee = await openSession(e2e.browser);
        const page = invitee.page;
        await page.goto(new URL(`${link.pathname}${link.search}`, e2e.demoUrl).href);
        await page.waitForURL(/\/app\.html\?invitation=/);
        await page.getByRole('heading', { name: 'Join acme' }).waitFor();
        await screenshot(page, 'organization-join');
        await page.getByRole('button', { name: 'Accept invitation' }).click();
        await page.waitForURL((url) => url.origin === e2e.serviceUrl);
        assert.equal(await page.locator('input[name="email"]').inputValue(), email);
        await page.locator('input[name="password"]').first().fill('Sturdy-Pass-42!x');
        await page.locator('button[type="submit"]').first().click();
        await page.waitForURL((url) => url.origin === e2e.demoUrl && url.pathname === '/app.html');
        const detail = await waitForLoggedEvent(page, 'auth-success');
        assert.match(detail, new RegExp(`"organization": \\{\\s*"id": "${ACME.id}"`));
        assert.equal(new URL(page.url()).searchParams.has('invitation'), false);
        await page
          .locator('auth-organization-switcher [part~="name"]')
          .filter({ hasText: ACME.displayName })
          .waitFor();

        // The service made them a member with the invitation's roles and spent the invitation.
        const userId = (await members(e2e)).get(email);
        assert.ok(userId, `${email} is a member`);
        assert.deepEqual(await roleNames(e2e, userId), [MEMBER_ROLE]);
        const invitations = (await management(e2e, `/organizations/${ACME.id}/invitations`)) as {
          invitee: { email: string };
        }[];
        assert.equal(invitations.filter((invitation) => invitation.invitee.email === email).length, 0);

        // The admin sees them as a member (the page loaded again), not as an invitation.
        await adminPage.reload();
        const row = memberRow(adminPage, email);
        await row.waitFor({ timeout: UI_TIMEOUT_MS });
        assert.equal(
          await row
            .locator('[part~="member-roles"]')
            .textContent()
            .then((t) => t?.trim()),
          MEMBER_ROLE,
        );
        assert.equal(await pending.count(), 0);

        // The admin makes them an admin too.
        await row.getByRole('button', { name: `Change roles of ${email}` }).click();
        await row.getByRole('checkbox', { name: ADMIN_ROLE }).check();
        await row.getByRole('button', { name: 'Save roles' }).click();
        await status(adminPage)
          .filter({ hasText: `The roles of ${email} were saved.` })
          .waitFor({ timeout: UI_TIMEOUT_MS });
        assert.equal(
          await row
            .locator('[part~="member-roles"]')
            .textContent()
            .then((t) => t?.trim()),
          `${ADMIN_ROLE}, ${MEMBER_ROLE}`,
        );
        assert.deepEqual(await roleNames(e2e, userId), [ADMIN_ROLE, MEMBER_ROLE]);

        // The admin removes them, confirming in the dialog that says what it means.
        await row.getByRole('button', { name: `Remove ${email} from the organization` }).click();
        const dialog = adminPage.getByRole('dialog', { name: `Remove ${email} from ${ACME.displayName}?` });
        await dialog.waitFor();
        await screenshot(adminPage, 'organization-remove');
        await dialog.getByRole('button', { name: 'Remove member' }).click();
        await status(adminPage)
          .filter({ hasText: `${email} was removed from the organization.` })
          .waitFor({ timeout: UI_TIMEOUT_MS });
        assert.equal(await memberRow(adminPage, email).count(), 0);
        assert.equal((await members(e2e)).has(email), false, `${email} is no longer a member`);
        // Their account stays: they can still log in, only not to the organization.
        const organizations = (await management(
          e2e,
          `/users/${encodeURIComponent(userId)}/organizations`,
        )) as unknown[];
        assert.deepEqual(organizations, []);
      } finally {
        await closeSession(invitee);
        await closeSession(admin);
      }
    });
  },
);
