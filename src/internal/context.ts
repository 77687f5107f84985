// The contexts <auth-provider> provides and every element consumes (the Web Components Community
// Group context protocol, through @lit/context), so configuration and the signed-in session reach
// elements across shadow roots and through any framework that renders them.
import { ContextRoot, createContext } from '@lit/context';
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

let contextRootAttached = false;

/**
 * Attaches one `ContextRoot` to the document, once, so that an element connected before its provider
 * is defined (a provider upgraded late, or added later by a framework) still receives the values.
 */
export function ensureContextRoot(): void {
  if (contextRootAttached || typeof document === 'undefined') return;
  contextRootAttached = true;
  new ContextRoot().attach(document.documentElement);
}
