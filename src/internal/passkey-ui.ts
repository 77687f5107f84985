// Passkeys in the sign-in elements, loaded on demand (./passkey-host.ts) only by an element that says
// `passkeys`: whether they can work on this page (else one console message for the developer, and no
// button); `<auth-login>`'s "Sign in with a passkey" button, its autofill (a conditional request while
// the form is shown, aborted when the form goes: hidden, signed in, disconnected, or before another
// passkey prompt), and loading the offer to create a passkey after a password log-in (./passkey-upgrade.ts,
// only once signed in); the base `<auth-signup>`'s "Create account with a passkey" (./passkey-signup.ts,
// loaded by the sign-up alone) builds on. Failures are shown in the element's error region, which then
// gets the focus; the form is never re-rendered, so nothing typed is lost.
//
// Size (`npm run size`, the CDN autoloader's files): with `passkeys`, a login page loads this chunk
// (passkey-ui.js) and the core's ceremonies (webauthn.js) while its form is shown, as autofill starts at
// once. Loaded only when needed: passkey-why.js (no passkeys here), webauthn-json.js (a browser without
// WebAuthn's JSON methods), passkey-upgrade.js (signed in; with My Account), passkey-signup.js (the
// sign-up). This chunk and webauthn.js stay apart so a page that only enrols a passkey does not load the
// passkey UI.
import { css, html, nothing } from 'lit';
import type { CSSResult, ReactiveController, TemplateResult } from 'lit';
import { AuthError } from '../core/errors.js';
import { request } from '../core/lib/http.js';
import type { AuthResult } from '../core/index.js';
import { passkeyCeremony } from '../core/passkeys.js';
import type { WebAuthBase } from '../core/web-auth-base.js';
import { adoptSheet, loadPasskeyErrors, passkeyIcon, serviceUrl, UPGRADE_SCOPES } from './passkey-shared.js';
import type { PasskeyHost as Host } from './passkey-shared.js';
import type { Reason } from './passkey-why.js';
import type { UpgradeOffer } from './passkey-upgrade.js';
import { chunk } from './chunk.js';
import type { PartialAuthConfig } from './config.js';
import { focusAfterUpdate } from './focus.js';
import type { AuthSession } from './context.js';
import { successDetail } from './events.js';
import type { AuthEventDetailMap } from './events.js';
import { registerEnglish } from './i18n.js';
import type { StringKey } from './i18n.js';
import type { LightFormController } from './light-form.js';
import type { RunOptions, RunOutcome } from './operation-controller.js';
import { passkeyLoginStrings } from './strings/en-passkeys.js';

registerEnglish(passkeyLoginStrings);

/** What a host element gives the passkey UI (its protected state, as functions). */
export interface PasskeyHooks {
  /** Whether the host says `passkeys` now. */
  readonly enabled: () => boolean;
  readonly webAuth: () => WebAuthBase;
  readonly config: () => PartialAuthConfig;
  readonly realm: () => string;
  readonly t: (key: StringKey) => string;
  /** The host's message for an error (its language, its `strings`). */
  readonly message: (error: AuthError) => string;
  readonly run: <T>(task: () => Promise<T>, options?: RunOptions) => Promise<RunOutcome<T>>;
  readonly emit: <K extends 'auth-success' | 'auth-passkey-created'>(
    name: K,
    detail: AuthEventDetailMap[K],
  ) => boolean;
  readonly form: LightFormController;
  readonly pending: () => boolean;
  /** Whether the host shows its form (not the signed-in state). */
  readonly formShown: () => boolean;
  readonly session: () => AuthSession | null;
  /** `<auth-login>`: `passkey-upgrade` (`auto`, `offer`, `off`). */
  readonly upgrade?: () => string;
}

/** The passkey UI's look in the host's shadow root (adopted once per root). */
export const passkeyStyles: CSSResult = css`
  .auth-passkey-icon {
    flex: none;
    width: 1.25em;
    height: 1.25em;
  }
  [part~='passkey'] {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_auth-spacing) / 2);
    margin: 0 0 var(--_auth-spacing);
  }
  [part~='passkey'] p {
    margin: 0;
    color: var(--_auth-color-text-muted);
  }
`;

const IP_ADDRESS = /^[\d.]+$|^\[.*\]$/;

/** Why passkeys cannot work on this page, for the console (./passkey-why.ts), loaded only then. */
const loadWhy = /* @__PURE__ */ chunk(() => import('./passkey-why.js'), 'the passkey messages');

/** The offer to create a passkey once signed in (./passkey-upgrade.ts), loaded only then. */
const loadUpgrade = /* @__PURE__ */ chunk(() => import('./passkey-upgrade.js'), 'the passkey upgrade');

/** Tells the developer why passkeys cannot work here; `false`. */
function cannot(reason: Reason): false {
  // A message that could not be loaded: the page works as it would anyway.
  loadWhy().then(
    ({ tell }) => tell(reason),
    () => undefined,
  );
  return false;
}

/**
 * Resolves whether passkeys can work on this page for `domain` (the RP ID is the service's host name);
 * when they cannot, tells the developer why, once (./passkey-why.ts). Related Origin Requests: a page
 * on another site is fine where the browser reads the service's `/.well-known/webauthn` and it lists
 * this page's origin.
 */
export async function passkeysUsable(domain: string | undefined): Promise<boolean> {
  if (!globalThis.isSecureContext) return cannot({ why: 'insecure' });
  if (typeof globalThis.PublicKeyCredential !== 'function' || !navigator.credentials?.get)
    return cannot({ why: 'no-webauthn' });
  const service = serviceUrl(domain);
  if (!service) return false;
  const rpId = service.hostname;
  const page = location.hostname;
  if (IP_ADDRESS.test(rpId)) return cannot({ why: 'ip-address', rpId });
  if (page === rpId || page.endsWith(`.${rpId}`)) return true;
  try {
    const capabilities = await PublicKeyCredential.getClientCapabilities?.();
    if (capabilities?.['relatedOrigins']) {
      const { origins } = await request<{ origins?: unknown }>({
        method: 'GET',
        url: `${service.origin}/.well-known/webauthn`,
        credentials: 'omit',
      });
      if (Array.isArray(origins) && origins.includes(location.origin)) return true;
    }
  } catch {
    // Unknown: treated as not listed.
  }
  return cannot({ why: 'rp-id', rpId, page });
}

let conditional: Promise<boolean> | undefined;

/** Whether the browser offers passkeys in autofill (asked once per page). */
function conditionalAvailable(): Promise<boolean> {
  conditional ??= Promise.resolve()
    .then(() => globalThis.PublicKeyCredential?.isConditionalMediationAvailable?.())
    .then(
      (available) => available === true,
      () => false,
    );
  return conditional;
}

/** Adopts {@link passkeyStyles} into the host's shadow root once. */
const adoptStyles = (host: Host): void => adoptSheet(host.shadowRoot, passkeyStyles.styleSheet);

/** Moves focus to the host's error region (after a failure the message is where the user is). */
export async function focusError(host: Host): Promise<void> {
  await focusAfterUpdate(host, '[part~="error"]');
}

/** The shared part: whether passkeys work here (checked once per domain), styles, busy state. */
export abstract class PasskeyUi implements ReactiveController {
  protected readonly host: Host;
  protected readonly hooks: PasskeyHooks;
  /** `undefined` while checking; then whether passkeys work on this page. */
  protected usable: boolean | undefined;
  #checkedDomain: string | undefined;
  /** A modal passkey ceremony is under way. */
  protected busy = false;

  constructor(host: Host, hooks: PasskeyHooks) {
    this.host = host;
    this.hooks = hooks;
    adoptStyles(host);
    // Added once the subclass's fields exist (addController may call hostConnected at once); then an
    // update of its own, since one already under way when the code arrived ran without this controller.
    queueMicrotask(() => {
      host.addController(this);
      host.requestUpdate();
    });
  }

  hostConnected(): void {
    adoptStyles(this.host);
  }

  hostUpdated(): void {
    const domain = this.hooks.config().domain;
    if (domain !== this.#checkedDomain) {
      this.#checkedDomain = domain;
      this.usable = undefined;
      void passkeysUsable(domain).then((usable) => {
        if (this.#checkedDomain !== domain) return;
        this.usable = usable;
        this.host.requestUpdate();
      });
    }
  }

  /** Whether the passkey way is offered now. */
  protected get shown(): boolean {
    return this.hooks.enabled() && this.usable === true;
  }

  /**
   * Runs a modal ceremony through the host's `run` (pending, error, focus on the message), its failure in
   * the `passkey` error scope (a refused passkey is not a wrong password).
   */
  protected async ceremony<T>(task: () => Promise<T>, options?: RunOptions): Promise<RunOutcome<T>> {
    this.busy = true;
    try {
      const failing = () =>
        task().catch(async (caught: unknown) => {
          await loadPasskeyErrors().catch(() => undefined);
          throw caught;
        });
      const outcome = await this.hooks.run(failing, { field: [], ...options, scope: 'passkey' });
      if (outcome.outcome === 'error' && !options) await focusError(this.host);
      return outcome;
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }
}

/**
 * `<auth-login passkeys>`: the button, autofill, and the upgrade offer in the signed-in state.
 */
export class LoginPasskeys extends PasskeyUi {
  /** The conditional (autofill) request under way. */
  #autofill: AbortController | undefined;
  /** A conditional request failed for another reason than being aborted: not restarted until shown again. */
  #autofillFailed = false;
  #conditional: boolean | undefined;
  readonly #hiddenObserver = new MutationObserver(() => {
    this.#autofillFailed = false;
    this.host.requestUpdate();
  });
  /** Signed in with a passkey here: no new autofill request (without a provider the form stays). */
  #succeeded = false;
  /** The last modal attempt ended without a passkey: offer the other ways. */
  #noPasskey = false;
  #upgrade: UpgradeOffer | undefined;
  #upgradeLoading = false;

  constructor(host: Host, hooks: PasskeyHooks) {
    super(host, hooks);
    void conditionalAvailable().then((available) => {
      this.#conditional = available;
      host.requestUpdate();
    });
  }

  override hostConnected(): void {
    super.hostConnected();
    this.#hiddenObserver.observe(this.host, { attributes: true, attributeFilter: ['hidden'] });
  }

  hostDisconnected(): void {
    this.#hiddenObserver.disconnect();
    this.stopAutofill();
    this.#autofillFailed = false;
    this.#succeeded = false;
  }

  /** The `autocomplete` of the e-mail field: with autofill offered, `username webauthn`. */
  get autocomplete(): 'username' | 'username webauthn' {
    return this.shown && this.#conditional ? 'username webauthn' : 'username';
  }

  /** The scope of a password log-in: the configured one, plus what the upgrade offer needs. */
  loginScope(scope: string): string {
    return this.shown && this.hooks.upgrade?.() !== 'off' ? `${scope} ${UPGRADE_SCOPES}` : scope;
  }

  override hostUpdated(): void {
    super.hostUpdated();
    this.#loadUpgrade();
    const wanted =
      this.shown &&
      this.#conditional === true &&
      !this.#autofillFailed &&
      !this.#succeeded &&
      !this.busy &&
      this.host.isConnected &&
      !this.host.hidden &&
      this.hooks.formShown() &&
      !this.hooks.pending() &&
      this.hooks.form.control('email') !== null;
    if (wanted && !this.#autofill) this.#startAutofill();
    else if (!wanted) this.stopAutofill();
  }

  /** In the signed-in state (and `passkey-upgrade` not `off`), loads the upgrade offer's code once. */
  #loadUpgrade(): void {
    if (this.#upgradeLoading || !this.shown || this.hooks.formShown() || this.hooks.upgrade?.() === 'off')
      return;
    if (!this.hooks.session()) return;
    this.#upgradeLoading = true;
    loadUpgrade().then(
      ({ UpgradeOffer }) => {
        this.#upgrade = new UpgradeOffer(this.host, this.hooks, () => this.usable === true);
        this.host.requestUpdate();
      },
      (error: unknown) => {
        this.#upgradeLoading = false;
        console.warn('auth-elements: the passkey upgrade could not be loaded.', error);
      },
    );
  }

  /** Aborts the autofill request, if one is under way. */
  stopAutofill(): void {
    const controller = this.#autofill;
    this.#autofill = undefined;
    controller?.abort();
  }

  #startAutofill(): void {
    const controller = new AbortController();
    this.#autofill = controller;
    let webAuth: WebAuthBase;
    try {
      webAuth = this.hooks.webAuth();
    } catch {
      // A misconfigured element: its form says so when used.
      this.#autofillFailed = true;
      return;
    }
    passkeyCeremony(webAuth, 'passkeyLogin', {
      mediation: 'conditional',
      signal: controller.signal,
      realm: this.hooks.realm(),
    }).then(
      (result) => {
        if (this.#autofill !== controller) return;
        this.#autofill = undefined;
        void this.#succeed(result);
      },
      (caught: unknown) => {
        if (this.#autofill !== controller) return;
        this.#autofill = undefined;
        // Ended without being aborted here: not started again until the form is shown again (or after
        // the button's attempt), so a browser that ends it at once is not asked in a loop.
        this.#autofillFailed = true;
        if (caught instanceof AuthError && caught.code === 'passkey_cancelled') return;
        // The service refused the passkey (or asks for more): shown like any other failure.
        void this.ceremony(() => Promise.reject(caught));
      },
    );
  }

  async #succeed(result: AuthResult): Promise<void> {
    this.#succeeded = true;
    const outcome = await this.hooks.run(() => Promise.resolve(result));
    if (outcome.outcome === 'success') this.hooks.emit('auth-success', successDetail(result));
  }

  readonly #onClick = async (): Promise<void> => {
    if (this.hooks.pending()) return;
    // The browser allows one WebAuthn request at a time: the autofill one goes first.
    this.stopAutofill();
    this.#noPasskey = false;
    this.#autofillFailed = false;
    const outcome = await this.ceremony(() =>
      passkeyCeremony(this.hooks.webAuth(), 'passkeyLogin', { realm: this.hooks.realm() }),
    );
    if (outcome.outcome === 'success') {
      this.#succeeded = true;
      this.hooks.emit('auth-success', successDetail(outcome.value));
    } else if (outcome.outcome === 'error' && outcome.error.code === 'passkey_cancelled') {
      this.#noPasskey = true;
      this.host.requestUpdate();
    }
  };

  readonly #usePassword = (): void => {
    this.hooks.form.focus('password');
  };

  /** The button (first, above the password form), or nothing where passkeys cannot work. */
  render(): TemplateResult | typeof nothing {
    if (!this.shown || !this.hooks.formShown()) return nothing;
    const pending = this.hooks.pending();
    return html`<div part="passkey">
      <button
        type="button"
        class="auth-button"
        part="passkey-button"
        ?disabled=${pending}
        @click=${this.#onClick}
      >
        ${passkeyIcon}<span>${this.hooks.t(this.busy ? 'passkeyLoginPending' : 'passkeyLogin')}</span>
      </button>
      ${
        this.#noPasskey && !pending
          ? html`<p part="passkey-help">
              ${this.hooks.t('passkeyNoneHere')}
              <button type="button" class="auth-link" part="use-password" @click=${this.#usePassword}>
                ${this.hooks.t('passkeyUsePassword')}
              </button>
            </p>`
          : nothing
      }
    </div>`;
  }

  /** The offer to create a passkey, in the signed-in state. */
  renderUpgrade(): TemplateResult | typeof nothing {
    return this.hooks.enabled() && this.#upgrade ? this.#upgrade.render() : nothing;
  }
}
