import { html, nothing } from 'lit';
import type { CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ManagementIdentity, ManagementUser, PopupAuthorizeOptions } from '../../core/index.js';
import { AuthElement, Status } from '../../internal/auth-element.js';
import type { RunOptions } from '../../internal/auth-element.js';
import { DEFAULT_DATABASE_CONNECTION } from '../../internal/config.js';
import type { StringKey } from '../../internal/i18n.js';
import { ManagementToken } from '../../internal/management-token.js';
import type { ManagementTokenRequest } from '../../internal/management-token.js';
import { ConfirmDialog, dialogStyles } from '../../internal/confirm-dialog.js';
import { confirmationStyles, hostStyles } from '../../internal/styles.js';
import { grantAccess, renderGrantButton } from '../../internal/grant-access.js';
import { socialIconStyles } from '../../internal/social-icons.js';
import { VisibilityGate } from '../../internal/visibility-gate.js';
import {
  explain,
  explainedOperation,
  explanationOf,
  explanationText,
  PENDING_TEXT,
  isAccessError,
  PROFILE_MANAGEMENT_SCOPES,
  isUnlinkedAlready,
  unverifiedClaims,
} from './access.js';
import type { ManagementCall, Operation } from './access.js';
import { SOCIAL_LABELS } from '../../internal/social.js';
import { profileStyles } from './auth-profile.styles.js';
import { renderHeader, secondaryButton } from './identities-view.js';
import { AccountLinking, connectionsToLink, loginSecondary } from './linking.js';
import { MetadataEditor } from './metadata-editor.js';
import type { ProfileField } from './metadata.js';
import { UnloadGuard } from '../../internal/unload-guard.js';

export { PROFILE_MANAGEMENT_SCOPES } from './access.js';
export type { ProfileField, ProfileFieldType } from './metadata.js';

/** Detail of `auth-profile-updated`: the user as the service returned it after the save. */
export interface AuthProfileUpdatedEventDetail {
  user: ManagementUser;
}

/** Detail of `auth-account-linked`: every identity of the user after the link (the primary's first). */
export interface AuthAccountLinkedEventDetail {
  identities: ManagementIdentity[];
}

/** Detail of `auth-account-unlinked`: the identities the user still has after the unlink. */
export interface AuthAccountUnlinkedEventDetail {
  identities: ManagementIdentity[];
}

/**
 * Shows the signed-in user's profile from the Management API and lets them edit their metadata and
 * link other accounts.
 *
 * The user is read with `new Management({domain, token}).getUser(userId)`. The user id comes from
 * `user-id`, else the enclosing provider's session (the ID token's `sub`), else the token's `sub`.
 * The Management API token is the `token` property when given; otherwise the element asks the
 * service silently with `webAuth.checkSession({audience: '{origin}/api/v2/', scope: …})` for the
 * current-user scopes. When a permission is missing (`insufficient_scope`, or `consent_required` /
 * `login_required` from checkSession) it says which one and what to do, and, for a token it got
 * itself, offers a "Grant access" button that logs in again in a popup to allow it.
 *
 * Metadata: every key is a row. Strings are edited as text; other values as JSON text, read with
 * `JSON.parse` (invalid JSON is an inline error and nothing is sent). Save sends
 * `patchUserMetadata(userId, patch)` with only the changed and added keys, and `null` for each key
 * marked for removal (the service removes a key set to `null`); the editor then shows what the
 * service returned. The editor's form is in the shadow root: metadata is not a credential, so
 * password managers and autofill have nothing to find there (and must not fill arbitrary fields).
 *
 * Linking: "Link another account" first states the spec's rules (the other account stops existing
 * on its own; its metadata is not merged), then the user logs in to the other account in a popup
 * (`webAuth.popup.authorize({connection, responseType: 'id_token', prompt: 'login'})`, opened
 * within the click) and the element calls `management.linkUser(userId, idToken)`.
 *
 * Linked accounts read as a person knows them: the provider's logo and name, the e-mail, name and
 * picture of the account, and its raw ids on a secondary line that selects as a whole (to copy).
 * "Unlink" (each linked account) first states the rule in a modal dialog (the account becomes a
 * separate user again, without this profile's details), then calls
 * `management.unlinkUser(userId, provider, secondaryUserId)`. "Change password" (each e-mail and
 * password account) sends the password-reset e-mail with `webAuth.changePassword` and says so.
 *
 * Nothing is requested while the element is hidden (`hidden`, `display: none`) or not connected: it
 * loads when it becomes visible, or when `load()` is called.
 *
 * @summary The user's profile: picture, name, e-mail, editable metadata and linked accounts.
 *
 * @event auth-profile-updated - The metadata was saved. `detail: { user }` (the user the service returned).
 * @event auth-account-linked - Another account was linked. `detail: { identities }` (all of the user's identities).
 * @event auth-account-unlinked - A linked account was unlinked. `detail: { identities }` (the identities left).
 * @event auth-error - Loading, saving, linking, unlinking or getting a token failed; the message is shown in the element. `detail: { error: AuthError }`.
 *
 * @csspart title - The heading.
 * @csspart error - The error message region (`role="alert"`).
 * @csspart grant-button - "Grant access", shown with a missing-permission message when the element got its own token.
 * @csspart status - Progress and confirmations (`role="status"`).
 * @csspart retry-button - "Try again" after the profile could not be loaded.
 * @csspart signed-out - The message shown when there is no user to show.
 * @csspart header - The picture, name and e-mail.
 * @csspart avatar - The picture.
 * @csspart name - The user's name.
 * @csspart email - The e-mail address.
 * @csspart verified-badge - Whether the e-mail is verified (also `verified` or `unverified`).
 * @csspart metadata - The metadata section.
 * @csspart section-title - The heading of each section.
 * @csspart metadata-form - The metadata form.
 * @csspart field - Each metadata row (also `field-new` for a new key, `field-removed` for a key to remove).
 * @csspart key-input - The name input of a new key.
 * @csspart value-input - The value input (text) or textarea (JSON).
 * @csspart type-select - The Text / JSON choice of each row.
 * @csspart field-error - The inline error of a row.
 * @csspart remove-button - Each row's Remove / Keep button.
 * @csspart add-button - "Add a field".
 * @csspart save-button - The Save button.
 * @csspart identities - The section of linked accounts.
 * @csspart identity - Each identity in the list (the first, the main one, also `identity-primary`).
 * @csspart identity-picture - The account's picture, when its profile has one.
 * @csspart identity-name - The provider's logo and name.
 * @csspart identity-badge - "Main account" on the first identity.
 * @csspart identity-detail - The account's e-mail, else its name.
 * @csspart identity-id - The connection and raw ids (selects as a whole, to copy).
 * @csspart password-button - "Change password" of an e-mail and password account.
 * @csspart unlink-button - "Unlink" of each linked account (not the main one; hidden with `no-link`).
 * @csspart unlink-confirm - The dialog that states the unlinking rule.
 * @csspart unlink-confirm-button - The dialog's "Unlink".
 * @csspart cancel-button - The dialog's "Cancel".
 * @csspart link-button - "Link another account".
 * @csspart link-confirm - The confirmation step with the linking rules.
 * @csspart link-connection-button - Each "Log in with …" button of the confirmation step.
 * @csspart link-cancel - The Cancel button of the confirmation step.
 *
 * Theme tokens: every `--auth-*` of src/internal/styles.ts (copied into the manifest entry).
 */
export class AuthProfile extends AuthElement {
  static override styles: CSSResultGroup = [
    hostStyles,
    confirmationStyles,
    dialogStyles,
    socialIconStyles,
    profileStyles,
  ];

  /** The user to show (attribute `user-id`). Default: the provider session's `sub`, else the token's `sub`. */
  @property({ attribute: 'user-id' }) userId?: string;

  /**
   * A Management API access token (for the audience `{origin}/api/v2/`). Default: none, and the
   * element gets one with checkSession. Prefer setting the property to the attribute.
   */
  @property() token?: string;

  /**
   * Space-separated connections offered for linking, one button each (attribute `link-connections`).
   * Default: the configured connection, else `Username-Password-Authentication`.
   */
  @property({ attribute: 'link-connections' }) linkConnections = '';

  /**
   * Where the linking and "Grant access" popups return to: a page that calls `popup.callback()`
   * (attribute `popup-redirect-uri`). Default: the configured `redirect-uri`.
   */
  @property({ attribute: 'popup-redirect-uri' }) popupRedirectUri?: string;

  /** Hides linking and unlinking: the identities are listed without "Link another account" and "Unlink" (attribute `no-link`). */
  @property({ type: Boolean, attribute: 'no-link' }) noLink = false;

  /**
   * Metadata keys named for people: `[{ key: 'company', label: 'Company', type: 'text' }]` (`type`:
   * `text`, `email`, `url`, `tel` or `json`; default `text`). Listed keys come first, with their
   * label and input type, even when the user has no value yet. Property only.
   */
  @property({ attribute: false }) fields: ProfileField[] = [];

  /**
   * Shows only the `fields` listed: no editor for the other keys, no "Add a field" (attribute
   * `no-generic-metadata`). Keys not listed are then kept as they are.
   */
  @property({ type: Boolean, attribute: 'no-generic-metadata' }) noGenericMetadata = false;

  /** The user as the service last returned it. */
  @state() private profile: ManagementUser | null = null;
  @state() private operation: Operation | null = null;
  /** The confirmation the status region shows after an operation succeeded. */
  @state() private notice: StringKey | null = null;
  /** The values of the notice's placeholders. */
  @state() private noticeValues: Readonly<Record<string, string>> = {};
  /** The identity the unlink dialog asks about. */
  @state() private unlinking: ManagementIdentity | null = null;

  /** The confirmation of "Unlink". */
  private readonly unlinkConfirm = new ConfirmDialog(this, 'unlink-confirm', 'unlink-button');

  /** The metadata rows and their editing. */
  private readonly metadata = new MetadataEditor(this, () => (this.notice = null));
  /** The confirmation step of linking. */
  private readonly linking = new AccountLinking(
    this,
    () => this.busyWith('link'),
    () => (this.notice = null),
  );

  /** Nothing is requested before the element is visible or {@link load} is called. */
  private readonly visibility = new VisibilityGate(this);

  /** What the last load was for (domain, user, token): a change reloads. */
  private loadedFor: string | null = null;
  /** The token obtained with checkSession (or the grant popup), for the user it was issued for. */
  private readonly tokens = new ManagementToken(PROFILE_MANAGEMENT_SCOPES);

  /** The user the service returned, `null` until it is loaded. */
  get user(): ManagementUser | null {
    return this.profile;
  }

  /** The user id the element shows: `user-id`, the session's `sub`, or the token's `sub`. */
  private get effectiveUserId(): string | undefined {
    if (this.userId) return this.userId;
    const session = this.session;
    const fromSession = session?.authResult.idTokenPayload?.sub ?? session?.user?.sub;
    if (typeof fromSession === 'string' && fromSession !== '') return fromSession;
    if (this.token) {
      const sub = unverifiedClaims(this.token)['sub'];
      if (typeof sub === 'string' && sub !== '') return sub;
    }
    return undefined;
  }

  private get pending(): boolean {
    return this.status === Status.PENDING;
  }

  /** Whether `operation` is in progress. */
  private busyWith(operation: Operation): boolean {
    return this.pending && this.operation === operation;
  }

  constructor() {
    super();
    new UnloadGuard(this, () => this.metadata.dirty); // warns before leaving with unsaved edits
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if ((changed.has('fields') || changed.has('noGenericMetadata')) && this.profile && !this.metadata.dirty) {
      this.showMetadata(this.profile);
    }
    if (!this.visibility.started) return;
    const target = this.loadTarget();
    if (target === this.loadedFor) return;
    this.loadedFor = target;
    if (target === null) {
      this.reset();
      this.profile = null;
      this.metadata.show(undefined);
      this.operation = null;
      return;
    }
    this.load();
  }

  /** What a load is for (domain, user, token); `null` without a user. */
  private loadTarget(): string | null {
    const userId = this.effectiveUserId;
    return userId ? JSON.stringify([this.config.domain ?? '', userId, this.token ?? '']) : null;
  }

  /**
   * Loads (or reloads) the user from the Management API now. A hidden element requests nothing until
   * it becomes visible: call this to load it before (for example to show it already filled in).
   */
  load(): void {
    this.visibility.start();
    const userId = this.effectiveUserId;
    if (!userId) return;
    this.loadedFor = this.loadTarget();
    void this.perform(
      'load',
      (call) => call((management) => management.getUser(userId)),
      (user) => this.show(user),
      { successStatus: Status.IDLE },
    );
  }

  /**
   * Starts `operation` and runs `task` (see {@link AuthElement.run}); `onSuccess` gets its value.
   * `task` calls the Management API through `call`; a failure comes back with our explanation of it
   * (which permission the token it used lacks, or what the code means: see `access.ts`).
   */
  private async perform<T>(
    operation: Operation,
    task: (call: ManagementCall) => Promise<T>,
    onSuccess: (value: T) => void,
    options?: RunOptions,
  ): Promise<void> {
    this.operation = operation;
    this.notice = null;
    this.noticeValues = {};
    const result = await this.run(
      () => explainedOperation(operation, task, (request) => this.tokens.call(this.tokenRequest(), request)),
      options,
    );
    if (result.outcome === 'success') onSuccess(result.value);
  }

  /** What the Management token is for: the configured domain and the current user. */
  private tokenRequest(): ManagementTokenRequest {
    return {
      domain: this.config.domain,
      token: this.token,
      webAuth: () => this.webAuth,
      key: this.effectiveUserId ?? '',
    };
  }

  /** Shows the user as the service returned it, and its metadata in the editor. */
  private show(user: ManagementUser): void {
    this.profile = user;
    this.showMetadata(user);
  }

  private showMetadata(user: ManagementUser): void {
    this.metadata.show(user.user_metadata, this.fields, !this.noGenericMetadata);
  }

  // --- Rendering ---

  protected override render(): TemplateResult {
    const user = this.profile;
    return html`<h2 part="title">${this.t('profileTitle')}</h2>
      ${this.renderError()} ${this.renderGrant()}
      <p part="status" role="status">${this.renderStatus()}</p>
      ${
        user
          ? html`${renderHeader(this.translator, user)} ${this.renderMetadataEditor()}
            ${this.renderLinkedAccounts(user)}`
          : this.busyWith('load')
            ? nothing
            : this.renderEmpty()
      }`;
  }

  private renderStatus(): TemplateResult | string | typeof nothing {
    if (this.pending) {
      const key = this.operation && PENDING_TEXT[this.operation];
      return key ? html`<span class="auth-progress" aria-hidden="true"></span> ${this.t(key)}` : nothing;
    }
    return this.notice ? this.t(this.notice, this.noticeValues) : nothing;
  }

  private readonly translator: AuthElement['t'] = (key, values) => this.t(key, values);

  private renderGrant(): TemplateResult | typeof nothing {
    if (this.token || this.status !== Status.ERROR || !this.error) return nothing;
    if (!isAccessError(this.error.code)) return nothing;
    return renderGrantButton(this.translator, this.onGrant);
  }

  private renderEmpty(): TemplateResult {
    if (!this.effectiveUserId) return html`<p part="signed-out">${this.t('notSignedIn')}</p>`;
    if (this.status !== Status.ERROR) return html``;
    return html`<p>${secondaryButton('retry-button', this.t('profileRetry'), this.onRetry)}</p>`;
  }

  private renderMetadataEditor(): TemplateResult {
    return this.metadata.render({
      saving: this.busyWith('save'),
      generic: !this.noGenericMetadata,
      t: this.translator,
      onSave: this.onSave,
    });
  }

  private renderLinkedAccounts(user: ManagementUser): TemplateResult {
    const connections = connectionsToLink(this.linkConnections, this.config.connection);
    const chrome = {
      t: this.translator,
      noLink: this.noLink,
      pending: this.pending,
      linking: this.busyWith('link'),
      connections: connections.map((connection) => ({ connection, label: this.connectionLabel(connection) })),
      onLinkWith: this.onLinkWith,
      onUnlink: this.onUnlink,
      onChangePassword: this.onChangePassword,
      unlinking: this.unlinking,
      onUnlinkConfirm: this.onUnlinkConfirm,
      closeUnlink: this.unlinkConfirm.close,
      onUnlinkCancel: this.unlinkConfirm.onCancel,
    };
    return this.linking.render(chrome, user);
  }

  /** The name of a connection on its "Log in with …" button: the social provider's, or "your password". */
  private connectionLabel(connection: string): string {
    const key = SOCIAL_LABELS[connection];
    if (key) return this.t(key);
    if (connection === (this.config.connection ?? DEFAULT_DATABASE_CONNECTION)) {
      return this.t('profileLinkDatabase');
    }
    return connection;
  }

  // --- Errors: the explanation the failed operation came back with, and what to do ---

  protected override get errorText(): string {
    const error = this.error;
    if (!error) return '';
    const explanation = explanationOf(error) ?? explain(error);
    return explanation ? explanationText(explanation, this.translator, !!this.token) : super.errorText;
  }

  // --- Metadata editing ---

  private readonly onSave = (event: SubmitEvent): void => {
    event.preventDefault();
    if (!this.pending) this.save();
  };

  private save(): void {
    const userId = this.effectiveUserId;
    if (!userId) return;
    const result = this.metadata.read();
    if (!result) {
      this.notice = null;
      return;
    }
    const { patch, removes } = result;
    if (Object.keys(patch).length === 0) {
      this.operation = 'save';
      this.notice = 'profileNothingToSave';
      return;
    }
    void this.perform(
      'save',
      (call) => call((management) => management.patchUserMetadata(userId, patch), removes),
      (user) => {
        this.show(user);
        this.notice = 'profileSaved';
        this.emit('auth-profile-updated', { user });
      },
    );
  }

  // --- Linking ---

  /**
   * Opens the popup for the other account within the click (browsers block popups opened after an
   * `await`), then links the ID token it returns.
   */
  private readonly onLinkWith = (event: Event): void => {
    if (this.pending) return;
    const connection = (event.currentTarget as HTMLElement).dataset['connection'];
    const userId = this.effectiveUserId;
    if (!connection || !userId) return;
    void this.perform(
      'link',
      async (call) => {
        const idToken = await loginSecondary(this.webAuth, this.popupOptions({ connection }), userId);
        return call((management) => management.linkUser(userId, idToken));
      },
      (identities) => {
        if (this.profile) this.profile = { ...this.profile, identities };
        this.notice = 'profileLinked';
        this.emit('auth-account-linked', { identities });
        this.linking.linked();
      },
    );
  };

  // --- Unlinking and the password ---

  /** Asks first: the dialog states the rule. */
  private readonly onUnlink = (event: Event): void => {
    if (this.pending) return;
    const button = event.currentTarget as HTMLElement;
    const { provider, userId } = button.dataset;
    const identity = this.profile?.identities.find(
      (candidate) => candidate.provider === provider && candidate.user_id === userId,
    );
    if (!identity) return;
    this.unlinking = identity;
    void this.unlinkConfirm.open(button);
  };

  private readonly onUnlinkConfirm = (): void => {
    const identity = this.unlinking;
    const userId = this.effectiveUserId;
    this.unlinkConfirm.close();
    if (!identity || !userId || this.pending) return;
    void this.perform(
      'unlink',
      async (call) => {
        try {
          return await call((management) =>
            management.unlinkUser(userId, identity.provider, identity.user_id),
          );
        } catch (caught) {
          // Unlinked meanwhile (another tab): no longer shown.
          if (isUnlinkedAlready(caught)) this.dropIdentity(identity);
          throw caught;
        }
      },
      (identities) => {
        if (this.profile) this.profile = { ...this.profile, identities };
        this.notice = 'profileUnlinked';
        this.emit('auth-account-unlinked', { identities });
        void this.focusLinkButton();
      },
    );
  };

  private dropIdentity(identity: ManagementIdentity): void {
    if (!this.profile) return;
    const identities = this.profile.identities.filter((candidate) => candidate !== identity);
    this.profile = { ...this.profile, identities };
  }

  /** After an unlink the button that was focused is gone: the focus goes to "Link another account". */
  private async focusLinkButton(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part~="link-button"], [part~="title"]')?.focus();
  }

  /** Sends the password-reset e-mail of a database identity, and says where it went. */
  private readonly onChangePassword = (event: Event): void => {
    if (this.pending) return;
    const { connection, email } = (event.currentTarget as HTMLElement).dataset;
    if (!connection || !email) return;
    void this.perform(
      'password',
      () => this.webAuth.changePassword({ connection, email }),
      () => {
        this.notice = 'profilePasswordSent';
        this.noticeValues = { email };
      },
    );
  };

  private popupOptions(options: PopupAuthorizeOptions): PopupAuthorizeOptions {
    return this.popupRedirectUri ? { ...options, redirectUri: this.popupRedirectUri } : options;
  }

  // --- Retry and granting access ---

  private readonly onRetry = (): void => {
    this.load();
  };

  /**
   * Logs in again in a popup (opened within the click) asking for the Management API scopes, which
   * the service records as consented, then retries a failed load or save with the new token.
   */
  private readonly onGrant = (): void => {
    if (this.pending) return;
    const failed = this.operation;
    const request = this.tokenRequest();
    let audience: string;
    try {
      audience = this.tokens.audience(request);
    } catch {
      return;
    }
    void this.perform(
      'grant',
      () =>
        grantAccess(
          this.webAuth,
          this.popupOptions({ audience }),
          this.tokens,
          request,
          PROFILE_MANAGEMENT_SCOPES,
        ),
      () => {
        if (failed === 'save' && this.profile) this.save();
        else if (failed === 'load' || !this.profile) this.load();
        else this.notice = 'profileAccessGranted';
      },
    );
  };
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-profile-updated': AuthProfileUpdatedEventDetail;
    'auth-account-linked': AuthAccountLinkedEventDetail;
    'auth-account-unlinked': AuthAccountUnlinkedEventDetail;
  }
}
