// The contexts <auth-provider> provides and every element consumes, so configuration and the signed-in
// session reach elements across shadow roots and through any framework that renders them.
//
// This is the Web Components Community Group context protocol: a consumer dispatches a bubbling,
// composed `context-request` event; the closest provider of that context stops it and calls its
// callback with the value (and again on every change, for a subscription); a provider that connects
// announces itself with a `context-provider` event, so requests it should now answer are made again.
// The contexts, events and callbacks are those of @lit/context (its `createContext` and event class),
// so elements and providers built with @lit/context interoperate; the consumer, the provider and the
// root below are the small part of it these elements need, smaller in the bundle than @lit/context's
// classes (`npm run build && npm run size` measures it).
import { ContextEvent, createContext } from '@lit/context';
import type { Context, ContextCallback } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import type { AuthResult, UserProfile } from '../core/index.js';
import type { PartialAuthConfig } from './config.js';

/**
 * Configuration inherited from the closest enclosing provider. A provider gives only what it was
 * configured with; an element's own attributes win key by key.
 */
export const authConfigContext = createContext<PartialAuthConfig | undefined>(
  Symbol.for('auth-elements.config'),
);

/** The signed-in user as a provider knows it. */
export interface AuthSession {
  /** The user's profile (from the ID token or /userinfo), when known. */
  user: UserProfile | null;
  /** The tokens of the last authentication. */
  authResult: AuthResult;
}

/** The current session from the closest enclosing provider: `null` when nobody is signed in. */
export const authSessionContext = createContext<AuthSession | null | undefined>(
  Symbol.for('auth-elements.session'),
);

/** An element that hosts reactive controllers (a Lit element). */
type ContextHost = ReactiveControllerHost & HTMLElement;

/** The element that asked for (or announces) a context; older events may only say it by their path. */
function targetOf(event: Event & { readonly contextTarget?: Element }): Element {
  return event.contextTarget ?? (event.composedPath()[0] as Element);
}

/**
 * Subscribes `host` to `context` while it is connected: `callback` receives the closest enclosing
 * provider's value, then every change of it. A closer provider that appears later takes over.
 */
export function consumeContext<T>(
  host: ContextHost,
  context: Context<unknown, T>,
  callback: (value: T) => void,
): void {
  let unsubscribe: (() => void) | undefined;
  const receive = (value: T, providerUnsubscribe?: () => void): void => {
    // Another provider answered: leave the previous one.
    if (unsubscribe !== providerUnsubscribe) unsubscribe?.();
    unsubscribe = providerUnsubscribe;
    callback(value);
  };
  host.addController({
    hostConnected: () => host.dispatchEvent(new ContextEvent(context, host, receive, true)),
    hostDisconnected: () => {
      unsubscribe?.();
      unsubscribe = undefined;
    },
  });
}

/** Provides a value of `context` to the consumers inside `host` (across shadow roots). */
export class ContextProvider<T> {
  readonly #host: ContextHost;
  readonly #context: Context<unknown, T>;
  #value: T | undefined;
  /** The subscribed consumers: each callback, its element and the function that ends it. */
  readonly #subscriptions = new Map<ContextCallback<T>, { consumer: Element; unsubscribe: () => void }>();

  constructor(host: ContextHost, context: Context<unknown, T>) {
    this.#host = host;
    this.#context = context;
    host.addEventListener('context-request', this.#onRequest);
    host.addEventListener('context-provider', this.#onProvider);
    host.addController({ hostConnected: () => this.#announce() });
  }

  /** Sets the value; subscribed consumers receive it when it changed. */
  setValue(value: T): void {
    if (Object.is(value, this.#value)) return;
    this.#value = value;
    for (const [callback, { unsubscribe }] of this.#subscriptions) callback(value, unsubscribe);
  }

  /** Lets consumers connected before this provider (waiting at the context root) ask again. */
  #announce(): void {
    const event = Object.assign(new Event('context-provider', { bubbles: true, composed: true }), {
      context: this.#context,
      contextTarget: this.#host,
    });
    this.#host.dispatchEvent(event);
  }

  readonly #onRequest = (event: HTMLElementEventMap['context-request']): void => {
    const consumer = targetOf(event);
    // The host's own requests go on to an enclosing provider.
    if (event.context !== this.#context || consumer === this.#host) return;
    event.stopPropagation();
    const callback = event.callback as ContextCallback<T>;
    if (!event.subscribe) {
      callback(this.#value as T);
      return;
    }
    let subscription = this.#subscriptions.get(callback);
    if (!subscription) {
      subscription = { consumer, unsubscribe: () => this.#subscriptions.delete(callback) };
      this.#subscriptions.set(callback, subscription);
    }
    callback(this.#value as T, subscription.unsubscribe);
  };

  /** A provider of the same context connected inside this one: its consumers ask again, it answers. */
  readonly #onProvider = (event: HTMLElementEventMap['context-provider']): void => {
    if (event.context !== this.#context || targetOf(event) === this.#host) return;
    event.stopPropagation();
    for (const [callback, { consumer }] of [...this.#subscriptions]) {
      consumer.dispatchEvent(new ContextEvent(this.#context, consumer, callback, true));
    }
  };
}

let contextRootAttached = false;

/**
 * Attaches the context root to the document, once: it keeps the subscriptions no provider answered
 * and makes them again when a provider of their context connects, so that an element connected before
 * its provider is defined (a provider upgraded late, or added later by a framework) still receives
 * the values. Elements and callbacks are held weakly.
 */
export function ensureContextRoot(): void {
  if (contextRootAttached || typeof document === 'undefined') return;
  contextRootAttached = true;
  const pending = new Map<
    unknown,
    { element: WeakRef<Element>; callback: WeakRef<ContextCallback<unknown>> }[]
  >();
  const root = document.documentElement;
  root.addEventListener('context-request', (event) => {
    const element = targetOf(event);
    if (!event.subscribe || !(element instanceof Element)) return;
    const requests = pending.get(event.context) ?? [];
    const known = requests.some(
      (request) => request.element.deref() === element && request.callback.deref() === event.callback,
    );
    if (known) return;
    requests.push({ element: new WeakRef(element), callback: new WeakRef(event.callback) });
    pending.set(event.context, requests);
  });
  root.addEventListener('context-provider', (event) => {
    const requests = pending.get(event.context);
    if (!requests) return;
    pending.delete(event.context);
    for (const request of requests) {
      const element = request.element.deref();
      const callback = request.callback.deref();
      if (element && callback)
        element.dispatchEvent(new ContextEvent(event.context, element, callback, true));
    }
  });
}
