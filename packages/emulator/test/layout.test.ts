// The service's folders keep the rule ARCHITECTURE.md states: the model (the root, but its start-up files,
// and mfa/) reads no request and writes no answer (it imports neither Hono nor lib/, grants/ or routes/);
// a route imports no other route (but routes/management.ts, which joins its sub-apps); no module is over
// 450 lines.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const START_UP = ['app.ts', 'cli.ts', 'index.ts', 'tls.ts'];

/** The TypeScript modules of `dir` (relative to src/), as paths relative to src/. */
function modules(dir: string): string[] {
  return readdirSync(join(SRC, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => (dir ? `${dir}/${entry.name}` : entry.name));
}

/** What `path` imports (static and dynamic, type-only included). */
function importsOf(path: string): string[] {
  const code = readFileSync(join(SRC, path), 'utf8');
  return [...code.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)'([^']+)'/g)].map((match) => match[1]!);
}

describe('the service’s folders', () => {
  it('the model (the root but its start-up, mfa/) imports neither Hono nor lib/, grants/ or routes/', () => {
    const model = [...modules('').filter((path) => !START_UP.includes(path)), ...modules('mfa')];
    const http = model.flatMap((path) =>
      importsOf(path)
        .filter((specifier) => /^(hono|@hono\/)|(^|\/)(lib|grants|routes)\//.test(specifier))
        .map((specifier) => `${path} → ${specifier}`),
    );
    assert.deepEqual(http, []);
  });

  it('a route imports no other route (routes/management.ts joins its sub-apps)', () => {
    const routes = modules('routes').filter((path) => path !== 'routes/management.ts');
    const crossings = routes.flatMap((path) =>
      importsOf(path)
        .filter((specifier) => /^\.\/[^/]+\.js$/.test(specifier))
        .map((specifier) => `${path} → ${specifier}`),
    );
    assert.deepEqual(crossings, []);
  });

  it('no module is over 450 lines', () => {
    const all = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('.ts'),
    );
    const long = all
      .map((path) => ({ path, lines: readFileSync(join(SRC, path), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 450)
      .map(({ path, lines }) => `${path}: ${lines}`);
    assert.deepEqual(long, []);
  });
});
