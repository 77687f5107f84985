// A build plugin for the minified bundles: compacts the static text of Lit's html`…` and css`…`
// templates in src/, which a JavaScript minifier leaves as written (indentation and line breaks).
// Only whitespace that holds a line break is touched, so text on one line stays exactly as written:
// - css: dropped after `{ } ; ,` and before `{ }`, one space elsewhere (a space can be a combinator);
// - html: one space (whitespace between inline elements stays visible as one space, as a browser
//   renders it anyway); templates with <pre> or <textarea> are left alone.
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
          const compacted = compactText(raw, tag, edges);
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
