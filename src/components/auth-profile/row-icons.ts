// The outline icons of the profile's sign-in method rows (a passkey, an authenticator app, a recovery
// code), drawn here, never fetched: one 24-unit frame in the text's colour, each its own shapes.
import { svg } from 'lit';
import type { SVGTemplateResult, TemplateResult } from 'lit';
import { html } from 'lit';

/** A row's icon: `shapes` in the frame every row icon shares. */
function rowIcon(shapes: SVGTemplateResult): TemplateResult {
  return html`<svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    stroke-width="1.75"
    stroke-linecap="round"
    stroke-linejoin="round"
    focusable="false"
  >
    ${shapes}
  </svg>`;
}

/** The passkey icon (a key and a person), drawn here, never fetched. */
export const passkeyIcon = rowIcon(svg`  <circle cx="9" cy="7" r="4" />
  <path d="M2 21v-1a6 6 0 0 1 9.5-4.9" />
  <circle cx="17.5" cy="14.5" r="2.5" />
  <path d="M17.5 17v5l1.5-1.5-1-1 1-1" />`);

/** A phone (the authenticator app), drawn here. */
export const phoneIcon = rowIcon(svg`  <rect x="6" y="2" width="12" height="20" rx="2" />
  <path d="M11 18h2" />`);

/** A key (the recovery code), drawn here. */
export const keyIcon = rowIcon(svg`  <circle cx="8" cy="15" r="4" />
  <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" />`);
