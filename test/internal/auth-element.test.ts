import { ContextProvider } from '@lit/context';
import type { WebAuthBase } from '../../src/core/web-auth-base.js';
import { elementUpdated, expect, fixture, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import sinon from 'sinon';
import { AuthError, WebAuth } from '../../src/core/index.js';
import type { AuthErrorCode } from '../../src/core/index.js';
import { AuthElement, Status } from '../../src/internal/auth-element.js';
import type { RunOptions, RunOutcome } from '../../src/internal/auth-element.js';
import { clearWebAuthClients, getWebAuth } from '../../src/internal/client-registry.js';
import type { PartialAuthConfig } from '../../src/internal/config.js';
import { authConfigContext, authSessionContext } from '../../src/internal/context.js';
import type { AuthSession } from '../../src/internal/context.js';
import { clearLanguages, registerEnglish, registerLanguage } from '../../src/internal/i18n.js';
import { englishStrings } from '../english.js';
import { signupErrorMessages, signupStrings } from '../../src/internal/strings/en-signup.js';
import { deferred } from '../components/form-element-helpers.js';

// As on a page with <auth-signup>, whose entry registers its English (`user_exists` below).
registerEnglish(signupStrings, signupErrorMessages);

const authError = (code: AuthErrorCode, description = 'Service description.'): AuthError =>
  new AuthError({ code, description });

/** Detail of the test element's own success event, declared the way elements declare theirs. */
interface TestDoneDetail {
  value: unknown;
}

declare module '../../src/internal/events.js' {
  interface AuthEventDetailMap {
    'test-auth-done': TestDoneDetail;
  }
}

/** A minimal login element built the way the real ones are: chrome in the shadow root, form in light DOM. */
class TestLogin extends AuthElement {
  /** What the next submission does; tests replace it. */
  task: (data: FormData) => Promise<unknown> = () => new Promise(() => {});
  /** How many submissions reached the element. */
  submissions = 0;
  runOptions: RunOptions = {};

  get currentStatus(): string {
    return this.status;
  }

  get resolvedConfig(): PartialAuthConfig {
    return this.config;
  }

  get client(): WebAuthBase {
    return this.webAuth;
  }

  get currentSession(): AuthSession | null {
    return this.session;
  }

  /** Starts an operation directly (a social button would). */
  start<T>(task: () => Promise<T>, options?: RunOptions): Promise<RunOutcome<T>> {
    return this.run(task, options);
  }

  saveCredential(): Promise<boolean> {
    return this.lightForm.storeCredential();
  }

  protected override render(): TemplateResult {
    return html`<h2 part="title">${this.t('loginTitle')}</h2>
      ${this.renderError()} ${this.renderFormSlot()}
      ${this.status === Status.DONE ? html`<p part="done">${this.t('loginDone')}</p>` : nothing}`;
  }

  protected override renderForm(): unknown {
    return html`${this.textField({
      name: 'email',
      label: this.t('email'),
      type: 'email',
      autocomplete: 'username',
    })}
    ${this.textField({
      name: 'password',
      label: this.t('password'),
      type: 'password',
      autocomplete: 'current-password',
    })}
    ${this.submitButton(this.t('loginSubmit'), this.t('loginPending'))}`;
  }

  protected override get formLabel(): string {
    return this.t('loginTitle');
  }

  protected override handleSubmit(data: FormData): void {
    this.submissions += 1;
    void this.run(() => this.task(data), this.runOptions).then((result) => {
      if (result.outcome === 'success') this.emit('test-auth-done', { value: result.value });
    });
  }
}
customElements.define('test-auth-login', TestLogin);

/** Provides the configuration (and a session) context, like <auth-provider>. */
class TestProvider extends LitElement {
  @property({ attribute: false }) config: PartialAuthConfig = {};
  @property({ attribute: false }) session: AuthSession | null = null;

  readonly #configProvider = new ContextProvider(this, { context: authConfigContext });
  readonly #sessionProvider = new ContextProvider(this, { context: authSessionContext });

  protected override willUpdate(): void {
    this.#configProvider.setValue(this.config);
    this.#sessionProvider.setValue(this.session);
  }

  protected override render(): TemplateResult {
    return html`<slot></slot>`;
  }
}
customElements.define('test-auth-provider', TestProvider);

/** An app component that renders the element inside its own shadow root. */
class TestShell extends LitElement {
  protected override render(): TemplateResult {
    return html`<test-auth-login audience="shell-api"></test-auth-login>`;
  }

  get login(): TestLogin {
    return this.shadowRoot?.querySelector('test-auth-login') as TestLogin;
  }
}
customElements.define('test-auth-shell', TestShell);

const inputs = (el: TestLogin) => ({
  email: el.querySelector('input[name="email"]') as HTMLInputElement,
  password: el.querySelector('input[name="password"]') as HTMLInputElement,
  submit: el.querySelector('button[type="submit"]') as HTMLButtonElement,
  form: el.querySelector('form') as HTMLFormElement,
});

const errorRegion = (el: TestLogin): HTMLElement =>
  el.shadowRoot?.querySelector('[part~="error"]') as HTMLElement;

/**
 * A fixture whose root is a plain element holding several test elements. `fixture()` would wait for
 * an animation frame on a plain root, which a background test page may never get; wait for the
 * elements' own updates instead.
 */
async function groupFixture(template: TemplateResult): Promise<HTMLElement> {
  const container = fixtureSync<HTMLElement>(template);
  await Promise.all(
    [...container.querySelectorAll<TestLogin>('test-auth-login')].map((el) => el.updateComplete),
  );
  return container;
}

async function loginFixture(): Promise<TestLogin> {
  return fixture<TestLogin>(
    html`<test-auth-login domain="tenant.example.com" client-id="abc"></test-auth-login>`,
  );
}

/** Fills the form and submits it the way a user does (Enter in the password field). */
async function submitByEnter(
  el: TestLogin,
  email = 'user@example.com',
  password = 'hunter22',
): Promise<void> {
  const { email: emailInput, password: passwordInput } = inputs(el);
  emailInput.focus();
  await sendKeys({ type: email });
  passwordInput.focus();
  await sendKeys({ type: password });
  await sendKeys({ press: 'Enter' });
  await elementUpdated(el);
}

describe('AuthElement', () => {
  afterEach(() => {
    sinon.restore();
    clearWebAuthClients();
    clearLanguages();
  });

  describe('configuration', () => {
    it('reads every configuration attribute', async () => {
      const el = await fixture<TestLogin>(
        html`<test-auth-login
          domain="tenant.example.com"
          client-id="abc"
          redirect-uri="https://app.example.com/callback"
          audience="https://api.example.com"
          scope="openid email"
          response-type="code"
          response-mode="query"
          connection="Username-Password-Authentication"
        ></test-auth-login>`,
      );
      expect(el.resolvedConfig).to.deep.equal({
        domain: 'tenant.example.com',
        clientID: 'abc',
        redirectUri: 'https://app.example.com/callback',
        audience: 'https://api.example.com',
        scope: 'openid email',
        responseType: 'code',
        responseMode: 'query',
        connection: 'Username-Password-Authentication',
      });
    });

    it('inherits the provider configuration across a shadow root, its own attributes winning', async () => {
      const provider = await fixture<TestProvider>(
        html`<test-auth-provider
          .config=${{ domain: 'provider.example.com', clientID: 'from-provider', audience: 'provider-api' }}
          ><test-auth-shell></test-auth-shell
        ></test-auth-provider>`,
      );
      const shell = provider.querySelector('test-auth-shell') as TestShell;
      await elementUpdated(shell);
      const el = shell.login;
      expect(el.getRootNode()).to.equal(shell.shadowRoot);
      expect(el.resolvedConfig).to.deep.equal({
        domain: 'provider.example.com',
        clientID: 'from-provider',
        audience: 'shell-api',
      });

      provider.config = { domain: 'next.example.com', clientID: 'next' };
      await elementUpdated(provider);
      await elementUpdated(el);
      expect(el.resolvedConfig).to.deep.equal({
        domain: 'next.example.com',
        clientID: 'next',
        audience: 'shell-api',
      });
    });

    it('lets an empty attribute fall back to the provider', async () => {
      const provider = await fixture<TestProvider>(
        html`<test-auth-provider .config=${{ domain: 'provider.example.com', clientID: 'p', scope: 'openid' }}
          ><test-auth-login scope="" client-id="own"></test-auth-login
        ></test-auth-provider>`,
      );
      const el = provider.querySelector('test-auth-login') as TestLogin;
      expect(el.resolvedConfig).to.deep.equal({
        domain: 'provider.example.com',
        clientID: 'own',
        scope: 'openid',
      });
    });

    it('forgets the provider values when moved out of the provider', async () => {
      const provider = await fixture<TestProvider>(
        html`<test-auth-provider .config=${{ domain: 'provider.example.com', clientID: 'p' }}
          ><test-auth-login audience="own"></test-auth-login
        ></test-auth-provider>`,
      );
      const el = provider.querySelector('test-auth-login') as TestLogin;
      expect(el.resolvedConfig.domain).to.equal('provider.example.com');
      provider.after(el);
      expect(el.resolvedConfig).to.deep.equal({ audience: 'own' });
      provider.append(el);
      expect(el.resolvedConfig.domain).to.equal('provider.example.com');
    });

    it('receives the session from the provider', async () => {
      const session: AuthSession = {
        user: { sub: 'auth0|1', email: 'user@example.com' },
        authResult: {
          accessToken: 'at',
          idToken: null,
          idTokenPayload: null,
          appState: null,
          refreshToken: null,
          state: null,
          expiresIn: 3600,
          tokenType: 'Bearer',
          scope: null,
        },
      };
      const provider = await fixture<TestProvider>(
        html`<test-auth-provider .session=${session}
          ><test-auth-login></test-auth-login
        ></test-auth-provider>`,
      );
      const el = provider.querySelector('test-auth-login') as TestLogin;
      expect(el.currentSession).to.equal(session);
      provider.session = null;
      await elementUpdated(provider);
      expect(el.currentSession).to.equal(null);
    });

    it('shares one WebAuth between elements with the same configuration', async () => {
      const container = await groupFixture(
        html`<div>
          <test-auth-login domain="tenant.example.com" client-id="abc" connection="a"></test-auth-login>
          <test-auth-login
            domain="https://tenant.example.com"
            client-id="abc"
            connection="b"
          ></test-auth-login>
          <test-auth-login domain="tenant.example.com" client-id="abc" audience="api"></test-auth-login>
        </div>`,
      );
      const [first, second, third] = [...container.querySelectorAll<TestLogin>('test-auth-login')] as [
        TestLogin,
        TestLogin,
        TestLogin,
      ];
      expect(first.client).to.equal(second.client);
      expect(first.client).to.equal(getWebAuth({ domain: 'tenant.example.com', clientID: 'abc' }));
      expect(third.client).not.to.equal(first.client);
    });

    it('shows a failure (not a throw) when the configuration is incomplete', async () => {
      const consoleError = sinon.stub(console, 'error');
      const el = await fixture<TestLogin>(html`<test-auth-login client-id="abc"></test-auth-login>`);
      const outcome = await el.start(async () => el.client);
      expect(outcome.outcome).to.equal('error');
      expect(el.currentStatus).to.equal('error');
      expect(errorRegion(el).textContent).to.equal(englishStrings.errors.misconfigured);
      expect(consoleError.calledOnce).to.equal(true);
      expect(String(consoleError.firstCall.args[0])).to.contain('"domain"');
    });
  });

  describe('light-DOM form', () => {
    it('puts the inputs in the light DOM with their autocomplete tokens', async () => {
      const el = await loginFixture();
      const password = el.querySelector('input[autocomplete="current-password"]') as HTMLInputElement;
      const email = el.querySelector('input[autocomplete="username"]') as HTMLInputElement;
      expect(password).not.to.equal(null);
      expect(email).not.to.equal(null);
      expect(password.getRootNode()).to.equal(document);
      expect(password.type).to.equal('password');
      expect(email.type).to.equal('email');
      const form = password.form as HTMLFormElement;
      expect(form.parentElement).to.equal(el);
      expect(form.slot).to.equal('form');
      expect(form.assignedSlot?.getRootNode()).to.equal(el.shadowRoot);
      expect(el.shadowRoot?.querySelector('input')).to.equal(null);
      const label = el.querySelector(`label[for="${password.id}"]`);
      expect(label?.textContent).to.equal('Password');
      expect(form.getAttribute('aria-label')).to.equal('Log in');
    });

    it('gives each element document-unique ids', async () => {
      const container = await groupFixture(
        html`<div><test-auth-login></test-auth-login><test-auth-login></test-auth-login></div>`,
      );
      const ids = [...container.querySelectorAll('input')].map((input) => input.id);
      expect(new Set(ids).size).to.equal(4);
    });

    it('keeps what the user typed across re-renders', async () => {
      const el = await loginFixture();
      const { email } = inputs(el);
      email.focus();
      await sendKeys({ type: 'typed@example.com' });
      el.strings = { email: 'Your email' };
      await elementUpdated(el);
      expect(inputs(el).email).to.equal(email);
      expect(email.value).to.equal('typed@example.com');
      expect(el.querySelector(`label[for="${email.id}"]`)?.textContent).to.equal('Your email');
    });

    it('submits by Enter, with the form data, and ignores a second submission while pending', async () => {
      const el = await loginFixture();
      const seen: string[] = [];
      el.task = async (data) => {
        seen.push(`${String(data.get('email'))}:${String(data.get('password'))}`);
        return new Promise(() => {});
      };
      await submitByEnter(el);
      expect(seen).to.deep.equal(['user@example.com:hunter22']);
      inputs(el).form.requestSubmit();
      await sendKeys({ press: 'Enter' });
      expect(el.submissions).to.equal(1);
    });

    it('does not submit an invalid form (native validation)', async () => {
      const el = await loginFixture();
      inputs(el).form.requestSubmit();
      expect(el.submissions).to.equal(0);
    });

    it('stays usable inside another shadow root', async () => {
      const shell = await fixture<TestShell>(html`<test-auth-shell></test-auth-shell>`);
      const el = shell.login;
      await elementUpdated(el);
      const password = el.querySelector('input[autocomplete="current-password"]') as HTMLInputElement;
      expect(password.getRootNode()).to.equal(shell.shadowRoot);
      // The light-DOM stylesheet was adopted into that shadow root, so the input is styled.
      expect(getComputedStyle(password).borderTopStyle).to.equal('solid');
      expect(getComputedStyle(password).borderTopColor).to.equal('rgb(110, 119, 129)');
    });

    it('stores the credential where the Credential Management API exists', async () => {
      const el = await loginFixture();
      const { email, password } = inputs(el);
      email.value = 'user@example.com';
      password.value = 'hunter22';
      const store = sinon.stub(navigator.credentials, 'store').resolves(undefined);
      expect(await el.saveCredential()).to.equal(true);
      expect(store.calledOnce).to.equal(true);
      const credential = store.firstCall.args[0] as Credential & { password?: string };
      expect(credential.id).to.equal('user@example.com');
      expect(credential.password).to.equal('hunter22');
    });

    it('does not fail when storing the credential is refused', async () => {
      const el = await loginFixture();
      sinon.stub(navigator.credentials, 'store').rejects(new Error('refused'));
      expect(await el.saveCredential()).to.equal(false);
    });
  });

  describe('states', () => {
    it('idle: submit enabled, no progress, empty error region', async () => {
      const el = await loginFixture();
      const { submit, form } = inputs(el);
      expect(el.currentStatus).to.equal('idle');
      expect(submit.disabled).to.equal(false);
      expect(el.querySelector('[role="progressbar"]')).to.equal(null);
      expect(errorRegion(el).textContent).to.equal('');
      expect(getComputedStyle(errorRegion(el)).display).to.equal('none');
      expect(form.hasAttribute('aria-busy')).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('pending: submit disabled, a named progress indicator, aria-busy', async () => {
      const el = await loginFixture();
      await submitByEnter(el);
      const { submit, form } = inputs(el);
      expect(el.currentStatus).to.equal('pending');
      expect(submit.disabled).to.equal(true);
      const progress = submit.querySelector('[role="progressbar"]');
      expect(progress?.getAttribute('aria-label')).to.equal('Logging in…');
      expect(getComputedStyle(progress as Element).display).not.to.equal('none');
      expect(form.getAttribute('aria-busy')).to.equal('true');
      await expect(el).to.be.accessible();
    });

    it('error: the message for the code is announced, focus on the field at fault, values kept', async () => {
      const el = await loginFixture();
      const task = deferred();
      el.task = () => task.promise;
      await submitByEnter(el, 'user@example.com', 'wrong-password');
      inputs(el).email.focus();
      task.reject(authError('access_denied', 'Wrong email or password.'));
      await waitUntil(() => el.currentStatus === 'error');
      await el.updateComplete;
      const { email, password, submit } = inputs(el);
      const region = errorRegion(el);
      expect(region.getAttribute('role')).to.equal('alert');
      expect(region.textContent).to.equal(englishStrings.errors.access_denied);
      expect(getComputedStyle(region).display).not.to.equal('none');
      expect(document.activeElement).to.equal(password);
      expect(password.getAttribute('aria-invalid')).to.equal('true');
      expect(email.value).to.equal('user@example.com');
      expect(password.value).to.equal('wrong-password');
      expect(submit.disabled).to.equal(false);
      expect(el.querySelector('[role="progressbar"]')).to.equal(null);
      await expect(el).to.be.accessible();

      // Editing the field clears its mark; a new attempt clears the message.
      await sendKeys({ type: 'x' });
      expect(password.hasAttribute('aria-invalid')).to.equal(false);
      el.task = () => new Promise(() => {});
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(region.textContent).to.equal('');
    });

    it('error: focuses the field named by the run options', async () => {
      const el = await loginFixture();
      el.runOptions = { field: 'email' };
      el.task = () => Promise.reject(authError('user_exists'));
      await submitByEnter(el);
      await waitUntil(() => el.currentStatus === 'error');
      await el.updateComplete;
      expect(document.activeElement).to.equal(inputs(el).email);
      expect(errorRegion(el).textContent).to.equal(englishStrings.errors.user_exists);
    });

    it('error without a field: focus returns to the submit button', async () => {
      const el = await loginFixture();
      const task = deferred();
      const { email, password, submit } = inputs(el);
      email.value = 'user@example.com';
      password.value = 'pw';
      el.task = () => task.promise;
      submit.focus();
      submit.click();
      await el.updateComplete;
      expect(submit.disabled).to.equal(true);
      task.reject(authError('network_error'));
      await waitUntil(() => el.currentStatus === 'error');
      await el.updateComplete;
      expect(errorRegion(el).textContent).to.equal(englishStrings.errors.network_error);
      expect(document.activeElement).to.equal(submit);
    });

    it("error: shows the service's description only when the code has no message", async () => {
      const el = await loginFixture();
      await el.start(() => Promise.reject(authError('invalid_request', 'Missing parameter: email.')));
      expect(errorRegion(el).textContent).to.equal('Missing parameter: email.');
      await el.start(() => Promise.reject(authError('invalid_request', '')));
      expect(errorRegion(el).textContent).to.equal(englishStrings.errors.generic);
    });

    it("error: an error no transaction of this page matches (unverified) shows the elements' own words, never its description", async () => {
      const el = await loginFixture();
      const webAuth = new WebAuth({ domain: location.origin, clientID: 'c', responseType: 'token' });
      const hash = `#${new URLSearchParams({
        error: 'invalid_request',
        error_description: 'Call +1 555 0100 to restore your account',
        state: 'forged',
      })}`;
      await el.start(() => webAuth.parseHash({ hash }));
      expect(errorRegion(el).textContent).to.equal(englishStrings.errors.unverified);
      expect(errorRegion(el).textContent).not.to.contain('555');
      // The same from another copy of the library (an AuthError-like object).
      await el.start(() =>
        Promise.reject({ code: 'access_denied', description: 'Call +1 555 0100', unverified: true }),
      );
      expect(errorRegion(el).textContent).to.equal(englishStrings.errors.unverified);
      await expect(el).to.be.accessible();
    });

    it('done: pending then done, with the result', async () => {
      const el = await loginFixture();
      const task = deferred<string>();
      const outcome = el.start(() => task.promise);
      await el.updateComplete;
      expect(el.currentStatus).to.equal('pending');
      task.resolve('tokens');
      expect(await outcome).to.deep.equal({ outcome: 'success', value: 'tokens' });
      expect(el.currentStatus).to.equal('done');
      expect(el.shadowRoot?.querySelector('[part="done"]')?.textContent).to.equal('You are logged in.');
      expect(inputs(el).submit.disabled).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('settles to idle when asked (a step that leads to another form)', async () => {
      const el = await loginFixture();
      await el.start(() => Promise.resolve(), { successStatus: Status.IDLE });
      expect(el.currentStatus).to.equal('idle');
    });

    it("done by submission: emits the element's own typed event", async () => {
      const el = await loginFixture();
      el.task = () => Promise.resolve('tokens');
      const done = new Promise<CustomEvent<TestDoneDetail>>((resolve) =>
        document.addEventListener('test-auth-done', resolve, { once: true }),
      );
      await submitByEnter(el);
      const event = await done;
      expect(event.detail.value).to.equal('tokens');
      expect(event.composed).to.equal(true);
      expect(el.currentStatus).to.equal('done');
    });

    it('drops a stale result', async () => {
      const el = await loginFixture();
      const errors = sinon.spy();
      el.addEventListener('auth-error', errors);
      const first = deferred<string>();
      const second = deferred<string>();
      const firstOutcome = el.start(() => first.promise);
      const secondOutcome = el.start(() => second.promise);

      first.reject(authError('access_denied'));
      expect(await firstOutcome).to.deep.equal({ outcome: 'stale' });
      await el.updateComplete;
      expect(el.currentStatus).to.equal('pending');
      expect(errorRegion(el).textContent).to.equal('');
      expect(errors.called).to.equal(false);

      second.resolve('fresh');
      expect(await secondOutcome).to.deep.equal({ outcome: 'success', value: 'fresh' });
      expect(el.currentStatus).to.equal('done');
    });

    it('drops a stale success too', async () => {
      const el = await loginFixture();
      const first = deferred<string>();
      const firstOutcome = el.start(() => first.promise);
      const secondOutcome = el.start(() => Promise.reject(authError('timeout')));
      expect((await secondOutcome).outcome).to.equal('error');
      first.resolve('late');
      expect(await firstOutcome).to.deep.equal({ outcome: 'stale' });
      expect(el.currentStatus).to.equal('error');
    });

    it('never rejects, whatever the task throws', async () => {
      const consoleError = sinon.stub(console, 'error');
      const el = await loginFixture();
      const outcome = await el.start(() => {
        throw new Error('bug');
      });
      expect(outcome.outcome).to.equal('error');
      if (outcome.outcome === 'error') expect(outcome.error.code).to.equal('request_error');
      expect(consoleError.calledOnce).to.equal(true);
    });
  });

  describe('auth-error event', () => {
    it('bubbles out of a shadow root (composed) with the error', async () => {
      const shell = await fixture<TestShell>(html`<test-auth-shell></test-auth-shell>`);
      const el = shell.login;
      const received: CustomEvent[] = [];
      const listener = (event: CustomEvent): void => {
        received.push(event);
      };
      document.addEventListener('auth-error', listener);
      try {
        const error = authError('blocked_user', 'User is blocked.');
        await el.start(() => Promise.reject(error));
        expect(received).to.have.length(1);
        const [event] = received as [CustomEvent<{ error: AuthError }>];
        expect(event.bubbles).to.equal(true);
        expect(event.composed).to.equal(true);
        expect(event.target).to.equal(shell);
        expect(event.detail.error).to.equal(error);
        expect(event.detail.error.code).to.equal('blocked_user');
        expect(event.detail.error.description).to.equal('User is blocked.');
      } finally {
        document.removeEventListener('auth-error', listener);
      }
    });

    it('carries an AuthError even when the task threw something else', async () => {
      sinon.stub(console, 'error');
      const el = await loginFixture();
      const listener = sinon.spy();
      el.addEventListener('auth-error', listener);
      await el.start(() => Promise.reject(new TypeError('oops')));
      const event = listener.firstCall.args[0] as CustomEvent<{ error: AuthError }>;
      expect(event.detail.error).to.be.instanceOf(AuthError);
      expect(event.detail.error.code).to.equal('request_error');
      expect(event.detail.error.description).to.equal('oops');
    });
  });

  describe('strings', () => {
    it('applies per-element overrides, including error messages', async () => {
      const el = await fixture<TestLogin>(
        html`<test-auth-login
          .strings=${{ loginSubmit: 'Sign in', errors: { access_denied: 'That did not work.' } }}
        ></test-auth-login>`,
      );
      expect(inputs(el).submit.textContent?.trim()).to.equal('Sign in');
      await el.start(() => Promise.reject(authError('access_denied')));
      expect(errorRegion(el).textContent).to.equal('That did not work.');
      // Other texts keep their English defaults.
      expect(el.shadowRoot?.querySelector('[part="title"]')?.textContent).to.equal('Log in');
    });

    it('loads a registered language for its lang and lets overrides win', async () => {
      registerLanguage('fr', async () => ({ loginSubmit: 'Se connecter', loginTitle: 'Connexion' }));
      const el = await fixture<TestLogin>(
        html`<test-auth-login lang="fr" .strings=${{ loginTitle: 'Bienvenue' }}></test-auth-login>`,
      );
      await waitUntil(() => inputs(el).submit.textContent?.trim() === 'Se connecter');
      expect(el.shadowRoot?.querySelector('[part="title"]')?.textContent).to.equal('Bienvenue');

      el.lang = 'en';
      await waitUntil(() => inputs(el).submit.textContent?.trim() === 'Log in');
    });

    it('stays in English when a language fails to load', async () => {
      const warn = sinon.stub(console, 'warn');
      registerLanguage('de', () => Promise.reject(new Error('offline')));
      const el = await fixture<TestLogin>(html`<test-auth-login lang="de"></test-auth-login>`);
      await waitUntil(() => warn.called);
      expect(inputs(el).submit.textContent?.trim()).to.equal('Log in');
    });
  });

  describe('theming', () => {
    it('the --auth-* properties style the light-DOM inputs and the shadow parts', async () => {
      const el = await loginFixture();
      const { password, submit } = inputs(el);
      expect(getComputedStyle(password).borderTopColor).to.equal('rgb(110, 119, 129)');

      // Set where a page would: on an ancestor (here the element itself).
      el.style.setProperty('--auth-color-border', 'rgb(1, 2, 3)');
      el.style.setProperty('--auth-color-primary', 'rgb(4, 5, 6)');
      el.style.setProperty('--auth-color-error-background', 'rgb(7, 8, 9)');
      el.style.setProperty('--auth-radius', '3px');
      await el.start(() => Promise.reject(authError('timeout')));
      expect(getComputedStyle(password).borderTopColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(password).borderTopLeftRadius).to.equal('3px');
      expect(getComputedStyle(submit).backgroundColor).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(errorRegion(el)).backgroundColor).to.equal('rgb(7, 8, 9)');
    });

    it('inherits tokens set on an ancestor, and a page rule overrides the light-DOM defaults', async () => {
      const wrapper = await groupFixture(
        html`<div>
          <style>
            .brand {
              --auth-color-primary: rgb(10, 20, 30);
            }
            .brand input {
              border-top-color: rgb(40, 50, 60);
            }
          </style>
          <div class="brand"><test-auth-login></test-auth-login></div>
        </div>`,
      );
      const el = wrapper.querySelector('test-auth-login') as TestLogin;
      await el.updateComplete;
      const { password, submit } = inputs(el);
      expect(getComputedStyle(submit).backgroundColor).to.equal('rgb(10, 20, 30)');
      expect(getComputedStyle(password).borderTopColor).to.equal('rgb(40, 50, 60)');
    });

    it('switches the defaults with theme="dark" and stays accessible', async () => {
      const el = await fixture<TestLogin>(html`<test-auth-login theme="dark"></test-auth-login>`);
      expect(getComputedStyle(el).backgroundColor).to.equal('rgb(30, 31, 34)');
      expect(getComputedStyle(inputs(el).submit).backgroundColor).to.equal('rgb(168, 199, 250)');
      await el.start(() => Promise.reject(authError('access_denied')));
      await expect(el).to.be.accessible();
    });

    it('adopts the light-DOM stylesheet once per root', async () => {
      await groupFixture(
        html`<div><test-auth-login></test-auth-login><test-auth-login></test-auth-login></div>`,
      );
      const sheets = document.adoptedStyleSheets;
      expect(new Set(sheets).size).to.equal(sheets.length);
    });
  });
});
