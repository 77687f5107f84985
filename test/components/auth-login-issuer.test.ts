// <auth-login> configured with another OpenID Provider (`issuer`). In its default, embedded mode the embedded
// request would go to `domain`, so the core refuses it (`unsupported_by_provider`) and the element says so.
// Without `domain` (which the core requires, issuer or not) every mode says the form is misconfigured,
// names the attribute in `auth-error` and the console, and throws nothing out of the click.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import type { AuthError } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { englishStrings } from '../english.js';
import { CLIENT_ID, testEnv } from '../browser-helpers.js';
import { part, typeInto } from './form-element-helpers.js';

const field = (el: AuthLogin, name: string): HTMLInputElement =>
  el.querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('<auth-login issuer> (embedded)', () => {
  afterEach(() => clearWebAuthClients());

  it('shows why the embedded log-in cannot be used with another provider, and keeps what was typed', async () => {
    const { serviceUrl } = await testEnv();
    const el = await fixture<AuthLogin>(
      html`<auth-login
        domain=${serviceUrl}
        issuer=${`${serviceUrl}/`}
        client-id=${CLIENT_ID}
        redirect-uri=${`${location.origin}/`}
      ></auth-login>`,
    );
    await typeInto(field(el, 'email'), 'someone@example.com');
    await typeInto(field(el, 'password'), 'Whatever-1');
    const failed = oneEvent(el, 'auth-error');
    (el.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    const error = ((await failed) as CustomEvent<{ error: AuthError }>).detail.error;
    expect(error.code).to.equal('unsupported_by_provider');
    await el.updateComplete;
    const shown = part(el, 'error').textContent?.trim() ?? '';
    expect(shown).not.to.equal('');
    expect(field(el, 'email').value).to.equal('someone@example.com');
    await expect(el).to.be.accessible();
  });
});

describe('<auth-login issuer> without domain', () => {
  afterEach(() => clearWebAuthClients());

  for (const mode of ['embedded', 'redirect', 'popup'] as const) {
    it(`says that "domain" is missing instead of throwing (mode ${mode})`, async () => {
      const { serviceUrl } = await testEnv();
      const uncaught: unknown[] = [];
      const onError = (event: ErrorEvent): void => void uncaught.push(event.error);
      const onRejection = (event: PromiseRejectionEvent): void => void uncaught.push(event.reason);
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      const consoleError = sinon.stub(console, 'error');
      try {
        const el = await fixture<AuthLogin>(
          html`<auth-login
            mode=${mode}
            issuer=${`${serviceUrl}/`}
            client-id=${CLIENT_ID}
            redirect-uri=${`${location.origin}/`}
          ></auth-login>`,
        );
        if (mode === 'embedded') {
          await typeInto(field(el, 'email'), 'someone@example.com');
          await typeInto(field(el, 'password'), 'Whatever-1');
        }
        const failed = oneEvent(el, 'auth-error');
        (el.querySelector('button[type="submit"]') as HTMLButtonElement).click();
        const error = ((await failed) as CustomEvent<{ error: AuthError }>).detail.error;
        expect(error.code).to.equal('request_error');
        expect(error.description).to.contain('"domain" is required');
        await el.updateComplete;
        // The user is told the form cannot work (not "try again"); the developer gets the attribute.
        expect(part(el, 'error').textContent?.trim()).to.equal(englishStrings.errors.misconfigured);
        expect(String(consoleError.firstCall.args[0])).to.contain('"domain" is required');
        // Let any stray rejection of the click surface before checking.
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(uncaught).to.deep.equal([]);
      } finally {
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        consoleError.restore();
      }
    });
  }
});
