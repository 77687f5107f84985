// The build's template compaction (scripts/compact-templates.mjs): only whitespace that holds a line
// break changes, and never where it could change what the browser renders or matches.
import { strict as assert } from 'node:assert';
import { describe, test } from 'node:test';
import { compactText } from '../../scripts/compact-templates.mjs';

const inside = { start: false, end: false };

describe('compactText', () => {
  test('css: drops line breaks around braces, semicolons and commas; keeps a space elsewhere', () => {
    const css =
      '\n  :host,\n  .a .b {\n    display: block;\n    margin: 0 auto;\n  }\n\n  .c :where(\n :focus) {}\n';
    assert.equal(
      compactText(css, 'css', inside),
      ':host,.a .b {display: block;margin: 0 auto;}.c :where( :focus) {}',
    );
  });

  test('html: a line break run becomes one space; text on one line is untouched', () => {
    const html = '\n  <p part="x">\n    <span>a  b</span>\n    <b>c</b>\n  </p>\n';
    assert.equal(compactText(html, 'html', inside), '<p part="x"> <span>a  b</span> <b>c</b> </p>');
  });

  test('keeps one space next to an interpolation, and a line continuation as written', () => {
    assert.equal(compactText('\n  color: red;\n', 'css', { start: true, end: true }), ' color: red; ');
    assert.equal(compactText('a\\\n  b', 'html', inside), 'a\\\n  b');
  });
});
