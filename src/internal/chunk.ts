// The one way the elements load their code on demand: `chunk(() => import('./x.js'), 'what it is for')`,
// a literal `import()` (so bundlers split the module into a file of its own) fetched once per page, with
// the core's failure mapping (src/core/lib/loaded.ts): a failed fetch is an AuthError `network_error`
// naming what it was for, and is tried again at the next call. The chunks the elements load are the table
// in ./chunks.ts; a chunk that loads another declares it where its `import()` sits (see there). A leaf, so
// a chunk can use it without importing the module that loads it.
import { loaded } from '../core/lib/loaded.js';

/** `load`, fetched once (see the header); its failure a `network_error` naming `what`, tried again next time. */
export function chunk<T>(load: () => Promise<T>, what: string): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= loaded(load(), what).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
