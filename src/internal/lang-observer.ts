// The language an element shows: its own `lang`, else the closest ancestor's (across shadow roots),
// else the document's. Changes of `lang` on the document's elements (typically `<html lang>`) are
// watched by one MutationObserver per document, shared by every connected element.

/**
 * The language of `element` as HTML defines it: the `lang` attribute of the element or of its
 * closest ancestor that has one, looking through shadow roots to their hosts. An empty `lang=""`
 * means "unknown" and stops the search. `''` when no ancestor says.
 */
export function resolveLang(element: Element): string {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang') ?? '';
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return '';
}

interface DocumentWatch {
  readonly observer: MutationObserver;
  readonly listeners: Set<() => void>;
}

const watches = new WeakMap<Document, DocumentWatch>();

/**
 * Calls `listener` after any `lang` attribute in `document` changes (on `<html>` or any element of
 * the document tree; shadow trees are not observed, but their hosts are). One observer per
 * document serves every listener; it is disconnected when the last listener leaves. Returns the
 * function that removes `listener`.
 */
export function observeLang(document: Document, listener: () => void): () => void {
  let watch = watches.get(document);
  if (!watch) {
    const listeners = new Set<() => void>();
    const observer = new MutationObserver(() => {
      for (const each of [...listeners]) each();
    });
    observer.observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
    watch = { observer, listeners };
    watches.set(document, watch);
  }
  watch.listeners.add(listener);
  const current = watch;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0 && watches.get(document) === current) {
      current.observer.disconnect();
      watches.delete(document);
    }
  };
}
