import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import { AuthError } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { asAuthError } from '../../src/internal/operation-controller.js';
import { englishStrings } from '../english.js';
import { testEnv } from '../browser-helpers.js';
import { part } from '../components/form-element-helpers.js';

function errorText(el: AuthLogin): string {
  return part(el, 'error')?.textContent?.trim() ?? '';
}

/** Types the credentials, presses Enter and resolves with the `auth-error` that follows. */
async function submit(el: AuthLogin): Promise<Event> {
  const failed = oneEvent(el, 'auth-error');
  const email = el.querySelector<HTMLInputElement>('input[name="email"]')!;
  const password = el.querySelector<HTMLInputElement>('input[name="password"]')!;
  email.focus();
  await sendKeys({ type: 'user@example.com' });
  password.focus();
  await sendKeys({ type: 'hunter22' });
  await sendKeys({ press: 'Enter' });
  return failed;
}

describe('OperationController: a network_error that may be a CORS refusal', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  it('tells the developer once that the service may refuse this origin, and the flag that allows it', async () => {
    const env = await testEnv();
    const warn = sinon.spy(console, 'warn');
    const el = await fixture<AuthLogin>(
      html`<auth-login
        domain=${env.refusingServiceUrl}
        client-id="demo-spa"
        redirect-uri=${`${env.testOrigin}/`}
      ></auth-login>`,
    );
    await submit(el);
    expect(errorText(el)).to.equal(englishStrings.errors.network_error);
    // Sent again: the hint is not repeated.
    const again = oneEvent(el, 'auth-error');
    el.querySelector<HTMLInputElement>('input[name="password"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await again;
    const hints = warn.getCalls().filter((call) => String(call.args[0]).includes('--app-origin'));
    expect(hints).to.have.length(1);
    const hint = String(hints[0]!.args[0]);
    expect(hint).to.contain(env.refusingServiceUrl);
    expect(hint).to.contain(`--app-origin ${location.origin}`);
    expect(hint).to.contain('Allowed Web Origins');
  });

  it('gives no such hint for an allowed origin that answers', async () => {
    const env = await testEnv();
    const warn = sinon.spy(console, 'warn');
    const el = await fixture<AuthLogin>(
      html`<auth-login
        domain=${env.serviceUrl}
        client-id="demo-spa"
        redirect-uri=${`${env.testOrigin}/`}
      ></auth-login>`,
    );
    await submit(el);
    expect(warn.getCalls().filter((call) => String(call.args[0]).includes('--app-origin'))).to.have.length(0);
  });
});

describe('asAuthError (what an operation rejected with, as an AuthError)', () => {
  it("keeps an mfa_required's mfaToken and mfaRequirements from another copy of the library", () => {
    const foreign = {
      code: 'mfa_required',
      description: 'Multifactor authentication required',
      mfaRequirements: { enroll: [{ type: 'otp' }] },
    };
    Object.defineProperty(foreign, 'mfaToken', { value: 'mfa-token-2' });
    const error = asAuthError(foreign);
    expect(error).to.be.instanceOf(AuthError);
    expect(error.code).to.equal('mfa_required');
    expect(error.mfaToken).to.equal('mfa-token-2');
    expect(Object.keys(error)).not.to.include('mfaToken');
    expect(error.mfaRequirements).to.deep.equal({ enroll: [{ type: 'otp' }] });
  });
});
