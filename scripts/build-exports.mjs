// Keeps package.json's `exports` and `sideEffects` in step with src/: one entry `auth-elements/<tag>`
// per folder src/components/<tag> with a `<tag>.ts`, one `auth-elements/<name>` per framework binding
// src/frameworks/<name>.ts, and `sideEffects` naming exactly the modules that register tags (each
// element's entry, the all-in-one index, the CDN bundle, the CDN autoloader's chunks).
// `--check` only reports a difference (exit 1); otherwise package.json is rewritten when it differs.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { componentTags } from './build-config.mjs';

const file = new URL('../package.json', import.meta.url);
const text = readFileSync(file, 'utf8');
const pkg = JSON.parse(text);
const tags = componentTags();
/** Framework bindings (src/frameworks/<name>.ts, e.g. React's JSX types): `auth-elements/<name>`. */
const frameworksDir = new URL('../src/frameworks/', import.meta.url);
const frameworks = existsSync(frameworksDir)
  ? readdirSync(frameworksDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
      .map((file) => file.slice(0, -3))
      .sort()
  : [];

const entry = (path) => ({ types: `./dist/${path}.d.ts`, default: `./dist/${path}.js` });
pkg.exports = {
  '.': entry('index'),
  './core': entry('core/index'),
  ...Object.fromEntries(tags.map((tag) => [`./${tag}`, entry(`components/${tag}/${tag}`)])),
  ...Object.fromEntries(frameworks.map((name) => [`./${name}`, entry(`frameworks/${name}`)])),
  './custom-elements.json': './custom-elements.json',
  './package.json': './package.json',
};
pkg.sideEffects = [
  './dist/index.js',
  ...tags.map((tag) => `./dist/components/${tag}/${tag}.js`),
  './dist/auth-elements.min.js',
  './dist/cdn/*.js',
];

const updated = `${JSON.stringify(pkg, null, 2)}\n`;
if (updated !== text) {
  if (process.argv.includes('--check')) {
    console.error('package.json: `exports` or `sideEffects` differ from src/components; run `npm run build`');
    process.exitCode = 1;
  } else {
    writeFileSync(file, updated);
    console.log(`package.json: exports and sideEffects updated (${[...tags, ...frameworks].join(', ')})`);
  }
}
