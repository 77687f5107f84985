// <auth-login>: the class (log in with a password or a social connection, in the page, a popup or by
// redirect; links to sign-up and password reset). No side effects: auth-login.ts registers the tag.
import { html, nothing } from 'lit';
import type { CSSResult, CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AuthError, AuthResult } from '../../core/index.js';
import { DEFAULT_SCOPE } from '../../core/lib/authorize-params.js';
import { leavingPage } from '../../core/lib/navigate.js';
import { Status } from '../../internal/auth-element.js';
import { successDetail } from '../../internal/events.js';
import { loadPasskeyUi, loadPopupLogin } from '../../internal/chunks.js';
import { detectEnterprise } from '../../internal/enterprise-detect.js';
import type { EnterpriseConnection, EnterpriseDetector } from '../../internal/enterprise.js';
import { errorMessage } from '../../internal/i18n.js';
import { PasskeyLoader } from '../../internal/passkey-host.js';
import type { LoginPasskeys } from '../../internal/passkey-ui.js';
import type { PopupLogin } from './popup-login.js';
import { needsSecondFactor, orSecondFactor, SecondFactor } from '../../internal/second-factor.js';
import { SignInElement } from '../../internal/sign-in-element.js';
import { DEFAULT_DATABASE_CONNECTION } from '../../internal/config.js';
import { SocialIcons, socialIconStyles } from '../../internal/social-icons.js';
import { PasswordFieldController, passwordFieldStyles } from '../../internal/password-field.js';
import { BrandingController, brandingStyles } from '../../internal/branding.js';
import { hostStyles } from '../../internal/styles.js';
import { ViewLinks } from '../../internal/switch-view.js';
import { loginStyles } from './auth-login.styles.js';
import { renderSocialButtons, socialConnections } from './social-buttons.js';
import type { AuthShowViewEventDetail, LoginMode, PasskeyUpgrade, UsernameStyle } from './types.js';

export type { AuthShowViewEventDetail, LoginMode, PasskeyUpgrade, UsernameStyle } from './types.js';

/** The database connection used when none is configured. */
export const DEFAULT_LOGIN_CONNECTION = DEFAULT_DATABASE_CONNECTION;

/**
 * Log-in form: an e-mail (or username) and a password for a database connection, and buttons for
 * social connections.
 *
 * With `mode="embedded"` (default) the password goes to the service from the page
 * (`webAuth.login`), which then redirects to `/authorize` with a login ticket and back to the
 * redirect URI, where `<auth-provider>` finishes the result. `mode="redirect"` sends the user to the
 * service's own log-in page (`webAuth.authorize`); `mode="popup"` opens it in a popup
 * (`webAuth.popup.authorize`) and dispatches `auth-success` with the tokens. Social buttons
 * redirect, or use the popup in popup mode.
 *
 * The inputs live in a light-DOM `<form>` (so password managers see them); after a successful
 * embedded log-in the element offers the browser to save the credential.
 *
 * With `passkeys`, a "Sign in with a passkey" button comes first, the e-mail field offers the site's
 * passkeys in its autofill list (`autocomplete="username webauthn"`, a conditional request while the
 * form is shown), and after a password log-in the signed-in state offers to create a passkey
 * (`passkey-upgrade`). A passkey log-in ends like any other: `auth-success` with the tokens, which the
 * enclosing `<auth-provider>` takes as its session. Where passkeys cannot work (no WebAuthn, an insecure
 * page, an RP ID that does not fit the page) there is no button, and the console says why, once. The
 * passkey code is loaded only by an element that says `passkeys`.
 *
 * Enterprise sign-in: when the e-mail typed (embedded mode) is at the domain of one of the client's
 * enterprise connections (its `domain` or an alias, lower-cased, exactly: no sub-domains), the password field
 * and the "Forgot your password?" link go away (the company resets its passwords), a line says the company
 * signs the user in, and the button continues with the company (`/authorize` with `connection` and
 * `login_hint`); the address bar keeps the e-mail for coming back. The connections come from the service's
 * client information (`/client/{clientID}.js`, read as data, once, when the e-mail field is first focused),
 * or from the `enterpriseConnections` property where a Content Security Policy forbids that request; those
 * with `show_as_button` are buttons beside the social ones. With an `organization` the client information
 * cannot say which count: give the property, or let the service's page (`mode="redirect"`) decide.
 *
 * A second factor: in every mode the password goes through the service's `/authorize`, whose own page
 * asks for the code, so the element has nothing to do. Where a request the element makes itself answers
 * `mfa_required` (a passkey's grant), the element shows a code step in place of the form (an
 * authenticator app's code, or a recovery code; its code is loaded only then), and after it the same
 * `auth-success` as any log-in. `completeSecondFactor(error)` shows it for such an error.
 *
 * @summary Log in with an e-mail or username and a password, or a social account.
 *
 * @event auth-success - Popup mode, a passkey, or after the second-factor step: the user signed in. `detail: { authResult, organization }` (`organization`: `{ id, name? }` from the ID token, or null).
 * @event auth-passkey-created - With `passkeys`: the user created a passkey from the offer after a password log-in (or the browser did, without a prompt, with `passkey-upgrade="auto"`). `detail: { passkey }` (the My Account API's passkey).
 * @event auth-error - Log-in failed; the message is shown in the element. `detail: { error: AuthError }`.
 * @event auth-show-signup - The user chose "Sign up". Cancelable; by default the element hides itself and shows a sibling `<auth-signup>` (else goes to `signup-url` with a `login_hint`, else creates an `<auth-signup>` beside itself when that tag is defined; with none of these the link is not rendered). `detail: { email }`, carried into the next form.
 * @event auth-show-forgot-password - The user chose "Forgot your password?". Cancelable; by default the same as `auth-show-signup` for `<auth-change-password>` and `reset-url`. `detail: { email }`.
 *
 * @slot form - Filled by the element with its light-DOM form (inputs `email` or `username`, and `password`; in redirect and popup modes only the submit button).
 *
 * @slot logo - A logo above the title (an `<img>` with its own `alt`, or an `<svg>`); wins over `logo-url`.
 * @slot heading - The title's text, instead of the element's own.
 *
 * @csspart title - The heading.
 * @csspart logo - The box of the logo, above the title (hidden without a logo).
 * @csspart logo-image - The image of `logo-url`.
 * @csspart error - The error message region (`role="alert"`).
 * @csspart social - The group of social buttons.
 * @csspart social-button - Each social button (also `social-button-<connection>`).
 * @csspart separator - The "or" line between the social buttons and the form.
 * @csspart status - The confirmation after a popup log-in (`role="status"`).
 * @csspart links - The links under the form.
 * @csspart forgot-password-link - The "Forgot your password?" button.
 * @csspart signup-link - The "Sign up" button.
 * @csspart mfa-step - The second-factor step, in place of the form (its message region also has the part `error`).
 * @csspart mfa-intro - The step's explanation.
 * @csspart mfa-error - The step's message region (`role="alert"`): a wrong code, an expired step, too many attempts.
 * @csspart mfa-form - The step's form.
 * @csspart mfa-input - The code field (`autocomplete="one-time-code"`), or the recovery-code field.
 * @csspart mfa-switch-button - "Use a recovery code instead" (and back).
 * @csspart mfa-restart-button - "Start again", after an expired step or too many attempts.
 * @csspart mfa-new-recovery-title - The heading over a new recovery code.
 * @csspart mfa-recovery-code - The new recovery code, shown once after a recovery code was used.
 * @csspart mfa-copy-button - Copies the new recovery code.
 * @csspart mfa-copy-status - Says whether it was copied (`role="status"`).
 * @csspart mfa-saved-button - "I saved it": finishes the sign-in.
 * @csspart passkey - With `passkeys`: the box of the passkey button, above the form.
 * @csspart passkey-button - The "Sign in with a passkey" button.
 * @csspart passkey-icon - The passkey mark in a passkey button.
 * @csspart passkey-help - After a passkey attempt found none: the line offering the password.
 * @csspart use-password - Its "Use your password" button (focuses the password field).
 * @csspart passkey-upgrade - In the signed-in state: the offer to create a passkey.
 * @csspart passkey-upgrade-button - Its "Create a passkey" button.
 * @csspart passkey-not-now - Its "Not now" button (remembered on this device).
 * @csspart passkey-upgrade-error - Its error message (`role="alert"`).
 * @csspart passkey-created - The confirmation once the passkey exists (`role="status"`).
 *
 * Theme tokens: every `--auth-*` of src/internal/styles.ts (copied into the manifest entry).
 */
export class AuthLogin extends SignInElement {
  /** The links to the other views (log in, sign up, reset). */
  private readonly views = new ViewLinks(this, () => this.config);

  static override styles: CSSResultGroup = [hostStyles, brandingStyles, socialIconStyles, loginStyles];

  /** URL of a logo image shown above the title (attribute `logo-url`); content in the `logo` slot wins. */
  @property({ attribute: 'logo-url' }) logoUrl?: string;

  /** The title's text instead of the element's own (the `heading` slot wins over it). */
  @property() heading?: string;

  private readonly branding = new BrandingController(this);

  static override lightStyles: readonly CSSResult[] = [passwordFieldStyles];

  /** `embedded` (password sent from the page), `redirect` (the service's page) or `popup`. Default `embedded`. */
  @property() mode: LoginMode = 'embedded';

  /** `email` (an e-mail field) or `username` (a field for a username or an e-mail) (attribute `username-style`). Default `email`. */
  @property({ attribute: 'username-style' }) usernameStyle: UsernameStyle = 'email';

  /** Space-separated social connections, one button each (`google-oauth2 github`). Default none. */
  @property() social = '';

  /** Hides the "Sign up" link (attribute `no-signup`). */
  @property({ type: Boolean, attribute: 'no-signup' }) noSignup = false;

  /** Hides the "Forgot your password?" link (attribute `no-forgot-password`). */
  @property({ type: Boolean, attribute: 'no-forgot-password' }) noForgotPassword = false;

  /**
   * Offer passkeys: the "Sign in with a passkey" button, autofill in the e-mail field, and the offer to
   * create one after a password log-in. Its code is loaded only then.
   */
  @property({ type: Boolean }) passkeys = false;

  /**
   * With `passkeys`, after a password log-in when the user has no passkey yet (attribute
   * `passkey-upgrade`): `offer` (default) shows the offer to create one; `auto` creates one without a
   * prompt where the browser can (conditional creation), else shows the offer; `off` never.
   */
  @property({ attribute: 'passkey-upgrade' }) passkeyUpgrade: PasskeyUpgrade = 'offer';

  /**
   * The client's enterprise connections (`[{ name, display_name?, domains: [...], show_as_button? }]`), given
   * by the page where its Content Security Policy forbids reading the service's client information; then
   * nothing is loaded. Not an attribute.
   */
  @property({ attribute: false }) enterpriseConnections?: readonly EnterpriseConnection[];

  /** The enterprise connection the typed e-mail's domain picks. */
  @state() private enterprise: EnterpriseDetector | undefined;

  constructor() {
    super();
    detectEnterprise(
      this,
      {
        field: () => this.identifierField,
        active: () => this.currentMode === 'embedded',
        webAuth: () => this.webAuth,
        given: () => this.enterpriseConnections,
        organization: () => this.config.organization,
      },
      (detector) => (this.enterprise = detector),
    );
  }

  /** The passkey UI, once loaded. */
  @state() private passkeyUi: LoginPasskeys | undefined;

  private readonly passkeyLoader = new PasskeyLoader(this, loadPasskeyUi, ({ LoginPasskeys }) => {
    this.passkeyUi = new LoginPasskeys(this, {
      enabled: () => this.passkeys,
      webAuth: () => this.webAuth,
      config: () => this.config,
      realm: () => this.databaseConnection,
      t: (key) => this.t(key),
      message: (error: AuthError) => errorMessage(error, this.localized),
      // A passkey's grant answered `mfa_required` goes on to the step (whose run makes this one stale).
      run: (task, options) =>
        this.run(
          orSecondFactor(task, (error) => this.completeSecondFactor(error)),
          options,
        ),
      emit: (name, detail) => this.emit(name, detail),
      form: this.lightForm,
      pending: () => this.status === Status.PENDING,
      formShown: () => !this.showsSignedIn,
      session: () => this.session,
      upgrade: () => this.passkeyUpgrade,
    });
  });

  private readonly passwordField = new PasswordFieldController(this, (key) => this.t(key));
  private readonly socialIcons = new SocialIcons(this);
  /** `mode="popup"`'s log-in, once loaded. */
  private popupLogin: PopupLogin | undefined;

  /** The second-factor step, in place of the form while it is shown. */
  private readonly secondFactor = new SecondFactor(this, {
    webAuth: () => this.webAuth,
    strings: () => this.localized,
    idPrefix: this.lightForm.id('step'),
    failed: (error) => this.emit('auth-error', { error }),
    run: (task, options) => this.run(task, options),
  });

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.passkeyLoader.update(this.passkeys);
    // The popup's code, ready before the first click (a failure shows at that click, tried again).
    if (this.currentMode === 'popup' && !this.popupLogin) {
      loadPopupLogin().then(
        ({ popupLogin }) => (this.popupLogin = popupLogin),
        () => undefined,
      );
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    globalThis.addEventListener('pageshow', this.onPageShow);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    globalThis.removeEventListener('pageshow', this.onPageShow);
  }

  /**
   * Completes a sign-in answered `mfa_required` (an `AuthError` with an `mfaToken`) to a request this
   * element made (a passkey's grant): the second-factor step in place of the form, then `auth-success`
   * like any log-in, resolving with its AuthResult; `null` after "Start again" or a failed download (shown,
   * and an `auth-error`). A TypeError for any other error.
   */
  async completeSecondFactor(error: AuthError): Promise<AuthResult | null> {
    if (!needsSecondFactor(error)) {
      throw new TypeError('completeSecondFactor(error) needs the AuthError "mfa_required" with its mfaToken');
    }
    const outcome = await this.secondFactor.show(error);
    // `null`: not loaded, or a newer step replaced this one.
    if (outcome === null || outcome === 'cancel') return null;
    if (outcome === 'restart') {
      // "Start again": the form, as the user left it.
      this.reset();
      await this.updateComplete;
      this.lightForm.form?.querySelector<HTMLElement>('input, button')?.focus();
      return null;
    }
    this.status = Status.DONE;
    this.emit('auth-success', successDetail(outcome));
    void this.focusStatus();
    return outcome;
  }

  private get identifierField(): UsernameStyle {
    return this.usernameStyle === 'username' ? 'username' : 'email';
  }

  private get currentMode(): LoginMode {
    return this.mode === 'redirect' || this.mode === 'popup' ? this.mode : 'embedded';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // "Wrong username or password." when the user may have typed a username.
    this.errorScope = this.identifierField === 'username' ? 'username' : '';
  }

  protected override joinsInvitations = true;

  protected override render(): TemplateResult {
    const join = this.renderJoin();
    if (join) return join;
    if (this.secondFactor.active) {
      return html`${this.branding.render({ text: this.t('mfaTitle'), logoUrl: this.logoUrl })}
      ${this.secondFactor.render()}`;
    }
    if (this.showsSignedIn) return html`${this.renderSignedIn()}${this.passkeyUi?.renderUpgrade()}`;
    const buttons = (this.enterpriseConnections ?? this.enterprise?.connections ?? []).filter(
      (c) => c.show_as_button,
    );
    const social = [...socialConnections(this.social), ...buttons.map((c) => c.name)];
    // The passkey button comes first; one "or" line parts the other ways from the form.
    const passkey = this.passkeyUi?.render() ?? nothing;
    return html`${this.branding.render({ text: this.t('loginTitle'), heading: this.heading, logoUrl: this.logoUrl })}
    ${this.renderError()} ${passkey}
    ${renderSocialButtons(social, (key, values) => this.t(key, values), this.status === Status.PENDING, this.onSocialClick, this.socialIcons.icon, Object.fromEntries(buttons.map((c) => [c.name, c.display_name ?? c.name])))}
    ${social.length > 0 || passkey !== nothing ? html`<div part="separator">${this.t('or')}</div>` : nothing}
    ${this.renderFormSlot()}
    ${
      this.status === Status.DONE
        ? html`<p part="status" role="status" tabindex="-1">${this.t('loginDone')}</p>`
        : nothing
    }
    ${this.renderLinks()}`;
  }

  private renderLinks(): TemplateResult | typeof nothing {
    // A link is rendered only when it leads somewhere (a sibling, a configured page, a view to create);
    // no password reset for an e-mail at a company's domain (the company resets its passwords).
    const forgot = !this.noForgotPassword && !this.enterprise?.company && this.views.can('reset');
    const signup = !this.noSignup && this.views.can('signup');
    if (!forgot && !signup) return nothing;
    return html`<div part="links">
      ${
        !forgot
          ? nothing
          : html`<p>
              <button
                type="button"
                class="auth-link"
                part="forgot-password-link"
                @click=${this.onShowForgotPassword}
              >
                ${this.t('forgotPassword')}
              </button>
            </p>`
      }
      ${
        !signup
          ? nothing
          : html`<p>
              ${this.t('noAccount')}
              <button type="button" class="auth-link" part="signup-link" @click=${this.onShowSignup}>
                ${this.t('signupLink')}
              </button>
            </p>`
      }
    </div>`;
  }

  protected override renderForm(): unknown {
    if (this.showsSignedIn) return nothing;
    const mode = this.currentMode;
    if (mode === 'popup') return this.submitButton(this.t('loginSubmit'), this.t('loginPopupPending'));
    if (mode === 'redirect') return this.submitButton(this.t('loginSubmit'), this.t('loginRedirecting'));
    const byEmail = this.identifierField === 'email';
    const company = this.enterprise?.company;
    // `username` (not `email`) is the token password managers and PasswordCredential look for.
    return html`${this.textField({
        name: this.identifierField,
        label: byEmail ? this.t('email') : this.t('emailOrUsername'),
        type: byEmail ? 'email' : 'text',
        inputmode: byEmail ? 'email' : undefined,
        autocomplete: this.passkeyUi?.autocomplete ?? 'username',
        value: this.initialEmail,
      })}
      <p class="auth-hint auth-enterprise" aria-live="polite">
        ${company ? this.t('enterpriseNotice') : nothing}
      </p>
      ${
        company
          ? this.submitButton(
              this.t('continueWith', { provider: company.display_name ?? company.name }),
              this.t('loginRedirecting'),
            )
          : html`${this.passwordField.render({
              id: this.lightForm.id('password'),
              name: 'password',
              label: this.t('password'),
              autocomplete: 'current-password',
            })}
            ${this.submitButton(this.t('loginSubmit'), this.t('loginPending'))}`
      }`;
  }

  protected override get formLabel(): string {
    return this.t('loginTitle');
  }

  protected override handleSubmit(data: FormData): void {
    const mode = this.currentMode;
    if (mode === 'popup') {
      this.loginWithPopup(this.databaseConnection);
      return;
    }
    if (mode === 'redirect') {
      this.loginWithRedirect(this.databaseConnection);
      return;
    }
    const field = this.identifierField;
    const identifier = String(data.get(field) ?? '').trim();
    const enterprise = this.enterprise;
    if (enterprise?.company) {
      void this.run(() => enterprise.redirect(identifier));
      return;
    }
    const password = String(data.get('password') ?? '');
    const realm = this.databaseConnection;
    const ui = this.passkeyUi;
    void this.run(async () => {
      const credentials = field === 'email' ? { email: identifier } : { username: identifier };
      // With the passkey upgrade, the log-in also asks for the My Account scopes it needs afterwards.
      const scope = ui?.loginScope(this.config.scope ?? DEFAULT_SCOPE);
      await this.webAuth.login({ ...credentials, password, realm, ...(scope ? { scope } : {}) });
      // login() has just started the redirect to /authorize with the ticket: the credential was
      // right. Offer it to the browser now, in the same task, before the page unloads.
      void this.lightForm.storeCredential();
      return leavingPage();
    });
  }

  /**
   * Opens the popup. Called synchronously from the click (or Enter) handler: browsers open a window only
   * during the user's activation. The popup's code was loaded when the element first rendered in popup
   * mode, so it runs in the click's task (else, still loading, once it arrives).
   */
  private loginWithPopup(connection: string): void {
    const ready = this.popupLogin;
    void this.run((): Promise<AuthResult> =>
      ready
        ? ready(this.webAuth, connection)
        : loadPopupLogin().then(({ popupLogin }) => popupLogin(this.webAuth, connection)),
    ).then((result) => {
      if (result.outcome === 'success') this.emit('auth-success', successDetail(result.value));
    });
  }

  private loginWithRedirect(connection: string): void {
    void this.run(async () => {
      this.webAuth.authorize({ connection });
      return leavingPage();
    });
  }

  private readonly onSocialClick = (event: Event): void => {
    if (this.status === Status.PENDING) return;
    const connection = (event.currentTarget as HTMLElement).dataset['connection'];
    if (!connection) return;
    if (this.currentMode === 'popup') this.loginWithPopup(connection);
    else this.loginWithRedirect(connection);
  };

  private readonly onShowSignup = (): void => {
    this.views.show('auth-show-signup', { email: this.typedEmail() }, 'signup');
  };

  private readonly onShowForgotPassword = (): void => {
    this.views.show('auth-show-forgot-password', { email: this.typedEmail() }, 'reset');
  };

  /** The e-mail the user typed, if what they typed looks like one. */
  private typedEmail(): string {
    const typed = this.lightForm.value(this.identifierField).trim();
    return typed.includes('@') ? typed : '';
  }

  /** Back from the back/forward cache after a redirect: the form is usable again. */
  private readonly onPageShow = (event: PageTransitionEvent): void => {
    if (event.persisted && this.status === Status.PENDING) this.reset();
  };
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-show-signup': AuthShowViewEventDetail;
    'auth-show-forgot-password': AuthShowViewEventDetail;
  }
}
