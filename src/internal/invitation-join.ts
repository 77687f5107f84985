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
import { leavingPage } from '../core/lib/navigate.js';
import { parseInvitation } from '../core/invitation.js';
import type { Invitation } from '../core/invitation.js';
import { popupOf } from '../core/popup.js';
import type { WebAuthBase } from '../core/web-auth-base.js';
import { createAuthEvent, successDetail } from './events.js';
import { focusAfterUpdate } from './focus.js';
import { errorMessage, registerEnglish } from './i18n.js';
import type { StringKey, Strings } from './i18n.js';
import { Status } from './operation-controller.js';
import type { RunOutcome } from './operation-controller.js';
import { JOINING_KEY, joining } from './joining.js';
import type { SignInElement } from './sign-in-element.js';
import { organizationErrorMessages, organizationStrings } from './strings/en-organizations.js';

registerEnglish(organizationStrings, organizationErrorMessages);

/** The query parameters of an invitation link. */
const INVITATION_PARAMS = ['invitation', 'organization', 'organization_name'];

/**
 * What the join screen uses of its element: the sign-in element's own members (protected in its class,
 * read here so that the element carries no code for a screen most pages never show).
 */
interface JoinHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly webAuth: WebAuthBase;
  /** `<auth-login>`'s flow (`popup` joins in a popup); `<auth-signup>` has none. */
  readonly mode?: string;
  readonly status: Status;
  readonly errorText: string;
  readonly localized: Strings;
  readonly joinFailure: AuthError | undefined;
  t(key: StringKey, values?: Readonly<Record<string, string>>): string;
  run<T>(task: () => Promise<T>): Promise<RunOutcome<T>>;
  reset(): void;
  renderError(): TemplateResult;
}

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
  #invitation: Invitation | null;
  /** The join failed (the service's answer, or a popup closed): say so, and offer the log-in without it. */
  #failure: AuthError | null = null;

  constructor(element: SignInElement) {
    const host = element as unknown as JoinHost;
    this.#host = host;
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
    const early = this.#host.joinFailure;
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
    const host = this.#host;
    const t = host.t.bind(host);
    const pending = host.status === Status.PENDING;
    const name = this.#invitation?.organizationName;
    const values = name ? { organization: name } : undefined;
    const failure = this.#failure;
    return html`<h2 part="title">${t(name ? 'joinTitle' : 'joinTitleUnnamed', values)}</h2>
      ${
        failure
          ? html`<div part="error" role="alert" tabindex="-1">
              <p>${t('joinFailed')}</p>
              <p>${errorMessage(failure, host.localized)}</p>
            </div>`
          : host.renderError()
      }
      ${failure ? nothing : html`<p part="intro join-intro">${t(name ? 'joinIntro' : 'joinIntroUnnamed', values)}</p>`}
      <button
        type="button"
        class="auth-button auth-button--primary"
        part="join-button"
        ?disabled=${pending}
        @click=${this.#join}
      >
        ${pending ? html`<span class="auth-progress" aria-hidden="true"></span>` : nothing}
        ${pending ? t('joinPending') : t('joinSubmit')}
      </button>
      ${
        failure || host.errorText
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
    const host = this.#host;
    if (!invitation || host.status === Status.PENDING) return;
    this.#failure = null;
    const options = { invitation: invitation.invitation, organization: invitation.organization };
    if (host.mode !== 'popup') {
      void host.run(() => {
        keep(invitation);
        host.webAuth.authorize(options);
        // The page is leaving: pending until it is gone.
        return leavingPage();
      });
      return;
    }
    // Opened in the click's task: browsers open a window only during the user's activation.
    void host
      .run(() => popupOf(host.webAuth).authorize(options))
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
    this.#host.reset();
    this.#host.requestUpdate();
    void focusAfterUpdate(this.#host, 'input, button');
  };
}
