// The promise/callback bridge: every async method returns a Promise, or calls a node-style callback.
import { toAuthError } from '../errors.js';
import type { AuthError } from '../errors.js';
import type { Callback } from '../types.js';

/**
 * Calls `callback` with the outcome of `promise` and returns undefined, or returns the promise. Either
 * way a failure is an AuthError.
 */
export function settle<T>(promise: Promise<T>, callback: Callback<T> | undefined): Promise<T> | undefined {
  const settled = promise.catch((error: unknown) => {
    throw toAuthError(error);
  });
  if (!callback) return settled;
  settled.then(
    (result) => callback(null, result),
    (error: AuthError) => callback(error),
  );
  return undefined;
}

/** A TypeError unless `callback` is a function or left out. */
export function checkCallback(callback: unknown): void {
  if (callback !== undefined && typeof callback !== 'function') {
    throw new TypeError('The callback must be a function');
  }
}

/** Splits `(options?, callback?)` / `(callback)` arguments. */
export function splitArgs<O, T>(
  optionsOrCallback: O | Callback<T> | undefined,
  callback: Callback<T> | undefined,
): [O | undefined, Callback<T> | undefined] {
  if (typeof optionsOrCallback === 'function') return [undefined, optionsOrCallback as Callback<T>];
  checkCallback(callback);
  return [optionsOrCallback as O | undefined, callback];
}

/** Binds every prototype method of `instance` to it, so `const { parseHash } = webAuth` works. */
export function bindMethods(instance: object, prototype: object): void {
  const target = instance as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    if (name === 'constructor') continue;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    if (descriptor && typeof descriptor.value === 'function') {
      target[name] = (descriptor.value as (...args: unknown[]) => unknown).bind(instance);
    }
  }
}
