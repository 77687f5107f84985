// Where a join by invitation that left by redirect keeps its invitation (sessionStorage), so that the
// sign-in element on the page it comes back to can tell how it ended. A leaf: the sign-in elements read it
// to decide whether to load the join screen (./invitation-join.ts), which writes it.

/** Where a join that left by redirect keeps its invitation (sessionStorage), to tell how it ended. */
export const JOINING_KEY = 'auth-elements.joining';

/** The invitation a join by redirect left with (JSON), if any. */
export function joining(): string | null {
  try {
    return sessionStorage.getItem(JOINING_KEY);
  } catch {
    return null;
  }
}
