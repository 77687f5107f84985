// Whether an element may start its requests yet: nothing happens while it is hidden (`hidden`,
// `display: none` on it or an ancestor) or not connected. A ResizeObserver tells when its box appears
// (display none → shown changes its size), `checkVisibility()` tells whether it is rendered; once it
// has been visible, or the page asked it to start (`start()`), it stays started.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Whether `element` is rendered (not `display: none` itself or through an ancestor). */
export function isRendered(element: Element): boolean {
  if (!element.isConnected) return false;
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;
}

export class VisibilityGate implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private observer: ResizeObserver | null = null;
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
    if (this.open || this.observer || typeof ResizeObserver !== 'function') return;
    this.observer = new ResizeObserver(() => {
      if (isRendered(this.host)) this.start();
    });
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.stopObserving();
  }

  private stopObserving(): void {
    this.observer?.disconnect();
    this.observer = null;
  }
}
