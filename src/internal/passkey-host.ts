// The sign-in elements' door to passkeys: an element that says `passkeys` loads the passkey UI
// (./passkey-ui.ts: buttons, autofill, the upgrade offer, their strings) through this module's one
// `import()`, so a page whose elements do not say `passkeys` downloads none of it. A failed download is
// the core loader's `network_error`, told to the developer; the password form works as before.
import type { ReactiveControllerHost } from 'lit';
import { loaded } from '../core/lib/on-demand.js';
import type * as PasskeyUi from './passkey-ui.js';

/** The passkey UI module's exports. */
export type PasskeyUiModule = typeof PasskeyUi;

let loading: Promise<PasskeyUiModule> | undefined;

/** The passkey UI's module, loaded once per page. */
export function loadPasskeyUi(): Promise<PasskeyUiModule> {
  loading ??= loaded(import('./passkey-ui.js'), 'passkeys in the elements').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Once `enabled()` (the host says `passkeys`), loads the UI and hands it to `attach`, which creates the
 * host's passkey controller; then asks the host to render again.
 */
export class PasskeyLoader {
  readonly #host: ReactiveControllerHost;
  readonly #attach: (module: PasskeyUiModule) => void;
  #started = false;

  constructor(host: ReactiveControllerHost, attach: (module: PasskeyUiModule) => void) {
    this.#host = host;
    this.#attach = attach;
  }

  /** Call from the host's `updated()`. */
  update(enabled: boolean): void {
    if (!enabled || this.#started) return;
    this.#started = true;
    loadPasskeyUi().then(
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
