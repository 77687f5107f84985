// React publishes CommonJS only, and the test server serves node_modules as they are (ES modules, no
// bundler). This runs React's own files from /node_modules with a minimal `require`: a module and the
// files it requires (found by their `require('…')` calls) are fetched first, then run on demand, each
// once, with `process.env.NODE_ENV` set to `development` (React's development builds and warnings).
// Bare specifiers resolve to /node_modules/<name>/<subpath>.js (or index.js); relative ones to the file.

const NODE_ENV = 'development';
const REQUIRE_CALL = /\brequire\(\s*(['"])([^'"]+)\1\s*\)/g;

/** Sources by URL path, as they are fetched. */
const sources = new Map<string, Promise<string>>();
/** The `module` object of every file that has run (or is running: cycles get the partial exports). */
const modules = new Map<string, { exports: unknown }>();

/** The URL path of `specifier` as required by the file at `from` (a URL path). */
function resolveSpecifier(specifier: string, from: string): string {
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return new URL(specifier, new URL(from, location.origin)).pathname;
  }
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const subpath = parts.slice(nameLength).join('/');
  return `/node_modules/${name}/${subpath === '' ? 'index' : subpath}.js`;
}

async function fetchSource(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/** Fetches `path` and, recursively, every file it requires. */
async function load(path: string): Promise<void> {
  if (sources.has(path)) return;
  const source = fetchSource(path);
  sources.set(path, source);
  const required = [...(await source).matchAll(REQUIRE_CALL)].map((call) =>
    resolveSpecifier(call[2] ?? '', path),
  );
  await Promise.all(required.map((dependency) => load(dependency)));
}

/** Runs the (loaded) file at `path` once and returns its `module.exports`. */
function run(path: string, loaded: ReadonlyMap<string, string>): unknown {
  const cached = modules.get(path);
  if (cached) return cached.exports;
  const source = loaded.get(path);
  if (source === undefined) throw new Error(`${path} was not loaded`);
  const module = { exports: {} as unknown };
  modules.set(path, module);
  const require = (specifier: string): unknown => run(resolveSpecifier(specifier, path), loaded);
  const evaluate = new Function(
    'module',
    'exports',
    'require',
    'process',
    `${source}\n//# sourceURL=${path}`,
  );
  evaluate(module, module.exports, require, { env: { NODE_ENV } });
  return module.exports;
}

/** Loads the CommonJS entry `specifier` (`react`, `react-dom/client`) and returns its exports. */
export async function requireCommonJs<T>(specifier: string): Promise<T> {
  const path = resolveSpecifier(specifier, '/');
  await load(path);
  // Another load running meanwhile may still be adding files: wait until none are added.
  let count = -1;
  while (count !== sources.size) {
    count = sources.size;
    await Promise.all(sources.values());
  }
  const loaded = new Map<string, string>();
  for (const [file, source] of sources) loaded.set(file, await source);
  return run(path, loaded) as T;
}
