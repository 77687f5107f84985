// The profile's sign-in methods over the My Account API: once the user is shown, one load asks which
// factors the tenant offers (`getFactors`) and the user's methods (`getAuthenticationMethods`), then
// shows a Passkeys section when the tenant offers passkeys and a Two-step verification section when it
// offers an authenticator app (`totp`). The methods also say which of the user's e-mail (database)
// accounts have a password (a `password` method names its identity), for the linked accounts. The
// load's failure (a consent the silent My Account token needs, a session that ended, the network) is
// shown once, here, with "Grant access" or "Try again".
// The sections' own operations are theirs (passkeys.ts, two-step.ts). This module is loaded on demand
// (auth-profile.component.ts), with the sections and their English strings.
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { AuthenticationMethod, Factor, ManagementIdentity, PasskeyMethod } from '../../core/index.js';
import { registerEnglish } from '../../internal/i18n.js';
import {
  signInMethodsErrorMessages,
  signInMethodsStrings,
} from '../../internal/strings/en-sign-in-methods.js';
import { PasskeysSection } from './passkeys.js';
import { TwoStepSection } from './two-step.js';
import { SectionTask, withMyAccount } from './section-task.js';
import type { ProfileSection } from './section.js';

/** What the load found: the factors the tenant offers and the user's methods of each. */
interface Loaded {
  readonly factors: readonly Factor[];
  /** `null` when the tenant offers neither passkeys nor an authenticator app (they are not asked for). */
  readonly methods: readonly AuthenticationMethod[] | null;
}

const offers = (factors: readonly Factor[] | null, type: string): boolean =>
  !!factors?.some((factor) => factor.type === type);

registerEnglish(signInMethodsStrings, signInMethodsErrorMessages);

export class SignInMethods {
  readonly #section: ProfileSection;
  readonly #task: SectionTask<'load'>;
  readonly passkeys: PasskeysSection;
  readonly twoStep: TwoStepSection;
  #factors: readonly Factor[] | null = null;
  /** The `user_id` of each database identity the last load found no password for (none when not read). */
  #withoutPassword: ReadonlySet<unknown> = new Set();
  /** The source and user the last load was for. */
  #loadedFor: string | null = null;

  constructor(section: ProfileSection) {
    this.#section = section;
    this.#task = new SectionTask(section, 'methods-error', 'methods');
    this.passkeys = new PasskeysSection(section);
    this.twoStep = new TwoStepSection(section);
  }

  /**
   * Loads the factors and methods for `target` (the source and user), unless they are loaded or being
   * loaded for it; `force` loads again.
   */
  load(target: string, force = false): void {
    if (!force && target === this.#loadedFor) return;
    this.#loadedFor = target;
    const identities = this.#section.user()?.identities ?? [];
    void this.#task.run(
      'load',
      () =>
        withMyAccount(this.#section, async (myAccount): Promise<Loaded> => {
          const factors = await myAccount.getFactors();
          const methods =
            offers(factors, 'passkey') || offers(factors, 'totp')
              ? await myAccount.getAuthenticationMethods()
              : null;
          return { factors, methods };
        }),
      (loaded) => {
        this.#factors = loaded.factors;
        const methods = loaded.methods ?? [];
        // A `password` method names its identity by the identity's `user_id`.
        const passwords = methods.map((method) => method.type === 'password' && method['identity_user_id']);
        this.#withoutPassword = new Set(
          loaded.methods
            ? identities
                .filter((identity) => identity.provider === 'auth0' && !passwords.includes(identity.user_id))
                .map((identity) => identity.user_id)
            : [],
        );
        this.passkeys.show(methods.filter((method): method is PasskeyMethod => method.type === 'passkey'));
        this.twoStep.show(methods);
      },
      // The user did not ask for this load: a failure is shown, the focus stays where they are.
      { focus: false },
    );
  }

  /**
   * Whether the last load found that the database `identity` has no password; `false` when it cannot
   * say (no methods read, or an identity linked since).
   */
  lacksPassword(identity: ManagementIdentity): boolean {
    return this.#withoutPassword.has(identity.user_id);
  }

  /** Loads again for the same source and user (after "Grant access"). */
  reload(): void {
    if (this.#loadedFor !== null) this.load(this.#loadedFor, true);
  }

  /** Forgets everything (signed out, or nothing to show). */
  reset(): void {
    this.#loadedFor = null;
    this.#factors = null;
    this.#withoutPassword = new Set();
    this.#task.clear();
    this.passkeys.reset();
    this.twoStep.reset();
  }

  readonly #onRetry = (): void => {
    this.reload();
  };

  render(): TemplateResult | typeof nothing {
    const { t } = this.#section;
    const task = this.#task;
    if (this.#factors === null) {
      if (!task.busy && !task.error) return nothing;
      return html`<section part="sign-in-methods" aria-busy=${task.busy ? 'true' : 'false'}>
        ${task.busy ? html`<p class="section-loading">${html`<span class="auth-progress" aria-hidden="true"></span> ${t('profileMethodsLoading')}`}</p>` : nothing}
        ${task.render()}
        ${
          task.error && !task.grantShown
            ? html`<p>
                <button type="button" class="auth-button" part="retry-button" @click=${this.#onRetry}>
                  ${t('profileRetry')}
                </button>
              </p>`
            : nothing
        }
      </section>`;
    }
    const factors = this.#factors;
    return html`${offers(factors, 'passkey') ? this.passkeys.render() : nothing}
    ${offers(factors, 'totp') ? this.twoStep.render() : nothing}`;
  }
}
