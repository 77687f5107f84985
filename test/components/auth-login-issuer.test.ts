// <auth-login> configured with another OpenID Provider (`issuer`) in its default, embedded mode: the embedded
// request would go to `domain`, so the core refuses it (`unsupported_by_provider`) and the element says so.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import type { AuthError } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
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
