// <auth-login> and <auth-signup> on a page opened from an invitation link: "Join {organization}", the
// service's invitation flow (a popup, or a redirect) with `invitation` and `organization`, `auth-success`
// with the organization, the link's parameters gone from the address bar; a join that failed says so and
// offers the log-in without the invitation. Against the local service, a new organization per test.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import '../../src/components/auth-provider/auth-provider.js';
import '../../src/components/auth-signup/auth-signup.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import type { AuthSignup } from '../../src/components/auth-signup/auth-signup.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { loadPopupLogin } from '../../src/internal/chunks.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { CLIENT_ID, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { englishStrings } from '../english.js';
import { createUser } from '../shared/service.js';
import { part } from './form-element-helpers.js';
import { invite, newOrganization } from './organization-helpers.js';

const JOINING_KEY = 'auth-elements.joining';

describe('joining an organization by invitation', () => {
  let env: TestEnv;
  let page: string;
  before(async () => {
    env = await testEnv();
    page = location.href;
  });
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
    history.replaceState(null, '', page);
    sessionStorage.removeItem(JOINING_KEY);
  });

  /** Opens this page as the invitation link would: its parameters, with another parameter and a hash. */
  function openLink(invitationUrl: string): void {
    const link = new URL(invitationUrl);
    const here = new URL(page);
    here.search = `${link.search}&tab=team`;
    here.hash = '#welcome';
    history.replaceState(null, '', here.href);
  }

  const text = (el: Element | null): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

  it('never shows the log-in form first: from its first render to the join screen, the form waits', async () => {
    const org = await newOrganization();
    const invitation = await invite(org.id, uniqueEmail('join-first'));
    openLink(invitation.invitation_url);
    const login = document.createElement('auth-login') as AuthLogin;
    const formShown: boolean[] = [];
    login.addController({
      hostUpdated: () => formShown.push(Boolean(login.querySelector('form')?.assignedSlot)),
    });
    Object.assign(login, { domain: env.serviceUrl, clientId: CLIENT_ID, redirectUri: `${env.testOrigin}/` });
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    container.append(login);
    await waitUntil(() => part(login, 'join-button'), 'no join screen');
    expect(formShown.length, 'the element rendered').to.be.greaterThan(0);
    expect(formShown, 'the form was never shown').to.not.include(true);
  });

  it('popup: "Join {organization}", the service’s invitation flow, auth-success with the organization, a clean address', async function () {
    this.timeout(20_000);
    const user = await createUser(env.serviceUrl, { email: uniqueEmail('join-popup') });
    const org = await newOrganization();
    const invitation = await invite(org.id, user.email);
    openLink(invitation.invitation_url);
    await loadPopupLogin();
    const login = await fixture<AuthLogin>(
      html`<auth-login
        domain=${env.serviceUrl}
        client-id=${CLIENT_ID}
        redirect-uri=${`${env.testOrigin}/test/fixtures/popup-callback.html`}
        mode="popup"
      ></auth-login>`,
    );
    await waitUntil(() => part(login, 'join-button'), 'no join screen');
    expect(text(part(login, 'title'))).to.equal(`Join ${org.name}`);
    expect(text(part(login, 'join-intro'))).to.contain(org.name);
    expect(login.querySelector('form')?.assignedSlot ?? null, 'the form is not shown').to.equal(null);
    await expect(login).to.be.accessible();

    const open = sinon.spy(window, 'open');
    const succeeded = oneEvent(login, 'auth-success');
    part<HTMLButtonElement>(login, 'join-button').click();
    const opened = new URL(String(open.firstCall.args[0]));
    expect(opened.searchParams.get('invitation')).to.equal(invitation.ticket_id);
    expect(opened.searchParams.get('organization')).to.equal(org.id);
    await executeServerCommand('popup:log-in', {
      origin: env.serviceUrl,
      email: user.email,
      password: user.password,
    });
    const { detail } = await succeeded;
    expect(detail.organization).to.deep.equal({ id: org.id });
    expect(detail.authResult.idTokenPayload?.['email']).to.equal(user.email);
    const address = new URL(location.href);
    expect([...address.searchParams.keys()]).to.deep.equal(['tab']);
    expect(address.hash).to.equal('#welcome');
    await waitUntil(() => !part(login, 'join-button'), 'the join screen stays');
  });

  it('redirect: the element’s default flow goes to the service with the invitation', async () => {
    const org = await newOrganization();
    const invitation = await invite(org.id, uniqueEmail('join-redirect'));
    openLink(invitation.invitation_url);
    const assign = sinon.stub(navigation, 'assign');
    const login = await fixture<AuthLogin>(
      html`<auth-login
        domain=${env.serviceUrl}
        client-id=${CLIENT_ID}
        redirect-uri=${`${env.testOrigin}/`}
      ></auth-login>`,
    );
    await waitUntil(() => part(login, 'join-button'), 'no join screen');
    part<HTMLButtonElement>(login, 'join-button').click();
    await waitUntil(() => assign.called, 'no redirect');
    const url = new URL(assign.firstCall.args[0]);
    expect(`${url.origin}${url.pathname}`).to.equal(`${env.serviceUrl}/authorize`);
    expect(url.searchParams.get('invitation')).to.equal(invitation.ticket_id);
    expect(url.searchParams.get('organization')).to.equal(org.id);
    await waitUntil(() => part<HTMLButtonElement>(login, 'join-button').disabled, 'pending while leaving');
  });

  it('back from a join by redirect that failed: says so, and offers the log-in without the invitation', async () => {
    const org = await newOrganization();
    const invitation = await invite(org.id, uniqueEmail('join-back'));
    openLink(invitation.invitation_url);
    sinon.stub(navigation, 'assign');
    const first = await fixture<AuthLogin>(
      html`<auth-login
        domain=${env.serviceUrl}
        client-id=${CLIENT_ID}
        redirect-uri=${`${env.testOrigin}/`}
      ></auth-login>`,
    );
    await waitUntil(() => part(first, 'join-button'), 'no join screen');
    part<HTMLButtonElement>(first, 'join-button').click();
    await waitUntil(() => sessionStorage.getItem(JOINING_KEY) !== null, 'the join is not kept');
    first.remove();
    // The service answers the redirect URI with an error (the page the provider finishes it on).
    history.replaceState(
      null,
      '',
      `${page.split('?')[0]}?error=access_denied&error_description=${encodeURIComponent('Not a member')}&state=gone`,
    );
    const provider = await fixture<AuthProvider>(
      html`<auth-provider domain=${env.serviceUrl} client-id=${CLIENT_ID} redirect-uri=${`${env.testOrigin}/`}
        ><auth-login></auth-login
      ></auth-provider>`,
    );
    const login = provider.querySelector<AuthLogin>('auth-login')!;
    await waitUntil(
      () => text(part(login, 'error')).includes(englishStrings.joinFailed),
      'no failure shown',
      {
        timeout: 5000,
      },
    );
    expect(text(part(login, 'title'))).to.equal(`Join ${org.name}`);
    expect(sessionStorage.getItem(JOINING_KEY)).to.equal(null);
    await expect(login).to.be.accessible();
    part<HTMLButtonElement>(login, 'join-login-button').click();
    await waitUntil(
      () => login.querySelector('input[name="email"]')?.closest('form')?.assignedSlot,
      'no form',
    );
    expect(text(part(login, 'error'))).to.equal('');
    expect(new URL(location.href).searchParams.has('invitation')).to.equal(false);
  });

  it('popup closed: the message, "Join" again, and the log-in without the invitation keeps the other parameters', async () => {
    const org = await newOrganization();
    const invitation = await invite(org.id, uniqueEmail('join-closed'));
    openLink(invitation.invitation_url);
    await loadPopupLogin();
    const login = await fixture<AuthLogin>(
      html`<auth-login
        domain=${env.serviceUrl}
        client-id=${CLIENT_ID}
        redirect-uri=${`${env.testOrigin}/test/fixtures/popup-callback.html`}
        mode="popup"
      ></auth-login>`,
    );
    await waitUntil(() => part(login, 'join-button'), 'no join screen');
    const open = sinon.spy(window, 'open');
    const failed = oneEvent(login, 'auth-error');
    part<HTMLButtonElement>(login, 'join-button').click();
    open.returnValues[0]!.close();
    expect((await failed).detail.error.code).to.equal('popup_closed');
    await waitUntil(() => text(part(login, 'error')) === englishStrings.errors.popup_closed, 'no message');
    expect(part<HTMLButtonElement>(login, 'join-button').disabled).to.equal(false);
    part<HTMLButtonElement>(login, 'join-login-button').click();
    await waitUntil(() => !part(login, 'join-button'), 'the join screen stays');
    const address = new URL(location.href);
    expect([...address.searchParams.keys()]).to.deep.equal(['tab']);
    expect(address.hash).to.equal('#welcome');
  });

  it('<auth-signup> shows the join screen too; without a name, "Accept your invitation"', async () => {
    history.replaceState(null, '', `${page.split('?')[0]}?invitation=tkt_x&organization=org_x`);
    const signup = await fixture<AuthSignup>(
      html`<auth-signup
        domain=${env.serviceUrl}
        client-id=${CLIENT_ID}
        redirect-uri=${`${env.testOrigin}/`}
      ></auth-signup>`,
    );
    await waitUntil(() => part(signup, 'join-button'), 'no join screen');
    expect(text(part(signup, 'title'))).to.equal(englishStrings.joinTitleUnnamed);
    expect(text(part(signup, 'join-intro'))).to.equal(englishStrings.joinIntroUnnamed);
  });
});
