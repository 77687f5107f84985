// A build plugin for the minified bundles: compacts the static text of Lit's html`…` and css`…`
// templates in src/, which a JavaScript minifier leaves as written (indentation and line breaks).
// Only whitespace that holds a line break is touched, so text on one line stays exactly as written:
// - css: dropped after `{ } ; ,` and before `{ }`, one space elsewhere (a space can be a combinator);
// - html: one space (whitespace between inline elements stays visible as one space, as a browser
//   renders it anyway); templates with <pre> or <textarea> are left alone.
// css templates then lose what CSS does not read (compactCss): comments, whitespace next to punctuation
// that ends a token, a last `;` in a block. A quoted string stays as written.
// A run next to a `${…}` keeps one space; a line continuation (`\` at the end of a line) is kept.
import MagicString from 'magic-string';

const TAGS = new Set(['html', 'css', 'svg']);
const LINE_BREAK_RUN = /[ \t]*(?:\r?\n[ \t]*)+/g;

/**
 * The compacted text of one static part of a template. `edges`: the part starts or ends at a `${…}`.
 * @param {string} raw
 * @param {'html' | 'css' | 'svg'} tag
 * @param {{ start: boolean, end: boolean }} edges
 */
export function compactText(raw, tag, edges) {
  return raw.replace(LINE_BREAK_RUN, (run, offset) => {
    const before = raw[offset - 1];
    const after = raw[offset + run.length];
    if (before === '\\') return run;
    const atStart = offset === 0;
    const atEnd = offset + run.length === raw.length;
    if ((atStart && edges.start) || (atEnd && edges.end)) return ' ';
    if (atStart || atEnd) return '';
    if (tag === 'css' && ('{};,'.includes(before ?? '') || '{}'.includes(after ?? ''))) return '';
    return ' ';
  });
}

/** After these, and before `}` `)` and these, whitespace in CSS says nothing. */
const CSS_TIGHT = new Set(['{', '}', ';', ',', '>']);

/**
 * One static part of a css`…` template, after {@link compactText}: comments dropped, whitespace next to
 * `{ } ; , >`, after `(` and before `)` dropped, and a `;` before `}`; quoted strings stay as written. At
 * an edge next to a `${…}` a space stays unless punctuation in this part makes it needless.
 * @param {string} text
 * @param {{ start: boolean, end: boolean }} edges
 */
export function compactCss(text, edges) {
  let out = '';
  for (let i = 0; i < text.length;) {
    const char = text[i];
    if (char === '"' || char === "'") {
      let end = i + 1;
      while (end < text.length && text[end] !== char) end += text[end] === '\\' ? 2 : 1;
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      if (!/\s/.test(text[i] ?? '')) out += ' '; // `a/**/b` is two tokens
    } else if (/\s/.test(char)) {
      let end = i;
      while (end < text.length && /\s/.test(text[end])) end++;
      const before = out.at(-1);
      const after = text[end];
      const needless =
        (before !== undefined && (CSS_TIGHT.has(before) || before === '(')) ||
        (after !== undefined && (CSS_TIGHT.has(after) || after === ')'));
      const atEdge = (i === 0 && edges.start) || (end === text.length && edges.end);
      // A hex escape (`\31 `) ends at the whitespace after it.
      if (
        !needless &&
        (atEdge || (before !== undefined && after !== undefined) || /\\[0-9a-f]{1,6}$/i.test(out))
      )
        out += ' ';
      i = end;
    } else {
      if (char === '}' && out.at(-1) === ';') out = out.slice(0, -1);
      out += char;
      i++;
    }
  }
  return out;
}

/** @param {unknown} node */
function* taggedTemplates(node) {
  if (Array.isArray(node)) {
    for (const child of node) yield* taggedTemplates(child);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const { type, tag, quasi } = /** @type {any} */ (node);
  if (type === 'TaggedTemplateExpression' && tag?.type === 'Identifier' && TAGS.has(tag.name)) {
    yield { tag: tag.name, quasis: quasi.quasis };
  }
  for (const value of Object.values(node))
    if (value && typeof value === 'object') yield* taggedTemplates(value);
}

/** @returns {import('vite').Plugin} */
export function compactTemplates() {
  return {
    name: 'compact-templates',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/\b(html|css|svg)`/.test(code)) return null;
      const output = new MagicString(code);
      for (const { tag, quasis } of taggedTemplates(this.parse(code))) {
        const raws = quasis.map((quasi) => code.slice(quasi.start, quasi.end));
        if (tag === 'html' && raws.some((raw) => /<(pre|textarea)\b/i.test(raw))) continue;
        quasis.forEach((quasi, index) => {
          const raw = raws[index];
          const edges = { start: index > 0, end: index < quasis.length - 1 };
          const text = compactText(raw, tag, edges);
          const compacted = tag === 'css' ? compactCss(text, edges) : text;
          if (compacted !== raw && quasi.end > quasi.start)
            output.overwrite(quasi.start, quasi.end, compacted);
        });
      }
      return output.hasChanged()
        ? { code: output.toString(), map: output.generateMap({ hires: true }) }
        : null;
    },
  };
}
