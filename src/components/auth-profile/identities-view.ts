// The templates of who the user is: the header (picture, name, e-mail) and the linked accounts: each
// identity as a person recognises it (the provider's logo and name, the e-mail, name and picture of
// its profile, the raw ids on a secondary, copyable line) with "Change password" (an e-mail account
// with a password) and "Unlink", then "Link another account" and the confirmation dialogs of linking
// and unlinking.
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { ManagementIdentity, ManagementUser } from '../../core/index.js';
import { renderConfirmDialog } from '../../internal/confirm-dialog.js';
import type { StringKey } from '../../internal/i18n.js';
import { SOCIAL_LABELS } from '../../internal/social.js';

type Translate = (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;

/** What the identities section shows and does. Handlers are called with the element as `this`. */
export interface IdentitiesView {
  readonly t: Translate;
  /** A connection's logo (the element's `SocialIcons`). */
  readonly icon: (connection: string) => TemplateResult;
  /** No linking at all (`no-link`). */
  readonly noLink: boolean;
  /** An operation is in progress (the link button is disabled). */
  readonly pending: boolean;
  /** The connections offered, each with its label. */
  readonly connections: readonly { readonly connection: string; readonly label: string }[];
  /** "Link another account": opens the link dialog. */
  readonly onOpen: () => void;
  /** The link dialog's `cancel` (Escape) and its Cancel button. */
  readonly onLinkCancel: (event: Event) => void;
  readonly closeLink: () => void;
  /** Reads the connection from the button's `data-connection`. */
  readonly onLinkWith: (event: Event) => void;
  /** Reads the identity (`data-provider`, `data-user-id`) from the "Unlink" button. */
  readonly onUnlink: (event: Event) => void;
  /** Reads `data-connection` and `data-email` from the "Change password" button. */
  readonly onChangePassword: (event: Event) => void;
  /**
   * Whether the user's sign-in methods say a database identity has no password; `false` when they are
   * not known (then it reads as an e-mail and password account, as it most often is).
   */
  readonly lacksPassword: (identity: ManagementIdentity) => boolean;
  /** The identity the unlink dialog asks about, if any. */
  readonly unlinking: ManagementIdentity | null;
  readonly onUnlinkConfirm: () => void;
  readonly closeUnlink: () => void;
  readonly onUnlinkCancel: (event: Event) => void;
}

/** How an identity reads: its provider's name, and the e-mail (else name) and picture of its profile. */
export interface IdentitySummary {
  readonly providerName: string;
  readonly detail: string | undefined;
  readonly picture: string | undefined;
  /** The e-mail of a database identity (it can get a password-reset e-mail). */
  readonly passwordEmail: string | undefined;
}

const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * What an identity shows. The primary's own profile is the user's (`profileData` is a secondary's);
 * a database identity (provider `auth0`) is named "Email and password", or "Email and passkey" when
 * it has `noPassword` (it gets no password-reset e-mail either).
 */
export function summarize(
  t: Translate,
  identity: ManagementIdentity,
  user: ManagementUser,
  primary: boolean,
  noPassword = false,
): IdentitySummary {
  const profile = identity.profileData ?? {};
  const email = stringOf(profile['email']) ?? (primary ? user.email : undefined);
  const name = stringOf(profile['name']) ?? (primary ? user.name : undefined);
  const label = SOCIAL_LABELS[identity.connection] ?? SOCIAL_LABELS[identity.provider];
  const database = identity.provider === 'auth0';
  return {
    providerName: label
      ? t(label)
      : database
        ? t(noPassword ? 'profileIdentityPasskey' : 'profileIdentityPassword')
        : identity.connection,
    detail: email ?? name,
    picture: stringOf(profile['picture']),
    passwordEmail: database && !noPassword ? email : undefined,
  };
}

/** The name of an identity in the unlink button's label and dialog: provider, and e-mail or name. */
export function identityName(summary: IdentitySummary): string {
  return summary.detail ? `${summary.providerName} (${summary.detail})` : summary.providerName;
}

/** A secondary button of the shadow root (its listener is called with the element as `this`). */
export function secondaryButton(
  part: string,
  label: string,
  onClick: (event: Event) => void,
  disabled = false,
): TemplateResult {
  return html`<button type="button" class="auth-button" part=${part} ?disabled=${disabled} @click=${onClick}>
    ${label}
  </button>`;
}

/** The picture, name and e-mail (with whether it is verified). */
export function renderHeader(t: Translate, user: ManagementUser): TemplateResult {
  const name = user.name ?? user.nickname ?? user.email ?? user.user_id;
  const verified = user.email_verified === true;
  return html`<div part="header">
    ${user.picture ? html`<img part="avatar" src=${user.picture} alt="" width="64" height="64" />` : nothing}
    <div class="identity-text">
      <p part="name">${name}</p>
      ${
        user.email
          ? html`<p class="email-line">
              <span part="email">${user.email}</span>
              <span part="verified-badge ${verified ? 'verified' : 'unverified'}"
                >${t(verified ? 'profileEmailVerified' : 'profileEmailUnverified')}</span
              >
            </p>`
          : nothing
      }
    </div>
  </div>`;
}

export function renderIdentities(view: IdentitiesView, user: ManagementUser): TemplateResult {
  const { t } = view;
  return html`<section part="identities" aria-labelledby="identities-title">
    <h3 part="section-title" id="identities-title">${t('profileIdentitiesTitle')}</h3>
    <ul class="identity-list">
      ${user.identities.map((identity, index) => renderIdentity(view, identity, user, index === 0))}
    </ul>
    ${view.noLink ? nothing : secondaryButton('link-button', t('profileLinkButton'), view.onOpen, view.pending)}
    ${renderUnlinkDialog(view, user)} ${view.noLink ? nothing : renderLinkDialog(view)}
  </section>`;
}

function renderIdentity(
  view: IdentitiesView,
  identity: ManagementIdentity,
  user: ManagementUser,
  primary: boolean,
): TemplateResult {
  const { t } = view;
  const summary = summarize(t, identity, user, primary, view.lacksPassword(identity));
  const name = identityName(summary);
  return html`<li part="identity${primary ? ' identity-primary' : ''}">
    ${
      summary.picture
        ? html`<img part="identity-picture" src=${summary.picture} alt="" width="40" height="40" />`
        : html`<span class="identity-logo">${view.icon(identity.connection)}</span>`
    }
    <div class="identity-body">
      <p part="identity-name">
        ${summary.picture ? view.icon(identity.connection) : nothing}
        <span>${summary.providerName}</span>
        ${primary ? html`<span part="identity-badge">${t('profileIdentityMain')}</span>` : nothing}
      </p>
      ${summary.detail ? html`<p part="identity-detail">${summary.detail}</p>` : nothing}
      <p part="identity-id"><code>${identity.connection} · ${identity.provider}|${identity.user_id}</code></p>
    </div>
    <div class="identity-actions">
      ${
        summary.passwordEmail
          ? html`<button
              type="button"
              class="auth-button"
              part="password-button"
              data-connection=${identity.connection}
              data-email=${summary.passwordEmail}
              aria-label=${t('profileChangePasswordOf', { account: name })}
              ?disabled=${view.pending}
              @click=${view.onChangePassword}
            >
              ${t('profileChangePassword')}
            </button>`
          : nothing
      }
      ${
        primary || view.noLink
          ? nothing
          : html`<button
              type="button"
              class="auth-button"
              part="unlink-button"
              data-provider=${identity.provider}
              data-user-id=${identity.user_id}
              aria-label=${t('profileUnlinkAccount', { account: name })}
              ?disabled=${view.pending}
              @click=${view.onUnlink}
            >
              ${t('profileUnlink')}
            </button>`
      }
    </div>
  </li>`;
}

/** The confirmation of "Unlink": states the rule before anything is sent. */
export function renderUnlinkDialog(view: IdentitiesView, user: ManagementUser): TemplateResult {
  const { t } = view;
  const identity = view.unlinking;
  const name = identity
    ? identityName(summarize(t, identity, user, false, view.lacksPassword(identity)))
    : '';
  return renderConfirmDialog({
    part: 'unlink-confirm',
    titleId: 'unlink-title',
    textId: 'unlink-rule',
    title: t('profileUnlinkTitle', { account: name }),
    text: t('profileUnlinkRule'),
    cancelLabel: t('profileLinkCancel'),
    confirmPart: 'unlink-confirm-button',
    confirmLabel: t('profileUnlink'),
    onCancel: view.onUnlinkCancel,
    close: view.closeUnlink,
    onConfirm: view.onUnlinkConfirm,
  });
}

/** The confirmation of "Link another account": states the rules, then one button per connection. */
function renderLinkDialog(view: IdentitiesView): TemplateResult {
  const { t } = view;
  return renderConfirmDialog({
    part: 'link-confirm',
    titleId: 'link-confirm-title',
    textId: 'link-choose',
    title: t('profileLinkConfirmTitle'),
    body: html`<ul class="rules">
      <li>${t('profileLinkRuleMerged')}</li>
      <li>${t('profileLinkRuleMetadata')}</li>
    </ul>`,
    text: t('profileLinkChoose'),
    cancelLabel: t('profileLinkCancel'),
    cancelPart: 'link-cancel',
    choices: view.connections.map(
      ({ connection, label }) =>
        html`<button
          type="button"
          class="auth-button auth-button--primary"
          part="link-connection-button"
          data-connection=${connection}
          @click=${view.onLinkWith}
        >
          ${t('profileLinkWith', { provider: label })}
        </button>`,
    ),
    onCancel: view.onLinkCancel,
    close: view.closeLink,
  });
}
