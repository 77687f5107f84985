// <auth-login> on the demo's log-in page with an address at the company domain of the demo client's
// enterprise connection (`company-sso`, the local company provider): the password field goes away, the
// log-in goes through the company's OpenID Provider and ends in auth-success with the federated user.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  LOGIN_EMAIL_INPUT,
  TEST_TIMEOUT_MS,
  UI_TIMEOUT_MS,
  demoPage,
  requestsTo,
  typeInto,
  waitForLoggedEvent,
  useE2E,
} from './helpers.js';

describe('enterprise sign-in in <auth-login>', { timeout: TEST_TIMEOUT_MS * 2 }, () => {
  const suite = useE2E({ company: true });

  it('alex@company.test signs in through the company provider, auth-success with oidc|company-sso|alex', async () => {
    const { e2e } = suite;
    const session = await suite.open();
    const { page, requests } = session;
    await page.goto(demoPage(e2e, 'login.html'));
    await typeInto(page, LOGIN_EMAIL_INPUT, 'alex@company.test');
    const button = page.getByRole('button', { name: 'Continue with Company Test' });
    await button.waitFor({ timeout: UI_TIMEOUT_MS });
    assert.equal(await page.locator('auth-login input[name="password"]').count(), 0, 'no password field');
    await page.getByText('Your company signs you in.').waitFor();
    await button.click();

    const detail = await waitForLoggedEvent(page, 'auth-success');
    assert.match(detail, /"sub": "oidc\|company-sso\|alex"/);
    assert.match(detail, /"email": "alex@company.test"/);
    assert.equal(requestsTo(requests, e2e.serviceUrl, '/client/demo-spa.js').length, 1, 'client info once');
    const authorize = requestsTo(requests, e2e.serviceUrl, '/authorize').find((request) =>
      new URL(request.url()).searchParams.has('connection'),
    );
    assert.ok(authorize, 'an /authorize with the connection');
    const params = new URL(authorize.url()).searchParams;
    assert.equal(params.get('connection'), 'company-sso');
    assert.equal(params.get('login_hint'), 'alex@company.test');
    assert.ok(requests.some((request) => request.url().startsWith(`${e2e.demo.companyUrl}/authorize`)));
    assert.deepEqual(session.pageErrors, []);
  });
});
