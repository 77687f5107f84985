// The live examples of the element pages: the fragments in docs/examples/<tag>/*.html (markup for the
// local service and the demo's client, run by the site as it is), each with its title and explanation from the comment it opens with,
// its HTML as shown, the same in React (JSX, derived here), and the tags it uses.
import { readdirSync, readFileSync } from 'node:fs';

export const EXAMPLES_URL = new URL('../examples/', import.meta.url);

/**
 * @typedef {object} Example
 * @property {string} id        anchor on the page, e.g. `example-popup`
 * @property {string} title
 * @property {string} about
 * @property {boolean} main     the example a page opens with
 * @property {string} html      the markup, as run and as shown
 * @property {string} react     the same as a React 19 component
 * @property {string[]} tags    the custom elements it uses
 */

/** `a: b; --c: d` → `{ a: 'b', '--c': 'd' }` as JSX. */
function styleObject(style) {
  const entries = style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .map((declaration) => {
      const [name = '', ...value] = declaration.split(':');
      const key = name.trim().startsWith('--')
        ? `'${name.trim()}'`
        : name.trim().replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
      return `${key}: '${value.join(':').trim()}'`;
    });
  return `{{ ${entries.join(', ')} }}`;
}

/** The attribute names React spells otherwise (on SVG and HTML elements; custom elements keep theirs). */
const REACT_NAMES = {
  class: 'className',
  for: 'htmlFor',
  'stroke-width': 'strokeWidth',
  'fill-rule': 'fillRule',
};

/**
 * HTML → JSX for React 19, which sets a custom element's properties and attributes from props and takes
 * `on<event>` props as listeners: the markup stays as it is but for `style`, `class` and SVG names, and the
 * outer element gets listeners for the example's events.
 */
export function toReact(html, events = ['auth-success', 'auth-error']) {
  let first = true;
  const jsx = html.replace(/<([a-z][\w-]*)(\s[^>]*?)?(\/?)>/g, (_, tag, attributes = '', selfClosing) => {
    let converted = attributes
      .replace(/(\s)style="([^"]*)"/g, (_match, space, style) => `${space}style=${styleObject(style)}`)
      .replace(/(\s)([a-z][\w-]*)(?==")/g, (match, space, name) =>
        tag.includes('-') ? match : `${space}${REACT_NAMES[name] ?? name}`,
      );
    if (first && tag.includes('-')) {
      first = false;
      const indent = /\n(\s+)\S/.exec(converted)?.[1] ?? ' ';
      const separator = indent === ' ' ? ' ' : `\n${indent}`;
      const listeners = events.map((event) => `on${event}={(event) => console.log(event.detail)}`);
      converted = `${converted.replace(/\s+$/, '')}${listeners.map((listener) => `${separator}${listener}`).join('')}${indent === ' ' ? '' : '\n'}`;
    }
    return `<${tag}${converted}${selfClosing}>`;
  });
  const body = jsx
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');
  return [
    "import 'auth-elements'; // registers the elements before React renders them",
    "import type {} from 'auth-elements/react'; // the elements' props in JSX",
    '',
    'export function Example() {',
    '  return (',
    body,
    '  );',
    '}',
  ].join('\n');
}

/** The comment a fragment opens with: `key: value` lines. */
function parseHeader(text, file) {
  const match = /^<!--\n([\s\S]*?)\n-->\n/.exec(text);
  if (!match) throw new Error(`${file} must open with a comment giving its title and about`);
  const fields = Object.fromEntries(
    match[1].split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );
  if (!fields.title || !fields.about) throw new Error(`${file}: the comment needs title: and about:`);
  return { fields, body: text.slice(match[0].length).trim() };
}

/** @returns {Record<string, Example[]>} the examples of each tag, the main one first */
export function readExamples(eventsOf = () => []) {
  /** @type {Record<string, Example[]>} */
  const byTag = {};
  for (const tag of readdirSync(EXAMPLES_URL).sort()) {
    const files = readdirSync(new URL(`${tag}/`, EXAMPLES_URL))
      .filter((file) => file.endsWith('.html'))
      .sort();
    byTag[tag] = files.map((file) => {
      const { fields, body } = parseHeader(
        readFileSync(new URL(`${tag}/${file}`, EXAMPLES_URL), 'utf8'),
        file,
      );
      const tags = [...new Set([...body.matchAll(/<((?:auth|api)-[a-z-]+)/g)].map((match) => match[1]))];
      const events = [...new Set(tags.flatMap((name) => eventsOf(name)))];
      return {
        id: `example-${file.replace(/^\d+-/, '').replace(/\.html$/, '')}`,
        title: fields.title,
        about: fields.about,
        main: fields.main === 'true',
        html: body,
        react: toReact(body, events.length ? events : undefined),
        tags,
        events,
      };
    });
    byTag[tag].sort((a, b) => Number(b.main) - Number(a.main));
  }
  return byTag;
}
