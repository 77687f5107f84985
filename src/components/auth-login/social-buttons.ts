// <auth-login>'s social buttons: one per connection of its `social` attribute, with the brand's logo and
// name (a known brand's, else the name given, as an enterprise connection's display name, else the
// connection's own name); the element redirects or opens the popup.
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { StringKey } from '../../internal/i18n.js';
import { SOCIAL_LABELS } from '../../internal/social.js';

/** The connections of a space-separated list (`google-oauth2 github`). */
export function socialConnections(list: string): string[] {
  return list.split(/\s+/).filter((connection) => connection !== '');
}

/** The group of social buttons (each with `data-connection`), or nothing without connections. */
export function renderSocialButtons(
  connections: readonly string[],
  t: (key: StringKey, values?: Readonly<Record<string, string>>) => string,
  pending: boolean,
  onClick: (event: Event) => void,
  icon: (connection: string) => TemplateResult,
  names: Readonly<Record<string, string>> = {},
): TemplateResult | typeof nothing {
  if (connections.length === 0) return nothing;
  return html`<div part="social" role="group" aria-label=${t('socialGroup')}>
    ${connections.map((connection) => {
      const key = SOCIAL_LABELS[connection];
      const provider = key ? t(key) : (names[connection] ?? connection);
      return html`<button
        type="button"
        class="auth-button"
        part="social-button social-button-${connection}"
        data-connection=${connection}
        ?disabled=${pending}
        @click=${onClick}
      >
        ${icon(connection)}${t('continueWith', { provider })}
      </button>`;
    })}
  </div>`;
}
