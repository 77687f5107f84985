// A modal confirmation in an element's shadow root (a `<dialog>` with a `cancel-button` part): opens
// with the focus on the safe choice, and closes with the focus back on the button that opened it.
import { css, html } from 'lit';
import type { CSSResult, ReactiveElement, TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

/** What a confirmation dialog says and does (handlers are called with the element as `this`). */
export interface ConfirmDialogView {
  /** The `<dialog>`'s part, and the ids of its title and text. */
  readonly part: string;
  readonly titleId: string;
  readonly textId: string;
  readonly title: string;
  /** What comes before the text (for example a list of rules), if anything. */
  readonly body?: unknown;
  readonly text: string;
  /** The part of the buttons' row, if it has one. */
  readonly actionsPart?: string;
  readonly cancelLabel: string;
  /** A part the Cancel button has besides `cancel-button`, if any. */
  readonly cancelPart?: string;
  /** The part and label of the (dangerous) confirming button. */
  readonly confirmPart?: string;
  readonly confirmLabel?: string;
  /** Buttons that replace the confirming one: several ways to confirm (for example one per connection). */
  readonly choices?: unknown;
  /** The dialog's `cancel` event (Escape): {@link ConfirmDialog.onCancel}. */
  readonly onCancel: (event: Event) => void;
  /** The Cancel button: {@link ConfirmDialog.close}. */
  readonly close: () => void;
  readonly onConfirm?: () => void;
}

/**
 * The modal's markup: title, body and text, then Cancel (part `cancel-button`, focused first) and the
 * confirming button (or the `choices`).
 */
export function renderConfirmDialog(view: ConfirmDialogView): TemplateResult {
  return html`<dialog
    part=${view.part}
    class="auth-dialog"
    aria-labelledby=${view.titleId}
    aria-describedby=${view.textId}
    @cancel=${view.onCancel}
  >
    <h3 id=${view.titleId}>${view.title}</h3>
    ${view.body}
    <p id=${view.textId}>${view.text}</p>
    <div part=${ifDefined(view.actionsPart)} class="auth-dialog-actions">
      <button
        type="button"
        part=${view.cancelPart ? `cancel-button ${view.cancelPart}` : 'cancel-button'}
        class="auth-button"
        @click=${view.close}
      >
        ${view.cancelLabel}
      </button>
      ${
        view.choices ??
        html`<button
          type="button"
          part=${ifDefined(view.confirmPart)}
          class="auth-button auth-button--danger"
          @click=${view.onConfirm}
        >
          ${view.confirmLabel}
        </button>`
      }
    </div>
  </dialog>`;
}

export class ConfirmDialog {
  readonly #host: ReactiveElement;
  readonly #dialogSelector: string;
  readonly #openerSelector: string;
  /** The button that opened it, when several share the opener part. */
  #opener: HTMLElement | null = null;

  /** `dialogPart` is the `<dialog>`'s part, `openerPart` the part of the button that opens it. */
  constructor(host: ReactiveElement, dialogPart: string, openerPart: string) {
    this.#host = host;
    this.#dialogSelector = `dialog[part~="${dialogPart}"]`;
    this.#openerSelector = `[part~="${openerPart}"]`;
  }

  get #dialog(): HTMLDialogElement | null {
    return this.#host.renderRoot.querySelector<HTMLDialogElement>(this.#dialogSelector);
  }

  /**
   * Opens it (after the next update) as a modal, with the focus on its Cancel button. `opener`: the
   * button that opened it, when several share the opener part (the focus goes back to it).
   */
  async open(opener?: HTMLElement): Promise<void> {
    this.#opener = opener ?? null;
    await this.#host.updateComplete;
    const dialog = this.#dialog;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The safe choice first: Enter or Space on the focused button cancels.
    dialog.querySelector<HTMLButtonElement>('[part~="cancel-button"]')?.focus();
  }

  /** Closes it and gives the focus back to the button that opened it. */
  readonly close = (): void => {
    this.dismiss();
    const opener = this.#opener?.isConnected ? this.#opener : null;
    (opener ?? this.#host.renderRoot.querySelector<HTMLElement>(this.#openerSelector))?.focus();
  };

  /** Closes it without moving the focus (the content under it is being replaced). */
  dismiss(): void {
    this.#dialog?.close();
  }

  /** The dialog's `cancel` (Escape): closes it ourselves so the focus goes back to the opener. */
  readonly onCancel = (event: Event): void => {
    event.preventDefault();
    this.close();
  };
}

/**
 * The dialog's look (class `auth-dialog` on the `<dialog>`, `auth-dialog-actions` on its buttons' row).
 * `overflow-wrap: anywhere`: an e-mail address or an API name in the title must not push it off a
 * phone's screen.
 */
export const dialogStyles: CSSResult = css`
  .auth-dialog {
    box-sizing: border-box;
    max-width: min(28rem, calc(100vw - 2rem));
    padding: var(--_auth-spacing);
    color: var(--_auth-color-text);
    background: var(--_auth-color-background);
    border: 1px solid var(--_auth-color-border);
    border-radius: var(--_auth-radius);
    overflow-wrap: anywhere;
  }
  .auth-dialog::backdrop {
    background: rgb(0 0 0 / 0.4);
  }
  .auth-dialog h3 {
    margin: 0 0 calc(var(--_auth-spacing) / 2);
    font-size: 1.25em;
  }
  .auth-dialog p {
    margin: 0 0 var(--_auth-spacing);
  }
  .auth-dialog-actions {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_auth-spacing) / 2);
  }
  .auth-dialog-actions .auth-button {
    width: auto;
  }
  .auth-dialog .auth-button--danger {
    color: var(--_auth-color-error);
    border-color: var(--_auth-color-error);
  }
`;
