// The sign-in elements' door to enterprise sign-in: the first focus of the e-mail field (the host's
// `focusin`) loads the detection (./enterprise.ts, on demand) and creates the host's detector, which from
// then on picks the enterprise connection of the e-mail's domain. A failed download leaves the form as
// it is.
import type { ReactiveControllerHost } from 'lit';
import { loadEnterprise } from './chunks.js';
import type { EnterpriseDetector, EnterpriseDetectorOptions } from './enterprise.js';

/** Calls `ready` with the host's detector, created at the first focus of the field `options.field()`. */
export function detectEnterprise(
  host: ReactiveControllerHost & HTMLElement,
  options: EnterpriseDetectorOptions & { active: () => boolean },
  ready: (detector: EnterpriseDetector) => void,
): void {
  const onFocus = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    if (input.name !== options.field() || !options.active()) return;
    host.removeEventListener('focusin', onFocus);
    loadEnterprise().then(
      ({ EnterpriseDetector }) => ready(new EnterpriseDetector(host, options, input)),
      () => host.addEventListener('focusin', onFocus),
    );
  };
  host.addEventListener('focusin', onFocus);
}
