// The base class of every element: configuration (attributes, else the enclosing provider), the shared
// WebAuth client, the status an operation goes through, error display and the auth-error event,
// strings, and the light-DOM form. Elements add their template and their operations; no form
// plumbing is repeated between them.
import { LitElement, html, nothing } from 'lit';
import type { CSSResult, CSSResultGroup, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AuthError, isAuthErrorCode } from '../core/index.js';
import type { AuthErrorCode, WebAuth } from '../core/index.js';
import { getWebAuth } from './client-registry.js';
import { DEFAULT_DATABASE_CONNECTION, mergeConfig, normalizeConfig, requireConfig } from './config.js';
import type { PartialAuthConfig } from './config.js';
import { authConfigContext, authSessionContext, consumeContext, ensureContextRoot } from './context.js';
import type { AuthSession } from './context.js';
import { createAuthEvent } from './events.js';
import type { AuthEventDetailMap, AuthEventName, AuthEventOptions } from './events.js';
import { errorMessage, format, loadLanguage, onLanguagesChanged, resolveStrings } from './i18n.js';
import type { StringKey, StringOverrides, Strings } from './i18n.js';
import {
  FORM_SLOT,
  LightFormController,
  storePasswordCredential,
  submitButton,
  textField,
} from './light-form.js';
import type { TextFieldOptions } from './light-form.js';
import { observeLang, resolveLang } from './lang-observer.js';
import { hostStyles } from './styles.js';
import { showSibling } from './switch-view.js';

/** The colour themes of {@link AuthElement.theme}: `auto` follows the system's `prefers-color-scheme`. */
export type AuthTheme = 'auto' | 'light' | 'dark';

/** The states an element's operation goes through. */
export const Status = {
  /** Nothing in progress; the form is ready. */
  IDLE: 'idle',
  /** A request is in flight: submit is disabled and progress is shown. */
  PENDING: 'pending',
  /** The last request failed; its message is shown and announced. */
  ERROR: 'error',
  /** The last request succeeded. */
  DONE: 'done',
} as const;

/** One of {@link Status}. */
export type Status = (typeof Status)[keyof typeof Status];

/** Names of the form fields an error is about, or a function that picks them for an error. */
export type ErrorFieldSpec =
  string | readonly string[] | ((error: AuthError) => string | readonly string[] | undefined);

/** Options of {@link AuthElement.run}. */
export interface RunOptions {
  /**
   * The field(s) at fault when the task fails: the first one the form has gets focus and
   * `aria-invalid`. Default: {@link AuthElement.errorFields} for the error's code.
   */
  field?: ErrorFieldSpec;
  /** The status after success. Default `done`; `idle` for a step that leads to another form. */
  successStatus?: typeof Status.DONE | typeof Status.IDLE;
}

/** What {@link AuthElement.run} settled with. `stale`: a newer run started; ignore this one. */
export type RunOutcome<T> =
  | { readonly outcome: 'success'; readonly value: T }
  | { readonly outcome: 'error'; readonly error: AuthError }
  | { readonly outcome: 'stale' };

const STALE = Object.freeze({ outcome: 'stale' } as const);

/** Which form fields an error code is about, by the field names the elements use. */
const DEFAULT_ERROR_FIELDS: Partial<Record<AuthErrorCode, readonly string[]>> = {
  access_denied: ['password', 'code'],
  invalid_grant: ['password', 'code'],
  password_leaked: ['password'],
  invalid_password: ['password'],
  password_strength_error: ['password'],
  password_dictionary_error: ['password'],
  password_no_user_info_error: ['password'],
  user_exists: ['email'],
  username_exists: ['username'],
  invalid_signup: ['email'],
};

/**
 * Turns anything a task rejected with into an {@link AuthError}. An AuthError-like object (from
 * another copy of the library) keeps its code; anything else is an unexpected `request_error`.
 */
export function toAuthError(caught: unknown): AuthError {
  if (caught instanceof AuthError) return caught;
  if (typeof caught === 'object' && caught !== null) {
    const { code, description } = caught as { code?: unknown; description?: unknown };
    if (isAuthErrorCode(code)) {
      return new AuthError({
        code,
        description: typeof description === 'string' ? description : code,
        original: caught,
      });
    }
  }
  const description = caught instanceof Error ? caught.message : String(caught);
  return new AuthError({ code: 'request_error', description, cause: caught });
}

/** The focused element, looking through open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Base class of the auth elements.
 *
 * Configuration comes from the element's attributes, key by key, else from the closest enclosing
 * `<auth-provider>` (through the context protocol, across shadow roots). Elements with the same
 * configuration share one `WebAuth` client.
 *
 * An element author renders the chrome (title, {@link renderError}, `<slot name="form">`, links) in
 * `render()`, the fields in {@link renderForm}, and performs its operation in {@link handleSubmit}
 * through {@link run}.
 *
 * Language: the texts follow the element's `lang`, else the closest ancestor's, else `<html lang>`
 * (watched for changes), from a pack loaded on demand (`de-AT` falls back to `de`, an unknown
 * language to English); {@link strings} wins over the pack. Theme: {@link theme}.
 *
 * @event auth-error - An operation failed. `detail: { error: AuthError }`.
 * @slot form - Where the element's light-DOM form is shown (the element fills it itself).
 * @csspart error - The error message region (`role="alert"`).
 * @cssprop [--auth-color-primary=#0b57d0] - Buttons, links. Dark theme: `#a8c7fa`.
 * @cssprop [--auth-color-on-primary=#ffffff] - Text on primary buttons. Dark theme: `#062e6f`.
 * @cssprop [--auth-color-text=#1f2328] - Text. Dark theme: `#e3e3e3`.
 * @cssprop [--auth-color-text-muted=#57606a] - Hints. Dark theme: `#c4c7c5`.
 * @cssprop [--auth-color-background=#ffffff] - The element's background. Dark theme: `#1e1f22`.
 * @cssprop [--auth-color-surface=#ffffff] - Inputs and secondary buttons. Dark theme: `#2b2c30`.
 * @cssprop [--auth-color-border=#6e7781] - Borders of inputs and buttons. Dark theme: `#8e918f`.
 * @cssprop [--auth-color-error=#b3261e] - Error text and the border of a field at fault. Dark theme: `#f2b8b5`.
 * @cssprop [--auth-color-error-background=#fcebea] - The error region's background. Dark theme: `#3b1a18`.
 * @cssprop [--auth-color-success=#146c2e] - Confirmation text. Dark theme: `#6dd58c`.
 * @cssprop [--auth-color-focus=#0b57d0] - The focus ring. Dark theme: `#a8c7fa`.
 * @cssprop [--auth-radius=6px] - Corner radius of inputs, buttons and the error region.
 * @cssprop [--auth-font-family=system-ui, sans-serif] - Font.
 * @cssprop [--auth-font-size=1rem] - Base font size.
 * @cssprop [--auth-line-height=1.5] - Line height.
 * @cssprop [--auth-spacing=1rem] - The spacing unit.
 * @cssprop [--auth-padding=1.5rem] - Space between the element's edge and its content (`0` for none); the corners are rounded at twice `--auth-radius`.
 * @cssprop [--auth-focus-ring-width=2px] - Width of the focus ring.
 * @cssprop [--auth-control-height=2.75rem] - Minimum height of inputs and buttons.
 * @cssprop [--auth-max-width=24rem] - The element's maximum width.
 */
export abstract class AuthElement extends LitElement {
  static override styles: CSSResultGroup = [hostStyles];

  /**
   * Extra light-DOM styles of an element's form, adopted once into the document (or enclosing shadow
   * root). Scope their selectors to the element's tag: `auth-login > form .auth-row { ... }`.
   */
  static lightStyles: readonly CSSResult[] = [];

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  /** Account domain (`tenant.example.com`) or origin (`http://localhost:4000`). Default: the provider's. */
  @property() domain?: string;

  /** Application client identifier (attribute `client-id`). Default: the provider's. */
  @property({ attribute: 'client-id' }) clientId?: string;

  /** Where the service returns after redirect or popup flows (attribute `redirect-uri`). Default: the provider's. */
  @property({ attribute: 'redirect-uri' }) redirectUri?: string;

  /** API the access token is for. Default: the provider's. */
  @property() audience?: string;

  /** Space-separated scopes to request. Default: the provider's, else the client's (`openid profile email`). */
  @property() scope?: string;

  /** `code`, `token`, `id_token` (space-separated) (attribute `response-type`). Default: the provider's. */
  @property({ attribute: 'response-type' }) responseType?: string;

  /** `query`, `fragment` or `form_post` (attribute `response-mode`). Default: the provider's. */
  @property({ attribute: 'response-mode' }) responseMode?: string;

  /** The connection (database, passwordless or social) to use. Default: the provider's. */
  @property() connection?: string;

  /**
   * Colour theme: `light`, `dark`, or `auto` to follow the system's `prefers-color-scheme`
   * (an unknown value counts as `auto`). Reflected to the `theme` attribute.
   */
  @property({ reflect: true }) theme: AuthTheme = 'auto';

  /**
   * Replacements for any of the element's texts, including error messages by code
   * (`{ loginSubmit: 'Sign in', errors: { access_denied: '…' } }`). They win over the language pack.
   */
  @property({ attribute: false }) strings: StringOverrides = {};

  /** The current state of the element's operation. */
  @state() protected status: Status = Status.IDLE;

  /** The last failure, while {@link status} is `error`. */
  @state() protected error: AuthError | null = null;

  /** The signed-in session from the enclosing provider, `null` when none is known. */
  @state() protected session: AuthSession | null = null;

  /** Configuration inherited from the enclosing provider. */
  @state() private inheritedConfig: PartialAuthConfig | undefined;

  /** The loaded language pack for the element's language, if one is registered. */
  @state() private languagePack: StringOverrides | undefined;

  /**
   * Prefix for element-specific error messages: with `passwordless`, the message for
   * `passwordless.access_denied` is preferred to the one for `access_denied`.
   */
  protected errorScope = '';

  /** The element's light-DOM form (see {@link renderForm}). */
  protected readonly lightForm: LightFormController = new LightFormController(this, {
    render: () => this.renderForm(),
    submit: (data, form, submitter) => this.handleSubmit(data, form, submitter),
    isBusy: () => this.status === Status.PENDING,
    label: () => this.formLabel,
    styles: (this.constructor as typeof AuthElement).lightStyles,
  });

  #requestId = 0;
  #abort: AbortController | null = null;
  #languageRequest = 0;
  /** The language whose pack was last asked for (`null`: none yet). */
  #requestedLang: string | null = null;
  /** The pack being loaded, awaited by {@link getUpdateComplete}. */
  #languageLoading: Promise<void> | null = null;
  #unobserveLang: (() => void) | null = null;
  #unobserveRegistry: (() => void) | null = null;
  #stringsCache: { overrides: StringOverrides; pack: StringOverrides | undefined; strings: Strings } | null =
    null;

  constructor() {
    super();
    consumeContext(this, authConfigContext, (value) => {
      this.inheritedConfig = value ?? undefined;
    });
    consumeContext(this, authSessionContext, (value) => {
      this.session = value ?? null;
    });
  }

  override connectedCallback(): void {
    // Before super: the context consumers ask for their values as the element connects.
    ensureContextRoot();
    super.connectedCallback();
    this.#unobserveLang ??= observeLang(this.ownerDocument, () => this.#loadLanguage());
    this.#unobserveRegistry ??= onLanguagesChanged(() => {
      this.#requestedLang = null;
      this.#loadLanguage();
    });
    this.#loadLanguage();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unobserveLang?.();
    this.#unobserveLang = null;
    this.#unobserveRegistry?.();
    this.#unobserveRegistry = null;
    // Outside its provider the element must not keep the provider's values; if it is reconnected
    // inside one, the consumers ask again and get them back before the next update.
    this.inheritedConfig = undefined;
    this.session = null;
  }

  override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    super.attributeChangedCallback(name, oldValue, newValue);
    if (name === 'lang' && oldValue !== newValue && this.isConnected) this.#loadLanguage();
  }

  /**
   * Also waits for the language pack being loaded (and the update it causes), so that after
   * `await el.updateComplete` the element shows its language's texts.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#languageLoading) {
      await this.#languageLoading;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  /**
   * The effective configuration: the element's own attributes win, key by key, over the enclosing
   * provider's. May be incomplete; {@link webAuth} says what is missing.
   */
  protected get config(): PartialAuthConfig {
    const own = normalizeConfig({
      domain: this.domain,
      clientID: this.clientId,
      redirectUri: this.redirectUri,
      audience: this.audience,
      scope: this.scope,
      responseType: this.responseType,
      responseMode: this.responseMode,
      connection: this.connection,
    });
    return mergeConfig(this.inheritedConfig, own);
  }

  /** The database connection: the configured one, else `Username-Password-Authentication`. */
  protected get databaseConnection(): string {
    return this.config.connection ?? DEFAULT_DATABASE_CONNECTION;
  }

  /**
   * The shared client for {@link config}. Throws a TypeError naming the missing attribute when the
   * configuration is incomplete; use it inside {@link run}, which turns that into a shown error.
   */
  protected get webAuth(): WebAuth {
    return getWebAuth(requireConfig(this.config));
  }

  /** The element's complete dictionary: English, then the language pack, then {@link strings}. */
  protected get localized(): Strings {
    const overrides = this.strings;
    const pack = this.languagePack;
    const cache = this.#stringsCache;
    if (cache && cache.overrides === overrides && cache.pack === pack) return cache.strings;
    const strings = resolveStrings(pack, overrides);
    this.#stringsCache = { overrides, pack, strings };
    return strings;
  }

  /** The text for `key`, with `{name}` placeholders filled from `values`. */
  protected t(key: StringKey, values?: Readonly<Record<string, string | number>>): string {
    return format(this.localized[key], values);
  }

  /** The message for the current {@link error} (empty when there is none). */
  protected get errorText(): string {
    return this.error ? errorMessage(this.error, this.localized, this.errorScope) : '';
  }

  /**
   * Runs the element's operation: sets `pending`, awaits `task`, and settles to `done` (or
   * `options.successStatus`) or `error`. On failure it shows the message, dispatches `auth-error`
   * and moves focus to the field at fault. Never rejects. When another `run` starts before this one
   * settles, this one's result is dropped (`stale`) and its `signal` is aborted.
   */
  protected async run<T>(
    task: (signal: AbortSignal) => Promise<T>,
    options: RunOptions = {},
  ): Promise<RunOutcome<T>> {
    const requestId = ++this.#requestId;
    this.#abort?.abort();
    const abort = new AbortController();
    this.#abort = abort;
    const focusedBefore = deepActiveElement();
    this.error = null;
    this.status = Status.PENDING;
    this.lightForm.setInvalid(null);

    let value: T;
    try {
      value = await task(abort.signal);
    } catch (caught) {
      if (requestId !== this.#requestId) return STALE;
      this.#abort = null;
      if (!(caught instanceof AuthError)) {
        // Not the service's answer: a page misconfiguration or a bug. Tell the developer too.
        console.error(caught);
      }
      const error = toAuthError(caught);
      this.error = error;
      this.status = Status.ERROR;
      this.emit('auth-error', { error });
      await this.updateComplete;
      if (requestId === this.#requestId) this.#focusAfterError(error, options.field, focusedBefore);
      return { outcome: 'error', error };
    }
    if (requestId !== this.#requestId) return STALE;
    this.#abort = null;
    this.status = options.successStatus ?? Status.DONE;
    await this.updateComplete;
    if (requestId === this.#requestId) restoreLostFocus(focusedBefore);
    return { outcome: 'success', value };
  }

  /** Returns to `idle` and clears the error (and any pending run's result will be dropped). */
  protected reset(): void {
    this.#requestId++;
    this.#abort?.abort();
    this.#abort = null;
    this.error = null;
    this.status = Status.IDLE;
    this.lightForm.setInvalid(null);
  }

  /**
   * The names of the form fields `error` is about, most likely first. Override to map codes
   * differently; {@link RunOptions.field} overrides it per call.
   */
  protected errorFields(error: AuthError): readonly string[] {
    return DEFAULT_ERROR_FIELDS[error.code] ?? [];
  }

  /** Dispatches `name` with `detail`: bubbles and composed. Returns false if a listener cancelled it. */
  protected emit<K extends AuthEventName>(
    name: K,
    detail: AuthEventDetailMap[K],
    options?: AuthEventOptions,
  ): boolean {
    return this.dispatchEvent(createAuthEvent(name, detail, options));
  }

  /**
   * Asks to show another view: dispatches the cancelable `name` event and, unless a listener
   * cancelled it, hides this element and shows its sibling `<tag>` (when the parent has one).
   */
  protected showView<K extends AuthEventName>(name: K, detail: AuthEventDetailMap[K], tag: string): void {
    if (this.emit(name, detail, { cancelable: true })) showSibling(this, tag);
  }

  /** After the next update, moves focus to the `status` region (it has `tabindex="-1"`). */
  protected async focusStatus(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part~="status"]')?.focus();
  }

  /**
   * The error region: always present (so screen readers announce changes to it), empty and hidden
   * unless there is an error. Put it above the form in `render()`.
   */
  protected renderError(): TemplateResult {
    return html`<div part="error" role="alert">${this.error ? this.errorText : nothing}</div>`;
  }

  /** Where the light-DOM form appears: put it in `render()`. */
  protected renderFormSlot(): TemplateResult {
    return html`<slot name=${FORM_SLOT}></slot>`;
  }

  /**
   * The content of the element's light-DOM `<form>`: fields ({@link textField}) and a
   * {@link submitButton}. Rendered after each update; return `nothing` for no form.
   */
  protected renderForm(): unknown {
    return nothing;
  }

  /** The form's accessible name; default none. */
  protected get formLabel(): string | undefined {
    return undefined;
  }

  /**
   * Called when the form is submitted (by Enter or the submit button) and native validation passed,
   * never while pending. Start the operation here with {@link run}.
   */
  protected handleSubmit(_data: FormData, _form: HTMLFormElement, _submitter: HTMLElement | null): void {}

  /** A labelled input for {@link renderForm}, with a document-unique id derived from its `name`. */
  protected textField(options: Omit<TextFieldOptions, 'id'>): TemplateResult {
    return textField({ ...options, id: this.lightForm.id(options.name) });
  }

  /** The form's submit button: disabled with a progress indicator while pending. */
  protected submitButton(label: string, pendingLabel: string = this.t('pending')): TemplateResult {
    return submitButton({ label, pending: this.status === Status.PENDING, pendingLabel });
  }

  /**
   * After a successful password sign-in, offers the browser to save the credential (Credential
   * Management API, where available). Best effort; never throws.
   */
  protected async storeCredential(): Promise<boolean> {
    const form = this.lightForm.form;
    return form ? storePasswordCredential(form) : false;
  }

  #focusAfterError(error: AuthError, spec: ErrorFieldSpec | undefined, focusedBefore: Element | null): void {
    const resolved = typeof spec === 'function' ? spec(error) : spec;
    const names =
      resolved === undefined ? this.errorFields(error) : typeof resolved === 'string' ? [resolved] : resolved;
    const name = names.find((candidate) => this.lightForm.control(candidate) !== null);
    if (name !== undefined) {
      this.lightForm.setInvalid(name);
      this.lightForm.focus(name);
      return;
    }
    restoreLostFocus(focusedBefore);
  }

  /** Loads the pack for the element's language, unless it is the one already asked for. */
  #loadLanguage(): void {
    const lang = resolveLang(this);
    if (lang === this.#requestedLang) return;
    this.#requestedLang = lang;
    const request = ++this.#languageRequest;
    const loading: Promise<void> = loadLanguage(lang)
      .then(
        (pack) => {
          if (request === this.#languageRequest) this.languagePack = pack;
        },
        (error: unknown) => {
          if (request !== this.#languageRequest) return;
          this.languagePack = undefined;
          // Asked again next time the language changes back (the registry retries failed loaders).
          this.#requestedLang = null;
          console.warn(`[auth-elements] Could not load the strings for "${lang}"; using English.`, error);
        },
      )
      .finally(() => {
        if (this.#languageLoading === loading) this.#languageLoading = null;
      });
    this.#languageLoading = loading;
  }
}

/**
 * When the control that had focus was disabled meanwhile (the submit button while pending), focus
 * fell to the body; put it back so keyboard users keep their place.
 */
function restoreLostFocus(focusedBefore: Element | null): void {
  if (!(focusedBefore instanceof HTMLElement) || !focusedBefore.isConnected) return;
  const active = deepActiveElement();
  if (active !== null && active !== document.body && active !== document.documentElement) return;
  if ('disabled' in focusedBefore && focusedBefore.disabled === true) return;
  focusedBefore.focus();
}
