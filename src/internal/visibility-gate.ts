// Whether an element may start its requests yet: nothing happens while it is hidden (`hidden`,
// `display: none` on it or an ancestor) or not connected. Until it starts, a ResizeObserver (its box
// appears) and a MutationObserver of `hidden`, `style` and `class` in the document (which also works
// in a page the browser does not render, such as a background tab) ask again, and
// `checkVisibility()` says whether it is rendered. Once it has been visible, or the page asked it to
// start (`start()`), it stays started.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Whether `element` is rendered (not `display: none` itself or through an ancestor). */
function isRendered(element: Element): boolean {
  if (!element.isConnected) return false;
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;
}

export class VisibilityGate implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private observer: ResizeObserver | null = null;
  private mutations: MutationObserver | null = null;
  private open = false;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.host = host;
    host.addController(this);
  }

  /** Whether the element may make requests: it has been visible, or was asked to start. */
  get started(): boolean {
    if (!this.open && isRendered(this.host)) {
      this.open = true;
      this.stopObserving();
    }
    return this.open;
  }

  /** Starts now, visible or not (the element's public `load()`); updates the host. */
  start(): void {
    if (this.open) return;
    this.open = true;
    this.stopObserving();
    this.host.requestUpdate();
  }

  hostConnected(): void {
    if (this.open || this.observer) return;
    this.observer = new ResizeObserver(this.check);
    this.observer.observe(this.host);
    this.mutations = new MutationObserver(this.check);
    this.mutations.observe(this.host.ownerDocument, {
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden', 'style', 'class'],
    });
  }

  private readonly check = (): void => {
    if (!this.open && isRendered(this.host)) this.start();
  };

  hostDisconnected(): void {
    this.stopObserving();
  }

  private stopObserving(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.mutations?.disconnect();
    this.mutations = null;
  }
}
