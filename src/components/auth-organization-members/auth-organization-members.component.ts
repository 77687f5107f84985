// The <auth-organization-members> element class: an organization's members, their roles and its pending
// invitations through the My Organization API, on the shared AccountScreen controller (its token, "Grant
// access", no request while hidden). Registered by auth-organization-members.ts.
import { html, nothing } from 'lit';
import type { CSSResult, CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AuthError } from '../../core/errors.js';
import { MyOrganization } from '../../core/my-organization.js';
import type {
  OrganizationDetails,
  OrganizationInvitation,
  OrganizationMember,
  OrganizationRole,
} from '../../core/my-organization.js';
import { AccountScreen, accountSource, popupAnswer, sessionSubject } from '../../internal/account-screen.js';
import { renderGrantButton } from '../../internal/account-task.js';
import { myOrganizationApi } from '../../internal/account-token.js';
import { AuthElement, Status } from '../../internal/auth-element.js';
import { dialogStyles } from '../../internal/confirm-dialog.js';
import { focusAfterUpdate } from '../../internal/focus.js';
import { formText } from '../../internal/light-form.js';
import { confirmationStyles, hostStyles } from '../../internal/styles.js';
import { formatDate } from '../auth-profile/dates.js';
import { membersLightStyles, membersStyles } from './auth-organization-members.styles.js';
import { readInvitees } from './invitees.js';
import { loadOrganization, NO_ACCESS_CODES, ORGANIZATION_MEMBERS_SCOPES } from './members-api.js';
import { MemberActions } from './member-actions.js';
import {
  PENDING_TEXT,
  renderDialogs,
  renderInvitations,
  renderInvite,
  renderInviteFields,
  renderMembers,
} from './members-view.js';
import type { MembersView, Operation } from './members-view.js';

export { ORGANIZATION_MEMBERS_SCOPES } from './members-api.js';
export type {
  AuthInvitationRevokedEventDetail,
  AuthMemberInvitedEventDetail,
  AuthMemberRemovedEventDetail,
  AuthMemberRolesChangedEventDetail,
} from './events.js';

/**
 * An organization's members and invitations for its administrators, through the My Organization API
 * (`{domain}/my-org`): the members with their roles, a page at a time ("Show more"), filtered by e-mail;
 * invitations by e-mail (one or several at once) with the roles the invitees get, their links copied to
 * the clipboard; the pending invitations, revoked after a confirmation; a member's roles changed; a
 * member removed after a confirmation that says what it means (they lose access to the organization,
 * their account stays). A member without the administrators' permissions sees that they can't manage the
 * organization, not an error.
 *
 * The token: the `token` property (a My Organization API access token bound to the organization), else
 * one the element gets itself with a silent `checkSession` (audience `{domain's origin}/my-org/`, the
 * scopes of {@link ORGANIZATION_MEMBERS_SCOPES}, `organization`), with "Grant access" when the user has
 * not allowed this page yet. Nothing is requested while the element is hidden.
 *
 * The invite form (a `emails` text area and a `roles` checkbox per role) is a light-DOM `<form>`, like
 * every element's; what was typed stays when sending fails.
 *
 * @summary Manage an organization's members, their roles and invitations.
 *
 * @event auth-member-invited - Invitations were sent. `detail: { organization, invitations }` (one per e-mail, with its `invitation_url`).
 * @event auth-invitation-revoked - An invitation was revoked. `detail: { organization, invitation }`.
 * @event auth-member-roles-changed - A member's roles were changed. `detail: { organization, member, added, removed }` (`member` with the roles they have now).
 * @event auth-member-removed - A member was removed from the organization. `detail: { organization, member }`.
 * @event auth-error - Loading or a change failed. `detail: { error: AuthError }`.
 *
 * @slot form - Filled by the element with its light-DOM invite form (`emails`, `roles`).
 *
 * @csspart title - The heading (the organization's name).
 * @csspart error - The error message region (`role="alert"`).
 * @csspart grant-button - "Grant access", shown when the silent token request needs consent or a login (no `token` given).
 * @csspart status - Loading, saving and done messages (`role="status"`).
 * @csspart signed-out - The prompt to log in, shown to a visitor who is not signed in.
 * @csspart no-access - "You can't manage this organization", shown to a member without the administrators' permissions.
 * @csspart members - The members' section.
 * @csspart invite - The invite section (around the form's slot).
 * @csspart invitations - The pending invitations' section.
 * @csspart section-title - Each section's heading.
 * @csspart filter - The filter by e-mail.
 * @csspart table - Both tables; also `members-table` and `invitations-table`.
 * @csspart members-table - The members' table.
 * @csspart invitations-table - The pending invitations' table.
 * @csspart row - Each row; also `member-row` or `invitation-row`.
 * @csspart member-row - A member's row.
 * @csspart invitation-row - An invitation's row.
 * @csspart member - A member's cell (name and e-mail).
 * @csspart member-name - A member's name.
 * @csspart member-email - A member's e-mail, under the name.
 * @csspart member-roles - A member's roles (or the role editor).
 * @csspart roles-editor - The role checkboxes of the member being edited.
 * @csspart save-roles-button - "Save roles".
 * @csspart roles-cancel-button - The role editor's "Cancel".
 * @csspart row-actions - A row's buttons.
 * @csspart change-roles-button - A member's "Change roles".
 * @csspart remove-button - A member's "Remove".
 * @csspart invitee - An invitation's e-mail.
 * @csspart invitation-roles - The roles an invitee gets.
 * @csspart expires - When an invitation expires.
 * @csspart copy-button - An invitation's "Copy link"; also `copied` while it says "Copied".
 * @csspart copied - The copy button of the link just copied.
 * @csspart revoke-button - An invitation's "Revoke".
 * @csspart more-button - "Show more"; also `more-members-button` or `more-invitations-button`.
 * @csspart more-members-button - The members' "Show more".
 * @csspart more-invitations-button - The invitations' "Show more".
 * @csspart empty - The text of an empty list, or of a filter that keeps no one.
 * @csspart invitations-empty - "No pending invitations."
 * @csspart confirm-remove - The dialog that confirms removing a member.
 * @csspart confirm-revoke - The dialog that confirms revoking an invitation.
 * @csspart confirm-button - A dialog's confirming button.
 * @csspart cancel-button - A dialog's "Cancel".
 *
 * Theme tokens: every `--auth-*` of src/internal/styles.ts (copied into the manifest entry).
 */
export class AuthOrganizationMembers extends AuthElement {
  static override styles: CSSResultGroup = [hostStyles, confirmationStyles, dialogStyles, membersStyles];

  static override lightStyles: readonly CSSResult[] = [membersLightStyles];

  /**
   * A My Organization API access token bound to the organization. Without one, the element gets a token
   * itself through the configuration's `checkSession`. Prefer setting the property to the attribute.
   */
  @property() token?: string;

  /** How many members (and invitations) a page shows; "Show more" loads the next (1 to 100). */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 20;

  @state() private details: OrganizationDetails | null = null;
  @state() private members: OrganizationMember[] | null = null;
  @state() private membersNext: string | undefined;
  @state() private invitations: OrganizationInvitation[] = [];
  @state() private invitationsNext: string | undefined;
  @state() private roles: OrganizationRole[] = [];
  @state() private filter = '';
  /** Nobody is signed in: a prompt, not an error. */
  @state() private signedOut = false;
  /** The signed-in member may not manage the organization. */
  @state() private noAccess = false;
  /** The invite form's message about the e-mails (empty when there is none). */
  @state() private inviteProblem = '';

  /** Visibility, the My Organization token, operations, "Grant access". */
  private readonly screen: AccountScreen<Operation> = new AccountScreen<Operation>(this, {
    scopes: ORGANIZATION_MEMBERS_SCOPES,
    api: myOrganizationApi(ORGANIZATION_MEMBERS_SCOPES, () => this.config.organization),
    source: () => ({
      ...accountSource(this.config, this.token, this.session),
      organization: (this.config.organization ?? '').trim(),
    }),
    webAuth: () => this.webAuth,
    run: (task, options) => this.run(task, options),
    pending: () => this.status === Status.PENDING,
    unsaved: () => false,
  });

  /** Copying a link, changing roles, removing a member, revoking an invitation. */
  private readonly actions = new MemberActions({
    host: this,
    screen: this.screen,
    withApi: (request) => this.withApi(request),
    organization: () => (this.config.organization ?? '').trim(),
    roles: () => this.roles,
    updateMembers: (change) => (this.members = change(this.members ?? [])),
    updateInvitations: (change) => (this.invitations = change(this.invitations)),
    emit: (name, detail) => void this.emit(name, detail),
    focusStatus: () => void this.focusStatus(),
  });

  protected override errorScope = 'members';

  protected override get formLabel(): string {
    return this.t('membersInviteTitle');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.screen.started) return;
    if (this.screen.sourceChanged()) this.loadAll();
  }

  /**
   * Loads the organization, its members and invitations again (the first page of each). A hidden element
   * requests nothing until it becomes visible: call this to load it before.
   */
  load(): void {
    if (!this.screen.started) {
      this.screen.start();
      return;
    }
    this.loadAll();
  }

  protected override render(): TemplateResult {
    const loaded = this.members !== null && !this.noAccess;
    const name = this.organizationName;
    return html`<h2 part="title">
        ${name ? this.t('membersTitleOf', { organization: name }) : this.t('membersTitle')}
      </h2>
      ${this.renderError()}
      ${
        this.screen.offersGrant(this.error?.code)
          ? renderGrantButton(this.translator, this.onGrant, this.screen.busy)
          : nothing
      }
      <div part="status" role="status" tabindex="-1" ?data-plain=${this.screen.noticePlain}>
        ${this.statusText()}
      </div>
      ${this.signedOut ? html`<p part="signed-out">${this.t('membersSignedOut')}</p>` : nothing}
      ${this.noAccess ? html`<p part="no-access" tabindex="-1">${this.t('membersNoAccess')}</p>` : nothing}
      ${
        loaded
          ? html`${renderMembers(this.view())} ${renderInvite(this.view())} ${renderInvitations(this.view())}
            ${renderDialogs(this.view())}`
          : nothing
      }`;
  }

  /** A missing consent is explained as in the other account screens (see AccountScreen.consentText). */
  protected override get errorText(): string {
    return this.screen.consentText(this.error?.code, this.translator) ?? super.errorText;
  }

  protected override renderForm(): unknown {
    if (this.members === null || this.noAccess) return nothing;
    return renderInviteFields(
      this.translator,
      (name) => this.lightForm.id(name),
      this.roles,
      this.inviteProblem,
      this.submitButton(this.t('membersInviteSend'), this.t('membersInviting')),
    );
  }

  private readonly translator: AuthElement['t'] = (key, values) => this.t(key, values);

  private get organizationName(): string {
    return this.details?.display_name || this.details?.name || '';
  }

  private statusText(): string | typeof nothing {
    const operation = this.screen.operation;
    if (this.screen.busy && operation) return this.t(PENDING_TEXT[operation]);
    return this.screen.noticeText(this.translator) ?? nothing;
  }

  private view(): MembersView {
    const loaded = this.members ?? [];
    const filter = this.filter.trim().toLowerCase();
    return {
      t: this.translator,
      busy: this.screen.busy,
      organizationName: this.organizationName,
      loaded,
      shown: filter ? loaded.filter((member) => member.email?.toLowerCase().includes(filter)) : loaded,
      filter: this.filter,
      moreMembers: this.membersNext !== undefined,
      invitations: this.invitations,
      moreInvitations: this.invitationsNext !== undefined,
      roles: this.roles,
      formSlot: this.renderFormSlot(),
      formatDate: (iso) => formatDate(this, iso),
      onFilter: this.onFilter,
      onMoreMembers: this.onMoreMembers,
      onMoreInvitations: this.onMoreInvitations,
      ...this.actions.view,
    };
  }

  /** The page size the API accepts (1 to 100). */
  private get take(): number {
    const size = Math.trunc(Number(this.pageSize));
    return Number.isFinite(size) ? Math.min(100, Math.max(1, size)) : 20;
  }

  /** Runs `request` with a My Organization client for the element's token. */
  private withApi<T>(request: (api: MyOrganization) => Promise<T>): Promise<T> {
    return this.screen.withToken((token, origin) => request(new MyOrganization({ domain: origin, token })));
  }

  /** Whether the page gave no token and the provider has no session (the service's own was asked). */
  private get nobodySignedIn(): boolean {
    return !this.token?.trim() && sessionSubject(this.session) === undefined;
  }

  // --- Loading ---

  private loadAll(): void {
    this.actions.reset();
    this.signedOut = false;
    this.noAccess = false;
    this.inviteProblem = '';
    const take = this.take;
    void this.screen.run(
      'load',
      async () => {
        try {
          return await this.withApi((api) => loadOrganization(api, take));
        } catch (caught) {
          // Not failures: nobody signed in (a prompt to log in), a member who may not manage it.
          if (!(caught instanceof AuthError)) throw caught;
          if (caught.code === 'login_required' && this.nobodySignedIn) return 'signed-out' as const;
          if (NO_ACCESS_CODES.includes(caught.code)) {
            // The organization's name, which a member may read, still heads the message.
            const details = await this.withApi((api) => api.getDetails()).catch(() => null);
            return { noAccess: true as const, details };
          }
          throw caught;
        }
      },
      (result) => {
        this.screen.operation = null;
        if (result === 'signed-out') {
          this.signedOut = true;
          this.members = null;
          return;
        }
        if ('noAccess' in result) {
          this.noAccess = true;
          this.members = null;
          this.details = result.details;
          void focusAfterUpdate(this, '[part~="no-access"]');
          return;
        }
        this.details = result.details;
        this.members = result.members;
        this.membersNext = result.membersNext;
        this.invitations = result.invitations;
        this.invitationsNext = result.invitationsNext;
        this.roles = result.roles;
      },
      { successStatus: Status.IDLE },
    );
  }

  private readonly onMoreMembers = (): void => {
    const from = this.membersNext;
    if (this.screen.busy || from === undefined) return;
    const before = this.members?.length ?? 0;
    void this.screen.run(
      'more-members',
      () => this.withApi((api) => api.getMembers({ from, take: this.take })),
      (page) => {
        this.screen.operation = null;
        const known = new Set((this.members ?? []).map((member) => member.user_id));
        this.members = [...(this.members ?? []), ...page.members.filter((m) => !known.has(m.user_id))];
        this.membersNext = page.next;
        // The first new row's first button (else the list's heading) takes the focus.
        void this.focusMemberRow(before);
      },
      { successStatus: Status.IDLE },
    );
  };

  private readonly onMoreInvitations = (): void => {
    const from = this.invitationsNext;
    if (this.screen.busy || from === undefined) return;
    const before = this.invitations.length;
    void this.screen.run(
      'more-invitations',
      () => this.withApi((api) => api.getInvitations({ from, take: this.take })),
      (page) => {
        this.screen.operation = null;
        const known = new Set(this.invitations.map((invitation) => invitation.id));
        this.invitations = [...this.invitations, ...page.invitations.filter((i) => !known.has(i.id))];
        this.invitationsNext = page.next;
        void focusAfterUpdate(
          this,
          `[part~="invitation-row"]:nth-child(${before + 1}) [part~="copy-button"], [part~="invitations"] h3`,
        );
      },
      { successStatus: Status.IDLE },
    );
  };

  /** Focuses the button of the member row at `index` among those shown (else the members' heading). */
  private async focusMemberRow(index: number): Promise<void> {
    await this.updateComplete;
    const rows = this.renderRoot.querySelectorAll<HTMLElement>('[part~="member-row"]');
    const target =
      rows[index]?.querySelector<HTMLElement>('[part~="change-roles-button"]') ??
      this.renderRoot.querySelector<HTMLElement>('#members-heading');
    target?.focus();
  }

  private readonly onFilter = (event: Event): void => {
    this.filter = (event.target as HTMLInputElement).value;
  };

  // --- Inviting ---

  protected override handleSubmit(data: FormData, form: HTMLFormElement): void {
    const known = {
      members: new Set((this.members ?? []).flatMap((member) => member.email?.toLowerCase() ?? [])),
      invited: new Set(this.invitations.map((invitation) => invitation.invitee.email.toLowerCase())),
    };
    const emails = readInvitees(formText(data, 'emails'), known);
    if (!Array.isArray(emails)) {
      this.inviteProblem = this.t(emails.key, emails.values);
      void this.updateComplete.then(() => {
        this.lightForm.setInvalid('emails');
        this.lightForm.focus('emails');
      });
      return;
    }
    this.inviteProblem = '';
    const roles = data.getAll('roles').filter((role): role is string => typeof role === 'string');
    const organization = (this.config.organization ?? '').trim();
    void this.screen.run(
      'invite',
      () =>
        this.withApi((api) =>
          api.createInvitations({
            invitees: emails.map((email) => (roles.length ? { email, roles } : { email })),
          }),
        ),
      (created) => {
        this.invitations = [...this.invitations, ...created];
        this.screen.notify('membersInvited', { emails: emails.join(', ') });
        this.emit('auth-member-invited', { organization, invitations: created });
        form.reset();
        void this.focusStatus();
      },
      { scope: 'membersInvite', field: 'emails' },
    );
  }

  /**
   * "Grant access": logs in again in a popup (opened within the click; answered by web_message) asking
   * for the element's My Organization scopes in the organization, then loads again with that token.
   */
  private readonly onGrant = (): void => {
    this.screen.grant('grant', popupAnswer(), () => this.loadAll());
  };
}
