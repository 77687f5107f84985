// The enterprise connection the e-mail field's domain picks, for `<auth-login>` and `<auth-signup>`: a
// controller that listens to the field (focus and input, through the host), loads the detection
// (./enterprise.ts, on demand) the first time, and updates the host when the connection changes. No
// request per keystroke: the connections are read once.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { WebAuthBase } from '../core/web-auth-base.js';
import { loadEnterprise } from './chunks.js';
import type { EnterpriseConnection } from './enterprise.js';

/** What the detector asks its host. */
export interface EnterpriseDetectorOptions {
  /** The name of the e-mail field. */
  field: () => string;
  /** Whether the form has that field now (embedded mode, the form shown). */
  active: () => boolean;
  webAuth: () => WebAuthBase;
  /** The element's `enterpriseConnections` property. */
  given: () => readonly EnterpriseConnection[] | undefined;
  organization: () => string | undefined;
}

export class EnterpriseDetector implements ReactiveController {
  /** The connection the typed e-mail picks. */
  company: EnterpriseConnection | undefined;
  private loaded: readonly EnterpriseConnection[] = [];
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly options: EnterpriseDetectorOptions;

  constructor(host: ReactiveControllerHost & HTMLElement, options: EnterpriseDetectorOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  /** The connections that count: the property's, else the client information's once read. */
  get connections(): readonly EnterpriseConnection[] {
    return this.options.given() ?? this.loaded;
  }

  hostConnected(): void {
    this.host.addEventListener('focusin', this.onField);
    this.host.addEventListener('input', this.onField);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('focusin', this.onField);
    this.host.removeEventListener('input', this.onField);
  }

  private readonly onField = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    if (input.name !== this.options.field() || !this.options.active()) return;
    const given = this.options.given();
    loadEnterprise().then(
      async ({ enterpriseConnections, connectionForEmail }) => {
        const all = await enterpriseConnections(this.options.webAuth(), given, this.options.organization());
        if (!given) this.loaded = all;
        this.company = connectionForEmail(all, input.value);
        this.host.requestUpdate();
      },
      () => undefined,
    );
  };
}
