// The account screens' controller (<auth-profile>, <api-permissions-editor>,
// <auth-organization-members>): an AccountTask
// (./account-task.ts: the operation, its notice, "Grant access") with what only the element has.
// `started`/`start()`: nothing is requested while the element is hidden (`hidden`, `display: none` on it
// or an ancestor) or not connected; until it starts, a ResizeObserver (its box appears) and a
// MutationObserver of `hidden`, `style` and `class` in the document (which also works in a page the
// browser does not render, such as a background tab) ask again, and `checkVisibility()` says whether it is
// rendered; once it has been visible, or was asked to load, it stays started. `source`: where and for
// whom the screen reads (domain, client, the token the page gave, the session's subject);
// `sourceChanged()` forgets the kept tokens when it changes. `perform(operation, task, onSuccess)`: runs
// one operation with the Management API token, and lets the host explain a failure from the token it
// used. The token: the one the page gave, used as is; else one asked silently (`webAuth.checkSession(
// {audience: '{origin}/api/v2/', scope, responseType: 'token'})`) and kept until shortly before it
// expires, for the same source; a kept token the service no longer accepts (`invalid_token`) is replaced
// once (SilentToken, account-token.ts). `withMyAccountToken(send)`: the same for the My Account API
// (`{origin}/me/`, its scopes), with the My Account token the page gave (`source.myAccountToken`), else
// one asked silently when the page gave no Management token either (`offersMyAccount`). A screen of another
// API (the `api` hook: the My Organization API, its tokens bound to an organization) gets that API's token
// the same way and calls it with `withToken(send)`. `grant()` logs
// in again in a popup asking for the screen's scopes (or, `grantMyAccount()`, the My Account scopes),
// answered as `popupAnswer()` says (web_message, or a callback page the element names);
// the service records the consent and the screen keeps the token the popup returns. While the host has
// unsaved changes, the page asks before unloading (`beforeunload`).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { AuthError, Management } from '../core/index.js';
import type { PopupAuthorizeOptions } from '../core/index.js';
import type { WebAuthBase } from '../core/web-auth-base.js';
import { AccountTask } from './account-task.js';
import type { AccountTaskHooks } from './account-task.js';
import { managementApi, myAccountApi, SilentToken } from './account-token.js';
import type { TokenApi } from './account-token.js';
import type { RunOptions } from './operation-controller.js';
import type { AuthSession } from './context.js';

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
  /** The organization the screen's token is bound to, if any. */
  readonly organization?: string | undefined;
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
export interface AccountScreenHooks<Op extends string> extends Omit<
  AccountTaskHooks<Op, RunOptions>,
  'tokenGiven'
> {
  /** The Management API scopes asked for when the element gets its own token (space-separated). */
  readonly scopes: string;
  /** The API of the screen's token, when it is not the Management API (then `scopes` is not read). */
  readonly api?: TokenApi;
  readonly source: () => AccountSource;
  readonly webAuth: () => WebAuthBase;
  /** Whether there are unsaved changes (the page then warns before unloading). */
  readonly unsaved: () => boolean;
  /** Attaches the element's explanation to a failed operation's error (see `withExplanation`). */
  readonly explain?: (error: AuthError, use: OperationUse<Op>) => void;
}

/**
 * How an account screen's popups ("Grant access", linking) answer: to the page that calls
 * `popup.callback()` at `popupRedirectUri` when one is given (for a service without `web_message`), else
 * with `response_mode=web_message`: the service's own page in the popup posts the result to this page, so
 * no callback page is needed.
 */
export function popupAnswer(popupRedirectUri?: string): PopupAuthorizeOptions {
  const redirectUri = popupRedirectUri?.trim();
  return redirectUri ? { redirectUri } : { responseMode: 'web_message' };
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

export class AccountScreen<Op extends string> extends AccountTask<Op> implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #hooks: AccountScreenHooks<Op>;
  /**
   * The screen's token (the Management API's, or the `api` hook's) asked with checkSession or the consent
   * popup, for the source's key.
   */
  readonly #management: SilentToken;
  /** The same for the My Account API. */
  readonly #myAccount: SilentToken;
  #sourceKey: string | null = null;
  /** Whether the `beforeunload` listener is on. */
  #guarding = false;
  /** Whether it has been visible, or was asked to start. */
  #open = false;
  #resizes: ResizeObserver | null = null;
  #mutations: MutationObserver | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, hooks: AccountScreenHooks<Op>) {
    super(host, { ...hooks, tokenGiven: () => !!hooks.source().token?.trim() });
    this.#host = host;
    this.#hooks = hooks;
    this.#management = new SilentToken(hooks.api ?? managementApi(hooks.scopes), hooks.webAuth);
    this.#myAccount = new SilentToken(myAccountApi(), hooks.webAuth);
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

  /** The current {@link AccountSource} as a key. */
  get sourceKey(): string {
    const { domain, clientID, token, subject, myAccountToken, organization } = this.#hooks.source();
    // An undefined member is written as `null`.
    return JSON.stringify([domain, clientID, token, subject, myAccountToken, organization]);
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
   * Runs `operation` (see AccountTask.run): `task` calls the Management API through `call` (with the
   * given or kept token, else one asked with checkSession); `onSuccess` gets its value. A failure is
   * shown by the element, with its explanation attached (`explain` hook) from the token it used.
   */
  async perform<T>(
    operation: Op,
    task: (call: ManagementCall) => Promise<T>,
    onSuccess: (value: T) => void,
    options?: RunOptions,
  ): Promise<void> {
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
    const explained = async (): Promise<T> => {
      try {
        return await task(call);
      } catch (caught) {
        if (caught instanceof AuthError) this.#hooks.explain?.(caught, use);
        throw caught;
      }
    };
    await this.run(operation, explained, onSuccess, options);
  }

  /**
   * "Grant access" (call it within the click: browsers block popups opened after an `await`): logs in
   * again in a popup asking for the screen's scopes on its API (the Management API's by default), which the service records
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
   * Calls the screen's API (the `api` hook's) for the current source: `send` gets the token the page gave
   * (`source.token`), else one asked silently and kept (a kept one refused is replaced once), and the
   * service's origin. Rejects as `send` does, or with checkSession's error ("Grant access" resolves
   * `consent_required` and `login_required`).
   */
  async withToken<T>(send: (token: string, origin: string) => Promise<T>): Promise<T> {
    const { domain, token } = this.#hooks.source();
    return this.#management.use(domain, this.sourceKey, send, token);
  }

  /**
   * "Grant access" for the My Account API (call it within the click: the popup opens at once): asks
   * for the My Account scopes and keeps the token the popup returns. The caller shows the outcome.
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
    const { domain, myAccountToken } = this.#hooks.source();
    return this.#myAccount.use(domain, this.sourceKey, send, myAccountToken);
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
    return this.#management.use(
      source.domain,
      key,
      (token, origin) => send(new Management({ domain: origin, token }), token),
      source.token,
    );
  }
}
