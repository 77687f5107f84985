import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  APP_ORIGIN,
  CookieJar,
  DATABASE,
  DEMO_CLIENT_ID,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  PASSWORD_REALM,
  TestClock,
  authorizeUrl,
  coAuthenticate,
  hiddenField,
  hostedLogin,
  inlineCodeAllowed,
  jwtPayload,
  postJson,
  redirectParams,
  totp,
  useTestService,
  wrongCode,
} from './helpers.js';
import {
  MFA_EMAIL,
  MFA_TOTP_SECRET,
  codeFlow,
  exchangeCode,
  postStep,
  startStep,
  visibleText,
} from './mfa-hosted-helpers.js';

const clock = new TestClock();
const service = useTestService({ now: clock.now });

/** The current code of the seeded MFA user, typed with a space in the middle as people paste it. */
function currentCode(spaced = false): string {
  const code = totp(MFA_TOTP_SECRET, clock.now());
  return spaced ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}

describe('hosted second-factor step: redirect mode', () => {
  it('asks for the code after the password, then answers the app with an MFA-passed login', async () => {
    const jar = new CookieJar();
    const { params, verifier } = codeFlow({ scope: 'openid profile email offline_access' });
    const { response, page, step } = await startStep(service(), jar, params);
    // The step's page, not the app: no redirect, and no session yet.
    assert.equal(response.headers.get('location'), null);
    assert.ok(![...jar.cookies.keys()].includes('ae_session'), 'no session before the second factor');
    const input = /<input[^>]*name="code"[^>]*>/.exec(page)?.[0] ?? '';
    assert.match(input, /autocomplete="one-time-code"/);
    assert.match(input, /inputmode="numeric"/);
    assert.match(visibleText(page), /Enter the 6-digit code from your authenticator app/);
    assert.match(visibleText(page), /Use a recovery code instead/);
    assert.ok(inlineCodeAllowed(page, response.headers.get('content-security-policy') ?? ''));
    // The step is bound to this browser by an HttpOnly cookie sent only to /u/mfa; its handle alone is public.
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`ae_mfa_${step}=`)) ?? '';
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /Path=\/u\/mfa/i);
    assert.ok(!page.includes(cookie.split(';')[0]!.split('=')[1]!), 'the step secret is not in the page');

    const done = await postStep(service(), jar, '/u/mfa', { step, method: 'otp', code: currentCode(true) });
    assert.equal(done.status, 303, await done.clone().text());
    const answer = redirectParams(done);
    assert.equal(answer.get('state'), 'st');
    const tokens = await exchangeCode(service(), answer.get('code')!, verifier);
    const claims = jwtPayload(String(tokens.id_token));
    assert.equal(claims.email, MFA_EMAIL);
    assert.deepEqual(claims.amr, ['mfa']);
    // The refresh-token family of that login keeps it.
    const refreshed = await postJson(`${service().url}/oauth/token`, {
      grant_type: 'refresh_token',
      client_id: DEMO_CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    const renewed = (await refreshed.json()) as { id_token: string };
    assert.equal(refreshed.status, 200, JSON.stringify(renewed));
    assert.deepEqual(jwtPayload(renewed.id_token).amr, ['mfa']);
    assert.ok(jar.cookies.has('ae_session'));
    assert.ok(!jar.cookies.has(`ae_mfa_${step}`), 'the step cookie is cleared');
  });

  it('refuses a wrong code with a clear message and keeps the step for the right one', async () => {
    const jar = new CookieJar();
    const { step } = await startStep(service(), jar);
    const wrong = await postStep(service(), jar, '/u/mfa', {
      step,
      method: 'otp',
      code: wrongCode(MFA_TOTP_SECRET, clock.now()),
    });
    assert.equal(wrong.status, 403);
    const page = await wrong.text();
    assert.match(visibleText(page), /That code is not right or has expired/);
    assert.match(page, /role="alert"/);
    const field = /<input[^>]*name="code"[^>]*>/.exec(page)?.[0] ?? '';
    assert.match(field, / aria-invalid="true"/);
    assert.match(field, / aria-describedby="step-error"/);
    assert.equal(hiddenField(page, 'step'), step);
    const right = await postStep(service(), jar, '/u/mfa', { step, method: 'otp', code: currentCode() });
    assert.equal(right.status, 303);
    assert.ok(redirectParams(right).get('code'));
  });

  it('does not let a silent request (prompt=none) through before the step, and does after it', async () => {
    const jar = new CookieJar();
    const silent = () =>
      jar.fetch(
        authorizeUrl(service().url, { ...codeFlow().params, prompt: 'none', response_mode: 'query' }),
      );
    const { step } = await startStep(service(), jar);
    const before = redirectParams(await silent());
    assert.equal(before.get('error'), 'login_required');
    assert.equal(before.get('code'), null);
    await postStep(service(), jar, '/u/mfa', { step, method: 'otp', code: currentCode() });
    const afterStep = redirectParams(await silent());
    assert.equal(afterStep.get('error'), null);
    assert.ok(afterStep.get('code'));
  });

  it('asks a session from before the user enrolled for the code: silently refused, interactively the step', async () => {
    const jar = new CookieJar();
    // The demo user has no factor: no step, an ordinary session.
    const login = await hostedLogin(service(), jar, codeFlow().params, {
      username: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    assert.equal(login.status, 303);
    const demo = service().store.data.users.find((u) => u.email === DEMO_EMAIL)!;
    const seeded = service().store.data.mfa_factors.find((f) => f.type === 'totp' && f.confirmed)!;
    service().store.data.mfa_factors.push({ ...seeded, id: 'totp|dev_test', user_id: demo.user_id });
    const silent = await jar.fetch(
      authorizeUrl(service().url, { ...codeFlow().params, prompt: 'none', response_mode: 'web_message' }),
    );
    const page = await silent.text();
    assert.match(page, /login_required/);
    assert.match(page, /Multifactor authentication required/);
    assert.doesNotMatch(page, /&quot;code&quot;/);
    const interactive = await jar.fetch(authorizeUrl(service().url, codeFlow().params));
    assert.equal(interactive.status, 200);
    assert.match(await interactive.text(), /autocomplete="one-time-code"/);
  });

  it('takes a step only in the browser that started it, within its 10 minutes', async () => {
    const jar = new CookieJar();
    const { step } = await startStep(service(), jar);
    const otherBrowser = await postStep(service(), new CookieJar(), '/u/mfa', {
      step,
      method: 'otp',
      code: currentCode(),
    });
    assert.equal(otherBrowser.status, 400);
    assert.match(visibleText(await otherBrowser.text()), /This login step has ended/);
    clock.advance(601_000);
    const late = await postStep(service(), jar, '/u/mfa', { step, method: 'otp', code: currentCode() });
    assert.equal(late.status, 400);
    assert.match(visibleText(await late.text()), /This login step has ended/);
  });

  it('accepts the code form only from the service’s own pages (CSRF)', async () => {
    const jar = new CookieJar();
    const { step } = await startStep(service(), jar);
    const forged = await jar.fetch(`${service().url}/u/mfa`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
      body: new URLSearchParams({ step, method: 'otp', code: currentCode() }),
    });
    assert.equal(forged.status, 403);
    const right = await postStep(service(), jar, '/u/mfa', { step, method: 'otp', code: currentCode() });
    assert.equal(right.status, 303);
  });

  it('of parallel right codes for one step, completes the login once', async () => {
    const jar = new CookieJar();
    const { step } = await startStep(service(), jar);
    const code = currentCode();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postStep(service(), jar, '/u/mfa', { step, method: 'otp', code })),
    );
    const statuses = answers.map((a) => a.status).sort();
    assert.equal(statuses.filter((s) => s === 303).length, 1, String(statuses));
    assert.equal(service().store.data.codes.length, 1);
  });
});

describe('hosted second-factor step: popup and embedded modes', () => {
  it('answers a popup (web_message) through the step', async () => {
    const jar = new CookieJar();
    const { params } = codeFlow({ response_mode: 'web_message' });
    const { step } = await startStep(service(), jar, params);
    const done = await postStep(service(), jar, '/u/mfa', { step, method: 'otp', code: currentCode() });
    assert.equal(done.status, 200);
    assert.match(
      done.headers.get('content-security-policy') ?? '',
      new RegExp(`frame-ancestors ${APP_ORIGIN}`),
    );
    const page = await done.text();
    const response = JSON.parse(hiddenDataResponse(page)) as Record<string, string>;
    assert.ok(response.code);
    assert.equal(response.state, 'st');
  });

  it('redeems a login ticket of /co/authenticate through the step', async () => {
    const jar = new CookieJar();
    const authenticated = await coAuthenticate(
      service(),
      { credential_type: PASSWORD_REALM, realm: DATABASE, username: MFA_EMAIL, password: 'Passw0rd!' },
      { jar },
    );
    assert.equal(authenticated.status, 200);
    const { login_ticket } = (await authenticated.json()) as { login_ticket: string };
    const { params, verifier } = codeFlow({ login_ticket });
    const stepPage = await jar.fetch(authorizeUrl(service().url, params));
    assert.equal(stepPage.status, 200);
    const page = await stepPage.text();
    assert.match(page, /autocomplete="one-time-code"/);
    assert.doesNotMatch(page, new RegExp(login_ticket), 'the spent ticket is not carried on');
    const step = hiddenField(page, 'step');
    const done = await postStep(service(), jar, '/u/mfa', { step, method: 'otp', code: currentCode() });
    assert.equal(done.status, 303);
    const tokens = await exchangeCode(service(), redirectParams(done).get('code')!, verifier);
    assert.deepEqual(jwtPayload(String(tokens.id_token)).amr, ['mfa']);
  });
});

/** The JSON a web_message page posts to its opener. */
function hiddenDataResponse(page: string): string {
  const match = /data-response="([^"]*)"/.exec(page);
  if (!match) throw new Error('No authorization response in the page');
  return match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}
