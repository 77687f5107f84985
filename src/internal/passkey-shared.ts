// What the passkey UI (./passkey-ui.ts) and its upgrade offer (./passkey-upgrade.ts) both use: the
// passkey mark, the My Account scopes of the upgrade, the service's URL from `domain`, a host's types, the
// loader of the ceremonies' failure messages.
import { html, svg } from 'lit';
import type { ReactiveControllerHost, ReactiveElement, TemplateResult } from 'lit';
import { originOf } from '../core/lib/domain.js';
import { chunk } from './chunk.js';

/** A Lit element hosting the passkey UI. */
export type PasskeyHost = ReactiveControllerHost &
  HTMLElement &
  Pick<ReactiveElement, 'updateComplete' | 'renderRoot'>;

/** The My Account API scopes the upgrade needs: to see whether the user has a passkey, and to add one. */
export const UPGRADE_SCOPES = 'read:me:authentication_methods create:me:authentication_methods';

/** The passkey mark (a key beside a person), drawn inline: nothing is fetched. */
export const passkeyIcon: TemplateResult = html`<svg
  class="auth-passkey-icon"
  part="passkey-icon"
  width="20"
  height="20"
  viewBox="0 0 24 24"
  aria-hidden="true"
  focusable="false"
>
  ${svg`<g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"><circle cx="9" cy="7" r="4"/><path d="M2 21v-1.5A5.5 5.5 0 0 1 7.5 14h3"/><circle cx="17.5" cy="13.5" r="2.5"/><path d="M17.5 16v6m0-3h2m-2 2h1.5"/></g>`}
</svg>`;

/** The service's origin and host name for `domain` (a host or an origin). */
export function serviceUrl(domain: string | undefined): URL | null {
  const origin = originOf(domain);
  return origin ? new URL(origin) : null;
}

/** Adopts `sheet` into `root` (a document or a shadow root) once. */
export function adoptSheet(root: Node | null | undefined, sheet: CSSStyleSheet | undefined): void {
  if (
    (root instanceof Document || root instanceof ShadowRoot) &&
    sheet &&
    !root.adoptedStyleSheets.includes(sheet)
  ) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

/** The passkey ceremonies' failure messages (./passkey-errors.ts): a page whose passkeys work never fetches them. */
export const loadPasskeyErrors = /* @__PURE__ */ chunk(
  () => import('./passkey-errors.js'),
  'the passkey messages',
);
