// The logos of the social connections, drawn inline as small SVGs (no font, no image request). The
// brands' marks (./social-marks.ts) are the elements' chunk `socialMarks`, fetched when an element first
// shows a known brand's button or account: a page without social connections downloads none of them
// (about 0.65 KB gzip of the login page, measured with the CDN autoloader). Until they arrive, and if they
// cannot be fetched, the icon's box is there, empty: a decorative logo whose absence costs nothing (the
// button's text names the provider), so no error is shown for it. The neutral icon of any other
// connection is here, drawn in the theme's text colour.
// Usable by any element: its `SocialIcons`' `icon(connection)` in a template,
// `socialIconStyles` in its styles.
import { css, html, svg } from 'lit';
import type { CSSResult, ReactiveControllerHost, SVGTemplateResult, TemplateResult } from 'lit';
import { loadSocialMarks } from './chunks.js';
import { SOCIAL_LABELS } from './social.js';

/** The neutral mark of any other connection: a key. */
const NEUTRAL_MARK: SVGTemplateResult = svg`<g fill="none" stroke="currentColor" stroke-width="2"><circle cx="7.5" cy="12" r="4.5"/><path d="M12 12h10m-3 0v4m-3.5-4v3"/></g>`;

/** The brands' marks, once fetched (for every element of the page). */
let marks: Readonly<Record<string, SVGTemplateResult>> | undefined;

/**
 * The social icons of one element: `icon(connection)` is the logo of a connection as an inline,
 * decorative SVG (`aria-hidden`: the button's text names the provider), class `auth-social-icon`,
 * `data-icon` the connection (a known brand's) or `neutral`. A brand's mark fetches the marks at its first
 * call; the element renders again when they arrive.
 */
export class SocialIcons {
  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  readonly icon = (connection: string): TemplateResult => {
    const known = Object.hasOwn(SOCIAL_LABELS, connection);
    if (known && !marks) {
      loadSocialMarks().then(
        (loaded) => {
          marks = loaded.MARKS;
          this.#host.requestUpdate();
        },
        () => undefined,
      );
    }
    return html`<svg
      class="auth-social-icon"
      data-icon=${known ? connection : 'neutral'}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      ${known ? marks?.[connection] : NEUTRAL_MARK}
    </svg>`;
  };
}

/** Sizes the icon to the text beside it; add to the styles of a root that renders {@link socialIcon}. */
export const socialIconStyles: CSSResult = css`
  .auth-social-icon {
    flex: none;
    color: var(--_auth-color-text);
    width: 1.25em;
    height: 1.25em;
  }
`;
