// The marks of the social connections the elements know by brand (see ./social.ts), for
// ./social-icons.ts, which fetches this module when an element first shows one. Simplified marks drawn
// for this module from basic shapes, a few hundred bytes in all. Multicoloured marks keep their brand
// colours (they read on light and dark surfaces alike); one-colour marks (Apple, GitHub, X) are drawn in
// the theme's text colour, black or white as the brands ask.
import { svg } from 'lit';
import type { SVGTemplateResult } from 'lit';

/** The marks, each drawn in a 24 × 24 box. */
export const MARKS: Readonly<Record<string, SVGTemplateResult>> = {
  'google-oauth2': svg`<g fill="none" stroke-width="4"><path stroke="#ea4335" d="M17.7 6.3A8 8 0 0 0 4.5 9.3"/><path stroke="#fbbc05" d="M4.5 9.3a8 8 0 0 0 .6 6.7"/><path stroke="#34a853" d="M5.1 16a8 8 0 0 0 13 1.1"/><path stroke="#4285f4" d="M18.1 17.1A8 8 0 0 0 20 12h-8"/></g>`,
  github: svg`<path fill-rule="evenodd" d="M12 1a11 11 0 1 0 0 22 11 11 0 1 0 0-22zM9.6 22.7v-3.5q-2.7.5-3.6-1.8-.5-1-1.4-1.4 1.2-.3 1.9.9.9 1.3 3.1.8-3.2-1.2-3.2-5.2 0-1.4.8-2.5L7.3 5.3q1.5 0 2.8 1.1a7 7 0 0 1 3.8 0q1.3-1.1 2.8-1.1l.1 2.7q.8 1.1.8 2.5 0 4.3-4.1 5.3.8.6.8 1.9v5z"/>`,
  facebook: svg`<circle cx="12" cy="12" r="11" fill="#0866ff"/><path fill="none" stroke="#fff" stroke-width="3" d="M13.5 23V10.5a2.5 2.5 0 0 1 2.5-2.5h1.5M9.5 14h7"/>`,
  apple: svg`<path d="M12 7.3q-1.8-1.1-3.6-1C5.9 6.4 4.4 8.7 4.4 11.6c0 4 2.6 8.6 4.8 8.6 1 0 1.6-.6 2.8-.6s1.7.6 2.8.6c1.9 0 3.6-2.9 4.2-4.9a4.2 4.2 0 0 1-.4-7.6q-1.4-1.8-3.6-1.9c-1.3 0-2.1.5-2.8.5zM12.2 5.8q0-2.9 3-3.6.1 3.1-3 3.6z"/>`,
  windowslive: svg`<path fill="#f25022" d="M2 2h9.5v9.5H2z"/><path fill="#7fba00" d="M12.5 2H22v9.5h-9.5z"/><path fill="#00a4ef" d="M2 12.5h9.5V22H2z"/><path fill="#ffb900" d="M12.5 12.5H22V22h-9.5z"/>`,
  twitter: svg`<path d="M2.5 2.5h6l13 19h-6z"/><path fill="none" stroke="currentColor" stroke-width="1.8" d="M20.8 2.5l-7.4 8.4m-2.8 3.2-7.4 8.4"/>`,
  linkedin: svg`<rect x="1" y="1" width="22" height="22" rx="3" fill="#0a66c2"/><g fill="#fff"><circle cx="7" cy="6.8" r="1.9"/><path d="M5.4 9.7h3.2V19H5.4zM10.5 9.7h3.1v1.4q1-1.7 3.2-1.7c2.4 0 3.2 1.6 3.2 4V19h-3.2v-4.6c0-1.1-.3-2-1.4-2s-1.7.9-1.7 2V19h-3.2z"/></g>`,
};
