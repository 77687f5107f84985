import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { nextTick } from 'vue/dist/vue.esm-browser.js';
import type { App } from 'vue';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import { AuthError } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { withSession } from '../core/session-helpers.js';
import {
  AUTH_RESULT,
  CLIENT_ID,
  NEW_STRINGS,
  STRINGS,
  calledBack,
  loginPageConfig,
  stubPopup,
  submit,
  submitButton,
  titleText,
} from './helpers.js';
import type { LoginPageConfig } from './helpers.js';
import { createLoginPage } from './vue-app.js';
import type { LoginPageHandlers, LoginPageState } from './vue-app.js';

describe('Vue 3: <auth-login> in a Vue template', () => {
  let container: HTMLElement;
  let config: LoginPageConfig;
  let app: App | undefined;
  let warnings: string[];

  beforeEach(async () => {
    config = await loginPageConfig();
    container = document.createElement('div');
    document.body.append(container);
    warnings = [];
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    container.remove();
    sinon.restore();
    clearWebAuthClients();
  });

  /** Mounts the page; collects Vue's warnings (an unresolved component would be one). */
  function mount(handlers: Partial<LoginPageHandlers> = {}): { el: AuthLogin; state: LoginPageState } {
    const page = createLoginPage(
      { ...config, strings: STRINGS },
      { onSuccess() {}, onError() {}, ...handlers },
    );
    app = page.app;
    app.config.warnHandler = (message) => warnings.push(message);
    app.mount(container);
    const el = container.querySelector('auth-login');
    if (!el) throw new Error('Vue rendered no <auth-login>');
    return { el, state: page.state };
  }

  it('treats auth-* tags as custom elements, and sets :strings and :domain as properties', async () => {
    const { el } = mount();
    expect(warnings).to.deep.equal([]);
    expect(el).to.be.instanceOf(customElements.get('auth-login'));
    expect(el.getAttribute('client-id')).to.equal(CLIENT_ID);
    expect(el.getAttribute('redirect-uri')).to.equal(config.redirectUri);
    expect(el.domain).to.equal(config.domain);
    expect(el.hasAttribute('domain')).to.equal(false);
    expect(el.mode).to.equal('popup');
    expect(el.strings).to.deep.equal(STRINGS);
    expect(el.hasAttribute('strings')).to.equal(false);
    await el.updateComplete;
    expect(titleText(el)).to.equal('Welcome back');
    expect(submitButton(el).textContent?.trim()).to.equal('Continue');
    await expect(el).to.be.accessible();
  });

  it('passes reactive changes on, and leaves the form the element rendered into its light DOM', async () => {
    const { el, state } = mount();
    await el.updateComplete;
    const form = el.querySelector('form');
    state.strings = NEW_STRINGS;
    await nextTick();
    expect(el.strings).to.deep.equal(NEW_STRINGS);
    await el.updateComplete;
    expect(titleText(el)).to.equal('Hello again');
    expect(submitButton(el).textContent?.trim()).to.equal('Sign me in');
    expect(el.querySelectorAll('form')).to.have.length(1);
    expect(el.querySelector('form')).to.equal(form);
  });

  it('hands auth-success to @auth-success with its detail, and the template re-renders with the result', async () => {
    const authorize = stubPopup(config).resolves(AUTH_RESULT);
    const onSuccess = sinon.spy<LoginPageHandlers['onSuccess']>(() => {});
    const { el } = mount({ onSuccess });
    await submit(el);
    await calledBack(onSuccess);
    expect(authorize.calledOnce).to.equal(true);
    expect(onSuccess.calledOnce).to.equal(true);
    const event = onSuccess.firstCall.args[0];
    expect(event.type).to.equal('auth-success');
    expect(event.target).to.equal(el);
    expect(event.detail.authResult).to.equal(AUTH_RESULT);
    await waitUntil(() => container.querySelector('.signed-in'), 'Vue did not re-render');
    expect(container.querySelector('.signed-in')?.textContent).to.equal('Signed in as framework@example.com');
  });

  it('hands auth-error to @auth-error with the error', async () => {
    stubPopup(config).rejects(new AuthError({ code: 'popup_closed', description: 'The popup was closed' }));
    const onError = sinon.spy<LoginPageHandlers['onError']>(() => {});
    const { el } = mount({ onError });
    await submit(el);
    await calledBack(onError);
    expect(onError.firstCall.args[0].detail.error.code).to.equal('popup_closed');
  });

  it('signs a user in for real: the popup to the local service, the code exchange, @auth-success', async function () {
    this.timeout(30000);
    await withSession(async (user) => {
      const onSuccess = sinon.spy<LoginPageHandlers['onSuccess']>(() => {});
      const { el } = mount({ onSuccess });
      await submit(el);
      await calledBack(onSuccess, 15000);
      const { authResult } = onSuccess.firstCall.args[0].detail;
      expect(authResult.idTokenPayload?.email).to.equal(user.email);
      expect(authResult.accessToken).to.be.a('string');
      await waitUntil(() => container.querySelector('.signed-in'), 'Vue did not re-render');
      expect(container.querySelector('.signed-in')?.textContent).to.equal(`Signed in as ${user.email}`);
    });
  });
});
