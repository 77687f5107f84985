// The row actions of <auth-organization-members>: copying an invitation's link to the clipboard,
// changing a member's roles in the row's role editor, removing a member and revoking an invitation (each
// after its ConfirmDialog). It holds what they show (the member being edited, the link just copied, what
// a dialog asks about) and changes the element's lists through its MembersHost.
import type { ReactiveController, ReactiveElement } from 'lit';
import type {
  MyOrganization,
  OrganizationInvitation,
  OrganizationMember,
  OrganizationRole,
} from '../../core/my-organization.js';
import type { AccountScreen } from '../../internal/account-screen.js';
import { ConfirmDialog } from '../../internal/confirm-dialog.js';
import type { AuthEventDetailMap, AuthEventName } from '../../internal/events.js';
import { focusAfterUpdate } from '../../internal/focus.js';
import { memberLabel } from './members-view.js';
import type { MembersView, Operation } from './members-view.js';

/** How long a copied link's button says "Copied". */
const COPIED_MS = 4000;

/** What the row actions get from the element. */
export interface MembersHost {
  readonly host: ReactiveElement;
  /** Runs the actions' operations and shows their notices. */
  readonly screen: AccountScreen<Operation>;
  /** Runs `request` with a My Organization client for the element's token. */
  withApi<T>(request: (api: MyOrganization) => Promise<T>): Promise<T>;
  /** The organization the element manages (for the events' detail). */
  organization(): string;
  /** The roles of the organization. */
  roles(): readonly OrganizationRole[];
  /** Replaces the members shown with what `change` makes of them. */
  updateMembers(change: (members: OrganizationMember[]) => OrganizationMember[]): void;
  /** Replaces the pending invitations shown with what `change` makes of them. */
  updateInvitations(change: (invitations: OrganizationInvitation[]) => OrganizationInvitation[]): void;
  /** Dispatches one of the element's events. */
  emit<K extends AuthEventName>(name: K, detail: AuthEventDetailMap[K]): void;
  /** After the next update, moves the focus to the status region. */
  focusStatus(): void;
}

/** What the templates get from the row actions. */
export type MemberActionsView = Pick<
  MembersView,
  | 'editing'
  | 'copied'
  | 'removing'
  | 'revoking'
  | 'onEditRoles'
  | 'onCancelRoles'
  | 'onSaveRoles'
  | 'onRemove'
  | 'onRevoke'
  | 'onCopy'
  | 'removeDialog'
  | 'revokeDialog'
>;

export class MemberActions implements ReactiveController {
  readonly #members: MembersHost;
  readonly #removeConfirm: ConfirmDialog;
  readonly #revokeConfirm: ConfirmDialog;
  /** The member whose roles are being edited. */
  #editing: string | null = null;
  /** The invitation whose link was just copied. */
  #copied: string | null = null;
  #copiedTimer: ReturnType<typeof setTimeout> | undefined;
  #removing: OrganizationMember | null = null;
  #revoking: OrganizationInvitation | null = null;

  constructor(members: MembersHost) {
    this.#members = members;
    this.#removeConfirm = new ConfirmDialog(members.host, 'confirm-remove', 'remove-button');
    this.#revokeConfirm = new ConfirmDialog(members.host, 'confirm-revoke', 'revoke-button');
    members.host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#copiedTimer);
  }

  get view(): MemberActionsView {
    return {
      editing: this.#editing,
      copied: this.#copied,
      removing: this.#removing,
      revoking: this.#revoking,
      onEditRoles: this.#onEditRoles,
      onCancelRoles: this.#onCancelRoles,
      onSaveRoles: this.#onSaveRoles,
      onRemove: this.#onRemove,
      onRevoke: this.#onRevoke,
      onCopy: this.#onCopy,
      removeDialog: {
        onCancel: this.#removeConfirm.onCancel,
        close: this.#removeConfirm.close,
        onConfirm: this.#onConfirmRemove,
      },
      revokeDialog: {
        onCancel: this.#revokeConfirm.onCancel,
        close: this.#revokeConfirm.close,
        onConfirm: this.#onConfirmRevoke,
      },
    };
  }

  /** The lists are loaded again: the dialogs close (without moving the focus) and the role editor too. */
  reset(): void {
    this.#removeConfirm.dismiss();
    this.#revokeConfirm.dismiss();
    this.#editing = null;
    this.#update();
  }

  /** Updates the element: what the actions show changed. */
  #update(): void {
    this.#members.host.requestUpdate();
  }

  // --- Copying a link ---

  readonly #onCopy = (invitation: OrganizationInvitation): void => {
    const { screen } = this.#members;
    const email = invitation.invitee.email;
    // Where the page has no clipboard (not a secure context), the link is shown instead.
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(invitation.invitation_url))
      .then(
        () => {
          clearTimeout(this.#copiedTimer);
          this.#copied = invitation.id;
          this.#update();
          screen.notify('membersLinkCopied', { email });
          this.#copiedTimer = setTimeout(() => {
            this.#copied = null;
            this.#update();
          }, COPIED_MS);
        },
        () => {
          this.#copied = null;
          this.#update();
          screen.notify('membersCopyFailed', { url: invitation.invitation_url }, true);
        },
      );
  };

  // --- Roles ---

  readonly #onEditRoles = (member: OrganizationMember): void => {
    const { host, screen } = this.#members;
    if (screen.busy) return;
    this.#editing = member.user_id;
    this.#update();
    screen.notify(null);
    void focusAfterUpdate(host, `[part~="roles-editor"] input`);
  };

  readonly #onCancelRoles = (): void => {
    const userId = this.#editing;
    this.#editing = null;
    this.#update();
    if (userId) void this.#focusMemberButton(userId, 'change-roles-button');
  };

  /** After the next update, focuses the member's button `part` (else the members' heading). */
  async #focusMemberButton(userId: string, part: string): Promise<void> {
    const { host } = this.#members;
    await host.updateComplete;
    const row = host.renderRoot.querySelector(`[part~="member-row"][data-user-id="${CSS.escape(userId)}"]`);
    (
      row?.querySelector<HTMLElement>(`[part~="${part}"]`) ??
      host.renderRoot.querySelector<HTMLElement>('#members-heading')
    )?.focus();
  }

  readonly #onSaveRoles = (member: OrganizationMember, event: Event): void => {
    const members = this.#members;
    if (members.screen.busy) return;
    const editor = (event.currentTarget as HTMLElement).closest('fieldset');
    const chosen = [...(editor?.querySelectorAll<HTMLInputElement>('input[name="role"]') ?? [])]
      .filter((box) => box.checked)
      .map((box) => box.value);
    const held = member.roles.map((role) => role.id);
    const added = chosen.filter((id) => !held.includes(id));
    const removed = held.filter((id) => !chosen.includes(id));
    if (!added.length && !removed.length) {
      this.#onCancelRoles();
      return;
    }
    const organization = members.organization();
    void members.screen.run(
      'roles',
      () =>
        members.withApi(async (api) => {
          if (added.length) await api.addMemberRoles(member.user_id, added);
          if (removed.length) await api.removeMemberRoles(member.user_id, removed);
        }),
      () => {
        const roles = members
          .roles()
          .filter((role) => chosen.includes(role.id))
          .map((role) => ({ id: role.id, name: role.name }));
        const changed = { ...member, roles };
        members.updateMembers((all) => all.map((one) => (one.user_id === member.user_id ? changed : one)));
        this.#editing = null;
        this.#update();
        members.screen.notify('membersRolesSaved', { member: memberLabel(member) });
        members.emit('auth-member-roles-changed', { organization, member: changed, added, removed });
        void this.#focusMemberButton(member.user_id, 'change-roles-button');
      },
    );
  };

  // --- Removing a member ---

  readonly #onRemove = (member: OrganizationMember, event: Event): void => {
    if (this.#members.screen.busy) return;
    this.#removing = member;
    this.#update();
    void this.#removeConfirm.open(event.currentTarget as HTMLElement);
  };

  readonly #onConfirmRemove = (): void => {
    const members = this.#members;
    const member = this.#removing;
    this.#removeConfirm.dismiss();
    if (!member || members.screen.busy) return;
    const organization = members.organization();
    const drop = (): void => {
      members.updateMembers((all) => all.filter((one) => one.user_id !== member.user_id));
    };
    void members.screen
      .run(
        'remove',
        () => members.withApi((api) => api.removeMembers([member.user_id])),
        () => {
          drop();
          this.#removing = null;
          this.#update();
          members.screen.notify('membersRemoved', { member: memberLabel(member) });
          members.emit('auth-member-removed', { organization, member });
          members.focusStatus();
        },
      )
      .then((outcome) => {
        if (outcome.outcome === 'error' && outcome.error.code === 'not_found') drop();
      });
  };

  // --- Revoking an invitation ---

  readonly #onRevoke = (invitation: OrganizationInvitation, event: Event): void => {
    if (this.#members.screen.busy) return;
    this.#revoking = invitation;
    this.#update();
    void this.#revokeConfirm.open(event.currentTarget as HTMLElement);
  };

  readonly #onConfirmRevoke = (): void => {
    const members = this.#members;
    const invitation = this.#revoking;
    this.#revokeConfirm.dismiss();
    if (!invitation || members.screen.busy) return;
    const organization = members.organization();
    const drop = (): void => {
      members.updateInvitations((all) => all.filter((one) => one.id !== invitation.id));
    };
    void members.screen
      .run(
        'revoke',
        () => members.withApi((api) => api.revokeInvitation(invitation.id)),
        () => {
          drop();
          this.#revoking = null;
          this.#update();
          members.screen.notify('membersRevoked', { email: invitation.invitee.email });
          members.emit('auth-invitation-revoked', { organization, invitation });
          members.focusStatus();
        },
      )
      .then((outcome) => {
        if (outcome.outcome === 'error' && outcome.error.code === 'not_found') drop();
      });
  };
}
