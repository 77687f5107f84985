// The account screens' shared controller (<auth-profile>, <api-permissions-editor>): one vocabulary for
// what both do. `started`/`start()`: nothing is requested before the element is visible or asked to
// load (VisibilityGate). `source`: where and for whom the screen reads (domain, client, the token the
// page gave, the session's subject); `sourceChanged()` forgets the kept Management token when it
// changes. `perform(operation, task, onSuccess)`: runs one operation with the Management API token
// (ManagementToken), tracks `operation`, and lets the host explain a failure from the token it used.
// `notify()`/`noticeText()`: the confirmation after a success (cleared when an operation starts).
// `grant()` / `offersGrant()`: "Grant access" (grant-access.ts). Unsaved changes warn before unloading
// (UnloadGuard).
import type { ReactiveControllerHost } from 'lit';
import { AuthError } from '../core/index.js';
import type { Management, PopupAuthorizeOptions, WebAuth } from '../core/index.js';
import { consentExplanation, grantAccess, isConsentCode, offersGrant } from './grant-access.js';
import { ManagementToken } from './management-token.js';
import type { ManagementTokenRequest } from './management-token.js';
import type { RunOptions, RunOutcome } from './operation-controller.js';
import type { AuthSession } from './context.js';
import type { StringKey } from './i18n.js';
import { UnloadGuard } from './unload-guard.js';
import { VisibilityGate } from './visibility-gate.js';

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

/** Calls the Management API with the screen's token (`removes`: the request removes something). */
export type ManagementCall = <R>(
  request: (management: Management) => Promise<R>,
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
  /** Codes for which "Grant access" is offered besides those of grant-access.ts. */
  readonly grantCodes?: readonly string[];
}

/** The subject of a session: its ID token's `sub`, else its user's. */
export function sessionSubject(session: AuthSession | null): string | undefined {
  const sub = session?.authResult.idTokenPayload?.sub ?? session?.user?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

export class AccountScreen<Op extends string> {
  readonly #host: ReactiveControllerHost;
  readonly #hooks: AccountScreenHooks<Op>;
  readonly #visibility: VisibilityGate;
  readonly #tokens: ManagementToken;
  #sourceKey: string | null = null;
  #operation: Op | null = null;
  #notice: { readonly key: StringKey; readonly values: Readonly<Record<string, string>> } | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, hooks: AccountScreenHooks<Op>) {
    this.#host = host;
    this.#hooks = hooks;
    this.#visibility = new VisibilityGate(host);
    this.#tokens = new ManagementToken(hooks.scopes);
    new UnloadGuard(host, hooks.unsaved);
  }

  /** Whether the element may make requests: it has been visible, or was asked to load. */
  get started(): boolean {
    return this.#visibility.started;
  }

  /** Starts now, visible or not (the element's public `load()`). */
  start(): void {
    this.#visibility.start();
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
    return JSON.stringify([domain ?? null, clientID ?? null, token ?? null, subject ?? null]);
  }

  /** Whether the source changed since the last call; if so, the kept token is forgotten (call it in `willUpdate`). */
  sourceChanged(): boolean {
    const key = this.sourceKey;
    if (key === this.#sourceKey) return false;
    this.#sourceKey = key;
    this.#tokens.forget();
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
    const request = this.#request();
    const use: OperationUse<Op> = { operation };
    const call: ManagementCall = (send, removes = false) => {
      use.removes = removes;
      return this.#tokens.call(request, (management, token) => {
        use.token = token;
        return send(management);
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
    if (offersGrant(code, this.tokenGiven)) return true;
    return !this.tokenGiven && code !== undefined && !!this.#hooks.grantCodes?.includes(code);
  }

  /** The explanation of a missing consent (as in every account screen), or `null`. */
  consentText(code: string | undefined, t: Translate): string | null {
    return isConsentCode(code) && !this.tokenGiven ? consentExplanation(t) : null;
  }

  /**
   * "Grant access" (call it within the click): logs in again in a popup asking for the screen's
   * scopes, keeps the token it returns, then calls `granted`.
   */
  grant(grantOperation: Op, popup: PopupAuthorizeOptions, granted: () => void): void {
    if (this.busy) return;
    const request = this.#request();
    let audience: string;
    try {
      audience = this.#tokens.audience(request);
    } catch {
      return;
    }
    void this.perform(
      grantOperation,
      () =>
        grantAccess(this.#hooks.webAuth(), { ...popup, audience }, this.#tokens, request, this.#hooks.scopes),
      granted,
    );
  }

  /** What the token is for: the configured domain and the source (a kept token serves only the same). */
  #request(): ManagementTokenRequest {
    const source = this.#hooks.source();
    return {
      domain: source.domain,
      token: source.token,
      webAuth: this.#hooks.webAuth,
      key: this.sourceKey,
    };
  }
}
