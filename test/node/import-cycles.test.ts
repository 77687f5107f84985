// No runtime import cycle anywhere in src/ (the core, the elements, the service): every module, read with
// dpdm after TypeScript's transform drops `import type` (so type-only imports do not count), static and
// dynamic `import()` edges alike. A fixture with one cycle of each kind shows what counts.
import { strict as assert } from 'node:assert';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The runtime import cycles among the TypeScript modules matched by `glob` (paths relative to the root). */
async function runtimeCycles(glob: string): Promise<{ files: string[]; cycles: string[][] }> {
  const tree = await parseDependencyTree(glob, {
    context: root,
    cwd: root,
    transform: true,
    tsconfig: join(root, 'tsconfig.json'),
    extensions: ['.ts', '.tsx', '.mjs', '.js'],
  });
  const files = Object.keys(tree).filter((file) => tree[file] !== null);
  return { files, cycles: parseCircular(tree, false) };
}

/** Every .ts file under `dir`, relative to the root. */
function tsFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => relative(root, join(root, dir, file)));
}

test('src/ has no runtime import cycle', async () => {
  const { files, cycles } = await runtimeCycles('src/**/*.ts');
  const missed = tsFiles('src').filter((file) => !files.includes(file));
  assert.deepEqual(missed, [], 'every module of src/ is analysed');
  assert.deepEqual(
    cycles.map((cycle) => cycle.join(' -> ')),
    [],
    'runtime import cycles (a type-only import breaks one; so does passing a loader through the context)',
  );
});

test('the analysis sees a cycle through a dynamic import, and none through a type-only import', async () => {
  const { cycles } = await runtimeCycles('test/fixtures/import-cycle/*.ts');
  assert.deepEqual(
    cycles.map((cycle) => [...cycle].sort()),
    [['test/fixtures/import-cycle/a.ts', 'test/fixtures/import-cycle/b.ts']],
  );
});
