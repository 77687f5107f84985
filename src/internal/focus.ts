// The elements' one way to move the focus to something they are about to render: `focusAfterUpdate`
// awaits the host's update, finds the target in its shadow root and focuses it. A message region that
// takes the focus has `tabindex="-1"` (focusable, out of the Tab order), as the error region has.
import type { ReactiveElement } from 'lit';

/** What {@link focusAfterUpdate} needs of its host: a Lit element's. */
export type FocusHost = Pick<ReactiveElement, 'updateComplete' | 'renderRoot'>;

/**
 * After `host`'s next update, focuses the first element of its shadow root that `selector` finds
 * (`[part~="status"]`); resolves with it, or `null`.
 */
export async function focusAfterUpdate(host: FocusHost, selector: string): Promise<HTMLElement | null> {
  await host.updateComplete;
  const target = host.renderRoot.querySelector<HTMLElement>(selector);
  target?.focus();
  return target;
}
