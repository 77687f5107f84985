// The branded title of the sign-in elements (<auth-login>, <auth-signup>, <auth-passwordless>,
// <auth-change-password>): a logo above the heading (the `logo` slot, or the `logo-url` attribute) and
// the heading's text (the `heading` slot or attribute, else the element's own text).
import { css, html, nothing } from 'lit';
import type { CSSResult, ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';

/** What {@link BrandingController.render} shows. */
export interface BrandedTitle {
  /** The element's own heading text (its `…Title` string). */
  text: string;
  /** The page's heading text (`heading` attribute); wins over {@link text}. */
  heading?: string | undefined;
  /** The URL of a logo image (`logo-url` attribute); a `logo` slot's content wins over it. */
  logoUrl?: string | undefined;
}

/** Renders the logo and the heading, and shows the logo's box only when there is a logo. */
export class BrandingController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  /** Whether the page put something in the `logo` slot. */
  private slotted = false;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.slotted = this.host.querySelector(':scope > [slot="logo"]') !== null;
  }

  /** `part="logo"` (hidden without a logo), then `<h2 part="title">` with the `heading` slot. */
  render({ text, heading, logoUrl }: BrandedTitle): TemplateResult {
    // The logo is decorative (the page's name is elsewhere); a slotted image brings its own alt text.
    return html`<div part="logo" ?hidden=${!this.slotted && !logoUrl}>
        <slot name="logo" @slotchange=${this.onSlotChange}
          >${logoUrl ? html`<img part="logo-image" src=${logoUrl} alt="" />` : nothing}</slot
        >
      </div>
      <h2 part="title"><slot name="heading">${heading || text}</slot></h2>`;
  }

  private readonly onSlotChange = (event: Event): void => {
    const slotted = (event.target as HTMLSlotElement).assignedNodes().length > 0;
    if (slotted === this.slotted) return;
    this.slotted = slotted;
    this.host.requestUpdate();
  };
}

/** The logo's box: centred above the heading, the image no taller than three lines. */
export const brandingStyles: CSSResult = css`
  [part~='logo'] {
    display: flex;
    justify-content: center;
    margin: 0 0 var(--_auth-spacing);
  }
  [part~='logo'][hidden] {
    display: none;
  }
  [part~='logo-image'],
  ::slotted([slot='logo']) {
    max-width: 100%;
    max-height: 3rem;
  }
`;
