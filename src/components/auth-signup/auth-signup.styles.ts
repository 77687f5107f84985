// <auth-signup>'s own styles: the shadow root's chrome, the light-DOM form and the password checklist.
import { css } from 'lit';
import type { CSSResult } from 'lit';

/** The chrome in the shadow root: title, status and error regions, the link back to log in. */
export const signupStyles: CSSResult = css`
  [part~='error'] {
    /* The service's policy text comes as one rule per line. */
    white-space: pre-line;
  }
`;

/**
 * The light-DOM form's own rules: the password policy checklist. Selectors start at the element's
 * tag and sit in `:where()`, so any page rule wins.
 */
export const signupLightStyles: CSSResult = css`
  :where(auth-signup > form .auth-policy) {
    margin: calc(var(--_auth-spacing) / 4) 0 0;
    color: var(--_auth-color-text-muted);
    font-size: 0.875em;
  }
  :where(auth-signup > form .auth-policy-title) {
    margin: 0;
  }
  :where(auth-signup > form .auth-policy-rules) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  :where(auth-signup > form .auth-policy-rules .auth-policy-rules) {
    padding-inline-start: 1.5em;
  }
  :where(auth-signup > form .auth-policy-rule[data-met='true']) {
    color: var(--_auth-color-success);
  }
  :where(auth-signup > form .auth-policy-mark) {
    display: inline-block;
    width: 1.25em;
    font-weight: 700;
  }
  /* Met and missing differ by shape, not colour alone; the words are in visually hidden text. */
  :where(auth-signup > form .auth-policy-rule[data-met='false'] > .auth-policy-mark)::before {
    content: '\\2022';
  }
  :where(auth-signup > form .auth-policy-rule[data-met='true'] > .auth-policy-mark)::before {
    content: '\\2713';
  }
`;
