// The template of the profile's linked accounts: the identities, "Link another account", and the
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
  /** A secondary button (the element's). */
  readonly button: (
    part: string,
    label: string,
    onClick: (event: Event) => void,
    disabled?: boolean,
  ) => TemplateResult;
  readonly onOpen: () => void;
  readonly onCancel: () => void;
  readonly onKeydown: (event: KeyboardEvent) => void;
  /** Reads the connection from the button's `data-connection`. */
  readonly onLinkWith: (event: Event) => void;
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
          : view.button('link-button', t('profileLinkButton'), view.onOpen, view.pending)
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
      ${view.button('link-cancel', t('profileLinkCancel'), view.onCancel)}
    </div>
  </div>`;
}
