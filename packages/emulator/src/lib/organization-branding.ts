// An organization's branding on the hosted pages of a request with that organization (log-in, invitee
// sign-up, invitation errors): its logo above the heading and its primary colour on the buttons. The values
// come from the tenant (the Management and My Organization APIs check them, a data file may hold anything),
// so each is checked again here and a bad one is left out, never repaired: the logo only as an https URL, or
// an http URL on a loopback host (a developer's local assets); the colour only as `#` and 3 or 6 hex digits,
// so it cannot close the CSS rule it sits in. The logo goes into the markup through the escaping template.
// The Content-Security-Policy stays the pages' own: the colour's rule is a constant-shaped inline style
// allowed by its hash like the layout's; `img-src` already allows `https:`, and an http loopback logo adds
// exactly its own origin (nothing wider such as `http:`), so the policy grows only by what the page shows.
import type { Organization } from '../organizations.js';
import { HEX_COLOR, logoUrl } from '../organizations.js';
import { sha256Source } from './page-layout.js';

/** What a hosted page shows of an organization's branding (only values that passed the checks). */
export interface PageBranding {
  /** The logo's URL (https, or http on a loopback host). */
  logoUrl?: string;
  /** The CSS rule of the primary colour (buttons), and its CSP hash. */
  style?: { source: string; hash: string };
  /** The origin `img-src` must add for the logo (an http loopback origin), if any. */
  imageOrigin?: string;
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
function textOn(hex: string): '#000' | '#fff' {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [1, 3, 5].map((i) => hex.slice(i, i + 2));
  const [r, g, b] = digits.map((pair) => {
    const c = parseInt(pair, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against white (1.05 / (L + 0.05)) beats contrast against black ((L + 0.05) / 0.05) below ~0.179.
  return luminance > 0.179 ? '#000' : '#fff';
}

/** The branding of `org` a hosted page shows; undefined when it has none that passes the checks. */
export function pageBranding(org: Organization | undefined): PageBranding | undefined {
  const logo = logoUrl(org?.branding?.logo_url);
  const primary = org?.branding?.colors?.primary;
  const color = typeof primary === 'string' && HEX_COLOR.test(primary) ? primary.toLowerCase() : undefined;
  if (!logo && !color) return undefined;
  const branding: PageBranding = {};
  if (logo) {
    branding.logoUrl = logo.href;
    if (logo.protocol === 'http:') branding.imageOrigin = logo.origin;
  }
  if (color) {
    const source = `button, .button { background: ${color}; color: ${textOn(color)}; }`;
    branding.style = { source, hash: sha256Source(source) };
  }
  return branding;
}
