// Linking another account from the profile: the confirmation step (a part of the element that owns
// whether it is open, its keyboard handling and focus) and the popup login to the other account.
import type { ReactiveElement, TemplateResult } from 'lit';
import { AuthError } from '../../core/index.js';
import type { ManagementUser, PopupAuthorizeOptions, WebAuth } from '../../core/index.js';
import { DEFAULT_DATABASE_CONNECTION } from '../../internal/config.js';
import { renderIdentities } from './identities-view.js';
import type { IdentitiesView } from './identities-view.js';
import { sameAccountError } from './access.js';

const LINK_BUTTON = '[part~="link-button"]';

/** What the element tells the linking section each time it renders. */
export type LinkingChrome = Pick<
  IdentitiesView,
  | 't'
  | 'noLink'
  | 'pending'
  | 'linking'
  | 'connections'
  | 'onLinkWith'
  | 'onUnlink'
  | 'onChangePassword'
  | 'unlinking'
  | 'onUnlinkConfirm'
  | 'closeUnlink'
  | 'onUnlinkCancel'
>;

export class AccountLinking {
  private readonly host: ReactiveElement;
  private readonly linking: () => boolean;
  private readonly onOpened: () => void;
  private confirmOpen = false;

  /**
   * `linking` says whether a link is in progress (the step cannot be cancelled then); `onOpened` is
   * called when the user opens the confirmation step (the element forgets its notice).
   */
  constructor(host: ReactiveElement, linking: () => boolean, onOpened: () => void) {
    this.host = host;
    this.linking = linking;
    this.onOpened = onOpened;
  }

  render(chrome: LinkingChrome, user: ManagementUser): TemplateResult {
    return renderIdentities(
      {
        ...chrome,
        confirmOpen: this.confirmOpen,
        onOpen: this.open,
        onCancel: this.cancel,
        onKeydown: this.onKeydown,
      },
      user,
    );
  }

  /** Closes the confirmation step after a link, and gives the focus back to "Link another account". */
  linked(): void {
    this.setOpen(false);
    void this.focus(LINK_BUTTON);
  }

  private setOpen(open: boolean): void {
    this.confirmOpen = open;
    this.host.requestUpdate();
  }

  private async focus(selector: string): Promise<void> {
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  private readonly open = (): void => {
    this.setOpen(true);
    this.onOpened();
    void this.focus('#link-confirm-title');
  };

  private readonly cancel = (): void => {
    if (this.linking()) return;
    this.setOpen(false);
    void this.focus(LINK_BUTTON);
  };

  private readonly onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      this.cancel();
    }
  };
}

/**
 * Logs in to the other account in a popup (call it within the click: browsers block popups opened
 * after an `await`) and returns its ID token; refuses the account of `userId` itself.
 */
export async function loginSecondary(
  webAuth: WebAuth,
  options: PopupAuthorizeOptions,
  userId: string,
): Promise<string> {
  const secondary = await webAuth.popup.authorize({
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

/** The connections offered for linking: those listed (space-separated), else the configured one. */
export function connectionsToLink(listed: string, configured: string | undefined): string[] {
  const connections = listed.split(/\s+/).filter((connection) => connection !== '');
  return connections.length > 0 ? connections : [configured ?? DEFAULT_DATABASE_CONNECTION];
}
