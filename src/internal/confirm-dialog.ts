// A modal confirmation in an element's shadow root (a `<dialog>` with a `cancel-button` part): opens
// with the focus on the safe choice, and closes with the focus back on the button that opened it.
import type { ReactiveElement } from 'lit';

export class ConfirmDialog {
  readonly #host: ReactiveElement;
  readonly #dialogSelector: string;
  readonly #openerSelector: string;

  /** `dialogPart` is the `<dialog>`'s part, `openerPart` the part of the button that opens it. */
  constructor(host: ReactiveElement, dialogPart: string, openerPart: string) {
    this.#host = host;
    this.#dialogSelector = `dialog[part~="${dialogPart}"]`;
    this.#openerSelector = `[part~="${openerPart}"]`;
  }

  get #dialog(): HTMLDialogElement | null {
    return this.#host.renderRoot.querySelector<HTMLDialogElement>(this.#dialogSelector);
  }

  /** Opens it (after the next update) as a modal, with the focus on its Cancel button. */
  async open(): Promise<void> {
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
    this.#host.renderRoot.querySelector<HTMLElement>(this.#openerSelector)?.focus();
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
