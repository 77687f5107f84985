// Codes the user types or keeps, one way in the second-factor step (./mfa-step.ts), the profile's
// two-step verification and `<auth-passwordless>`: what was typed, without the spaces and dashes of a
// grouped or pasted code (`typedCode`), a recovery code in its one format (`recoveryCode`: groups of four
// joined by dashes, one string to copy or download; `recoveryCodeGroups`: shown so that a line wraps only
// between groups), and a code (a recovery code, an authenticator app's key) copied to the clipboard
// (`copyCode`).
import { html } from 'lit';
import type { TemplateResult } from 'lit';

/** What the user typed, without the spaces and dashes a pasted or grouped code carries (`123 456`, `123-456`). */
export function typedCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '');
}

/** A recovery code as every screen shows, copies and downloads it: upper case, `ABCD-EFGH-…`. */
export function recoveryCode(code: string): string {
  return typedCode(code)
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1-');
}

/** A recovery code's groups, each kept on one line (`.group`, `white-space: nowrap`), a break allowed after a dash. */
export function recoveryCodeGroups(code: string): TemplateResult[] {
  const groups = recoveryCode(code).split('-');
  return groups.map(
    (group, i) => html`<span class="group">${group}</span>${i < groups.length - 1 ? html`-<wbr />` : ''}`,
  );
}

/**
 * Copies `text` to the clipboard; resolves whether it could. Where it cannot (no permission, an insecure
 * page), the text of `shown` (where the code is on screen), if given, is selected for the user to copy.
 */
export async function copyCode(text: string, shown?: Element | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (shown) getSelection()?.selectAllChildren(shown);
    return false;
  }
}
