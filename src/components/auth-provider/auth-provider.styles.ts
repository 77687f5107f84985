// <auth-provider>'s styles: it draws nothing of its own (`display: contents`).
import { css } from 'lit';
import type { CSSResult } from 'lit';

/** The provider adds no box of its own: its children lay out as if it were not there. */
export const providerStyles: CSSResult = css`
  :host {
    display: contents;
  }
  :host([hidden]) {
    display: none;
  }
`;
