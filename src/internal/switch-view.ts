// Switching between sibling views (log in, sign up, reset the password) placed in the same parent:
// the default action of the "Log in" / "Sign up" links, and the `auth-show-login` event of the
// elements that lead back to logging in (<auth-signup>, <auth-change-password>).

/** Detail of `auth-show-login`: what the user had typed as their e-mail, to carry over. */
export interface AuthShowLoginEventDetail {
  /** The e-mail address in the element's form (`''` when none). */
  email: string;
}

declare module './events.js' {
  interface AuthEventDetailMap {
    'auth-show-login': AuthShowLoginEventDetail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    /**
     * The user asked to go (back) to logging in. Cancelable: `preventDefault()` stops the switch to a
     * sibling `<auth-login>`.
     */
    'auth-show-login': CustomEvent<AuthShowLoginEventDetail>;
  }
}

/** The tag `auth-show-login` switches to. */
export const LOGIN_TAG = 'auth-login';

/**
 * The default action of a "show another view" link: when `host` has a sibling `<tag>` (same parent),
 * hides `host`, shows that sibling and moves focus to its first enabled form control (else to the
 * sibling itself). Returns whether it switched.
 */
export function showSibling(host: HTMLElement, tag: string): boolean {
  const parent = host.parentNode;
  if (!parent) return false;
  const sibling = Array.from((parent as ParentNode).children).find(
    (child): child is HTMLElement => child !== host && child.localName === tag,
  );
  if (!sibling) return false;
  host.hidden = true;
  sibling.hidden = false;
  const target = sibling.querySelector<HTMLElement>(
    'form input:not([type="hidden"]):not([disabled]), form button:not([disabled])',
  );
  if (target) target.focus();
  else sibling.focus();
  return true;
}
