// <auth-organization-switcher> in a React 19 page: React sets `organizations` (a property the element has)
// and `allow-personal`, the switcher shows the session's organization from the enclosing <auth-provider>,
// and the page's `onauth-organization-changed` handler hears the choice, once (it cancels the switch: the
// page switches itself).
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/components/auth-organization-switcher/auth-organization-switcher.js';
import '../../src/components/auth-provider/auth-provider.js';
import type { AuthOrganizationChangedEventDetail } from '../../src/components/auth-organization-switcher/auth-organization-switcher.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import type { AuthResult } from '../../src/core/index.js';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import { flushSync, jsx, reactPage } from './react-runtime.js';

const ORGS = [
  { id: 'org_react0000000001', display_name: 'React Alpha' },
  { id: 'org_react0000000002', display_name: 'React Beta' },
];

describe('React 19: <auth-organization-switcher> in a React page', () => {
  const page = reactPage();

  it('takes organizations as a property and calls onauth-organization-changed once', async () => {
    const env = await testEnv();
    const heard: CustomEvent<AuthOrganizationChangedEventDetail>[] = [];
    flushSync(() =>
      page.root.render(
        jsx(
          'auth-provider',
          { domain: env.serviceUrl, 'client-id': CLIENT_ID, 'no-renew': true },
          jsx('auth-organization-switcher', {
            organizations: ORGS,
            'allow-personal': true,
            'onauth-organization-changed': (event) => {
              event.preventDefault();
              heard.push(event);
            },
          }),
        ),
      ),
    );
    const provider = page.container.querySelector<AuthProvider>('auth-provider')!;
    provider.session = {
      user: { sub: 'auth0|react' },
      authResult: { idTokenPayload: { sub: 'auth0|react', org_id: ORGS[0]!.id } } as unknown as AuthResult,
    };
    const switcher = page.container.querySelector('auth-organization-switcher')!;
    expect(switcher.organizations).to.equal(ORGS);
    expect(switcher.allowPersonal).to.equal(true);
    const shadow = switcher.shadowRoot!;
    await waitUntil(
      () => shadow.querySelector('[part~="name"]')?.textContent === 'React Alpha',
      'no organization',
    );
    shadow.querySelector<HTMLElement>('[part~="trigger"]')!.click();
    await waitUntil(() => shadow.querySelectorAll('[part~="option"]').length === 2, 'no menu');
    shadow.querySelectorAll<HTMLElement>('[part~="option"]')[1]!.click();
    await waitUntil(() => heard.length > 0, 'onauth-organization-changed was not called');
    expect(heard).to.have.length(1);
    expect(heard[0]!.detail).to.deep.equal({ organization: ORGS[1], choose: false });
  });
});
