// Full-page navigation, behind an object so tests can replace it (Location cannot be stubbed).

export const navigation = {
  assign(url: string): void {
    globalThis.location.assign(url);
  },
};

/**
 * A promise that never settles, for an operation that ends in a full-page navigation: the element stays
 * `pending` (no second submission) until the page is gone. A page back from the back/forward cache is
 * reset by its element.
 */
export function leavingPage(): Promise<never> {
  return new Promise<never>(() => {});
}
