// After `cem analyze`: points custom-elements.json at the published modules. The analyzer reads
// src/components/**/*.ts and records those paths (`src/…/auth-login.ts`, `/src/…/auth-login.component.js`);
// a package's manifest names the files a consumer imports (`dist/…/auth-login.js`).
import { readFileSync, writeFileSync } from 'node:fs';

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

writeFileSync(file, `${JSON.stringify(rewrite(manifest), null, 2)}\n`);
