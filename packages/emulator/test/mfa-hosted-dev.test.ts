import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { APP_ORIGIN, CookieJar, TestClock, inlineCodeAllowed, totp, useTestService } from './helpers.js';
import { MFA_EMAIL, MFA_TOTP_SECRET, codeFlow, postStep, startStep } from './mfa-hosted-helpers.js';

const clock = new TestClock();
const service = useTestService({ now: clock.now });

async function inbox(): Promise<{ page: string; csp: string }> {
  const response = await fetch(`${service().url}/_dev/inbox`);
  assert.equal(response.status, 200);
  return { page: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

describe('dev inbox: the authenticator app of each user', () => {
  it('shows the current code of the seeded MFA user, which logs in, and a new one 30 seconds later', async () => {
    const { page, csp } = await inbox();
    assert.ok(inlineCodeAllowed(page, csp));
    const now = totp(MFA_TOTP_SECRET, clock.now());
    const shown = new RegExp(`aria-label="Current code for ${MFA_EMAIL}">(\\d{6})</p>`).exec(page)?.[1];
    assert.equal(shown, now);
    // The version the page's poll compares changes with the time step, so the code is swapped in place.
    const version = /id="authenticators"\s+data-version="([^"]+)"/.exec(page)?.[1];
    assert.ok(version);

    const jar = new CookieJar();
    const { step } = await startStep(service(), jar, codeFlow().params);
    const done = await postStep(service(), jar, '/u/mfa', { step, method: 'otp', code: shown! });
    assert.equal(done.status, 303);

    clock.advance(30_000);
    const later = await inbox();
    const next = new RegExp(`aria-label="Current code for ${MFA_EMAIL}">(\\d{6})</p>`).exec(later.page)?.[1];
    assert.equal(next, totp(MFA_TOTP_SECRET, clock.now()));
    assert.notEqual(/id="authenticators"\s+data-version="([^"]+)"/.exec(later.page)?.[1], version);
  });

  it('lists a user whose enrolment is under way as being set up, and nobody without an authenticator', async () => {
    const { page } = await inbox();
    assert.doesNotMatch(page, /Current code for demo@example\.com/);
    service().store.data.mfa_policy = 'always';
    await startStep(service(), new CookieJar(), codeFlow().params, {
      username: 'demo@example.com',
      password: 'Passw0rd!',
    });
    const during = await inbox();
    assert.match(during.page, /demo@example\.com<\/strong>\s*<span class="muted">\(being set up\)<\/span>/);
  });

  it('answers the codes as JSON (GET /_dev/api/authenticators?to=) to allowed web origins', async () => {
    const response = await fetch(`${service().url}/_dev/api/authenticators?to=MFA@example.com`, {
      headers: { origin: APP_ORIGIN },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), APP_ORIGIN);
    const [entry, ...rest] = (await response.json()) as Record<string, unknown>[];
    assert.deepEqual(rest, []);
    assert.equal(entry?.email, MFA_EMAIL);
    assert.equal(entry?.code, totp(MFA_TOTP_SECRET, clock.now()));
    assert.equal(entry?.confirmed, true);
    assert.ok(typeof entry?.expires_in === 'number' && entry.expires_in > 0 && entry.expires_in <= 30);
  });

  it('lists each user’s second factors in the user view', async () => {
    const response = await fetch(`${service().url}/_dev/users`);
    assert.equal(response.status, 200);
    const page = await response.text();
    const row = /<tr>\s*<th scope="row">mfa@example\.com<\/th>[\s\S]*?<\/tr>/.exec(page)?.[0] ?? '';
    assert.match(row, /Authenticator app/);
    assert.match(row, /Recovery code/);
    assert.doesNotMatch(row, /AUTHELEMENTSDEMOTOTPSECRET234567/, 'no key in the listing');
    const demo = /<tr>\s*<th scope="row">demo@example\.com<\/th>[\s\S]*?<\/tr>/.exec(page)?.[0] ?? '';
    assert.doesNotMatch(demo, /Authenticator app/);
  });
});
