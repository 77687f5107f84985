// The base class of every element: the configuration properties (declared from the table in config.ts),
// `emit`, the error region and the light-DOM form's hooks. Each other concern is a controller in its own
// module: configuration and the shared client (config-controller.ts), texts and language
// (language-controller.ts), the operation's status, error and focus (operation-controller.ts), links
// to the other views (switch-view.ts).
import { LitElement, html, nothing } from 'lit';
import type { CSSResult, CSSResultGroup, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AuthError } from '../core/index.js';
import type { WebAuthBase } from '../core/web-auth-base.js';
import { configProperties, configValues } from './config.js';
import type { ConfigProperties, PartialAuthConfig } from './config.js';
import { ConfigController } from './config-controller.js';
import type { AuthSession } from './context.js';
import { createAuthEvent } from './events.js';
import type { AuthEventDetailMap, AuthEventName, AuthEventOptions } from './events.js';
import { errorMessage } from './i18n.js';
import type { StringKey, StringOverrides, Strings } from './i18n.js';
import { LanguageController } from './language-controller.js';
import { focusAfterUpdate } from './focus.js';
import { FORM_SLOT, LightFormController, submitButton, textField } from './light-form.js';
import type { TextFieldOptions } from './light-form.js';
import { defaultErrorFields, OperationController, Status } from './operation-controller.js';
import type { RunOptions, RunOutcome } from './operation-controller.js';
import { hostStyles } from './styles.js';
import { pageLoginHint } from './switch-view.js';

export { asAuthError, Status } from './operation-controller.js';
export type { ErrorFieldSpec, RunOptions, RunOutcome } from './operation-controller.js';

/** The colour themes of {@link AuthElement.theme}: `auto` follows the system's `prefers-color-scheme`. */
export type AuthTheme = 'auto' | 'light' | 'dark';

/**
 * Base class of the auth elements. An element renders its chrome (title, {@link renderError},
 * {@link renderFormSlot}, links) in `render()`, its fields in {@link renderForm}, and performs its
 * operation in {@link handleSubmit} through {@link run}. The theme tokens (`--auth-*`) are documented
 * once in `src/internal/styles.ts` and copied into every element's manifest entry.
 *
 * @event auth-error - An operation failed. `detail: { error: AuthError }`.
 * @slot form - Where the element's light-DOM form is shown (the element fills it itself).
 * @csspart error - The error message region (`role="alert"`).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- typed by the interface below
export abstract class AuthElement extends LitElement {
  static override styles: CSSResultGroup = [hostStyles];
  /** The configuration properties and their attributes (`domain`, `client-id`, …): see config.ts. */
  static override properties = configProperties();

  /** Extra light-DOM styles of the form, adopted once; scope selectors to the tag (`auth-login > form`). */
  static lightStyles: readonly CSSResult[] = [];

  /**
   * The e-mail to fill in the form (attribute `login-hint`). Default: the page address's `login_hint`
   * query parameter, which links to `login-url` / `signup-url` / `reset-url` carry.
   */
  @property({ attribute: 'login-hint' }) loginHint?: string;
  /** Colour theme: `light`, `dark`, or `auto` (system; also any unknown value). Reflected. */
  @property({ reflect: true }) theme: AuthTheme = 'auto';
  /** Replacements for any text, errors by code (`{ errors: { access_denied: '…' } }`); win over the pack. */
  @property({ attribute: false }) strings: StringOverrides = {};

  /** The signed-in session from the enclosing provider, `null` when none is known. */
  @state() protected session: AuthSession | null = null;

  /** Prefix for element-specific error messages (`passwordless`: `passwordless.access_denied` first). */
  protected errorScope = '';

  /** The element's light-DOM form (see {@link renderForm}). */
  protected readonly lightForm: LightFormController = new LightFormController(this, {
    render: () => this.renderForm(),
    submit: (data, form, submitter) => this.handleSubmit(data, form, submitter),
    isBusy: () => this.status === Status.PENDING,
    label: () => this.formLabel,
    styles: (this.constructor as typeof AuthElement).lightStyles,
    edited: () => this.#operationController.clearStaleError(),
  });

  readonly #configController = new ConfigController(
    this,
    () => configValues(this),
    (session) => (this.session = session),
  );
  readonly #languageController = new LanguageController(this, () => this.strings);
  readonly #operationController: OperationController = new OperationController(this, {
    form: this.lightForm,
    errorFields: (error) => this.errorFields(error),
    failed: (error) => this.emit('auth-error', { error }),
    message: () => this.errorText,
  });

  /** Also waits for a language pack being loaded, so the element then shows its language's texts. */
  protected override getUpdateComplete(): Promise<boolean> {
    return this.#languageController.settle(() => super.getUpdateComplete());
  }

  /** The effective configuration: own attributes win, key by key, over the provider's. */
  protected get config(): PartialAuthConfig {
    return this.#configController.config;
  }
  /** The database connection: the configured one, else `Username-Password-Authentication`. */
  protected get databaseConnection(): string {
    return this.#configController.databaseConnection;
  }
  /** The shared client; throws a TypeError naming a missing attribute (inside {@link run}: shown). */
  protected get webAuth(): WebAuthBase {
    return this.#configController.webAuth;
  }
  /** The element's complete dictionary: English, then the language pack, then {@link strings}. */
  protected get localized(): Strings {
    return this.#languageController.strings;
  }
  /** The text for `key`, with `{name}` placeholders filled from `values`. */
  protected t(key: StringKey, values?: Readonly<Record<string, string | number>>): string {
    return this.#languageController.t(key, values);
  }
  /** The current state of the element's operation. */
  protected get status(): Status {
    return this.#operationController.status;
  }
  protected set status(value: Status) {
    this.#operationController.status = value;
  }
  /** The last failure, while {@link status} is `error`. */
  protected get error(): AuthError | null {
    return this.#operationController.error;
  }
  protected set error(value: AuthError | null) {
    this.#operationController.error = value;
  }
  /** The message for the current {@link error} (empty when there is none). */
  protected get errorText(): string {
    const error = this.error;
    if (!error) return '';
    return errorMessage(error, this.localized, this.#operationController.errorScope ?? this.errorScope);
  }

  /** Runs the element's operation (see {@link OperationController.run}); never rejects. */
  protected run<T>(task: () => Promise<T>, options?: RunOptions): Promise<RunOutcome<T>> {
    return this.#operationController.run(task, options);
  }
  /** Returns to `idle` and clears the error (and any pending run's result will be dropped). */
  protected reset(): void {
    this.#operationController.reset();
  }
  /** The form fields `error` is about, most likely first; {@link RunOptions.field} overrides it per call. */
  protected errorFields(error: AuthError): readonly string[] {
    return defaultErrorFields(error);
  }

  /** Dispatches `name` with `detail`: bubbles and composed. Returns false if a listener cancelled it. */
  protected emit<K extends AuthEventName>(
    name: K,
    detail: AuthEventDetailMap[K],
    options?: AuthEventOptions,
  ): boolean {
    return this.dispatchEvent(createAuthEvent(name, detail, options));
  }
  /** The e-mail to start the form with: {@link loginHint}, else the page address's `login_hint`. */
  protected get initialEmail(): string {
    return this.loginHint || pageLoginHint();
  }
  /** After the next update, moves focus to the `status` region (it has `tabindex="-1"`). */
  protected async focusStatus(): Promise<void> {
    await focusAfterUpdate(this, '[part~="status"]');
  }

  /** The error region: always present (announced when it changes; focusable), empty unless there is an error. */
  protected renderError(): TemplateResult {
    return html`<div part="error" role="alert" tabindex="-1">${this.error ? this.errorText : nothing}</div>`;
  }
  /** Where the light-DOM form appears: put it in `render()`. */
  protected renderFormSlot(): TemplateResult {
    return html`<slot name=${FORM_SLOT}></slot>`;
  }
  /** The content of the light-DOM `<form>`: fields and a submit button; `nothing` for no form. */
  protected renderForm(): unknown {
    return nothing;
  }
  /** The form's accessible name; default none. */
  protected get formLabel(): string | undefined {
    return undefined;
  }
  /** Called on a valid submit (Enter or the button), never while pending: start the operation with {@link run}. */
  protected handleSubmit(_data: FormData, _form: HTMLFormElement, _submitter: HTMLElement | null): void {}
  /** A labelled input for {@link renderForm}, with a document-unique id derived from its `name`. */
  protected textField(options: Omit<TextFieldOptions, 'id'>): TemplateResult {
    return textField({ ...options, id: this.lightForm.id(options.name) });
  }
  /** The form's submit button: disabled with a progress indicator while pending. */
  protected submitButton(label: string, pendingLabel: string = this.t('pending')): TemplateResult {
    return submitButton({ label, pending: this.status === Status.PENDING, pendingLabel });
  }
}

// The configuration properties' types, from the same table as their declarations (`static properties`).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface AuthElement extends ConfigProperties {}
