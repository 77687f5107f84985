// Both packages as `npm pack` makes them from a clean checkout (the repository's files, nothing built): each
// builds itself when packed (`prepack`), so the tarball holds its code, not just its package.json. The local
// service is packed from such a copy; the browser package's build takes minutes (it is `npm test`'s first
// step), so its prepack is checked to be that same build from an empty dist/.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
let clone: string;

/** The files `npm pack` puts in the tarball of the package at `dir` (prepack runs, the tarball is not written). */
async function packedFiles(dir: string): Promise<string[]> {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json'], {
    cwd: dir,
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  // prepack's own output comes first; the JSON report is the last thing npm prints.
  const report = JSON.parse(stdout.slice(stdout.lastIndexOf('\n[') + 1)) as [{ files: { path: string }[] }];
  return report[0].files.map((file) => file.path);
}

describe('npm pack from a clean checkout', { timeout: 600_000 }, () => {
  before(async () => {
    clone = await mkdtemp(join(tmpdir(), 'auth-elements-pack-'));
    // The repository's files as they are now (tracked, and new ones not ignored): no dist/, no build.
    const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const file of stdout.split('\0').filter(Boolean)) {
      await mkdir(join(clone, dirname(file)), { recursive: true });
      await cp(join(root, file), join(clone, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error; // deleted in the working tree, not yet in git
      });
    }
    // The tools already installed here (an install would take a minute more).
    await symlink(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
  });
  after(() => rm(clone, { recursive: true, force: true }));

  test('the local identity service builds itself: its code, its command and the shared leaves', async () => {
    const files = await packedFiles(join(clone, 'packages/emulator'));
    for (const expected of [
      'package.json',
      'README.md',
      'bin/auth-elements-emulator.js',
      'dist/index.js',
      'dist/cli.js',
      'dist/index.d.ts',
    ])
      assert.ok(files.includes(expected), `${expected} is not in the package: ${files.join(', ')}`);
    assert.ok(
      files.some((file) => file.startsWith('dist/shared/')),
      'the shared leaves (#permissions)',
    );
    assert.ok(files.length > 20, `${files.length} files`);
    assert.deepEqual(
      files.filter((file) => /^(src|test)\//.test(file)),
      [],
    );
  });

  test('the browser package builds itself: prepack runs the whole build, which starts from an empty dist/', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    assert.equal(pkg.scripts['prepack'], 'npm run build');
    // The build starts from an empty dist/: nothing an earlier build left (a map, a renamed chunk) ships.
    assert.match(pkg.scripts['build'] ?? '', /^node scripts\/build-clean\.mjs && /);
    assert.match(
      readFileSync(join(root, 'scripts/build-clean.mjs'), 'utf8'),
      /rmSync\(new URL\('\.\.\/dist'/,
    );
    // What the build writes is what package.test.ts finds packed (after `npm test`'s own build).
    for (const step of ['build:tsc', 'build:lib', 'build:cdn', 'analyze'])
      assert.match(pkg.scripts['build'] ?? '', new RegExp(step));
  });
});
