// The Vite configurations of the browser builds, shared by vite.lib.config.ts, vite.cdn.config.ts and
// bench/size.mjs so the size benchmark bundles exactly as the build does.
//
// - lib: the npm modules. One ESM module per source module under dist/ (the layout of the type
//   declarations tsc writes beside them), dependencies (lit, @lit/context, jose) left as imports; source
//   maps for the core's modules only.
// - bundle: one self-contained minified ESM file with its dependencies (the CDN file
//   dist/auth-elements.min.js, and in the benchmark each entry alone). Language packs stay
//   separate chunks, loaded by their dynamic import().
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import { compactTemplates } from './compact-templates.mjs';

export const root = fileURLToPath(new URL('../', import.meta.url));
const src = `${root}src/`;

/** Every element: the folders under src/components/ with a `<tag>/<tag>.ts` that registers the tag. */
export function componentTags() {
  return readdirSync(`${src}components`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${src}components/${entry.name}/${entry.name}.ts`))
    .map((entry) => entry.name)
    .sort();
}

/** The public browser entries by output name (the `exports` map without ./emulator): source paths. */
export function libEntries() {
  return {
    index: `${src}index.ts`,
    'core/index': `${src}core/index.ts`,
    ...Object.fromEntries(
      componentTags().map((tag) => [`components/${tag}/${tag}`, `${src}components/${tag}/${tag}.ts`]),
    ),
  };
}

/** Bare dependencies of the package, left as imports in the npm modules. */
function isDependency(id) {
  const { dependencies = {} } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  return Object.keys(dependencies).some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * Fails a build whose import graph is inconsistent: a module loaded on demand (`import()`) that another
 * module of the same chunk also imports statically stays in that chunk, so its on-demand load saves
 * nothing (Vite warns "dynamically imported by … but also statically imported by …"). Each build's
 * `onwarn`; other warnings go on to Vite.
 */
export function onwarn(warning, warn) {
  if (/dynamic import will not move module into another chunk/.test(warning.message)) {
    throw new Error(`Inconsistent import graph: ${warning.message.trim()}`);
  }
  warn(warning);
}

const shared = {
  root,
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  // Lit's and jose's production builds (no dev-mode warnings); `browser` before `node`.
  resolve: { conditions: ['module', 'browser', 'production'] },
  esbuild: { legalComments: 'none' },
};

/**
 * Source maps of the npm modules for the core only (dist/core/, naming the sources the package ships in
 * src/core/): the framework-free client is where an app steps through a sign-in or reads where an
 * AuthError came from, and its sources' comments explain each check. The elements' modules are readable
 * as built (not minified, only their types stripped) and would add twice the core's weight in maps and
 * sources to the tarball: they get neither a map nor a `sourceMappingURL` comment.
 */
function coreMapsOnly() {
  return {
    name: 'core-maps-only',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || item.fileName.startsWith('core/')) continue;
        item.code = item.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
        delete bundle[`${item.fileName}.map`];
      }
    },
  };
}

/** The npm modules: dist/index.js, dist/core/index.js, dist/components/<tag>/<tag>.js and what they import. */
export function libConfig() {
  return {
    ...shared,
    mode: 'production',
    plugins: [coreMapsOnly()],
    build: {
      outDir: 'dist',
      emptyOutDir: false, // tsc writes the declarations and the Node-only emulator there
      target: 'es2022',
      minify: false,
      sourcemap: true,
      reportCompressedSize: false,
      lib: { entry: libEntries(), formats: ['es'] },
      rollupOptions: {
        onwarn,
        external: isDependency,
        output: {
          // The maps name the TypeScript sources the package ships in src/, instead of inlining them.
          sourcemapExcludeSources: true,
          preserveModules: true,
          preserveModulesRoot: 'src',
          entryFileNames: '[name].js',
        },
      },
    },
  };
}

/**
 * Minifies each output chunk completely, with terser (two compress passes), which makes the CDN bundle
 * smaller than esbuild's minifier does (`npm run size` measures it). Vite's own minification keeps
 * whitespace in library-mode ESM (for the pure annotations a consumer's bundler reads); a file served
 * as is does not need them.
 */
function minifyChunks() {
  return {
    name: 'minify-chunks',
    async renderChunk(code, chunk, outputOptions) {
      const sourcemap = Boolean(outputOptions.sourcemap);
      const result = await minify(code, {
        module: true,
        ecma: 2022,
        compress: { passes: 2 },
        format: { comments: false, ascii_only: false }, // module scripts are decoded as UTF-8
        sourceMap: sourcemap ? { asObject: true } : false,
      });
      return { code: result.code, map: sourcemap ? result.map : null };
    },
  };
}

/**
 * One minified, self-contained ESM file for `entry` (a source path, or a virtual module's `code`),
 * in Vite library mode (no preload helper around the dynamic imports). Language packs stay separate
 * files, `<name>.<lang>.min.js` beside it. `write: false` keeps the output in memory (the benchmark).
 */
export function bundleConfig({ entry, name, code, outDir = 'dist', write = true, sourcemap = false }) {
  const virtualId = `virtual:${name}-entry`;
  const plugins = [compactTemplates(), minifyChunks()];
  if (code) {
    plugins.push({
      name: 'virtual-entry',
      enforce: 'pre',
      // Library mode passes entries on as absolute paths.
      resolveId: (id) => (id.endsWith(virtualId) ? `\0${virtualId}` : null),
      load: (id) => (id === `\0${virtualId}` ? code : null),
    });
  }
  return {
    ...shared,
    mode: 'production',
    plugins,
    build: {
      outDir,
      write,
      emptyOutDir: false,
      // minifyChunks() minifies and lowers to ES2022; with 'esnext' Vite does not reprint the chunks.
      target: 'esnext',
      minify: false,
      sourcemap,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: { [name]: code ? virtualId : entry }, formats: ['es'] },
      rollupOptions: {
        onwarn,
        // The chunks loaded on demand (discovery for the `issuer` option, refresh tokens) import what
        // they share with the entry from the entry itself, instead of a third, shared chunk.
        preserveEntrySignatures: 'allow-extension',
        output: {
          entryFileNames: '[name].min.js',
          // jose's verifier, imported when an ID token is verified: `<name>.jose.min.js`.
          chunkFileNames: (chunk) =>
            isJose(chunk.facadeModuleId) ? `${name}.jose.min.js` : `${name}.[name].min.js`,
        },
      },
    },
  };
}

/** Elements only the account screens use: what they share goes into an `account` chunk, not `common`. */
const ACCOUNT_TAGS = new Set(['auth-profile', 'api-permissions-editor', 'auth-organization-switcher']);

/** jose's verifier with the claim checks (src/core/lib/verifier.ts, which imports only jose), or jose itself. */
const isJose = (id) =>
  Boolean(id?.includes('/node_modules/jose/') || id?.endsWith('/src/core/lib/verifier.ts'));

/** The element whose folder (src/components/<tag>/) holds module `id`, if any. */
const componentOf = (id) => /\/src\/components\/([^/]+)\//.exec(id ?? '')?.[1];

/**
 * The autoloader's chunks (`manualChunks`), from a first build with Rollup's own chunking (which knows
 * what each element really uses, after tree-shaking, even through the core's barrel module): a module
 * that two or more elements need goes into `common` (Lit, the core, the shared element code), or into
 * `account` when only the account screens need it; a module of one element stays in that element's
 * chunk. What only an `import()` loads (the elements' entries, jose's verifier, the language packs, the
 * core's on-demand code: src/core/lib/on-demand.ts, the `issuer` and refresh-token options) keeps chunks
 * of its own, and so does what only those chunks share.
 */
async function autoloaderChunks(config) {
  const { build } = await import('vite');
  const result = await build({
    ...config,
    plugins: [],
    build: { ...config.build, write: false, sourcemap: false },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((item) => item.output)
    .filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryTags = new Map(componentTags().map((tag) => [`${src}components/${tag}/${tag}.ts`, tag]));
  const imported = new Set(chunks.flatMap((chunk) => chunk.imports));
  // An element's chunk (its entry module, a facade or not) stays its own even when the element's own
  // code loaded on demand imports from it.
  const elementOf = (chunk) =>
    entryTags.get(chunk.facadeModuleId) ?? chunk.moduleIds.map((id) => entryTags.get(id)).find(Boolean);
  const onDemand = (chunk) =>
    chunk.isEntry ||
    elementOf(chunk) !== undefined ||
    (chunk.isDynamicEntry && !imported.has(chunk.fileName));
  /** @type {Map<string, Set<string>>} shared chunk → the elements (and `*`, on-demand code) that import it */
  const users = new Map(
    chunks.filter((chunk) => !onDemand(chunk)).map((chunk) => [chunk.fileName, new Set()]),
  );
  for (const chunk of chunks) {
    if (!onDemand(chunk)) continue;
    // An element, an element's own code loaded on demand (src/components/<tag>/, counted as that
    // element's), or the core's code loaded on demand (`*`): what it shares with an element is common.
    const tag = elementOf(chunk) ?? componentOf(chunk.facadeModuleId) ?? '*';
    const queue = [...chunk.imports];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const file = queue.pop();
      users.get(file)?.add(tag);
      for (const next of byFile.get(file)?.imports ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  /** @type {Map<string, string>} module id → manual chunk */
  const assigned = new Map();
  for (const [file, tags] of users) {
    if (![...tags].some((tag) => tag !== '*')) continue; // no element's: Rollup places it
    const name = [...tags].every((tag) => ACCOUNT_TAGS.has(tag)) ? 'account' : 'common';
    for (const id of byFile.get(file).moduleIds) assigned.set(id, name);
  }
  // The session renewer is exported by the core's entry, which every element imports, but
  // <auth-provider> loads it with its renewal code (on demand, once someone is signed in): one chunk.
  // The passkey UI (loaded on demand), the sign-up's passkey way on it, and the upgrade offer (loaded by
  // the UI once signed in): Rollup's first
  // build may merge what they use (MyAccount) into a chunk the account screens share; named here instead.
  // MyAccount's requests (core/lib/my-account-api.ts, on demand) go with it: its every user loads both.
  return (id) => {
    if (/\/src\/(core\/session-renewer|components\/auth-provider\/renewal)\.ts$/.test(id))
      return 'session-renewer';
    // The account APIs' token (SilentToken), which the account screens and the passkey upgrade (loaded on
    // demand) share: a chunk of its own, so a page with neither never downloads it.
    if (id.endsWith('/src/internal/account-token.ts')) return 'account-token';
    // The organizations' English (the join screen, loaded on demand, and the organization elements) and
    // the My Organization client (the organization elements'): chunks of their own, not in `common` or
    // in a chunk the passkey upgrade or the other account screens download.
    if (id.endsWith('/src/internal/strings/en-organizations.ts')) return 'organizations';
    if (id.endsWith('/src/core/my-organization.ts')) return 'my-organization';
    // parseInvitation goes with the join screen, its one user among the elements.
    if (/\/src\/(core\/invitation|internal\/invitation-join)\.ts$/.test(id)) return 'invitation-join';
    // A recovery code's format, which the second-factor step and the profile's sign-in methods (both
    // loaded on demand) share: a chunk of its own, not in `common`, which every page downloads.
    if (id.endsWith('/src/internal/recovery-code.ts')) return 'recovery-code';
    // The core's facades over the elements' client go with the code that uses them (passkeys, the
    // second-factor step, the popup of <auth-login mode="popup"> and of the account screens' "Grant
    // access"), not into a chunk a log-in page downloads.
    if (/\/src\/(internal\/(passkey-(ui|shared)|strings\/en-passkeys)|core\/passkeys)\.ts$/.test(id))
      return 'passkey-ui';
    if (/\/src\/(internal\/mfa-step|core\/mfa)\.ts$/.test(id)) return 'mfa-step';
    if (/\/src\/(core\/(lib\/)?popup|components\/auth-login\/popup-login)\.ts$/.test(id)) return 'popup';
    // The sign-up's passkey way, on the passkey UI: a log-in page does not download it.
    if (/\/src\/internal\/(passkey-signup|strings\/en-passkeys-signup)\.ts$/.test(id))
      return 'passkey-signup';
    if (
      /\/src\/(core\/(lib\/)?my-account(-api)?|internal\/passkey-upgrade|internal\/strings\/en-passkeys-upgrade)\.ts$/.test(
        id,
      )
    ) {
      return 'passkey-upgrade';
    }
    return assigned.get(id);
  };
}

/**
 * The CDN autoloader (src/autoloader.ts) and the chunks it imports, in dist/cdn/: `autoloader.js`,
 * `common.js`, `account.js`, one `<tag>.js` per element, `jose.js` and `<lang>.js`, minified like
 * the all-in file. Async: the chunks come from a first build (autoloaderChunks).
 */
export async function autoloaderConfig({ outDir = 'dist/cdn', write = true, sourcemap = false } = {}) {
  const config = {
    ...shared,
    mode: 'production',
    plugins: [compactTemplates(), minifyChunks()],
    build: {
      outDir,
      write,
      emptyOutDir: write,
      target: 'esnext',
      minify: false,
      sourcemap,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: { autoloader: `${src}autoloader.ts` }, formats: ['es'] },
      rollupOptions: {
        onwarn,
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: (chunk) => (isJose(chunk.facadeModuleId) ? 'jose.js' : '[name].js'),
        },
      },
    },
  };
  config.build.rollupOptions.output.manualChunks = await autoloaderChunks(config);
  return config;
}

/**
 * The CDN bundle's entry: src/cdn.ts (what src/index.ts exports, the account screens registered on
 * demand), and the sign-in elements' entries, named here too so their registration is kept (package.json's
 * `sideEffects` names only the built files, so a module of src/ is kept only for what is used of it).
 */
export function cdnEntryCode() {
  const modules = [
    `${src}cdn.ts`,
    ...componentTags()
      .filter((tag) => !ACCOUNT_TAGS.has(tag))
      .map((tag) => `${src}components/${tag}/${tag}.ts`),
  ];
  return modules.map((path) => `export * from ${JSON.stringify(path)};`).join('\n');
}
