// The account screens' shared controller (<auth-profile>, <api-permissions-editor>): one vocabulary for
// what both do. `started`/`start()`: nothing is requested while the element is hidden (`hidden`,
// `display: none` on it or an ancestor) or not connected; until it starts, a ResizeObserver (its box
// appears) and a MutationObserver of `hidden`, `style` and `class` in the document (which also works in
// a page the browser does not render, such as a background tab) ask again, and `checkVisibility()` says
// whether it is rendered; once it has been visible, or was asked to load, it stays started. `source`: where and for whom the screen reads (domain, client, the token the
// page gave, the session's subject); `sourceChanged()` forgets the kept Management token when it
// changes. `perform(operation, task, onSuccess)`: runs one operation with the Management API token,
// tracks `operation`, and lets the host explain a failure from the token it used. The token: the one
// the page gave, used as is; else one asked silently (`webAuth.checkSession({audience:
// '{origin}/api/v2/', scope, responseType: 'token'})`) and kept until shortly before it expires, for
// the same source; a kept token the service no longer accepts (`invalid_token`) is replaced once
// (SilentToken, account-token.ts). `withMyAccountToken(send)`: the same for the My Account API (`{origin}/me/`,
// MY_ACCOUNT_SCOPES), with the My Account token the page gave (`source.myAccountToken`), else one
// asked silently when the page gave no Management token either (`offersMyAccount`).
// `notify()`/`noticeText()`: the confirmation after a success (cleared when an operation starts).
// "Grant access": when the silent token request answers that the user has not allowed this page
// (`consent_required`, `interaction_required`) or must log in again (`login_required`), both screens
// explain it in the same words (`consentText()`), offer one button (`offersGrant()`,
// `renderGrantButton()`), and `grant()` logs in again in a popup asking for the screen's scopes (or,
// `grantMyAccount()`, the My Account scopes); the service records the consent and the screen keeps
// the token the popup returns. While the host has
// unsaved changes, the page asks before unloading (`beforeunload`).
import { html } from 'lit';
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { AuthError, Management } from '../core/index.js';
import type { PopupAuthorizeOptions, WebAuth } from '../core/index.js';
import { managementApi, MY_ACCOUNT_API, SilentToken } from './account-token.js';
import type { RunOptions, RunOutcome } from './operation-controller.js';
import type { AuthSession } from './context.js';
import type { StringKey } from './i18n.js';

type Translate = (key: StringKey, values?: Readonly<Record<string, string | number>>) => string;

/** Where and for whom an account screen reads: a change forgets the kept token. */
export interface AccountSource {
  /** The configured `domain`. */
  readonly domain: string | undefined;
  /** The configured `client-id`. */
  readonly clientID: string | undefined;
  /** The Management token the page gave, if any. */
  readonly token: string | undefined;
  /** The signed-in session's subject (`sub`), if any. */
  readonly subject: string | undefined;
  /** The My Account token the page gave, if any. */
  readonly myAccountToken?: string | undefined;
}

/** What an operation used, to explain a refusal (which permission its token lacks). */
export interface OperationUse<Op extends string> {
  readonly operation: Op;
  /** The token it called the Management API with (none when it failed before). */
  token?: string;
  /** A request that removes something (it may need a delete permission too). */
  removes?: boolean;
}

export { managementAudience, myAccountAudience, TOKEN_MARGIN_MS } from './account-token.js';

/** Calls the Management API with the screen's token (`removes`: the request removes something). */
export type ManagementCall = <R>(
  request: (management: Management, token: string) => Promise<R>,
  removes?: boolean,
) => Promise<R>;

/** What the controller reads from its element (closures over its protected state). */
export interface AccountScreenHooks<Op extends string> {
  /** The Management API scopes asked for when the element gets its own token (space-separated). */
  readonly scopes: string;
  readonly source: () => AccountSource;
  readonly webAuth: () => WebAuth;
  /** The element's `run` (status, error, stale results: see OperationController). */
  readonly run: <T>(task: () => Promise<T>, options?: RunOptions) => Promise<RunOutcome<T>>;
  /** Whether an operation is in progress. */
  readonly pending: () => boolean;
  /** Whether there are unsaved changes (the page then warns before unloading). */
  readonly unsaved: () => boolean;
  /** Attaches the element's explanation to a failed operation's error (see `withExplanation`). */
  readonly explain?: (error: AuthError, use: OperationUse<Op>) => void;
  /** Called as an operation starts. */
  readonly starting?: (operation: Op) => void;
  /** Codes for which "Grant access" is offered besides {@link GRANT_CODES}. */
  readonly grantCodes?: readonly string[];
}

/** Codes of the silent token request that mean the user has not allowed this page yet. */
const CONSENT_CODES: readonly (string | undefined)[] = ['consent_required', 'interaction_required'];

/** Codes of the silent token request that "Grant access" resolves. */
const GRANT_CODES: readonly (string | undefined)[] = [...CONSENT_CODES, 'login_required'];

/** The "Grant access" button (part `grant-button`), in a paragraph of class `grant`. */
export function renderGrantButton(t: Translate, onGrant: () => void, disabled = false): TemplateResult {
  return html`<p class="grant">
    <button type="button" class="auth-button" part="grant-button" ?disabled=${disabled} @click=${onGrant}>
      ${t('grantAccess')}
    </button>
  </p>`;
}

/** The subject of a session: its ID token's `sub`, else its user's. */
export function sessionSubject(session: AuthSession | null): string | undefined {
  const sub = session?.authResult.idTokenPayload?.sub ?? session?.user?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

/**
 * The source of an element configured with `config`, given `token` (and `myAccountToken`) and signed
 * in as `session`.
 */
export function accountSource(
  config: { readonly domain?: string; readonly clientID?: string },
  token: string | undefined,
  session: AuthSession | null,
  myAccountToken?: string,
): AccountSource {
  return {
    domain: config.domain,
    clientID: config.clientID,
    token,
    subject: sessionSubject(session),
    myAccountToken,
  };
}

/** Whether `element` is rendered (not `display: none` itself or through an ancestor). */
export function isRendered(element: Element): boolean {
  if (!element.isConnected) return false;
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;
}

export class AccountScreen<Op extends string> implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #hooks: AccountScreenHooks<Op>;
  /** The Management token asked with checkSession or the consent popup, for the source's key. */
  readonly #management: SilentToken;
  /** The same for the My Account API. */
  readonly #myAccount: SilentToken;
  #sourceKey: string | null = null;
  #operation: Op | null = null;
  #notice: { readonly key: StringKey; readonly values: Readonly<Record<string, string>> } | null = null;
  /** Whether the `beforeunload` listener is on. */
  #guarding = false;
  /** Whether it has been visible, or was asked to start. */
  #open = false;
  #resizes: ResizeObserver | null = null;
  #mutations: MutationObserver | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, hooks: AccountScreenHooks<Op>) {
    this.#host = host;
    this.#hooks = hooks;
    this.#management = new SilentToken(managementApi(hooks.scopes), hooks.webAuth);
    this.#myAccount = new SilentToken(MY_ACCOUNT_API, hooks.webAuth);
    host.addController(this);
  }

  /** `unsaved` is read after every update of the host. */
  hostUpdated(): void {
    this.#guard(this.#hooks.unsaved());
  }

  hostConnected(): void {
    if (this.#open || this.#resizes) return;
    this.#resizes = new ResizeObserver(this.#check);
    this.#resizes.observe(this.#host);
    this.#mutations = new MutationObserver(this.#check);
    this.#mutations.observe(this.#host.ownerDocument, {
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden', 'style', 'class'],
    });
  }

  hostDisconnected(): void {
    this.#stopObserving();
    this.#guard(false);
  }

  readonly #check = (): void => {
    if (!this.#open && isRendered(this.#host)) this.start();
  };

  #stopObserving(): void {
    this.#resizes?.disconnect();
    this.#resizes = null;
    this.#mutations?.disconnect();
    this.#mutations = null;
  }

  #guard(on: boolean): void {
    const wanted = on && this.#host.isConnected;
    if (wanted === this.#guarding) return;
    this.#guarding = wanted;
    if (wanted) window.addEventListener('beforeunload', this.#onBeforeUnload);
    else window.removeEventListener('beforeunload', this.#onBeforeUnload);
  }

  readonly #onBeforeUnload = (event: BeforeUnloadEvent): void => {
    // Asks the browser to confirm leaving the page (its own wording; pages cannot set the text).
    event.preventDefault();
    event.returnValue = '';
  };

  /** Whether the element may make requests: it has been visible, or was asked to load. */
  get started(): boolean {
    if (!this.#open && isRendered(this.#host)) {
      this.#open = true;
      this.#stopObserving();
    }
    return this.#open;
  }

  /** Starts now, visible or not (the element's public `load()`); updates the host. */
  start(): void {
    if (this.#open) return;
    this.#open = true;
    this.#stopObserving();
    this.#host.requestUpdate();
  }

  /** The operation in progress, or the last one (whose failure or notice is shown). */
  get operation(): Op | null {
    return this.#operation;
  }

  set operation(operation: Op | null) {
    this.#operation = operation;
    this.#host.requestUpdate();
  }

  /** The confirmation the status region shows after an operation succeeded, if any. */
  noticeText(t: Translate): string | null {
    return this.#notice ? t(this.#notice.key, this.#notice.values) : null;
  }

  /** Shows `key` (with its placeholders' `values`) as the notice; `null` clears it. */
  notify(key: StringKey | null, values: Readonly<Record<string, string>> = {}): void {
    if (key === null && this.#notice === null) return;
    this.#notice = key === null ? null : { key, values };
    this.#host.requestUpdate();
  }

  /** Whether an operation is in progress. */
  get busy(): boolean {
    return this.#hooks.pending();
  }

  /** Whether `operation` is in progress. */
  busyWith(operation: Op): boolean {
    return this.busy && this.#operation === operation;
  }

  /** Whether the page gave the token (the element then never asks for one, nor offers "Grant access"). */
  get tokenGiven(): boolean {
    return !!this.#hooks.source().token?.trim();
  }

  /** The current {@link AccountSource} as a key. */
  get sourceKey(): string {
    const { domain, clientID, token, subject, myAccountToken } = this.#hooks.source();
    // An undefined member is written as `null`.
    return JSON.stringify([domain, clientID, token, subject, myAccountToken]);
  }

  /** Whether the source changed since the last call; if so, the kept token is forgotten (call it in `willUpdate`). */
  sourceChanged(): boolean {
    const key = this.sourceKey;
    if (key === this.#sourceKey) return false;
    this.#sourceKey = key;
    this.#management.forget();
    this.#myAccount.forget();
    return true;
  }

  /**
   * Runs `operation`: `task` calls the Management API through `call` (with the given or kept token,
   * else one asked with checkSession); `onSuccess` gets its value. A failure is shown by the element,
   * with its explanation attached (`explain` hook) from the token the operation used.
   */
  async perform<T>(
    operation: Op,
    task: (call: ManagementCall) => Promise<T>,
    onSuccess: (value: T) => void,
    options?: RunOptions,
  ): Promise<void> {
    this.operation = operation;
    this.notify(null);
    this.#hooks.starting?.(operation);
    const source = this.#hooks.source();
    const key = this.sourceKey;
    const use: OperationUse<Op> = { operation };
    const call: ManagementCall = (send, removes = false) => {
      use.removes = removes;
      return this.#call(source, key, (management, token) => {
        use.token = token;
        return send(management, token);
      });
    };
    const result = await this.#hooks.run(async () => {
      try {
        return await task(call);
      } catch (caught) {
        if (caught instanceof AuthError) this.#hooks.explain?.(caught, use);
        throw caught;
      }
    }, options);
    if (result.outcome === 'success') onSuccess(result.value);
  }

  /** Whether "Grant access" resolves `code` (only for a token the element got itself). */
  offersGrant(code: string | undefined): boolean {
    return (
      !this.tokenGiven && (GRANT_CODES.includes(code) || (!!code && !!this.#hooks.grantCodes?.includes(code)))
    );
  }

  /** The explanation of a missing consent (the same in every account screen, with what to do), or `null`. */
  consentText(code: string | undefined, t: Translate): string | null {
    return CONSENT_CODES.includes(code) && !this.tokenGiven
      ? `${t('consentRequired')} ${t('grantAccessHint')}`
      : null;
  }

  /**
   * "Grant access" (call it within the click: browsers block popups opened after an `await`): logs in
   * again in a popup asking for the screen's scopes on the Management API, which the service records
   * as consented, keeps the token it returns, then calls `granted`.
   */
  grant(grantOperation: Op, popup: PopupAuthorizeOptions, granted: () => void): void {
    if (this.busy) return;
    const key = this.sourceKey;
    const { domain } = this.#hooks.source();
    try {
      this.#management.api.audience(domain);
    } catch {
      return;
    }
    // Opened at once: `perform` runs its task within the click.
    void this.perform(
      grantOperation,
      async () => void (await this.#management.grant(domain, key, popup)),
      granted,
    );
  }

  /**
   * "Grant access" for the My Account API (call it within the click: the popup opens at once): asks
   * for MY_ACCOUNT_SCOPES and keeps the token the popup returns. The caller shows the outcome.
   */
  async grantMyAccount(popup: PopupAuthorizeOptions): Promise<void> {
    await this.#myAccount.grant(this.#hooks.source().domain, this.sourceKey, popup);
  }

  /**
   * Whether the element may use the My Account API: the page gave a My Account token, or gave no
   * Management token either (the element then asks for its tokens itself).
   */
  get offersMyAccount(): boolean {
    const source = this.#hooks.source();
    return !!source.myAccountToken?.trim() || !source.token?.trim();
  }

  /** Whether the page gave the My Account token (the element then never asks for one, nor offers "Grant access"). */
  get myAccountTokenGiven(): boolean {
    return !!this.#hooks.source().myAccountToken?.trim();
  }

  /**
   * Calls the My Account API for the current source: `send` gets the My Account token the page gave,
   * else one asked silently and kept (a kept one refused is replaced once), and the service's origin
   * (build `new MyAccount({domain: origin, token})` with them: the client stays out of the screens'
   * bundles). Rejects as `send` does, or with checkSession's error (`consent_required`,
   * `login_required`: "Grant access" resolves them).
   */
  async withMyAccountToken<T>(send: (token: string, origin: string) => Promise<T>): Promise<T> {
    const source = this.#hooks.source();
    const given = source.myAccountToken?.trim();
    if (given) return send(given, new URL(MY_ACCOUNT_API.audience(source.domain)).origin);
    return this.#myAccount.use(source.domain, this.sourceKey, send);
  }

  /**
   * Runs `send` with a Management client for `source` and the token it carries (see the header). A
   * kept token refused with `invalid_token` is replaced once; any other failure is `send`'s.
   */
  async #call<T>(
    source: AccountSource,
    key: string,
    send: (management: Management, token: string) => Promise<T>,
  ): Promise<T> {
    const callWith = (token: string, origin: string): Promise<T> =>
      send(new Management({ domain: origin, token }), token);
    const given = source.token?.trim();
    if (given) return callWith(given, new URL(this.#management.api.audience(source.domain)).origin);
    return this.#management.use(source.domain, key, callWith);
  }
}
