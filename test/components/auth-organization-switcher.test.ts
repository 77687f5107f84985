// <auth-organization-switcher>: the current organization (the ID token's, then My Organization's details when
// a token for them comes silently), the menu and its keyboard, and switching by a new authorization (a
// redirect, or a popup answered by the service's session) with `auth-organization-changed`. Against the local
// service, with new organizations per test.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-organization-switcher/auth-organization-switcher.js';
import '../../src/components/auth-provider/auth-provider.js';
import type { AuthOrganizationSwitcher } from '../../src/components/auth-organization-switcher/auth-organization-switcher.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import type { AuthResult } from '../../src/core/index.js';
import { navigation } from '../../src/core/lib/navigate.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { CLIENT_ID, testEnv, uniqueEmail } from '../browser-helpers.js';
import type { TestEnv } from '../browser-helpers.js';
import { withSession } from '../core/session-helpers.js';
import { englishStrings } from '../english.js';
import { createUser } from '../shared/service.js';
import { deepActiveElement, part } from './form-element-helpers.js';
import { adminManagement, newOrganization } from './organization-helpers.js';

const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c33"/></svg>',
)}`;
/** An organization's logo at the service (which takes https URLs only); never fetched in these tests. */
const SERVICE_LOGO = 'https://logo.example/alpha.svg';
/** The seeded role that grants every `my_org` permission. */
const ADMIN_ROLE = 'rol_acme0admin00001';

/** A session's tokens as the provider keeps them, bound to `org` (as the ID token says). */
function sessionFor(
  org: { id: string; name?: string } | null,
  sub = 'auth0|switcher',
): AuthProvider['session'] {
  const authResult = {
    accessToken: 'access',
    idToken: 'id',
    idTokenPayload: {
      iss: 'x',
      sub,
      aud: CLIENT_ID,
      exp: 2_000_000_000,
      iat: 1_700_000_000,
      ...(org ? { org_id: org.id, ...(org.name ? { org_name: org.name } : {}) } : {}),
    },
    appState: null,
    refreshToken: null,
    state: null,
    expiresIn: 7200,
    tokenType: 'Bearer',
    scope: 'openid',
  } as AuthResult;
  return { user: { sub }, authResult };
}

describe('<auth-organization-switcher>', () => {
  let env: TestEnv;
  before(async () => {
    env = await testEnv();
  });
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  const text = (el: Element | null): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

  async function inProvider(
    session: AuthProvider['session'],
    inner = html`<auth-organization-switcher></auth-organization-switcher>`,
    redirectUri = `${env.testOrigin}/`,
  ): Promise<AuthOrganizationSwitcher> {
    const provider = await fixture<AuthProvider>(
      html`<auth-provider
        domain=${env.serviceUrl}
        client-id=${CLIENT_ID}
        redirect-uri=${redirectUri}
        no-renew
        .session=${session}
        >${inner}</auth-provider
      >`,
    );
    const switcher = provider.querySelector<AuthOrganizationSwitcher>('auth-organization-switcher')!;
    await switcher.updateComplete;
    return switcher;
  }

  it('signed out: "Not signed in", and no menu', async () => {
    const switcher = await inProvider(null);
    expect(text(part(switcher, 'name'))).to.equal(englishStrings.orgSignedOut);
    expect(part(switcher, 'trigger').getAttribute('aria-disabled')).to.equal('true');
    part(switcher, 'trigger').click();
    await switcher.updateComplete;
    expect(part(switcher, 'menu').hidden).to.equal(true);
    await expect(switcher).to.be.accessible();
  });

  it('shows the ID token’s organization while no details come, and "Personal account" without one', async () => {
    const switcher = await inProvider(sessionFor({ id: 'org_unknown0000001', name: 'globex' }));
    expect(text(part(switcher, 'name'))).to.equal('globex');
    expect(part(switcher, 'trigger').getAttribute('aria-label')).to.equal(
      englishStrings.orgCurrent.replace('{organization}', 'globex'),
    );
    await waitUntil(() => part(switcher, 'trigger').getAttribute('aria-busy') === 'false', 'still loading', {
      timeout: 8000,
    });
    expect(text(part(switcher, 'name'))).to.equal('globex');
    const personal = await inProvider(sessionFor(null));
    expect(text(part(personal, 'name'))).to.equal(englishStrings.orgPersonal);
  });

  it('reads the display name and logo from My Organization when a token comes silently', async () => {
    const user = await createUser(env.serviceUrl, { email: uniqueEmail('switcher-details') });
    const org = await newOrganization([user.userId], {
      display_name: 'Alpha Corp',
      branding: { logo_url: SERVICE_LOGO },
    });
    const api = await adminManagement();
    await api(`/organizations/${org.id}/members/${user.userId}/roles`, {
      method: 'POST',
      body: { roles: [ADMIN_ROLE] },
    });
    await withSession(
      async () => {
        const switcher = await inProvider(sessionFor({ id: org.id }));
        expect(text(part(switcher, 'name'))).to.equal(org.id);
        await waitUntil(() => text(part(switcher, 'name')) === 'Alpha Corp', 'no details', { timeout: 8000 });
        expect(part(switcher, 'logo').getAttribute('src')).to.equal(SERVICE_LOGO);
        await expect(switcher).to.be.accessible();
      },
      'openid profile email read:my_org:details',
      user,
    );
  });

  describe('the menu', () => {
    const ORGS = [
      { id: 'org_aaaaaaaaaaaaaaa1', display_name: 'Alpha Corp', logo_url: LOGO },
      { id: 'org_bbbbbbbbbbbbbbb2', name: 'beta' },
    ];

    async function withList(attributes = ''): Promise<AuthOrganizationSwitcher> {
      const switcher = await inProvider(
        sessionFor({ id: ORGS[0]!.id }),
        attributes === 'allow-personal'
          ? html`<auth-organization-switcher
              .organizations=${ORGS}
              allow-personal
            ></auth-organization-switcher>`
          : html`<auth-organization-switcher .organizations=${ORGS}></auth-organization-switcher>`,
      );
      await waitUntil(
        () => part(switcher, 'trigger').getAttribute('aria-busy') === 'false',
        'still loading',
        {
          timeout: 8000,
        },
      );
      return switcher;
    }

    it('opens with Arrow Down, moves with the arrows, Home and End, closes with Escape back on the button', async () => {
      const switcher = await withList('allow-personal');
      expect(text(part(switcher, 'name'))).to.equal('Alpha Corp');
      part(switcher, 'trigger').focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => !part(switcher, 'menu').hidden, 'the menu did not open');
      const items = [...switcher.shadowRoot!.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
      expect(items.map((item) => text(item.querySelector('.label')))).to.deep.equal([
        'Alpha Corp',
        'beta',
        englishStrings.orgPersonal,
      ]);
      expect(items.map((item) => item.getAttribute('aria-checked'))).to.deep.equal([
        'true',
        'false',
        'false',
      ]);
      expect(part(switcher, 'trigger').getAttribute('aria-expanded')).to.equal('true');
      expect(deepActiveElement()).to.equal(items[0]);
      await sendKeys({ press: 'ArrowDown' });
      expect(deepActiveElement()).to.equal(items[1]);
      await sendKeys({ press: 'End' });
      expect(deepActiveElement()).to.equal(items[2]);
      await sendKeys({ press: 'ArrowDown' });
      expect(deepActiveElement()).to.equal(items[0]);
      await sendKeys({ press: 'ArrowUp' });
      expect(deepActiveElement()).to.equal(items[2]);
      await sendKeys({ press: 'Home' });
      expect(deepActiveElement()).to.equal(items[0]);
      await expect(switcher).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => part(switcher, 'menu').hidden, 'the menu did not close');
      await waitUntil(() => deepActiveElement() === part(switcher, 'trigger'), 'the focus is not back');
      expect(part(switcher, 'trigger').getAttribute('aria-expanded')).to.equal('false');
    });

    it('switching is a new authorization with the organization, after auth-organization-changed', async () => {
      const switcher = await withList();
      const assign = sinon.stub(navigation, 'assign');
      const fetches = sinon.spy(window, 'fetch');
      part(switcher, 'trigger').click();
      await waitUntil(() => !part(switcher, 'menu').hidden, 'the menu did not open');
      const changed = oneEvent(switcher, 'auth-organization-changed');
      switcher.shadowRoot!.querySelectorAll<HTMLElement>('[part~="option"]')[1]!.click();
      const { detail } = await changed;
      expect(detail).to.deep.equal({ organization: ORGS[1], choose: false });
      await waitUntil(() => assign.called, 'no redirect');
      const url = new URL(assign.firstCall.args[0]);
      expect(`${url.origin}${url.pathname}`).to.equal(`${env.serviceUrl}/authorize`);
      expect(url.searchParams.get('organization')).to.equal(ORGS[1]!.id);
      expect(fetches.getCalls().some((call) => String(call.args[0]).includes('/oauth/token'))).to.equal(
        false,
      );
      expect(text(part(switcher, 'status'))).to.equal(
        englishStrings.orgSwitching.replace('{organization}', 'beta'),
      );
    });

    it('a listener that cancels auth-organization-changed switches itself: nothing leaves', async () => {
      const switcher = await withList('allow-personal');
      const assign = sinon.stub(navigation, 'assign');
      switcher.addEventListener('auth-organization-changed', (event) => event.preventDefault());
      part(switcher, 'trigger').click();
      await waitUntil(() => !part(switcher, 'menu').hidden, 'the menu did not open');
      const changed = oneEvent(switcher, 'auth-organization-changed');
      part(switcher, 'personal').click();
      expect((await changed).detail).to.deep.equal({ organization: null, choose: false });
      await switcher.updateComplete;
      expect(assign.called).to.equal(false);
    });
  });

  it('without a list: "Choose another organization" asks the service, without the configured organization', async () => {
    const switcher = await inProvider(
      sessionFor({ id: 'org_ccccccccccccccc3', name: 'gamma' }),
      html`<auth-organization-switcher organization="org_ccccccccccccccc3"></auth-organization-switcher>`,
    );
    const assign = sinon.stub(navigation, 'assign');
    part(switcher, 'trigger').click();
    await waitUntil(() => !part(switcher, 'menu').hidden, 'the menu did not open');
    const items = [...switcher.shadowRoot!.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
    expect(items.map((item) => text(item.querySelector('.label')))).to.deep.equal([
      'gamma',
      englishStrings.orgChooseAnother,
    ]);
    const changed = oneEvent(switcher, 'auth-organization-changed');
    part(switcher, 'choose-another').click();
    expect((await changed).detail).to.deep.equal({ organization: null, choose: true });
    await waitUntil(() => assign.called, 'no redirect');
    expect(new URL(assign.firstCall.args[0]).searchParams.has('organization')).to.equal(false);
  });

  it('popup: switches with the service’s session; auth-success carries the new organization, shown at once', async function () {
    this.timeout(20_000);
    const user = await createUser(env.serviceUrl, { email: uniqueEmail('switcher-popup') });
    const a = await newOrganization([user.userId], { display_name: 'Org A' });
    const b = await newOrganization([user.userId], { display_name: 'Org B' });
    await withSession(
      async () => {
        const switcher = await inProvider(
          sessionFor({ id: a.id }, user.userId),
          html`<auth-organization-switcher
            mode="popup"
            .organizations=${[
              { id: a.id, display_name: 'Org A' },
              { id: b.id, display_name: 'Org B' },
            ]}
          ></auth-organization-switcher>`,
          `${env.testOrigin}/test/fixtures/popup-callback.html`,
        );
        part(switcher, 'trigger').click();
        await waitUntil(() => !part(switcher, 'menu').hidden, 'the menu did not open');
        const succeeded = oneEvent(switcher, 'auth-success');
        switcher.shadowRoot!.querySelectorAll<HTMLElement>('[part~="option"]')[1]!.click();
        const { detail } = await succeeded;
        expect(detail.organization).to.deep.equal({ id: b.id });
        await waitUntil(() => text(part(switcher, 'name')) === 'Org B', 'the new organization is not shown');
      },
      undefined,
      user,
    );
  });
});
