// The offer to create a passkey after a password log-in, in `<auth-login passkeys>`'s signed-in state
// (`passkey-upgrade`), loaded by the passkey UI (./passkey-ui.ts) only then: whether the user has a
// passkey (the My Account API, with the token of the scopes the log-in asked for: ./account-token.ts's
// SilentToken, asked silently, kept, replaced once if refused), the offer (one click; "Not now" kept on
// this device), or with `auto` a conditional creation where the browser has it.
import { css, html, nothing } from 'lit';
import type { CSSResult, ReactiveController, TemplateResult } from 'lit';
import { toAuthError } from '../core/errors.js';
import { MyAccount } from '../core/my-account.js';
import type { PasskeyMethod } from '../core/my-account.js';
import { myAccountApi, SilentToken } from './account-token.js';
import { focusAfterUpdate } from './focus.js';
import { registerEnglish } from './i18n.js';
import { OperationController } from './operation-controller.js';
import type { PasskeyHooks } from './passkey-ui.js';
import { adoptSheet, loadPasskeyErrors, passkeyIcon, UPGRADE_SCOPES } from './passkey-shared.js';
import type { PasskeyHost as Host } from './passkey-shared.js';
import { passkeyUpgradeStrings } from './strings/en-passkeys-upgrade.js';

registerEnglish(passkeyUpgradeStrings);

/** The offer's look in the host's shadow root (adopted once per root). */
const upgradeStyles: CSSResult = css`
  [part~='passkey-upgrade'] {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_auth-spacing) / 2);
    margin: var(--_auth-spacing) 0 0;
    padding: var(--_auth-spacing) 0 0;
    border-top: 1px solid var(--_auth-color-border);
  }
  [part~='passkey-upgrade'] p {
    margin: 0;
    color: var(--_auth-color-text-muted);
  }
  [part~='passkey-upgrade'] h3 {
    margin: 0;
    font-size: 1em;
  }
  [part~='passkey-upgrade'] [role='alert']:empty {
    display: none;
  }
  [part~='passkey-upgrade'] [role='alert'] {
    color: var(--_auth-color-error);
  }
`;

/** Whether the browser can create a passkey without a prompt (conditional creation). */
async function conditionalCreateSupported(): Promise<boolean> {
  try {
    return (await PublicKeyCredential.getClientCapabilities?.())?.['conditionalCreate'] === true;
  } catch {
    return false;
  }
}

/** The device's memory of "Not now", per user. */
const NOT_NOW_KEY = 'auth-elements.passkey-upgrade.not-now';

function dismissed(sub: string): boolean {
  try {
    const list = JSON.parse(localStorage.getItem(NOT_NOW_KEY) ?? '[]') as unknown;
    return Array.isArray(list) && list.includes(sub);
  } catch {
    return false;
  }
}

function dismiss(sub: string): void {
  try {
    const list = JSON.parse(localStorage.getItem(NOT_NOW_KEY) ?? '[]') as unknown;
    const subs = Array.isArray(list) ? list.filter((item) => typeof item === 'string') : [];
    localStorage.setItem(NOT_NOW_KEY, JSON.stringify([...new Set([...subs, sub])].slice(-20)));
  } catch {
    // No storage: asked again next time.
  }
}

/** The upgrade offer's states. */
type UpgradeState = 'idle' | 'checking' | 'offer' | 'creating' | 'created' | 'none';

/**
 * After a password log-in, in `<auth-login>`'s signed-in state: whether the user has a passkey (the My
 * Account API, with the token of the log-in's upgrade scopes), then the offer to create one (one click),
 * or with `passkey-upgrade="auto"` a conditional creation where the browser has it. "Not now" is kept on
 * this device (localStorage) per user.
 */
export class UpgradeOffer implements ReactiveController {
  readonly #host: Host;
  readonly #hooks: PasskeyHooks;
  readonly #usable: () => boolean;
  /** The user's My Account token, with the scopes the password log-in asked for (UPGRADE_SCOPES). */
  readonly #token: SilentToken;
  /** Finding out whether to offer, for the current user (another user's, or a disconnection, drops it). */
  readonly #check: OperationController;
  #state: UpgradeState = 'idle';
  #user: string | undefined;
  #error = '';
  /** With `auto`: the conditional creation, pending until the browser creates the passkey (or never). */
  #conditional: AbortController | undefined;

  constructor(host: Host, hooks: PasskeyHooks, usable: () => boolean) {
    this.#host = host;
    this.#hooks = hooks;
    this.#usable = usable;
    this.#token = new SilentToken(myAccountApi(UPGRADE_SCOPES), hooks.webAuth);
    this.#check = new OperationController(host);
    host.addController(this);
  }

  hostConnected(): void {
    adoptSheet(this.#host.shadowRoot, upgradeStyles.styleSheet);
  }

  /** Before each render: a new user starts over; a signed-in user with the form gone is checked once. */
  hostUpdate(): void {
    const mode = this.#hooks.upgrade?.() ?? 'off';
    const sub = this.#hooks.session()?.authResult.idTokenPayload?.sub;
    if (sub !== this.#user) {
      this.#stopConditional();
      this.#user = sub;
      this.#state = 'idle';
      this.#error = '';
      this.#token.forget();
      this.#check.reset();
    }
    if (this.#state !== 'idle' || !sub || mode === 'off' || !this.#usable() || this.#hooks.formShown())
      return;
    if (dismissed(sub)) {
      this.#state = 'none';
      return;
    }
    this.#state = 'checking';
    void this.#start(mode);
  }

  hostDisconnected(): void {
    this.#stopConditional();
    this.#state = 'idle';
    this.#check.reset();
  }

  #stopConditional(): void {
    this.#conditional?.abort();
    this.#conditional = undefined;
  }

  async #start(mode: string): Promise<void> {
    const outcome = await this.#check.run(() => this.#findOut(mode));
    if (outcome.outcome === 'stale') return;
    // Not found out (no token without a prompt, the API unreachable): no offer.
    this.#state = outcome.outcome === 'success' ? outcome.value : 'none';
    this.#host.requestUpdate();
  }

  /** Calls the My Account API as the signed-in user (see {@link #token}). */
  #withMyAccount<T>(send: (account: MyAccount) => Promise<T>): Promise<T> {
    const { domain, clientID } = this.#hooks.config();
    const key = JSON.stringify([domain, clientID, this.#user]);
    return this.#token.use(domain, key, (token, origin) => send(new MyAccount({ domain: origin, token })));
  }

  /** Whether to offer: the user has no passkey; with `auto`, a conditional creation first. */
  async #findOut(mode: string): Promise<UpgradeState> {
    if ((await this.#withMyAccount((account) => account.getPasskeys())).length > 0) return 'none';
    if (mode === 'auto' && (await conditionalCreateSupported())) {
      // No prompt: the browser creates it when it sees fit (right after it filled in a saved password);
      // pending until then, cancelled when the element goes or the user changes.
      const controller = new AbortController();
      this.#conditional = controller;
      try {
        this.#created(
          await this.#withMyAccount((account) =>
            account.enrolPasskey({ mediation: 'conditional', signal: controller.signal }),
          ),
        );
        return 'created';
      } catch {
        if (controller.signal.aborted) return 'none';
        // The browser refused to create one without a prompt: offer it.
      } finally {
        if (this.#conditional === controller) this.#conditional = undefined;
      }
    }
    return 'offer';
  }

  #created(passkey: PasskeyMethod): void {
    this.#hooks.emit('auth-passkey-created', { passkey });
  }

  readonly #onCreate = async (): Promise<void> => {
    if (this.#state !== 'offer') return;
    this.#state = 'creating';
    this.#error = '';
    this.#host.requestUpdate();
    try {
      this.#created(await this.#withMyAccount((account) => account.enrolPasskey()));
      this.#state = 'created';
    } catch (caught) {
      this.#state = 'offer';
      // Its message in words (a message that could not be loaded: the generic one).
      await loadPasskeyErrors().catch(() => undefined);
      this.#error = this.#hooks.message(toAuthError(caught));
    }
    this.#host.requestUpdate();
    await focusAfterUpdate(
      this.#host,
      this.#state === 'created' ? '[part~="passkey-created"]' : '[part~="passkey-upgrade-error"]',
    );
  };

  readonly #onNotNow = (): void => {
    if (this.#user) dismiss(this.#user);
    this.#state = 'none';
    this.#host.requestUpdate();
  };

  render(): TemplateResult | typeof nothing {
    if (this.#state === 'created') {
      return html`<p part="passkey-created" role="status" tabindex="-1">
        ${this.#hooks.t('passkeyCreated')}
      </p>`;
    }
    if (this.#state !== 'offer' && this.#state !== 'creating') return nothing;
    const creating = this.#state === 'creating';
    return html`<section part="passkey-upgrade" aria-labelledby="passkey-upgrade-title">
      <h3 id="passkey-upgrade-title">${this.#hooks.t('passkeyUpgradeTitle')}</h3>
      <p>${this.#hooks.t('passkeyUpgradeText')}</p>
      <div part="passkey-upgrade-error" role="alert" tabindex="-1">${this.#error}</div>
      <button
        type="button"
        class="auth-button auth-button--primary"
        part="passkey-upgrade-button"
        ?disabled=${creating}
        @click=${this.#onCreate}
      >
        ${passkeyIcon}<span
          >${this.#hooks.t(creating ? 'passkeySignupPending' : 'passkeyUpgradeCreate')}</span
        >
      </button>
      <button type="button" class="auth-link" part="passkey-not-now" @click=${this.#onNotNow}>
        ${this.#hooks.t('passkeyUpgradeNotNow')}
      </button>
    </section>`;
  }
}
