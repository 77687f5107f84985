// After `cem analyze`: points custom-elements.json at the published modules. The analyzer reads
// src/components/**/*.ts, and the shared bases in src/internal whose attributes, events and slots every
// element inherits (auth-element.ts, sign-in-element.ts), and records those paths (`src/…/auth-login.ts`, `/src/…/auth-login.component.js`);
// a package's manifest names the files a consumer imports (`dist/…/auth-login.js`).
// It also copies the theme tokens, documented once in src/internal/styles.ts (TOKENS, TOKEN_DESCRIPTIONS),
// into every themed element's `cssProperties`, and the configuration properties, declared once in the
// table of src/internal/config.ts (CONFIG, a comment per row), into AuthElement and every element that
// inherits them (run with `node --import tsx` to read the TypeScript).
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { CONFIG } from '../src/internal/config.ts';
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

/** The comment of each row of `CONFIG` in src/internal/config.ts, by key. */
function configDescriptions() {
  const path = new URL('../src/internal/config.ts', import.meta.url);
  const source = ts.createSourceFile('config.ts', readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const descriptions = {};
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'CONFIG') {
      let table = node.initializer;
      while (ts.isSatisfiesExpression(table) || ts.isAsExpression(table)) table = table.expression;
      for (const row of table.properties) {
        const [doc] = ts.getJSDocCommentsAndTags(row);
        descriptions[row.name.getText(source)] = ts.getTextOfJSDocComment(doc?.comment) ?? '';
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return descriptions;
}

/** The configuration properties every element has (not the provider's own), as manifest members. */
const descriptions = configDescriptions();
const configMembers = Object.entries(CONFIG)
  .filter(([, row]) => !row.providerOnly)
  .map(([key, row]) => ({
    name: row.property ?? key,
    attribute: row.attribute,
    description: descriptions[key],
  }));

/** Inserts `entries` before the first of `list` inherited from AuthElement (at the start for AuthElement). */
function insertConfig(list, entries, isBase) {
  const at = isBase ? 0 : list.findIndex((entry) => entry.inheritedFrom?.name === 'AuthElement');
  if (at === -1) throw new Error('build-manifest: an element that inherits no AuthElement attribute');
  const inheritedFrom = isBase ? undefined : list[at].inheritedFrom;
  list.splice(at, 0, ...entries.map((entry) => (inheritedFrom ? { ...entry, inheritedFrom } : entry)));
}

for (const module of manifest.modules) {
  for (const declaration of module.declarations ?? []) {
    const isBase = declaration.name === 'AuthElement';
    const inherits = declaration.members?.some((member) => member.inheritedFrom?.name === 'AuthElement');
    if (!isBase && !inherits) continue;
    const type = { text: 'string | undefined' };
    insertConfig(
      declaration.members,
      configMembers.map(({ name, attribute, description }) => ({
        kind: 'field',
        name,
        type,
        description,
        attribute,
      })),
      isBase,
    );
    insertConfig(
      (declaration.attributes ??= []),
      configMembers.map(({ name, attribute, description }) => ({
        name: attribute,
        type,
        description,
        fieldName: name,
      })),
      isBase,
    );
  }
}

// The analyzer lists the modules in the order its globs resolve, which varies between runs: by path,
// so the same sources always give the same file.
manifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

writeFileSync(file, `${JSON.stringify(rewrite(manifest), null, 2)}\n`);
