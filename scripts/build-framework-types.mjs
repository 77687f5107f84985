// The framework typings in src/frameworks/, generated from custom-elements.json (`npm run analyze` runs this
// after the analyzer): every element's attributes (kebab-case), settable properties (camelCase) and events
// (`on<event>`) come from the manifest, so an attribute added to an element appears in them by itself.
// test/node/framework-types.test.ts checks that the committed files are what the manifest gives.
//   node scripts/build-framework-types.mjs    writes src/frameworks/react.ts (the entry) and
//                                             src/frameworks/react/{shared,<tag>}.ts (its parts)
//   renderReactTypes(manifest)                { path: text } of those files (Prettier-formatted)
//   generatedReactFiles()                     the paths of those files on disk
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const root = new URL('../', import.meta.url);
export const REACT_TYPES_FILE = fileURLToPath(new URL('src/frameworks/react.ts', root));
/** The entry's parts: the shared types, one file per element, and their index. */
export const REACT_TYPES_DIR = fileURLToPath(new URL('src/frameworks/react/', root));

/** The element classes of the manifest, in tag order, with the module (under src/) that declares each. */
function elements(manifest) {
  const found = [];
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.kind === 'class' && declaration.tagName)
        found.push({ module: module.path, declaration });
    }
  }
  return found.sort((a, b) => a.declaration.tagName.localeCompare(b.declaration.tagName));
}

/** The class `name` in the manifest, with its module. */
function classNamed(manifest, name) {
  for (const module of manifest.modules) {
    const declaration = (module.declarations ?? []).find((d) => d.kind === 'class' && d.name === name);
    if (declaration) return { module: module.path, declaration };
  }
  throw new Error(`custom-elements.json has no class ${name}`);
}

/** `dist/components/x/x.component.js` → `../components/x/x.component.js` (from src/frameworks/). */
const importPath = (modulePath) => modulePath.replace(/^dist\//, '../');

/** A JSDoc comment from a manifest description (first paragraph), or nothing. */
function doc(description, indent = '  ') {
  if (!description) return '';
  const text = description
    .split(/\n\s*\n/)[0]
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\*\//g, '*\\/')
    .trim();
  return `${indent}/** ${text} */\n`;
}

const key = (name) => (/^[a-z_$][\w$]*$/i.test(name) ? name : `'${name}'`);

/**
 * Fields a page may set: not static, not readonly, not private. Protected ones are listed too, because the
 * analyzer keeps a base class's `protected` on a field an element redeclares as public (`<auth-provider>`'s
 * `session`); the type keeps only the public ones (`Extract<P, keyof T>`).
 */
function settableFields(declaration) {
  return (declaration.members ?? [])
    .filter((m) => m.kind === 'field' && !m.static && !m.readonly && m.privacy !== 'private')
    .map((m) => m.name);
}

/**
 * Attribute types narrower than the element's property (a property that takes any string, an attribute
 * that means something for a few): `{ tag: { attribute: [type, module it is imported from] } }`; `*`: every
 * element.
 */
const NARROWER = {
  '*': { 'response-mode': ["'query' | 'fragment' | 'form_post'"] },
  // Present (`refresh-tokens`, which React 19 sets as an empty attribute) or where the tokens are kept.
  'auth-provider': { 'refresh-tokens': ["boolean | 'memory' | 'local'"] },
  'auth-passwordless': {
    connection: ['PasswordlessChannel', '../components/auth-passwordless/auth-passwordless.component.js'],
  },
};

const HEADER = `// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (\`npm run analyze\`): do not edit.
//
`;

const ENTRY_HEADER = `// JSX typings of the elements for React 19, which supports custom elements natively: a prop the element
// has as a property (\`strings\`, \`clientId\`, \`mode\`) is set as that property, any other prop as an
// attribute (\`client-id\`, \`no-signup\`), and an \`on<event>\` prop is added as a listener for \`<event>\`
// (\`onauth-success\` listens for \`auth-success\`). Types only; an app loads them once with
//
//   import type {} from 'auth-elements/react';
//
// and registers the elements as usual (\`import 'auth-elements'\`), before React renders them: an element
// that is not defined yet has none of its properties, so React would set \`strings\` as an attribute.
// The types themselves are in ./react/: shared.ts and one file per element.
`;

const SHARED_HEADER = `// The part of the React typings (../react.ts) every element shares: the configuration attributes and
// the types that make an element's JSX props from its attributes, properties and events.
`;

const ELEMENT_HEADER = (
  tagName,
) => `// The React typings (../react.ts) of \`<${tagName}>\`: its attributes and JSX props.
`;

const SHARED = `
/**
 * What an attribute takes for a property of type \`V\`: booleans (present or not), numbers, the property's
 * own string values (\`mode="popup"\`), and a string for anything else (\`metadata-fields="company:Company"\`).
 */
export type AttributeValue<V> = [NonNullable<V>] extends [boolean]
  ? boolean
  : [NonNullable<V>] extends [number]
    ? number
    : [NonNullable<V>] extends [string]
      ? NonNullable<V>
      : string;

/**
 * \`on<event>\` props for the events \`E\`, typed by \`GlobalEventHandlersEventMap\`: React 19 adds each as
 * a listener for \`<event>\` on the element (\`onauth-error\` for \`auth-error\`).
 */
export type AuthEventProps<E extends keyof GlobalEventHandlersEventMap> = {
  [K in E as \`on\${K}\`]?: (event: GlobalEventHandlersEventMap[K]) => void;
};

/**
 * The props of an element \`T\` in JSX: React's HTML props (\`id\`, \`className\`, \`hidden\`, \`lang\`, \`ref\`,
 * \`key\`, ...), the configuration attributes and the element's own attributes \`A\` in kebab-case, its
 * public properties among \`P\` in camelCase, and \`on<event>\` for its events \`E\`.
 */
export type AuthElementProps<
  T extends AuthElement,
  A extends object,
  P extends string,
  E extends keyof GlobalEventHandlersEventMap,
> = DetailedHTMLProps<HTMLAttributes<T>, T> &
  AuthConfigAttributes &
  A &
  Partial<Pick<T, Extract<P, keyof T>>> &
  AuthEventProps<E>;
`;

/** Prettier-formats `text` as the file `file`. */
async function formatted(file, text) {
  const options = (await resolveConfig(file)) ?? {};
  return format(text, { ...options, filepath: file });
}

/** `import type { A, B } from '<module>';` lines, one per module, in first-use order. */
function importLines(imports) {
  const byModule = new Map();
  for (const [name, module] of imports) {
    const names = byModule.get(module) ?? [];
    if (!names.includes(name)) names.push(name);
    byModule.set(module, names);
  }
  return [...byModule].map(([module, names]) => `import type { ${names.join(', ')} } from '${module}';`);
}

/** `../x.js` (from src/frameworks/) as seen from src/frameworks/react/. */
const fromReactDir = (path) => (path.startsWith('../') ? `../${path}` : path);

/**
 * The configuration: the attributes of the base class `AuthElement` (which `AuthConfigAttributes` types
 * once), and the names of their properties that every element may set (`AuthConfigProp`).
 */
function configuration(manifest, list) {
  const base = classNamed(manifest, 'AuthElement');
  const attributes = (base.declaration.attributes ?? []).filter((a) => a.fieldName);
  const everywhere = list.map(({ declaration }) => new Set(settableFields(declaration)));
  const props = attributes
    .map((a) => a.fieldName)
    .filter((field) => everywhere.every((fields) => fields.has(field)));
  return { base, attributes, props };
}

/** src/frameworks/react/shared.ts: the configuration attributes and the types every element's props use. */
function renderShared({ base, attributes, props }) {
  const imports = [
    ['DetailedHTMLProps', 'react'],
    ['HTMLAttributes', 'react'],
    ['AuthElement', fromReactDir(importPath(base.module))],
    ...Object.values(NARROWER['*'])
      .filter(([, module]) => module)
      .map(([type, module]) => [type, fromReactDir(module)]),
  ];
  let out = `${HEADER}${SHARED_HEADER}${importLines(imports).join('\n')}\n`;
  out += `\n/** The configuration attributes every element takes (README, "Elements"), and \`theme\`. */\n`;
  out += `export interface AuthConfigAttributes {\n`;
  for (const attribute of attributes) {
    out += doc(attribute.description);
    const type =
      NARROWER['*'][attribute.name]?.[0] ?? `AttributeValue<AuthElement['${attribute.fieldName}']>`;
    out += `  ${key(attribute.name)}?: ${type};\n`;
  }
  out += `}\n\n/** The properties of the configuration attributes, which every element has. */\n`;
  out += `export type AuthConfigProp = ${props.map((p) => `'${p}'`).join(' | ') || 'never'};\n`;
  return `${out}${SHARED}`;
}

/**
 * src/frameworks/react/<tag>.ts: the attributes and props of one element, beyond the configuration's
 * (`AuthConfigAttributes`, `AuthConfigProp`): its own attributes, and a configuration attribute only where
 * it takes less on this element (`NARROWER[tag]`, or a property typed otherwise than the base's).
 */
function renderElement({ module, declaration }, config) {
  const { name, tagName } = declaration;
  const inherited = new Map(config.attributes.map((a) => [a.name, a]));
  const sameType = (a, b) => JSON.stringify(a.type) === JSON.stringify(b.type);
  // Every other attribute, typed by the element's own property (which may be narrower than the base's).
  const own = (declaration.attributes ?? []).filter(
    (a) =>
      a.fieldName &&
      (!inherited.has(a.name) ||
        NARROWER[tagName]?.[a.name] ||
        !sameType(a, inherited.get(a.name)) ||
        a.fieldName !== inherited.get(a.name).fieldName),
  );
  const narrower = { ...NARROWER['*'], ...NARROWER[tagName] };
  const configProps = new Set(config.props);
  const fields = settableFields(declaration).filter((f) => !configProps.has(f));
  const events = (declaration.events ?? []).map((e) => e.name).filter(Boolean);
  const used = new Set(own.map((a) => a.name));
  const imports = [
    [name, fromReactDir(importPath(module))],
    ...Object.entries(narrower)
      .filter(([attribute, [, from]]) => from && used.has(attribute))
      .map(([, [type, from]]) => [type, fromReactDir(from)]),
    ...(own.some((a) => !narrower[a.name]) ? [['AttributeValue', './shared.js']] : []),
    ['AuthConfigAttributes', './shared.js'],
    ['AuthConfigProp', './shared.js'],
    ['AuthElementProps', './shared.js'],
  ];
  let out = `${HEADER}${ELEMENT_HEADER(tagName)}${importLines(imports).join('\n')}\n`;
  out += `\n/** The attributes of \`<${tagName}>\`: the configuration attributes and its own. */\n`;
  out += `export interface ${name}Attributes extends AuthConfigAttributes {\n`;
  for (const attribute of own) {
    out += doc(attribute.description);
    const type = narrower[attribute.name]?.[0] ?? `AttributeValue<${name}['${attribute.fieldName}']>`;
    out += `  ${key(attribute.name)}?: ${type};\n`;
  }
  out += `}\n\n`;
  out += doc(`\`<${tagName}>\`: ${declaration.summary ?? ''}`, '');
  out += `export type ${name}Props = AuthElementProps<\n  ${name},\n  ${name}Attributes,\n`;
  out += `  ${['AuthConfigProp', ...fields.map((f) => `'${f}'`)].join(' | ')},\n`;
  out += `  ${events.map((e) => `'${e}'`).join(' | ') || 'never'}\n>;\n`;
  return out;
}

/** src/frameworks/react.ts: every type re-exported, and the elements added to React's JSX. */
function renderEntry(list) {
  const shared = [
    'AttributeValue',
    'AuthConfigAttributes',
    'AuthConfigProp',
    'AuthElementProps',
    'AuthEventProps',
  ];
  let out = `${HEADER}${ENTRY_HEADER}`;
  for (const { declaration } of list) {
    out += `import type { ${declaration.name}Props } from './react/${declaration.tagName}.js';\n`;
  }
  out += '\n';
  out += `export type { ${shared.join(', ')} } from './react/shared.js';\n`;
  for (const { declaration } of list) {
    const { name, tagName } = declaration;
    out += `export type { ${name}Attributes, ${name}Props } from './react/${tagName}.js';\n`;
  }
  const intrinsic = list.map(
    ({ declaration }) => `      '${declaration.tagName}': ${declaration.name}Props;`,
  );
  out += `
declare module 'react' {
  // A module augmentation can only extend React's JSX namespace by declaring into it; the lint rule
  // against namespaces (eslint.config.mjs) is about our own code.
  // eslint-disable-next-line no-restricted-syntax, @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
${intrinsic.join('\n')}
    }
  }
}
`;
  return out;
}

/**
 * The generated files for `manifest`, Prettier-formatted: `{ absolute path: text }`, the entry
 * src/frameworks/react.ts first, then src/frameworks/react/shared.ts and one src/frameworks/react/<tag>.ts
 * per element, in tag order.
 */
export async function renderReactTypes(manifest) {
  const list = elements(manifest);
  const config = configuration(manifest, list);
  const files = [
    [REACT_TYPES_FILE, renderEntry(list)],
    [join(REACT_TYPES_DIR, 'shared.ts'), renderShared(config)],
    ...list.map((element) => [
      join(REACT_TYPES_DIR, `${element.declaration.tagName}.ts`),
      renderElement(element, config),
    ]),
  ];
  const out = {};
  for (const [file, text] of files) out[file] = await formatted(file, text);
  return out;
}

/** The generated files on disk: the entry and every `.ts` file in src/frameworks/react/. */
export function generatedReactFiles() {
  const inDir = existsSync(REACT_TYPES_DIR)
    ? readdirSync(REACT_TYPES_DIR)
        .filter((file) => file.endsWith('.ts'))
        .sort()
        .map((file) => join(REACT_TYPES_DIR, file))
    : [];
  return [REACT_TYPES_FILE, ...inDir];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
  const files = await renderReactTypes(manifest);
  mkdirSync(REACT_TYPES_DIR, { recursive: true });
  // A file of an element no longer in the manifest goes: the folder holds only generated files.
  for (const file of generatedReactFiles()) if (!(file in files)) rmSync(file);
  for (const [file, text] of Object.entries(files)) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  }
}
