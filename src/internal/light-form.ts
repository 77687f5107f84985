// The light-DOM form: an element's credential inputs live in a real <form> that is a child of the
// element (light DOM), slotted into its shadow root with `slot="form"`. Browsers, password managers
// and autofill extensions only see inputs in the document's DOM, never inside a shadow root; the
// form's look still comes from the `--auth-*` tokens (inherited through the slot) and a constructable
// stylesheet adopted once into the element's root node.
import { html, nothing, render } from 'lit';
import type { CSSResult, ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { FORM_ATTRIBUTE, lightFormStyles } from './styles.js';

/** The slot name of the light-DOM form in an element's shadow root. */
export const FORM_SLOT = 'form';

/** An element that hosts a {@link LightFormController}. */
export type LightFormHost = ReactiveControllerHost & HTMLElement;

/** The form controls a light-DOM form can hold and focus. */
export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

/** Options of {@link LightFormController}. */
export interface LightFormOptions {
  /** The form's content, rendered after each host update; `nothing` before a form is needed. */
  render: () => unknown;
  /** Called on a valid submission (native validation passed) unless {@link isBusy} says otherwise. */
  submit: (data: FormData, form: HTMLFormElement, submitter: HTMLElement | null) => void;
  /** While this returns true, submissions are ignored (no double submit) and the form is `aria-busy`. */
  isBusy: () => boolean;
  /** The form's accessible name (a form with a name is exposed as a landmark). */
  label?: () => string | undefined;
  /** Extra light-DOM stylesheets for this element, scoped by the element's own selectors. */
  styles?: readonly CSSResult[];
  /** Called when the user edits any field (an `input` event in the form): a shown error is now stale. */
  edited?: () => void;
}

let nextFormId = 0;

/**
 * Owns an element's light-DOM `<form slot="form">`: creates and appends it when there is something to
 * render, renders into it with Lit after every update of the host (the same DOM is kept, so what the
 * user typed survives re-renders and errors), adopts its stylesheet into the host's root node,
 * handles submission, and focuses or marks the field at fault.
 */
export class LightFormController implements ReactiveController {
  private readonly host: LightFormHost;
  private readonly options: LightFormOptions;
  private readonly idPrefix = `auth-form-${++nextFormId}`;
  private formElement: HTMLFormElement | null = null;
  /**
   * The error message as the field at fault's description (`aria-describedby`): a visually hidden
   * copy at the end of the form, since a light-DOM input cannot refer to the shadow root's error region.
   */
  private errorDescription: HTMLElement | null = null;

  constructor(host: LightFormHost, options: LightFormOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  /** The form, once something was rendered into it. */
  get form(): HTMLFormElement | null {
    return this.formElement;
  }

  /** After a password sign-in, offers the browser to save the credential; best effort, never throws. */
  storeCredential(): Promise<boolean> {
    return this.formElement ? storePasswordCredential(this.formElement) : Promise.resolve(false);
  }

  /** A document-unique id for an element of this form (labels, hints): `id('email')`. */
  id(name: string): string {
    return `${this.idPrefix}-${name}`;
  }

  hostConnected(): void {
    adoptStyles(this.host, [lightFormStyles, ...(this.options.styles ?? [])]);
    if (this.formElement && this.formElement.parentNode !== this.host) this.host.append(this.formElement);
  }

  hostUpdated(): void {
    const content = this.options.render();
    if (content === nothing && !this.formElement) return;
    const form = this.ensureForm();
    const label = this.options.label?.();
    if (label) form.setAttribute('aria-label', label);
    else form.removeAttribute('aria-label');
    if (this.options.isBusy()) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    // Rendered before the error description, which stays the form's last child.
    render(content, form, { host: this.host, renderBefore: this.errorDescription });
  }

  /** The named control (`name` attribute), if the form has one. */
  control(name: string): FormControl | null {
    const item = this.formElement?.elements.namedItem(name);
    return isFormControl(item) ? item : null;
  }

  /** The current value of the named control (`''` when missing). */
  value(name: string): string {
    const control = this.control(name);
    return control && 'value' in control ? control.value : '';
  }

  /** Moves focus to the first of `names` that the form has; returns whether it did. */
  focus(...names: readonly string[]): boolean {
    for (const name of names) {
      const control = this.control(name);
      if (control && !control.disabled) {
        control.focus();
        return true;
      }
    }
    return false;
  }

  /**
   * Marks the named control `aria-invalid="true"` and, with a `message`, describes it by that message
   * (`aria-describedby`); `null` clears every mark. The mark is removed as soon as the user edits that
   * control.
   */
  setInvalid(name: string | null, message = ''): void {
    const descriptionId = this.id('error');
    for (const control of this.formElement?.querySelectorAll('[aria-invalid]') ?? []) {
      unmark(control, descriptionId);
    }
    if (this.errorDescription) this.errorDescription.textContent = '';
    if (name === null) return;
    const control = this.control(name);
    if (!control) return;
    control.setAttribute('aria-invalid', 'true');
    if (message && this.errorDescription) {
      this.errorDescription.textContent = message;
      const describedBy = control.getAttribute('aria-describedby');
      control.setAttribute(
        'aria-describedby',
        describedBy ? `${describedBy} ${descriptionId}` : descriptionId,
      );
    }
    control.addEventListener('input', () => unmark(control, descriptionId), { once: true });
  }

  private ensureForm(): HTMLFormElement {
    if (!this.formElement) {
      const form = this.host.ownerDocument.createElement('form');
      form.slot = FORM_SLOT;
      form.setAttribute(FORM_ATTRIBUTE, '');
      form.addEventListener('submit', this.onSubmit);
      form.addEventListener('input', () => this.options.edited?.());
      const description = this.host.ownerDocument.createElement('p');
      description.id = this.id('error');
      description.className = 'auth-visually-hidden';
      form.append(description);
      this.errorDescription = description;
      this.formElement = form;
    }
    if (this.formElement.parentNode !== this.host) this.host.append(this.formElement);
    return this.formElement;
  }

  private readonly onSubmit = (event: SubmitEvent): void => {
    // The page is never navigated: the element performs the request itself.
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (this.options.isBusy()) return;
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    this.options.submit(new FormData(form), form, submitter);
  };
}

/** Removes the invalid mark of `control` and its reference to the error description. */
function unmark(control: Element, descriptionId: string): void {
  control.removeAttribute('aria-invalid');
  const describedBy = (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id !== '' && id !== descriptionId);
  if (describedBy.length > 0) control.setAttribute('aria-describedby', describedBy.join(' '));
  else control.removeAttribute('aria-describedby');
}

function isFormControl(item: unknown): item is FormControl {
  return (
    item instanceof HTMLInputElement ||
    item instanceof HTMLSelectElement ||
    item instanceof HTMLTextAreaElement ||
    item instanceof HTMLButtonElement
  );
}

/**
 * Adds `styles` to the adopted stylesheets of the host's root node (the document, or the shadow root
 * the element is rendered in), each at most once per root.
 */
function adoptStyles(host: Node, styles: readonly CSSResult[]): void {
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return;
  const sheets = styles.map((style) => style.styleSheet).filter((sheet) => sheet !== undefined);
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/** The text submitted under `name` (`''` when the form has no such text field). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** The `autocomplete` tokens credential fields use, so password managers and autofill recognise them. */
export type AutocompleteToken =
  | 'username'
  | 'username webauthn'
  | 'email'
  | 'current-password'
  | 'new-password'
  | 'one-time-code'
  | 'tel'
  | 'name'
  | 'given-name'
  | 'family-name'
  | 'nickname'
  | 'off';

/** Options of {@link textField}. */
export interface TextFieldOptions {
  /** The id of the input (use `LightFormController.id(name)` so it is unique in the document). */
  id: string;
  /** The `name` the value is submitted under; also how the element finds the field at fault. */
  name: string;
  /** The visible label. */
  label: string;
  /** `autocomplete` token; credential fields must have one. */
  autocomplete: AutocompleteToken;
  /** Input type. Default `text`. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  /** Virtual keyboard hint (`numeric` for codes). */
  inputmode?: 'text' | 'email' | 'numeric' | 'tel' | 'url';
  /** Whether a value is required. Default true. */
  required?: boolean;
  /** Initial value (a default: once the user types, re-renders never overwrite it). */
  value?: string;
  /** Help text under the input, linked with `aria-describedby`. */
  hint?: string;
  minlength?: number;
  maxlength?: number;
  pattern?: string;
}

/** Tokens of fields that hold people's names: the only ones the keyboard should capitalise. */
const NAME_TOKENS: ReadonlySet<AutocompleteToken> = new Set([
  'name',
  'given-name',
  'family-name',
  'nickname',
]);

/**
 * A labelled input for a light-DOM form. The value is set as the `value` attribute (a default), so a
 * re-render keeps what the user typed.
 */
export function textField(options: TextFieldOptions): TemplateResult {
  const hintId = options.hint ? `${options.id}-hint` : undefined;
  return html`<div class="auth-field">
    <label class="auth-label" for=${options.id}>${options.label}</label>
    <input
      class="auth-input"
      id=${options.id}
      name=${options.name}
      type=${options.type ?? 'text'}
      autocomplete=${options.autocomplete}
      inputmode=${ifDefined(options.inputmode)}
      ?required=${options.required ?? true}
      value=${ifDefined(options.value)}
      minlength=${ifDefined(options.minlength)}
      maxlength=${ifDefined(options.maxlength)}
      pattern=${ifDefined(options.pattern)}
      aria-describedby=${ifDefined(hintId)}
      spellcheck="false"
      autocapitalize=${NAME_TOKENS.has(options.autocomplete) ? 'words' : 'off'}
    />
    ${options.hint ? html`<div class="auth-hint" id=${hintId as string}>${options.hint}</div>` : nothing}
  </div>`;
}

/** Options of {@link submitButton}. */
export interface SubmitButtonOptions {
  /** The button's text. */
  label: string;
  /** Whether the operation is pending: the button is disabled and shows a progress indicator. */
  pending: boolean;
  /** The progress indicator's accessible name (`Logging in…`). */
  pendingLabel: string;
}

/**
 * The form's primary submit button (so Enter submits). While pending it is disabled and shows a
 * progress indicator (`role="progressbar"`, named by `pendingLabel`) beside its label.
 */
export function submitButton(options: SubmitButtonOptions): TemplateResult {
  return html`<button class="auth-button auth-button--primary" type="submit" ?disabled=${options.pending}>
    <span class="auth-button-label">${options.label}</span>
    ${
      options.pending
        ? html`<span class="auth-progress" role="progressbar" aria-label=${options.pendingLabel}></span>`
        : nothing
    }
  </button>`;
}

/** The `PasswordCredential` constructor, where the browser has one (Chromium). */
type PasswordCredentialConstructor = new (form: HTMLFormElement) => Credential;

/**
 * Offers the browser to save the credential the user just signed in with (Credential Management API).
 * Does nothing where the API is missing; never throws. The form's fields must carry the `username`
 * and `current-password` (or `new-password`) autocomplete tokens.
 */
async function storePasswordCredential(form: HTMLFormElement): Promise<boolean> {
  const PasswordCredential = (globalThis as { PasswordCredential?: PasswordCredentialConstructor })
    .PasswordCredential;
  const credentials = globalThis.navigator?.credentials;
  if (typeof PasswordCredential !== 'function' || typeof credentials?.store !== 'function') return false;
  try {
    await credentials.store(new PasswordCredential(form));
    return true;
  } catch {
    // The form lacked a username/password pair, or the browser refused: saving is best effort.
    return false;
  }
}
