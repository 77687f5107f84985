import { expect, waitUntil } from '@open-wc/testing';
import type { ApplicationRef } from '@angular/core';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import { AuthError } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import { withSession } from '../core/session-helpers.js';
import { bootstrapLoginPage } from './angular-app.js';
import type { LoginPage, LoginPageOptions } from './angular-app.js';
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

describe('Angular: <auth-login> in a standalone component (zoneless)', () => {
  let container: HTMLElement;
  let config: LoginPageConfig;
  let appRef: ApplicationRef | undefined;

  beforeEach(async () => {
    config = await loginPageConfig();
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    appRef?.destroy();
    appRef = undefined;
    container.remove();
    sinon.restore();
    clearWebAuthClients();
  });

  async function bootstrap(
    options: Partial<LoginPageOptions> = {},
  ): Promise<{ el: AuthLogin; page: LoginPage }> {
    const started = await bootstrapLoginPage(container, {
      ...config,
      strings: STRINGS,
      onSuccess() {},
      onError() {},
      ...options,
    });
    appRef = started.appRef;
    await appRef.whenStable();
    const el = container.querySelector('auth-login');
    if (!el) throw new Error('Angular rendered no <auth-login>');
    return { el, page: started.page };
  }

  it('sets [strings], [domain] and [redirectUri] as properties and client-id as an attribute', async () => {
    const { el } = await bootstrap();
    expect(el.getAttribute('client-id')).to.equal(CLIENT_ID);
    expect(el.clientId).to.equal(CLIENT_ID);
    expect(el.domain).to.equal(config.domain);
    expect(el.redirectUri).to.equal(config.redirectUri);
    expect(el.mode).to.equal('popup');
    expect(el.strings).to.equal(STRINGS);
    expect(el.hasAttribute('strings')).to.equal(false);
    await el.updateComplete;
    expect(titleText(el)).to.equal('Welcome back');
    expect(submitButton(el).textContent?.trim()).to.equal('Continue');
    await expect(el).to.be.accessible();
  });

  it('passes signal changes on, and leaves the form the element rendered into its light DOM', async () => {
    const { el, page } = await bootstrap();
    await el.updateComplete;
    const form = el.querySelector('form');
    page.strings.set(NEW_STRINGS);
    await appRef?.whenStable();
    expect(el.strings).to.equal(NEW_STRINGS);
    await el.updateComplete;
    expect(titleText(el)).to.equal('Hello again');
    expect(submitButton(el).textContent?.trim()).to.equal('Sign me in');
    expect(el.querySelectorAll('form')).to.have.length(1);
    expect(el.querySelector('form')).to.equal(form);
  });

  it('hands auth-success to (auth-success) with its detail, and the template re-renders with the result', async () => {
    const authorize = stubPopup(config).resolves(AUTH_RESULT);
    const onSuccess = sinon.spy<LoginPageOptions['onSuccess']>(() => {});
    const { el } = await bootstrap({ onSuccess });
    await submit(el);
    await calledBack(onSuccess);
    expect(authorize.calledOnce).to.equal(true);
    expect(onSuccess.calledOnce).to.equal(true);
    const event = onSuccess.firstCall.args[0];
    expect(event.type).to.equal('auth-success');
    expect(event.target).to.equal(el);
    expect(event.detail.authResult).to.equal(AUTH_RESULT);
    await waitUntil(() => container.querySelector('.signed-in'), 'Angular did not re-render');
    expect(container.querySelector('.signed-in')?.textContent?.trim()).to.equal(
      'Signed in as framework@example.com',
    );
  });

  it('hands auth-error to (auth-error) with the error', async () => {
    stubPopup(config).rejects(new AuthError({ code: 'popup_closed', description: 'The popup was closed' }));
    const onError = sinon.spy<LoginPageOptions['onError']>(() => {});
    const { el } = await bootstrap({ onError });
    await submit(el);
    await calledBack(onError);
    expect(onError.firstCall.args[0].detail.error.code).to.equal('popup_closed');
  });

  it('signs a user in for real: the popup to the local service, the code exchange, (auth-success)', async function () {
    this.timeout(30000);
    await withSession(async (user) => {
      const onSuccess = sinon.spy<LoginPageOptions['onSuccess']>(() => {});
      const { el } = await bootstrap({ onSuccess });
      await submit(el);
      await calledBack(onSuccess, 15000);
      const { authResult } = onSuccess.firstCall.args[0].detail;
      expect(authResult.idTokenPayload?.email).to.equal(user.email);
      expect(authResult.accessToken).to.be.a('string');
      await waitUntil(() => container.querySelector('.signed-in'), 'Angular did not re-render');
      expect(container.querySelector('.signed-in')?.textContent?.trim()).to.equal(
        `Signed in as ${user.email}`,
      );
    });
  });
});
