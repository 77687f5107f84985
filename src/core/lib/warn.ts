// The library's console warnings. `_disableDeprecationWarnings` silences all of them.

export interface Warner {
  /** Logs `message` unless warnings are disabled. */
  warn(message: string): void;
  /** Logs `message` once per WebAuth instance unless warnings are disabled. */
  deprecate(id: string, message: string): void;
}

export function createWarner(disabled: boolean): Warner {
  const seen = new Set<string>();
  const warn = (message: string): void => {
    if (!disabled) console.warn(`[auth-elements] ${message}`);
  };
  return {
    warn,
    deprecate(id, message) {
      if (seen.has(id)) return;
      seen.add(id);
      warn(`Deprecated: ${message}`);
    },
  };
}
