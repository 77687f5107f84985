// Links between views (log in, sign up, reset the password): the default action of the "Log in",
// "Sign up" and "Forgot your password?" links, after their cancelable event (`auth-show-login`, …).
// A link leads to a sibling element (same parent), else to the page the configuration names, else to
// a view created beside the element; with nowhere to go the element renders no link. The typed e-mail
// goes along: into the other view's form, or as the `login_hint` of its page, which `pageLoginHint`
// reads on arrival.
import type { ReactiveControllerHost } from 'lit';
import { navigation } from '../core/lib/navigate.js';
import { CONFIG_ATTRIBUTES } from './config.js';
import type { PartialAuthConfig } from './config.js';
import { createAuthEvent } from './events.js';
import type { AuthEventDetailMap, AuthEventName } from './events.js';

/** Detail of `auth-show-login`: what the user had typed as their e-mail, to carry over. */
export interface AuthShowLoginEventDetail {
  /** The e-mail address in the element's form (`''` when none). */
  email: string;
}

declare module './events.js' {
  interface AuthEventDetailMap {
    /** The user asked to go (back) to logging in. Cancelable: `preventDefault()` stops the switch. */
    'auth-show-login': AuthShowLoginEventDetail;
  }
}

/** The views a link can lead to: logging in, signing up, resetting the password. */
export type AuthView = 'login' | 'signup' | 'reset';

/** The element that shows each view. */
const VIEW_TAGS: Readonly<Record<AuthView, string>> = {
  login: 'auth-login',
  signup: 'auth-signup',
  reset: 'auth-change-password',
};

/** The configuration key of each view's page address. */
const VIEW_URL_KEYS = { login: 'loginUrl', signup: 'signupUrl', reset: 'resetUrl' } as const;

/** The query parameter that carries the typed e-mail to a view on another page. */
const LOGIN_HINT_PARAMETER = 'login_hint';

/** The e-mail a link from another page carried (its `login_hint` query parameter), else `''`. */
export function pageLoginHint(): string {
  if (typeof location === 'undefined') return '';
  return new URL(location.href).searchParams.get(LOGIN_HINT_PARAMETER) ?? '';
}

/** Attributes a view created beside its host copies, so it talks to the same service the same way. */
const COPIED_ATTRIBUTES = [...CONFIG_ATTRIBUTES, 'theme', 'lang'];

/** Where a link to a view leads: a sibling element, a page, a view created beside the host, or nowhere. */
type ViewTarget =
  | { readonly kind: 'sibling'; readonly element: HTMLElement }
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'create'; readonly tag: string }
  | null;

/**
 * Whether `tag` is on the page or will be once an element of it is added: defined, or loaded on demand
 * by the CDN autoloader (src/autoloader.ts names the tags it loads under this global key).
 */
function available(tag: string): boolean {
  if (customElements.get(tag)) return true;
  const autoloaded = (globalThis as Record<symbol, unknown>)[Symbol.for('auth-elements.autoloaded')];
  return autoloaded instanceof Set && autoloaded.has(tag);
}

/** The view's page address from `config`, when it is an http(s) URL (anything else is ignored). */
function viewUrl(view: AuthView, config: PartialAuthConfig): string | null {
  const value = config[VIEW_URL_KEYS[view]];
  if (!value || typeof location === 'undefined') return null;
  try {
    const url = new URL(value, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The sibling `<tag>` of `host` (same parent), if there is one. */
function findSibling(host: HTMLElement, tag: string): HTMLElement | null {
  const parent = host.parentNode as ParentNode | null;
  if (!parent) return null;
  return (
    Array.from(parent.children).find(
      (child): child is HTMLElement => child !== host && child.localName === tag,
    ) ?? null
  );
}

/**
 * Where a link from `host` to `view` leads, in this order: a sibling element (same parent), the page
 * the configuration names (`login-url`, `signup-url`, `reset-url`), a new element created beside the
 * host when its tag is defined on the page or the autoloader loads it; `null` when there is nowhere to
 * go (render no link).
 */
function viewTarget(host: HTMLElement, view: AuthView, config: PartialAuthConfig): ViewTarget {
  const tag = VIEW_TAGS[view];
  const sibling = findSibling(host, tag);
  if (sibling) return { kind: 'sibling', element: sibling };
  const url = viewUrl(view, config);
  if (url) return { kind: 'url', url };
  if (available(tag) && host.parentNode) return { kind: 'create', tag };
  return null;
}

/**
 * Follows a link from `host` to `view` (see {@link viewTarget}), carrying `email`: into the sibling's
 * or new element's form, or as the `login_hint` query parameter of the page. Returns whether it went.
 */
function goToView(host: HTMLElement, view: AuthView, config: PartialAuthConfig, email: string): boolean {
  const target = viewTarget(host, view, config);
  if (!target) return false;
  if (target.kind === 'url') {
    const url = new URL(target.url);
    if (email) url.searchParams.set(LOGIN_HINT_PARAMETER, email);
    navigation.assign(url.href);
    return true;
  }
  let sibling: HTMLElement;
  if (target.kind === 'sibling') {
    sibling = target.element;
  } else {
    sibling = host.ownerDocument.createElement(target.tag);
    for (const name of COPIED_ATTRIBUTES) {
      const value = host.getAttribute(name);
      if (value !== null) sibling.setAttribute(name, value);
    }
    const strings = (host as { strings?: unknown }).strings;
    if (strings !== undefined) (sibling as { strings?: unknown }).strings = strings;
    sibling.hidden = true;
    host.after(sibling);
  }
  showSibling(host, sibling, email);
  return true;
}

/**
 * An element's links to the other views: whether one leads anywhere ({@link ViewLinks.can}: render it
 * only then) and following it ({@link ViewLinks.show}). `config` reads the element's configuration.
 */
export class ViewLinks {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #config: () => PartialAuthConfig;
  /** Tags whose definition the host waits for, to re-render when a created view becomes possible. */
  readonly #awaited = new Set<string>();

  constructor(host: ReactiveControllerHost & HTMLElement, config: () => PartialAuthConfig) {
    this.#host = host;
    this.#config = config;
  }

  /** Whether a link to `view` leads anywhere; re-renders the host once the view's tag is defined. */
  can(view: AuthView): boolean {
    if (viewTarget(this.#host, view, this.#config())) return true;
    const tag = VIEW_TAGS[view];
    if (!this.#awaited.has(tag)) {
      this.#awaited.add(tag);
      void customElements.whenDefined(tag).then(() => this.#host.requestUpdate());
    }
    return false;
  }

  /** Dispatches the cancelable `name` and, unless cancelled, follows the link to `view` with `detail.email`. */
  show<K extends AuthEventName>(
    name: K,
    detail: AuthEventDetailMap[K] & { email: string },
    view: AuthView,
  ): void {
    const event = createAuthEvent(name, detail, { cancelable: true });
    if (this.#host.dispatchEvent(event)) goToView(this.#host, view, this.#config(), detail.email);
  }
}

/** The form control a view's focus lands on first. */
const FIRST_CONTROL = 'form input:not([type="hidden"]):not([disabled]), form button:not([disabled])';

/**
 * Hides `host`, shows `sibling`, fills in `email` (its `loginHint`, and its e-mail or username field
 * when it has one) and moves focus to its first enabled form control, once it has rendered (else to
 * the sibling itself).
 */
function showSibling(host: HTMLElement, sibling: HTMLElement, email = ''): void {
  host.hidden = true;
  sibling.hidden = false;
  const fill = (): void => {
    if (!email) return;
    const field = sibling.querySelector<HTMLInputElement>(
      'form input[name="email"], form input[name="username"]',
    );
    if (field) field.value = email;
  };
  const focus = (): boolean => {
    const control = sibling.querySelector<HTMLElement>(FIRST_CONTROL);
    control?.focus();
    return control !== null;
  };
  if (email && 'loginHint' in sibling) (sibling as { loginHint?: string }).loginHint = email;
  fill();
  if (focus()) return;
  // A sibling that has not rendered its form yet (just created, or not upgraded): focus it meanwhile.
  if (!sibling.hasAttribute('tabindex')) sibling.tabIndex = -1;
  sibling.focus();
  const updated = (sibling as { updateComplete?: Promise<unknown> }).updateComplete;
  const later = updated ?? customElements.whenDefined(sibling.localName);
  void later.then(async () => {
    await (sibling as { updateComplete?: Promise<unknown> }).updateComplete;
    fill();
    focus();
  });
}
