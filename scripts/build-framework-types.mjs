// The framework typings in src/frameworks/, generated from custom-elements.json (`npm run analyze` runs this
// after the analyzer): every element's attributes (kebab-case), settable properties (camelCase) and events
// (`on<event>`) come from the manifest, so an attribute added to an element appears in them by itself.
// test/node/framework-types.test.ts checks that the committed files are what the manifest gives.
//   node scripts/build-framework-types.mjs           writes src/frameworks/react.ts
//   renderReactTypes(manifest)                       the file's text (Prettier-formatted)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const root = new URL('../', import.meta.url);
export const REACT_TYPES_FILE = fileURLToPath(new URL('src/frameworks/react.ts', root));

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
  'auth-passwordless': {
    connection: ['PasswordlessChannel', '../components/auth-passwordless/auth-passwordless.component.js'],
  },
};

const HEADER = `// GENERATED from custom-elements.json by scripts/build-framework-types.mjs (\`npm run analyze\`): do not edit.
//
// JSX typings of the elements for React 19, which supports custom elements natively: a prop the element
// has as a property (\`strings\`, \`clientId\`, \`mode\`) is set as that property, any other prop as an
// attribute (\`client-id\`, \`no-signup\`), and an \`on<event>\` prop is added as a listener for \`<event>\`
// (\`onauth-success\` listens for \`auth-success\`). Types only; an app loads them once with
//
//   import type {} from 'auth-elements/react';
//
// and registers the elements as usual (\`import 'auth-elements'\`), before React renders them: an element
// that is not defined yet has none of its properties, so React would set \`strings\` as an attribute.
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

/** The text of src/frameworks/react.ts for `manifest`. */
export async function renderReactTypes(manifest) {
  const base = classNamed(manifest, 'AuthElement');
  const baseAttributes = base.declaration.attributes ?? [];
  const list = elements(manifest);
  const imports = [
    `import type { DetailedHTMLProps, HTMLAttributes } from 'react';`,
    ...list.map(
      ({ module, declaration }) => `import type { ${declaration.name} } from '${importPath(module)}';`,
    ),
    `import type { AuthElement } from '${importPath(base.module)}';`,
    ...Object.values(NARROWER).flatMap((byAttribute) =>
      Object.values(byAttribute)
        .filter(([, module]) => module)
        .map(([type, module]) => `import type { ${type} } from '${module}';`),
    ),
  ];
  let out = `${HEADER}${imports.join('\n')}\n`;
  out += `\n/** The configuration attributes every element takes (README, "Elements"), and \`theme\`. */\n`;
  out += `export interface AuthConfigAttributes {\n`;
  for (const attribute of baseAttributes) {
    out += doc(attribute.description);
    const type =
      NARROWER['*'][attribute.name]?.[0] ?? `AttributeValue<AuthElement['${attribute.fieldName}']>`;
    out += `  ${key(attribute.name)}?: ${type};\n`;
  }
  out += `}\n${SHARED}`;
  const intrinsic = [];
  for (const { declaration } of list) {
    const { name, tagName } = declaration;
    // Every attribute, typed by the element's own property (which may be narrower than the base's).
    const own = (declaration.attributes ?? []).filter((a) => a.fieldName);
    const narrower = { ...NARROWER['*'], ...NARROWER[tagName] };
    const fields = settableFields(declaration);
    const events = (declaration.events ?? []).map((e) => e.name).filter(Boolean);
    out += `\n/** The attributes of \`<${tagName}>\`, the configuration attributes included. */\n`;
    out += `export interface ${name}Attributes {\n`;
    for (const attribute of own) {
      out += doc(attribute.description);
      const type = narrower[attribute.name]?.[0] ?? `AttributeValue<${name}['${attribute.fieldName}']>`;
      out += `  ${key(attribute.name)}?: ${type};\n`;
    }
    out += `}\n\n`;
    out += doc(`\`<${tagName}>\`: ${declaration.summary ?? ''}`, '');
    out += `export type ${name}Props = AuthElementProps<\n  ${name},\n  ${name}Attributes,\n`;
    out += `  ${fields.map((f) => `'${f}'`).join(' | ') || 'never'},\n`;
    out += `  ${events.map((e) => `'${e}'`).join(' | ') || 'never'}\n>;\n`;
    intrinsic.push(`      '${tagName}': ${name}Props;`);
  }
  out += `
declare module 'react' {
  // A module augmentation can only extend React's JSX namespace by declaring into it; the house ban on
  // namespaces (STYLE.md) is about our own code.
  // eslint-disable-next-line no-restricted-syntax, @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
${intrinsic.join('\n')}
    }
  }
}
`;
  const options = (await resolveConfig(REACT_TYPES_FILE)) ?? {};
  return format(out, { ...options, filepath: REACT_TYPES_FILE });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
  writeFileSync(REACT_TYPES_FILE, await renderReactTypes(manifest));
}
