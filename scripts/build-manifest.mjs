// After `cem analyze`: points custom-elements.json at the published modules. The analyzer reads
// src/components/**/*.ts, and the shared bases in src/internal whose attributes, events and slots every
// element inherits (auth-element.ts, sign-in-element.ts), and records those paths (`src/…/auth-login.ts`, `/src/…/auth-login.component.js`);
// a package's manifest names the files a consumer imports (`dist/…/auth-login.js`).
// It also copies the theme tokens, documented once in src/internal/styles.ts (TOKENS, TOKEN_DESCRIPTIONS),
// into every themed element's `cssProperties` (run with `node --import tsx` to read the TypeScript).
import { readFileSync, writeFileSync } from 'node:fs';
import { TOKEN_DESCRIPTIONS, TOKENS } from '../src/internal/styles.ts';

const file = new URL('../custom-elements.json', import.meta.url);
const manifest = JSON.parse(readFileSync(file, 'utf8'));

/** `src/a/b.ts`, `/src/a/b.js` → `dist/a/b.js`; relative and package references stay. */
const toDist = (value) => value.replace(/^\/?src\/(.*)\.[jt]s$/, 'dist/$1.js');

function rewrite(node) {
  if (Array.isArray(node)) return node.map(rewrite);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      (key === 'path' || key === 'module') && typeof value === 'string'
        ? [key, toDist(value)]
        : [key, rewrite(value)],
    ),
  );
}

/** Elements that draw nothing (`display: contents`): no token applies to them. */
const UNTHEMED = new Set(['auth-provider']);

/** The tokens as manifest entries: name, light default, and the dark default when it differs. */
const tokenProperties = Object.entries(TOKENS).map(([name, value]) => {
  const light = typeof value === 'string' ? value : value.light;
  const dark = typeof value === 'string' ? '' : ` Dark theme: \`${value.dark}\`.`;
  return { description: `${TOKEN_DESCRIPTIONS[name]}${dark}`, name: `--auth-${name}`, default: light };
});

for (const module of manifest.modules) {
  for (const declaration of module.declarations ?? []) {
    if (!declaration.customElement || UNTHEMED.has(declaration.tagName)) continue;
    const tokenNames = new Set(tokenProperties.map((property) => property.name));
    const own = (declaration.cssProperties ?? []).filter((property) => !tokenNames.has(property.name));
    declaration.cssProperties = [...tokenProperties, ...own];
  }
}

// The analyzer lists the modules in the order its globs resolve, which varies between runs: by path,
// so the same sources always give the same file.
manifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

writeFileSync(file, `${JSON.stringify(rewrite(manifest), null, 2)}\n`);
