// <auth-change-password>'s own styles: the shadow root's chrome.
import { css } from 'lit';
import type { CSSResult } from 'lit';

/** The chrome in the shadow root beyond the shared rules: a closer title before the intro. */
export const changePasswordStyles: CSSResult = css`
  [part~='title'] {
    margin-bottom: calc(var(--_auth-spacing) / 2);
  }
`;
