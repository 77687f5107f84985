// Codes the user types or keeps, one way in the second-factor step (./mfa-step.ts), the profile's
// two-step verification and `<auth-passwordless>`: what was typed, without the spaces and dashes of a
// grouped or pasted code (`typedCode`), and a code (a recovery code, an authenticator app's key) copied
// to the clipboard (`copyCode`).

/** What the user typed, without the spaces and dashes a pasted or grouped code carries (`123 456`, `123-456`). */
export function typedCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '');
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
