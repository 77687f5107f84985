// <api-permissions-editor> as an end user's or admin's screen: it requests nothing while hidden, fits a
// 375 px phone without breaking permission names mid-word, and explains a missing consent with the same
// "Grant access" action as <auth-profile>. In Chromium against the local identity service.
import { WebAuthBase } from '../../src/core/web-auth-base.js';
import { popupOf } from '../../src/core/popup.js';
import { elementUpdated, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../src/components/api-permissions-editor/api-permissions-editor.js';
import { testEnv } from '../browser-helpers.js';
import type { ApiPermissionsEditor } from '../../src/components/api-permissions-editor/api-permissions-editor.js';
import { WebAuth } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { englishStrings } from '../english.js';
import { withSession } from '../core/session-helpers.js';
import { authError, clientOf, layoutObserved, part } from './form-element-helpers.js';
import { PASSWORD_REALM_GRANT } from '../../src/core/lib/grant-types.js';

const CLIENT_ID = 'demo-spa';
const DEMO_API = 'https://api.example.com';
const ADMIN = { email: 'demo@example.com', password: 'Passw0rd!' } as const;
const LONG_NAME = 'read:organizations:members:invitations:pending';

/** A Management API token of the demo admin (password-realm grant). */
async function adminToken(): Promise<string> {
  const { serviceUrl } = await testEnv();
  const result = await new WebAuth({ domain: serviceUrl, clientID: CLIENT_ID }).client.oauthToken({
    grantType: PASSWORD_REALM_GRANT,
    username: ADMIN.email,
    password: ADMIN.password,
    realm: 'Username-Password-Authentication',
    audience: `${serviceUrl}/api/v2/`,
    scope: 'read:resource_servers update:resource_servers',
  });
  return result.access_token ?? '';
}

const loaded = (el: ApiPermissionsEditor): Promise<void> =>
  waitUntil(() => part(el, 'actions') !== null, 'the permissions did not load', { timeout: 8000 });

/**
 * Waits until the editor has seen the layout (its ResizeObserver reported whether it is shown) and
 * finished the update that followed: had it decided to load, its request would have started and its
 * status region would say so.
 */
async function layoutSeen(el: ApiPermissionsEditor): Promise<void> {
  await layoutObserved();
  await el.updateComplete;
}

describe('<api-permissions-editor> on a phone, hidden, and without consent', () => {
  afterEach(async () => {
    sinon.restore();
    clearWebAuthClients();
    await setViewport({ width: 800, height: 600 });
  });

  describe('nothing happens before it is needed', () => {
    let observer: MutationObserver | undefined;
    afterEach(() => observer?.disconnect());

    /** Spies on every way the editor could reach the service. */
    function watchRequests() {
      const checkSession = sinon.spy(WebAuthBase.prototype, 'checkSession');
      const fetchSpy = sinon.spy(window, 'fetch');
      // Iframes added from now on (an earlier test's checkSession frame may still be going away).
      let added = 0;
      observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof HTMLIFrameElement) added += 1;
      });
      observer.observe(document, { childList: true, subtree: true });
      return {
        checkSession,
        fetchSpy,
        /** No request of any kind, and (when connected) nothing loading on the screen. */
        quiet: (el?: ApiPermissionsEditor): void => {
          expect(checkSession.called, 'checkSession').to.equal(false);
          expect(fetchSpy.called, 'fetch').to.equal(false);
          expect(added, 'iframes').to.equal(0);
          if (el) expect(part(el, 'status').textContent?.trim(), 'status').to.equal('');
        },
      };
    }

    it('a hidden editor (hidden attribute) makes no checkSession, iframe or fetch; unhidden, it does', async () => {
      const { serviceUrl } = await testEnv();
      const watch = watchRequests();
      const el = await fixture<ApiPermissionsEditor>(
        html`<api-permissions-editor
          hidden
          domain=${serviceUrl}
          client-id=${CLIENT_ID}
          api-id=${DEMO_API}
        ></api-permissions-editor>`,
      );
      await layoutSeen(el);
      watch.quiet(el);
      el.hidden = false;
      await waitUntil(() => watch.checkSession.called, 'no checkSession once visible');
    });

    it('inside a display: none container, and not yet connected, it waits too', async () => {
      const { serviceUrl } = await testEnv();
      const watch = watchRequests();
      const detached = document.createElement('api-permissions-editor') as ApiPermissionsEditor;
      detached.domain = serviceUrl;
      detached.clientId = CLIENT_ID;
      detached.apiId = DEMO_API;
      // Not connected: no observer, no update (Lit waits for the connection); a rendering passes.
      await layoutObserved();
      watch.quiet();
      const box = document.createElement('div');
      box.style.display = 'none';
      document.body.append(box);
      box.append(detached);
      try {
        await layoutSeen(detached);
        watch.quiet(detached);
        box.style.display = 'block';
        await waitUntil(() => watch.checkSession.called, 'no checkSession once its container is shown');
      } finally {
        box.remove();
      }
    });

    it('load() starts a hidden editor at once', async () => {
      const { serviceUrl } = await testEnv();
      const token = await adminToken();
      const watch = watchRequests();
      const el = await fixture<ApiPermissionsEditor>(
        html`<api-permissions-editor
          hidden
          domain=${serviceUrl}
          .token=${token}
          api-id=${DEMO_API}
        ></api-permissions-editor>`,
      );
      await layoutSeen(el);
      watch.quiet(el);
      el.load();
      await loaded(el);
      expect(watch.fetchSpy.called).to.equal(true);
    });
  });

  describe('a 375 px screen', () => {
    it('has no horizontal overflow and wraps permission names only after a colon', async () => {
      const { serviceUrl } = await testEnv();
      await setViewport({ width: 375, height: 800 });
      const el = await fixture<ApiPermissionsEditor>(
        html`<api-permissions-editor
          domain=${serviceUrl}
          .token=${await adminToken()}
          api-id=${DEMO_API}
        ></api-permissions-editor>`,
      );
      await loaded(el);
      const input = el.querySelector<HTMLInputElement>('input[name="value"]') as HTMLInputElement;
      input.value = LONG_NAME;
      (el.querySelector('input[name="description"]') as HTMLInputElement).value =
        'Read the pending invitations of every organisation';
      el.querySelector<HTMLButtonElement>('form button[type="submit"]')?.click();
      await waitUntil(() => el.shadowRoot?.querySelector(`tr[data-value="${LONG_NAME}"]`));
      await elementUpdated(el);

      expect(document.documentElement.scrollWidth, 'page width').to.be.at.most(375);
      expect(el.scrollWidth, 'element width').to.be.at.most(el.clientWidth);
      for (const button of el.shadowRoot?.querySelectorAll('button') ?? []) {
        const box = button.getBoundingClientRect();
        if (box.width === 0) continue;
        expect(box.right, `${button.textContent?.trim()} is cut off`).to.be.at.most(375);
      }
      // Each piece between colons stays on one line.
      const cell = el.shadowRoot?.querySelector(
        `tr[data-value="${LONG_NAME}"] [part~="value"]`,
      ) as HTMLElement;
      expect(cell.textContent?.trim()).to.equal(LONG_NAME);
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const lines = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        for (const [index, word] of [...node.textContent.matchAll(/[^:]+:?/g)].entries()) {
          const range = document.createRange();
          range.setStart(node, word.index ?? 0);
          range.setEnd(node, (word.index ?? 0) + word[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          expect(rects, `“${word[0]}” (piece ${index}) breaks across lines`).to.have.length(1);
          lines.add(Math.round((rects[0] as DOMRect).top));
        }
      }
      expect(lines.size, 'the name wraps at 375 px').to.be.greaterThan(1);
      await expect(el).to.be.accessible();
    });
  });

  describe('consent', () => {
    it('explains consent_required from the silent token request and offers Grant access, as the profile does', async () => {
      const { serviceUrl, testOrigin } = await testEnv();
      await withSession(async () => {
        const failed = oneEvent(document, 'auth-error');
        const el = await fixture<ApiPermissionsEditor>(
          html`<api-permissions-editor
            domain=${serviceUrl}
            client-id=${CLIENT_ID}
            redirect-uri=${`${testOrigin}/`}
            api-id=${DEMO_API}
          ></api-permissions-editor>`,
        );
        expect((await failed).detail.error.code).to.equal('consent_required');
        await elementUpdated(el);
        expect(part(el, 'error').textContent?.trim()).to.equal(
          `${englishStrings.consentRequired} ${englishStrings.grantAccessHint}`,
        );
        const grant = part<HTMLButtonElement>(el, 'grant-button');
        expect(grant?.textContent?.trim()).to.equal('Grant access');
        expect(el.querySelector('input[type="password"]'), 'no login form').to.equal(null);
        await expect(el).to.be.accessible();

        const popup = sinon.stub(popupOf(clientOf(el)), 'authorize').rejects(authError('access_denied'));
        grant.click();
        expect(popup.calledOnce, 'the popup opens within the click').to.equal(true);
        const options = popup.firstCall.args[0] as unknown as Record<string, string>;
        expect(options['audience']).to.equal(`${serviceUrl}/api/v2/`);
        expect(options['prompt']).to.equal('consent');
        expect(options['scope']?.split(' ')).to.include.members([
          'read:resource_servers',
          'update:resource_servers',
        ]);
      }, 'openid profile email');
    });
  });
});
