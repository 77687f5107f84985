// A recovery code in its one format, as the profile's two-step verification and the second-factor step
// show it: upper case, groups of four joined by dashes (`recoveryCode`, one string to copy or download),
// drawn so that a line wraps only between groups (`recoveryCodeGroups`: each group a `.group` that the
// styles keep on one line, a break allowed after each dash). The service takes it back in any case, with
// or without the dashes or spaces. Only the on-demand chunks that show a recovery code import it.
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { typedCode } from './codes.js';

/** A recovery code as every screen shows, copies and downloads it: upper case, `ABCD-EFGH-…`. */
export function recoveryCode(code: string): string {
  return typedCode(code)
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1-');
}

/** A recovery code's groups, each kept on one line (`.group`), a break allowed after a dash. */
export function recoveryCodeGroups(code: string): TemplateResult[] {
  const groups = recoveryCode(code).split('-');
  return groups.map(
    (group, i) => html`<span class="group">${group}</span>${i < groups.length - 1 ? html`-<wbr />` : ''}`,
  );
}
