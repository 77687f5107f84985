// The operations of one <auth-profile> section that calls the My Account API (passkeys, two-step
// verification): which one is in progress, its failure shown in the section itself (a `role="alert"`
// region that takes the focus, so the message is read where the user acted, and `auth-error`
// dispatched), "Grant access" when the silent My Account token needs the user's consent, and the
// confirmation after a success. A newer operation's result wins: an older one's is dropped.
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { asAuthError } from '../../internal/operation-controller.js';
import { MyAccount } from '../../core/index.js';
import type { AuthError } from '../../core/index.js';
import type { StringKey } from '../../internal/i18n.js';
import type { ProfileSection } from './section.js';

/** Calls the My Account API with the screen's My Account token (see AccountScreen.withMyAccountToken). */
export function withMyAccount<T>(
  section: ProfileSection,
  send: (myAccount: MyAccount) => Promise<T>,
): Promise<T> {
  return section.screen.withMyAccountToken((token, origin) => send(new MyAccount({ domain: origin, token })));
}

/** Codes of the silent My Account token request that "Grant access" resolves. */
const GRANT_CODES: readonly string[] = ['consent_required', 'interaction_required', 'login_required'];

/** Options of {@link SectionTask.run}. */
export interface RunOptions {
  /** Shows a failure itself and returns true (else the section's message region shows it). */
  readonly inline?: (error: AuthError) => boolean;
  /** Whether the message takes the focus (default true; false for a load the user did not start). */
  readonly focus?: boolean;
}

export class SectionTask<Op extends string> {
  readonly #section: ProfileSection;
  /** The part of the section's message region. */
  readonly #part: string;
  /** The scope of the section's error messages (`{scope}.{code}` first). */
  readonly #scope: string;
  #id = 0;
  #pending: Op | 'grant' | null = null;
  #error: AuthError | null = null;
  #notice: { readonly key: StringKey; readonly values: Readonly<Record<string, string>> } | null = null;

  constructor(section: ProfileSection, part: string, scope: string) {
    this.#section = section;
    this.#part = part;
    this.#scope = scope;
  }

  /** The operation in progress, if any. */
  get pending(): Op | 'grant' | null {
    return this.#pending;
  }

  get busy(): boolean {
    return this.#pending !== null;
  }

  get error(): AuthError | null {
    return this.#error;
  }

  /** Drops what is shown (and any result still to come). */
  clear(): void {
    this.#id++;
    this.#pending = null;
    this.#error = null;
    this.#notice = null;
    this.#section.host.requestUpdate();
  }

  /** Shows `key` as the section's confirmation (announced by its status region). */
  notify(key: StringKey, values: Readonly<Record<string, string>> = {}): void {
    this.#notice = { key, values };
    this.#section.host.requestUpdate();
  }

  /**
   * Runs `operation`: `task`'s value goes to `onSuccess`; a failure is dispatched as `auth-error` and
   * shown in the section's message region, which takes the focus (not for work the user did not start,
   * `focus: false`: the focus stays where they are), unless `inline` shows it itself (it returns true:
   * for example a wrong code said under its field). Resolves with whether it succeeded (false also when
   * a newer operation replaced it). Never rejects.
   */
  async run<T>(
    operation: Op | 'grant',
    task: () => Promise<T>,
    onSuccess: (value: T) => void,
    { inline, focus = true }: RunOptions = {},
  ): Promise<boolean> {
    const id = ++this.#id;
    this.#pending = operation;
    this.#error = null;
    this.#notice = null;
    this.#section.host.requestUpdate();
    try {
      const value = await task();
      if (id !== this.#id) return false;
      this.#pending = null;
      this.#section.host.requestUpdate();
      onSuccess(value);
      return true;
    } catch (caught) {
      if (id !== this.#id) return false;
      const error = asAuthError(caught);
      if (caught instanceof TypeError) console.error(caught);
      this.#pending = null;
      this.#section.emit('auth-error', { error });
      if (inline?.(error)) {
        this.#section.host.requestUpdate();
        return false;
      }
      this.#error = error;
      this.#section.host.requestUpdate();
      await this.#section.host.updateComplete;
      if (focus && id === this.#id) this.focusMessage();
      return false;
    }
  }

  /** Moves the focus, once the section has rendered, to its element `selector` (with `select`, its text selected). */
  async focus(selector: string, select = false): Promise<void> {
    await this.#section.host.updateComplete;
    const target = this.#section.host.renderRoot.querySelector<HTMLElement>(selector);
    target?.focus();
    if (select && target instanceof HTMLInputElement) target.select();
  }

  /** "Grant access": the consent popup for the My Account token, then the section's methods again. */
  readonly #onGrant = (): void => {
    void this.run(
      'grant',
      () => this.#section.screen.grantMyAccount(this.#section.popupOptions({})),
      () => this.#section.reloadMethods(),
    );
  };

  /** Moves the focus to the section's message (the error, or the confirmation). */
  focusMessage(): void {
    this.#section.host.renderRoot.querySelector<HTMLElement>(`[part~="${this.#part}"]`)?.focus();
  }

  /** Whether the failure is the silent token request's, which "Grant access" resolves (a token the page gave: no). */
  get offersGrant(): boolean {
    const code = this.#error?.code;
    return !!code && GRANT_CODES.includes(code) && !this.#section.screen.myAccountTokenGiven;
  }

  /**
   * The section's message regions: the error (`role="alert"`, focusable) with "Grant access" when it
   * resolves the failure, and the confirmation (`role="status"`).
   */
  render(): TemplateResult {
    const { t } = this.#section;
    const error = this.#error;
    return html`<div
        part=${this.#part}
        class=${error ? 'section-error failed' : 'section-error'}
        role="alert"
        tabindex="-1"
      >
        ${error ? this.#section.message(error, this.#scope) : nothing}
      </div>
      ${
        this.offersGrant
          ? html`<p class="grant">
              <button type="button" class="auth-button" part="grant-button" @click=${this.#onGrant}>
                ${t('grantAccess')}
              </button>
            </p>`
          : nothing
      }
      <p
        part="section-status"
        class=${this.#notice ? 'section-status shown' : 'section-status'}
        role="status"
        tabindex="-1"
      >
        ${this.#notice ? t(this.#notice.key, this.#notice.values) : nothing}
      </p>`;
  }
}
