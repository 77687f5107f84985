// The elements' code loaded on demand (src/internal/chunks.ts) when its file cannot be fetched: the element
// that needed it shows, or dispatches, the AuthError `network_error` naming what it was for. The elements
// are imported anew from /__without/<chunk>/ (web-test-runner.config.mjs), where that one file is missing.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import type { AuthProvider } from '../../src/components/auth-provider/auth-provider.js';
import type { AuthErrorEventDetail } from '../../src/internal/events.js';
import type { AuthResult } from '../../src/core/index.js';
import sinon from 'sinon';
import { englishStrings } from '../english.js';
import { part } from './form-element-helpers.js';

const DOMAIN = 'tenant.example.com';
const CLIENT_ID = 'abc';
const REDIRECT_URI = `${location.origin}/callback`;

/** Registers the element entry `entry` (its tag) from sources where the chunk `chunk` cannot be fetched. */
const registerWithout = (chunk: string, entry: string): Promise<unknown> =>
  import(`/__without/${chunk}/src/components/${entry}/${entry}.ts`);

function expectNetworkError(detail: AuthErrorEventDetail, what: string): void {
  expect(detail.error.code).to.equal('network_error');
  expect(detail.error.description).to.equal(`The code for ${what} could not be loaded`);
}

describe("the elements' on-demand code, when it cannot be fetched", () => {
  before(async () => {
    await registerWithout('popup-login', 'auth-login');
    await registerWithout('renewal', 'auth-provider');
    await registerWithout('invitation-join', 'auth-signup');
  });

  it('<auth-login mode="popup">: the log-in shows network_error', async () => {
    const el = await fixture<AuthLogin>(
      html`<auth-login domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI} mode="popup">
      </auth-login>`,
    );
    const failed = oneEvent(el, 'auth-error');
    el.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expectNetworkError((await failed).detail, 'the popup');
    await waitUntil(() => part(el, 'error').textContent === englishStrings.errors.network_error);
  });

  it('<auth-signup>: a page without an invitation never fetches the join screen; with one, the form stays when it cannot be fetched', async () => {
    const fetched = (): string[] =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('invitation-join'));
    const warn = sinon.spy(console, 'warn');
    const before = location.href;
    try {
      const plain = await fixture<HTMLElement>(
        html`<auth-signup
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          redirect-uri=${REDIRECT_URI}
        ></auth-signup>`,
      );
      await waitUntil(() => plain.querySelector('input[name="email"]'), 'no form');
      expect(fetched()).to.deep.equal([]);
      history.replaceState(null, '', '?invitation=tkt_1&organization=org_1');
      const invited = await fixture<HTMLElement>(
        html`<auth-signup
          domain=${DOMAIN}
          client-id=${CLIENT_ID}
          redirect-uri=${REDIRECT_URI}
        ></auth-signup>`,
      );
      await waitUntil(() => warn.called, 'no warning');
      expect(String(warn.firstCall.args[0])).to.equal('auth-elements: the invitation could not be loaded.');
      expect(invited.querySelector('input[name="email"]')?.closest('form')?.assignedSlot).to.not.equal(null);
    } finally {
      warn.restore();
      history.replaceState(null, '', before);
    }
  });

  it("<auth-provider>: a session's renewal dispatches network_error and keeps the session", async () => {
    const provider = await fixture<AuthProvider>(
      html`<auth-provider domain=${DOMAIN} client-id=${CLIENT_ID} redirect-uri=${REDIRECT_URI}
        ><span></span
      ></auth-provider>`,
    );
    const failed = oneEvent(provider, 'auth-error');
    const authResult = {
      accessToken: 'access',
      idToken: null,
      idTokenPayload: { sub: 'auth0|1', email: 'user@example.com' },
      expiresIn: 7200,
      tokenType: 'Bearer',
    } as unknown as AuthResult;
    provider.session = { user: { sub: 'auth0|1' }, authResult } as AuthProvider['session'];
    expectNetworkError((await failed).detail, 'the session renewer');
    expect(provider.session?.authResult.accessToken).to.equal('access');
  });
});
