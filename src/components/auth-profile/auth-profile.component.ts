import { html, nothing } from 'lit';
import type { CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { keyed } from 'lit/directives/keyed.js';
import { AuthError, Management } from '../../core/index.js';
import { decodeJwtPart } from '../../core/lib/jwt-part.js';
import type {
  AuthResult,
  ManagementIdentity,
  ManagementUser,
  PopupAuthorizeOptions,
} from '../../core/index.js';
import { AuthElement, Status } from '../../internal/auth-element.js';
import type { RunOptions } from '../../internal/auth-element.js';
import { DEFAULT_DATABASE_CONNECTION } from '../../internal/config.js';
import type { StringKey } from '../../internal/i18n.js';
import { confirmationStyles, hostStyles } from '../../internal/styles.js';
import { profileStyles } from './auth-profile.styles.js';
import { SOCIAL_LABELS } from '../../internal/social.js';

/**
 * The Management API scopes the element asks for when it gets its own token: read the user, write
 * and remove metadata keys, link identities (the spec's current-user scopes).
 */
export const PROFILE_MANAGEMENT_SCOPES =
  'read:current_user update:current_user_metadata create:current_user_metadata delete:current_user_metadata update:current_user_identities';

/** Detail of `auth-profile-updated`: the user as the service returned it after the save. */
export interface AuthProfileUpdatedEventDetail {
  user: ManagementUser;
}

/** Detail of `auth-account-linked`: every identity of the user after the link (the primary's first). */
export interface AuthAccountLinkedEventDetail {
  identities: ManagementIdentity[];
}

/** What the element is doing or last did: the context of its status, error and messages. */
type Operation = 'load' | 'save' | 'link' | 'grant';

/** How a metadata value is edited: as plain text (a string) or as JSON text (any JSON value). */
type ValueKind = 'text' | 'json';

/** One row of the metadata editor. */
interface MetadataRow {
  /** Stable id for the DOM (ids, `repeat` keys). */
  readonly id: number;
  /** The key; typed by the user for a new row. */
  key: string;
  /** Whether the key is new (not in the user's metadata when it was loaded or saved). */
  readonly isNew: boolean;
  /** For an existing key: its value as the service returned it. */
  readonly original?: unknown;
  kind: ValueKind;
  /** What the value field holds. */
  text: string;
  /** An existing key marked for removal (sent as `null`). */
  removed: boolean;
  keyError: string | null;
  valueError: string | null;
}

/** The outcome of reading the editor: the patch to send, or the rows with their errors. */
type PatchResult =
  | { readonly ok: true; readonly patch: Record<string, unknown>; readonly removes: boolean }
  | { readonly ok: false; readonly rows: MetadataRow[] };

/**
 * Errors that mean "this page has no (or not enough) access to the Management API", with our message
 * for each (`insufficient_scope`'s names the missing permission).
 */
const PERMISSION_ERRORS: ReadonlyMap<string, StringKey | null> = new Map([
  ['insufficient_scope', null],
  ['consent_required', 'profileConsentRequired'],
  ['interaction_required', 'profileConsentRequired'],
  ['login_required', 'profileLoginRequired'],
]);

/** The permissions each operation needs, with the action in words (a save that removes keys needs one more). */
const NEEDED_PERMISSIONS: Readonly<Record<Operation, readonly (readonly [string, StringKey])[]>> = {
  load: [['read:current_user', 'profileActionRead']],
  save: [['update:current_user_metadata', 'profileActionSave']],
  link: [['update:current_user_identities', 'profileActionLink']],
  grant: [],
};

/** What the status region says while an operation is pending (a save shows its progress on its button). */
const PENDING_TEXT: Partial<Record<Operation, StringKey>> = {
  load: 'profileLoading',
  link: 'profileLinkPending',
  grant: 'profileGrantPending',
};

const LINK_BUTTON = '[part~="link-button"]';

/** Renew a token obtained with checkSession this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;

let nextRowId = 0;

/** The service origin for a configured domain (`tenant.example.com` → `https://tenant.example.com`). */
function originOf(domain: string): string {
  const value = domain.trim();
  return new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`).origin;
}

/** The claims of a JWT, unverified (the service verifies it); `{}` for an opaque token. */
function unverifiedClaims(token: string): Record<string, unknown> {
  try {
    return decodeJwtPart(token, 1);
  } catch {
    return {};
  }
}

/** JSON with object keys sorted, so two values compare equal whatever the order of their keys. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
    const sorted: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(item).sort()) sorted[key] = (item as Record<string, unknown>)[key];
    return sorted;
  });
}

/**
 * A row of the editor for `key` and its value: strings as text, everything else as indented JSON.
 * A new row (`isNew`) starts as empty text.
 */
function metadataRow(key: string, value: unknown, isNew = false): MetadataRow {
  const isText = typeof value === 'string';
  return {
    id: ++nextRowId,
    key,
    isNew,
    original: value,
    kind: isText ? 'text' : 'json',
    text: isText ? value : JSON.stringify(value, null, 2),
    removed: false,
    keyError: null,
    valueError: null,
  };
}

/** The editor's rows for a user's metadata. */
function rowsFrom(metadata: Record<string, unknown> | undefined): MetadataRow[] {
  return Object.entries(metadata ?? {}).map(([key, value]) => metadataRow(key, value));
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
 * @summary The user's profile: picture, name, e-mail, editable metadata and linked accounts.
 *
 * @event auth-profile-updated - The metadata was saved. `detail: { user }` (the user the service returned).
 * @event auth-account-linked - Another account was linked. `detail: { identities }` (all of the user's identities).
 * @event auth-error - Loading, saving, linking or getting a token failed; the message is shown in the element. `detail: { error: AuthError }`.
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
 * @csspart identity - Each identity in the list.
 * @csspart link-button - "Link another account".
 * @csspart link-confirm - The confirmation step with the linking rules.
 * @csspart link-connection-button - Each "Log in with …" button of the confirmation step.
 * @csspart link-cancel - The Cancel button of the confirmation step.
 *
 * Theme tokens: every `--auth-*` of src/internal/styles.ts (copied into the manifest entry).
 */
export class AuthProfile extends AuthElement {
  static override styles: CSSResultGroup = [hostStyles, confirmationStyles, profileStyles];

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

  /** Hides linking: the identities are listed without the "Link another account" button (attribute `no-link`). */
  @property({ type: Boolean, attribute: 'no-link' }) noLink = false;

  /** The user as the service last returned it. */
  @state() private profile: ManagementUser | null = null;
  @state() private rows: MetadataRow[] = [];
  @state() private operation: Operation | null = null;
  /** The confirmation the status region shows after an operation succeeded. */
  @state() private notice: StringKey | null = null;
  @state() private linkConfirmOpen = false;
  /** A message of ours for the current error, when the error's code alone does not say it. */
  @state() private errorNote: StringKey | null = null;

  /** What the last load was for (domain, user, token): a change reloads. */
  #loadedFor: string | null = null;
  /** The token obtained with checkSession (or the grant popup), for the user it was issued for. */
  #ownToken: { token: string; userId: string; expiresAt: number } | null = null;
  /** The token the current operation used, to tell which permission it lacks. */
  #usedToken: string | null = null;
  /** Whether the current save removes keys (it then needs the delete permission too). */
  #saveRemoves = false;

  /** The user the service returned, `null` until it is loaded. */
  get user(): ManagementUser | null {
    return this.profile;
  }

  /** The user id the element shows: `user-id`, the session's `sub`, or the token's `sub`. */
  get #effectiveUserId(): string | undefined {
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

  /** The Management API's audience for the configured domain. */
  get #managementAudience(): string {
    const domain = this.config.domain;
    if (!domain) {
      throw new TypeError(
        '<auth-profile> needs a "domain" attribute, or an enclosing <auth-provider> with one',
      );
    }
    return `${originOf(domain)}/api/v2/`;
  }

  get #connectionsToLink(): string[] {
    const listed = this.linkConnections.split(/\s+/).filter((connection) => connection !== '');
    return listed.length > 0 ? listed : [this.config.connection ?? DEFAULT_DATABASE_CONNECTION];
  }

  get #pending(): boolean {
    return this.status === Status.PENDING;
  }

  /** Whether `operation` is in progress. */
  #busyWith(operation: Operation): boolean {
    return this.#pending && this.operation === operation;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const userId = this.#effectiveUserId;
    const target = userId ? JSON.stringify([this.config.domain ?? '', userId, this.token ?? '']) : null;
    if (target === this.#loadedFor) return;
    this.#loadedFor = target;
    if (this.#ownToken && this.#ownToken.userId !== userId) this.#ownToken = null;
    if (target === null) {
      this.reset();
      this.profile = null;
      this.rows = [];
      this.operation = null;
      return;
    }
    this.load();
  }

  /** Loads (or reloads) the user from the Management API. */
  load(): void {
    const userId = this.#effectiveUserId;
    if (!userId) return;
    void this.#perform(
      'load',
      async () => (await this.#management()).getUser(userId),
      (user) => this.#show(user),
      { successStatus: Status.IDLE },
    );
  }

  /** Starts an operation: forgets the previous one's confirmation and error note. */
  #start(operation: Operation): void {
    this.operation = operation;
    this.notice = null;
    this.errorNote = null;
  }

  /** Starts `operation` and runs `task` (see {@link AuthElement.run}); `onSuccess` gets its value. */
  async #perform<T>(
    operation: Operation,
    task: () => Promise<T>,
    onSuccess: (value: T) => void,
    options?: RunOptions,
  ): Promise<void> {
    this.#start(operation);
    const result = await this.run(task, options);
    if (result.outcome === 'success') onSuccess(result.value);
  }

  /** Shows the user as the service returned it, and its metadata in the editor. */
  #show(user: ManagementUser): void {
    this.profile = user;
    this.rows = rowsFrom(user.user_metadata);
  }

  /** After the next update, focuses what `selector` finds in the shadow root. */
  async #focus(selector: string): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  /** A Management client with the token for the current user. */
  async #management(): Promise<Management> {
    const audience = this.#managementAudience;
    const token = await this.#accessToken(audience);
    this.#usedToken = token;
    return new Management({ domain: audience.slice(0, -'/api/v2/'.length), token });
  }

  /** The given token, else one obtained silently with checkSession (kept until shortly before it expires). */
  async #accessToken(audience: string): Promise<string> {
    if (this.token) return this.token;
    const userId = this.#effectiveUserId ?? '';
    const own = this.#ownToken;
    if (own && own.userId === userId && own.expiresAt - TOKEN_MARGIN_MS > Date.now()) return own.token;
    this.#ownToken = null;
    const result = await this.webAuth.checkSession({
      audience,
      scope: PROFILE_MANAGEMENT_SCOPES,
      responseType: 'token',
    });
    return this.#keepToken(result, userId);
  }

  #keepToken(result: AuthResult, userId: string): string {
    if (!result.accessToken) {
      throw new AuthError({
        code: 'invalid_response',
        description: 'The service returned no access token for the Management API.',
      });
    }
    const lifetime = (result.expiresIn ?? 3600) * 1000;
    this.#ownToken = { token: result.accessToken, userId, expiresAt: Date.now() + lifetime };
    return result.accessToken;
  }

  // --- Rendering ---

  protected override render(): TemplateResult {
    const user = this.profile;
    return html`<h2 part="title">${this.t('profileTitle')}</h2>
      ${this.renderError()} ${this.#renderGrant()}
      <p part="status" role="status">${this.#renderStatus()}</p>
      ${
        user
          ? html`${this.#renderHeader(user)} ${this.#renderMetadata()} ${this.#renderIdentities(user)}`
          : this.#busyWith('load')
            ? nothing
            : this.#renderEmpty()
      }`;
  }

  #renderStatus(): TemplateResult | string | typeof nothing {
    if (this.#pending) {
      const key = this.operation && PENDING_TEXT[this.operation];
      return key ? html`<span class="auth-progress" aria-hidden="true"></span> ${this.t(key)}` : nothing;
    }
    return this.notice ? this.t(this.notice) : nothing;
  }

  /** A secondary button of the shadow root. */
  #button(part: string, label: string, onClick: (event: Event) => void, disabled = false): TemplateResult {
    return html`<button
      type="button"
      class="auth-button"
      part=${part}
      ?disabled=${disabled}
      @click=${onClick}
    >
      ${label}
    </button>`;
  }

  #renderGrant(): TemplateResult | typeof nothing {
    if (this.token || this.status !== Status.ERROR || !this.error) return nothing;
    if (!PERMISSION_ERRORS.has(this.error.code)) return nothing;
    return html`<p class="grant">
      ${this.#button('grant-button', this.t('profileGrantAccess'), this.#onGrant)}
    </p>`;
  }

  #renderEmpty(): TemplateResult {
    if (!this.#effectiveUserId) return html`<p part="signed-out">${this.t('notSignedIn')}</p>`;
    if (this.status !== Status.ERROR) return html``;
    return html`<p>${this.#button('retry-button', this.t('profileRetry'), this.#onRetry)}</p>`;
  }

  #renderHeader(user: ManagementUser): TemplateResult {
    const name = user.name ?? user.nickname ?? user.email ?? user.user_id;
    const verified = user.email_verified === true;
    return html`<div part="header">
      ${
        user.picture ? html`<img part="avatar" src=${user.picture} alt="" width="64" height="64" />` : nothing
      }
      <div class="identity-text">
        <p part="name">${name}</p>
        ${
          user.email
            ? html`<p class="email-line">
                <span part="email">${user.email}</span>
                <span part="verified-badge ${verified ? 'verified' : 'unverified'}"
                  >${this.t(verified ? 'profileEmailVerified' : 'profileEmailUnverified')}</span
                >
              </p>`
            : nothing
        }
      </div>
    </div>`;
  }

  /**
   * The metadata editor. Each row is `keyed` by its id: a row's controls (and focus) never pass to
   * another row when one is removed or the rows are reloaded.
   */
  #renderMetadata(): TemplateResult {
    const saving = this.#busyWith('save');
    return html`<section part="metadata" aria-labelledby="metadata-title">
      <h3 part="section-title" id="metadata-title">${this.t('profileMetadataTitle')}</h3>
      <p class="auth-hint" id="metadata-hint">${this.t('profileMetadataHint')}</p>
      <form
        part="metadata-form"
        novalidate
        aria-labelledby="metadata-title"
        aria-describedby="metadata-hint"
        aria-busy=${saving ? 'true' : 'false'}
        @submit=${this.#onSave}
      >
        ${
          this.rows.length === 0
            ? html`<p class="empty">${this.t('profileMetadataEmpty')}</p>`
            : html`<ul class="rows">
                ${this.rows.map((row) => keyed(row.id, this.#renderRow(row)))}
              </ul>`
        }
        <div class="actions">
          ${this.#button('add-button', this.t('profileAddField'), this.#onAddRow)}
          <button
            type="submit"
            class="auth-button auth-button--primary"
            part="save-button"
            ?disabled=${saving}
          >
            <span>${this.t('profileSave')}</span>
            ${
              saving
                ? html`<span
                    class="auth-progress"
                    role="progressbar"
                    aria-label=${this.t('profileSaving')}
                  ></span>`
                : nothing
            }
          </button>
        </div>
      </form>
    </section>`;
  }

  #renderRow(row: MetadataRow): TemplateResult {
    const valueId = `value-${row.id}`;
    const keyId = `key-${row.id}`;
    const typeId = `type-${row.id}`;
    const keyErrorId = `key-error-${row.id}`;
    const valueErrorId = `value-error-${row.id}`;
    const removedId = `removed-${row.id}`;
    const parts = ['field', row.isNew ? 'field-new' : '', row.removed ? 'field-removed' : '']
      .filter(Boolean)
      .join(' ');
    const valueDescription =
      [row.valueError ? valueErrorId : '', row.removed ? removedId : ''].filter(Boolean).join(' ') ||
      undefined;
    const valueInput =
      row.kind === 'text'
        ? html`<input
            class="auth-input"
            part="value-input"
            id=${valueId}
            name=${valueId}
            type="text"
            autocomplete="off"
            spellcheck="false"
            .value=${row.text}
            ?disabled=${row.removed}
            aria-invalid=${row.valueError ? 'true' : 'false'}
            aria-describedby=${ifDefined(valueDescription)}
            data-row=${row.id}
            @input=${this.#onValueInput}
          />`
        : html`<textarea
            class="auth-input"
            part="value-input"
            id=${valueId}
            name=${valueId}
            rows=${Math.min(8, Math.max(2, row.text.split('\n').length))}
            autocomplete="off"
            spellcheck="false"
            .value=${row.text}
            ?disabled=${row.removed}
            aria-invalid=${row.valueError ? 'true' : 'false'}
            aria-describedby=${ifDefined(valueDescription)}
            data-row=${row.id}
            @input=${this.#onValueInput}
          ></textarea>`;
    const label = row.isNew ? this.t('profileNewField') : row.key;
    return html`<li part=${parts}>
      ${
        row.isNew
          ? html`<div class="auth-field">
              <label class="auth-label" for=${keyId}>${this.t('profileFieldName')}</label>
              <input
                class="auth-input"
                part="key-input"
                id=${keyId}
                name=${keyId}
                type="text"
                autocomplete="off"
                spellcheck="false"
                .value=${row.key}
                aria-invalid=${row.keyError ? 'true' : 'false'}
                aria-describedby=${ifDefined(row.keyError ? keyErrorId : undefined)}
                data-row=${row.id}
                @input=${this.#onKeyInput}
              />
              ${row.keyError ? html`<p part="field-error" id=${keyErrorId}>${row.keyError}</p>` : nothing}
            </div>`
          : nothing
      }
      <div class="auth-field">
        <div class="value-head">
          <label class="auth-label" for=${valueId}
            >${row.isNew ? this.t('profileFieldValue') : row.key}</label
          >
          <label class="auth-visually-hidden" for=${typeId}
            >${row.isNew ? this.t('profileNewFieldType') : this.t('profileFieldType', { key: row.key })}</label
          >
          <select
            class="auth-input"
            part="type-select"
            id=${typeId}
            .value=${row.kind}
            ?disabled=${row.removed}
            data-row=${row.id}
            @change=${this.#onKindChange}
          >
            <option value="text" ?selected=${row.kind === 'text'}>${this.t('profileTypeText')}</option>
            <option value="json" ?selected=${row.kind === 'json'}>${this.t('profileTypeJson')}</option>
          </select>
          <button
            type="button"
            class="auth-button"
            part="remove-button"
            aria-label=${this.t(row.removed ? 'profileKeepField' : 'profileRemoveField', { key: label })}
            data-row=${row.id}
            @click=${this.#onRemoveRow}
          >
            ${this.t(row.removed ? 'profileKeep' : 'profileRemove')}
          </button>
        </div>
        ${valueInput}
        ${row.removed ? html`<p class="auth-hint" id=${removedId}>${this.t('profileFieldRemoved')}</p>` : nothing}
        ${row.valueError ? html`<p part="field-error" id=${valueErrorId}>${row.valueError}</p>` : nothing}
      </div>
    </li>`;
  }

  #renderIdentities(user: ManagementUser): TemplateResult {
    return html`<section part="identities" aria-labelledby="identities-title">
      <h3 part="section-title" id="identities-title">${this.t('profileIdentitiesTitle')}</h3>
      <ul class="identity-list">
        ${user.identities.map(
          (identity) =>
            html`<li part="identity">
              <dl>
                ${(
                  [
                    ['profileIdentityProvider', identity.provider],
                    ['profileIdentityConnection', identity.connection],
                    ['profileIdentityUserId', identity.user_id],
                  ] as const
                ).map(
                  ([term, value]) =>
                    html`<div>
                      <dt>${this.t(term)}</dt>
                      <dd>${value}</dd>
                    </div>`,
                )}
              </dl>
            </li>`,
        )}
      </ul>
      ${
        this.noLink
          ? nothing
          : this.linkConfirmOpen
            ? this.#renderLinkConfirm()
            : this.#button('link-button', this.t('profileLinkButton'), this.#onOpenLink, this.#pending)
      }
    </section>`;
  }

  #renderLinkConfirm(): TemplateResult {
    const linking = this.#busyWith('link');
    return html`<div
      part="link-confirm"
      role="group"
      aria-labelledby="link-confirm-title"
      @keydown=${this.#onConfirmKeydown}
    >
      <h4 id="link-confirm-title" tabindex="-1">${this.t('profileLinkConfirmTitle')}</h4>
      <ul class="rules">
        <li>${this.t('profileLinkRuleMerged')}</li>
        <li>${this.t('profileLinkRuleMetadata')}</li>
      </ul>
      <p>${this.t('profileLinkChoose')}</p>
      <div class="link-choices">
        ${this.#connectionsToLink.map(
          (connection) =>
            html`<button
              type="button"
              class="auth-button auth-button--primary"
              part="link-connection-button"
              data-connection=${connection}
              ?disabled=${linking}
              @click=${this.#onLinkWith}
            >
              ${this.t('profileLinkWith', { provider: this.#connectionLabel(connection) })}
            </button>`,
        )}
        ${this.#button('link-cancel', this.t('profileLinkCancel'), this.#onCancelLink)}
      </div>
    </div>`;
  }

  #connectionLabel(connection: string): string {
    const key = SOCIAL_LABELS[connection];
    if (key) return this.t(key);
    if (connection === (this.config.connection ?? DEFAULT_DATABASE_CONNECTION)) {
      return this.t('profileLinkDatabase');
    }
    return connection;
  }

  // --- Errors: which permission is missing, and what to do ---

  protected override get errorText(): string {
    const error = this.error;
    if (!error) return '';
    if (this.errorNote) return this.t(this.errorNote);
    const missing = error.code === 'insufficient_scope' ? this.#missingPermission() : null;
    const key = PERMISSION_ERRORS.get(error.code);
    const message = missing ? this.t('profileMissingPermission', missing) : key ? this.t(key) : '';
    if (!message) return super.errorText;
    return `${message} ${this.t(this.token ? 'profileOwnerHint' : 'profileGrantHint')}`;
  }

  /**
   * The permission the failed operation needs and the token lacks (read from the token's `scope`),
   * with the action in words; `null` when the token is opaque or seems to have them all (then the
   * refusal has another reason, such as a token for another user).
   */
  #missingPermission(): { permission: string; action: string } | null {
    const operation = this.operation;
    const scope = this.#usedToken ? unverifiedClaims(this.#usedToken)['scope'] : undefined;
    if (!operation || typeof scope !== 'string') return null;
    const needed = [...NEEDED_PERMISSIONS[operation]];
    if (operation === 'save' && this.#saveRemoves) {
      needed.push(['delete:current_user_metadata', 'profileActionRemove']);
    }
    const granted = new Set(scope.split(' '));
    const missing = needed.find(([permission]) => !granted.has(permission));
    return missing ? { permission: missing[0], action: this.t(missing[1]) } : null;
  }

  // --- Metadata editing ---

  #rowOf(event: Event): MetadataRow | undefined {
    const id = Number((event.currentTarget as HTMLElement).dataset['row']);
    return this.rows.find((row) => row.id === id);
  }

  #updateRow(row: MetadataRow, changes: Partial<MetadataRow>): void {
    this.rows = this.rows.map((candidate) => (candidate === row ? { ...row, ...changes } : candidate));
  }

  #onValueInput(event: Event): void {
    const row = this.#rowOf(event);
    if (!row) return;
    const text = (event.currentTarget as HTMLInputElement | HTMLTextAreaElement).value;
    this.#updateRow(row, { text, valueError: null });
    this.notice = null;
  }

  #onKeyInput(event: Event): void {
    const row = this.#rowOf(event);
    if (!row) return;
    this.#updateRow(row, { key: (event.currentTarget as HTMLInputElement).value, keyError: null });
    this.notice = null;
  }

  /** Switching Text ↔ JSON keeps the value where it can: `"a"` ↔ `a`, `42` stays `42`, empty stays empty. */
  #onKindChange(event: Event): void {
    const row = this.#rowOf(event);
    if (!row) return;
    const kind: ValueKind = (event.currentTarget as HTMLSelectElement).value === 'json' ? 'json' : 'text';
    if (kind === row.kind) return;
    let text = row.text;
    if (kind === 'json') {
      try {
        JSON.parse(text);
      } catch {
        if (text.trim() !== '') text = JSON.stringify(text);
      }
    } else {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === 'string') text = parsed;
      } catch {
        // Not JSON: keep the text as typed.
      }
    }
    this.#updateRow(row, { kind, text, valueError: null });
  }

  #onAddRow(): void {
    const row = metadataRow('', '', true);
    this.rows = [...this.rows, row];
    this.notice = null;
    void this.#focus(`#key-${row.id}`);
  }

  /** Removes a new row; marks (or unmarks) an existing key for removal. */
  #onRemoveRow(event: Event): void {
    const row = this.#rowOf(event);
    if (!row) return;
    this.notice = null;
    if (!row.isNew) {
      this.#updateRow(row, { removed: !row.removed, valueError: null });
      return;
    }
    const index = this.rows.indexOf(row);
    this.rows = this.rows.filter((candidate) => candidate !== row);
    // Keep keyboard users in place: the next row's first control, else "Add a field".
    const next = this.rows[index] ?? this.rows[index - 1];
    void this.#focus(next ? `#${next.isNew ? 'key' : 'value'}-${next.id}` : '[part~="add-button"]');
  }

  /** Reads the rows: the patch (changed and added keys, `null` for removed ones), or the errors. */
  #buildPatch(): PatchResult {
    const patch = Object.create(null) as Record<string, unknown>;
    const existing = new Set(this.rows.filter((row) => !row.isNew).map((row) => row.key));
    const seen = new Set<string>();
    let removes = false;
    let valid = true;
    const rows = this.rows.map((row): MetadataRow => {
      let keyError: string | null = null;
      let valueError: string | null = null;
      const key = row.isNew ? row.key.trim() : row.key;
      if (row.isNew) {
        if (key === '') keyError = this.t('profileKeyRequired');
        else if (existing.has(key) || seen.has(key)) keyError = this.t('profileKeyDuplicate', { key });
        seen.add(key);
      }
      if (!row.isNew && row.removed) {
        patch[key] = null;
        removes = true;
        return { ...row, keyError, valueError };
      }
      const parsed = this.#parseValue(row);
      if ('error' in parsed) valueError = parsed.error;
      else if (row.isNew || canonicalJson(parsed.value) !== canonicalJson(row.original)) {
        patch[key] = parsed.value;
      }
      if (keyError || valueError) valid = false;
      return { ...row, keyError, valueError };
    });
    return valid ? { ok: true, patch, removes } : { ok: false, rows };
  }

  /** A row's value: the text itself, or the parsed JSON (never evaluated; `null` is refused). */
  #parseValue(row: MetadataRow): { value: unknown } | { error: string } {
    if (row.kind === 'text') return { value: row.text };
    if (row.text.trim() === '') return { error: this.t('profileEmptyJson') };
    let value: unknown;
    try {
      value = JSON.parse(row.text);
    } catch {
      return { error: this.t('profileInvalidJson') };
    }
    if (value === null) return { error: this.t('profileNullValue') };
    return { value };
  }

  #onSave(event: SubmitEvent): void {
    event.preventDefault();
    if (!this.#pending) this.#save();
  }

  #save(): void {
    const userId = this.#effectiveUserId;
    if (!userId) return;
    const result = this.#buildPatch();
    if (!result.ok) {
      this.rows = result.rows;
      this.notice = null;
      void this.#focus('[part~="metadata-form"] [aria-invalid="true"]');
      return;
    }
    const { patch } = result;
    if (Object.keys(patch).length === 0) {
      this.#start('save');
      this.notice = 'profileNothingToSave';
      return;
    }
    this.#saveRemoves = result.removes;
    void this.#perform(
      'save',
      async () => (await this.#management()).patchUserMetadata(userId, patch),
      (user) => {
        this.#show(user);
        this.notice = 'profileSaved';
        this.emit('auth-profile-updated', { user });
      },
    );
  }

  // --- Linking ---

  #onOpenLink(): void {
    this.linkConfirmOpen = true;
    this.notice = null;
    void this.#focus('#link-confirm-title');
  }

  #onCancelLink(): void {
    if (this.#busyWith('link')) return;
    this.linkConfirmOpen = false;
    void this.#focus(LINK_BUTTON);
  }

  #onConfirmKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.stopPropagation();
      this.#onCancelLink();
    }
  }

  /**
   * Opens the popup for the other account within the click (browsers block popups opened after an
   * `await`), then links the ID token it returns.
   */
  #onLinkWith(event: Event): void {
    if (this.#pending) return;
    const connection = (event.currentTarget as HTMLElement).dataset['connection'];
    const userId = this.#effectiveUserId;
    if (!connection || !userId) return;
    void this.#perform(
      'link',
      async () => {
        const secondary = await this.webAuth.popup.authorize(
          this.#popupOptions({
            connection,
            responseType: 'id_token',
            scope: 'openid profile email',
            prompt: 'login',
          }),
        );
        if (!secondary.idToken) {
          throw new AuthError({ code: 'invalid_response', description: 'The login returned no ID token.' });
        }
        if (secondary.idTokenPayload?.sub === userId) {
          this.errorNote = 'profileLinkSameAccount';
          throw new AuthError({ code: 'invalid_request', description: 'A user cannot be linked to itself.' });
        }
        return (await this.#management()).linkUser(userId, secondary.idToken);
      },
      (identities) => {
        if (this.profile) this.profile = { ...this.profile, identities };
        this.linkConfirmOpen = false;
        this.notice = 'profileLinked';
        this.emit('auth-account-linked', { identities });
        void this.#focus(LINK_BUTTON);
      },
    );
  }

  #popupOptions(options: PopupAuthorizeOptions): PopupAuthorizeOptions {
    return this.popupRedirectUri ? { ...options, redirectUri: this.popupRedirectUri } : options;
  }

  // --- Retry and granting access ---

  #onRetry(): void {
    this.load();
  }

  /**
   * Logs in again in a popup (opened within the click) asking for the Management API scopes, which
   * the service records as consented, then retries a failed load or save with the new token.
   */
  #onGrant(): void {
    if (this.#pending) return;
    const failed = this.operation;
    const userId = this.#effectiveUserId ?? '';
    let audience: string;
    try {
      audience = this.#managementAudience;
    } catch {
      return;
    }
    void this.#perform(
      'grant',
      async () => {
        const result = await this.webAuth.popup.authorize(
          this.#popupOptions({
            audience,
            scope: `openid profile email ${PROFILE_MANAGEMENT_SCOPES}`,
            responseType: 'token',
            prompt: 'consent',
          }),
        );
        this.#keepToken(result, userId);
      },
      () => {
        if (failed === 'save' && this.profile) this.#save();
        else if (failed === 'load' || !this.profile) this.load();
        else this.notice = 'profileAccessGranted';
      },
    );
  }
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-profile-updated': AuthProfileUpdatedEventDetail;
    'auth-account-linked': AuthAccountLinkedEventDetail;
  }
}
