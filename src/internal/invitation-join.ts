// The join screen of `<auth-login>` and `<auth-signup>` on a page opened from an organization's invitation
// link (`?invitation=…&organization=…&organization_name=…`, read with the core's parseInvitation): "Join
// {organization}" in place of the form, and its button continues through the service's invitation flow
// (authorize with `invitation` and `organization`; a popup where the element's flow is a popup). The
// invitee's e-mail is known only to the service, whose page shows it. A popup join ends in `auth-success`
// here; a join by redirect ends at the redirect URI, where `<auth-provider>` finishes it and dispatches
// `auth-success` (or `auth-error`) from this element. The invitation's parameters then leave the address
// bar. A join that failed says so and offers a log-in without the invitation. Loaded on demand
// (./chunks.ts) by ./sign-in-element.ts.
import { html, nothing } from 'lit';
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { AuthError, AuthResult } from '../core/index.js';
import { parseInvitation } from '../core/invitation.js';
import type { Invitation } from '../core/invitation.js';
import { popupOf } from '../core/popup.js';
import type { WebAuthBase } from '../core/web-auth-base.js';
import { createAuthEvent, successDetail } from './events.js';
import { focusAfterUpdate } from './focus.js';
import { registerEnglish } from './i18n.js';
import type { StringKey } from './i18n.js';
import type { RunOutcome } from './operation-controller.js';
import { JOINING_KEY, joining } from './joining.js';
import { organizationErrorMessages, organizationStrings } from './strings/en-organizations.js';

registerEnglish(organizationStrings, organizationErrorMessages);

/** The query parameters of an invitation link. */
const INVITATION_PARAMS = ['invitation', 'organization', 'organization_name'];

/** What the join screen needs of its element. */
export interface JoinHooks {
  webAuth(): WebAuthBase;
  /** Whether the element's flow is a popup (else the join redirects). */
  popup(): boolean;
  t(key: StringKey, values?: Readonly<Record<string, string>>): string;
  run<T>(task: () => Promise<T>): Promise<RunOutcome<T>>;
  reset(): void;
  pending(): boolean;
  errorText(): string;
  /** The message for `error` in the element's language. */
  message(error: AuthError): string;
  renderError(): TemplateResult;
  /** Back from a join by redirect: the failure the provider dispatched from the element, if it came first. */
  failure(): AuthError | undefined;
}

/** The element hosting the join screen. */
type JoinHost = ReactiveControllerHost &
  HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** Removes the invitation's parameters from the address bar, keeping the others and the hash. */
export function forgetInvitationLink(): void {
  const url = new URL(location.href);
  if (!INVITATION_PARAMS.some((name) => url.searchParams.has(name))) return;
  for (const name of INVITATION_PARAMS) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.href);
}

function keep(invitation: Invitation | null): void {
  try {
    if (invitation) sessionStorage.setItem(JOINING_KEY, JSON.stringify(invitation));
    else sessionStorage.removeItem(JOINING_KEY);
  } catch {
    // No storage: a failure on the way back is the provider's `auth-error` alone.
  }
}

/** The invitation a join by redirect left with, if it is one. */
function keptInvitation(): Invitation | null {
  try {
    const kept = JSON.parse(joining() ?? 'null') as Partial<Invitation> | null;
    return kept && typeof kept.invitation === 'string' && typeof kept.organization === 'string'
      ? (kept as Invitation)
      : null;
  } catch {
    return null;
  }
}

/**
 * The join screen: {@link active} while there is an invitation to show (the page's, or the one a join by
 * redirect left with and that failed); {@link render} it in place of the form.
 */
export class InvitationJoin {
  readonly #host: JoinHost;
  readonly #hooks: JoinHooks;
  #invitation: Invitation | null;
  /** The join failed (the service's answer, or a popup closed): say so, and offer the log-in without it. */
  #failure: AuthError | null = null;

  constructor(host: JoinHost, hooks: JoinHooks) {
    this.#host = host;
    this.#hooks = hooks;
    this.#invitation = parseInvitation();
    const kept = keptInvitation();
    keep(null);
    if (!this.#invitation && kept) this.#back(kept);
    host.requestUpdate();
  }

  /** Whether the join screen replaces the form. */
  get active(): boolean {
    return this.#invitation !== null;
  }

  /** Back from a join by redirect: its failure, if the provider dispatched one (else a success: nothing to show). */
  #back(kept: Invitation): void {
    const failed = (error: AuthError): void => {
      this.#invitation = kept;
      this.#failure = error;
      this.#host.requestUpdate();
    };
    const early = this.#hooks.failure();
    if (early) failed(early);
    else {
      const onError = (event: CustomEvent<{ error: AuthError }>): void => failed(event.detail.error);
      this.#host.addEventListener('auth-error', onError, { once: true });
      this.#host.addEventListener(
        'auth-success',
        () => this.#host.removeEventListener('auth-error', onError),
        {
          once: true,
        },
      );
    }
  }

  /** "Join {organization}", the invitation's explanation, its button; after a failure, why and the way out. */
  render(): TemplateResult {
    const { t } = this.#hooks;
    const name = this.#invitation?.organizationName;
    const values = name ? { organization: name } : undefined;
    const failure = this.#failure;
    return html`<h2 part="title">${t(name ? 'joinTitle' : 'joinTitleUnnamed', values)}</h2>
      ${
        failure
          ? html`<div part="error" role="alert" tabindex="-1">
              <p>${t('joinFailed')}</p>
              <p>${this.#hooks.message(failure)}</p>
            </div>`
          : this.#hooks.renderError()
      }
      ${failure ? nothing : html`<p part="intro join-intro">${t(name ? 'joinIntro' : 'joinIntroUnnamed', values)}</p>`}
      <button
        type="button"
        class="auth-button auth-button--primary"
        part="join-button"
        ?disabled=${this.#hooks.pending()}
        @click=${this.#join}
      >
        ${this.#hooks.pending() ? html`<span class="auth-progress" aria-hidden="true"></span>` : nothing}
        ${this.#hooks.pending() ? t('joinPending') : t('joinSubmit')}
      </button>
      ${
        failure || this.#hooks.errorText()
          ? html`<p part="links">
              <button type="button" class="auth-link" part="join-login-button" @click=${this.#leave}>
                ${t('joinLoginInstead')}
              </button>
            </p>`
          : nothing
      }`;
  }

  /** Continues through the service's invitation flow: a popup (then `auth-success` here), or a redirect. */
  readonly #join = (): void => {
    const invitation = this.#invitation;
    if (!invitation || this.#hooks.pending()) return;
    this.#failure = null;
    const options = { invitation: invitation.invitation, organization: invitation.organization };
    if (!this.#hooks.popup()) {
      void this.#hooks.run(() => {
        keep(invitation);
        this.#hooks.webAuth().authorize(options);
        // The page is leaving: pending until it is gone.
        return new Promise<never>(() => {});
      });
      return;
    }
    // Opened in the click's task: browsers open a window only during the user's activation.
    void this.#hooks
      .run(() => popupOf(this.#hooks.webAuth()).authorize(options))
      .then((outcome) => {
        if (outcome.outcome === 'success') this.#joined(outcome.value);
        else if (outcome.outcome === 'error') void focusAfterUpdate(this.#host, '[part~="error"]');
      });
  };

  #joined(authResult: AuthResult): void {
    this.#invitation = null;
    forgetInvitationLink();
    this.#host.requestUpdate();
    this.#host.dispatchEvent(createAuthEvent('auth-success', successDetail(authResult)));
  }

  /** "Log in without the invitation": the element's own form, the invitation's parameters gone. */
  readonly #leave = (): void => {
    this.#invitation = null;
    this.#failure = null;
    forgetInvitationLink();
    this.#hooks.reset();
    this.#host.requestUpdate();
    void focusAfterUpdate(this.#host, 'input, button');
  };
}
