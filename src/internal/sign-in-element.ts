// The base of the elements that sign a user in (<auth-login>, <auth-passwordless>, <auth-signup>): what
// they show while the enclosing <auth-provider> has a session (attribute `signed-in`): who is signed
// in and a log-out control (`show`), nothing at all (`hide`), or their form as before (`form`). And the door
// to joining an organization by invitation: on a page opened from an invitation link (or back from joining
// by redirect), `<auth-login>` and `<auth-signup>` load the join screen (./invitation-join.ts).
import { html } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AuthError } from '../core/index.js';
import { AuthElement } from './auth-element.js';
import { loadInvitationJoin } from './chunks.js';
import { joining } from './joining.js';
import type { InvitationJoin } from './invitation-join.js';

/** What a sign-in element shows while someone is signed in: see {@link SignInElement.signedIn}. */
export type SignedInDisplay = 'show' | 'hide' | 'form';

/** Detail of `auth-logout`: empty; the event itself is the request. */
export type AuthLogoutEventDetail = Record<string, never>;

declare module './events.js' {
  interface AuthEventDetailMap {
    'auth-logout': AuthLogoutEventDetail;
  }
}

/** The host attribute that hides a sign-in element while signed in (`signed-in="hide"`). */
const HIDDEN_ATTRIBUTE = 'data-auth-signed-in-hidden';

/**
 * A sign-in element: while the provider has a session it shows {@link renderSignedIn} instead of its
 * form (or hides itself, or keeps the form), per {@link signedIn}.
 *
 * @event auth-logout - The user chose "Log out" in the signed-in state. Cancelable; by default the enclosing `<auth-provider>` logs out (`logout({ returnTo })` with this page's address, which must be an Allowed Logout URL). `detail: {}`.
 * @csspart signed-in - The signed-in state: who is signed in, and the log-out button (`role="status"`).
 * @csspart logout-button - The "Log out" button of the signed-in state.
 * @csspart join-intro - `<auth-login>`, `<auth-signup>` on a page opened from an organization's invitation link (`?invitation=…&organization=…&organization_name=…`): the explanation under "Join {organization}", which replaces the form. The invitee's e-mail is shown by the service's page, the only one that knows it.
 * @csspart join-button - Its "Accept invitation" button: the service's invitation flow (authorize with `invitation` and `organization`), in a popup where the element's flow is a popup, else by redirect; it ends in `auth-success` with the organization, and the invitation's parameters leave the address bar.
 * @csspart join-login-button - After a join failed (an expired, spent or mismatched invitation; a closed popup): "Log in without the invitation", back to the element's form.
 */
export abstract class SignInElement extends AuthElement {
  /**
   * What to show while the provider has a session (attribute `signed-in`): `show` (default) who is
   * signed in and a "Log out" button; `hide` nothing (the element takes no space); `form` the form
   * as if nobody were signed in (the page handles the signed-in state itself).
   */
  @property({ attribute: 'signed-in' }) signedIn: SignedInDisplay = 'show';

  /** Whether the element offers to join an organization by invitation (`<auth-login>`, `<auth-signup>`). */
  protected joinsInvitations = false;
  /**
   * The join screen, once loaded; it replaces the form while {@link InvitationJoin.active}. It reads the
   * element's members it needs itself (see `JoinHost` there), so that the pages without an invitation carry
   * no code for it.
   */
  protected invitationJoin: InvitationJoin | undefined;
  /** The join screen's code is loading: the form waits (a page opened from an invitation never shows it first). */
  @state() private joinLoading = false;
  /** The first failure dispatched from the element: back from a join by redirect, the provider's (read by the join screen). */
  protected joinFailure: AuthError | undefined;

  constructor() {
    super();
    this.addEventListener('auth-error', (event) => (this.joinFailure ??= event.detail.error));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.joinsInvitations && (joining() || /[?&]invitation=/.test(location.search))) {
      this.joinLoading = true;
      loadInvitationJoin()
        .then(
          ({ InvitationJoin }) => (this.invitationJoin ??= new InvitationJoin(this)),
          (error: unknown) => console.warn('auth-elements: the invitation could not be loaded.', error),
        )
        .finally(() => (this.joinLoading = false));
    }
  }

  /** The join screen (or, while it loads, an empty busy box) in place of the form; `undefined`: the form. */
  protected renderJoin(): TemplateResult | undefined {
    if (this.invitationJoin?.active) return this.invitationJoin.render();
    if (this.joinLoading) return html`<div part="join-loading" aria-busy="true"></div>`;
    return undefined;
  }

  /** Whether the signed-in state replaces the form now (a session, and `signed-in` is not `form`). */
  protected get showsSignedIn(): boolean {
    return this.session !== null && this.signedIn !== 'form';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.toggleAttribute(HIDDEN_ATTRIBUTE, this.showsSignedIn && this.signedIn === 'hide');
  }

  /** Who is signed in (name or e-mail) and the "Log out" button; render it instead of the form. */
  protected renderSignedIn(): TemplateResult {
    const user = this.session?.user;
    const name = user?.email ?? user?.name ?? user?.nickname ?? user?.sub ?? '';
    return html`<div part="signed-in" role="status">
      <p>${this.t('signedInAs', { name })}</p>
      <button type="button" class="auth-button" part="logout-button" @click=${this.onLogout}>
        ${this.t('logout')}
      </button>
    </div>`;
  }

  private readonly onLogout = (): void => {
    this.emit('auth-logout', {}, { cancelable: true });
  };
}
