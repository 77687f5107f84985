// The <auth-profile> element class: the user it shows, loading and status, and its sections (metadata,
// linking, unlinking, the password; passkeys and two-step verification over the My Account API) on the
// shared AccountScreen controller. Registered by auth-profile.ts.
import { html, nothing } from 'lit';
import type { CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { resolveOrigin } from '../../core/index.js';
import type { ManagementIdentity, ManagementUser, PopupAuthorizeOptions } from '../../core/index.js';
import { AccountScreen, accountSource, popupAnswer, sessionSubject } from '../../internal/account-screen.js';
import { renderGrantButton } from '../../internal/account-task.js';
import { AuthElement, Status } from '../../internal/auth-element.js';
import { dialogStyles } from '../../internal/confirm-dialog.js';
import { confirmationStyles, hostStyles } from '../../internal/styles.js';
import { socialIconStyles } from '../../internal/social-icons.js';
import {
  explainedText,
  explainFailure,
  PENDING_TEXT,
  PROFILE_MANAGEMENT_SCOPES,
  tokenSubject,
} from './access.js';
import type { Operation } from './access.js';
import { profileStyles } from './auth-profile.styles.js';
import { renderHeader, secondaryButton } from './identities-view.js';
import { AccountLinking, linkChoices } from './linking.js';
import { MetadataEditor } from './metadata-editor.js';
import type { ProfileField } from './metadata.js';
import { changePasswordHandler } from './password.js';
import { formatDate } from './dates.js';
import type { ProfileSection } from './section.js';
import { SignInMethodsLoader } from './sign-in-methods-loader.js';
import { AccountUnlinking } from './unlinking.js';

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
 * Linking: "Link another account" first states the spec's rules in a modal dialog (the other account
 * stops existing on its own; its metadata is not merged), where the user picks the connection; its
 * button closes the dialog and the user logs in to the other account in a popup
 * (`webAuth.popup.authorize({connection, responseType: 'id_token', prompt: 'login'})`, opened
 * within the click) and the element calls `management.linkUser(userId, idToken)`.
 *
 * Linked accounts read as a person knows them: the provider's logo and name, the e-mail, name and
 * picture of the account, and its raw ids on a secondary line that selects as a whole (to copy).
 * "Unlink" (each linked account) first states the rule in a modal dialog (the account becomes a
 * separate user again, without this profile's details), then calls
 * `management.unlinkUser(userId, provider, secondaryUserId)`. "Change password" (each e-mail and
 * password account) sends the password-reset e-mail with `webAuth.changePassword` and says so. An
 * e-mail account that the My Account API lists no `password` method for (a passkey sign-up) reads
 * "Email and passkey", without "Change password"; until the sign-in methods have loaded (or without
 * a My Account token) every e-mail account reads "Email and password".
 *
 * Sign-in methods, over the My Account API (`new MyAccount({domain, token})`): the token is the
 * `myAccountToken` property, else one the element asks silently with `webAuth.checkSession({audience:
 * '{origin}/me/', scope: 'create|read|update|delete:me:authentication_methods read:me:factors'})`
 * (never when the page gave only the Management `token`: the sections are then not shown). A missing
 * consent is explained in place with "Grant access". Once the user is shown, `getFactors()` says what
 * the tenant offers. Passkeys (when it offers `passkey`): each with its name, when it was created and
 * last used (dates in the element's language), and whether it is synced across devices or bound to
 * one; "Add a passkey" runs the browser's prompt (`enrolPasskey()`); "Rename" edits the name in place
 * (Enter saves, Escape cancels); "Delete" first says what it means in a modal dialog, then deletes it
 * and, where the browser has the WebAuthn Signal API, tells it the credential is gone. Two-step
 * verification (when it offers `totp`): the status of the authenticator app and the recovery code;
 * "Set up an authenticator app" (`enrolTotp()`) loads the QR code's drawing code only then and shows
 * the QR code (drawn locally), the key as text with a copy button, and a field for the app's first
 * code (`verifyTotp`); then a recovery code (`enrolRecoveryCode()`) shown once, with copy and
 * download, until "I saved it" (`confirmRecoveryCode`); "Remove" asks first. Each section shows its
 * own failures, with the focus on the message.
 *
 * Nothing is requested while the element is hidden (`hidden`, `display: none`) or not connected: it
 * loads when it becomes visible, or when `load()` is called.
 *
 * @summary The user's profile: picture, name, e-mail, editable metadata, linked accounts, passkeys and two-step verification.
 *
 * @event auth-profile-updated - The metadata was saved. `detail: { user }` (the user the service returned).
 * @event auth-account-linked - Another account was linked. `detail: { identities }` (all of the user's identities).
 * @event auth-account-unlinked - A linked account was unlinked. `detail: { identities }` (the identities left).
 * @event auth-passkey-created - A passkey was added in the Passkeys section. `detail: { passkey }` (the passkey the service returned).
 * @event auth-passkey-deleted - A passkey was deleted in the Passkeys section. `detail: { passkey }` (the passkey as it was listed).
 * @event auth-mfa-enrolled - A second factor was set up in the Two-step verification section. `detail: { method }` (`method.type`: `totp` or `recovery-code`).
 * @event auth-mfa-removed - A second factor was removed. `detail: { method }` (as it was listed).
 * @event auth-error - Loading, saving, linking, unlinking, a passkey operation or getting a token failed; the message is shown in the element (a section's in that section). `detail: { error: AuthError }`.
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
 * @csspart password-button - "Change password" of an e-mail account with a password.
 * @csspart unlink-button - "Unlink" of each linked account (not the main one; hidden with `no-link`).
 * @csspart unlink-confirm - The dialog that states the unlinking rule.
 * @csspart unlink-confirm-button - The dialog's "Unlink".
 * @csspart cancel-button - The "Cancel" of each dialog (linking's also has `link-cancel`).
 * @csspart link-button - "Link another account".
 * @csspart link-confirm - The dialog that states the linking rules and offers the connections.
 * @csspart link-connection-button - Each "Log in with …" button of the link dialog.
 * @csspart link-cancel - The link dialog's "Cancel".
 * @csspart sign-in-methods - Shown while the sign-in methods load, or when they could not be loaded (with its `methods-error`).
 * @csspart methods-error - Why the sign-in methods could not be loaded (`role="alert"`, focused).
 * @csspart section-status - The confirmation of a sign-in methods section (`role="status"`).
 * @csspart passkeys - The Passkeys section.
 * @csspart passkeys-empty - "You have no passkeys yet."
 * @csspart passkeys-error - A passkey operation's failure (`role="alert"`, focused).
 * @csspart passkey - Each passkey in the list.
 * @csspart passkey-name - The passkey's name.
 * @csspart passkey-dates - When it was created and last used.
 * @csspart passkey-kind - Synced or bound to one device (also `passkey-synced` or `passkey-device-bound`).
 * @csspart passkey-add-button - "Add a passkey".
 * @csspart passkey-rename-button - "Rename" of each passkey.
 * @csspart passkey-rename-form - The inline rename form.
 * @csspart passkey-name-input - Its name field.
 * @csspart passkey-save-button - Its Save button.
 * @csspart passkey-cancel-button - Its Cancel button.
 * @csspart passkey-delete-button - "Delete" of each passkey.
 * @csspart passkey-delete-confirm - The dialog that says what deleting a passkey means.
 * @csspart passkey-delete-confirm-button - The dialog's "Delete passkey".
 * @csspart two-step - The Two-step verification section.
 * @csspart two-step-error - A two-step operation's failure (`role="alert"`, focused).
 * @csspart factor - Each factor's row (also `factor-totp`, `factor-recovery-code`).
 * @csspart factor-name - The factor's name.
 * @csspart factor-status - On since when, or not set up (also `factor-on` or `factor-off`).
 * @csspart factor-remove-button - "Remove" of a factor that is set up.
 * @csspart factor-remove-confirm - The dialog that says what removing a factor means.
 * @csspart factor-remove-confirm-button - The dialog's "Remove".
 * @csspart two-step-setup-button - "Set up an authenticator app".
 * @csspart two-step-enrol - The enrolment step: QR code, key, first code.
 * @csspart qr-code - The QR code (SVG, drawn locally).
 * @csspart two-step-key - The key as text, for entering it by hand.
 * @csspart two-step-copy-key-button - "Copy key".
 * @csspart two-step-code-form - The form of the first code.
 * @csspart two-step-code-input - The code field (`autocomplete="one-time-code"`).
 * @csspart two-step-verify-button - "Turn on".
 * @csspart two-step-cancel-button - "Cancel" of the enrolment.
 * @csspart recovery-code-step - The recovery code, shown once.
 * @csspart recovery-code - The code itself.
 * @csspart recovery-code-copy-button - "Copy code".
 * @csspart recovery-code-download-button - "Download" (a text file made in the page).
 * @csspart recovery-code-saved-button - "I saved it".
 * @csspart recovery-code-create-button - "Create a recovery code" (an authenticator app without one).
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
   * (attribute `popup-redirect-uri`), for a service without `response_mode=web_message`. Default: none
   * needed: the service's page in the popup posts the result to this page (`web_message`).
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

  /**
   * A My Account API access token (audience `{origin}/me/`) for the Passkeys and Two-step
   * verification sections. Default: none; the element then gets one with checkSession, unless the
   * page gave `token` (a page that manages the Management token manages this one too: without it,
   * those sections are not shown). Property only.
   */
  @property({ attribute: false }) myAccountToken?: string;

  /** The user as the service last returned it. */
  @state() private profile: ManagementUser | null = null;

  /** Visibility, the Management token, operations, "Grant access" and the unload warning. */
  private readonly screen: AccountScreen<Operation> = new AccountScreen<Operation>(this, {
    scopes: PROFILE_MANAGEMENT_SCOPES,
    source: () => accountSource(this.config, this.token, this.session, this.myAccountToken),
    webAuth: () => this.webAuth,
    run: (task, options) => this.run(task, options),
    pending: () => this.status === Status.PENDING,
    unsaved: () => this.metadata.dirty, // warns before leaving with unsaved edits
    explain: explainFailure,
    grantCodes: ['insufficient_scope'],
  });

  /** What a section (linking, unlinking, the password) gets from the element. */
  private readonly section: ProfileSection = {
    host: this,
    screen: this.screen,
    userId: () => this.effectiveUserId,
    user: () => this.profile,
    showIdentities: (identities) => {
      if (this.profile) this.profile = { ...this.profile, identities };
    },
    emit: (name, detail) => void this.emit(name, detail),
    webAuth: () => this.webAuth,
    popupOptions: (options) => this.popupOptions(options),
    t: (key, values) => this.t(key, values),
    strings: () => this.localized,
    formatDate: (iso) => formatDate(this, iso),
    origin: () => resolveOrigin(this.config.domain ?? ''),
    reloadMethods: () => this.methods.reload(),
  };

  /** The metadata rows and their editing. */
  private readonly metadata = new MetadataEditor(this.section, {
    edited: () => this.screen.notify(null),
    saved: (user) => {
      this.show(user);
      this.screen.notify('profileSaved');
      this.emit('auth-profile-updated', { user });
    },
  });
  /** Linking another account (its dialog and request). */
  private readonly linking = new AccountLinking(this.section);
  /** Unlinking an account (its dialog and request). */
  private readonly unlinking = new AccountUnlinking(this.section);
  /** "Change password". */
  private readonly onChangePassword = changePasswordHandler(this.section);
  /** The sign-in methods over the My Account API (passkeys, two-step verification). */
  private readonly methods = new SignInMethodsLoader(this.section, () => this.loadTarget());
  /** Whether the sign-in methods say a database identity has no password. */
  private readonly lacksPassword = (identity: ManagementIdentity): boolean =>
    this.methods.lacksPassword(identity);

  /** What the last load was for (source and user): a change reloads. */
  private loadedFor: string | null = null;

  /** The user the service returned, `null` until it is loaded. */
  get user(): ManagementUser | null {
    return this.profile;
  }

  /** The user id the element shows: `user-id`, the session's `sub`, or the token's `sub`. */
  private get effectiveUserId(): string | undefined {
    return this.userId || sessionSubject(this.session) || tokenSubject(this.token);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if ((changed.has('fields') || changed.has('noGenericMetadata')) && this.profile && !this.metadata.dirty) {
      this.showMetadata(this.profile);
    }
    if (!this.screen.started) return;
    this.screen.sourceChanged();
    const target = this.loadTarget();
    if (target === this.loadedFor) return;
    this.loadedFor = target;
    if (target === null) {
      this.reset();
      this.profile = null;
      this.metadata.show(undefined);
      this.methods.reset();
      this.screen.operation = null;
      return;
    }
    this.load();
  }

  /** What a load is for (the screen's source and the user); `null` without a user. */
  private loadTarget(): string | null {
    const userId = this.effectiveUserId;
    return userId ? JSON.stringify([this.screen.sourceKey, userId]) : null;
  }

  /**
   * Loads (or reloads) the user from the Management API now. A hidden element requests nothing until
   * it becomes visible: call this to load it before (for example to show it already filled in).
   */
  load(): void {
    this.screen.start();
    const userId = this.effectiveUserId;
    if (!userId) return;
    this.screen.sourceChanged();
    this.loadedFor = this.loadTarget();
    void this.screen.perform(
      'load',
      (call) => call((management) => management.getUser(userId)),
      (user) => this.show(user),
      { successStatus: Status.IDLE },
    );
  }

  /** Shows the user as the service returned it, and its metadata in the editor; then its sign-in methods. */
  private show(user: ManagementUser): void {
    this.profile = user;
    this.showMetadata(user);
    const target = this.loadTarget();
    if (target !== null && this.screen.offersMyAccount) this.methods.load(target);
  }

  private showMetadata(user: ManagementUser): void {
    this.metadata.show(user.user_metadata, this.fields, !this.noGenericMetadata);
  }

  // --- Rendering ---

  protected override render(): TemplateResult {
    const user = this.profile;
    const editor = {
      saving: this.screen.busyWith('save'),
      generic: !this.noGenericMetadata,
      t: this.translator,
    };
    return html`<h2 part="title">${this.t('profileTitle')}</h2>
      ${this.renderError()} ${this.renderGrant()}
      <p part="status" role="status">${this.renderStatus()}</p>
      ${
        user
          ? html`${renderHeader(this.translator, user)} ${this.metadata.render(editor)}
            ${this.renderLinkedAccounts(user)} ${this.methods.render()}`
          : this.screen.busyWith('load')
            ? nothing
            : this.renderEmpty()
      }`;
  }

  private renderStatus(): TemplateResult | string | typeof nothing {
    if (this.screen.busy) {
      const operation = this.screen.operation;
      const key = operation && PENDING_TEXT[operation];
      return key ? html`<span class="auth-progress" aria-hidden="true"></span> ${this.t(key)}` : nothing;
    }
    return this.screen.noticeText(this.translator) ?? nothing;
  }

  private readonly translator: AuthElement['t'] = (key, values) => this.t(key, values);

  private renderGrant(): TemplateResult | typeof nothing {
    if (this.status !== Status.ERROR || !this.screen.offersGrant(this.error?.code)) return nothing;
    return renderGrantButton(this.translator, this.onGrant);
  }

  private renderEmpty(): TemplateResult {
    if (!this.effectiveUserId) return html`<p part="signed-out">${this.t('notSignedIn')}</p>`;
    if (this.status !== Status.ERROR) return html``;
    return html`<p>${secondaryButton('retry-button', this.t('profileRetry'), this.onRetry)}</p>`;
  }

  private renderLinkedAccounts(user: ManagementUser): TemplateResult {
    const chrome = {
      t: this.translator,
      noLink: this.noLink,
      connections: linkChoices(this.translator, this.linkConnections, this.config.connection),
      onChangePassword: this.onChangePassword,
      lacksPassword: this.lacksPassword,
      ...this.unlinking.view,
    };
    return this.linking.render(chrome, user);
  }

  /** A refusal explained (which permission is missing, or what the code means), with what to do. */
  protected override get errorText(): string {
    const error = this.error;
    return (error && explainedText(error, this.translator, this.screen.tokenGiven)) ?? super.errorText;
  }

  private popupOptions(options: PopupAuthorizeOptions): PopupAuthorizeOptions {
    return { ...options, ...popupAnswer(this.popupRedirectUri) };
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
    const failed = this.screen.operation;
    this.screen.grant('grant', this.popupOptions({}), () => {
      if (failed === 'save' && this.profile) this.metadata.save();
      else if (failed === 'load' || !this.profile) this.load();
      else this.screen.notify('profileAccessGranted');
    });
  };
}
