// Linking another account from the profile: "Link another account" states the rules in the modal
// ConfirmDialog, where the user picks the connection; its button opens the popup login to the other
// account (within the click) and the element calls `management.linkUser(userId, idToken)`. Also
// renders the identities with their actions.
import type { TemplateResult } from 'lit';
import { AuthError } from '../../core/index.js';
import type { ManagementUser, PopupAuthorizeOptions } from '../../core/index.js';
import { popupOf } from '../../core/popup.js';
import type { WebAuthBase } from '../../core/web-auth-base.js';
import { DEFAULT_DATABASE_CONNECTION } from '../../internal/config.js';
import { ConfirmDialog } from '../../internal/confirm-dialog.js';
import { SOCIAL_LABELS } from '../../internal/social.js';
import { renderIdentities } from './identities-view.js';
import type { IdentitiesView } from './identities-view.js';
import { SocialIcons } from '../../internal/social-icons.js';
import { sameAccountError } from './access.js';
import type { ProfileSection } from './section.js';

/** What the element tells the identities section each time it renders (unlinking and the password included). */
export type LinkingChrome = Omit<
  IdentitiesView,
  'onOpen' | 'onLinkCancel' | 'closeLink' | 'onLinkWith' | 'pending' | 'icon'
>;

export class AccountLinking {
  readonly #section: ProfileSection;
  readonly #dialog: ConfirmDialog;
  readonly #icons: SocialIcons;

  constructor(section: ProfileSection) {
    this.#section = section;
    this.#dialog = new ConfirmDialog(section.host, 'link-confirm', 'link-button');
    this.#icons = new SocialIcons(section.host);
  }

  render(chrome: LinkingChrome, user: ManagementUser): TemplateResult {
    return renderIdentities(
      {
        ...chrome,
        pending: this.#section.screen.busy,
        onLinkWith: this.#linkWith,
        onOpen: this.#open,
        onLinkCancel: this.#dialog.onCancel,
        closeLink: this.#dialog.close,
        icon: this.#icons.icon,
      },
      user,
    );
  }

  readonly #open = (): void => {
    if (this.#section.screen.busy) return;
    this.#section.screen.notify(null);
    void this.#dialog.open();
  };

  /**
   * A connection's "Log in with …" in the dialog (reads `data-connection`): closes the dialog, opens
   * the popup for the other account within the click (browsers block popups opened after an
   * `await`), then links the ID token it returns. The focus goes back to "Link another account".
   */
  readonly #linkWith = (event: Event): void => {
    const section = this.#section;
    const connection = (event.currentTarget as HTMLElement).dataset['connection'];
    const userId = section.userId();
    this.#dialog.close();
    if (!connection || !userId || section.screen.busy) return;
    void section.screen
      .perform(
        'link',
        async (call) => {
          const idToken = await loginSecondary(
            section.webAuth(),
            section.popupOptions({ connection }),
            userId,
          );
          return call((management) => management.linkUser(userId, idToken));
        },
        (identities) => {
          section.showIdentities(identities);
          section.screen.notify('profileLinked');
          section.emit('auth-account-linked', { identities });
        },
      )
      // The link button was disabled meanwhile: it takes the focus again (to link or try again).
      .then(() => section.host.updateComplete)
      .then(this.#dialog.close);
  };
}

/**
 * Logs in to the other account in a popup (call it within the click: browsers block popups opened
 * after an `await`) and returns its ID token; refuses the account of `userId` itself.
 */
export async function loginSecondary(
  webAuth: WebAuthBase,
  options: PopupAuthorizeOptions,
  userId: string,
): Promise<string> {
  const secondary = await popupOf(webAuth).authorize({
    ...options,
    responseType: 'id_token',
    scope: 'openid profile email',
    prompt: 'login',
  });
  if (!secondary.idToken) {
    throw new AuthError({ code: 'invalid_response', description: 'The login returned no ID token.' });
  }
  if (secondary.idTokenPayload?.sub === userId) throw sameAccountError();
  return secondary.idToken;
}

/**
 * The connections offered for linking, each with its name on its "Log in with …" button: the social
 * provider's, or "your password" for the configured database connection.
 */
export function linkChoices(
  t: IdentitiesView['t'],
  listed: string,
  configured: string | undefined,
): IdentitiesView['connections'] {
  const database = configured ?? DEFAULT_DATABASE_CONNECTION;
  return connectionsToLink(listed, configured).map((connection) => {
    const key = SOCIAL_LABELS[connection];
    const label = key ? t(key) : connection === database ? t('profileLinkDatabase') : connection;
    return { connection, label };
  });
}

/** The connections offered for linking: those listed (space-separated), else the configured one. */
export function connectionsToLink(listed: string, configured: string | undefined): string[] {
  const connections = listed.split(/\s+/).filter((connection) => connection !== '');
  return connections.length > 0 ? connections : [configured ?? DEFAULT_DATABASE_CONNECTION];
}
