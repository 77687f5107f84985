// The sign-in elements' door to passkeys: an element that says `passkeys` loads its passkey UI (the
// elements' chunks, ./chunks.ts: `<auth-login>` ./passkey-ui.ts, the button, autofill, the upgrade offer's
// loading; `<auth-signup>` ./passkey-signup.ts, which builds on it), so a page whose elements do not say
// `passkeys` downloads none of it. A failed download is told to the developer; the password form works
// as before.
import type { ReactiveControllerHost } from 'lit';

/**
 * Once enabled (the host says `passkeys`), loads the UI (`load`: its chunk's loader) and hands it to
 * `attach`, which creates the host's passkey controller; then asks the host to render again.
 */
export class PasskeyLoader<M> {
  readonly #host: ReactiveControllerHost;
  readonly #attach: (module: M) => void;
  readonly #load: () => Promise<M>;
  #started = false;

  constructor(host: ReactiveControllerHost, load: () => Promise<M>, attach: (module: M) => void) {
    this.#host = host;
    this.#load = load;
    this.#attach = attach;
  }

  /** Call from the host's `updated()`. */
  update(enabled: boolean): void {
    if (!enabled || this.#started) return;
    this.#started = true;
    this.#load().then(
      (module) => {
        this.#attach(module);
        this.#host.requestUpdate();
      },
      (error: unknown) => {
        this.#started = false;
        console.warn('auth-elements: the passkey code could not be loaded; the password form works.', error);
      },
    );
  }
}
