// <auth-provider>: the class (configuration and session for the elements inside it: finishing a redirect,
// restoring and renewing the session, logging out). No side effects: auth-provider.ts registers the tag.
import { html, nothing } from 'lit';
import type { CSSResultGroup, PropertyValues, TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { AuthError, AuthResult, SessionRenewer, UserProfile } from '../../core/index.js';
import { AuthElement, asAuthError } from '../../internal/auth-element.js';
import { AUTH_CONFIG_KEYS } from '../../internal/config.js';
import type { PartialAuthConfig } from '../../internal/config.js';
import { authConfigContext, authSessionContext, ContextProvider } from '../../internal/context.js';
import type { AuthSession } from '../../internal/context.js';
import { createAuthEvent, organizationOf, successDetail } from '../../internal/events.js';
import type { AuthSuccessEventDetail } from '../../internal/events.js';
import { chunk } from '../../internal/chunk.js';
import { loadRenewal } from '../../internal/chunks.js';
import { needsSecondFactor } from '../../internal/second-factor.js';
import type { SecondFactorError } from '../../internal/second-factor.js';
import { findRedirectResponse, findSignInElement, profileFromIdToken } from './redirect.js';
import type { RedirectResponse } from './redirect.js';
import type { StepUp } from './step-up.js';
import { providerStyles } from './auth-provider.styles.js';

/** Errors meaning "nobody is signed in at the service" (or not without the user's interaction). */
const SESSION_ENDED: ReadonlySet<string> = new Set([
  'login_required',
  'consent_required',
  'interaction_required',
]);

/** The step-up, loaded when a renewal answers `mfa_required` (declared here: it imports the chunk table). */
const loadStepUp = /* @__PURE__ */ chunk(() => import('./step-up.js'), 'the second-factor step');

/** Options of {@link AuthProvider.logout}. */
export interface ProviderLogoutOptions {
  /** Where the service sends the browser afterwards; must be an Allowed Logout URL. */
  returnTo?: string;
  /** Also log out of the social identity provider. */
  federated?: boolean;
}

/**
 * Holds the configuration and the signed-in session for the elements inside it.
 *
 * Nested elements (also inside other components' shadow roots) inherit its configuration
 * attributes; their own attributes win, key by key. On load the provider finishes a redirect: it
 * reads the authorization response from the URL once (`parseHash` for `#access_token=…`,
 * `handleRedirectCallback` for `?code=…`), removes it from the address bar and dispatches
 * `auth-success` or `auth-error`. With `restore` and no response in the URL, it asks the service
 * silently (`checkSession`) whether the user is still signed in.
 *
 * The session (user and tokens) is given to nested elements and exposed as `session`, `user` and
 * `isAuthenticated`; it is updated by `auth-success` from nested elements (a popup log-in) and renewed
 * silently before the access token expires, never more than once every 15 minutes (`no-renew` turns
 * that off).
 *
 * @summary Configuration and session for the auth elements inside it.
 *
 * @event auth-success - A redirect result in the URL was finished, or the step-up's code was verified (dispatched from the provider). `detail: { authResult, organization }` (`organization`: `{ id, name? }` from the ID token, or null). Dispatched from the sign-in element inside the provider (the first shown `<auth-login>`, `<auth-signup>` or `<auth-passwordless>`), so a listener on that element hears it, and it bubbles through the provider: each hears it once. Without a sign-in element, dispatched from the provider.
 * @event auth-error - The redirect result, a silent restore or a renewal failed. `detail: { error: AuthError }`. A redirect result's failure is dispatched from the sign-in element, as `auth-success` is.
 * @event auth-session-change - The session changed: signed in (a redirect result, a restore, a nested
 * element's sign-in), renewed, or ended (logout, an expired session). `detail: { session }` (null when ended).
 *
 * Step-up: a renewal (or restore) answered `mfa_required` (an API that needs a second factor) opens the
 * second-factor step in a modal dialog (part `mfa-dialog`, its code loaded only then): verified, the
 * tokens become the session and `auth-success` follows; Cancel or Escape keeps the session and
 * dispatches `auth-error` (`mfa_required`).
 *
 * A nested sign-in element's "Log out" (`auth-logout`, unless a listener cancels it) logs out with
 * `returnTo` set to the page's address (origin and path), which must be an Allowed Logout URL.
 *
 * @slot - The page content, with auth elements anywhere inside.
 * @csspart mfa-dialog - The step-up's modal dialog (a renewal answered `mfa_required`).
 * @csspart mfa-dialog-title - Its heading.
 * @csspart mfa-step - The second-factor step inside it (the other `mfa-*` parts as in `<auth-login>`).
 * @csspart mfa-cancel-button - Closes it without renewing.
 */
export class AuthProvider extends AuthElement {
  static override styles: CSSResultGroup = [providerStyles];

  /** Turns off the silent renewal of the session (attribute `no-renew`). */
  @property({ type: Boolean, attribute: 'no-renew' }) noRenew = false;

  /** On load, when the URL holds no redirect result, restores the session silently with `checkSession`. */
  @property({ type: Boolean }) restore = false;

  /**
   * Renewal without third-party cookies (attribute `refresh-tokens`): asks for `offline_access`, keeps
   * the refresh token in memory (`refresh-tokens="local"`: in localStorage, which survives reloads but
   * any script on the page can read) and renews with it, falling back to `checkSession`. Needs the code
   * flow. Nested elements share it. As a property, `true` is the attribute present and `false` its absence.
   */
  @property({ attribute: 'refresh-tokens' }) refreshTokens?: boolean | string | null;

  /**
   * The signed-in session, `null` when nobody is. Set by the provider itself; a page may also set it
   * (a session it kept), which nested elements then receive.
   */
  @property({ attribute: false }) override session: AuthSession | null = null;

  private readonly configProvider = new ContextProvider(this, authConfigContext);
  private readonly sessionProvider = new ContextProvider(this, authSessionContext);
  private providedConfig: PartialAuthConfig | undefined;
  private started = false;
  /** Bumped by every session change: a slower, older result never overwrites a newer one. */
  private sessionRequest = 0;
  private renewer: SessionRenewer | null = null;
  /** Counts renewal schedules: a renewer loaded after a newer schedule (or a cancel) is dropped. */
  private renewalSchedule = 0;
  /** The step-up: the second-factor step in a dialog, after a renewal answered `mfa_required` (loaded then). */
  private stepUp: StepUp | undefined;

  constructor() {
    super();
    // The provider is the source of its own session: it never takes an enclosing provider's.
    this.addEventListener('context-request', (event) => {
      if (event.context === authSessionContext && event.contextTarget === this) event.stopPropagation();
    });
    this.addEventListener('auth-success', this.onNestedSuccess);
    this.addEventListener('auth-logout', this.onNestedLogout);
  }

  /** The signed-in user's profile (from the ID token, else /userinfo), `null` when unknown. */
  get user(): UserProfile | null {
    return this.session?.user ?? null;
  }

  /** Whether someone is signed in. */
  get isAuthenticated(): boolean {
    return this.session !== null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.scheduleRenewal();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancelRenewal();
  }

  /**
   * Signs the user out: forgets the session, then sends the browser to the service's logout, which
   * returns to `returnTo` (an Allowed Logout URL) when given.
   */
  logout(options: ProviderLogoutOptions = {}): void {
    const idToken = this.session?.authResult.idToken;
    this.setSession(null);
    const logoutOptions: { returnTo?: string; federated?: boolean; idTokenHint?: string } = {};
    // RP-Initiated Logout at another OpenID Provider names the session's ID token.
    if (this.config.issuer !== undefined && idToken) logoutOptions.idTokenHint = idToken;
    if (options.returnTo !== undefined) logoutOptions.returnTo = options.returnTo;
    if (options.federated) logoutOptions.federated = true;
    this.webAuth.logout(logoutOptions);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const config = this.config;
    if (!sameConfig(config, this.providedConfig)) {
      this.providedConfig = config;
      this.configProvider.setValue(config);
    }
    this.sessionProvider.setValue(this.session);
    if (changed.has('session') || changed.has('noRenew')) this.scheduleRenewal();
  }

  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    if (this.started) return;
    this.started = true;
    void this.start();
  }

  protected override render(): TemplateResult {
    return html`<slot></slot>${this.stepUp?.render() ?? nothing}`;
  }

  /** Finishes a redirect result in the URL; else, with `restore`, asks the service silently. */
  private async start(): Promise<void> {
    const response = typeof location === 'undefined' ? null : findRedirectResponse(location.href);
    if (response) {
      await this.finishRedirect(response);
      return;
    }
    if (this.restore) await this.restoreSession();
  }

  private async finishRedirect(response: RedirectResponse): Promise<void> {
    // Remove it first: a reload, a second provider or a reconnection never reads it again.
    history.replaceState(history.state, '', response.cleanUrl);
    const request = ++this.sessionRequest;
    let authResult: AuthResult | null;
    try {
      const webAuth = this.webAuth;
      authResult =
        response.kind === 'code'
          ? await webAuth.handleRedirectCallback({ url: response.url })
          : await webAuth.parseHash({ hash: response.hash });
    } catch (caught) {
      // From the sign-in element too, as a success is: it may say more (a join that failed).
      this.fail(caught, findSignInElement(this));
      return;
    }
    if (!authResult) return;
    const session = await this.sessionFrom(authResult);
    if (request !== this.sessionRequest) return;
    this.setSession(session);
    await this.updateComplete;
    // Dispatched from the sign-in element on the page, if there is one, so listeners on it hear it
    // (onauth-success on <auth-login>); it bubbles through the provider, whose listeners hear it once too.
    const target = findSignInElement(this);
    if (target) target.dispatchEvent(createAuthEvent('auth-success', successDetail(authResult)));
    else this.emit('auth-success', successDetail(authResult));
  }

  /** On load: is the user still signed in at the service? `login_required` means no, silently. */
  private async restoreSession(): Promise<void> {
    const request = ++this.sessionRequest;
    let authResult: AuthResult;
    try {
      // With refresh tokens, a kept one restores the session without the service's cookie.
      authResult = await (this.config.refreshTokens !== undefined
        ? this.webAuth.renewTokens()
        : this.webAuth.checkSession({ organization: this.config.organization }));
    } catch (caught) {
      if (request !== this.sessionRequest) return;
      const error = asAuthError(caught);
      if (needsSecondFactor(error)) this.showStepUp(error);
      else if (!SESSION_ENDED.has(error.code)) this.fail(error);
      return;
    }
    const session = await this.sessionFrom(authResult);
    if (request === this.sessionRequest) this.setSession(session);
  }

  private async sessionFrom(authResult: AuthResult): Promise<AuthSession> {
    let user = profileFromIdToken(authResult.idTokenPayload);
    if (!user && authResult.accessToken) {
      try {
        user = await this.webAuth.client.userInfo(authResult.accessToken);
      } catch {
        // The tokens are good even when the profile can't be read (an access token for another API).
        user = null;
      }
    }
    return { user, authResult };
  }

  private setSession(session: AuthSession | null): void {
    this.sessionRequest++;
    const changed = session !== this.session;
    this.session = session;
    if (session === null) this.cancelRenewal();
    if (changed) this.emit('auth-session-change', { session });
  }

  private fail(caught: unknown, target?: HTMLElement | null): void {
    const error: AuthError = asAuthError(caught);
    if (error.code === 'request_error') console.error(caught);
    (target ?? this).dispatchEvent(createAuthEvent('auth-error', { error }));
  }

  /**
   * (Re)starts the silent renewal for the current session (./renewal.ts). Its code is loaded then: a
   * page nobody is signed in on never downloads it, and a failed download is an `auth-error` with
   * `network_error`.
   */
  private scheduleRenewal(): void {
    this.cancelRenewal();
    const session = this.session;
    if (this.noRenew || !this.isConnected || session === null) return;
    const scheduled = this.renewalSchedule;
    loadRenewal().then(
      ({ startRenewal }) => {
        if (scheduled !== this.renewalSchedule) return;
        try {
          this.renewer = startRenewal(this.webAuth, session.authResult, {
            refreshTokens: this.config.refreshTokens !== undefined,
            // The organization the session is bound to (its ID token's), else the configured one.
            checkSessionOptions: {
              organization: organizationOf(session.authResult)?.id ?? this.config.organization,
            },
            onRenew: (authResult) => this.adopt(authResult),
            onError: (error) => this.onRenewalFailed(error),
          });
        } catch (caught) {
          // An incomplete configuration: nothing to renew with.
          this.fail(caught);
        }
      },
      (error: unknown) => this.fail(error),
    );
  }

  private cancelRenewal(): void {
    this.renewalSchedule++;
    this.renewer?.stop();
    this.renewer = null;
  }

  /** Makes `authResult` the session, unless a newer change comes first. */
  private adopt(authResult: AuthResult): void {
    const request = ++this.sessionRequest;
    void this.sessionFrom(authResult).then((session) => {
      if (request === this.sessionRequest) this.setSession(session);
    });
  }

  /**
   * The step-up for `error` (one at a time), its code loaded first: a failed download is an `auth-error`
   * with `network_error`.
   */
  private showStepUp(error: SecondFactorError): void {
    loadStepUp().then(
      ({ StepUp }) => {
        this.stepUp ??= new StepUp(this, {
          webAuth: () => this.webAuth,
          strings: () => this.localized,
          idPrefix: this.lightForm.id('step-up'),
          failed: (failure) => this.fail(failure),
          // The step's code: a failed fetch is dispatched as `auth-error`.
          run: (task, options) => this.run(task, options),
          verified: (authResult) => {
            this.adopt(authResult);
            this.emit('auth-success', successDetail(authResult));
          },
          renew: () =>
            void this.webAuth.renewTokens().then(
              (r) => this.adopt(r),
              (e) => this.onRenewalFailed(asAuthError(e)),
            ),
        });
        void this.stepUp.show(error);
      },
      (failure: unknown) => this.fail(failure),
    );
  }

  private onRenewalFailed(error: AuthError): void {
    // An API that needs a second factor: the step-up, in the provider's dialog.
    if (needsSecondFactor(error)) {
      this.showStepUp(error);
      return;
    }
    // The session ended at the service: signed out. Any other failure: keep the tokens (they may
    // still be valid); the renewer tries again after the interval.
    if (SESSION_ENDED.has(error.code)) this.setSession(null);
    this.fail(error);
  }

  /** A nested element (a popup log-in) signed the user in: adopt its tokens (not the provider's own result). */
  private readonly onNestedSuccess = (event: CustomEvent<AuthSuccessEventDetail>): void => {
    if (event.composedPath()[0] === this) return;
    const authResult = event.detail?.authResult;
    if (authResult && authResult !== this.session?.authResult) this.adopt(authResult);
  };

  /** "Log out" in a nested element's signed-in state: log out, back to this page, unless a listener cancelled. */
  private readonly onNestedLogout = (event: Event): void => {
    if (event.defaultPrevented || event.composedPath()[0] === this) return;
    const page = new URL(location.href);
    this.logout({ returnTo: `${page.origin}${page.pathname}` });
  };
}

function sameConfig(a: PartialAuthConfig, b: PartialAuthConfig | undefined): boolean {
  return b !== undefined && AUTH_CONFIG_KEYS.every((key) => a[key] === b[key]);
}

/** Detail of `auth-session-change`: the provider's session after the change (null when it ended). */
export interface AuthSessionChangeEventDetail {
  session: AuthSession | null;
}

declare module '../../internal/events.js' {
  interface AuthEventDetailMap {
    'auth-session-change': AuthSessionChangeEventDetail;
  }
}
