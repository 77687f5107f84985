// The configuration controller: where an element's configuration comes from (its own attributes,
// merged key by key over the closest enclosing <auth-provider>'s, received through the context protocol
// across shadow roots), the signed-in session that provider shares, and the shared WebAuth client for
// the result. It attaches the context root before its consumers ask, so an element connected before its
// provider is defined still receives the values.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { WebAuthBase } from '../core/web-auth-base.js';
import { getWebAuth } from './client-registry.js';
import { DEFAULT_DATABASE_CONNECTION, mergeConfig, normalizeConfig, requireConfig } from './config.js';
import type { ConfigAttributeValues, PartialAuthConfig } from './config.js';
import { authConfigContext, authSessionContext, consumeContext, ensureContextRoot } from './context.js';
import type { AuthSession } from './context.js';

/** An element's configuration: its attributes over its provider's, and the shared client. */
export class ConfigController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #own: () => ConfigAttributeValues;
  readonly #onSession: (session: AuthSession | null) => void;
  /** Configuration inherited from the enclosing provider. */
  #inherited: PartialAuthConfig | undefined;

  /**
   * `own` reads the element's configuration attributes; `onSession` receives the provider's session
   * (and `null` when the element leaves it).
   */
  constructor(
    host: ReactiveControllerHost & HTMLElement,
    own: () => ConfigAttributeValues,
    onSession: (session: AuthSession | null) => void,
  ) {
    this.#host = host;
    this.#own = own;
    this.#onSession = onSession;
    // Added before the consumers, so the root is attached before they ask for their values.
    host.addController(this);
    consumeContext(host, authConfigContext, (value) => {
      this.#inherited = value ?? undefined;
      host.requestUpdate();
    });
    consumeContext(host, authSessionContext, (value) => onSession(value ?? null));
  }

  hostConnected(): void {
    ensureContextRoot();
  }

  hostDisconnected(): void {
    // Outside its provider the element must not keep the provider's values; if it is reconnected
    // inside one, the consumers ask again and get them back before the next update.
    this.#inherited = undefined;
    this.#host.requestUpdate();
    this.#onSession(null);
  }

  /** The effective configuration: own attributes win, key by key, over the provider's. */
  get config(): PartialAuthConfig {
    return mergeConfig(this.#inherited, normalizeConfig(this.#own()));
  }

  /** The database connection: the configured one, else `Username-Password-Authentication`. */
  get databaseConnection(): string {
    return this.config.connection ?? DEFAULT_DATABASE_CONNECTION;
  }

  /** The shared client for {@link config}; a TypeError names a missing attribute. */
  get webAuth(): WebAuthBase {
    return getWebAuth(requireConfig(this.config));
  }
}
