// The second-factor step's look (./mfa-step.ts): its own rules in the host's shadow root, and for a host
// without a look of its own (`<auth-provider>`) the modal dialog with the theme tokens and controls on it.
// Part of the step's chunk, loaded with it.
import { css, unsafeCSS } from 'lit';
import type { CSSResult } from 'lit';
import { controlRules, declarations } from './styles.js';

/** The step's styles, added to its host's shadow root when the step is first shown there. */
export const mfaStepStyles: CSSResult = css`
  [part~='mfa-step'] > p {
    margin: 0 0 var(--_auth-spacing);
  }
  [part~='mfa-intro'] {
    color: var(--_auth-color-text-muted);
  }
  [part~='mfa-links'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 2);
    margin: var(--_auth-spacing) 0 0;
  }
  [part~='mfa-recovery-code'] .group {
    white-space: nowrap;
  }
  [part~='mfa-error']:focus {
    outline: var(--_auth-focus-ring-width) solid var(--_auth-color-focus);
    outline-offset: 2px;
  }
  [part~='mfa-recovery-code'] {
    display: block;
    margin: 0 0 calc(var(--_auth-spacing) / 2);
    padding: calc(var(--_auth-spacing) * 0.75);
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 1.125em;
    letter-spacing: 0.05em;
    user-select: all;
    color: var(--_auth-color-text);
    background: var(--_auth-color-surface);
    border: 1px dashed var(--_auth-color-border);
    border-radius: var(--_auth-radius);
  }
  [part~='mfa-copy-status'] {
    min-height: 1.5em;
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-success);
  }
  [part~='mfa-copy-button'] {
    margin: 0 0 calc(var(--_auth-spacing) / 2);
  }
`;

/**
 * The look of the modal the step is shown in by a host without a look of its own (`<auth-provider>`):
 * the tokens and controls on the dialog (`.auth-mfa-dialog`), its box (as ./confirm-dialog.ts's, not
 * imported: that module belongs to the account screens' chunk), its message region.
 */
export const mfaDialogStyles: readonly CSSResult[] = [
  // The tokens on the dialog, not on the host (whose `color-scheme` is the page's), in both themes.
  css`
    .auth-mfa-dialog {
      color-scheme: light;
      ${unsafeCSS(declarations('light'))}
      font-family: var(--_auth-font-family);
      font-size: var(--_auth-font-size);
      line-height: var(--_auth-line-height);
    }
    :host([theme='dark']) .auth-mfa-dialog {
      color-scheme: dark;
      ${unsafeCSS(declarations('dark'))}
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) .auth-mfa-dialog {
        color-scheme: dark;
        ${unsafeCSS(declarations('dark'))}
      }
    }
    ${controlRules('.auth-mfa-dialog')}
  `,
  css`
    .auth-mfa-dialog {
      box-sizing: border-box;
      width: min(24rem, calc(100vw - 2rem));
      padding: var(--_auth-padding);
      color: var(--_auth-color-text);
      background: var(--_auth-color-background);
      border: 1px solid var(--_auth-color-border);
      border-radius: calc(var(--_auth-radius) * 2);
      overflow-wrap: anywhere;
    }
    .auth-mfa-dialog::backdrop {
      background: rgb(0 0 0 / 0.4);
    }
    .auth-mfa-dialog [part~='mfa-step-up-intro'] {
      margin: 0 0 var(--_auth-spacing);
    }
    .auth-mfa-dialog h2 {
      margin: 0 0 calc(var(--_auth-spacing) / 2);
      font-size: 1.25em;
    }
    .auth-mfa-dialog [part~='error'] {
      margin: 0 0 var(--_auth-spacing);
      padding: calc(var(--_auth-spacing) * 0.75);
      color: var(--_auth-color-error);
      background: var(--_auth-color-error-background);
      border: 1px solid var(--_auth-color-error);
      border-radius: var(--_auth-radius);
    }
    .auth-mfa-dialog [part~='error']:empty {
      display: none;
    }
    .auth-mfa-dialog .auth-link {
      font-weight: 600;
    }
    [part~='mfa-cancel-button'] {
      display: block;
      margin: var(--_auth-spacing) auto 0;
    }
  `,
];
