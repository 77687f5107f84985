// <auth-login>'s own styles: the shadow root's chrome beyond the shared rules.
import { css } from 'lit';
import type { CSSResult } from 'lit';

/** The chrome in the shadow root: title, social buttons, separator, status, links. */
export const loginStyles: CSSResult = css`
  [part~='social'] {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_auth-spacing) / 2);
    margin: 0 0 var(--_auth-spacing);
  }
  [part~='separator'] {
    display: flex;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 2);
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-text-muted);
  }
  [part~='separator']::before,
  [part~='separator']::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--_auth-color-border);
  }
  [part~='status'] {
    margin: var(--_auth-spacing) 0 0;
    color: var(--_auth-color-success);
    font-weight: 600;
  }
  [part~='links'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 4);
    margin: var(--_auth-spacing) 0 0;
    text-align: center;
  }
  [part~='links'] p {
    margin: 0;
  }
`;
