// <auth-change-password>: the class (asks the service to e-mail a password reset link). No side
// effects: auth-change-password.ts registers the tag.
import { html, nothing } from 'lit';
import type { CSSResultGroup, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AuthElement, Status } from '../../internal/auth-element.js';
import { formText } from '../../internal/light-form.js';
import { BrandingController, brandingStyles } from '../../internal/branding.js';
import { confirmationStyles, hostStyles } from '../../internal/styles.js';
import { ViewLinks } from '../../internal/switch-view.js';
import { changePasswordStyles } from './auth-change-password.styles.js';

/** Detail of `auth-password-reset-sent`. */
export interface AuthPasswordResetSentEventDetail {
  /** The address the reset e-mail was requested for. */
  email: string;
  /** The service's confirmation, as shown to the user. */
  message: string;
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-password-reset-sent': AuthPasswordResetSentEventDetail;
  }
}

/**
 * Asks the service to e-mail a password-reset link (`webAuth.changePassword`) for a database
 * connection, then shows the service's confirmation.
 *
 * The e-mail input lives in a light-DOM `<form>` (autofill sees it); the chrome is in the shadow root.
 *
 * @summary Request a password-reset e-mail.
 *
 * @event auth-password-reset-sent - The service accepted the request. `detail: { email, message }` (`message`: the service's confirmation text).
 * @event auth-show-login - The user chose "Back to log in". Cancelable; by default the element hides itself and shows a sibling `<auth-login>` (else goes to `login-url` with a `login_hint`, else creates an `<auth-login>` beside itself when that tag is defined; with none of these the link is not rendered). `detail: { email }`, carried into the login form.
 * @event auth-error - The request failed. `detail: { error: AuthError }`.
 *
 * @slot form - Filled by the element with its light-DOM form (input `email`).
 *
 * @slot logo - A logo above the title (an `<img>` with its own `alt`, or an `<svg>`); wins over `logo-url`.
 * @slot heading - The title's text, instead of the element's own.
 *
 * @csspart title - The heading.
 * @csspart logo - The box of the logo, above the title (hidden without a logo).
 * @csspart logo-image - The image of `logo-url`.
 * @csspart intro - The explanation under the heading.
 * @csspart error - The error message region (`role="alert"`).
 * @csspart status - The service's confirmation (`role="status"`).
 * @csspart footer - The line with the link back to log in.
 * @csspart login-link - The "Back to log in" button.
 *
 * Theme tokens: every `--auth-*` of src/internal/styles.ts (copied into the manifest entry).
 */
export class AuthChangePassword extends AuthElement {
  /** The links to the other views (log in, sign up, reset). */
  private readonly views = new ViewLinks(this, () => this.config);

  static override styles: CSSResultGroup = [
    hostStyles,
    brandingStyles,
    confirmationStyles,
    changePasswordStyles,
  ];

  /** URL of a logo image shown above the title (attribute `logo-url`); content in the `logo` slot wins. */
  @property({ attribute: 'logo-url' }) logoUrl?: string;

  /** The title's text instead of the element's own (the `heading` slot wins over it). */
  @property() heading?: string;

  private readonly branding = new BrandingController(this);

  /** Hides the "Back to log in" link (attribute `no-login-link`). */
  @property({ type: Boolean, attribute: 'no-login-link' }) noLoginLink = false;

  /** The service's confirmation, once the request succeeded. */
  @state() private confirmation = '';

  /** The e-mail of the last submission, carried to the login view once the form is gone. */
  private submittedEmail = '';

  protected override get formLabel(): string {
    return this.t('changePasswordTitle');
  }

  protected override errorFields(): readonly string[] {
    // Every failure here is about the one field.
    return ['email'];
  }

  protected override render(): TemplateResult {
    const done = this.status === Status.DONE;
    return html`${this.branding.render({ text: this.t('changePasswordTitle'), heading: this.heading, logoUrl: this.logoUrl })}
      ${done ? nothing : html`<p part="intro">${this.t('changePasswordIntro')}</p>`} ${this.renderError()}
      <div part="status" role="status" tabindex="-1">${done ? this.confirmation : nothing}</div>
      ${this.renderFormSlot()}
      ${
        this.noLoginLink || !this.views.can('login')
          ? nothing
          : html`<p part="footer">
              <button type="button" part="login-link" class="auth-link" @click=${this.onShowLogin}>
                ${this.t('backToLogin')}
              </button>
            </p>`
      }`;
  }

  protected override renderForm(): unknown {
    if (this.status === Status.DONE) return nothing;
    return html`${this.textField({
      name: 'email',
      label: this.t('email'),
      type: 'email',
      autocomplete: 'email',
      value: this.initialEmail,
    })}
    ${this.submitButton(this.t('changePasswordSubmit'), this.t('changePasswordPending'))}`;
  }

  protected override handleSubmit(data: FormData): void {
    void this.requestReset(formText(data, 'email').trim());
  }

  private async requestReset(email: string): Promise<void> {
    this.submittedEmail = email;
    const connection = this.databaseConnection;
    const result = await this.run(async () => {
      const answer = await this.webAuth.changePassword({ connection, email });
      const message = answer.trim() || this.t('changePasswordDone');
      this.confirmation = message;
      return message;
    });
    if (result.outcome !== 'success') return;
    this.emit('auth-password-reset-sent', { email, message: result.value });
    await this.focusStatus();
  }

  private onShowLogin(): void {
    const email = this.lightForm.value('email').trim() || this.submittedEmail;
    this.views.show('auth-show-login', { email }, 'login');
  }
}
