// Unlinking an account from the profile: "Unlink" first states the rule in the modal ConfirmDialog (the
// account becomes a separate user again, without this profile's details), then sends
// `management.unlinkUser(userId, provider, secondaryUserId)` and shows the identities left.
import type { ManagementIdentity } from '../../core/index.js';
import { ConfirmDialog } from '../../internal/confirm-dialog.js';
import { focusAfterUpdate } from '../../internal/focus.js';
import { isUnlinkedAlready } from './access.js';
import type { IdentitiesView } from './identities-view.js';
import type { ProfileSection } from './section.js';

/** What the identities' templates need from unlinking. */
export type UnlinkingView = Pick<
  IdentitiesView,
  'onUnlink' | 'unlinking' | 'onUnlinkConfirm' | 'closeUnlink' | 'onUnlinkCancel'
>;

export class AccountUnlinking {
  readonly #section: ProfileSection;
  readonly #dialog: ConfirmDialog;
  /** The identity the dialog asks about. */
  #identity: ManagementIdentity | null = null;

  constructor(section: ProfileSection) {
    this.#section = section;
    this.#dialog = new ConfirmDialog(section.host, 'unlink-confirm', 'unlink-button');
  }

  get view(): UnlinkingView {
    return {
      onUnlink: this.#ask,
      unlinking: this.#identity,
      onUnlinkConfirm: this.#confirm,
      closeUnlink: this.#dialog.close,
      onUnlinkCancel: this.#dialog.onCancel,
    };
  }

  /** "Unlink" (reads `data-provider` and `data-user-id`): asks first. */
  readonly #ask = (event: Event): void => {
    if (this.#section.screen.busy) return;
    const button = event.currentTarget as HTMLElement;
    const { provider, userId } = button.dataset;
    const identity = this.#section
      .user()
      ?.identities.find((candidate) => candidate.provider === provider && candidate.user_id === userId);
    if (!identity) return;
    this.#identity = identity;
    this.#section.host.requestUpdate();
    void this.#dialog.open(button);
  };

  readonly #confirm = (): void => {
    const section = this.#section;
    const identity = this.#identity;
    const userId = section.userId();
    this.#dialog.close();
    if (!identity || !userId || section.screen.busy) return;
    void section.screen.perform(
      'unlink',
      async (call) => {
        try {
          return await call((management) =>
            management.unlinkUser(userId, identity.provider, identity.user_id),
          );
        } catch (caught) {
          // Unlinked meanwhile (another tab): no longer shown.
          if (isUnlinkedAlready(caught)) this.#drop(identity);
          throw caught;
        }
      },
      (identities) => {
        section.showIdentities(identities);
        section.screen.notify('profileUnlinked');
        section.emit('auth-account-unlinked', { identities });
        // The button that was focused is gone: the focus goes to "Link another account".
        void focusAfterUpdate(section.host, '[part~="link-button"], [part~="title"]');
      },
    );
  };

  #drop(identity: ManagementIdentity): void {
    const identities = this.#section.user()?.identities;
    if (identities) this.#section.showIdentities(identities.filter((candidate) => candidate !== identity));
  }
}
