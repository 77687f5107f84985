// <auth-passwordless>'s own styles: the shadow root's chrome and the light-DOM form's rules.
import { css } from 'lit';
import type { CSSResult } from 'lit';

/** The chrome in the shadow root: title, error and status regions. */
export const passwordlessStyles: CSSResult = css`
  [part~='status'] p {
    margin: 0;
  }
  [part~='sent'] {
    font-weight: 600;
  }
  [part~='resend-notice'] {
    color: var(--_auth-color-text-muted);
    font-size: 0.875em;
  }
`;

/**
 * The light-DOM form's own rules: the row of secondary actions (resend, change the address). Scoped
 * to the element's tag and specificity-free, so page rules win.
 */
export const passwordlessLightStyles: CSSResult = css`
  :where(auth-passwordless > form .auth-actions) {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_auth-spacing) / 2);
    margin: calc(var(--_auth-spacing) / 2) 0 0;
  }
  :where(auth-passwordless > form .auth-button:disabled) {
    cursor: not-allowed;
  }
  :where(auth-passwordless > form button.auth-link) {
    min-height: var(--_auth-control-height);
  }
`;
