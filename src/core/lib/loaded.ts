// What every on-demand `import()` of the library goes through (./on-demand.ts and the elements' own
// chunks): a failed download becomes an AuthError `network_error`. A leaf, so the elements' chunks can use
// it without importing the module that loads them.
import { AuthError } from '../errors.js';

/**
 * `load` (an `import()`), its failure as a `network_error` AuthError naming `what`, with the cause. The
 * elements' own on-demand code (the passkey UI, src/internal/passkey-host.ts) goes through it too.
 */
export function loaded<T>(load: Promise<T>, what: string): Promise<T> {
  return load.catch((cause: unknown) => {
    throw new AuthError({
      code: 'network_error',
      description: `The code for ${what} could not be loaded`,
      cause,
    });
  });
}
