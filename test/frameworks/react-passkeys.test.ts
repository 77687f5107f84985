// <auth-login passkeys> in a React 19 page, with Chromium's virtual authenticator: React sets `passkeys`
// (a property the element has) and `passkey-upgrade`, and hands the passkey log-in's `auth-success` to
// the page's `onauth-success` handler, once.
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/components/auth-login/auth-login.js';
import type { AuthSuccessEventDetail } from '../../src/internal/events.js';
import { CLIENT_ID, testEnv, uniqueEmail } from '../browser-helpers.js';
import { addAuthenticator, removeAuthenticators } from '../core/passkey-helpers.js';
import { newClient } from '../core/service-helpers.js';
import { flushSync, jsx, reactPage } from './react-runtime.js';

describe('React 19: <auth-login passkeys> in a React page', () => {
  const page = reactPage();

  afterEach(async () => {
    await removeAuthenticators();
  });

  it('signs in with a passkey from autofill and calls onauth-success once', async () => {
    const env = await testEnv();
    await addAuthenticator();
    const email = uniqueEmail('react-passkey');
    const signup = await newClient(env).passkeys.signup({ email });
    const heard: CustomEvent<AuthSuccessEventDetail>[] = [];
    flushSync(() =>
      page.root.render(
        jsx('auth-login', {
          passkeys: true,
          'passkey-upgrade': 'off',
          domain: env.serviceUrl,
          'client-id': CLIENT_ID,
          'onauth-success': (event) => heard.push(event),
        }),
      ),
    );
    const login = page.container.querySelector('auth-login')!;
    expect(login.passkeys).to.equal(true);
    expect(login.passkeyUpgrade).to.equal('off');
    // The device holds the passkey: the autofill request answers at once.
    await waitUntil(() => heard.length > 0, 'onauth-success was not called', { timeout: 8000 });
    expect(heard).to.have.length(1);
    expect(heard[0]!.detail.authResult.idTokenPayload?.sub).to.equal(signup.idTokenPayload?.sub);
  });
});
