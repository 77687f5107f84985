// Defines elements when they are first used: imports a tag's entry (which registers it) once an element
// with that tag is in the document and not `hidden`, now and whenever one is added or shown later (a
// MutationObserver on the whole document). Elements inside other elements' shadow roots are not seen.
// The CDN autoloader (src/autoloader.ts) uses it for every element; the all-in file for the account
// screens (scripts/build-config.mjs, `cdnEntryCode`). A failed import is logged and tried again when the
// next such element is added.

/** Watches the document for `elements`' tags (each with the import of its entry). */
export function autoload(elements: Record<string, () => Promise<unknown>>): void {
  const selector = Object.keys(elements).join();
  const loading = new Map<string, Promise<unknown>>();

  /** Imports the entries of the tags in `root` (and `root` itself) that are not defined yet nor hidden. */
  const discover = (root: Element | Document): void => {
    const found = [...root.querySelectorAll(selector)];
    if (root instanceof Element && root.matches(selector)) found.push(root);
    for (const element of found) {
      const tag = element.localName;
      if (loading.has(tag) || customElements.get(tag) || element.hasAttribute('hidden')) continue;
      const load = elements[tag]!().catch((error: unknown) => {
        loading.delete(tag);
        console.error(`auth-elements: <${tag}> could not be loaded`, error);
      });
      loading.set(tag, load);
    }
  };

  discover(document);
  new MutationObserver((mutations) => {
    for (const { type, target, addedNodes } of mutations) {
      if (type === 'attributes') discover(target as Element);
      else for (const node of addedNodes) if (node instanceof Element) discover(node);
    }
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden'],
  });
}
