// <auth-signup>: the class (the sign-up form, its extra metadata fields, logging in afterwards; the
// password policy's rules are in password-policy.ts). No side effects: auth-signup.ts registers the tag.
import { html, nothing } from 'lit';
import type { CSSResult, CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AuthError } from '../../core/index.js';
import type { SignupOptions, SignupResult } from '../../core/types.js';
import { Status, asAuthError } from '../../internal/auth-element.js';
import { SignInElement } from '../../internal/sign-in-element.js';
import { loadPasskeySignup } from '../../internal/chunks.js';
import { PasskeyLoader } from '../../internal/passkey-host.js';
import type { SignupPasskeys } from '../../internal/passkey-signup.js';
import { errorMessage } from '../../internal/i18n.js';
import { formText } from '../../internal/light-form.js';
import { PasswordFieldController, passwordFieldStyles } from '../../internal/password-field.js';
import { BrandingController, brandingStyles } from '../../internal/branding.js';
import { confirmationStyles, hostStyles } from '../../internal/styles.js';
import { ViewLinks } from '../../internal/switch-view.js';
import { detectEnterprise } from '../../internal/enterprise-detect.js';
import type { EnterpriseConnection, EnterpriseDetector } from '../../internal/enterprise.js';
import { signupLightStyles, signupStyles } from './auth-signup.styles.js';
import {
  CHARACTER_CLASSES,
  checkPasswordPolicy,
  DEFAULT_PASSWORD_POLICY,
  POLICY_ERRORS,
  policyFromError,
  strictestPolicy,
} from './password-policy.js';
import type { PasswordPolicy } from './password-policy.js';
import { METADATA_PREFIX, parseMetadataFields, serializeMetadataFields } from './signup-metadata.js';
import type { SignupMetadataField } from './signup-metadata.js';

export type { SignupMetadataField } from './signup-metadata.js';

/** Detail of `auth-signup`: the user the service created. */
export interface AuthSignupEventDetail {
  /** The service's answer: `{ _id, email, email_verified, username? }`. */
  user: SignupResult;
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-signup': AuthSignupEventDetail;
  }
}

/**
 * Sign-up form for a database connection: e-mail, password (with the connection's policy shown as a
 * live checklist), a username when the connection requires one, and optional extra fields saved as
 * `user_metadata`. Can log the new user in right away.
 *
 * An e-mail at the domain of one of the client's enterprise connections (as `<auth-login>` matches it) has no
 * password account to create: the form says such addresses sign in with their company, and its button
 * continues with the company's sign-in (`/authorize` with `connection` and `login_hint`).
 *
 * The inputs live in a light-DOM `<form>` (so password managers see them); the chrome is in the
 * shadow root. With `login-after-signup`, the element logs in with `webAuth.login`, which redirects
 * to the redirect URI; the enclosing `<auth-provider>` then finishes the result and dispatches
 * `auth-success`.
 *
 * With `passkeys`, "Create account with a passkey" comes first, right under the e-mail field: the
 * browser creates the passkey and the user is signed in (`auth-success` with the tokens, which the
 * enclosing `<auth-provider>` takes as its session); no password. The password form stays as the other
 * way. Where passkeys cannot work the button is not shown (the console says why, once). The passkey
 * code is loaded only by an element that says `passkeys`.
 *
 * @summary Sign up with an e-mail and a password, or a passkey.
 *
 * @event auth-signup - The account was created. `detail: { user: { _id, email, email_verified, username? } }`.
 * @event auth-show-login - The user chose "Log in". Cancelable; by default the element hides itself and shows a sibling `<auth-login>` (else goes to `login-url` with a `login_hint`, else creates an `<auth-login>` beside itself when that tag is defined; with none of these the link is not rendered). `detail: { email }`, carried into the login form.
 * @event auth-success - With `passkeys`: the account was created with a passkey and the user is signed in. `detail: { authResult, organization }` (`organization`: `{ id, name? }` from the ID token, or null).
 * @event auth-error - Sign-up (or the log-in after it) failed. `detail: { error: AuthError }`.
 *
 * @slot form - Filled by the element with its light-DOM form (inputs `email`, `username`, `password`, `metadata-<name>`; the checklist is `.auth-policy`, each rule `.auth-policy-rule[data-met]`).
 *
 * @slot logo - A logo above the title (an `<img>` with its own `alt`, or an `<svg>`); wins over `logo-url`.
 * @slot heading - The title's text, instead of the element's own.
 *
 * @csspart title - The heading.
 * @csspart logo - The box of the logo, above the title (hidden without a logo).
 * @csspart logo-image - The image of `logo-url`.
 * @csspart error - The error message region (`role="alert"`).
 * @csspart status - The confirmation once the account exists (`role="status"`).
 * @csspart error-action - Under an `user_exists` error: the line with the "Log in instead" button.
 * @csspart login-instead - The "Log in instead" button (to log in with the typed e-mail).
 * @csspart footer - The line with the link back to log in.
 * @csspart login-link - The "Log in" button.
 *
 * Theme tokens: every `--auth-*` of src/internal/styles.ts (copied into the manifest entry).
 */
export class AuthSignup extends SignInElement {
  /** The links to the other views (log in, sign up, reset). */
  private readonly views = new ViewLinks(this, () => this.config);

  static override styles: CSSResultGroup = [hostStyles, brandingStyles, confirmationStyles, signupStyles];

  /** URL of a logo image shown above the title (attribute `logo-url`); content in the `logo` slot wins. */
  @property({ attribute: 'logo-url' }) logoUrl?: string;

  /** The title's text instead of the element's own (the `heading` slot wins over it). */
  @property() heading?: string;

  private readonly branding = new BrandingController(this);

  static override lightStyles: readonly CSSResult[] = [passwordFieldStyles, signupLightStyles];

  /** Ask for a username too (the connection requires one) (attribute `requires-username`). */
  @property({ type: Boolean, attribute: 'requires-username' }) requiresUsername = false;

  /**
   * Extra optional fields saved as `user_metadata` (strings). Attribute `metadata-fields`:
   * `company:Company,role:Role` (key:label, comma-separated).
   */
  @property({
    attribute: 'metadata-fields',
    converter: { fromAttribute: parseMetadataFields, toAttribute: serializeMetadataFields },
  })
  metadataFields: SignupMetadataField[] = [];

  /** After creating the account, log in with it (redirects to the redirect URI) (attribute `login-after-signup`). */
  @property({ type: Boolean, attribute: 'login-after-signup' }) loginAfterSignup = false;

  /** Hides the "Already have an account? Log in" link (attribute `no-login-link`). */
  @property({ type: Boolean, attribute: 'no-login-link' }) noLoginLink = false;

  /** The password rules shown as a checklist. Default: 8 characters, 3 of 4 kinds of characters. */
  @property({ attribute: false }) passwordPolicy: PasswordPolicy = DEFAULT_PASSWORD_POLICY;

  /**
   * Offer "Create account with a passkey" (e-mail, then the browser's prompt; no password) before the
   * password form. Its code is loaded only then.
   */
  @property({ type: Boolean }) passkeys = false;

  /**
   * The client's enterprise connections (`[{ name, display_name?, domains: [...] }]`), given by the page where
   * its Content Security Policy forbids reading the service's client information. Not an attribute.
   */
  @property({ attribute: false }) enterpriseConnections?: readonly EnterpriseConnection[];

  /** The enterprise connection the typed e-mail's domain picks: such an address signs in with its company. */
  @state() private enterprise: EnterpriseDetector | undefined;

  constructor() {
    super();
    detectEnterprise(
      this,
      {
        field: () => 'email',
        active: () => true,
        webAuth: () => this.webAuth,
        given: () => this.enterpriseConnections,
        organization: () => this.config.organization,
      },
      (detector) => (this.enterprise = detector),
    );
  }

  /** The passkey UI, once loaded. */
  @state() private passkeyUi: SignupPasskeys | undefined;

  private readonly passkeyLoader = new PasskeyLoader(this, loadPasskeySignup, ({ SignupPasskeys }) => {
    this.passkeyUi = new SignupPasskeys(this, {
      enabled: () => this.passkeys,
      webAuth: () => this.webAuth,
      config: () => this.config,
      realm: () => this.databaseConnection,
      t: (key) => this.t(key),
      message: (error: AuthError) => errorMessage(error, this.localized),
      run: (task, options) => this.run(task, options),
      emit: (name, detail) => this.emit(name, detail),
      form: this.lightForm,
      pending: () => this.status === Status.PENDING,
      formShown: () => !this.showsSignedIn && this.status !== Status.DONE,
      session: () => this.session,
    });
  });

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.passkeyLoader.update(this.passkeys);
  }

  /** What is typed in the password field, for the checklist. */
  @state() private password = '';

  /** Whether the account was created and the element is logging in with it. */
  @state() private loggingIn = false;

  private readonly passwordField = new PasswordFieldController(this, (key) => this.t(key));

  /** The e-mail of the last submission, carried to the login view once the form is gone. */
  private submittedEmail = '';

  protected override get formLabel(): string {
    return this.t('signupTitle');
  }

  /** The rules the service enforced beyond {@link passwordPolicy}, learnt from its policy error. */
  @state() private servicePolicy: Partial<PasswordPolicy> = {};

  /** The policy the checklist shows and the form checks: the stricter of the configured and the service's. */
  private get effectivePolicy(): PasswordPolicy {
    return strictestPolicy(this.passwordPolicy, this.servicePolicy);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('requiresUsername') || changed.has('metadataFields')) {
      // A field that disappears must not keep a stale invalid mark.
      this.lightForm.setInvalid(null);
    }
  }

  protected override joinsInvitations = true;

  protected override render(): TemplateResult {
    const join = this.renderJoin();
    if (join) return join;
    if (this.showsSignedIn) return this.renderSignedIn();
    const done = this.status === Status.DONE;
    return html`${this.branding.render({ text: this.t('signupTitle'), heading: this.heading, logoUrl: this.logoUrl })}
      ${this.renderError()}
      ${
        this.error?.code === 'user_exists' && this.views.can('login')
          ? html`<p part="error-action">
              <button type="button" part="login-instead" class="auth-link" @click=${this.onShowLogin}>
                ${this.t('loginInstead')}
              </button>
            </p>`
          : nothing
      }
      <div part="status" role="status" tabindex="-1">
        ${done ? this.t(this.loggingIn ? 'signupLoggingIn' : 'signupDone') : nothing}
      </div>
      ${this.renderFormSlot()}
      ${
        this.noLoginLink || !this.views.can('login')
          ? nothing
          : html`<p part="footer">
              ${this.t('haveAccount')}
              <button type="button" part="login-link" class="auth-link" @click=${this.onShowLogin}>
                ${this.t('loginLink')}
              </button>
            </p>`
      }`;
  }

  protected override renderForm(): unknown {
    if (this.showsSignedIn) return nothing;
    if (this.status === Status.DONE) return nothing;
    const company = this.enterprise?.company;
    const domain = this.lightForm.value('email').split('@')[1]?.toLowerCase() ?? '';
    const line = company ? this.t('signupEnterprise', { domain }) : nothing;
    return html`${this.textField({
        name: 'email',
        label: this.t('email'),
        type: 'email',
        // `username` (the token password managers tie the saved password to), unless a username field is.
        autocomplete: this.requiresUsername ? 'email' : 'username',
        value: this.initialEmail,
      })}
      <p class="auth-hint auth-enterprise" aria-live="polite">${line}</p>
      ${
        company
          ? this.submitButton(
              this.t('continueWith', { provider: company.display_name ?? company.name }),
              this.t('loginRedirecting'),
            )
          : this.renderPasswordForm()
      }`;
  }

  private renderPasswordForm(): TemplateResult {
    return html`${this.passkeyUi?.render()}
    ${
      this.requiresUsername
        ? this.textField({ name: 'username', label: this.t('username'), autocomplete: 'username' })
        : nothing
    }
    ${this.renderPasswordField()}
    ${this.metadataFields.map((field) =>
      this.textField({
        name: `${METADATA_PREFIX}${field.name}`,
        label: field.label,
        autocomplete: 'off',
        required: field.required ?? false,
      }),
    )}
    ${this.submitButton(this.t('signupSubmit'), this.t(this.loggingIn ? 'loginPending' : 'signupPending'))}`;
  }

  private renderPasswordField(): TemplateResult {
    const id = this.lightForm.id('password');
    const policyId = this.lightForm.id('password-policy');
    const policy = this.effectivePolicy;
    const check = checkPasswordPolicy(this.password, policy);
    const rule = (met: boolean, text: string, nested: unknown = nothing): TemplateResult =>
      html`<li class="auth-policy-rule" data-met=${met ? 'true' : 'false'}>
        <span class="auth-policy-mark" aria-hidden="true"></span
        ><span class="auth-visually-hidden"
          >${this.t(met ? 'passwordPolicyMet' : 'passwordPolicyUnmet')}</span
        >
        ${text}${nested}
      </li>`;
    return this.passwordField.render({
      id,
      name: 'password',
      label: this.t('password'),
      autocomplete: 'new-password',
      describedBy: policyId,
      onInput: this.onPasswordInput,
      after: html`<div class="auth-policy" id=${policyId}>
          <p class="auth-policy-title">${this.t('passwordPolicyTitle')}</p>
          <ul class="auth-policy-rules">
            ${rule(check.length, this.t('passwordPolicyLength', { count: policy.minLength }))}
            ${
              policy.minClasses > 0
                ? rule(
                    check.classCount,
                    this.t('passwordPolicyClasses', {
                      count: policy.minClasses,
                      total: CHARACTER_CLASSES.length,
                    }),
                    html`<ul class="auth-policy-rules">
                      ${CHARACTER_CLASSES.map(({ key }, index) => rule(check.classes[index] ?? false, this.t(key)))}
                    </ul>`,
                  )
                : nothing
            }
          </ul>
        </div>
        <p class="auth-visually-hidden" role="status">
          ${check.all ? this.t('passwordPolicySatisfied') : nothing}
        </p>`,
    });
  }

  protected override handleSubmit(data: FormData): void {
    const text = (name: string): string => formText(data, name);
    const email = text('email').trim();
    const enterprise = this.enterprise;
    if (enterprise?.company) {
      // Such an address signs in with its company: no account to create here.
      void this.run(() => enterprise.redirect(email));
      return;
    }
    const password = text('password');
    const connection = this.databaseConnection;
    if (!checkPasswordPolicy(password, this.effectivePolicy).all) {
      // Checked before any request: the checklist above says which rules are missing.
      const error = new AuthError({
        code: 'invalid_password',
        description: 'The password does not meet the policy.',
      });
      void this.run(() => Promise.reject(error), { field: 'password' });
      return;
    }
    const options: SignupOptions = { email, password, connection };
    if (this.requiresUsername) options.username = text('username').trim();
    const userMetadata: Record<string, string> = {};
    for (const field of this.metadataFields) {
      const value = text(`${METADATA_PREFIX}${field.name}`).trim();
      if (value) userMetadata[field.name] = value;
    }
    if (Object.keys(userMetadata).length > 0) options.userMetadata = userMetadata;
    void this.signUp(options);
  }

  private async signUp(options: SignupOptions): Promise<void> {
    const loginAfter = this.loginAfterSignup;
    const after: { loginError?: AuthError } = {};
    this.submittedEmail = options.email;
    this.loggingIn = false;
    const result = await this.run(async () => {
      let user: SignupResult;
      try {
        user = await this.webAuth.signup(options);
      } catch (caught) {
        // The service's policy is stricter than the checklist knew: learn it, so the checklist shows it.
        const error = asAuthError(caught);
        if (POLICY_ERRORS.has(error.code))
          this.servicePolicy = { ...this.servicePolicy, ...policyFromError(error) };
        throw error;
      }
      // Offer the browser to save the new credential while the form still holds it.
      void this.lightForm.storeCredential();
      this.emit('auth-signup', { user });
      if (loginAfter) {
        this.loggingIn = true;
        try {
          // Redirects to /authorize; the provider finishes the result on the redirect URI.
          await this.webAuth.login({
            email: options.email,
            password: options.password,
            realm: options.connection,
          });
        } catch (caught) {
          after.loginError = asAuthError(caught);
        }
      }
      return user;
    });
    if (result.outcome !== 'success') return;
    const { loginError } = after;
    if (loginError) {
      // The account exists; only the log-in failed. Say both, and leave the rest to the login link.
      this.loggingIn = false;
      this.error = loginError;
      this.emit('auth-error', { error: loginError });
    }
    await this.focusStatus();
  }

  private readonly onPasswordInput = (event: Event): void => {
    this.password = (event.target as HTMLInputElement).value;
  };

  private readonly onShowLogin = (): void => {
    const email = this.lightForm.value('email').trim() || this.submittedEmail;
    this.views.show('auth-show-login', { email }, 'login');
  };
}
