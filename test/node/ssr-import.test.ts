// Server-side rendering: importing the package's browser entries in plain Node (no DOM) does not throw.
// Lit's Node build brings a minimal HTMLElement and customElements registry, so the elements define
// themselves there too. Runs against the build in a child process: `npm run build` first.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { componentTags } from '../../scripts/build-config.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tags = componentTags();

/** Runs `script` as an ES module in a fresh `node` in the package root; returns its JSON output. */
async function runInNode(script: string): Promise<unknown> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    timeout: 30_000,
  });
  return JSON.parse(stdout.trim());
}

test('the build is there', () => {
  assert.ok(existsSync(`${root}dist/index.js`), 'dist/index.js is missing: run `npm run build` first');
});

test("import('auth-elements') in Node defines every element and re-exports the core", async () => {
  const output = (await runInNode(`
    const noDom = typeof window === 'undefined' && typeof document === 'undefined';
    const all = await import('auth-elements');
    const tags = ${JSON.stringify(tags)};
    console.log(JSON.stringify({
      noDom,
      exports: Object.keys(all).sort(),
      defined: tags.filter((tag) => customElements.get(tag) !== undefined),
    }));
  `)) as { noDom: boolean; exports: string[]; defined: string[] };
  assert.equal(output.noDom, true);
  for (const name of ['WebAuth', 'Management', 'AuthError', 'AuthLogin', 'AuthProvider'])
    assert.ok(output.exports.includes(name), `${name} is not exported`);
  assert.deepEqual(output.defined, tags, 'src/index.ts does not register every element');
});

test("import('auth-elements/core') in Node defines no element and touches no DOM", async () => {
  const output = (await runInNode(`
    const core = await import('auth-elements/core');
    console.log(JSON.stringify({
      exports: Object.keys(core).sort(),
      registry: typeof customElements,
      window: typeof window,
    }));
  `)) as { exports: string[]; registry: string; window: string };
  for (const name of ['WebAuth', 'Management', 'AuthError']) assert.ok(output.exports.includes(name), name);
  assert.equal(output.registry, 'undefined', 'the core loaded Lit or defined a registry');
  assert.equal(output.window, 'undefined');
});

for (const tag of tags) {
  test(`import('auth-elements/${tag}') in Node defines <${tag}>`, async () => {
    const output = (await runInNode(`
      await import('auth-elements/${tag}');
      console.log(JSON.stringify({ defined: customElements.get('${tag}')?.name ?? null }));
    `)) as { defined: string | null };
    assert.ok(output.defined, `<${tag}> is not defined`);
  });
}
