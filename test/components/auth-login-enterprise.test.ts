import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { nothing } from 'lit';
import { a11ySnapshot, findAccessibilityNode, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-signup/auth-signup.js';
import type { AuthSignup } from '../../src/components/auth-signup/auth-signup.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import type { EnterpriseConnection } from '../../src/core/lib/client-info.js';
import { WebAuth } from '../../src/core/index.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { REALM, testEnv } from '../browser-helpers.js';
import { DEMO_USER, managementClient } from '../core/service-helpers.js';
import { createUser, uniqueEmail } from '../shared/service.js';

// <auth-login> against a local service whose demo client has the enterprise connection `company-sso`
// (domain `company.test`, display name "Company Test") at a company's OpenID Provider; a connection shown as
// a button is made for a client of its own (the client information is read once per client and page).

const field = (el: AuthLogin, name: string): HTMLInputElement | null =>
  el.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const submitButton = (el: AuthLogin): HTMLButtonElement =>
  el.querySelector('button[type="submit"]') as HTMLButtonElement;
const notice = (el: AuthLogin): HTMLElement => el.querySelector('form [aria-live="polite"]') as HTMLElement;
/** The links under the form, as they read. */
const links = (el: AuthLogin): string[] =>
  [...el.shadowRoot!.querySelectorAll('[part~="links"] button')].map((b) => b.textContent!.trim());
const clientInfoRequests = (): PerformanceEntry[] =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/client/demo-spa.js'));

/** What a fixture may add: another client, the links' pages, social connections. */
interface FixtureOptions {
  clientId?: string;
  links?: boolean;
  social?: string;
}

async function loginFixture(
  connections?: EnterpriseConnection[],
  { clientId = 'demo-spa', links = false, social }: FixtureOptions = {},
): Promise<AuthLogin> {
  const env = await testEnv();
  return fixture<AuthLogin>(
    html`<auth-login
      domain=${env.enterpriseServiceUrl}
      client-id=${clientId}
      redirect-uri=${`${env.testOrigin}/test/fixtures/callback.html`}
      reset-url=${links ? '/reset.html' : nothing}
      signup-url=${links ? '/signup.html' : nothing}
      social=${social ?? nothing}
      .enterpriseConnections=${connections}
    ></auth-login>`,
  );
}

/** Management API requests on the enterprise service, as its seeded admin. */
async function enterpriseManagement(): Promise<ReturnType<typeof managementClient>> {
  const { enterpriseServiceUrl } = await testEnv();
  const { access_token: token } = await new WebAuth({
    domain: enterpriseServiceUrl,
    clientID: 'demo-spa',
  }).client.oauthToken({
    grantType: PASSWORD_REALM_GRANT,
    username: DEMO_USER.email,
    password: DEMO_USER.password,
    realm: REALM,
    audience: `${enterpriseServiceUrl}/api/v2/`,
    scope: 'create:clients create:connections',
  });
  return managementClient(enterpriseServiceUrl, token!);
}

/** Replaces what is in the e-mail field by `text`, typed. */
async function typeEmail(el: AuthLogin, text: string): Promise<void> {
  const email = field(el, 'email')!;
  email.focus();
  email.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
}

const matched = (el: AuthLogin): boolean => field(el, 'password') === null;

describe('<auth-login> enterprise sign-in', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  // First: the client information is read once per client and page, and kept once read.
  it('a client information that cannot be loaded leaves a working password form, and says so once', async () => {
    const env = await testEnv();
    const realFetch = globalThis.fetch.bind(globalThis);
    sinon
      .stub(globalThis, 'fetch')
      .callsFake((input: RequestInfo | URL, init?: RequestInit) =>
        String(input instanceof Request ? input.url : input).includes('/client/')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : realFetch(input, init),
      );
    const warn = sinon.stub(console, 'warn');
    const { email, password } = await createUser(env.enterpriseServiceUrl, { email: uniqueEmail('ent') });
    const el = await loginFixture();
    await typeEmail(el, 'alex@company.test');
    await waitUntil(() => warn.called, 'no console hint');
    expect(field(el, 'password')).to.not.equal(null);
    expect(String(warn.firstCall.args[0])).to.contain('enterpriseConnections property');
    await typeEmail(el, email);
    field(el, 'password')!.focus();
    await sendKeys({ type: password });
    const assign = sinon.stub(navigation, 'assign');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => assign.called, 'no redirect', { timeout: 5000 });
    expect(new URL(assign.firstCall.args[0]).searchParams.get('login_ticket')).to.be.a('string');
    expect(warn.callCount).to.equal(1);
  });

  it('an address at the company domain hides the password and continues with the company', async () => {
    const el = await loginFixture();
    expect(field(el, 'password')).to.not.equal(null);
    await typeEmail(el, 'alex@company.test');
    await waitUntil(() => matched(el), 'the password field stays');
    expect(notice(el).textContent?.trim()).to.equal('Your company signs you in.');
    expect(submitButton(el).textContent?.trim()).to.equal('Continue with Company Test');
    expect(field(el, 'email')!.value).to.equal('alex@company.test');
    await expect(el).to.be.accessible();
    // Another address: the password comes back, the line goes.
    await typeEmail(el, 'alex@example.com');
    await waitUntil(() => !matched(el), 'the password field stays hidden');
    expect(notice(el).textContent?.trim()).to.equal('');
    expect(submitButton(el).textContent?.trim()).to.equal('Log in');
  });

  it('matches the domain case-insensitively, exactly: a sub-domain is not the company', async () => {
    const el = await loginFixture();
    await typeEmail(el, 'Alex@Company.TEST');
    await waitUntil(() => matched(el), 'upper case not matched');
    await typeEmail(el, 'alex@eu.company.test');
    await waitUntil(() => !matched(el), 'a sub-domain matched');
    await typeEmail(el, 'alex@company.test.example');
    // Each keystroke is checked against what was loaded: nothing matches on the way either.
    await el.updateComplete;
    expect(matched(el)).to.equal(false);
    expect(clientInfoRequests().length).to.be.at.most(1);
  });

  it('submitting goes to /authorize with the connection and the e-mail as login_hint', async () => {
    const env = await testEnv();
    const el = await loginFixture();
    await typeEmail(el, 'alex@company.test');
    await waitUntil(() => matched(el), 'not matched');
    const assign = sinon.stub(navigation, 'assign');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => assign.called, 'no redirect', { timeout: 5000 });
    const url = new URL(assign.firstCall.args[0]);
    expect(`${url.origin}${url.pathname}`).to.equal(`${env.enterpriseServiceUrl}/authorize`);
    expect(url.searchParams.get('connection')).to.equal('company-sso');
    expect(url.searchParams.get('login_hint')).to.equal('alex@company.test');
    expect(url.searchParams.get('client_id')).to.equal('demo-spa');
    // Coming back (the Back button), the page's address carries the e-mail.
    expect(new URL(location.href).searchParams.get('login_hint')).to.equal('alex@company.test');
    history.replaceState(null, '', location.pathname);
  });

  it('the enterprise-connections property instead of the client information: an alias matches, nothing is loaded', async () => {
    performance.clearResourceTimings();
    const el = await loginFixture([
      { name: 'acme-oidc', display_name: 'Acme Corp', domains: ['acme.example', 'acme-corp.example'] },
    ]);
    await typeEmail(el, 'sam@acme-corp.example');
    await waitUntil(() => matched(el), 'the alias not matched');
    expect(submitButton(el).textContent?.trim()).to.equal('Continue with Acme Corp');
    await typeEmail(el, 'alex@company.test');
    await waitUntil(() => !matched(el), 'the client information was used');
    expect(clientInfoRequests()).to.deep.equal([]);
  });

  it('an address at the company domain hides "Forgot your password?": the company resets its passwords', async () => {
    const el = await loginFixture(undefined, { links: true });
    expect(links(el)).to.deep.equal(['Forgot your password?', 'Sign up']);
    await typeEmail(el, 'alex@company.test');
    await waitUntil(() => matched(el), 'not matched');
    expect(links(el)).to.deep.equal(['Sign up']);
    await expect(el).to.be.accessible();
    // Another address: the password and its link come back.
    await typeEmail(el, 'alex@example.com');
    await waitUntil(() => !matched(el), 'the password field stays hidden');
    expect(links(el)).to.deep.equal(['Forgot your password?', 'Sign up']);
  });

  it('a connection with show_as_button is a button beside the social ones that starts its sign-in', async () => {
    const env = await testEnv();
    const api = await enterpriseManagement();
    const client = (await api('/clients', {
      method: 'POST',
      body: { name: 'Enterprise buttons', app_type: 'spa', web_origins: [env.testOrigin] },
    })) as { client_id: string };
    const name = `partner-${crypto.randomUUID().slice(0, 8)}`;
    await api('/connections', {
      method: 'POST',
      body: {
        name,
        strategy: 'oidc',
        display_name: 'Partner Co',
        show_as_button: true,
        enabled_clients: [client.client_id],
        options: {
          type: 'front_channel',
          client_id: 'partner-client',
          issuer: 'https://partner.example',
          authorization_endpoint: 'https://partner.example/authorize',
          jwks_uri: 'https://partner.example/jwks',
          tenant_domain: 'partner.test',
        },
      },
    });
    const el = await loginFixture(undefined, { clientId: client.client_id, social: 'github' });
    // The client information is read at the e-mail field's first focus.
    field(el, 'email')!.focus();
    const button = (): HTMLButtonElement | null =>
      el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="social"] button[data-connection="${name}"]`);
    await waitUntil(() => button() !== null, 'no button for the connection');
    const group = el.shadowRoot!.querySelector('[part~="social"]')!;
    expect([...group.querySelectorAll('button')].map((b) => b.textContent?.trim())).to.deep.equal([
      'Continue with GitHub',
      'Continue with Partner Co',
    ]);
    // Its accessible name, as the browser's accessibility tree has it.
    type Node = { role: string; name: string; children: Node[] };
    const tree = (await a11ySnapshot({})) as unknown as Node;
    const named = findAccessibilityNode(
      tree,
      (node) => node.role === 'button' && node.name === 'Continue with Partner Co',
    );
    expect(named, 'no button named "Continue with Partner Co"').to.not.equal(null);
    await expect(el).to.be.accessible();
    const assign = sinon.stub(navigation, 'assign');
    button()!.click();
    await waitUntil(() => assign.called, 'no redirect', { timeout: 5000 });
    const url = new URL(assign.firstCall.args[0]);
    expect(`${url.origin}${url.pathname}`).to.equal(`${env.enterpriseServiceUrl}/authorize`);
    expect(url.searchParams.get('connection')).to.equal(name);
    expect(url.searchParams.get('client_id')).to.equal(client.client_id);
  });
});

describe('<auth-signup> enterprise sign-in', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  it('an address at the company domain signs in with the company instead of creating an account', async () => {
    const env = await testEnv();
    const el = await fixture<AuthSignup>(
      html`<auth-signup
        domain=${env.enterpriseServiceUrl}
        client-id="demo-spa"
        redirect-uri=${`${env.testOrigin}/test/fixtures/callback.html`}
      ></auth-signup>`,
    );
    const email = el.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.focus();
    await sendKeys({ type: 'Robin@Company.test' });
    await waitUntil(() => el.querySelector('input[name="password"]') === null, 'the password field stays');
    const line = el.querySelector('form [aria-live="polite"]')!;
    expect(line.textContent?.trim()).to.equal(
      'Addresses at company.test sign in with their company: no account to create here.',
    );
    const button = el.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.textContent?.trim()).to.equal('Continue with Company Test');
    await expect(el).to.be.accessible();
    const assign = sinon.stub(navigation, 'assign');
    button.click();
    await waitUntil(() => assign.called, 'no redirect', { timeout: 5000 });
    const url = new URL(assign.firstCall.args[0]);
    expect(url.searchParams.get('connection')).to.equal('company-sso');
    expect(url.searchParams.get('login_hint')).to.equal('Robin@Company.test');
    history.replaceState(null, '', location.pathname);
  });
});
