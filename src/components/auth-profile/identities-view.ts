// The templates of who the user is: the header (picture, name, e-mail) and the linked accounts: the identities, "Link another account", and the
// confirmation step that states the linking rules and offers one login button per connection.
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { ManagementUser } from '../../core/index.js';
import type { StringKey } from '../../internal/i18n.js';

type Translate = (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;

/** What the identities section shows and does. Handlers are called with the element as `this`. */
export interface IdentitiesView {
  readonly t: Translate;
  /** No linking at all (`no-link`). */
  readonly noLink: boolean;
  readonly confirmOpen: boolean;
  /** An operation is in progress (the link button is disabled). */
  readonly pending: boolean;
  /** Linking is in progress (the connection buttons are disabled). */
  readonly linking: boolean;
  /** The connections offered, each with its label. */
  readonly connections: readonly { readonly connection: string; readonly label: string }[];
  readonly onOpen: () => void;
  readonly onCancel: () => void;
  readonly onKeydown: (event: KeyboardEvent) => void;
  /** Reads the connection from the button's `data-connection`. */
  readonly onLinkWith: (event: Event) => void;
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
                    <dt>${t(term)}</dt>
                    <dd>${value}</dd>
                  </div>`,
              )}
            </dl>
          </li>`,
      )}
    </ul>
    ${
      view.noLink
        ? nothing
        : view.confirmOpen
          ? renderLinkConfirm(view)
          : secondaryButton('link-button', t('profileLinkButton'), view.onOpen, view.pending)
    }
  </section>`;
}

function renderLinkConfirm(view: IdentitiesView): TemplateResult {
  const { t } = view;
  return html`<div
    part="link-confirm"
    role="group"
    aria-labelledby="link-confirm-title"
    @keydown=${view.onKeydown}
  >
    <h4 id="link-confirm-title" tabindex="-1">${t('profileLinkConfirmTitle')}</h4>
    <ul class="rules">
      <li>${t('profileLinkRuleMerged')}</li>
      <li>${t('profileLinkRuleMetadata')}</li>
    </ul>
    <p>${t('profileLinkChoose')}</p>
    <div class="link-choices">
      ${view.connections.map(
        ({ connection, label }) =>
          html`<button
            type="button"
            class="auth-button auth-button--primary"
            part="link-connection-button"
            data-connection=${connection}
            ?disabled=${view.linking}
            @click=${view.onLinkWith}
          >
            ${t('profileLinkWith', { provider: label })}
          </button>`,
      )}
      ${secondaryButton('link-cancel', t('profileLinkCancel'), view.onCancel)}
    </div>
  </div>`;
}
