// Linking another account from the profile: the confirmation step that states the rules (whether it is
// open, its keyboard handling and focus), the popup login to the other account (opened within the
// click) and `management.linkUser(userId, idToken)`; also renders the identities with their actions.
import type { TemplateResult } from 'lit';
import { AuthError } from '../../core/index.js';
import type { ManagementUser, PopupAuthorizeOptions, WebAuth } from '../../core/index.js';
import { DEFAULT_DATABASE_CONNECTION } from '../../internal/config.js';
import { SOCIAL_LABELS } from '../../internal/social.js';
import { renderIdentities } from './identities-view.js';
import type { IdentitiesView } from './identities-view.js';
import { sameAccountError } from './access.js';
import type { ProfileSection } from './section.js';

const LINK_BUTTON = '[part~="link-button"]';

/** What the element tells the identities section each time it renders (unlinking and the password included). */
export type LinkingChrome = Omit<
  IdentitiesView,
  'confirmOpen' | 'onOpen' | 'onCancel' | 'onKeydown' | 'linking' | 'onLinkWith' | 'pending'
>;

export class AccountLinking {
  private readonly section: ProfileSection;
  private confirmOpen = false;

  constructor(section: ProfileSection) {
    this.section = section;
  }

  private get host(): ProfileSection['host'] {
    return this.section.host;
  }

  render(chrome: LinkingChrome, user: ManagementUser): TemplateResult {
    return renderIdentities(
      {
        ...chrome,
        pending: this.section.screen.busy,
        linking: this.section.screen.busyWith('link'),
        onLinkWith: this.onLinkWith,
        confirmOpen: this.confirmOpen,
        onOpen: this.open,
        onCancel: this.cancel,
        onKeydown: this.onKeydown,
      },
      user,
    );
  }

  /**
   * "Log in with …" (reads `data-connection`): opens the popup for the other account within the
   * click (browsers block popups opened after an `await`), then links the ID token it returns.
   */
  private readonly onLinkWith = (event: Event): void => {
    const section = this.section;
    if (section.screen.busy) return;
    const connection = (event.currentTarget as HTMLElement).dataset['connection'];
    const userId = section.userId();
    if (!connection || !userId) return;
    void section.screen.perform(
      'link',
      async (call) => {
        const idToken = await loginSecondary(section.webAuth(), section.popupOptions({ connection }), userId);
        return call((management) => management.linkUser(userId, idToken));
      },
      (identities) => {
        section.showIdentities(identities);
        section.screen.notify('profileLinked');
        section.emit('auth-account-linked', { identities });
        this.setOpen(false);
        void this.focus(LINK_BUTTON);
      },
    );
  };

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
    this.section.screen.notify(null);
    void this.focus('#link-confirm-title');
  };

  private readonly cancel = (): void => {
    if (this.section.screen.busyWith('link')) return;
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
