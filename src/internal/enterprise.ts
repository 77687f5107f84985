// Enterprise sign-in in `<auth-login>` and `<auth-signup>`, loaded on demand (./chunks.ts `loadEnterprise`,
// by ./enterprise-detect.ts) when the user first focuses the e-mail field: the client's enterprise
// connections (the page's `enterpriseConnections` property, else the core's client information,
// src/core/lib/client-info.ts, read once per client) and the connection the field's domain picks, checked at
// every input against what was read (no request per keystroke). A failure to read them leaves the form as
// it is (no enterprise detection) and says so in the console, once.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { leavingPage } from '../core/lib/navigate.js';
import { loadClientInfo } from '../core/lib/on-demand.js';
import { contextOf } from '../core/web-auth-base.js';
import type { WebAuthBase } from '../core/web-auth-base.js';
import type { EnterpriseConnection } from '../core/lib/client-info.js';

export type { EnterpriseConnection };

/** What the detector asks its host. */
export interface EnterpriseDetectorOptions {
  /** The name of the e-mail field. */
  field: () => string;
  webAuth: () => WebAuthBase;
  /** The element's `enterpriseConnections` property. */
  given: () => readonly EnterpriseConnection[] | undefined;
  organization: () => string | undefined;
}

let hinted = false;

/**
 * The connections that count: `given` (the page's property) as they are, else the client information's.
 * With an `organization`, the client information cannot say which are enabled for it: none count then
 * (the hosted page, given the e-mail, decides). Never rejects: `[]` when they cannot be read.
 */
async function enterpriseConnections(
  webAuth: WebAuthBase,
  given: readonly EnterpriseConnection[] | undefined,
  organization: string | undefined,
): Promise<readonly EnterpriseConnection[]> {
  if (given) return given;
  if (organization) return [];
  const ctx = contextOf(webAuth);
  try {
    const { loadEnterpriseConnections } = await loadClientInfo();
    return await loadEnterpriseConnections(ctx);
  } catch (error) {
    if (!hinted) {
      hinted = true;
      console.warn(
        `auth-elements: the client information (${ctx.config.origin}/client/${ctx.config.clientID}.js) could not be read, so e-mail addresses are not matched to a company's sign-in. Where a Content Security Policy forbids it, give the element its enterpriseConnections property.`,
        error,
      );
    }
    return [];
  }
}

/** The connection whose `domain` (or alias) is exactly the e-mail's domain, lower-cased; no sub-domains. */
export function connectionForEmail(
  connections: readonly EnterpriseConnection[],
  email: string,
): EnterpriseConnection | undefined {
  const domain = /^[^\s@]+@([^\s@]+)$/.exec(email.trim())?.[1]?.toLowerCase();
  if (!domain) return undefined;
  return connections.find((connection) => connection.domains.some((d) => d.toLowerCase() === domain));
}

/** The enterprise connection the host's e-mail field picks, updated at every input (and focus). */
export class EnterpriseDetector implements ReactiveController {
  /** The connection the typed e-mail picks. */
  company: EnterpriseConnection | undefined;
  private loaded: readonly EnterpriseConnection[] = [];
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly options: EnterpriseDetectorOptions;

  /** Attaches to `host` and checks `input` (the field whose focus loaded this) at once. */
  constructor(
    host: ReactiveControllerHost & HTMLElement,
    options: EnterpriseDetectorOptions,
    input: HTMLInputElement,
  ) {
    this.host = host;
    this.options = options;
    host.addController(this);
    this.check(input);
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
    if (input.name === this.options.field()) this.check(input);
  };

  /**
   * Sends the user to the company's sign-in (`/authorize` with the connection and `login_hint`), this page's
   * address keeping the e-mail as its `login_hint` (read on arrival, ./switch-view.ts `pageLoginHint`) for
   * coming back. Never settles: the page is leaving.
   */
  redirect(email: string): Promise<never> {
    const url = new URL(location.href);
    url.searchParams.set('login_hint', email);
    history.replaceState(history.state, '', url);
    this.options.webAuth().authorize({ connection: this.company!.name, loginHint: email });
    return leavingPage();
  }

  private check(input: HTMLInputElement): void {
    const given = this.options.given();
    let webAuth;
    try {
      webAuth = this.options.webAuth();
    } catch {
      // No client to ask (e.g. no `domain` yet): nothing is matched; the form says what is missing on submit.
      return;
    }
    void enterpriseConnections(webAuth, given, this.options.organization()).then((all) => {
      if (!given) this.loaded = all;
      this.company = connectionForEmail(all, input.value);
      this.host.requestUpdate();
    });
  }
}
