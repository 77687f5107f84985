// <auth-provider>'s side of a redirect back from the service: the authorization response in the page's
// address (a code callback or an implicit one) and the address without it, the user's profile from a
// verified ID token, and the sign-in element the result belongs to (whose listeners hear `auth-success`).
import type { AuthResult, UserProfile } from '../../core/index.js';

/** Query parameters of an authorization response, removed from the address bar once read. */
const RESPONSE_QUERY_KEYS = ['code', 'state', 'error', 'error_description', 'error_uri', 'iss'];

/** ID token claims about the token itself rather than the user; left out of the provider's `user`. */
const PROTOCOL_CLAIMS = [
  'iss',
  'aud',
  'exp',
  'iat',
  'nbf',
  'nonce',
  'azp',
  'auth_time',
  'at_hash',
  'c_hash',
  'sid',
  'jti',
];

/** An authorization response found in the page's URL, and the URL without it. */
export type RedirectResponse =
  | { readonly kind: 'code'; readonly url: string; readonly cleanUrl: string }
  | { readonly kind: 'hash'; readonly hash: string; readonly cleanUrl: string };

/**
 * The authorization response in `href`, if any: a code callback (`?code=…&state=…`, or the same in
 * the fragment) or an implicit one (`#access_token=…`, `#id_token=…`, `#error=…`).
 */
export function findRedirectResponse(href: string): RedirectResponse | null {
  const url = new URL(href);
  const query = url.searchParams;
  const fragment = new URLSearchParams(url.hash.replace(/^#\/?/, ''));
  if (query.has('state') && (query.has('code') || query.has('error'))) {
    const clean = new URL(href);
    for (const key of RESPONSE_QUERY_KEYS) clean.searchParams.delete(key);
    return { kind: 'code', url: href, cleanUrl: clean.href };
  }
  const clean = new URL(href);
  clean.hash = '';
  if (fragment.has('state') && fragment.has('code')) return { kind: 'code', url: href, cleanUrl: clean.href };
  if (fragment.has('access_token') || fragment.has('id_token') || fragment.has('error')) {
    return { kind: 'hash', hash: url.hash, cleanUrl: clean.href };
  }
  return null;
}

/** The user's claims from a verified ID token payload, without the claims about the token. */
export function profileFromIdToken(payload: AuthResult['idTokenPayload']): UserProfile | null {
  if (!payload || typeof payload.sub !== 'string') return null;
  const profile: Record<string, unknown> = { ...payload };
  for (const claim of PROTOCOL_CLAIMS) delete profile[claim];
  return profile as UserProfile;
}

/** The elements that sign a user in: after a redirect, `auth-success` is dispatched from one of them. */
const SIGN_IN_TAGS: ReadonlySet<string> = new Set(['auth-login', 'auth-signup', 'auth-passwordless']);

/**
 * The sign-in element inside `root` (light DOM and open shadow roots, in document order) that a
 * redirect result belongs to: the first one shown (not `hidden`), else the first one; `null` if none.
 */
export function findSignInElement(root: Element): HTMLElement | null {
  let first: HTMLElement | null = null;
  const visit = (parent: Element | ShadowRoot): HTMLElement | null => {
    for (const child of parent.children) {
      if (child instanceof HTMLElement && SIGN_IN_TAGS.has(child.localName)) {
        if (!child.hidden) return child;
        first ??= child;
      }
      const found = visit(child) ?? (child.shadowRoot ? visit(child.shadowRoot) : null);
      if (found) return found;
    }
    return null;
  };
  return visit(root) ?? (root.shadowRoot ? visit(root.shadowRoot) : null) ?? first;
}
