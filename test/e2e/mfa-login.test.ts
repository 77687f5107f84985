// Two-step verification through the elements, end to end in Chromium against the demo's MFA page and
// the local service: a user with an authenticator app logs in through <auth-login> in embedded, popup
// and redirect mode, typing a code computed from the app's key into the service's hosted code page (the
// element needs nothing and says nothing: no code step of its own, its code never downloaded, no
// auth-error), then with a recovery code; a wrong code; the lock-out. Then <auth-provider>'s renewal
// with refresh tokens for an API that needs a second step: the provider's own code step in a dialog.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  DEMO_USER,
  LOGIN_EMAIL_INPUT,
  TEST_TIMEOUT_MS,
  demoPage,
  logInWithForm,
  loggedEvents,
  screenshot,
  typeInto,
  useE2E,
  waitForLoggedEvent,
} from './helpers.js';
import type { E2E, Session } from './helpers.js';
import {
  createUser,
  DATABASE,
  PASSWORD,
  TOTP_STEP_MS,
  totp,
  uniqueEmail,
  wrongCode,
} from '../shared/service.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

const ME_SCOPES =
  'openid create:me:authentication_methods read:me:authentication_methods delete:me:authentication_methods read:me:factors';
const CODE_INPUT = 'input[name="code"]';
const STEP_API = 'https://api.example.com';
/** The seeded MFA demo user's recovery code (a fresh service per test file: not used yet). */
const SEEDED_RECOVERY_CODE = 'MFAD-EMUS-ER23-4567-89AB-CDEF';
const SEEDED_MFA_EMAIL = 'mfa@example.com';

/** Photographs the page at 1280 and 375 px, light and dark: `<name>-<width>-<scheme>.png`. */
async function photograph(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      // A string: tsx would wrap a named inner function in a helper the page does not have.
      const wider = await page.evaluate<string[]>(`(() => {
        const found = [];
        const visit = (root) => {
          for (const node of root.querySelectorAll('*')) {
            if (node.getBoundingClientRect().right > innerWidth) {
              found.push(node.localName + (node.getAttribute('part') ? '[part=' + node.getAttribute('part') + ']' : ''));
            }
            if (node.shadowRoot) visit(node.shadowRoot);
          }
        };
        visit(document);
        return found;
      })()`);
      assert.deepEqual(wider, [], `${name} at ${width} px fits`);
      await screenshot(page, `${name}-${width}-${scheme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

interface MfaUser {
  email: string;
  secret: string;
  recoveryCode?: string;
}

/** The app's code for the 30-second step `offset` steps from now. */
function appCode(user: MfaUser, offset = 0): string {
  return totp(user.secret, Date.now() + offset * TOTP_STEP_MS);
}

async function post(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown>; location: string | null }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    location: response.headers.get('location'),
  };
}

/** Tokens for a password (password-realm grant), for `audience` with `scope`. */
async function passwordTokens(e2e: E2E, username: string, password: string, audience: string, scope: string) {
  const answer = await post(`${e2e.serviceUrl}/oauth/token`, {
    grant_type: PASSWORD_REALM_GRANT,
    client_id: 'demo-spa',
    username,
    password,
    realm: DATABASE,
    audience,
    scope,
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as { access_token: string };
}

/** A new user with the password {@link PASSWORD} (no factor yet). */
async function signUp(e2e: E2E, prefix: string): Promise<string> {
  return (await createUser(e2e.serviceUrl, { email: uniqueEmail(prefix) })).email;
}

/** Enrols an authenticator app (confirmed with the previous step's code) and a recovery code, through My Account. */
async function enrol(e2e: E2E, email: string): Promise<MfaUser> {
  const { access_token: token } = await passwordTokens(
    e2e,
    email,
    PASSWORD,
    `${e2e.serviceUrl}/me/`,
    ME_SCOPES,
  );
  const methods = `${e2e.serviceUrl}/me/v1/authentication-methods`;
  const recovery = await post(methods, { type: 'recovery-code' }, token);
  assert.equal(recovery.status, 201, JSON.stringify(recovery.body));
  const recoveryLocation = new URL(recovery.location ?? '', e2e.serviceUrl).href;
  assert.equal(
    (await post(`${recoveryLocation}/verify`, { auth_session: recovery.body['auth_session'] }, token)).status,
    201,
  );
  const app = await post(methods, { type: 'totp' }, token);
  assert.equal(app.status, 201, JSON.stringify(app.body));
  const user: MfaUser = {
    email,
    secret: String(app.body['manual_input_code']),
    recoveryCode: String(recovery.body['recovery_code']),
  };
  const appLocation = new URL(app.location ?? '', e2e.serviceUrl).href;
  const verified = await post(
    `${appLocation}/verify`,
    { auth_session: app.body['auth_session'], otp_code: appCode(user, -1) },
    token,
  );
  assert.equal(verified.status, 201, JSON.stringify(verified.body));
  return user;
}

/** The element's own code step was never downloaded, and it never said anything. */
async function elementSaidNothing(session: Session): Promise<void> {
  assert.deepEqual(
    session.requests.map((request) => request.url()).filter((url) => url.includes('mfa-step')),
    [],
    'the code step is not downloaded',
  );
  assert.ok(!(await loggedEvents(session.page)).includes('auth-error'), 'no auth-error');
  assert.equal(await session.page.locator('auth-login [part~="mfa-step"]').count(), 0);
}

/** auth-success was logged for `email`, and <auth-login> shows the signed-in state. */
async function signedIn(page: Page, email: string): Promise<void> {
  const detail = await waitForLoggedEvent(page, 'auth-success');
  assert.ok(detail.includes(email), detail);
  assert.ok(detail.includes('"amr"') && detail.includes('"mfa"'), `the ID token says mfa: ${detail}`);
  const state = page.locator('auth-login [part~="signed-in"]');
  await state.waitFor();
  assert.equal((await state.textContent())?.includes(email), true);
}

/** On the service's code page: types `code` (as a person pastes it, with a space) and continues. */
async function enterCode(page: Page, code: string): Promise<void> {
  await page.locator(CODE_INPUT).waitFor();
  await typeInto(page, CODE_INPUT, `${code.slice(0, 3)} ${code.slice(3)}`);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('two-step verification through the elements', { timeout: TEST_TIMEOUT_MS * 2 }, () => {
  const suite = useE2E();

  it('embedded: the password on the page, the code on the service’s page; a wrong code first; back signed in', async () => {
    const { e2e } = suite;
    const user = await enrol(e2e, await signUp(e2e, 'mfa-embedded'));
    const session = await suite.open();
    const { page } = session;
    await page.goto(demoPage(e2e, 'mfa.html?mode=embedded'));
    await logInWithForm(page, { email: user.email, password: PASSWORD });
    await page.waitForURL((url) => url.origin === e2e.serviceUrl);
    await enterCode(page, wrongCode(user.secret));
    await page.getByRole('alert').waitFor();
    await page.locator(CODE_INPUT).fill('');
    await enterCode(page, appCode(user));
    await page.waitForURL((url) => url.href.startsWith(demoPage(e2e, 'mfa.html')));
    await signedIn(page, user.email);
    await elementSaidNothing(session);
  });

  it('popup: the service’s pages in the popup, which closes; the page itself never navigates', async () => {
    const { e2e } = suite;
    const user = await enrol(e2e, await signUp(e2e, 'mfa-popup'));
    const session = await suite.open();
    const { page } = session;
    await page.goto(demoPage(e2e, 'mfa.html?mode=popup'));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('auth-login form button[type="submit"]').click(),
    ]);
    await typeInto(popup, 'input[name="username"]', user.email);
    await typeInto(popup, 'input[name="password"]', PASSWORD);
    await popup.getByRole('button', { name: 'Log in' }).click();
    await popup.locator(CODE_INPUT).waitFor();
    await Promise.all([popup.waitForEvent('close'), enterCode(popup, appCode(user))]);
    await signedIn(page, user.email);
    assert.equal(page.url(), demoPage(e2e, 'mfa.html?mode=popup'));
    await elementSaidNothing(session);
  });

  it('redirect: a recovery code instead, the new one shown once by the service; back signed in', async () => {
    const { e2e } = suite;
    const user = await enrol(e2e, await signUp(e2e, 'mfa-redirect'));
    const session = await suite.open();
    const { page } = session;
    await page.goto(demoPage(e2e, 'mfa.html?mode=redirect'));
    await page.locator('auth-login form button[type="submit"]').click();
    await page.waitForURL((url) => url.origin === e2e.serviceUrl && url.pathname === '/authorize');
    await typeInto(page, 'input[name="username"]', user.email);
    await typeInto(page, 'input[name="password"]', PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('link', { name: 'Use a recovery code instead' }).click();
    await typeInto(page, CODE_INPUT, user.recoveryCode ?? '');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('I saved my recovery code').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.href.startsWith(demoPage(e2e, 'mfa.html')));
    await signedIn(page, user.email);
    await elementSaidNothing(session);
  });

  it('lock-out: after five wrong codes the service’s page stops the step; the element said nothing', async () => {
    const { e2e } = suite;
    const user = await enrol(e2e, await signUp(e2e, 'mfa-lock'));
    const session = await suite.open();
    const { page } = session;
    await page.goto(demoPage(e2e, 'mfa.html?mode=embedded'));
    await logInWithForm(page, { email: user.email, password: PASSWORD });
    await page.waitForURL((url) => url.origin === e2e.serviceUrl);
    const wrong = wrongCode(user.secret);
    for (let attempt = 0; attempt < 6; attempt++) {
      if ((await page.locator(CODE_INPUT).count()) === 0) break;
      await page.locator(CODE_INPUT).fill('');
      await enterCode(page, wrong);
      await page.getByRole('alert').waitFor();
    }
    const alert = (await page.getByRole('alert').textContent()) ?? '';
    assert.match(alert, /too many/i);
    await screenshot(page, 'mfa-hosted-locked');
    assert.equal(page.url().startsWith(e2e.serviceUrl), true, 'still on the service’s page');
    assert.deepEqual(
      session.requests.map((request) => request.url()).filter((url) => url.includes('mfa-step')),
      [],
    );
  });

  it('the element’s own step after the page’s own request: code, recovery code, the new one; photographed; then auth-success', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page } = session;
    await page.goto(demoPage(e2e, 'mfa.html'));
    await page.locator('auth-login form input[name="email"]').waitFor();
    const typedEmail = 'kept@example.com';
    await typeInto(page, LOGIN_EMAIL_INPUT, typedEmail);
    await page.getByRole('button', { name: /this page's own request/ }).click();
    const step = page.locator('auth-login [part~="mfa-step"]');
    await step.waitFor();
    assert.ok(
      session.requests.some((request) => request.url().includes('mfa-step')),
      'the step is downloaded now',
    );
    await photograph(page, 'mfa-code-step');
    assert.equal(
      await page.locator(LOGIN_EMAIL_INPUT).inputValue(),
      typedEmail,
      'the form keeps what was typed',
    );
    await page.locator('auth-login [part~="mfa-input"]').fill('12 34 56 7');
    await page.keyboard.press('Enter');
    await page.locator('auth-login [part~="mfa-error"]').filter({ hasText: 'not right' }).waitFor();
    await photograph(page, 'mfa-code-step-wrong');
    await page.locator('auth-login [part~="mfa-switch-button"]').click();
    await page.locator('auth-login [part~="mfa-input"][name="recovery_code"]').waitFor();
    await photograph(page, 'mfa-recovery-step');
    await page.locator('auth-login [part~="mfa-input"]').fill(SEEDED_RECOVERY_CODE);
    await page.keyboard.press('Enter');
    const fresh = page.locator('auth-login [part~="mfa-recovery-code"]');
    await fresh.waitFor();
    const freshCode = (await fresh.textContent())?.replace(/\s/g, '') ?? '';
    assert.match(freshCode, /^([A-Z2-9]{4}-){5}[A-Z2-9]{4}$/, 'the seed’s format: groups of four, dashes');
    assert.notEqual(freshCode, SEEDED_RECOVERY_CODE);
    await photograph(page, 'mfa-new-recovery-code');
    await page.locator('auth-login [part~="mfa-saved-button"]').click();
    const detail = await waitForLoggedEvent(page, 'auth-success');
    assert.ok(detail.includes(SEEDED_MFA_EMAIL), detail);
    assert.ok(!detail.includes('recoveryCode'), 'no recovery code in the event');
    await page.locator('auth-login [part~="signed-in"]').waitFor();
    await page.locator('auth-login [part~="signed-in"]').filter({ hasText: SEEDED_MFA_EMAIL }).waitFor();
  });

  it('<auth-provider> renewal: an API that needs a second step; the provider’s own code step in a dialog, then auth-success', async () => {
    const { e2e } = suite;
    // A user with an authenticator app, in a tenant that asks nobody for a second factor at sign-in: signed in
    // with the password alone and a refresh token for an API, which then comes to need a second step.
    const email = await signUp(e2e, 'mfa-step-up');
    const user = await enrol(e2e, email);
    e2e.demo.store.data.mfa_policy = 'never';
    try {
      const session = await suite.open();
      const { page } = session;
      await page.goto(demoPage(e2e, 'mfa.html?mode=embedded'));
      await page.evaluate(
        (api) => document.querySelector('auth-provider')?.setAttribute('audience', api),
        STEP_API,
      );
      await logInWithForm(page, { email, password: PASSWORD });
      await page.waitForURL((url) => url.href.startsWith(demoPage(e2e, 'mfa.html')));
      await page.locator('auth-login [part~="signed-in"]').waitFor();
      const { access_token: admin } = await passwordTokens(
        e2e,
        DEMO_USER.email,
        DEMO_USER.password,
        `${e2e.serviceUrl}/api/v2/`,
        'openid update:resource_servers',
      );
      const patched = await fetch(
        `${e2e.serviceUrl}/api/v2/resource-servers/${encodeURIComponent(STEP_API)}`,
        {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: JSON.stringify({ require_mfa: true }),
        },
      );
      assert.equal(patched.status, 200, await patched.text());

      // The next renewal (here: the restore on load, with the kept refresh token) asks for the step.
      await page.goto(demoPage(e2e, 'mfa.html?mode=embedded'));
      await page.evaluate(
        (api) => document.querySelector('auth-provider')?.setAttribute('audience', api),
        STEP_API,
      );
      const dialog = page.locator('auth-provider [part~="mfa-dialog"]');
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('heading').first().textContent(), 'Two-step verification');
      const input = dialog.locator('[part~="mfa-input"]');
      assert.equal(await input.getAttribute('autocomplete'), 'one-time-code');
      await page.waitForFunction(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.getAttribute('part') === 'mfa-input';
      });
      await photograph(page, 'mfa-step-up-dialog');
      await input.focus();
      await page.keyboard.type(wrongCode(user.secret));
      await page.keyboard.press('Enter');
      await dialog.locator('[part~="mfa-error"]').filter({ hasText: 'not right' }).waitFor();
      await input.fill(appCode(user));
      await page.keyboard.press('Enter');
      const detail = await waitForLoggedEvent(page, 'auth-success');
      assert.ok(detail.includes(email), detail);
      await dialog.waitFor({ state: 'detached' });
      await page.locator('auth-login [part~="signed-in"]').waitFor();
      assert.ok((await loggedEvents(page)).includes('auth-error'), 'the wrong code was an auth-error');
    } finally {
      e2e.demo.store.data.mfa_policy = 'enrolled';
    }
  });
});
