// `<auth-signup passkeys>`'s passkey way, loaded on demand (./passkey-host.ts) only by a sign-up that says
// `passkeys`: "Create account with a passkey" with the form's e-mail (no password), the first way, and
// "or use a password" above the password form. It builds on the passkey UI (./passkey-ui.ts: whether
// passkeys work here, the busy state, the error's focus), so a log-in page never downloads it.
import { css, html, nothing } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import { AuthError } from '../core/errors.js';
import { passkeyCeremony } from '../core/passkeys.js';
import { successDetail } from './events.js';
import { registerEnglish } from './i18n.js';
import { adoptSheet, passkeyIcon } from './passkey-shared.js';
import type { PasskeyHost as Host } from './passkey-shared.js';
import { focusError, PasskeyUi } from './passkey-ui.js';
import { passkeySignupStrings } from './strings/en-passkeys-signup.js';

registerEnglish(passkeySignupStrings);

/** The sign-up's passkey part in its light-DOM form (scoped to the tag, as the form's other styles). */
const passkeyLightStyles: CSSResult = css`
  auth-signup .auth-passkey {
    display: flex;
    flex-direction: column;
    gap: calc(var(--auth-spacing, 1rem) / 2);
  }
  auth-signup .auth-passkey .auth-hint {
    margin: 0;
  }
  auth-signup .auth-passkey-or {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0.5rem 0 0.75rem;
    opacity: 0.8;
  }
  auth-signup .auth-passkey-or::before,
  auth-signup .auth-passkey-or::after {
    content: '';
    flex: 1;
    border-top: 1px solid currentColor;
    opacity: 0.3;
  }
`;

/**
 * `<auth-signup passkeys>`: "Create account with a passkey" with the form's e-mail (no password), the
 * first way; the password form stays as the other.
 */
export class SignupPasskeys extends PasskeyUi {
  readonly #onClick = async (): Promise<void> => {
    if (this.hooks.pending()) return;
    const input = this.hooks.form.control('email') as HTMLInputElement | null;
    const email = input?.value.trim() ?? '';
    if (!input || !email || !input.checkValidity()) {
      const error = new AuthError({ code: 'invalid_signup', description: 'Enter a valid e-mail address.' });
      await this.ceremony(() => Promise.reject(error), { field: 'email' });
      return;
    }
    const outcome = await this.ceremony(
      () => passkeyCeremony(this.hooks.webAuth(), 'passkeySignup', { email, realm: this.hooks.realm() }),
      // An e-mail already registered: the field at fault, as in the password sign-up.
      { field: (error) => (error.code === 'user_exists' ? 'email' : []) },
    );
    if (outcome.outcome === 'success') this.hooks.emit('auth-success', successDetail(outcome.value));
    else if (outcome.outcome === 'error' && outcome.error.code !== 'user_exists') await focusError(this.host);
  };

  /**
   * In the light-DOM form, right after the e-mail field: the button, a line saying how it works, then
   * "or use a password" above the password field.
   */
  render(): TemplateResult | typeof nothing {
    if (!this.shown || !this.hooks.formShown()) return nothing;
    adoptSheet((this.host as Host).getRootNode(), passkeyLightStyles.styleSheet);
    const pending = this.hooks.pending();
    const hintId = this.hooks.form.id('passkey-hint');
    return html`<div class="auth-passkey">
      <button
        type="button"
        class="auth-button auth-button--primary"
        data-passkey-button
        aria-describedby=${hintId}
        ?disabled=${pending}
        @click=${this.#onClick}
      >
        ${passkeyIcon}<span>${this.hooks.t(this.busy ? 'passkeySignupPending' : 'passkeySignup')}</span>
      </button>
      <p class="auth-hint" id=${hintId}>${this.hooks.t('passkeySignupHint')}</p>
      <p class="auth-passkey-or">${this.hooks.t('passkeyPasswordInstead')}</p>
    </div>`;
  }
}
