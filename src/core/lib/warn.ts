// The library's console warnings. `_disableDeprecationWarnings` silences all of them.

export interface Warner {
  /** Logs `message` unless warnings are disabled. */
  warn(message: string): void;
}

export function createWarner(disabled: boolean): Warner {
  return {
    warn(message) {
      if (!disabled) console.warn(`[auth-elements] ${message}`);
    },
  };
}
