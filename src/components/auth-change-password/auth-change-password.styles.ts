import { css } from 'lit';
import type { CSSResult } from 'lit';

/** The chrome in the shadow root: title, intro, confirmation, the link back to log in. */
export const changePasswordStyles: CSSResult = css`
  [part~='title'] {
    margin: 0 0 calc(var(--_auth-spacing) / 2);
    font-size: 1.5em;
    line-height: 1.25;
  }
  [part~='intro'] {
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-text-muted);
  }
  [part~='status'] {
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-success);
    font-weight: 600;
  }
  [part~='status']:empty {
    display: none;
  }
  [part~='status']:focus {
    outline: none;
  }
  [part~='status']:focus-visible {
    outline: var(--_auth-focus-ring-width) solid var(--_auth-color-focus);
    outline-offset: 2px;
  }
  [part~='footer'] {
    margin: var(--_auth-spacing) 0 0;
    text-align: center;
  }
  [part~='login-link'] {
    display: inline;
    width: auto;
    min-height: 0;
    padding: 0;
    font: inherit;
    font-weight: 600;
    background: none;
    border: 0;
  }
`;
