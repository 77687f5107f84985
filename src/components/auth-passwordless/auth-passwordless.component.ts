// <auth-passwordless>: the class (a code or a magic link by e-mail or SMS, then the code). No side
// effects: auth-passwordless.ts registers the tag.
import { html, nothing } from 'lit';
import type { CSSResult, CSSResultGroup, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AuthError } from '../../core/index.js';
import type {
  PasswordlessLoginOptions,
  PasswordlessStartOptions,
  PasswordlessStartResult,
} from '../../core/types.js';
import { Status } from '../../internal/auth-element.js';
import { typedCode } from '../../internal/codes.js';
import { SignInElement } from '../../internal/sign-in-element.js';
import { formText } from '../../internal/light-form.js';
import type { StringKey } from '../../internal/i18n.js';
import { BrandingController, brandingStyles } from '../../internal/branding.js';
import { hostStyles } from '../../internal/styles.js';
import { passwordlessLightStyles, passwordlessStyles } from './auth-passwordless.styles.js';

/** How the element delivers: a one-time code to type, or a link to open. */
export type PasswordlessSend = 'code' | 'link';

/** The passwordless connection: e-mail or SMS. */
export type PasswordlessChannel = 'email' | 'sms';

/** The screens of the flow. */
export const PasswordlessStep = {
  /** Asking for the e-mail address or phone number. */
  ADDRESS: 'address',
  /** A code was sent; asking for it. */
  CODE: 'code',
  /** A link was sent; waiting for the user to open it. */
  LINK_SENT: 'link-sent',
} as const;

/** One of {@link PasswordlessStep}. */
export type PasswordlessStep = (typeof PasswordlessStep)[keyof typeof PasswordlessStep];

/** Detail of `auth-code-sent`: where the code or link went, and which it was. */
export type AuthCodeSentEventDetail =
  | { connection: 'email'; send: PasswordlessSend; email: string }
  | { connection: 'sms'; send: PasswordlessSend; phoneNumber: string };

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-code-sent': AuthCodeSentEventDetail;
  }
}

/** The default wait, in seconds, before a new code or link may be requested. */
const DEFAULT_RESEND_DELAY = 30;

/** The intro of step 1, by channel and delivery: it names what is sent. */
const INTROS = {
  email: { code: 'passwordlessIntroEmail', link: 'passwordlessIntroEmailLink' },
  sms: { code: 'passwordlessIntroSms', link: 'passwordlessIntroSmsLink' },
} as const satisfies Record<string, Record<PasswordlessSend, StringKey>>;

/**
 * Passwordless log-in by e-mail or SMS: the user enters an address, receives a one-time code (or a
 * link), and enters the code here.
 *
 * Step 1 sends the code with `webAuth.passwordlessStart`. Step 2 verifies it with
 * `webAuth.passwordlessLogin`, which redirects the page to the redirect URI; the enclosing
 * `<auth-provider>` finishes the result there and dispatches `auth-success` (this element does not).
 * With `send="link"`, step 2 only says to open the link. A new code or link can be requested once
 * a countdown (`resend-delay`) reaches zero; "Use a different email" goes back to step 1 and keeps
 * the address.
 *
 * @summary Log in with a one-time code or link sent by e-mail or SMS.
 *
 * @event auth-code-sent - The service sent a code or link. `detail: { connection: 'email', email, send } | { connection: 'sms', phoneNumber, send }`.
 * @event auth-error - Sending or verifying failed. `detail: { error: AuthError }`.
 *
 * @slot form - Filled by the element with its light-DOM form (input `email` or `phone` in step 1, `code` in step 2; the buttons "Send a new code" and "Use a different email" in `.auth-actions`).
 *
 * @csspart intro - The line under the title in step 1 saying how the code or link is sent (e-mail or text message).
 * @slot logo - A logo above the title (an `<img>` with its own `alt`, or an `<svg>`); wins over `logo-url`.
 * @slot heading - The title's text, instead of the element's own.
 *
 * @csspart title - The heading.
 * @csspart logo - The box of the logo, above the title (hidden without a logo).
 * @csspart logo-image - The image of `logo-url`.
 * @csspart error - The error message region (`role="alert"`).
 * @csspart status - The polite live region: where the code went, when a new one can be requested, the redirect.
 * @csspart sent - The "We sent a code to …" line.
 * @csspart resend-notice - The "You can ask for a new one in 30 seconds" line.
 *
 * Theme tokens: every `--auth-*` of src/internal/styles.ts (copied into the manifest entry).
 */
export class AuthPasswordless extends SignInElement {
  static override styles: CSSResultGroup = [hostStyles, brandingStyles, passwordlessStyles];

  /** URL of a logo image shown above the title (attribute `logo-url`); content in the `logo` slot wins. */
  @property({ attribute: 'logo-url' }) logoUrl?: string;

  /** The title's text instead of the element's own (the `heading` slot wins over it). */
  @property() heading?: string;

  private readonly branding = new BrandingController(this);

  static override lightStyles: readonly CSSResult[] = [passwordlessLightStyles];

  /** `code` (the user types a one-time code) or `link` (the user opens a link). Default `code`. */
  @property() send: PasswordlessSend = 'code';

  /** Seconds before a new code or link may be requested (attribute `resend-delay`). Default 30. */
  @property({ type: Number, attribute: 'resend-delay' }) resendDelay = DEFAULT_RESEND_DELAY;

  /** The current screen. */
  @state() protected step: PasswordlessStep = PasswordlessStep.ADDRESS;

  /** The address the code was sent to (kept when going back to step 1). */
  @state() private address = '';

  /** Seconds left before resending is allowed. */
  @state() private resendIn = 0;

  /** What the live region says about resending: nothing, the wait (at its start), or that it is allowed. */
  @state() private resendNotice: { kind: 'wait'; seconds: number } | { kind: 'ready' } | null = null;

  /** Which request is pending, for the progress label. */
  @state() private action: 'start' | 'verify' = 'start';

  private timer: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    this.errorScope = 'passwordless';
  }

  /** The connection: `sms` when configured so, else `email`. */
  protected get channel(): PasswordlessChannel {
    return this.config.connection === 'sms' ? 'sms' : 'email';
  }

  /** The delivery, `code` unless `send="link"`. */
  protected get delivery(): PasswordlessSend {
    return this.send === 'link' ? 'link' : 'code';
  }

  /** The name of the step-1 input. */
  private get addressField(): 'email' | 'phone' {
    return this.channel === 'sms' ? 'phone' : 'email';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.resendIn > 0) this.runTimer();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopTimer();
  }

  /** Each step's form has its own name: what it asks for. */
  protected override get formLabel(): string {
    const link = this.delivery === 'link';
    if (this.step === PasswordlessStep.CODE) return this.t('passwordlessCodeForm');
    if (this.step === PasswordlessStep.LINK_SENT) return this.t('passwordlessLinkForm');
    return this.t(link ? 'passwordlessAddressFormLink' : 'passwordlessAddressFormCode');
  }

  /**
   * The service's own identifier for a malformed address (`bad.email`, `bad.phone_number`; also read
   * with underscores) has a message of its own; so has a refused code the service says expired or spent
   * by too many wrong tries (`passwordless.expired`, `passwordless.too_many_codes`: the same code as a
   * wrong one, told apart by its description); otherwise the scoped message for the code.
   */
  protected override get errorText(): string {
    const error = this.error;
    if (error && error.error !== error.code) {
      const specific = this.localized.errors[`passwordless.${error.error.replaceAll('.', '_')}`];
      if (specific) return specific;
    }
    if (error && (error.code === 'access_denied' || error.code === 'invalid_grant')) {
      const spent = /maximum number of attempts/i.test(error.description);
      const expired = /\bexpired\b/i.test(error.description);
      const refused = spent ? 'too_many_codes' : expired ? 'expired' : undefined;
      if (refused) return this.localized.errors[`passwordless.${refused}`] ?? super.errorText;
    }
    return super.errorText;
  }

  protected override render(): TemplateResult {
    if (this.showsSignedIn) return this.renderSignedIn();
    return html`${this.branding.render({ text: this.t('passwordlessTitle'), heading: this.heading, logoUrl: this.logoUrl })}
      ${
        this.step === PasswordlessStep.ADDRESS
          ? html`<p part="intro">
              ${this.t(INTROS[this.channel === 'sms' ? 'sms' : 'email'][this.delivery])}
            </p>`
          : nothing
      }
      ${this.renderError()}
      <div part="status" role="status" tabindex="-1">${this.renderStatus()}</div>
      ${this.renderFormSlot()}`;
  }

  private renderStatus(): unknown {
    if (this.status === Status.DONE) return html`<p>${this.t('passwordlessRedirecting')}</p>`;
    if (this.step === PasswordlessStep.ADDRESS) return nothing;
    const destination = { destination: this.address };
    const notice = this.resendNotice;
    return html`<p part="sent">
        ${
          this.step === PasswordlessStep.LINK_SENT
            ? this.t('passwordlessLinkSent', destination)
            : this.t('passwordlessCodeSent', destination)
        }
      </p>
      ${
        notice
          ? html`<p part="resend-notice">
              ${
                notice.kind === 'wait'
                  ? this.t('passwordlessResendWait', { seconds: notice.seconds })
                  : this.t('passwordlessResendReady')
              }
            </p>`
          : nothing
      }`;
  }

  protected override renderForm(): unknown {
    if (this.showsSignedIn) return nothing;
    if (this.status === Status.DONE) return nothing;
    switch (this.step) {
      case PasswordlessStep.ADDRESS:
        return this.renderAddressStep();
      case PasswordlessStep.CODE:
        return html`${this.textField({
          name: 'code',
          label: this.t('code'),
          autocomplete: 'one-time-code',
          inputmode: 'numeric',
        })}
        ${this.submitButton(
          this.t('passwordlessCodeSubmit'),
          this.t(this.action === 'verify' ? 'passwordlessVerifying' : 'passwordlessSending'),
        )}
        ${this.renderActions()}`;
      case PasswordlessStep.LINK_SENT:
        return this.renderActions();
    }
  }

  private renderAddressStep(): TemplateResult {
    const submit = this.submitButton(
      this.t(
        this.delivery === 'link'
          ? 'passwordlessLinkSubmit'
          : this.channel === 'sms'
            ? 'passwordlessSmsSubmit'
            : 'passwordlessEmailSubmit',
      ),
      this.t('passwordlessSending'),
    );
    const field =
      this.channel === 'sms'
        ? this.textField({
            name: 'phone',
            label: this.t('phone'),
            type: 'tel',
            autocomplete: 'tel',
            inputmode: 'tel',
            hint: this.t('passwordlessPhoneHint'),
            value: this.address,
          })
        : this.textField({
            name: 'email',
            label: this.t('email'),
            type: 'email',
            autocomplete: 'email',
            value: this.address || this.initialEmail,
          });
    return html`${field} ${submit}`;
  }

  /** Resend (with its countdown) and "use a different address", below step 2. */
  private renderActions(): TemplateResult {
    const pending = this.status === Status.PENDING;
    const label = this.t(this.delivery === 'link' ? 'passwordlessResendLink' : 'passwordlessResend');
    return html`<div class="auth-actions">
      <button
        class="auth-button"
        type="button"
        data-action="resend"
        ?disabled=${pending || this.resendIn > 0}
        @click=${this.onResend}
      >
        ${
          this.resendIn > 0 ? this.t('passwordlessResendCountdown', { label, seconds: this.resendIn }) : label
        }
      </button>
      <button
        class="auth-link"
        type="button"
        data-action="change-address"
        ?disabled=${pending}
        @click=${this.onChangeAddress}
      >
        ${this.t(this.channel === 'sms' ? 'passwordlessChangePhone' : 'passwordlessChangeEmail')}
      </button>
    </div>`;
  }

  protected override handleSubmit(data: FormData): void {
    if (this.step === PasswordlessStep.ADDRESS) {
      this.address = formText(data, this.addressField).trim();
      void this.start(this.addressField);
    } else if (this.step === PasswordlessStep.CODE) {
      void this.verify(typedCode(formText(data, 'code')));
    }
  }

  /** The recipient in the option names the core takes. */
  private recipient(): { email: string } | { phoneNumber: string } {
    return this.channel === 'sms' ? { phoneNumber: this.address } : { email: this.address };
  }

  /** Sends (or sends again) the code or link; moves to step 2 on success. */
  private async start(field: string): Promise<void> {
    const connection = this.channel;
    const send = this.delivery;
    const options: PasswordlessStartOptions = { connection, send, ...this.recipient() };
    this.action = 'start';
    const result = await this.run(() => this.startRequest(options), {
      field: (error: AuthError) => (error.error.startsWith('bad_') ? this.addressField : field),
      successStatus: Status.IDLE,
    });
    if (result.outcome !== 'success') return;
    this.step = send === 'link' ? PasswordlessStep.LINK_SENT : PasswordlessStep.CODE;
    this.startCountdown();
    this.emit(
      'auth-code-sent',
      connection === 'sms'
        ? { connection, send, phoneNumber: this.address }
        : { connection, send, email: this.address },
    );
    if (this.step === PasswordlessStep.CODE) {
      await this.updateComplete;
      this.lightForm.focus('code');
    } else {
      await this.focusStatus();
    }
  }

  /**
   * A code can only be verified with a redirect URI and a response type (the redirect that follows
   * needs them); say so before a code is sent that could not be used.
   */
  private startRequest(options: PasswordlessStartOptions): Promise<PasswordlessStartResult> {
    const config = this.config;
    if (options.send === 'code' && (!config.redirectUri || !config.responseType)) {
      throw new TypeError(
        '<auth-passwordless> needs "redirect-uri" and "response-type" (on the element or its <auth-provider>) to log in with a code',
      );
    }
    return this.webAuth.passwordlessStart(options);
  }

  private async verify(verificationCode: string): Promise<void> {
    const options: PasswordlessLoginOptions = {
      connection: this.channel,
      verificationCode,
      ...this.recipient(),
    };
    this.action = 'verify';
    // On success the page goes to /authorize with the login ticket; the provider finishes there.
    const result = await this.run(() => this.webAuth.passwordlessLogin(options), { field: 'code' });
    if (result.outcome === 'success') {
      this.stopTimer();
      await this.focusStatus();
    }
  }

  private onResend(): void {
    if (this.resendIn > 0 || this.status === Status.PENDING) return;
    void this.start('code');
  }

  private async onChangeAddress(): Promise<void> {
    this.reset();
    this.stopTimer();
    this.resendIn = 0;
    this.resendNotice = null;
    this.step = PasswordlessStep.ADDRESS;
    await this.updateComplete;
    this.lightForm.focus(this.addressField);
  }

  private startCountdown(): void {
    this.stopTimer();
    const delay = Number.isFinite(this.resendDelay) ? Math.max(0, Math.ceil(this.resendDelay)) : 0;
    this.resendIn = delay;
    // Announced once, not every second: the button shows the seconds as they go.
    this.resendNotice = delay > 0 ? { kind: 'wait', seconds: delay } : null;
    if (delay > 0) this.runTimer();
  }

  private runTimer(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => {
      this.resendIn = Math.max(0, this.resendIn - 1);
      if (this.resendIn === 0) {
        this.stopTimer();
        this.resendNotice = { kind: 'ready' };
      }
    }, 1000);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}
