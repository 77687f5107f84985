// The password fields of the light-DOM forms (<auth-login>, <auth-signup>): a show-password toggle
// and a Caps Lock warning beside a real password input. The input stays `type="password"` whenever
// the user has not asked to see it, and is switched back before every submission, so password
// managers see (and save) a password field.
import { css, html, nothing, svg, unsafeCSS } from 'lit';
import type { CSSResult, ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import type { StringKey } from './i18n.js';
import { FORM_ATTRIBUTE } from './styles.js';

/** Options of {@link PasswordFieldController.render}. */
export interface PasswordFieldOptions {
  /** The id of the input (document-unique: `LightFormController.id(name)`). */
  id: string;
  /** The `name` the password is submitted under. */
  name: string;
  /** The visible label. */
  label: string;
  /** `current-password` to sign in, `new-password` for a new one. */
  autocomplete: 'current-password' | 'new-password';
  /** Ids of more descriptions of the input (a policy checklist), after the Caps Lock warning. */
  describedBy?: string;
  /** Called on every input event (a live checklist). */
  onInput?: (event: Event) => void;
  /** Rendered at the end of the field (a policy checklist). */
  after?: unknown;
}

/**
 * The texts of the password field's controls: `showPassword`, the toggle's accessible name (its
 * pressed state says whether the password is shown), and `capsLockOn`, the warning.
 */
export type PasswordFieldText = (key: Extract<StringKey, 'showPassword' | 'capsLockOn'>) => string;

/** The class of the password inputs this module renders. */
const INPUT_CLASS = 'auth-password-input';

/** An open eye; crossed out while the password is shown. */
const eye = (shown: boolean): TemplateResult =>
  html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
      <path d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z" />
      <circle cx="12" cy="12" r="3" />
      ${shown ? svg`<path d="M4 3l16 18" />` : nothing}
    </g>
  </svg>`;

/**
 * Renders the host's password fields and keeps, per field, whether the password is shown and
 * whether Caps Lock is on. Add it to an element after its light-DOM form controller.
 */
export class PasswordFieldController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly t: PasswordFieldText;
  /** Names of the fields whose password is shown. */
  private readonly shown = new Set<string>();
  /** Names of the fields that saw a key event with Caps Lock on, while focused. */
  private readonly capsLock = new Set<string>();

  constructor(host: ReactiveControllerHost & HTMLElement, t: PasswordFieldText) {
    this.host = host;
    this.t = t;
    host.addController(this);
  }

  hostConnected(): void {
    // Capture on the host: runs before the form's own submit handler reads or stores the fields.
    this.host.addEventListener('submit', this.conceal, true);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('submit', this.conceal, true);
  }

  /** Whether the password of field `name` is shown as text. */
  isShown(name: string): boolean {
    return this.shown.has(name);
  }

  /** Hides every shown password again (`type="password"` at once, before any await). */
  readonly conceal = (): void => {
    for (const input of this.host.querySelectorAll<HTMLInputElement>(`input.${INPUT_CLASS}`)) {
      input.type = 'password';
    }
    if (this.shown.size === 0) return;
    this.shown.clear();
    this.host.requestUpdate();
  };

  /**
   * A labelled password input with a show-password toggle (`aria-pressed`, `aria-controls` the input)
   * and a Caps Lock warning (`aria-live="polite"`, in the input's `aria-describedby`).
   */
  render(options: PasswordFieldOptions): TemplateResult {
    const { id, name } = options;
    const shown = this.shown.has(name);
    const capsId = `${id}-caps-lock`;
    const describedBy = options.describedBy ? `${capsId} ${options.describedBy}` : capsId;
    const onKey = (event: KeyboardEvent): void => this.setCapsLock(name, event.getModifierState('CapsLock'));
    return html`<div class="auth-field">
      <label class="auth-label" for=${id}>${options.label}</label>
      <div class="auth-password">
        <input
          class="auth-input ${INPUT_CLASS}"
          id=${id}
          name=${name}
          type=${shown ? 'text' : 'password'}
          autocomplete=${options.autocomplete}
          required
          aria-describedby=${describedBy}
          spellcheck="false"
          autocapitalize="off"
          @keydown=${onKey}
          @keyup=${onKey}
          @blur=${() => this.setCapsLock(name, false)}
          @input=${options.onInput}
        />
        <button
          type="button"
          class="auth-password-toggle"
          aria-label=${this.t('showPassword')}
          aria-pressed=${shown ? 'true' : 'false'}
          aria-controls=${id}
          @click=${() => this.toggle(name)}
        >
          ${eye(shown)}
        </button>
      </div>
      <p
        class="auth-caps-lock"
        id=${capsId}
        aria-live="polite"
        .textContent=${this.capsLock.has(name) ? this.t('capsLockOn') : ''}
      ></p>
      ${options.after ?? nothing}
    </div>`;
  }

  private toggle(name: string): void {
    if (!this.shown.delete(name)) this.shown.add(name);
    this.host.requestUpdate();
  }

  private setCapsLock(name: string, on: boolean): void {
    if (on === this.capsLock.has(name)) return;
    if (on) this.capsLock.add(name);
    else this.capsLock.delete(name);
    this.host.requestUpdate();
  }
}

const FORM = unsafeCSS(`form[${FORM_ATTRIBUTE}]`);

/** The light-DOM rules of the password fields: the toggle sits inside the input's box, at its end. */
export const passwordFieldStyles: CSSResult = css`
  :where(${FORM} .auth-password) {
    position: relative;
  }
  :where(${FORM} .auth-password > .auth-input) {
    padding-inline-end: var(--_auth-control-height);
  }
  :where(${FORM} .auth-password-toggle) {
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--_auth-control-height);
    padding: 0;
    color: var(--_auth-color-text-muted);
    background: none;
    border: 0;
    border-radius: var(--_auth-radius);
    cursor: pointer;
  }
  :where(${FORM} .auth-password-toggle:focus-visible) {
    outline-offset: calc(var(--_auth-focus-ring-width) * -2);
  }
  :where(${FORM} .auth-password-toggle > svg) {
    width: 1.25em;
    height: 1.25em;
  }
  :where(${FORM} .auth-caps-lock) {
    margin: 0;
    font-size: 0.875em;
    font-weight: 600;
    color: var(--_auth-color-text);
  }
  /* Empty, the live region stays in the page (so the warning is announced when it appears) but takes
     no room: its margin cancels the field's gap. */
  :where(${FORM} .auth-caps-lock:empty) {
    margin-block-start: calc(var(--_auth-spacing) / -4);
  }
`;
