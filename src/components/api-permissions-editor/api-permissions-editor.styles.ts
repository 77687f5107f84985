import { css } from 'lit';
import type { CSSResult } from 'lit';

/**
 * The chrome in the shadow root: heading, messages, the table, the actions and the confirmation.
 * Every button of the shadow root is as wide as its label.
 */
export const permissionsStyles: CSSResult = css`
  :host {
    max-width: var(--auth-max-width, 48rem);
    /* The stripe at an added or removed row's start: its left, or its right right to left. */
    --_auth-stripe: 4px;
  }
  :host(:dir(rtl)) {
    --_auth-stripe: -4px;
  }
  [part~='title'] {
    margin: 0 0 calc(var(--_auth-spacing) / 4);
  }
  [part~='api'] {
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-text-muted);
    overflow-wrap: anywhere;
  }
  .grant {
    margin: 0 0 var(--_auth-spacing);
  }
  [part~='dirty-indicator'] {
    margin: 0 0 var(--_auth-spacing);
    font-weight: 600;
  }
  [part~='dirty-indicator']:empty {
    display: none;
  }
  [part~='dirty-indicator']::before {
    content: '●';
    margin-inline-end: 0.4em;
    color: var(--_auth-color-primary);
  }
  [part~='switch-prompt'] {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_auth-spacing) / 2);
    margin: 0 0 var(--_auth-spacing);
    padding: calc(var(--_auth-spacing) * 0.75);
    border: 1px solid var(--_auth-color-border);
    border-radius: var(--_auth-radius);
  }
  [part~='switch-prompt'] p {
    flex-basis: 100%;
    margin: 0;
  }
  .auth-button {
    width: auto;
  }
  [part~='table'] {
    width: 100%;
    margin: 0 0 var(--_auth-spacing);
    border-collapse: collapse;
  }
  [part~='table'] th,
  [part~='table'] td {
    padding: calc(var(--_auth-spacing) / 2);
    text-align: start;
    vertical-align: middle;
    border-bottom: 1px solid var(--_auth-color-border);
  }
  [part~='table'] thead th {
    font-weight: 600;
  }
  [part~='value'] {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-weight: 400;
    /* Wraps only at the <wbr> after each colon; a longer piece scrolls its cell. */
    overflow-wrap: normal;
    word-break: normal;
    overflow-x: auto;
  }
  /* The table's width decides its layout: on a narrow screen each permission is a small card. */
  .table-box {
    container-type: inline-size;
  }
  [part~='description'] {
    overflow-wrap: anywhere;
  }
  [part~='row-added'] {
    box-shadow: inset var(--_auth-stripe) 0 0 var(--_auth-color-success);
  }
  [part~='row-removed'] {
    background: var(--_auth-color-error-background);
    box-shadow: inset var(--_auth-stripe) 0 0 var(--_auth-color-error);
  }
  [part~='row-removed'] [part~='value'],
  [part~='row-removed'] [part~='description'] {
    text-decoration: line-through;
  }
  [part~='marker'] {
    font-weight: 600;
    white-space: nowrap;
  }
  [part~='row-added'] [part~='marker'] {
    color: var(--_auth-color-success);
  }
  [part~='row-removed'] [part~='marker'] {
    color: var(--_auth-color-error);
  }
  [part~='empty'] {
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-text-muted);
  }
  [part~='add-form'] {
    margin: 0 0 var(--_auth-spacing);
  }
  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_auth-spacing) / 2);
  }
  .auth-button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.75;
  }
  [part~='remove-all-button'] {
    color: var(--_auth-color-error);
    border-color: var(--_auth-color-error);
  }
  @container (max-width: 32rem) {
    [part~='table'],
    [part~='table'] tbody,
    [part~='table'] tr,
    [part~='table'] th,
    [part~='table'] td {
      display: block;
    }
    [part~='table'] thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    [part~='table'] tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto auto;
      align-items: center;
      gap: calc(var(--_auth-spacing) / 4) calc(var(--_auth-spacing) / 2);
      padding: calc(var(--_auth-spacing) / 2);
      border-bottom: 1px solid var(--_auth-color-border);
    }
    [part~='table'] tr > * {
      padding: 0;
      border: 0;
    }
    [part~='table'] [part~='value'] {
      grid-column: 1 / -1;
    }
    [part~='table'] [part~='description'] {
      grid-column: 1;
    }
  }
  @media (forced-colors: active) {
    [part~='row-removed'],
    [part~='row-added'] {
      box-shadow: none;
      border-inline-start: 4px solid CanvasText;
    }
  }
`;

/** The light-DOM add form: the inline message about the permission name, and the button's width. */
export const permissionsLightStyles: CSSResult = css`
  :where(api-permissions-editor > form .auth-field-problem) {
    color: var(--_auth-color-error);
    font-weight: 600;
  }
  :where(api-permissions-editor > form .auth-field-problem:empty) {
    display: none;
  }
  :where(api-permissions-editor > form .auth-button) {
    width: auto;
  }
`;
