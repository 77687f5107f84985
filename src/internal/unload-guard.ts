// Asking the browser to confirm leaving the page while an element has unsaved changes: a reactive
// controller that listens to `beforeunload` only while its host says so and is connected.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class UnloadGuard implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #unsaved: () => boolean;
  #listening = false;

  /** `unsaved` is read after every update of `host`. */
  constructor(host: ReactiveControllerHost & HTMLElement, unsaved: () => boolean) {
    this.#host = host;
    this.#unsaved = unsaved;
    host.addController(this);
  }

  hostUpdated(): void {
    this.#listen(this.#unsaved());
  }

  hostDisconnected(): void {
    this.#listen(false);
  }

  #listen(on: boolean): void {
    const wanted = on && this.#host.isConnected;
    if (wanted === this.#listening) return;
    this.#listening = wanted;
    if (wanted) window.addEventListener('beforeunload', this.#onBeforeUnload);
    else window.removeEventListener('beforeunload', this.#onBeforeUnload);
  }

  readonly #onBeforeUnload = (event: BeforeUnloadEvent): void => {
    // Asks the browser to confirm leaving the page (its own wording; pages cannot set the text).
    event.preventDefault();
    event.returnValue = '';
  };
}
