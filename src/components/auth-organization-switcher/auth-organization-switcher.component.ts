// <auth-organization-switcher>: the class (the signed-in user's current organization, and a menu to switch
// to another of theirs by a new authorization). No side effects: auth-organization-switcher.ts registers it.
import { html, nothing } from 'lit';
import type { CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AuthResult } from '../../core/index.js';
import { MyOrganization } from '../../core/my-organization.js';
import { leavingPage } from '../../core/lib/navigate.js';
import { popupOf } from '../../core/popup.js';
import { myOrganizationApi, SilentToken } from '../../internal/account-token.js';
import { AuthElement, Status } from '../../internal/auth-element.js';
import { organizationOf, successDetail } from '../../internal/events.js';
import type { AuthOrganization } from '../../internal/events.js';
import { focusAfterUpdate } from '../../internal/focus.js';
import { hostStyles } from '../../internal/styles.js';
import { switcherStyles } from './auth-organization-switcher.styles.js';

/** An organization the page says the user belongs to (the real service gives a browser no such list). */
export interface SwitcherOrganization {
  /** The organization's id (`org_…`). */
  id: string;
  /** Its name. */
  name?: string;
  /** The name to show, before `name`. */
  display_name?: string;
  /** A logo to show beside it. */
  logo_url?: string;
}

/** How the switch signs in again: `redirect` (default) or `popup`. */
export type SwitchMode = 'redirect' | 'popup';

/** Detail of `auth-organization-changed`. */
export interface AuthOrganizationChangedEventDetail {
  /** The organization chosen; `null` for the personal account, or the service's picker (`choose`). */
  organization: SwitcherOrganization | null;
  /** "Choose another organization": the service's post-login picker asks which one. */
  choose: boolean;
}

/** The My Organization API scope the switcher reads the current organization's details with. */
export const SWITCHER_SCOPES = 'read:my_org:details';

/** What the switcher shows of an organization. */
interface Shown {
  name: string;
  logo?: string | undefined;
}

/**
 * The signed-in user's current organization, and a menu to switch to another of theirs.
 *
 * It shows the organization of the session's ID token (`org_id`, `org_name`), with its display name and
 * logo from the My Organization API (`GET /my-org/details`, `read:my_org:details`) where a token for it
 * comes silently (else the `myOrganizationToken` property's); a session without one shows "Personal
 * account". Switching is a new authorization with `organization` (by redirect, finished by the enclosing
 * `<auth-provider>`, or in a popup with `mode="popup"`), never a token refresh: the service checks the
 * membership and the new ID token carries the organization.
 *
 * The real service gives a browser no list of a user's organizations: set `organizations` from the app's
 * backend (the Management API's `GET /api/v2/users/{id}/organizations`) to list them. Without a list the
 * menu offers "Choose another organization", an authorization without `organization`, where the service's
 * post-login picker asks (client setting `organization_require_behavior: post_login_prompt`). With
 * `allow-personal` (a client that allows logging in without an organization, a setting browsers cannot
 * see) the menu offers "Personal account".
 *
 * Keyboard: the button opens the menu (Enter, Space, Arrow Down; Arrow Up from the end); in the menu the
 * arrow keys, Home and End move, Enter or Space chooses, Escape and Tab close it.
 *
 * @summary The current organization, and a menu to switch to another one.
 *
 * @event auth-organization-changed - The user chose an organization (or the personal account, or the service's picker), before the new authorization starts. Cancelable: the page then switches itself. `detail: { organization, choose }` (`organization`: the chosen `{ id, name?, display_name?, logo_url? }`, or null).
 * @event auth-success - `mode="popup"`: the switch finished. `detail: { authResult, organization }`.
 * @event auth-error - The switch failed (the service refused the organization, a closed popup). `detail: { error: AuthError }`.
 *
 * @csspart trigger - The button showing the current organization; it opens the menu.
 * @csspart logo - The organization's logo (an `<img>`), or its initial.
 * @csspart name - The organization's name in the button.
 * @csspart menu - The menu (`role="menu"`).
 * @csspart option - Each organization in the menu (`role="menuitemradio"`); also `option-current` for the current one.
 * @csspart personal - "Personal account" (`role="menuitemradio"`).
 * @csspart choose-another - "Choose another organization" (`role="menuitem"`).
 * @csspart separator - The line before the menu's last entries.
 * @csspart error - The error message region (`role="alert"`).
 * @csspart status - "Switching to …" while the switch runs (`role="status"`).
 *
 * Theme tokens: every `--auth-*` of src/internal/styles.ts (copied into the manifest entry).
 */
export class AuthOrganizationSwitcher extends AuthElement {
  static override styles: CSSResultGroup = [hostStyles, switcherStyles];

  /**
   * The user's organizations, from the app's backend: `[{ id, name?, display_name?, logo_url? }]`. Default
   * none: the menu offers the service's picker instead.
   */
  @property({ attribute: false }) organizations: SwitcherOrganization[] = [];

  /** Offer "Personal account" (attribute `allow-personal`): the client allows logging in without an organization. */
  @property({ type: Boolean, attribute: 'allow-personal' }) allowPersonal = false;

  /** `redirect` (default) or `popup`: how the switch signs in again. */
  @property() mode: SwitchMode = 'redirect';

  /**
   * A My Organization API token (`read:my_org:details`) for the current organization. Default: none; the
   * element then asks one silently, and shows the ID token's names when none comes.
   */
  @property({ attribute: false }) myOrganizationToken?: string;

  protected override errorScope = 'organization';

  @state() private open = false;
  /** The current organization's details, by its id, once read. */
  @state() private details: { id: string; name?: string; logo?: string } | null = null;
  @state() private loading = false;
  /** The organization being switched to (its name), while the switch runs. */
  @state() private target = '';

  private readonly token = new SilentToken(
    myOrganizationApi(SWITCHER_SCOPES, () => this.current?.id),
    () => this.webAuth,
  );
  private detailsRequest = 0;

  /** The organization of the session's ID token, `null` for none. */
  private get current(): AuthOrganization | null {
    return organizationOf(this.session?.authResult);
  }

  private entry(id: string | undefined): SwitcherOrganization | undefined {
    return this.organizations.find((candidate) => candidate.id === id);
  }

  private shown(organization: SwitcherOrganization | AuthOrganization): Shown {
    const entry = this.entry(organization.id) ?? (organization as SwitcherOrganization);
    const details = this.details?.id === organization.id ? this.details : null;
    return {
      name: details?.name ?? entry.display_name ?? entry.name ?? organization.name ?? organization.id,
      logo: details?.logo ?? entry.logo_url,
    };
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const id = this.current?.id;
    if (id && this.details?.id !== id && !this.loading) void this.readDetails(id);
  }

  /** The current organization's display name and logo (My Organization `GET /details`), when the token allows. */
  private async readDetails(id: string): Promise<void> {
    const request = ++this.detailsRequest;
    this.loading = true;
    let details: { id: string; name?: string; logo?: string } = { id };
    try {
      const user = this.session?.user?.sub ?? '';
      const read = await this.token.use(
        this.config.domain,
        `${id} ${user}`,
        (token, origin) => new MyOrganization({ domain: origin, token }).getDetails(),
        this.myOrganizationToken,
      );
      details = {
        id,
        ...(read.display_name || read.name ? { name: read.display_name || read.name } : {}),
        ...(read.branding?.logo_url ? { logo: read.branding.logo_url } : {}),
      };
    } catch {
      // No token for it (no consent, no permission): the ID token's names are shown.
    }
    if (request !== this.detailsRequest) return;
    this.details = details;
    this.loading = false;
  }

  protected override render(): TemplateResult {
    const current = this.current;
    const signedIn = this.session !== null;
    const shown: Shown = current
      ? this.shown(current)
      : { name: signedIn ? this.t('orgPersonal') : this.t('orgSignedOut') };
    const pending = this.status === Status.PENDING;
    return html`<button
        type="button"
        class="auth-button"
        part="trigger"
        aria-haspopup="menu"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="menu"
        aria-label=${signedIn ? this.t('orgCurrent', { organization: shown.name }) : nothing}
        aria-disabled=${signedIn && !pending ? 'false' : 'true'}
        aria-busy=${this.loading || pending ? 'true' : 'false'}
        @click=${this.onTriggerClick}
        @keydown=${this.onTriggerKey}
      >
        ${signedIn ? this.renderLogo(shown) : nothing}<span part="name">${shown.name}</span>
        ${
          this.loading || pending
            ? html`<span class="auth-progress" aria-hidden="true"></span>`
            : html`<span class="chevron" aria-hidden="true"></span>`
        }
      </button>
      <div
        part="menu"
        role="menu"
        id="menu"
        aria-label=${this.t('orgMenuLabel')}
        ?hidden=${!this.open}
        @keydown=${this.onMenuKey}
        @focusout=${this.onFocusOut}
      >
        ${this.open ? this.renderMenuItems(current) : nothing}
      </div>
      ${this.renderError()}
      <p part="status" role="status">
        ${pending ? this.t('orgSwitching', { organization: this.target }) : ''}
      </p>`;
  }

  private renderLogo({ name, logo }: Shown): TemplateResult {
    return logo
      ? html`<img part="logo" src=${logo} alt="" />`
      : html`<span part="logo" aria-hidden="true">${Array.from(name)[0]?.toUpperCase() ?? ''}</span>`;
  }

  private renderMenuItems(current: AuthOrganization | null): TemplateResult {
    const list =
      this.organizations.some((entry) => entry.id === current?.id) || !current
        ? this.organizations
        : [{ id: current.id, ...(current.name ? { name: current.name } : {}) }, ...this.organizations];
    const check = html`<span class="check" aria-hidden="true">✓</span>`;
    const extra = this.allowPersonal || this.organizations.length === 0;
    return html`${list.map((entry) => {
      const selected = entry.id === current?.id;
      const shown = this.shown(entry);
      return html`<button
        type="button"
        role="menuitemradio"
        part=${selected ? 'option option-current' : 'option'}
        aria-checked=${selected ? 'true' : 'false'}
        tabindex="-1"
        @click=${() => this.choose(entry)}
      >
        ${this.renderLogo(shown)}<span class="label">${shown.name}</span>${selected ? check : nothing}
      </button>`;
    })}
    ${extra && list.length > 0 ? html`<hr part="separator" />` : nothing}
    ${
      this.allowPersonal
        ? html`<button
            type="button"
            role="menuitemradio"
            part="personal"
            aria-checked=${current ? 'false' : 'true'}
            tabindex="-1"
            @click=${() => this.choose(null)}
          >
            <span class="label">${this.t('orgPersonal')}</span>${current ? nothing : check}
          </button>`
        : nothing
    }
    ${
      this.organizations.length === 0
        ? html`<button
            type="button"
            role="menuitem"
            part="choose-another"
            tabindex="-1"
            @click=${() => this.choose(null, true)}
          >
            <span class="label">${this.t('orgChooseAnother')}</span>
          </button>`
        : nothing
    }`;
  }

  private items(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
  }

  private async show(focus: 'first' | 'last' | 'current'): Promise<void> {
    if (this.session === null || this.status === Status.PENDING) return;
    this.open = true;
    await this.updateComplete;
    const items = this.items();
    const target =
      focus === 'last'
        ? items.at(-1)
        : focus === 'current'
          ? (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0])
          : items[0];
    target?.focus();
  }

  private close(refocus: boolean): void {
    if (!this.open) return;
    this.open = false;
    if (refocus) void focusAfterUpdate(this, '[part~="trigger"]');
  }

  private readonly onTriggerClick = (): void => {
    if (this.open) this.close(false);
    else void this.show('current');
  };

  private readonly onTriggerKey = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void this.show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  private readonly onMenuKey = (event: KeyboardEvent): void => {
    const items = this.items();
    const index = items.indexOf(this.renderRoot.querySelector<HTMLElement>(':focus') ?? items[0]!);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      this.close(true);
      return;
    } else if (event.key === 'Tab') {
      this.close(false);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  /** The focus left the element (a click elsewhere, Tab): the menu closes. */
  private readonly onFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget as Node | null;
    if (!to || !this.renderRoot.contains(to)) this.close(false);
  };

  /**
   * Switches to `organization` (`null`: none, for the personal account or the service's picker): after
   * `auth-organization-changed` (unless cancelled), a new authorization with `organization`, by redirect or
   * in a popup (opened in the click's task: browsers open a window only during the user's activation).
   */
  private choose(organization: SwitcherOrganization | null, choose = false): void {
    this.close(true);
    if (!choose && (organization?.id ?? null) === (this.current?.id ?? null)) return;
    const detail = { organization, choose };
    if (!this.emit('auth-organization-changed', detail, { cancelable: true })) return;
    this.target = organization
      ? this.shown(organization).name
      : choose
        ? this.t('orgChooseAnother')
        : this.t('orgPersonal');
    // An empty `organization` leaves out a configured one: the service then asks, or logs in without one.
    const options = { organization: organization?.id ?? '' };
    if (this.mode === 'popup') {
      void this.run(() => popupOf(this.webAuth).authorize(options)).then((outcome) => {
        if (outcome.outcome !== 'success') return;
        this.switched(outcome.value);
      });
      return;
    }
    void this.run(() => {
      this.webAuth.authorize(options);
      // The page is leaving: pending until it is gone.
      return leavingPage();
    });
  }

  private switched(authResult: AuthResult): void {
    // The session the provider will take from `auth-success`; shown at once (also without a provider).
    this.session = { user: this.session?.user ?? null, authResult };
    this.emit('auth-success', successDetail(authResult));
  }
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-organization-changed': AuthOrganizationChangedEventDetail;
  }
}
