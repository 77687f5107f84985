// <auth-profile> on profile.html and <api-permissions-editor> on permissions.html in a real browser
// against the local identity service: what the user sees, and the service's state read back from Node
// through its Management API.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  DEMO_USER,
  TEST_TIMEOUT_MS,
  demoPage,
  logInWithForm,
  screenshot,
  typeInto,
  uniqueEmail,
  useE2E,
} from './helpers.js';
import type { E2E } from './helpers.js';
import { createUser, DATABASE, PASSWORD } from '../shared/service.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

const API_ID = 'https://api.example.com';
const ORIGINAL_SCOPES = [
  { value: 'read:reports', description: 'Read reports' },
  { value: 'write:reports', description: 'Create and change reports' },
];

interface Scope {
  value: string;
  description: string;
}

interface ManagementUser {
  user_id: string;
  email?: string;
  user_metadata?: Record<string, unknown>;
  identities: { provider: string; connection: string; user_id: string }[];
}

/** A Management API access token for a user, from Node (password-realm grant). */
async function managementToken(e2e: E2E, username: string, password: string, scope: string): Promise<string> {
  const response = await fetch(`${e2e.serviceUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: PASSWORD_REALM_GRANT,
      client_id: 'demo-spa',
      username,
      password,
      realm: DATABASE,
      audience: `${e2e.serviceUrl}/api/v2/`,
      scope: `openid ${scope}`,
    }),
  });
  const text = await response.text();
  assert.equal(response.status, 200, `token for ${username}: ${text}`);
  const body = JSON.parse(text) as { access_token: string; scope?: string };
  for (const wanted of scope.split(' ')) {
    assert.ok(
      body.scope?.split(' ').includes(wanted),
      `the token of ${username} has ${wanted}: ${body.scope}`,
    );
  }
  return body.access_token;
}

/** GET on the Management API from Node: the status and the parsed body. */
async function managementGet<T>(e2e: E2E, token: string, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${e2e.serviceUrl}/api/v2/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function resourceServerScopes(e2e: E2E, token: string): Promise<Scope[]> {
  const { status, body } = await managementGet<{ scopes?: Scope[] }>(
    e2e,
    token,
    `resource-servers/${encodeURIComponent(API_ID)}`,
  );
  assert.equal(status, 200, 'GET the resource server');
  return (body.scopes ?? []).map(({ value, description }) => ({ value, description }));
}

/** The value inputs of <auth-profile>'s metadata rows, by key (the rows the service returned). */
async function shownMetadata(profile: Locator): Promise<Record<string, string>> {
  const rows = profile.locator('[part~="field"]');
  const shown: Record<string, string> = {};
  for (const row of await rows.all()) {
    const key = (await row.locator('label.auth-label').first().textContent())?.trim() ?? '';
    shown[key] = await row.locator('[part~="value-input"]').inputValue();
  }
  return shown;
}

/** Adds a metadata row in <auth-profile> with "Add a field" and fills it by typing. */
async function addField(page: Page, profile: Locator, key: string, value: string, kind: 'text' | 'json') {
  await profile.locator('[part~="add-button"]').click();
  const row = profile.locator('[part~="field-new"]').last();
  // "Add a field" moves the focus to the new name input.
  await row.locator('[part~="key-input"]').waitFor();
  assert.equal(
    await row
      .locator('[part~="key-input"]')
      .evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement),
    true,
    'focus on the new name input',
  );
  await page.keyboard.type(key);
  await row.locator('[part~="value-input"]').click();
  await page.keyboard.type(value);
  // Switching an empty field to JSON makes it `""`; switching typed JSON keeps it as typed.
  if (kind === 'json') await row.locator('[part~="type-select"]').selectOption('json');
  assert.equal(await row.locator('[part~="value-input"]').inputValue(), value);
}

/** The rows of <api-permissions-editor> as shown: value, description and change mark. */
async function shownPermissions(editor: Locator): Promise<(Scope & { change: string })[]> {
  const rows = await editor.locator('tr[part~="row"]').all();
  return Promise.all(
    rows.map(async (row) => ({
      value: (await row.locator('[part~="value"]').textContent())?.trim() ?? '',
      description: (await row.locator('[part~="description"]').textContent())?.trim() ?? '',
      change: (await row.getAttribute('data-change')) ?? '',
    })),
  );
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.locator('#theme-switcher').selectOption(theme);
  assert.equal(await page.evaluate(() => document.documentElement.dataset['theme']), theme);
}

describe('profile and permissions', { timeout: TEST_TIMEOUT_MS * 4 }, () => {
  const suite = useE2E();

  it('profile: a fresh user adds, changes and removes details; the service has exactly them', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    const email = uniqueEmail('profile');
    const { userId } = await createUser(e2e.serviceUrl, { email });

    await page.goto(demoPage(e2e, 'profile.html'));
    await logInWithForm(page, { email, password: PASSWORD });
    const profile = page.locator('auth-profile');
    await profile.locator('[part~="email"]').getByText(email).waitFor();
    await profile.getByText('No details yet.').waitFor();

    // First save: two new fields, one text and one JSON.
    await addField(page, profile, 'city', 'Berlin', 'text');
    await addField(page, profile, 'plan', '{"tier": "pro", "seats": 3}', 'json');
    await profile.locator('[part~="save-button"]').click();
    await profile.locator('[part~="status"]').getByText('Your profile was saved.').waitFor();
    assert.equal(await profile.locator('[part~="field-new"]').count(), 0, 'no new rows after the save');
    assert.deepEqual(await shownMetadata(profile), {
      city: 'Berlin',
      plan: JSON.stringify({ tier: 'pro', seats: 3 }, null, 2),
    });

    // Second save: change one, remove one, add one.
    const city = profile.getByLabel('city', { exact: true });
    await city.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Paris');
    await profile.getByRole('button', { name: 'Remove plan' }).click();
    await profile.locator('[part~="field-removed"]').getByText('Removed when you save.').waitFor();
    await addField(page, profile, 'lang', 'de', 'text');
    await profile.locator('[part~="save-button"]').click();
    await profile.locator('[part~="field-removed"]').waitFor({ state: 'detached' });
    await profile.locator('[part~="status"]').getByText('Your profile was saved.').waitFor();
    assert.deepEqual(await shownMetadata(profile), { city: 'Paris', lang: 'de' });
    assert.equal(
      await profile
        .locator('[part~="error"]')
        .textContent()
        .then((t) => t?.trim() ?? ''),
      '',
    );

    const token = await managementToken(e2e, email, PASSWORD, 'read:current_user');
    const { status, body } = await managementGet<ManagementUser>(
      e2e,
      token,
      `users/${encodeURIComponent(userId)}`,
    );
    assert.equal(status, 200);
    assert.deepEqual(body.user_metadata, { city: 'Paris', lang: 'de' });

    await setTheme(page, 'light');
    await screenshot(page, 'profile-light');
    await setTheme(page, 'dark');
    await screenshot(page, 'profile-dark');
    assert.deepEqual(session.pageErrors, []);
  });

  it('profile: links a second database account in a popup; the second no longer exists on its own', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    const primaryEmail = uniqueEmail('primary');
    const secondaryEmail = uniqueEmail('secondary');
    const { userId: primaryId } = await createUser(e2e.serviceUrl, { email: primaryEmail });
    const { userId: secondaryId } = await createUser(e2e.serviceUrl, { email: secondaryEmail });

    await page.goto(demoPage(e2e, 'profile.html'));
    await logInWithForm(page, { email: primaryEmail, password: PASSWORD });
    const profile = page.locator('auth-profile');
    await profile.locator('[part~="email"]').getByText(primaryEmail).waitFor();
    assert.equal(await profile.locator('[part~="identity"]').count(), 1);

    await profile.getByRole('button', { name: 'Link another account' }).click();
    const confirm = profile.locator('[part~="link-confirm"]');
    await confirm.getByRole('heading', { name: 'Link another account?' }).waitFor();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      confirm.getByRole('button', { name: 'Log in with an email and password' }).click(),
    ]);
    await popup.waitForLoadState();
    const authorize = new URL(popup.url());
    assert.equal(authorize.origin, e2e.serviceUrl);
    assert.equal(authorize.searchParams.get('connection'), DATABASE);
    assert.equal(authorize.searchParams.get('prompt'), 'login');
    // The page has no callback page: the service's page in the popup posts the result (web_message).
    assert.equal(authorize.searchParams.get('response_mode'), 'web_message');
    await typeInto(popup, 'input[name="username"]', secondaryEmail);
    await typeInto(popup, 'input[name="password"]', PASSWORD);
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Log in' }).click()]);

    await profile.locator('[part~="status"]').getByText('The account was linked.').waitFor();
    const identities = profile.locator('[part~="identity"]');
    assert.equal(await identities.count(), 2);
    await identities
      .nth(1)
      .locator('[part~="identity-detail"]')
      .getByText(secondaryEmail, { exact: true })
      .waitFor();
    await identities
      .nth(1)
      .locator('[part~="identity-id"]')
      .getByText(`${DATABASE} · ${secondaryId}`, { exact: true })
      .waitFor();

    const admin = await managementToken(e2e, DEMO_USER.email, DEMO_USER.password, 'read:users');
    const secondary = await managementGet<unknown>(e2e, admin, `users/${encodeURIComponent(secondaryId)}`);
    assert.equal(secondary.status, 404, 'the secondary user no longer exists on its own');
    const primary = await managementGet<ManagementUser>(e2e, admin, `users/${encodeURIComponent(primaryId)}`);
    assert.equal(primary.status, 200);
    assert.deepEqual(
      primary.body.identities.map(({ connection, user_id }) => `${connection}/${user_id}`),
      [primaryId, secondaryId].map((id) => `${DATABASE}/${id.replace(/^auth0\|/, '')}`),
    );

    // Unlink it again: the dialog states the rule, then the other account is a user of its own again.
    await identities.nth(1).locator('[part~="unlink-button"]').click();
    const dialog = profile.locator('[part~="unlink-confirm"]');
    await dialog.getByText('It becomes a separate user again', { exact: false }).waitFor();
    await dialog.locator('[part~="unlink-confirm-button"]').click();
    await profile
      .locator('[part~="status"]')
      .getByText('The account was unlinked.', { exact: false })
      .waitFor();
    assert.equal(await identities.count(), 1);
    const restored = await managementGet<ManagementUser>(
      e2e,
      admin,
      `users/${encodeURIComponent(secondaryId)}`,
    );
    assert.equal(restored.status, 200, 'the secondary user exists on its own again');
    assert.equal(restored.body.email, secondaryEmail);
    assert.deepEqual(session.pageErrors, []);
  });

  it('permissions: the admin adds a permission, saves, removes it and saves; the service follows', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    const admin = await managementToken(
      e2e,
      DEMO_USER.email,
      DEMO_USER.password,
      'read:resource_servers update:resource_servers',
    );
    assert.deepEqual(await resourceServerScopes(e2e, admin), ORIGINAL_SCOPES, 'the seeded permissions');
    const value = `e2e:${Math.random().toString(36).slice(2, 10)}`;
    const description = `Added by the e2e test ${value}`;

    try {
      await page.goto(demoPage(e2e, 'permissions.html'));
      await logInWithForm(page);
      await page.locator('#who').getByText(DEMO_USER.email).waitFor();
      const editor = page.locator('api-permissions-editor');
      await editor.locator('tr[part~="row"]').first().waitFor();
      assert.deepEqual(
        await shownPermissions(editor),
        ORIGINAL_SCOPES.map((scope) => ({ ...scope, change: 'kept' })),
      );

      await setTheme(page, 'light');
      await screenshot(page, 'permissions-light');
      await setTheme(page, 'dark');
      await screenshot(page, 'permissions-dark');
      await setTheme(page, 'light');

      await typeInto(page, 'api-permissions-editor form input[name="value"]', value);
      await typeInto(page, 'api-permissions-editor form input[name="description"]', description);
      await page.keyboard.press('Enter');
      await editor.locator(`tr[data-value="${value}"][data-change="added"]`).waitFor();
      await editor
        .locator('[part~="dirty-indicator"]')
        .getByText('Unsaved changes: 1 added, 0 removed.')
        .waitFor();
      await editor.getByRole('button', { name: 'Save permissions' }).click();
      await editor.locator('[part~="status"]').getByText('The permissions were saved.').waitFor();
      const afterAdd = await shownPermissions(editor);
      assert.deepEqual(
        afterAdd,
        [...ORIGINAL_SCOPES, { value, description }].map((s) => ({ ...s, change: 'kept' })),
      );
      assert.deepEqual(
        await resourceServerScopes(e2e, admin),
        afterAdd.map(({ value: v, description: d }) => ({ value: v, description: d })),
        'the service has exactly the rows the editor shows',
      );

      await editor.getByRole('button', { name: `Remove ${value}` }).click();
      await editor.locator(`tr[data-value="${value}"][data-change="removed"]`).waitFor();
      await editor.getByRole('button', { name: 'Save permissions' }).click();
      await editor.locator(`tr[data-value="${value}"]`).waitFor({ state: 'detached' });
      await editor.locator('[part~="status"]').getByText('The permissions were saved.').waitFor();
      const afterRemove = await shownPermissions(editor);
      assert.deepEqual(
        afterRemove,
        ORIGINAL_SCOPES.map((scope) => ({ ...scope, change: 'kept' })),
      );
      assert.deepEqual(await resourceServerScopes(e2e, admin), ORIGINAL_SCOPES);
      assert.deepEqual(session.pageErrors, []);
    } finally {
      const now = await resourceServerScopes(e2e, admin).catch(() => null);
      if (JSON.stringify(now) !== JSON.stringify(ORIGINAL_SCOPES)) {
        const response = await fetch(
          `${e2e.serviceUrl}/api/v2/resource-servers/${encodeURIComponent(API_ID)}`,
          {
            method: 'PATCH',
            headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
            body: JSON.stringify({ scopes: ORIGINAL_SCOPES }),
          },
        );
        assert.equal(response.status, 200, 'restored the original permissions');
      }
    }
  });
});
