import { css } from 'lit';
import type { CSSResult } from 'lit';

/**
 * The chrome in the shadow root: heading, messages, the sections and their tables, the role editor.
 * Each table lays out by its own width: in a narrow box (a phone) each row is a small card.
 */
export const membersStyles: CSSResult = css`
  :host {
    max-width: var(--auth-max-width, 52rem);
  }
  [part~='status'] {
    outline-offset: 2px;
  }
  /* An instruction (the link to copy by hand), not a confirmation. */
  [part~='status'][data-plain] {
    color: var(--_auth-color-text);
  }
  [part~='signed-out'],
  [part~='no-access'] {
    margin: 0 0 var(--_auth-spacing);
    padding: calc(var(--_auth-spacing) * 0.75);
    border: 1px solid var(--_auth-color-border);
    border-radius: var(--_auth-radius);
  }
  [part~='no-access'] {
    font-weight: 600;
  }
  .grant {
    margin: 0 0 var(--_auth-spacing);
  }
  section {
    margin: 0 0 calc(var(--_auth-spacing) * 1.5);
  }
  [part~='section-title'] {
    margin: 0 0 calc(var(--_auth-spacing) / 2);
    font-size: 1.125em;
  }
  .filter {
    max-width: 24rem;
  }
  .auth-button {
    width: auto;
  }
  .auth-button--danger {
    color: var(--_auth-color-error);
    border-color: var(--_auth-color-error);
  }
  .auth-button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.75;
  }
  [part~='copied'] {
    color: var(--_auth-color-success);
    border-color: var(--_auth-color-success);
  }
  .table-box {
    container-type: inline-size;
  }
  [part~='table'] {
    width: 100%;
    margin: 0 0 calc(var(--_auth-spacing) / 2);
    border-collapse: collapse;
  }
  [part~='table'] th,
  [part~='table'] td {
    padding: calc(var(--_auth-spacing) / 2);
    text-align: start;
    vertical-align: middle;
    border-bottom: 1px solid var(--_auth-color-border);
    overflow-wrap: anywhere;
  }
  [part~='table'] thead th {
    font-weight: 600;
  }
  [part~='table'] tbody th {
    font-weight: 400;
  }
  [part~='member-name'] {
    display: block;
    font-weight: 600;
  }
  [part~='member-email'] {
    display: block;
    color: var(--_auth-color-text-muted);
    font-size: 0.875em;
  }
  /* A cell's heading, shown in front of its value when the rows are cards (the table's head is hidden). */
  .cell-label {
    display: none;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: calc(var(--_auth-spacing) / 4);
  }
  [part~='roles-editor'] {
    margin: 0;
    padding: 0;
    border: 0;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 0.5em;
    min-height: 2rem;
  }
  .row-actions {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_auth-spacing) / 4);
    margin-top: calc(var(--_auth-spacing) / 2);
  }
  [part~='empty'] {
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-text-muted);
  }
  @container (max-width: 44rem) {
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
      padding: calc(var(--_auth-spacing) / 2) 0;
      border-bottom: 1px solid var(--_auth-color-border);
    }
    [part~='table'] tr > * {
      padding: calc(var(--_auth-spacing) / 8) 0;
      border: 0;
    }
    [part~='row-actions'] {
      padding-top: calc(var(--_auth-spacing) / 4);
    }
    .buttons {
      justify-content: flex-start;
    }
    .cell-label {
      display: inline;
      color: var(--_auth-color-text-muted);
    }
  }
`;

/** The light-DOM invite form: the message about the e-mails, the role checkboxes, the button's width. */
export const membersLightStyles: CSSResult = css`
  :where(auth-organization-members > form textarea.auth-input) {
    min-height: 4.5em;
    padding-block: calc(var(--_auth-spacing) / 2);
    resize: vertical;
  }
  :where(auth-organization-members > form .auth-field-problem) {
    color: var(--_auth-color-error);
    font-weight: 600;
  }
  :where(auth-organization-members > form .auth-field-problem:empty) {
    display: none;
  }
  :where(auth-organization-members > form .auth-roles) {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_auth-spacing) / 4) var(--_auth-spacing);
    margin: 0 0 calc(var(--_auth-spacing) * 0.75);
    padding: 0;
    border: 0;
  }
  :where(auth-organization-members > form .auth-roles legend) {
    margin-bottom: calc(var(--_auth-spacing) / 4);
    padding: 0;
  }
  :where(auth-organization-members > form .auth-check) {
    display: flex;
    align-items: center;
    gap: 0.5em;
    min-height: 2rem;
  }
  :where(auth-organization-members > form .auth-button) {
    width: auto;
  }
`;
