// The reference client, unmodified: auth0-spa-js 2.27's production ESM build in Chromium against the local
// service, logging in to organizations through the service's hosted pages: a member gets `org_id` (and,
// where the tenant allows names, logs in with the organization's name and gets `org_name`); a non-member's
// callback is refused with the service's error; an invitation from the dev inbox, passed on by the app, ends
// in the invitee's sign-up and a membership; a client that requires an organization refuses a request
// without one (`no_prompt`) or asks for its name first (`pre_login_prompt`); a silent token for the My
// Organization API that the API accepts. Each test makes its own client through the Management API, so no
// test depends on another's settings. Where this client and our service disagree, the client is right.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { callManagement, json } from '../../packages/emulator/test/management-helpers.js';
import { ACME } from '../../packages/emulator/test/organization-helpers.js';
import { createUser, DATABASE, uniqueEmail, waitForMessage } from '../shared/service.js';
import { openSpaJsApp, serveSpaJsApp, startSpaJs } from './auth0-spa-js-app.js';
import type { SpaWindow } from './auth0-spa-js-app.js';
import { DEMO_USER, TEST_TIMEOUT_MS, typeInto } from './helpers.js';
import { useServiceBrowser } from './service-browser.js';

const SCOPE = [
  'create:clients',
  'read:connections',
  'update:connections',
  'read:organization_members',
  'create:organization_invitations',
  'read:organization_invitations',
  'update:tenant_settings',
].join(' ');

type OrganizationSettings = {
  organization_usage?: 'deny' | 'allow' | 'require';
  organization_require_behavior?: 'no_prompt' | 'pre_login_prompt' | 'post_login_prompt';
};

describe(
  'auth0-spa-js 2.27 (unmodified): organizations against the local service',
  { timeout: TEST_TIMEOUT_MS * 2 },
  () => {
    const suite = useServiceBrowser({ app: { handle: serveSpaJsApp } });
    const management = async <T = Record<string, unknown>>(
      path: string,
      options: { method?: string; body?: unknown } = {},
      status = 200,
    ): Promise<T> => json<T>(await callManagement(suite.service, path, { ...options, scope: SCOPE }), status);

    /** A new SPA of the app's origin with these organization settings, enabled on the database connection. */
    async function newClient(settings: OrganizationSettings): Promise<string> {
      const origin = suite.appOrigin;
      const { client_id } = await management<{ client_id: string }>(
        '/clients',
        {
          method: 'POST',
          body: {
            name: 'Org SPA',
            app_type: 'spa',
            callbacks: [origin],
            web_origins: [origin],
            allowed_logout_urls: [origin],
            initiate_login_uri: `${origin}/`,
            ...settings,
          },
        },
        201,
      );
      const [database] = await management<{ id: string; enabled_clients: string[] }[]>(
        `/connections?name=${DATABASE}`,
      );
      await management(`/connections/${database!.id}`, {
        method: 'PATCH',
        body: { enabled_clients: [...database!.enabled_clients, client_id] },
      });
      return client_id;
    }

    /** The app's page with spa-js for `clientId` (the service over plain HTTP: its origin as `domain`). */
    async function openApp(clientId: string): Promise<Page> {
      const { page } = await openSpaJsApp(suite, { domain: suite.service.url, clientId });
      return page;
    }

    /** `loginWithRedirect(options)`: the page leaves for the service's /authorize. */
    async function loginWithRedirect(page: Page, options: Record<string, unknown> = {}): Promise<void> {
      await page.evaluate((options) => {
        void (window as unknown as SpaWindow).auth0.loginWithRedirect(options);
      }, options);
      await page.waitForURL((url) => url.origin === suite.service.url);
    }

    /** Types the e-mail and password on the service's hosted log-in page and submits it. */
    async function hostedLogIn(page: Page, { email, password }: { email: string; password: string }) {
      await page.getByRole('heading', { name: 'Log in to Org SPA' }).waitFor();
      await typeInto(page, 'input[name="username"]', email);
      await typeInto(page, 'input[name="password"]', password);
      await page.getByRole('button', { name: 'Log in' }).click();
    }

    /** Back at the app: a new client for the new document, `handleRedirectCallback()`, then the claims. */
    async function finishRedirect(
      page: Page,
      clientId: string,
    ): Promise<{ claims?: Record<string, unknown>; error?: string; description?: string }> {
      await page.waitForURL((url) => url.origin === suite.appOrigin && url.searchParams.has('state'));
      await startSpaJs(page, suite, { domain: suite.service.url, clientId });
      return page.evaluate(async () => {
        const { auth0 } = window as unknown as SpaWindow;
        try {
          await auth0.handleRedirectCallback();
          return { claims: await auth0.getIdTokenClaims() };
        } catch (error) {
          const e = error as { error?: string; error_description?: string; message: string };
          return { error: e.error ?? 'none', description: e.error_description ?? e.message };
        }
      });
    }

    it('a member logs in to an organization and gets org_id (spa-js’s own check passes)', async () => {
      const clientId = await newClient({ organization_usage: 'allow' });
      const page = await openApp(clientId);
      await loginWithRedirect(page, { authorizationParams: { organization: ACME } });
      assert.equal(new URL(page.url()).searchParams.get('organization'), ACME);
      await hostedLogIn(page, DEMO_USER);
      const { claims, error, description } = await finishRedirect(page, clientId);
      assert.equal(error, undefined, description);
      assert.equal(claims?.['org_id'], ACME);
      assert.equal(claims?.['org_name'], undefined, 'no names unless the tenant allows them');
      assert.equal(claims?.['email'], DEMO_USER.email);
    });

    it('a non-member’s callback is refused with the service’s error', async () => {
      const clientId = await newClient({ organization_usage: 'allow' });
      const outsider = await createUser(
        suite.service.url,
        { email: uniqueEmail('spa-outsider') },
        { Origin: suite.appOrigin },
      );
      const page = await openApp(clientId);
      await loginWithRedirect(page, { authorizationParams: { organization: ACME } });
      await hostedLogIn(page, outsider);
      const result = await finishRedirect(page, clientId);
      assert.equal(result.error, 'access_denied');
      assert.equal(result.description, `user ${outsider.userId} is not part of the ${ACME} organization`);
      assert.equal(result.claims, undefined);
    });

    it('an invitation from the inbox, passed on by the app: the invitee signs up with the e-mail fixed and is a member', async () => {
      const clientId = await newClient({ organization_usage: 'allow' });
      const email = uniqueEmail('spa-invitee');
      const invitation = await management<{ id: string; ticket_id: string; invitation_url: string }>(
        `/organizations/${ACME}/invitations`,
        {
          method: 'POST',
          body: { inviter: { name: 'Ada' }, invitee: { email }, client_id: clientId },
        },
        201,
      );
      const message = await waitForMessage(suite.service.url, { to: email, kind: 'invitation' });
      assert.equal(message.link, invitation.invitation_url);
      const link = new URL(String(message.link));
      assert.equal(link.origin, suite.appOrigin, 'the link leads to the app’s login route');

      const page = await openApp(clientId);
      await page.goto(link.href);
      await startSpaJs(page, suite, { domain: suite.service.url, clientId });
      // The app passes the link's parameters on, as the real service's guide says.
      await page.evaluate(() => {
        const params = new URLSearchParams(location.search);
        void (window as unknown as SpaWindow).auth0.loginWithRedirect({
          authorizationParams: {
            invitation: params.get('invitation'),
            organization: params.get('organization'),
          },
        });
      });
      await page.waitForURL((url) => url.origin === suite.service.url);
      await page.getByRole('heading', { name: 'Join Acme Inc.' }).waitFor();
      const fixed = page.getByRole('textbox', { name: 'Email' });
      assert.equal(await fixed.inputValue(), email);
      assert.equal(await fixed.isEditable(), false, 'the invited address cannot be changed');
      await typeInto(page, 'input[name="password"]', 'Sturdy-Pass-42');
      await page.getByRole('button', { name: 'Accept the invitation' }).click();

      const { claims, error, description } = await finishRedirect(page, clientId);
      assert.equal(error, undefined, description);
      assert.equal(claims?.['org_id'], ACME);
      assert.equal(claims?.['email'], email);
      assert.equal(claims?.['email_verified'], true, 'the invitation verifies the address');
      const members = await management<{ members: { user_id: string; email: string }[] }>(
        `/organizations/${ACME}/members?include_totals=true&per_page=100`,
      );
      assert.ok(
        members.members.some((member) => member.email === email && member.user_id === claims?.['sub']),
      );
      const spent = await callManagement(
        suite.service,
        `/organizations/${ACME}/invitations/${invitation.id}`,
        {
          scope: SCOPE,
        },
      );
      assert.equal(spent.status, 404, 'the ticket is spent');
    });

    it('organization_usage require + no_prompt: a request without an organization is refused', async () => {
      const clientId = await newClient({
        organization_usage: 'require',
        organization_require_behavior: 'no_prompt',
      });
      const page = await openApp(clientId);
      await page.evaluate(() => {
        void (window as unknown as SpaWindow).auth0.loginWithRedirect();
      });
      const result = await finishRedirect(page, clientId);
      assert.equal(result.error, 'invalid_request');
      assert.equal(result.description, 'parameter organization is required for this client');
    });

    it('organization_usage require + pre_login_prompt: asks for the organization’s name, then logs in to it', async () => {
      const clientId = await newClient({
        organization_usage: 'require',
        organization_require_behavior: 'pre_login_prompt',
      });
      const page = await openApp(clientId);
      await loginWithRedirect(page);
      const name = page.getByRole('textbox', { name: 'Organization name' });
      await name.waitFor();
      await name.fill('acme');
      await page.getByRole('button', { name: 'Continue' }).click();
      await hostedLogIn(page, DEMO_USER);
      const { claims, error, description } = await finishRedirect(page, clientId);
      assert.equal(error, undefined, description);
      assert.equal(claims?.['org_id'], ACME);
    });

    it('getTokenSilently for the My Organization API: a token the API accepts, answering the org’s members', async () => {
      const clientId = await newClient({ organization_usage: 'allow' });
      const page = await openApp(clientId);
      const audience = `${suite.service.url}/my-org/`;
      // An app on localhost asks for the API at log-in: the service (as the real one) answers a silent
      // request from localhost only for scopes the user has consented to interactively.
      await loginWithRedirect(page, {
        authorizationParams: { organization: ACME, audience, scope: 'read:my_org:members' },
      });
      await hostedLogIn(page, DEMO_USER);
      const { error, description } = await finishRedirect(page, clientId);
      assert.equal(error, undefined, description);
      // Not from the cache: a silent request (prompt=none in an iframe) to the service.
      const token = await page.evaluate(
        (audience) =>
          (window as unknown as SpaWindow).auth0.getTokenSilently({
            cacheMode: 'off',
            authorizationParams: { audience, scope: 'read:my_org:members' },
          }) as Promise<string>,
        audience,
      );
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      assert.equal(payload['org_id'], ACME, 'the silent request kept the organization');
      assert.match(String(payload['scope']), /\bread:my_org:members\b/);
      const response = await fetch(`${suite.service.url}/my-org/members`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const text = await response.text();
      assert.equal(response.status, 200, text);
      const { members } = JSON.parse(text) as { members: { email: string }[] };
      assert.ok(members.some((member) => member.email === DEMO_USER.email));
      assert.ok(members.some((member) => member.email === 'sam@example.com'));
    });

    it('with organization names allowed (tenant settings): logs in with the name and gets org_name', async () => {
      await management('/tenants/settings', {
        method: 'PATCH',
        body: { allow_organization_name_in_authentication_api: true },
      });
      try {
        const clientId = await newClient({ organization_usage: 'allow' });
        const page = await openApp(clientId);
        await loginWithRedirect(page, { authorizationParams: { organization: 'Acme' } });
        await hostedLogIn(page, DEMO_USER);
        const { claims, error, description } = await finishRedirect(page, clientId);
        assert.equal(error, undefined, description);
        assert.equal(claims?.['org_name'], 'acme');
        assert.equal(claims?.['org_id'], ACME);
      } finally {
        await management('/tenants/settings', {
          method: 'PATCH',
          body: { allow_organization_name_in_authentication_api: false },
        });
      }
    });
  },
);
