// `organization` in the shared configuration: an attribute on <auth-provider> and on every element, which
// every flow then asks for (embedded, redirect, popup, silent), and the organization of the ID token in the
// `auth-success` detail. Against the local service, with a new organization per test.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-provider/auth-provider.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { loadPopupLogin } from '../../src/internal/chunks.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { CLIENT_ID, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { withSession } from '../core/session-helpers.js';
import { createUser } from '../shared/service.js';
import { part } from './form-element-helpers.js';
import { newOrganization } from './organization-helpers.js';

describe('organization configuration', () => {
  let env: TestEnv;
  before(async () => {
    env = await testEnv();
  });
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  const submit = (el: HTMLElement): void => el.querySelector('form')!.requestSubmit();

  it('redirect mode: the provider’s organization goes to /authorize', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const provider = await fixture<AuthProvider>(
      html`<auth-provider
        domain=${env.serviceUrl}
        client-id=${CLIENT_ID}
        redirect-uri=${`${env.testOrigin}/`}
        organization="org_from_provider"
        ><auth-login mode="redirect"></auth-login
      ></auth-provider>`,
    );
    const login = provider.querySelector<AuthLogin>('auth-login')!;
    await login.updateComplete;
    submit(login);
    await waitUntil(() => assign.called, 'no redirect');
    expect(new URL(assign.firstCall.args[0]).searchParams.get('organization')).to.equal('org_from_provider');
  });

  it('embedded login: the element’s own organization wins and goes to /authorize with the ticket', async () => {
    const user = await createUser(env.serviceUrl, { email: uniqueEmail('org-embedded') });
    const assign = sinon.stub(navigation, 'assign');
    const provider = await fixture<AuthProvider>(
      html`<auth-provider
        domain=${env.serviceUrl}
        client-id=${CLIENT_ID}
        redirect-uri=${`${env.testOrigin}/`}
        organization="org_from_provider"
        ><auth-login organization="org_own"></auth-login
      ></auth-provider>`,
    );
    const login = provider.querySelector<AuthLogin>('auth-login')!;
    await login.updateComplete;
    login.querySelector<HTMLInputElement>('input[name="email"]')!.value = user.email;
    login.querySelector<HTMLInputElement>('input[name="password"]')!.value = user.password;
    submit(login);
    await waitUntil(() => assign.called, 'no redirect', { timeout: 5000 });
    const url = new URL(assign.firstCall.args[0]);
    expect(url.searchParams.get('login_ticket')).to.be.a('string');
    expect(url.searchParams.get('organization')).to.equal('org_own');
  });

  it('popup mode: logs in to the organization; auth-success carries it', async function () {
    this.timeout(45_000);
    const user = await createUser(env.serviceUrl, { email: uniqueEmail('org-popup') });
    const org = await newOrganization([user.userId]);
    const login = await fixture<AuthLogin>(
      html`<auth-login
        domain=${env.serviceUrl}
        client-id=${CLIENT_ID}
        redirect-uri=${`${env.testOrigin}/test/fixtures/popup-callback.html`}
        organization=${org.id}
        mode="popup"
      ></auth-login>`,
    );
    await loadPopupLogin();
    await login.updateComplete;
    const open = sinon.spy(window, 'open');
    const succeeded = oneEvent(login, 'auth-success');
    submit(login);
    expect(new URL(String(open.firstCall.args[0])).searchParams.get('organization')).to.equal(org.id);
    await executeServerCommand('popup:log-in', {
      origin: env.serviceUrl,
      email: user.email,
      password: user.password,
    });
    const { detail } = await Promise.race([
      succeeded,
      oneEvent(login, 'auth-error').then(({ detail }) => {
        throw detail.error;
      }),
    ]);
    expect(detail.organization).to.deep.equal({ id: org.id });
    expect(detail.authResult.idTokenPayload?.['org_id']).to.equal(org.id);
    expect(part(login, 'status')).to.not.equal(null);
  });

  it('silent restore: the provider asks for its organization; the session is bound to it', async () => {
    const user = await createUser(env.serviceUrl, { email: uniqueEmail('org-silent') });
    const org = await newOrganization([user.userId]);
    await withSession(
      async () => {
        const provider = await fixture<AuthProvider>(
          html`<auth-provider
            domain=${env.serviceUrl}
            client-id=${CLIENT_ID}
            redirect-uri=${`${env.testOrigin}/`}
            response-type="token id_token"
            organization=${org.id}
            restore
            no-renew
          ></auth-provider>`,
        );
        await waitUntil(() => provider.session !== null, 'no session restored', { timeout: 8000 });
        expect(provider.session!.authResult.idTokenPayload?.['org_id']).to.equal(org.id);
      },
      undefined,
      user,
    );
  });
});
