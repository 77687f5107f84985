// <auth-organization-switcher>'s own styles: the trigger, its menu and the options, on the shared tokens.
import { css } from 'lit';
import type { CSSResult } from 'lit';

/** The trigger button, the menu below it, the options with their logos. */
export const switcherStyles: CSSResult = css`
  :host {
    position: relative;
    padding: 0;
    background: none;
  }
  [part~='trigger'],
  [role^='menuitem'] {
    display: flex;
    align-items: center;
    gap: calc(var(--_auth-spacing) / 2);
    width: 100%;
    text-align: start;
  }
  [part~='trigger'] {
    justify-content: flex-start;
    padding: 0 calc(var(--_auth-spacing) * 0.75);
    color: var(--_auth-color-text);
  }
  [part~='trigger'][aria-disabled='true'] {
    cursor: default;
    color: var(--_auth-color-text-muted);
  }
  [part~='name'] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [part~='logo'] {
    flex: none;
    box-sizing: border-box;
    width: 1.75rem;
    height: 1.75rem;
    display: inline-grid;
    place-items: center;
    object-fit: contain;
    font-weight: 700;
    color: var(--_auth-color-on-primary);
    background: var(--_auth-color-primary);
    border-radius: var(--_auth-radius);
  }
  img[part~='logo'] {
    background: var(--_auth-color-surface);
    border: 1px solid var(--_auth-color-border);
  }
  .chevron {
    flex: none;
    width: 0.5em;
    height: 0.5em;
    margin-inline-start: auto;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: translateY(-25%) rotate(45deg);
  }
  [aria-expanded='true'] .chevron {
    transform: translateY(25%) rotate(-135deg);
  }
  [part~='menu'] {
    position: absolute;
    z-index: 10;
    inset-inline: 0;
    top: calc(100% + 4px);
    box-sizing: border-box;
    max-height: 20rem;
    overflow-y: auto;
    padding: calc(var(--_auth-spacing) / 4);
    background: var(--_auth-color-surface);
    border: 1px solid var(--_auth-color-border);
    border-radius: var(--_auth-radius);
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
  }
  [part~='menu'][hidden] {
    display: none;
  }
  [role^='menuitem'] {
    box-sizing: border-box;
    min-height: var(--_auth-control-height);
    padding: 0 calc(var(--_auth-spacing) / 2);
    font: inherit;
    color: var(--_auth-color-text);
    background: none;
    border: 0;
    border-radius: var(--_auth-radius);
    cursor: pointer;
  }
  [role^='menuitem']:hover,
  [role^='menuitem']:focus-visible {
    background: color-mix(in srgb, var(--_auth-color-primary) 14%, transparent);
  }
  [role^='menuitem'][aria-checked='true'] {
    font-weight: 600;
  }
  .check {
    flex: none;
    width: 1em;
    margin-inline-start: auto;
    color: var(--_auth-color-primary);
  }
  [part~='choose-another'] {
    color: var(--_auth-color-primary);
    font-weight: 600;
  }
  [part~='separator'] {
    margin: calc(var(--_auth-spacing) / 4) 0;
    border: 0;
    border-top: 1px solid var(--_auth-color-border);
  }
  [part~='error'] {
    margin: calc(var(--_auth-spacing) / 2) 0 0;
  }
  [part~='status'] {
    margin: calc(var(--_auth-spacing) / 2) 0 0;
    color: var(--_auth-color-text-muted);
  }
`;
