import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../src/components/auth-login/auth-login.js';
import type { AuthLogin } from '../../src/components/auth-login/auth-login.js';
import { AuthError } from '../../src/core/index.js';
import { clearWebAuthClients } from '../../src/internal/client-registry.js';
import type { AuthErrorEventDetail, AuthSuccessEventDetail } from '../../src/internal/events.js';
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
import { LoginPage } from './react-app.js';
import type { LoginPageProps } from './react-app.js';
import { React, flushSync, reactPage } from './react-runtime.js';

type SuccessHandler = (event: CustomEvent<AuthSuccessEventDetail>) => void;
type ErrorHandler = (event: CustomEvent<AuthErrorEventDetail>) => void;

describe('React 19: <auth-login> in a React page', () => {
  const page = reactPage();
  let config: LoginPageConfig;

  beforeEach(async () => {
    config = await loginPageConfig();
  });

  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
  });

  /** Renders (or re-renders) the page synchronously and returns its <auth-login>. */
  function render(props: Partial<LoginPageProps> = {}): AuthLogin {
    const all: LoginPageProps = { ...config, strings: STRINGS, onSuccess() {}, onError() {}, ...props };
    flushSync(() => page.root.render(React.createElement(LoginPage, all)));
    const el = page.container.querySelector('auth-login');
    if (!el) throw new Error('React rendered no <auth-login>');
    return el;
  }

  it('sets kebab-case props as attributes, and props the element has (strings, domain, mode) as properties', async () => {
    const el = render();
    expect(el.getAttribute('client-id')).to.equal(CLIENT_ID);
    expect(el.getAttribute('redirect-uri')).to.equal(config.redirectUri);
    expect(el.clientId).to.equal(CLIENT_ID);
    expect(el.domain).to.equal(config.domain);
    expect(el.hasAttribute('domain')).to.equal(false);
    expect(el.mode).to.equal('popup');
    expect(el.strings).to.equal(STRINGS);
    expect(el.hasAttribute('strings')).to.equal(false);
    await el.updateComplete;
    expect(titleText(el)).to.equal('Welcome back');
    expect(submitButton(el).textContent?.trim()).to.equal('Continue');
    await expect(el).to.be.accessible();
  });

  it('passes new props on a re-render, and leaves the form the element rendered into its light DOM', async () => {
    const el = render();
    await el.updateComplete;
    const form = el.querySelector('form');
    expect(render({ strings: NEW_STRINGS })).to.equal(el);
    expect(el.strings).to.equal(NEW_STRINGS);
    await el.updateComplete;
    expect(titleText(el)).to.equal('Hello again');
    expect(submitButton(el).textContent?.trim()).to.equal('Sign me in');
    expect(el.querySelectorAll('form')).to.have.length(1);
    expect(el.querySelector('form')).to.equal(form);
  });

  it('hands auth-success to onauth-success with its detail, and the page re-renders with the result', async () => {
    const authorize = stubPopup(config).resolves(AUTH_RESULT);
    const onSuccess = sinon.spy<SuccessHandler>(() => {});
    const el = render({ onSuccess });
    await submit(el);
    await calledBack(onSuccess);
    expect(authorize.calledOnce).to.equal(true);
    expect(onSuccess.calledOnce).to.equal(true);
    const event = onSuccess.firstCall.args[0];
    expect(event.type).to.equal('auth-success');
    expect(event.target).to.equal(el);
    expect(event.detail.authResult).to.equal(AUTH_RESULT);
    await waitUntil(() => page.container.querySelector('.signed-in'), 'React did not re-render');
    expect(page.container.querySelector('.signed-in')?.textContent).to.equal(
      'Signed in as framework@example.com',
    );
  });

  it('hands auth-error to onauth-error with the error', async () => {
    stubPopup(config).rejects(new AuthError({ code: 'popup_closed', description: 'The popup was closed' }));
    const onError = sinon.spy<ErrorHandler>(() => {});
    const el = render({ onError });
    await submit(el);
    await calledBack(onError);
    expect(onError.firstCall.args[0].detail.error.code).to.equal('popup_closed');
  });

  it('swaps the listener when the handler changes, so only the current one is called', async () => {
    stubPopup(config).resolves(AUTH_RESULT);
    const first = sinon.spy<SuccessHandler>(() => {});
    const second = sinon.spy<SuccessHandler>(() => {});
    render({ onSuccess: first });
    const el = render({ onSuccess: second });
    await submit(el);
    await calledBack(second);
    expect(second.calledOnce).to.equal(true);
    expect(first.called).to.equal(false);
  });

  it('signs a user in for real: the popup to the local service, the code exchange, onauth-success', async function () {
    this.timeout(30000);
    await withSession(async (user) => {
      const onSuccess = sinon.spy<SuccessHandler>(() => {});
      const el = render({ onSuccess });
      await submit(el);
      await calledBack(onSuccess, 15000);
      const { authResult } = onSuccess.firstCall.args[0].detail;
      expect(authResult.idTokenPayload?.email).to.equal(user.email);
      expect(authResult.idTokenPayload?.aud).to.equal(CLIENT_ID);
      expect(authResult.accessToken).to.be.a('string');
      await waitUntil(() => page.container.querySelector('.signed-in'), 'React did not re-render');
      expect(page.container.querySelector('.signed-in')?.textContent).to.equal(`Signed in as ${user.email}`);
    });
  });
});
