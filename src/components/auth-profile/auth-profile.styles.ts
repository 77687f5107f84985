import { css } from 'lit';
import type { CSSResult } from 'lit';

/**
 * The profile's shadow root: header, metadata editor, identities and the linking step. A profile
 * holds longer values than a log-in form: a wider default `--auth-max-width`.
 */
export const profileStyles: CSSResult = css`
  :host {
    --_auth-max-width: var(--auth-max-width, 36rem);
  }
  [part~='status'] {
    display: flex;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 2);
  }
  .grant {
    margin: 0 0 var(--_auth-spacing);
  }
  [part~='header'] {
    display: flex;
    align-items: center;
    gap: var(--_auth-spacing);
    margin: 0 0 var(--_auth-spacing);
  }
  [part~='avatar'] {
    flex: none;
    width: 4rem;
    height: 4rem;
    border-radius: 50%;
    object-fit: cover;
  }
  .identity-text {
    min-width: 0;
  }
  .identity-text p {
    margin: 0;
  }
  [part~='name'] {
    font-size: 1.25em;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .email-line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 2);
  }
  [part~='email'] {
    overflow-wrap: anywhere;
  }
  [part~='verified-badge'] {
    padding: 0 calc(var(--_auth-spacing) / 2);
    font-size: 0.875em;
    font-weight: 600;
    border: 1px solid currentColor;
    border-radius: 999px;
  }
  [part~='verified'] {
    color: var(--_auth-color-success);
  }
  [part~='unverified'] {
    color: var(--_auth-color-text-muted);
  }
  [part~='metadata'],
  [part~='identities'],
  [part~='sign-in-methods'],
  [part~='passkeys'],
  [part~='two-step'] {
    margin: 0 0 var(--_auth-spacing);
    padding: var(--_auth-spacing) 0 0;
    border-top: 1px solid var(--_auth-color-border);
  }
  [part~='section-title'] {
    margin: 0 0 calc(var(--_auth-spacing) / 2);
    font-size: 1.125em;
  }
  #metadata-hint {
    margin: 0 0 var(--_auth-spacing);
  }
  .empty {
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-text-muted);
  }
  .rows,
  .identity-list,
  .rules {
    margin: 0 0 var(--_auth-spacing);
    padding: 0;
    list-style: none;
  }
  [part~='field'] {
    margin: 0 0 calc(var(--_auth-spacing) * 0.75);
  }
  [part~='field-new'] {
    padding: calc(var(--_auth-spacing) / 2);
    border: 1px dashed var(--_auth-color-border);
    border-radius: var(--_auth-radius);
  }
  [part~='field-removed'] .auth-label {
    text-decoration: line-through;
  }
  .value-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 2);
  }
  .value-head .auth-label {
    flex: 1 1 8rem;
    overflow-wrap: anywhere;
  }
  [part~='type-select'],
  [part~='remove-button'] {
    width: auto;
    min-height: calc(var(--_auth-control-height) * 0.8);
  }
  textarea[part~='value-input'] {
    padding-block: calc(var(--_auth-spacing) / 2);
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    resize: vertical;
  }
  [part~='value-input']:disabled {
    opacity: 0.6;
  }
  [part~='field-error'] {
    margin: 0;
    color: var(--_auth-color-error);
    font-weight: 600;
  }
  .auth-field .auth-hint {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_auth-spacing) / 2);
  }
  .actions .auth-button,
  [part~='link-confirm'] .auth-button {
    flex: 1 1 10rem;
  }
  [part~='identity'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 2) var(--_auth-spacing);
    padding: calc(var(--_auth-spacing) * 0.75) 0;
    border-bottom: 1px solid var(--_auth-color-border);
  }
  .identity-logo,
  [part~='identity-picture'] {
    flex: none;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    object-fit: cover;
  }
  .identity-logo {
    background: var(--_auth-color-surface);
    border: 1px solid var(--_auth-color-border);
  }
  .identity-body {
    flex: 1 1 12rem;
    min-width: 0;
  }
  .identity-body p {
    margin: 0;
  }
  [part~='identity-name'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 3);
    font-weight: 600;
  }
  [part~='identity-badge'] {
    padding: 0 calc(var(--_auth-spacing) / 2);
    font-size: 0.8125em;
    font-weight: 600;
    color: var(--_auth-color-text-muted);
    border: 1px solid currentColor;
    border-radius: 999px;
  }
  [part~='identity-detail'] {
    overflow-wrap: anywhere;
  }
  [part~='identity-id'] {
    font-size: 0.8125em;
    color: var(--_auth-color-text-muted);
    overflow-wrap: anywhere;
  }
  [part~='identity-id'] code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    user-select: all;
  }
  /* Under the account's text, aligned with it, the same on every row and at every width. */
  .identity-actions {
    display: flex;
    flex: 1 1 100%;
    flex-wrap: wrap;
    gap: calc(var(--_auth-spacing) / 2);
    padding-inline-start: calc(2.5rem + var(--_auth-spacing));
  }
  .identity-actions:empty {
    display: none;
  }
  .identity-actions .auth-button {
    width: auto;
    min-height: calc(var(--_auth-control-height) * 0.8);
  }
  .rules li {
    position: relative;
    margin: 0 0 calc(var(--_auth-spacing) / 2);
    padding-inline-start: var(--_auth-spacing);
  }
  .rules li::before {
    content: '•';
    position: absolute;
    inset-inline-start: 0;
  }
  [part~='signed-out'] {
    margin: 0;
  }
  /* The sign-in methods (passkeys, two-step verification): a row per method, as the identities. */
  .section-intro,
  .section-loading {
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-text-muted);
  }
  .section-loading {
    display: flex;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 2);
  }
  .method-list {
    margin: 0 0 var(--_auth-spacing);
    padding: 0;
    list-style: none;
  }
  [part~='passkey'],
  [part~='factor'] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: calc(var(--_auth-spacing) / 2) var(--_auth-spacing);
    padding: calc(var(--_auth-spacing) * 0.75) 0;
    border-bottom: 1px solid var(--_auth-color-border);
  }
  .method-icon {
    flex: none;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    color: var(--_auth-color-text);
    background: var(--_auth-color-surface);
    border: 1px solid var(--_auth-color-border);
    border-radius: 50%;
  }
  .method-body {
    flex: 1 1 12rem;
    min-width: 0;
  }
  .method-body p {
    margin: 0;
  }
  [part~='passkey-name'],
  [part~='factor-name'] {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .method-detail {
    display: flex;
    flex-wrap: wrap;
    gap: 0 var(--_auth-spacing);
    font-size: 0.875em;
    color: var(--_auth-color-text-muted);
  }
  [part~='passkey-synced'],
  [part~='factor-on'] {
    color: var(--_auth-color-success);
  }
  .method-actions {
    display: flex;
    flex: 1 1 100%;
    flex-wrap: wrap;
    gap: calc(var(--_auth-spacing) / 2);
    padding-inline-start: calc(2.5rem + var(--_auth-spacing));
  }
  .method-actions .auth-button,
  .section-actions .auth-button {
    width: auto;
    min-height: calc(var(--_auth-control-height) * 0.8);
  }
  .section-actions {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_auth-spacing) / 2);
    margin: 0 0 var(--_auth-spacing);
  }
  .rename-form {
    display: grid;
    gap: calc(var(--_auth-spacing) / 2);
    margin: 0 0 calc(var(--_auth-spacing) / 2);
  }
  .rename-form .auth-hint,
  .rename-form [part~='field-error'] {
    margin: 0;
  }
  .section-error.failed {
    margin: 0 0 var(--_auth-spacing);
    padding: calc(var(--_auth-spacing) / 2) calc(var(--_auth-spacing) * 0.75);
    color: var(--_auth-color-error);
    font-weight: 600;
    border: 1px solid var(--_auth-color-error);
    border-radius: var(--_auth-radius);
  }
  .section-error:focus,
  .section-status:focus {
    outline: var(--_auth-focus-ring-width) solid var(--_auth-color-focus);
    outline-offset: 2px;
  }
  .section-status {
    margin: 0;
  }
  .section-status.shown {
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-success);
  }
  /* Two-step verification: the enrolment and the recovery code, one step at a time. */
  .step {
    margin: 0 0 var(--_auth-spacing);
    padding: var(--_auth-spacing);
    border: 1px solid var(--_auth-color-border);
    border-radius: var(--_auth-radius);
  }
  .step h4 {
    margin: 0 0 calc(var(--_auth-spacing) / 2);
    font-size: 1em;
  }
  .step p {
    margin: 0 0 calc(var(--_auth-spacing) / 2);
  }
  .qr {
    margin: 0 0 var(--_auth-spacing);
  }
  [part~='qr-code'] {
    display: block;
    width: min(200px, 100%);
    height: auto;
    border-radius: var(--_auth-radius);
  }
  .copy-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 2);
  }
  .copy-row .auth-button {
    width: auto;
    min-height: calc(var(--_auth-control-height) * 0.8);
  }
  [part~='two-step-key'],
  [part~='recovery-code'] {
    padding: calc(var(--_auth-spacing) / 4) calc(var(--_auth-spacing) / 2);
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 1.0625em;
    letter-spacing: 0.05em;
    background: var(--_auth-color-surface);
    border: 1px solid var(--_auth-color-border);
    border-radius: var(--_auth-radius);
    overflow-wrap: anywhere;
    user-select: all;
  }
  /* A recovery code wraps only between its groups. */
  [part~='recovery-code'] {
    overflow-wrap: normal;
  }
  [part~='recovery-code'] .group {
    white-space: nowrap;
  }
  .code-form {
    display: grid;
    gap: calc(var(--_auth-spacing) / 2);
  }
  .code-form .auth-hint,
  .code-form [part~='field-error'] {
    margin: 0;
  }
  [part~='two-step-code-input'] {
    max-width: 12rem;
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.1em;
  }
  .copied {
    font-size: 0.875em;
    color: var(--_auth-color-text-muted);
  }
`;
