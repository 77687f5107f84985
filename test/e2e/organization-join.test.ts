// Joining an organization from the dev inbox, in the demo: the seeded admin invites an e-mail, the invitation
// link (the demo's login route) goes on to the app page, whose <auth-login> shows "Join {organization}"; the
// service's page signs the invitee up with that e-mail, and back on the app the provider's `auth-success`
// carries the organization, the address bar holds no invitation and the switcher shows the organization.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';
import { CLIENT_ID } from '../shared/service.js';
import {
  DEMO_USER,
  TEST_TIMEOUT_MS,
  screenshot,
  uniqueEmail,
  useE2E,
  waitForLoggedEvent,
  waitForMessage,
} from './helpers.js';

const ACME = 'org_acme0demo0seed01';

describe('joining an organization from the dev inbox', { timeout: TEST_TIMEOUT_MS * 2 }, () => {
  const suite = useE2E();

  it('the invitee joins on the app page and sees the organization', async () => {
    const { serviceUrl, demoUrl } = suite.e2e;
    const token = (await (
      await fetch(`${serviceUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: PASSWORD_REALM_GRANT,
          client_id: CLIENT_ID,
          username: DEMO_USER.email,
          password: DEMO_USER.password,
          realm: 'Username-Password-Authentication',
          audience: `${serviceUrl}/api/v2/`,
          scope: 'create:organization_invitations',
        }),
      })
    ).json()) as { access_token: string };
    const email = uniqueEmail('e2e-invitee');
    const created = await fetch(`${serviceUrl}/api/v2/organizations/${ACME}/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
      body: JSON.stringify({ inviter: { name: 'Dana' }, invitee: { email }, client_id: CLIENT_ID }),
    });
    assert.equal(created.status, 201);

    const message = await waitForMessage(suite.e2e, { to: email, kind: 'invitation' });
    assert.ok(message.link, 'the invitation e-mail has a link');
    // The seeded client's login route is the demo's usual origin; this run's demo has its own port.
    const link = new URL(message.link);
    const landing = new URL(`${link.pathname}${link.search}`, demoUrl).href;

    const { page } = await suite.open();
    await page.goto(landing);
    await page.waitForURL(/\/app\.html\?invitation=/);
    await page.getByRole('heading', { name: 'Join acme' }).waitFor();
    await screenshot(page, 'organization-join');
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL((url) => url.origin === serviceUrl);
    assert.equal(await page.locator('input[name="email"]').inputValue(), email);
    await page.locator('input[name="password"]').first().fill('Sturdy-Pass-42!x');
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL((url) => url.origin === demoUrl && url.pathname === '/app.html');
    const detail = await waitForLoggedEvent(page, 'auth-success');
    assert.match(detail, new RegExp(`"organization": \\{\\s*"id": "${ACME}"`));
    assert.equal(new URL(page.url()).searchParams.has('invitation'), false);
    await page
      .locator('auth-organization-switcher [part~="name"]')
      .filter({ hasText: 'Acme Inc.' })
      .waitFor();
  });
});
