// The sign-in elements' door to passkeys: an element that says `passkeys` loads its passkey UI through
// this module's `import()`s (`<auth-login>` ./passkey-ui.ts: the button, autofill, the upgrade offer's
// loading; `<auth-signup>` ./passkey-signup.ts, which builds on it), so a page whose elements do not say
// `passkeys` downloads none of it. A failed download is
// the core loader's `network_error`, told to the developer; the password form works as before.
import type { ReactiveControllerHost } from 'lit';
import { loaded } from '../core/lib/on-demand.js';
import type * as PasskeySignup from './passkey-signup.js';
import type * as PasskeyUi from './passkey-ui.js';

/** The passkey UI module's exports (`<auth-login>`'s). */
export type PasskeyUiModule = typeof PasskeyUi;
/** The sign-up's passkey module's exports. */
export type PasskeySignupModule = typeof PasskeySignup;

let loading: Promise<PasskeyUiModule> | undefined;

/** The passkey UI's module (`<auth-login>`'s), loaded once per page. */
export function loadPasskeyUi(): Promise<PasskeyUiModule> {
  loading ??= loaded(import('./passkey-ui.js'), 'passkeys in the elements').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The sign-up's passkey module (the browser fetches a module once). */
export const loadPasskeySignup = (): Promise<PasskeySignupModule> =>
  loaded(import('./passkey-signup.js'), 'passkeys in the elements');

/**
 * Once enabled (the host says `passkeys`), loads the UI and hands it to `attach`, which creates the
 * host's passkey controller; then asks the host to render again.
 */
export class PasskeyLoader<M = PasskeyUiModule> {
  readonly #host: ReactiveControllerHost;
  readonly #attach: (module: M) => void;
  readonly #load: () => Promise<M>;
  #started = false;

  /** `load`: the module's loader, `<auth-login>`'s passkey UI unless given. */
  constructor(host: ReactiveControllerHost, attach: (module: M) => void, load?: () => Promise<M>) {
    this.#host = host;
    this.#attach = attach;
    this.#load = load ?? (loadPasskeyUi as () => Promise<M>);
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
