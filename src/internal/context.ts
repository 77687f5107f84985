// The contexts <auth-provider> provides and every element consumes, so configuration and the signed-in
// session reach elements across shadow roots and through any framework that renders them. They are
// @lit/context contexts (the Web Components Community Group protocol): the provider uses its
// ContextProvider, the elements its ContextConsumer (in config-controller.ts), so elements and
// providers built with @lit/context interoperate.
import { createContext } from '@lit/context';
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
