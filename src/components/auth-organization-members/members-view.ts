// The templates of <auth-organization-members>: the members' table (filter, roles, a row's role editor,
// "Show more"), the pending invitations' table (copy the link, revoke), the light-DOM invite form, and
// the two confirmation dialogs (remove a member, revoke an invitation). The element and its row actions
// (member-actions.ts) own the state and the handlers.
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type {
  OrganizationInvitation,
  OrganizationMember,
  OrganizationRole,
} from '../../core/my-organization.js';
import { renderConfirmDialog } from '../../internal/confirm-dialog.js';
import type { StringKey } from '../../internal/i18n.js';
import { MAX_INVITEES } from './invitees.js';

/** What the element is doing (the operation in progress, or the last one). */
export type Operation =
  'load' | 'more-members' | 'more-invitations' | 'invite' | 'roles' | 'remove' | 'revoke' | 'grant';

/** What the status region says while each operation is pending. */
export const PENDING_TEXT: Readonly<Record<Operation, StringKey>> = {
  load: 'membersLoading',
  'more-members': 'membersLoadingMore',
  'more-invitations': 'membersLoadingMore',
  invite: 'membersInviting',
  roles: 'membersRolesSaving',
  remove: 'membersRemoving',
  revoke: 'membersRevoking',
  grant: 'grantAccessPending',
};

type Translate = (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;

/** What the element's templates show and do. */
export interface MembersView {
  readonly t: Translate;
  readonly busy: boolean;
  readonly organizationName: string;
  /** The members loaded, and those the filter keeps. */
  readonly loaded: readonly OrganizationMember[];
  readonly shown: readonly OrganizationMember[];
  readonly filter: string;
  readonly moreMembers: boolean;
  readonly invitations: readonly OrganizationInvitation[];
  readonly moreInvitations: boolean;
  readonly roles: readonly OrganizationRole[];
  /** The member whose roles are being edited. */
  readonly editing: string | null;
  /** The invitation whose link was just copied. */
  readonly copied: string | null;
  readonly removing: OrganizationMember | null;
  readonly revoking: OrganizationInvitation | null;
  readonly formSlot: TemplateResult;
  readonly formatDate: (iso: string) => string;
  readonly onFilter: (event: Event) => void;
  readonly onMoreMembers: () => void;
  readonly onMoreInvitations: () => void;
  readonly onEditRoles: (member: OrganizationMember) => void;
  readonly onCancelRoles: () => void;
  readonly onSaveRoles: (member: OrganizationMember, event: Event) => void;
  readonly onRemove: (member: OrganizationMember, event: Event) => void;
  readonly onRevoke: (invitation: OrganizationInvitation, event: Event) => void;
  readonly onCopy: (invitation: OrganizationInvitation) => void;
  readonly removeDialog: DialogHandlers;
  readonly revokeDialog: DialogHandlers;
}

/** A confirmation dialog's handlers. */
export interface DialogHandlers {
  readonly onCancel: (event: Event) => void;
  readonly close: () => void;
  readonly onConfirm: () => void;
}

/** A member's name, else e-mail, else id: how the texts name them. */
export function memberLabel(member: OrganizationMember): string {
  return member.name || member.email || member.user_id;
}

function roleNames(t: Translate, names: readonly string[]): string {
  return names.length ? names.join(', ') : t('membersNoRoles');
}

/** The members' section: heading, filter, table (or why it is empty) and "Show more". */
export function renderMembers(view: MembersView): TemplateResult {
  const { t } = view;
  return html`<section part="members" aria-labelledby="members-heading">
    <h3 id="members-heading" part="section-title">${t('membersListTitle')}</h3>
    <div class="auth-field filter">
      <label class="auth-label" for="filter">${t('membersFilter')}</label>
      <input
        id="filter"
        part="filter"
        class="auth-input"
        type="search"
        autocomplete="off"
        spellcheck="false"
        .value=${view.filter}
        @input=${view.onFilter}
      />
    </div>
    ${
      view.loaded.length === 0
        ? html`<p part="empty">${t('membersEmpty')}</p>`
        : view.shown.length === 0
          ? html`<p part="empty" aria-live="polite">
              ${t('membersFilterNone', { filter: view.filter.trim(), count: view.loaded.length })}
            </p>`
          : html`<div class="table-box">
              <table part="table members-table" aria-labelledby="members-heading" aria-busy=${view.busy}>
                <thead>
                  <tr>
                    <th scope="col">${t('membersMember')}</th>
                    <th scope="col">${t('membersRoles')}</th>
                    <th scope="col"><span class="auth-visually-hidden">${t('membersActions')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  ${view.shown.map((member) => renderMember(view, member))}
                </tbody>
              </table>
            </div>`
    }
    ${
      view.moreMembers
        ? html`<button
            type="button"
            part="more-button more-members-button"
            class="auth-button"
            aria-disabled=${view.busy ? 'true' : 'false'}
            @click=${view.onMoreMembers}
          >
            ${t('membersShowMore')}
          </button>`
        : nothing
    }
  </section>`;
}

function renderMember(view: MembersView, member: OrganizationMember): TemplateResult {
  const { t } = view;
  const label = memberLabel(member);
  const editing = view.editing === member.user_id;
  return html`<tr part="row member-row" data-user-id=${member.user_id}>
    <th scope="row" part="member">
      <span part="member-name">${member.name || member.email}</span>
      ${
        member.email && member.name && member.email !== member.name
          ? html`<span part="member-email">${member.email}</span>`
          : nothing
      }
    </th>
    <td part="member-roles">
      ${
        editing
          ? html`<fieldset part="roles-editor">
              <legend class="auth-visually-hidden">${t('membersRolesOf', { member: label })}</legend>
              ${view.roles.map(
                (role) =>
                  html`<label class="check"
                    ><input
                      type="checkbox"
                      name="role"
                      value=${role.id}
                      ?checked=${member.roles.some((held) => held.id === role.id)}
                    />
                    ${role.name}</label
                  >`,
              )}
              <div class="row-actions">
                <button
                  type="button"
                  part="save-roles-button"
                  class="auth-button auth-button--primary"
                  aria-disabled=${view.busy ? 'true' : 'false'}
                  @click=${(event: Event) => view.onSaveRoles(member, event)}
                >
                  ${t('membersSaveRoles')}
                </button>
                <button
                  type="button"
                  part="roles-cancel-button"
                  class="auth-button"
                  @click=${view.onCancelRoles}
                >
                  ${t('membersCancel')}
                </button>
              </div>
            </fieldset>`
          : roleNames(
              t,
              member.roles.map((role) => role.name),
            )
      }
    </td>
    <td part="row-actions">
      ${
        editing
          ? nothing
          : html`<div class="buttons">
              <button
                type="button"
                part="change-roles-button"
                class="auth-button"
                aria-label=${t('membersChangeRolesOf', { member: label })}
                aria-disabled=${view.busy ? 'true' : 'false'}
                @click=${() => view.onEditRoles(member)}
              >
                ${t('membersChangeRoles')}
              </button>
              <button
                type="button"
                part="remove-button"
                class="auth-button auth-button--danger"
                aria-label=${t('membersRemoveOf', { member: label })}
                aria-disabled=${view.busy ? 'true' : 'false'}
                @click=${(event: Event) => view.onRemove(member, event)}
              >
                ${t('membersRemove')}
              </button>
            </div>`
      }
    </td>
  </tr>`;
}

/** The invite section: its heading and the light-DOM form's slot. */
export function renderInvite(view: MembersView): TemplateResult {
  return html`<section part="invite" aria-labelledby="invite-heading">
    <h3 id="invite-heading" part="section-title">${view.t('membersInviteTitle')}</h3>
    ${view.formSlot}
  </section>`;
}

/** The pending invitations' section. */
export function renderInvitations(view: MembersView): TemplateResult {
  const { t } = view;
  const roleName = (id: string): string => view.roles.find((role) => role.id === id)?.name ?? id;
  return html`<section part="invitations" aria-labelledby="invitations-heading">
    <h3 id="invitations-heading" part="section-title">${t('membersInvitationsTitle')}</h3>
    ${
      view.invitations.length === 0
        ? html`<p part="empty invitations-empty">${t('membersInvitationsEmpty')}</p>`
        : html`<div class="table-box">
            <table
              part="table invitations-table"
              aria-labelledby="invitations-heading"
              aria-busy=${view.busy}
            >
              <thead>
                <tr>
                  <th scope="col">${t('membersInvitee')}</th>
                  <th scope="col">${t('membersRoles')}</th>
                  <th scope="col">${t('membersExpires')}</th>
                  <th scope="col"><span class="auth-visually-hidden">${t('membersActions')}</span></th>
                </tr>
              </thead>
              <tbody>
                ${view.invitations.map(
                  (invitation) =>
                    html`<tr part="row invitation-row" data-invitation-id=${invitation.id}>
                      <th scope="row" part="invitee">${invitation.invitee.email}</th>
                      <td part="invitation-roles">${roleNames(t, invitation.roles.map(roleName))}</td>
                      <td part="expires">
                        <span class="cell-label">${t('membersExpires')}</span>
                        ${view.formatDate(invitation.expires_at)}
                      </td>
                      <td part="row-actions">
                        <div class="buttons">
                          <button
                            type="button"
                            part=${view.copied === invitation.id ? 'copy-button copied' : 'copy-button'}
                            class="auth-button"
                            aria-label=${t(
                              view.copied === invitation.id ? 'membersCopiedOf' : 'membersCopyLinkOf',
                              {
                                email: invitation.invitee.email,
                              },
                            )}
                            @click=${() => view.onCopy(invitation)}
                          >
                            ${
                              view.copied === invitation.id
                                ? html`<span aria-hidden="true">✓</span> ${t('membersCopied')}`
                                : t('membersCopyLink')
                            }
                          </button>
                          <button
                            type="button"
                            part="revoke-button"
                            class="auth-button auth-button--danger"
                            aria-label=${t('membersRevokeOf', { email: invitation.invitee.email })}
                            aria-disabled=${view.busy ? 'true' : 'false'}
                            @click=${(event: Event) => view.onRevoke(invitation, event)}
                          >
                            ${t('membersRevoke')}
                          </button>
                        </div>
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
    ${
      view.moreInvitations
        ? html`<button
            type="button"
            part="more-button more-invitations-button"
            class="auth-button"
            aria-disabled=${view.busy ? 'true' : 'false'}
            @click=${view.onMoreInvitations}
          >
            ${t('membersShowMore')}
          </button>`
        : nothing
    }
  </section>`;
}

/** The two confirmation dialogs (each rendered while it has something to confirm). */
export function renderDialogs(view: MembersView): TemplateResult {
  const { t } = view;
  const organization = view.organizationName;
  const member = view.removing ? memberLabel(view.removing) : '';
  const email = view.revoking?.invitee.email ?? '';
  return html`${renderConfirmDialog({
    part: 'confirm-remove',
    titleId: 'confirm-remove-title',
    textId: 'confirm-remove-text',
    title: t('membersRemoveTitle', { member, organization }),
    text: t('membersRemoveRule', { organization }),
    cancelLabel: t('membersCancel'),
    confirmPart: 'confirm-button',
    confirmLabel: t('membersRemoveConfirm'),
    ...view.removeDialog,
  })}
  ${renderConfirmDialog({
    part: 'confirm-revoke',
    titleId: 'confirm-revoke-title',
    textId: 'confirm-revoke-text',
    title: t('membersRevokeTitle', { email }),
    text: t('membersRevokeRule'),
    cancelLabel: t('membersCancel'),
    confirmPart: 'confirm-button',
    confirmLabel: t('membersRevokeConfirm'),
    ...view.revokeDialog,
  })}`;
}

/** The light-DOM invite form's fields: the e-mails (with their hint and problem), the roles, Send. */
export function renderInviteFields(
  t: Translate,
  id: (name: string) => string,
  roles: readonly OrganizationRole[],
  problem: string,
  submit: TemplateResult,
): TemplateResult {
  const describedBy = `${id('emails-hint')} ${id('emails-problem')}`;
  return html`<div class="auth-field">
      <label class="auth-label" for=${id('emails')}>${t('membersInviteEmails')}</label>
      <textarea
        class="auth-input"
        id=${id('emails')}
        name="emails"
        rows="2"
        autocomplete="off"
        spellcheck="false"
        autocapitalize="off"
        aria-describedby=${describedBy}
      ></textarea>
      <div class="auth-hint" id=${id('emails-hint')}>
        ${t('membersInviteEmailsHint', { max: MAX_INVITEES })}
      </div>
      <div class="auth-field-problem" id=${id('emails-problem')} aria-live="polite">${problem}</div>
    </div>
    ${
      roles.length
        ? html`<fieldset class="auth-roles">
            <legend class="auth-label">${t('membersInviteRoles')}</legend>
            ${roles.map(
              (role) =>
                html`<label class="auth-check"
                  ><input type="checkbox" name="roles" value=${role.id} /> ${role.name}</label
                >`,
            )}
          </fieldset>`
        : nothing
    }
    ${submit}`;
}
