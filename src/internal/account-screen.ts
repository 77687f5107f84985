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
// the same source; a kept token the service no longer accepts (`invalid_token`) is replaced once.
// `notify()`/`noticeText()`: the confirmation after a success (cleared when an operation starts).
// "Grant access": when the silent token request answers that the user has not allowed this page
// (`consent_required`, `interaction_required`) or must log in again (`login_required`), both screens
// explain it in the same words (`consentText()`), offer one button (`offersGrant()`,
// `renderGrantButton()`), and `grant()` logs in again in a popup asking for the screen's scopes; the
// service records the consent and the screen keeps the token the popup returns. While the host has
// unsaved changes, the page asks before unloading (`beforeunload`).
import { html } from 'lit';
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { AuthError, Management, resolveOrigin } from '../core/index.js';
import type { AuthResult, PopupAuthorizeOptions, WebAuth } from '../core/index.js';
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
}

/** What an operation used, to explain a refusal (which permission its token lacks). */
export interface OperationUse<Op extends string> {
  readonly operation: Op;
  /** The token it called the Management API with (none when it failed before). */
  token?: string;
  /** A request that removes something (it may need a delete permission too). */
  removes?: boolean;
}

/** Renew a token obtained with checkSession this long before it expires. */
export const TOKEN_MARGIN_MS = 60_000;

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

/** The source of an element configured with `config`, given `token` and signed in as `session`. */
export function accountSource(
  config: { readonly domain?: string; readonly clientID?: string },
  token: string | undefined,
  session: AuthSession | null,
): AccountSource {
  return { domain: config.domain, clientID: config.clientID, token, subject: sessionSubject(session) };
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
  /** The token asked with checkSession or the consent popup, for the source `key`. */
  #kept: { readonly token: string; readonly key: string; readonly expiresAt: number } | null = null;
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
    const { domain, clientID, token, subject } = this.#hooks.source();
    // An undefined member is written as `null`.
    return JSON.stringify([domain, clientID, token, subject]);
  }

  /** Whether the source changed since the last call; if so, the kept token is forgotten (call it in `willUpdate`). */
  sourceChanged(): boolean {
    const key = this.sourceKey;
    if (key === this.#sourceKey) return false;
    this.#sourceKey = key;
    this.#kept = null;
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
    let audience: string;
    try {
      audience = managementAudience(this.#hooks.source().domain);
    } catch {
      return;
    }
    // Opened at once: `perform` runs its task within the click.
    void this.perform(
      grantOperation,
      async () =>
        void this.#keep(
          await this.#hooks.webAuth().popup.authorize({
            ...popup,
            audience,
            scope: `openid profile email ${this.#hooks.scopes}`,
            responseType: 'token',
            prompt: 'consent',
          }),
          key,
        ),
      granted,
    );
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
    const audience = managementAudience(source.domain);
    const callWith = (token: string): Promise<T> =>
      send(new Management({ domain: audience.slice(0, -'/api/v2/'.length), token }), token);
    const given = source.token?.trim();
    if (given) return callWith(given);
    const kept = this.#kept;
    const keptBefore = kept?.key === key && kept.expiresAt - TOKEN_MARGIN_MS > Date.now() ? kept.token : null;
    const token = keptBefore ?? (await this.#ask(audience, key));
    try {
      return await callWith(token);
    } catch (caught) {
      if (!(caught instanceof AuthError) || caught.code !== 'invalid_token') throw caught;
      if (this.#kept?.token === token) this.#kept = null;
      if (keptBefore === null) throw caught;
      return callWith(await this.#ask(audience, key));
    }
  }

  async #ask(audience: string, key: string): Promise<string> {
    const result = await this.#hooks
      .webAuth()
      .checkSession({ audience, scope: this.#hooks.scopes, responseType: 'token' });
    return this.#keep(result, key);
  }

  /** Keeps the access token of `result` (checkSession or the consent popup) for the source `key`. */
  #keep(result: AuthResult, key: string): string {
    if (!result.accessToken) {
      throw new AuthError({
        code: 'invalid_response',
        description: 'The service returned no access token for the Management API.',
      });
    }
    this.#kept = {
      token: result.accessToken,
      key,
      expiresAt: Date.now() + (result.expiresIn ?? 3600) * 1000,
    };
    return result.accessToken;
  }
}

/** The Management API audience of `domain`: `{origin}/api/v2/` (a TypeError without one, or for one refused). */
export function managementAudience(domain: string | undefined): string {
  if (!domain) {
    throw new TypeError(
      '"domain" is required: set the domain attribute or wrap the element in <auth-provider>',
    );
  }
  return `${resolveOrigin(domain)}/api/v2/`;
}
