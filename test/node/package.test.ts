// The published package: every `exports` target exists after `npm run build`, one entry and one
// `sideEffects` line per element, publint finds nothing, the manifest describes every element, and
// `npm pack` ships the build without tests, demo pages or benchmarks. The local identity service is a package
// of its own (packages/emulator): the browser package depends on no server library.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { componentTags } from '../../scripts/build-config.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  exports: Record<string, unknown>;
  sideEffects: string[];
  files: string[];
  customElements: string;
  dependencies: Record<string, string>;
};
const tags = componentTags();

/** Every file an `exports` entry points to, with the subpath and conditions that lead there. */
function exportTargets(value: unknown, where: string): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, `${where} → ${key}`));
  return [];
}

describe('package.json', () => {
  test('every exports target exists (after npm run build)', () => {
    const missing = exportTargets(pkg.exports, 'exports')
      .filter(([, target]) => !existsSync(`${root}${target}`))
      .map(([where, target]) => `${where}: ${target}`);
    assert.deepEqual(missing, [], 'run `npm run build` first');
  });

  test('an entry with types for the index, the core and every element', () => {
    for (const subpath of ['.', './core', ...tags.map((tag) => `./${tag}`)]) {
      const entry = pkg.exports[subpath] as Record<string, string> | undefined;
      assert.ok(entry, `exports["${subpath}"] is missing: run npm run build (scripts/build-exports.mjs)`);
      assert.deepEqual(Object.keys(entry), ['types', 'default'], `${subpath}: types first`);
    }
  });

  test('no install-time scripts: installing the tarball runs nothing (npm warns about them, and they need sources)', () => {
    const scripts = (pkg as unknown as { scripts: Record<string, string> }).scripts;
    const installScripts = ['preinstall', 'install', 'postinstall', 'prepare'].filter(
      (name) => name in scripts,
    );
    assert.deepEqual(installScripts, []);
  });

  test('unpkg and jsdelivr serve the CDN autoloader', () => {
    const fields = pkg as unknown as Record<string, unknown>;
    assert.equal(fields['unpkg'], './dist/cdn/autoloader.js');
    assert.equal(fields['jsdelivr'], './dist/cdn/autoloader.js');
  });

  test('sideEffects names exactly the modules that register tags', () => {
    assert.deepEqual(
      [...pkg.sideEffects].sort(),
      [
        './dist/auth-elements.min.js',
        './dist/cdn/*.js',
        './dist/index.js',
        ...tags.map((tag) => `./dist/components/${tag}/${tag}.js`),
      ].sort(),
    );
  });

  test('publint reports nothing, suggestions included', async () => {
    const { messages } = await publint({ pkgDir: root, level: 'suggestion', strict: true, pack: 'npm' });
    assert.deepEqual(
      messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`),
      [],
    );
  });
});

describe('custom-elements.json', () => {
  const manifest = JSON.parse(readFileSync(`${root}${pkg.customElements}`, 'utf8')) as {
    modules: {
      path: string;
      exports?: { kind: string; name: string; declaration: { module?: string } }[];
      declarations?: {
        tagName?: string;
        attributes?: { name: string }[];
        events?: { name: string }[];
        slots?: { name: string }[];
      }[];
    }[];
  };
  const declarationOf = (tag: string) =>
    manifest.modules.flatMap((module) => module.declarations ?? []).find((item) => item.tagName === tag);

  test('defines every element, each from its published entry module', () => {
    const definitions = manifest.modules.flatMap((module) =>
      (module.exports ?? [])
        .filter((item) => item.kind === 'custom-element-definition')
        .map((item) => [item.name, module.path]),
    );
    assert.deepEqual(definitions.sort(), tags.map((tag) => [tag, `dist/components/${tag}/${tag}.js`]).sort());
  });

  test('documents what elements inherit from their shared bases: configuration, signed-in state, links', () => {
    // Attributes and events declared once in src/internal (AuthElement, SignInElement) are part of each
    // element's public surface: editors and docs read them from the manifest.
    for (const tag of tags) {
      const names = (declarationOf(tag)?.attributes ?? []).map((attribute) => attribute.name);
      for (const name of ['domain', 'client-id', 'theme', 'login-url', 'signup-url', 'reset-url']) {
        assert.ok(names.includes(name), `<${tag}> ${name}`);
      }
    }
    for (const tag of ['auth-login', 'auth-signup', 'auth-passwordless']) {
      const declaration = declarationOf(tag);
      assert.ok(
        declaration?.attributes?.some((attribute) => attribute.name === 'signed-in'),
        `<${tag}> signed-in`,
      );
      assert.ok(
        declaration?.events?.some((event) => event.name === 'auth-logout'),
        `<${tag}> auth-logout`,
      );
      assert.ok(
        declaration?.slots?.some((slot) => slot.name === 'logo'),
        `<${tag}> logo slot`,
      );
    }
  });

  test('points at files that exist in dist/, never at src/', () => {
    const text = JSON.stringify(manifest);
    assert.doesNotMatch(text, /"\/?src\//);
    for (const module of manifest.modules) assert.ok(existsSync(`${root}${module.path}`), module.path);
  });
});

describe('npm pack', () => {
  test("ships the build, the manifest, the CDN bundle and the core's TypeScript sources its maps name; no tests, demo pages or benchmarks", async () => {
    const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      timeout: 60_000,
    });
    const [result] = JSON.parse(stdout) as [{ files: { path: string }[] }];
    const files = result.files.map((file) => file.path);
    assert.deepEqual(
      files.filter((file) => /^(test|demo|bench|scripts)\/|\.test\.[jt]s$|^src\/.*(?<!\.ts)$/.test(file)),
      [],
    );
    // Of the sources, the core's only (the modules with source maps).
    assert.deepEqual(
      files.filter((file) => file.startsWith('src/') && !file.startsWith('src/core/')),
      [],
    );
    for (const expected of [
      'package.json',
      'README.md',
      'custom-elements.json',
      'dist/auth-elements.min.js',
      'dist/cdn/autoloader.js',
      'dist/cdn/common.js',
      ...tags.map((tag) => `dist/cdn/${tag}.js`),
      'dist/index.js',
      'dist/index.d.ts',
      'dist/core/index.js',
      ...tags.map((tag) => `dist/components/${tag}/${tag}.js`),
    ])
      assert.ok(files.includes(expected), `${expected} is not in the package`);
    const languagePacks = files.filter((file) => /^dist\/auth-elements\.[a-z-]+\.min\.js$/.test(file));
    assert.ok(languagePacks.length > 0, 'no language packs beside the CDN bundle');
  });

  test("source maps point at the shipped sources (none inlined), the core's only; the minified CDN files have none", async () => {
    const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      timeout: 60_000,
    });
    const [result] = JSON.parse(stdout) as [
      { files: { path: string }[]; size: number; unpackedSize: number },
    ];
    const files = new Set(result.files.map((file) => file.path));
    const maps = [...files].filter((file) => file.endsWith('.map'));
    assert.deepEqual(
      maps.filter((file) => file.startsWith('dist/cdn/') || /^dist\/[^/]*\.min\.js\.map$/.test(file)),
      [],
      'maps of minified CDN files',
    );
    assert.ok(maps.length > 0, 'the npm modules have source maps');
    // The core's modules have them (where an app steps through a sign-in); the elements' are readable as built.
    assert.ok(files.has('dist/core/lib/http.js.map'), "the core's modules have source maps");
    assert.deepEqual(
      maps.filter((file) => !file.startsWith('dist/core/')),
      [],
      'maps of modules outside the core',
    );
    // Every module that names a map ships it.
    for (const file of [...files].filter((path) => path.endsWith('.js'))) {
      const comment = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(`${root}${file}`, 'utf8'));
      if (comment)
        assert.ok(files.has(posix.join(posix.dirname(file), comment[1]!)), `${file} names a missing map`);
    }
    const named = new Set<string>();
    for (const map of maps) {
      const { sources, sourcesContent } = JSON.parse(readFileSync(`${root}${map}`, 'utf8')) as {
        sources: string[];
        sourcesContent?: unknown[];
      };
      assert.equal(sourcesContent, undefined, `${map} inlines its sources`);
      for (const source of sources) {
        const file = posix.join(posix.dirname(map), source);
        assert.ok(files.has(file), `${map} names ${file}, which is not in the package`);
        named.add(file);
      }
    }
    // The sources shipped are those of shipped modules (a module of re-exports alone has nothing to map).
    assert.deepEqual(
      [...files].filter(
        (file) =>
          file.startsWith('src/') &&
          !named.has(file) &&
          !files.has(file.replace(/^src\/(.*)\.ts$/, 'dist/$1.js')),
      ),
      [],
    );
    // 1.35 MB packed, 5.18 MB unpacked with every map's sources inlined and CDN maps; 0.78 MB and 3.44 MB
    // with the maps and sources of every module; 0.62 MB and 2.6 MB with the core's alone; 0.71 MB and
    // 2.99 MB with <auth-organization-members> (its manifest entry alone 63 KB), and the switcher and join screen;
    // 1.33 MB and 5.79 MB with 30 languages, each shipped three times (the npm modules, dist/cdn/ and the all-in
    // file's packs: about 1.2 MB unpacked per build).
    assert.ok(result.size <= 1_400_000, `tarball ${result.size} B`);
    assert.ok(result.unpackedSize < 6_100_000, `unpacked ${result.unpackedSize} B`);
  });
});

describe('the two packages', () => {
  test('the browser package depends only on what the browser needs', () => {
    // uqr: <auth-profile>'s QR code for an authenticator app, drawn in the page (loaded when enrolment starts).
    assert.deepEqual(Object.keys(pkg.dependencies).sort(), ['@lit/context', 'jose', 'lit', 'uqr']);
    // The README's install line names them all.
    const install = /npm i auth-elements .*$/m.exec(readFileSync(`${root}README.md`, 'utf8'))?.[0] ?? '';
    for (const name of Object.keys(pkg.dependencies)) assert.ok(install.includes(name), `README: ${install}`);
    assert.ok(!pkg.files.includes('bin'), 'the browser package ships no command');
    assert.equal(pkg.exports['./emulator'], undefined, 'the service is not part of the browser package');
  });

  test('auth-elements-emulator ships its command and its build, no sources or tests', async () => {
    const emulatorRoot = `${root}packages/emulator/`;
    const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: emulatorRoot,
      timeout: 60_000,
    });
    const [result] = JSON.parse(stdout) as [{ name: string; files: { path: string }[] }];
    assert.equal(result.name, 'auth-elements-emulator');
    const files = result.files.map((file) => file.path);
    for (const expected of ['package.json', 'bin/auth-elements-emulator.js', 'dist/index.js', 'dist/cli.js'])
      assert.ok(files.includes(expected), `${expected} is not in the package`);
    assert.deepEqual(
      files.filter((file) => /^(src|test)\//.test(file)),
      [],
    );
  });

  test('auth-elements-emulator installs on its own: it imports only Node, itself and the dependencies it declares', async () => {
    // Installed alone (or before the browser package) it must not need auth-elements from the registry; the
    // permission names it shares with the core are compiled into it (#permissions, dist/shared/).
    const emulatorRoot = `${root}packages/emulator/`;
    const emulator = JSON.parse(readFileSync(`${emulatorRoot}package.json`, 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies?: Record<string, string>;
      imports: Record<string, { default: string }>;
    };
    assert.equal(emulator.dependencies['auth-elements'], undefined, 'depends on the browser package');
    assert.equal(emulator.peerDependencies?.['auth-elements'], undefined, 'depends on the browser package');
    const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: emulatorRoot,
      timeout: 60_000,
    });
    const [result] = JSON.parse(stdout) as [{ files: { path: string }[] }];
    const files = new Set(result.files.map((file) => file.path));
    for (const [name, target] of Object.entries(emulator.imports))
      assert.ok(
        files.has(target.default.replace(/^\.\//, '')),
        `${name}: ${target.default} is not in the package`,
      );
    const undeclared = new Set<string>();
    for (const file of [...files].filter((path) => path.endsWith('.js'))) {
      const code = readFileSync(`${emulatorRoot}${file}`, 'utf8');
      // `from '…'` and `import('…')`, not a string 'from' (a query parameter's name).
      for (const [, specifier] of code.matchAll(/(?<![\w'".])(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        if (!specifier || /^(\.|#|node:)/.test(specifier)) continue;
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        // Itself (its own exports), what it depends on, or an optional peer (`@playwright/test` for the
        // Playwright helpers, which only a test suite that has it imports).
        const declared =
          name === 'auth-elements-emulator' ||
          name in emulator.dependencies ||
          name in (emulator.peerDependencies ?? {});
        if (!declared) undeclared.add(`${file}: ${specifier}`);
      }
    }
    assert.deepEqual([...undeclared], []);
  });
});
