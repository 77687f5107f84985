// <auth-provider>'s step-up: a renewal with refresh tokens (here the `restore` on load) answered
// `mfa_required` shows the second-factor step in the provider's own dialog. The answer is the service's
// own (a password grant of a user with an authenticator app), handed to the provider as its renewal's
// failure: a shared test service cannot mark its demo API as needing MFA without disturbing other files
// (test/e2e/mfa-login.test.ts runs the whole flow against a service of its own).
import { WebAuthBase } from '../../src/core/web-auth-base.js';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-provider/auth-provider.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import type { AuthError } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import type { AuthErrorEventDetail, AuthSuccessEventDetail } from '../../src/internal/events.js';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import { deepActiveElement, part } from './form-element-helpers.js';
import { appCode, mfaRequired, mfaUser, wrongCode } from './mfa-helpers.js';
import type { MfaUser } from './mfa-helpers.js';

/** A provider whose renewals (the restore on load) answer `error`, each time. */
async function providerFailingWith(
  error: AuthError,
): Promise<{ provider: AuthProvider; renewals: sinon.SinonStub }> {
  const { serviceUrl, testOrigin } = await testEnv();
  const renewals = sinon.stub(WebAuthBase.prototype, 'renewTokens').rejects(error);
  const provider = await fixture<AuthProvider>(
    html`<auth-provider
      restore
      refresh-tokens
      domain=${serviceUrl}
      client-id=${CLIENT_ID}
      redirect-uri=${`${testOrigin}/`}
    ></auth-provider>`,
  );
  return { provider, renewals };
}

const dialog = (provider: AuthProvider): HTMLDialogElement | null =>
  provider.shadowRoot?.querySelector('dialog[part~="mfa-dialog"]') ?? null;

describe('<auth-provider> step-up', () => {
  let user: MfaUser;
  before(async () => {
    user = await mfaUser('step-up');
  });
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  it('shows the code step in a modal dialog; a wrong code is said there; the right one: session, auth-success from the provider', async () => {
    const { provider } = await providerFailingWith(await mfaRequired(user));
    await waitUntil(() => dialog(provider)?.open === true, 'no dialog', { timeout: 5000 });
    expect(part(provider, 'mfa-dialog-title').textContent?.trim()).to.equal('Two-step verification');
    const input = part<HTMLInputElement>(provider, 'mfa-input');
    expect(deepActiveElement()).to.equal(input);
    await expect(provider.shadowRoot!.querySelector('dialog')).to.be.accessible();

    const refused = oneEvent(provider, 'auth-error');
    await sendKeys({ type: wrongCode(user) });
    await sendKeys({ press: 'Enter' });
    expect(((await refused) as CustomEvent<AuthErrorEventDetail>).detail.error.code).to.equal(
      'invalid_grant',
    );
    await waitUntil(() => part(provider, 'mfa-error').textContent?.trim() !== '', 'no message');
    expect(deepActiveElement()).to.equal(part(provider, 'mfa-error'));

    const changes: unknown[] = [];
    provider.addEventListener('auth-session-change', (event) => changes.push(event));
    const signedIn = oneEvent(provider, 'auth-success');
    input.select();
    await sendKeys({ type: appCode(user) });
    await sendKeys({ press: 'Enter' });
    const { detail } = (await signedIn) as CustomEvent<AuthSuccessEventDetail>;
    expect(detail.authResult.idTokenPayload?.['email']).to.equal(user.email);
    await waitUntil(() => provider.session !== null, 'no session');
    expect(provider.user?.email).to.equal(user.email);
    expect(changes).to.have.length(1);
    await provider.updateComplete;
    expect(dialog(provider)).to.equal(null);
  });

  it('Cancel (or Escape) closes it: no session change, auth-error with mfa_required', async () => {
    const error = await mfaRequired(user);
    const { provider } = await providerFailingWith(error);
    await waitUntil(() => dialog(provider)?.open === true, 'no dialog', { timeout: 5000 });
    const cancelled = oneEvent(provider, 'auth-error');
    await sendKeys({ press: 'Escape' });
    const { detail } = (await cancelled) as CustomEvent<AuthErrorEventDetail>;
    expect(detail.error).to.equal(error);
    await provider.updateComplete;
    expect(dialog(provider)).to.equal(null);
    expect(provider.session).to.equal(null);
  });

  it('opens one dialog when renewals fail with mfa_required in parallel', async () => {
    const error = await mfaRequired(user);
    const { provider, renewals } = await providerFailingWith(error);
    // Two more failures at once (a renewal timer and a restore racing): still one step.
    const fail = (provider as unknown as { onRenewalFailed(error: AuthError): void }).onRenewalFailed.bind(
      provider,
    );
    fail(error);
    fail(error);
    await waitUntil(() => dialog(provider)?.open === true, 'no dialog', { timeout: 5000 });
    await provider.updateComplete;
    expect(provider.shadowRoot!.querySelectorAll('dialog[part~="mfa-dialog"]')).to.have.length(1);
    expect(renewals.callCount).to.equal(1);
    // One code ends it: one auth-success, one session change, no dialog left.
    let successes = 0;
    let changes = 0;
    provider.addEventListener('auth-success', () => successes++);
    provider.addEventListener('auth-session-change', () => changes++);
    part<HTMLInputElement>(provider, 'mfa-input').focus();
    await sendKeys({ type: appCode(user, 1) });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => provider.session !== null, 'no session', { timeout: 5000 });
    await provider.updateComplete;
    expect(dialog(provider)).to.equal(null);
    expect([successes, changes]).to.deep.equal([1, 1]);
  });
});
