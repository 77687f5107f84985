// Design tokens and the shared look of controls, for the shadow root (chrome) and the light-DOM form.
//
// Tokens are public `--auth-*` custom properties with defaults that meet WCAG AA. Each element
// resolves them once on `:host` into private `--_auth-*` properties (public value, else the theme's
// default); everything else reads the private ones. This keeps the defaults in one place, lets a
// page set a token anywhere above the element (`:root`, a container, the element itself), lets a
// dark set of defaults switch with `theme`, and reaches the light-DOM form too, because a slotted
// element inherits custom properties from its slot in the shadow tree.
//
// Every rule here is a constant of this module; nothing user-provided is ever turned into CSS.
import { css, unsafeCSS } from 'lit';
import type { CSSResult } from 'lit';

/** A token's default in the light and the dark theme (one value when both are the same). */
type TokenDefault = string | { readonly light: string; readonly dark: string };

/**
 * The public tokens (without the `--auth-` prefix) and their defaults. Colour pairs were checked for
 * contrast: text on background and on-primary on primary ≥ 4.5:1, border and focus ≥ 3:1.
 */
export const TOKENS = {
  'color-primary': { light: '#0b57d0', dark: '#a8c7fa' },
  'color-on-primary': { light: '#ffffff', dark: '#062e6f' },
  'color-text': { light: '#1f2328', dark: '#e3e3e3' },
  'color-text-muted': { light: '#57606a', dark: '#c4c7c5' },
  'color-background': { light: '#ffffff', dark: '#1e1f22' },
  'color-surface': { light: '#ffffff', dark: '#2b2c30' },
  'color-border': { light: '#6e7781', dark: '#8e918f' },
  'color-error': { light: '#b3261e', dark: '#f2b8b5' },
  'color-error-background': { light: '#fcebea', dark: '#3b1a18' },
  'color-success': { light: '#146c2e', dark: '#6dd58c' },
  'color-focus': { light: '#0b57d0', dark: '#a8c7fa' },
  radius: '6px',
  'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'font-size': '1rem',
  'line-height': '1.5',
  spacing: '1rem',
  padding: '1.5rem',
  'focus-ring-width': '2px',
  'control-height': '2.75rem',
  'max-width': '24rem',
} as const satisfies Record<string, TokenDefault>;

/** The name of a public token, without the `--auth-` prefix. */
export type TokenName = keyof typeof TOKENS;

/**
 * What each token styles: the one documentation of the theme tokens. scripts/build-manifest.mjs copies
 * it, with the defaults above, into every element's `cssProperties` in custom-elements.json.
 */
export const TOKEN_DESCRIPTIONS: Readonly<Record<TokenName, string>> = {
  'color-primary': 'Buttons, links.',
  'color-on-primary': 'Text on primary buttons.',
  'color-text': 'Text.',
  'color-text-muted': 'Hints, separators, secondary text.',
  'color-background': "The element's background.",
  'color-surface': 'Inputs and secondary buttons.',
  'color-border': 'Borders of inputs, buttons and separators.',
  'color-error': 'Error text and the border of a field at fault.',
  'color-error-background': "The error region's background.",
  'color-success': 'Confirmation text.',
  'color-focus': 'The focus ring.',
  radius: 'Corner radius of inputs, buttons and the error region.',
  'font-family': 'Font.',
  'font-size': 'Base font size.',
  'line-height': 'Line height.',
  spacing: 'The spacing unit.',
  padding:
    "Space between the element's edge and its content (`0` for none); the corners are rounded at twice `--auth-radius`.",
  'focus-ring-width': 'Width of the focus ring.',
  'control-height': 'Minimum height of inputs and buttons.',
  'max-width': "The element's maximum width.",
};

/** The private tokens' declarations (`--_auth-x: var(--auth-x, default)`) of one theme. */
export function declarations(theme: 'light' | 'dark'): string {
  return Object.entries(TOKENS as Record<string, TokenDefault>)
    .filter(([, value]) => theme === 'light' || typeof value !== 'string')
    .map(([name, value]) => {
      const fallback = typeof value === 'string' ? value : value[theme];
      return `--_auth-${name}: var(--auth-${name}, ${fallback});`;
    })
    .join('\n');
}

/**
 * Resolves the tokens on `:host`. Without `theme` (or with `theme="auto"`, or an unknown value) the
 * element follows `prefers-color-scheme`; `theme="light"` and `theme="dark"` force one set of
 * defaults. A page's own `--auth-*` values win in every theme. `color-scheme` follows too, so native
 * parts (autofill, scrollbars, pickers) match; the light-DOM form inherits it through its slot.
 */
const tokenStyles: CSSResult = css`
  :host {
    color-scheme: light;
    ${unsafeCSS(declarations('light'))}
  }
  :host([theme='dark']) {
    color-scheme: dark;
    ${unsafeCSS(declarations('dark'))}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      color-scheme: dark;
      ${unsafeCSS(declarations('dark'))}
    }
  }
`;

/**
 * The rules shared by the shadow root and the light-DOM form, below `scope`. Each selector is wrapped
 * in `:where()` so it has no specificity: any page rule for the same element wins over it. A css`…`
 * template, so the minified builds compact it as every other (scripts/compact-templates.mjs).
 * Buttons are full width with a centred label and a narrow side padding, so a short label and its icon
 * stay on one line in a phone-sized element; a label that must wrap wraps into balanced lines.
 */
export function controlRules(scope: string): CSSResult {
  const at = (selector: string): CSSResult => unsafeCSS(`:where(${scope} ${selector})`);
  return css`
    ${at('.auth-field')} {
      display: flex;
      flex-direction: column;
      gap: calc(var(--_auth-spacing) / 4);
      margin: 0 0 calc(var(--_auth-spacing) * 0.75);
    }
    ${at('.auth-label')} {
      font-weight: 600;
      color: var(--_auth-color-text);
    }
    ${at('.auth-hint')} {
      color: var(--_auth-color-text-muted);
      font-size: 0.875em;
    }
    ${at('.auth-enterprise')} {
      margin: 0 0 calc(var(--_auth-spacing) * 0.75);
    }
    ${at('.auth-enterprise:empty')} {
      margin: 0;
    }
    ${at('.auth-input')} {
      box-sizing: border-box;
      width: 100%;
      min-height: var(--_auth-control-height);
      padding: 0 calc(var(--_auth-spacing) * 0.75);
      font: inherit;
      color: var(--_auth-color-text);
      background: var(--_auth-color-surface);
      border: 1px solid var(--_auth-color-border);
      border-radius: var(--_auth-radius);
    }
    ${at('.auth-input[aria-invalid="true"]')} {
      border-color: var(--_auth-color-error);
      box-shadow: inset 0 0 0 1px var(--_auth-color-error);
    }
    ${at('.auth-button')} {
      box-sizing: border-box;
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: calc(var(--_auth-spacing) / 2);
      width: 100%;
      min-height: var(--_auth-control-height);
      padding: 0 calc(var(--_auth-spacing) / 2);
      font: inherit;
      font-weight: 600;
      text-wrap: balance;
      color: var(--_auth-color-primary);
      background: var(--_auth-color-surface);
      border: 1px solid var(--_auth-color-border);
      border-radius: var(--_auth-radius);
      cursor: pointer;
    }
    ${at('.auth-button--primary')} {
      color: var(--_auth-color-on-primary);
      background: var(--_auth-color-primary);
      border-color: var(--_auth-color-primary);
    }
    ${at('.auth-button:disabled')} {
      cursor: progress;
      opacity: 0.75;
    }
    ${at('.auth-link')} {
      padding: 0;
      font: inherit;
      color: var(--_auth-color-primary);
      text-decoration: underline;
      /* A <button> styled as a link: without this, its system background (dark grey in the dark
         colour scheme) would sit behind the primary colour. */
      background: none;
      border: 0;
      cursor: pointer;
    }
    ${at(':focus-visible')} {
      outline: var(--_auth-focus-ring-width) solid var(--_auth-color-focus);
      outline-offset: 2px;
    }
    ${at('.auth-progress')} {
      display: inline-block;
      flex: none;
      box-sizing: border-box;
      width: 1.1em;
      height: 1.1em;
      border: 0.15em solid currentColor;
      border-inline-end-color: transparent;
      border-radius: 50%;
      animation: auth-elements-spin 0.8s linear infinite;
    }
    ${at('.auth-visually-hidden')} {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }
    @keyframes auth-elements-spin {
      to {
        transform: rotate(1turn);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      ${at('.auth-progress')} {
        animation-duration: 2.4s;
      }
    }
  `;
}

/**
 * The base of every element's shadow styles: tokens, the host box, the controls' look for chrome
 * (social buttons, links) and the error region (`part="error"`).
 */
export const hostStyles: CSSResult = css`
  ${tokenStyles}
  :host {
    display: block;
    box-sizing: border-box;
    max-width: var(--_auth-max-width);
    font-family: var(--_auth-font-family);
    font-size: var(--_auth-font-size);
    line-height: var(--_auth-line-height);
    color: var(--_auth-color-text);
    background: var(--_auth-color-background);
    padding: var(--_auth-padding);
    border-radius: calc(var(--_auth-radius) * 2);
  }
  :host([hidden]),
  :host([data-auth-signed-in-hidden]) {
    display: none;
  }
  ${controlRules('')}
  [part~='title'] {
    margin: 0 0 var(--_auth-spacing);
    font-size: 1.5em;
    line-height: 1.25;
  }
  [part~='signed-in'] > p {
    margin: 0 0 var(--_auth-spacing);
    overflow-wrap: anywhere;
  }
  [part~='intro'] {
    margin: 0 0 var(--_auth-spacing);
    color: var(--_auth-color-text-muted);
  }
  [part~='error'] {
    margin: 0 0 var(--_auth-spacing);
    padding: calc(var(--_auth-spacing) * 0.75);
    color: var(--_auth-color-error);
    background: var(--_auth-color-error-background);
    border: 1px solid var(--_auth-color-error);
    border-radius: var(--_auth-radius);
  }
  /* The status region (role="status") of the elements that have one; its colour is each element's. */
  [part~='status'] {
    margin: 0 0 var(--_auth-spacing);
  }
  [part~='error']:empty,
  [part~='status']:empty {
    display: none;
  }
  /* The chrome's links ("Sign up", "Back to log in") stand out from the text around them. */
  .auth-link {
    font-weight: 600;
  }
`;

/** The attribute that marks the light-DOM form an element owns; light styles are scoped to it. */
export const FORM_ATTRIBUTE = 'data-auth-form';

/**
 * Styles for the light-DOM form, adopted once into the document (or the shadow root the element
 * lives in). Scoped to `form[data-auth-form]` and specificity-free, so they style only the elements'
 * own forms and any page rule overrides them.
 */
export const lightFormStyles: CSSResult = css`
  ${controlRules(`form[${FORM_ATTRIBUTE}]`)}
  :where(form[${unsafeCSS(FORM_ATTRIBUTE)}]) {
    display: block;
    margin: 0;
  }
`;

/**
 * The chrome of the elements that end in a confirmation and lead back to logging in
 * (`<auth-signup>`, `<auth-change-password>`): the `status` region and the footer link. A status
 * region focused by script shows the shared `:focus-visible` ring, and none otherwise.
 */
export const confirmationStyles: CSSResult = css`
  [part~='status'] {
    color: var(--_auth-color-success);
    font-weight: 600;
  }
  [part~='footer'] {
    margin: var(--_auth-spacing) 0 0;
    text-align: center;
  }
`;
